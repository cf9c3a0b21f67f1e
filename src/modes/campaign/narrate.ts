import type { LevelUpDecision } from '../../rules/kraken/campaign/shipLevelUp';
import type { CampaignContext } from '../../../machines/kraken/campaign/campaign.types';
import type { CampaignState } from '../../rules/kraken/campaign/campaignState';
import type { EffectNote } from '../../rules/kraken/campaign/eventEffects';
import type { PenaltyNote } from '../../rules/kraken/campaign/questPenalty';
import { TILE_SLOT, type StoryDecision, type StoryNote } from '../../rules/kraken/campaign/storyPhase';
import type { TurnDecision } from '../../rules/kraken/campaign/turn';
import { shipLossOf } from '../../rules/kraken/campaign/spaceAfter';
import type { SpaceLoss, TurnNote } from '../../rules/kraken/campaign/turn.types';
import type { RecoveryPoint } from '../../rules/kraken/campaign/recovery';
import type { MarketNote } from '../../rules/kraken/campaign/market';
import { narrateTileDrop } from '../../rules/kraken/dungeon/narration';
import { describeShipDecision, narrateShipNote } from './shipWords';

/** The campaign's log and journal in the project's words (never stored as prose: words are made here). */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${Math.abs(n) === 1 ? one : many}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);

/**
 * A level's gain in words (kraken.level-up); a trait is named as the crew sheet holds it, never by its id.
 */
function levelUpWords(d: LevelUpDecision, c: CampaignState): string {
  if (!('gain' in d)) return `${d.attribute} +1`;
  const trait = (id: string) =>
    c.crew.flatMap((m) => m.traits).find((t) => t.id === id)?.name ?? 'a new trait';
  switch (d.gain.kind) {
    case 'attribute':
      return `${d.gain.attribute} +1`;
    case 'psi':
      return 'PSI +1';
    case 'positive-trait':
      return `${trait(d.gain.trait)} (two levels)`;
    case 'trait-pair':
      return `${trait(d.gain.positive)} with ${trait(d.gain.negative)}`;
  }
}

export function describeTurnDecision(
  d: TurnDecision,
  c: CampaignState,
  name: (id: string) => string,
): string {
  const place = (key: string) => c.starmap.find((l) => l.key === key)?.name ?? 'a logged location';
  switch (d.type) {
    case 'quest.accept':
      return 'The crew takes the quest.';
    case 'quest.decline':
      return 'The crew turns the quest down.';
    case 'quest.done': {
      const quest = c.quests.find((q) => q.id === d.id)?.quest.quest ?? 'a quest';
      return `The player asks to mark “${quest}” done.`;
    }
    case 'quest.confirm':
      return 'Yes: the quest is done.';
    case 'quest.keep':
      return 'No: the quest stays in the log.';
    case 'starmap.erase':
      return `Erases ${place(d.key)} from the Starmap log.`;
    case 'starmap.drop':
      return 'Lets the new location go: the Starmap log stays as it is.';
    case 'recovery.take':
      return 'The crew recovers.';
    case 'recovery.pass':
      return 'The crew goes on without recovering.';
    case 'storage.put':
      return `${name(d.crewId)} leaves what is in slot ${d.slot} in the ship's storage.`;
    case 'storage.take':
      return `${name(d.crewId)} takes a piece from the ship's storage into slot ${d.slot}.`;
    case 'construction.build':
      return `Phase 2: ${d.builders.map(name).join(', ')} ${d.builders.length === 1 ? 'starts' : 'start'} a ${d.turns}-turn build.`;
    case 'construction.buy':
      return 'Phase 2: a system is bought and fitted.';
    case 'construction.sell':
      return 'Phase 2: a system is sold for half its price.';
    case 'construction.pass':
      return 'Phase 2 is done.';
    case 'construction.cancel':
      return 'The build is cancelled.';
    case 'construction.buildShip':
    case 'fleet.buy':
    case 'fleet.sell':
    case 'fleet.fly':
    case 'fleet.move':
    case 'market.crew.hire':
    case 'market.crew.sell':
    case 'hire.level':
    case 'hire.gain':
    case 'hire.gear':
    case 'hire.cancel':
      return describeShipDecision(d, name);
    case 'location.modify':
      return `A dice modification: die ${d.die + 1} ${d.change === 'plus' ? '+1' : '−1'}.`;
    case 'location.reroll':
      return `A dice modification: die ${d.die + 1} is re-rolled.`;
    case 'location.keep':
      return 'The table’s value is kept.';
    case 'arrival.land':
      return 'The crew lands at the new location.';
    case 'arrival.stay':
      return 'The crew stays aboard.';
    case 'market.buy':
      return `Buys ${d.piece}.`;
    case 'market.sell':
      return 'Sells a piece.';
    case 'market.ammo':
      return 'Buys ammo.';
    case 'market.mod':
      return `Has a weapon modded (${d.mod}).`;
    case 'market.system.buy':
      return 'Buys a ship system at the shop.';
    case 'market.system.sell':
      return 'Sells a ship system at the shop.';
    case 'market.leave':
      return 'The crew leaves the trader.';
    case 'market.gamble':
      return 'A piece is handed to the gambler.';
    case 'market.pick':
      return `The ${d.side} piece is taken.`;
    case 'market.ammoPick':
      return d.option === 0
        ? 'One magazine of the grade is taken.'
        : 'Two magazines for lower grades are taken.';
    case 'free.shop':
      return 'Free action: the grade-5 shop.';
    case 'visit.go':
      return `Phase 4: a short visit to map ${d.map} of ${place(d.key)}.`;
    case 'visit.pass':
      return 'Phase 4: no short visit.';
    case 'free.land':
      return `Free action: the crew lands at ${place(d.key)}.`;
    case 'free.line':
      return `Free action: story line ${d.slot + 1} runs once more.`;
    case 'free.flight':
      return 'Free action: a space flight.';
    case 'free.skip':
      return 'Free action skipped.';
    case 'crew.levelUp':
      return `${name(d.crewId)} levels up: ${levelUpWords(d, c)}.`;
  }
}

/** A story decision in words; `event` is the title of the event it answers, where the journal names it. */
export function describeStoryDecision(
  d: StoryDecision,
  name: (id: string) => string,
  event: string | null = null,
): string {
  switch (d.type) {
    case 'story.skip':
      return 'The line is skipped this turn.';
    case 'story.lead':
      return `${name(d.leaderId)} leads the line.`;
    case 'story.read':
      return event === null ? 'The event is carried out.' : `“${event}” is carried out.`;
    case 'story.choose':
      return event === null ? `Option ${d.option} is chosen.` : `“${event}”: option ${d.option} is chosen.`;
    case 'story.hold':
      return 'The event is left on STANDBY.';
  }
}

function effectWords(note: EffectNote, name: (id: string) => string): string {
  switch (note.kind) {
    case 'credits':
      return note.unpaid > 0
        ? `Credits ${signed(note.change)} (${plural(note.unpaid, 'credit')} could not be paid).`
        : `Credits ${signed(note.change)}.`;
    case 'xp':
      return `XP ${signed(note.change)}.`;
    case 'hp':
      return `${name(note.crewId)}: HP ${note.from} → ${note.to}${note.killed ? ' (killed)' : note.knockedOut ? ' (unconscious)' : ''}.`;
    case 'oxygen':
      return `Oxygen ${note.from} → ${note.to}.`;
    case 'variable':
      return `Variable ${note.name}: ${note.from} → ${note.to}.`;
  }
}

/** A quest penalty's step in words: an event effect's, or an item lost. */
function penaltyWords(note: PenaltyNote, name: (id: string) => string): string {
  if (note.kind === 'item-missing') return `Nobody has the ${note.item} to lose.`;
  if (note.kind === 'item-lost')
    return note.from === 'storage'
      ? `The ${note.item} is taken from the ship's storage.`
      : `${name(note.crewId)} loses the ${note.item}.`;
  return effectWords(note, name);
}

function storyWords(note: StoryNote, context: CampaignContext, name: (id: string) => string): string {
  const line = (slot: number) => (slot === TILE_SLOT ? 'The Event tile' : `Line ${slot + 1}`);
  const title = (id: string) => context.events.get(id)?.title ?? `event ${id}`;
  switch (note.kind) {
    case 'skipped':
      return `${line(note.slot)} is skipped this turn.`;
    case 'led':
      return `${line(note.slot)}: ${name(note.leaderId)} leads.`;
    case 'unled':
      return `${line(note.slot)} waits: nobody is fit to lead it.`;
    case 'stopped':
      return `${line(note.slot)} stops for this turn.`;
    case 'ended':
      return `${line(note.slot)} has ended for good.`;
    case 'held':
      return `${line(note.slot)}: “${title(note.event)}” waits on STANDBY.`;
    case 'event':
      return `${line(note.slot)}: “${title(note.event)}”${note.option === null ? '' : `, option ${note.option}`}.`;
    case 'check':
      return `${line(note.slot)}: the check's die shows ${note.face}: ${note.passed ? 'passed' : 'failed'}.`;
    case 'effect':
      return `${line(note.slot)}: ${effectWords(note.note, name)}`;
  }
}

const FLIGHT_ENDS: Readonly<Record<string, string>> = {
  avoided: 'the combat was avoided',
  'safe-and-sound': 'safe and sound',
  'nano-skin': 'the Nano Skin kept the ship out of the combat',
  won: 'the space combat was won',
  escaped: 'the ship escaped',
  'time-retreat': 'out of time, the ship retreated',
  lost: 'the space combat was lost',
};

const SHIP_LOST: Readonly<Partial<Record<SpaceLoss['end'], string>>> = {
  'ship-destroyed': 'the ship was destroyed in a space combat',
  'game-over-command': 'the ship was destroyed in a space combat by the Game over command',
  boarded: 'boarders took the ship in a space combat',
  'crew-lost': 'the crew was lost in a space combat, nobody left to act',
};

/**
 * How the campaign lost its ship (Space Kraken §3.9, §10), for the game-over panel and the journal: the rule
 * that ended the space combat and its flight-table row ("the ship was destroyed in a space combat (flight 8,
 * Drone picket)"); a journal written before that was kept says only that the ship is lost.
 */
export function shipLostWords(loss: SpaceLoss | null): string {
  const how = loss === null ? undefined : SHIP_LOST[loss.end];
  return loss === null || how === undefined
    ? 'the ship is lost in space'
    : `${how} (flight ${loss.flight}, ${loss.name})`;
}

/** How a story event's space combat ended (SpaceOutcome), in words. */
const SPACE_OUTCOMES: Readonly<Record<string, string>> = {
  won: 'won',
  escaped: 'the ship escaped',
  retreated: 'out of time, the ship retreated',
  lost: 'lost, and the ship with it',
};

function marketWords(note: MarketNote): string {
  switch (note.action) {
    case 'bought':
      return `Bought the ${note.piece} for ${note.price}¢.`;
    case 'sold':
      return `Sold ${note.piece} for ${note.price}¢.`;
    case 'ammo':
      return `Bought ${plural(note.magazines ?? 1, 'magazine')} for the ${note.piece} for ${note.price}¢.`;
    case 'modded':
      return `The ${note.piece} is modded (${note.mod ?? ''}) for ${note.price}¢.`;
  }
}

const AT: Readonly<Record<RecoveryPoint, string>> = {
  'after-phase-1': 'after phase 1',
  'after-phase-3': 'after phase 3',
  'after-phase-5': 'after phase 5',
};

export function narrateTurnNote(
  note: TurnNote,
  context: CampaignContext,
  name: (id: string) => string,
): string {
  const piece = (id: string) =>
    context.content.catalogue.weapons.find((w) => w.id === id)?.name ??
    context.content.catalogue.items.find((i) => i.id === id)?.name ??
    id;
  switch (note.kind) {
    case 'turn':
      return `— Turn ${note.turn} —`;
    case 'story':
      return storyWords(note.note, context, name);
    case 'item-stored':
      return `${piece(note.item)} goes into the ship's storage (for ${name(note.leaderId)}).`;
    case 'line-started':
      return `A new story line, “${note.name}”, starts in slot ${note.slot + 1}.`;
    case 'no-line-slot':
      return `“${note.name}” cannot start: all six line slots are taken.`;
    case 'location-logged':
      return `${note.name} is noted on the Starmap log.`;
    case 'location-erased':
      return `${note.name} is erased from the Starmap log.`;
    case 'location-dropped':
      return `${note.name} is not noted: the Starmap log was full.`;
    case 'item-lost':
      return `${piece(note.item)} is lost: the ship's storage has no room for it.`;
    case 'flight-start':
      return 'The ship sets off into space.';
    case 'flight-end':
      return `The flight ends (${FLIGHT_ENDS[note.end] ?? note.end}): XP ${signed(note.xp)}, credits ${signed(note.credits)}${note.destroyed.length > 0 ? `; destroyed: ${note.destroyed.join(', ')}` : ''}.`;
    case 'space-combat-start':
      return `A space combat: flight ${note.flight} of the flight table.`;
    case 'space-combat-missing':
      return `The flight table has no flight ${note.flight}: no space combat.`;
    case 'space-combat-end':
      return `The space combat ends (${SPACE_OUTCOMES[note.outcome] ?? note.outcome}): XP ${signed(note.xp)}, credits ${signed(note.credits)}${note.destroyed.length > 0 ? `; destroyed: ${note.destroyed.join(', ')}` : ''}.`;
    case 'location-found':
      return `A new location is found: ${note.name}.`;
    case 'location-lost':
      return `The Starmap log has fewer slots now: ${note.names.join(', ')} ${note.names.length === 1 ? 'is' : 'are'} lost.`;
    case 'storage-lost':
      return `The ship's storage has no room: ${plural(note.pieces, 'piece')} lost.`;
    case 'stayed-aboard':
      return `The crew stays aboard; ${note.name} waits on the Starmap log for a later turn.`;
    case 'fight-start':
      return `A fight: ${note.foes}.`;
    case 'fight-end':
      return `The fight ends (${note.outcome}): credits ${signed(note.credits)}, XP ${signed(note.xp)}.`;
    case 'market-open':
      return `${note.market}: the crew does business.`;
    case 'market':
      return marketWords(note.note);
    case 'gamble':
      return `The ${note.piece} (grade ${note.grade}${note.full ? '' : ', not full'}) goes to the gambler.`;
    case 'gamble-result':
      return `The gambler's d6 shows ${note.face}: a grade ${note.grade} drop (the piece counted grade ${note.counted}).`;
    case 'gamble-drop':
      return narrateTileDrop(note.note);
    case 'gamble-loot':
      return `The gambler pays out ${note.what} of grade ${note.grade}: noted for the player.`;
    case 'market-left':
      return `The crew leaves ${note.market.charAt(0).toLowerCase()}${note.market.slice(1)}.`;
    case 'ship-repaired':
      return `Phase 2: ${plural(note.systems, 'damaged system')} mended.`;
    case 'ship-erased':
      return `Phase 2: destroyed systems erased from the sheet: ${note.systems.join(', ')}.`;
    case 'ship-bought':
      return `${note.system} bought and fitted for ${note.price}¢.`;
    case 'ship-sold':
      return `${note.system} sold for ${note.price}¢.`;
    case 'fleet':
    case 'crew-trade':
    case 'dead-gear':
    case 'hire-step':
      return narrateShipNote(note);
    case 'build-started':
      return `Building ${note.what} over ${plural(note.turns, 'turn')}: ${note.discount}¢ off its price.`;
    case 'stored':
      return `${name(note.crewId)} leaves the ${note.piece} in the ship's storage.`;
    case 'taken':
      return `${name(note.crewId)} takes the ${note.piece} from the ship's storage.`;
    case 'quest-taken':
      return `Quest taken: “${note.quest}”.`;
    case 'quest-declined':
      return `Quest turned down: “${note.quest}”.`;
    case 'quest-ticked':
      return `Quest timer: “${note.quest}” has ${plural(note.ticks, 'tick')}.`;
    case 'quest-failed':
      return `Quest failed: “${note.quest}”.${note.penalty.length === 0 ? ' Its sheet asks no penalty.' : ` Penalty: ${note.penalty.map((p) => penaltyWords(p, name)).join(' ')}`}`;
    case 'quest-progress':
      return `Quest moved on: “${note.quest}”, ${note.done} of ${note.of} done.`;
    case 'quest-done':
      return `Quest completed: “${note.quest}”. Reward: ${plural(note.credits, 'credit')} and ${note.xp} XP for the crew.`;
    case 'quest-delivered':
      return `${name(note.crewId)} hands over what “${note.quest}” asked for.`;
    case 'captive-handed':
      return `${name(note.crewId)} hands the captured ${note.enemy} over for “${note.quest}”.`;
    case 'captive-released':
      return `${name(note.crewId)} lets the captured ${note.enemy} go: no quest asks for it.`;
    case 'quest-none':
      return note.roll === 0
        ? 'The quest sheet offers nothing.'
        : `The quest sheet has no quest on row ${note.roll}.`;
    case 'crawl-missed':
      return `Nobody is fit to go down at ${note.name}: the chance is missed.`;
    case 'crawl-start':
      return `The crew goes down at ${note.name}.`;
    case 'no-outside-air':
      // kraken.space-location-air
      return `${note.name} is ${note.station ? 'a space station' : 'out in space'}: whatever the log says, its Outside air is ${note.air === 'HELL' ? 'Hell here (Hardcore) — 2 oxygen' : 'not breathable — 1 oxygen'} for every action out there.`;
    case 'crawl-end':
      return `Back from ${note.name}: credits ${signed(note.credits)}, XP ${signed(note.xp)}${note.lost.length > 0 ? `, lost: ${note.lost.map(name).join(', ')}` : ''}${(note.hired ?? []).length > 0 ? `; hired at a shop there, now with the crew: ${(note.hired ?? []).join(', ')}` : ''}${(note.sold ?? []).length > 0 ? `; sold at a shop there: ${(note.sold ?? []).join(', ')}` : ''}.`;
    case 'construction':
      return note.step === 'building'
        ? `${note.what}: one more turn of building.`
        : note.step === 'done'
          ? `${note.what} is built, paid for (${note.cost}¢) and fitted.`
          : `${note.what} costs ${note.cost}¢ and could not be paid: the build fails.`;
    case 'construction-cancelled':
      return `${note.what}: the build is cancelled.`;
    case 'visit-skipped':
      return note.why === 'no-teleporter'
        ? 'Phase 4: the ship has no working teleporter, so there is no short visit.'
        : note.why === 'no-trader'
          ? 'Phase 4: no trader stands on a cleared map the teleporter reaches.'
          : 'Phase 4: the crew stays aboard.';
    case 'timer-skipped':
      return 'Phase 5: no quests are noted.';
    case 'recovered':
      return `Recovery ${AT[note.at]}: +3 HP each, oxygen full.`;
    case 'recovery-passed':
      return `No recovery ${AT[note.at]}.`;
    case 'level-up':
      return `${name(note.crewId)} is now level ${note.level}.`;
    case 'victory':
      return `Victory: ${note.text}`;
    case 'defeat': {
      const why =
        note.why === 'ship' ? shipLostWords(shipLossOf(context.turn.journal)) : 'the whole crew is dead';
      return `${why.charAt(0).toUpperCase()}${why.slice(1)}: the campaign is lost.`;
    }
  }
}
