import { ltStartCoordinate } from '../../../content/cgm/coordinates';
import { freeSlot, startLine } from '../cgm/state';
import { isActive } from '../crew/crew';
import { carryItem, putInSlot, type SlotId } from '../crew/inventory';
import { levelUpOnShip, type LevelUpDecision } from './shipLevelUp';
import { needTable, type RollNeed } from '../crew/rolls';
import { carryWeapon } from '../crew/weaponState';
import { campaignOutcome, recoverCampaign, type CampaignState } from './campaignState';
import { recoveryBonus, shipCatalogueOf, storageSlots } from './campaignShip';
import type { EventTarget } from './eventEffects';
import { acceptQuest, questFromSheet, questOfferNeed } from './quests';
import { markQuestDone, markQuestDoneRefusal } from './questProgress';
import { eraseLocation } from './starmap';
import type { StoryFollowUp, StoryNote, StoryResume } from './storyPhase';
import type { SkipRecord } from './storyTurn';
import {
  answerConstruction,
  builders,
  constructionDecisionRefusal,
  constructionNeed,
  decideConstruction,
  type ConstructionDecision,
} from './turnConstruction';
import { fightersOf } from './turnFight';
import { decideFleet, fleetRefusal, type FleetDecision } from './turnFleet';
import {
  answerLocation,
  decideFlightStep,
  flightDecisionRefusal,
  locationDie,
  type FlightDecision,
} from './turnFlight';
import { newEntry, NO_FLAGS, noteLocation, say } from './turnFlow';
import {
  answerShopRoll,
  decideMarket,
  marketDecisionRefusal,
  openMarket,
  type MarketTurnDecision,
} from './turnMarket';
import { shopRollNeed } from './shortVisit';
import { eventCombatRow } from './turnSpaceEvent';
import { answerGamble, decideGamble, gambleNeed, gambleRefusal, type GambleDecision } from './turnGamble';
import { keepTable } from './locationGenerator';
import { landingNotes } from './landingAir';
import { shopMarket } from './market';
import type { RecoveryPoint } from './recovery';
import type { CampaignContent, CampaignTurn } from './turn.types';

/**
 * Space Kraken §5 the campaign turn (kraken.turn-phases), inside one phase: what the story lines' events
 * asked for (items, new lines, locations, crawls, fights, traders, quests, the victory) taken in order, the
 * dice they owe, the offers the player answers, and the player's decisions. Which phase comes next is the
 * campaign machine's (machines/kraken/campaign/campaign.machine.ts): it reads `turnPlace` through its named
 * guards and calls the phase openings of turnFlow.ts. The phases' own steps are in turnConstruction.ts,
 * turnFlight.ts, turnFight.ts and turnMarket.ts.
 */

export type TurnDecision =
  | { readonly type: 'quest.accept' }
  | { readonly type: 'quest.decline' }
  /** A quest with no typed target marked done by the player (questProgress.ts): asked, then confirmed. */
  | { readonly type: 'quest.done'; readonly id: string }
  | { readonly type: 'quest.confirm' }
  | { readonly type: 'quest.keep' }
  | { readonly type: 'starmap.erase'; readonly key: string }
  | { readonly type: 'starmap.drop' }
  | { readonly type: 'recovery.take' }
  | { readonly type: 'recovery.pass' }
  | { readonly type: 'storage.put'; readonly crewId: string; readonly slot: SlotId }
  | {
      readonly type: 'storage.take';
      readonly index: number;
      readonly crewId: string;
      readonly slot: SlotId;
    }
  | ConstructionDecision
  | FleetDecision
  | FlightDecision
  | MarketTurnDecision
  | GambleDecision
  | { readonly type: 'free.land'; readonly key: string }
  | { readonly type: 'free.line'; readonly slot: number }
  | { readonly type: 'free.flight' }
  | { readonly type: 'free.skip' }
  | LevelUpDecision;

/** The first turn of a new campaign: phase 1 begins. */
export function startTurns(campaign: CampaignTurn['campaign']): CampaignTurn {
  return {
    campaign,
    underway: null,
    pending: [],
    offer: null,
    flags: NO_FLAGS,
    advanced: [],
    building: null,
    gambling: null,
    visits: {},
    nextKey: 1,
    journal: [{ kind: 'turn', turn: campaign.turn }],
  };
}

/** The part of the campaign a story phase works on. */
export function storyParty(turn: CampaignTurn): EventTarget {
  const { crew, credits, xp, oxygen, oxygenCapacity, cgm } = turn.campaign;
  return { crew, credits, xp, oxygen, oxygenCapacity, cgm };
}

/**
 * The campaign with a story phase's party in it: what the crew has while the lines still run (an event's
 * credits count at once, §6 Event), and what the turn keeps when the phase is over.
 */
export function withStoryParty(campaign: CampaignState, party: EventTarget): CampaignState {
  const { crew, credits, xp, oxygen, oxygenCapacity, cgm } = party;
  return { ...campaign, crew, credits, xp, oxygen, oxygenCapacity, cgm };
}

/**
 * The story phase is over, or handed the turn over for what an event asked for at once (`resume`, §6
 * Event): its party and skips kept, its notes logged, its follow-ups owed; a phase that handed over is
 * taken up again once they are done (`resumeStory`).
 */
export function afterStory(
  turn: CampaignTurn,
  output: {
    readonly party: EventTarget;
    readonly skips: SkipRecord;
    readonly followUps: readonly StoryFollowUp[];
    readonly notes: readonly StoryNote[];
    readonly resume?: StoryResume | null;
  },
  content: CampaignContent,
): CampaignTurn {
  const { storyResume: _taken, ...rest } = turn;
  const next: CampaignTurn = {
    ...rest,
    ...(output.resume === undefined || output.resume === null ? {} : { storyResume: output.resume }),
    campaign: { ...withStoryParty(turn.campaign, output.party), skips: output.skips },
    underway: null,
    pending: [...turn.pending, ...output.followUps],
    journal: [...turn.journal, ...output.notes.map((note) => ({ kind: 'story' as const, note }))],
  };
  return settleOwed(next, content);
}

/**
 * §6 Event: what the event asked for at once is done (the fight fought, the crawl over, the trader left)
 * and nothing more is owed: the story phase that handed over goes on (the campaign machine invokes it
 * again with `storyResume`) for every running line, as when it handed over.
 */
export const resumeStory = (turn: CampaignTurn): CampaignTurn => ({ ...turn, underway: null });

/** The head follow-up's die, when it needs one: a d20 start for a new line, a d6 quest row. */
function followUpNeed(turn: CampaignTurn, content: CampaignContent): RollNeed | null {
  if (turn.underway !== null || turn.offer !== null) return null;
  const head = turn.pending[0];
  if (head === undefined) return null;
  if (head.kind === 'start-line' && head.start === undefined && freeSlot(turn.campaign.cgm) !== null)
    return needTable(
      'story-line',
      `${head.name}: the new story line's start coordinate (d20, 1AA to 1AT)`,
      'kraken.story-trigger',
      'd20',
    );
  if (head.kind === 'quest' && head.roll === undefined) {
    const sheet = content.questSheets.find((q) => q.id === head.sheet);
    if (sheet !== undefined) return questOfferNeed(sheet);
  }
  return null;
}

/**
 * The die the turn waits for: a follow-up's (a new line's start, a quest row), a builder's d6 (§7), the
 * location generator's (§12).
 */
export function turnNeed(turn: CampaignTurn, content: CampaignContent): RollNeed | null {
  if (turn.offer !== null) return null;
  return (
    followUpNeed(turn, content) ??
    constructionNeed(turn) ??
    locationDie(turn) ??
    gambleNeed(turn) ??
    shopRollNeed(turn)
  );
}

/** The faces the awaited die (or dice, for a table rolled with two) showed. */
export function answerTurn(
  turn: CampaignTurn,
  faces: readonly number[],
  content: CampaignContent,
): CampaignTurn {
  const face = faces[0] ?? 1;
  if (constructionNeed(turn) !== null) return answerConstruction(turn, face, content);
  if (locationDie(turn) !== null) return settleOwed(answerLocation(turn, faces, content), content);
  if (gambleNeed(turn) !== null) return answerGamble(turn, face, content);
  if (shopRollNeed(turn) !== null) return answerShopRoll(turn, face);
  const head = turn.pending[0];
  if (head === undefined || followUpNeed(turn, content) === null) throw new Error('No die is awaited.');
  const rest = { ...turn, pending: turn.pending.slice(1) };
  if (head.kind === 'start-line')
    return settleOwed(startNewLine(rest, head.name, ltStartCoordinate(face)), content);
  if (head.kind === 'quest') return settleOwed(offerQuest(rest, head.sheet, face, content), content);
  throw new Error('No die is awaited.');
}

function startNewLine(turn: CampaignTurn, name: string, at: string): CampaignTurn {
  const slot = freeSlot(turn.campaign.cgm);
  // Space Kraken §6: a new line needs a free slot; an unfinished line is never erased to make room.
  if (slot === null) return say(turn, { kind: 'no-line-slot', name });
  const cgm = startLine(turn.campaign.cgm, slot, name, at);
  return say({ ...turn, campaign: { ...turn.campaign, cgm } }, { kind: 'line-started', name, slot, at });
}

function offerQuest(
  turn: CampaignTurn,
  sheetId: string,
  roll: number,
  content: CampaignContent,
): CampaignTurn {
  const sheet = content.questSheets.find((q) => q.id === sheetId);
  const quest = sheet === undefined ? null : questFromSheet(sheet, roll);
  if (quest === null) return say(turn, { kind: 'quest-none', sheet: sheetId, roll });
  return { ...turn, offer: { kind: 'quest', quest } };
}

/**
 * An event's item goes into the ship's storage (Reading (kraken.recovery): it is handed out at the free
 * re-arrangement of a Recovery, §5); with the storage full it is lost.
 */
function storeItem(
  turn: CampaignTurn,
  item: string,
  leaderId: string,
  content: CampaignContent,
): CampaignTurn {
  const c = turn.campaign;
  const weapon = content.catalogue.weapons.find((w) => w.id === item);
  const piece = content.catalogue.items.find((i) => i.id === item);
  const room = storageSlots(shipCatalogueOf(content.ship), c.ship) > c.storage.length;
  if ((weapon === undefined && piece === undefined) || !room) return say(turn, { kind: 'item-lost', item });
  const carried = weapon !== undefined ? carryWeapon(weapon) : carryItem(piece ?? fail('no piece'));
  return say(
    { ...turn, campaign: { ...c, storage: [...c.storage, carried] } },
    { kind: 'item-stored', item, leaderId },
  );
}

/** An event's trader (§6: the same services as in an exploration). */
function openTrader(
  turn: CampaignTurn,
  head: Extract<StoryFollowUp, { kind: 'trader' }>,
  content: CampaignContent,
): CampaignTurn {
  const name = `A travelling ${head.trader.replace('-', ' ')} (grade ${head.grade})`;
  switch (head.trader) {
    case 'shop':
      return openMarket(turn, shopMarket(name, head.grade, 0));
    case 'ammo-dealer':
      return openMarket(turn, { kind: 'ammo-dealer', name, ammoGrade: head.grade });
    case 'modder':
      return openMarket(turn, { kind: 'modder', name });
    case 'gambler':
      return openMarket(turn, { kind: 'gambler', name });
    case 'quest-master': {
      const sheet = content.questSheets[0];
      if (sheet === undefined) return say(turn, { kind: 'quest-none', sheet: '', roll: 0 });
      return say(
        {
          ...turn,
          pending: [
            { kind: 'quest', sheet: sheet.id, slot: head.slot, leaderId: head.leaderId },
            ...turn.pending,
          ],
        },
        { kind: 'market-open', market: name },
      );
    }
  }
}

/** One follow-up that needs neither a die nor the player, applied (a fight or a trader opens its step). */
function applyFollowUp(turn: CampaignTurn, head: StoryFollowUp, content: CampaignContent): CampaignTurn {
  switch (head.kind) {
    case 'item':
      return storeItem(turn, head.item, head.leaderId, content);
    case 'start-line':
      // Without a start (a d20 is rolled) and no free slot, the line cannot start: turnNeed asked no die.
      return startNewLine(turn, head.name, head.start ?? '');
    case 'location':
      return noteLocation(turn, newEntry(turn, head.location, content, true), content);
    case 'crawl': {
      const name = newEntry(turn, head.location, content, true).name;
      // Reading (kraken.cgm-event): with nobody fit to go down (all hurt, or busy building), the crawl is
      // missed.
      if (landingParty(turn).length === 0) return say(turn, { kind: 'crawl-missed', name });
      return say(
        { ...turn, underway: { kind: 'crawl', name, location: head.location, key: null } },
        ...landingNotes(turn, name, head.location, content),
      );
    }
    case 'fight': {
      const foes = head.foes.map((f) => `${f.count} × ${f.species} level ${f.level}`).join(', ');
      if (fightersOf(turn).length === 0)
        return say(
          turn,
          { kind: 'fight-start', foes },
          { kind: 'fight-end', outcome: 'defeat', credits: 0, xp: 0 },
        );
      return say(
        { ...turn, underway: { kind: 'fight', foes: head.foes, ambush: head.ambush } },
        { kind: 'fight-start', foes },
      );
    }
    case 'trader':
      return openTrader(turn, head, content);
    case 'space-combat':
      // Reading (kraken.cgm-event): a pack whose flight table lacks the row the event names has no combat.
      if (eventCombatRow(content, head.flight) === undefined)
        return say(turn, { kind: 'space-combat-missing', flight: head.flight });
      return say(
        { ...turn, underway: { kind: 'space-combat', flight: head.flight } },
        { kind: 'space-combat-start', flight: head.flight },
      );
    case 'quest':
      return head.roll === undefined
        ? say(turn, { kind: 'quest-none', sheet: head.sheet, roll: 0 })
        : offerQuest(turn, head.sheet, head.roll, content);
    case 'victory':
      return say(
        { ...turn, campaign: { ...turn.campaign, victory: head.text } },
        { kind: 'victory', text: head.text },
      );
  }
}

/**
 * Applies, inside one phase, every step that needs neither a die nor the player: follow-ups in order, and a
 * location table with no modification left to spend. Stops where the machine or the player must act (an
 * offer, a die, a child game, a trader, an arrival), when nothing more is owed (the queue is empty) and when
 * the campaign is won or lost (`campaignOutcome`). It never ends a phase nor picks the next one: the campaign
 * machine reads where the turn stands (`turnPlace`) through its named guards, and its guarded transitions
 * leave the phase (an arrival where the crew may not land ends phase 3 there: `mayNotLand`).
 */
export function settleOwed(start: CampaignTurn, content: CampaignContent): CampaignTurn {
  let turn = start;
  for (let guard = 0; guard < 1000; guard += 1) {
    if (campaignOutcome(turn.campaign) !== null) return turn;
    if (turn.offer !== null || turnNeed(turn, content) !== null) return turn;
    const underway = turn.underway;
    if (underway?.kind === 'location') {
      // §12: with no modification left, a rolled table's value is simply kept.
      if (underway.draft.dice === null || underway.draft.modifications > 0 || underway.rerolling !== null)
        return turn;
      const kept = keepTable(underway.draft);
      if ('refused' in kept) return turn;
      turn = decideFlightStep(turn, { type: 'location.keep' }, content);
      continue;
    }
    if (underway !== null) return turn;
    const [head, ...rest] = turn.pending;
    if (head === undefined) return turn;
    turn = applyFollowUp({ ...turn, pending: rest }, head, content);
  }
  throw new Error('The campaign turn did not settle.');
}

const alive = (turn: CampaignTurn) => turn.campaign.crew.filter((c) => c.condition !== 'killed');

/** Crew members who may go down to a location: alive, fit and not busy with a build (§7). */
function landingParty(turn: CampaignTurn) {
  const busy = builders(turn);
  return alive(turn).filter((m) => isActive(m) && !busy.has(m.id));
}

/**
 * Why the decision is refused now, naming the rule; null when it is allowed. Only what the turn's data
 * decides: a decision that is not this phase's (a Recovery outside Phase R, the free action in phase 2) is
 * refused by the campaign machine's state, which takes no such event there (machines/core/meta.ts
 * `takesEvent` / `notThisStep`).
 */
export function turnRefusal(turn: CampaignTurn, d: TurnDecision, content: CampaignContent): string | null {
  const offer = turn.offer;
  if (turn.building !== null && d.type !== 'crew.levelUp')
    return 'The builders’ dice are being thrown: answer them first.';
  switch (d.type) {
    case 'quest.accept':
    case 'quest.decline':
      return offer?.kind === 'quest' ? null : 'No quest is offered now (kraken.quest-master).';
    case 'quest.done':
      if (offer !== null) return 'A quest is marked done on the ship, between phases (kraken.quest-master).';
      return markQuestDoneRefusal(turn.campaign, d.id);
    case 'quest.confirm':
    case 'quest.keep':
      return offer?.kind === 'quest-done' ? null : 'No quest waits to be marked done (kraken.quest-master).';
    case 'starmap.erase': {
      // For a full log's offer, or freely in phase 3 (the chart takes it only in those two states).
      if (offer !== null && offer.kind !== 'starmap-full')
        return 'The Starmap log is not being changed now (kraken.starmap-log).';
      return turn.campaign.starmap.some((l) => l.key === d.key)
        ? null
        : 'That location is not on the Starmap log (kraken.starmap-log).';
    }
    case 'starmap.drop':
      return offer?.kind === 'starmap-full' ? null : 'No new location waits for the Starmap log.';
    case 'recovery.take':
    case 'recovery.pass':
      return null;
    case 'storage.put':
    case 'storage.take': {
      const member = alive(turn).find((m) => m.id === d.crewId);
      if (member === undefined) return 'That crew member is not on the ship.';
      const held = member.inventory[d.slot];
      if (d.type === 'storage.put') {
        if (held === null) return `${member.name} carries nothing in slot ${d.slot}.`;
        return turn.campaign.storage.length < storageSlots(shipCatalogueOf(content.ship), turn.campaign.ship)
          ? null
          : 'The ship’s storage is full (kraken.ship-systems).';
      }
      if (turn.campaign.storage[d.index] === undefined) return 'There is no such piece in the storage.';
      return held === null ? null : `${member.name}’s slot ${d.slot} is not free (kraken.inventory).`;
    }
    case 'construction.build':
    case 'construction.buildShip':
    case 'construction.buy':
    case 'construction.sell':
    case 'construction.pass':
    case 'construction.cancel':
      return constructionDecisionRefusal(turn, d, content);
    case 'fleet.buy':
    case 'fleet.sell':
    case 'fleet.fly':
    case 'fleet.move':
      return fleetRefusal(turn, d, content);
    case 'location.modify':
    case 'location.reroll':
    case 'location.keep':
    case 'arrival.land':
    case 'arrival.stay':
      return offer !== null ? 'Answer the offer first.' : flightDecisionRefusal(turn, d);
    case 'market.gamble':
    case 'market.pick':
    case 'market.ammoPick':
      return gambleRefusal(turn, d);
    case 'free.land':
      if (!turn.campaign.starmap.some((l) => l.key === d.key))
        return 'Only a location on the Starmap log can be landed at without a flight (kraken.free-action).';
      return landingParty(turn).length > 0 ? null : 'Nobody is fit to go down (kraken.free-action).';
    case 'free.line': {
      const line = turn.campaign.cgm.lines[d.slot];
      return line === null || line === undefined
        ? 'No story line runs in that slot (kraken.story-lines).'
        : null;
    }
    case 'free.flight':
      return alive(turn).length > 0 ? null : 'Nobody is aboard to fly the ship (kraken.free-action).';
    case 'free.skip':
      return null;
    case 'crew.levelUp': {
      if (turn.building !== null || offer !== null)
        return 'Levels are bought on the ship, between phases (kraken.level-up).';
      const member = alive(turn).find((c) => c.id === d.crewId);
      if (member === undefined) return 'That crew member is not on the ship.';
      const raised = levelUpOnShip(member, alive(turn), turn.campaign.xp, d, content.catalogue.traits ?? []);
      return raised.ok ? null : raised.reason;
    }
    default:
      return marketDecisionRefusal(turn, d, content);
  }
}

function fail(message: string): never {
  // A refused decision never reaches here: the machine asks turnRefusal first.
  throw new Error(message);
}

/** An accepted decision applied, then the turn settled. */
export function decideTurn(turn: CampaignTurn, d: TurnDecision, content: CampaignContent): CampaignTurn {
  const refused = turnRefusal(turn, d, content);
  if (refused !== null) fail(refused);
  const c = turn.campaign;
  switch (d.type) {
    case 'quest.accept': {
      if (turn.offer?.kind !== 'quest') return fail('No quest.');
      const quest = turn.offer.quest;
      const taken = acceptQuest(c.quests, quest);
      const next = { ...turn, offer: null };
      return settleOwed(
        'refused' in taken
          ? say(next, { kind: 'quest-declined', quest: quest.quest })
          : say(
              { ...next, campaign: { ...c, quests: taken.log } },
              { kind: 'quest-taken', quest: quest.quest },
            ),
        content,
      );
    }
    case 'quest.decline':
      if (turn.offer?.kind !== 'quest') return fail('No quest.');
      return settleOwed(
        say({ ...turn, offer: null }, { kind: 'quest-declined', quest: turn.offer.quest.quest }),
        content,
      );
    case 'quest.done': {
      const quest = c.quests.find((q) => q.id === d.id)?.quest.quest ?? d.id;
      return { ...turn, offer: { kind: 'quest-done', id: d.id, quest } };
    }
    case 'quest.confirm': {
      if (turn.offer?.kind !== 'quest-done') return fail('No quest waits.');
      const done = markQuestDone(c, turn.offer.id);
      return {
        ...turn,
        offer: null,
        campaign: done.campaign,
        advanced: [...turn.advanced, ...done.advanced],
        journal: [...turn.journal, ...done.notes],
      };
    }
    case 'quest.keep':
      return { ...turn, offer: null };
    case 'starmap.erase': {
      const erased = eraseLocation(c.starmap, d.key);
      if ('refused' in erased) return fail(erased.refused);
      const gone = c.starmap.find((l) => l.key === d.key)?.name ?? d.key;
      const after = say(
        { ...turn, campaign: { ...c, starmap: erased.log } },
        { kind: 'location-erased', name: gone },
      );
      if (turn.offer?.kind !== 'starmap-full') return after;
      return settleOwed(noteLocation({ ...after, offer: null }, turn.offer.entry, content), content);
    }
    case 'starmap.drop':
      if (turn.offer?.kind !== 'starmap-full') return fail('No location waits.');
      return settleOwed(
        say(
          { ...turn, offer: null, nextKey: turn.nextKey + 1 },
          { kind: 'location-dropped', name: turn.offer.entry.name },
        ),
        content,
      );
    case 'recovery.take':
    case 'recovery.pass':
      // Taken or passed at one of Phase R's points, which only the chart knows: `recover`, below.
      return fail('A Recovery is answered at its point (recover).');
    case 'storage.put': {
      const member = c.crew.find((m) => m.id === d.crewId) ?? fail('No such crew member.');
      const held = member.inventory[d.slot] ?? fail('Nothing there.');
      const crew = c.crew.map((m) =>
        m.id === d.crewId ? { ...m, inventory: putInSlot(m.inventory, d.slot, null) } : m,
      );
      return say(
        { ...turn, campaign: { ...c, crew, storage: [...c.storage, held] } },
        { kind: 'stored', crewId: d.crewId, piece: pieceName(held) },
      );
    }
    case 'storage.take': {
      const held = c.storage[d.index] ?? fail('No such piece.');
      const crew = c.crew.map((m) =>
        m.id === d.crewId ? { ...m, inventory: putInSlot(m.inventory, d.slot, held) } : m,
      );
      return say(
        { ...turn, campaign: { ...c, crew, storage: c.storage.filter((_, i) => i !== d.index) } },
        { kind: 'taken', crewId: d.crewId, piece: pieceName(held) },
      );
    }
    case 'construction.build':
    case 'construction.buildShip':
    case 'construction.buy':
    case 'construction.sell':
    case 'construction.cancel':
      return decideConstruction(turn, d, content);
    case 'fleet.buy':
    case 'fleet.sell':
    case 'fleet.fly':
    case 'fleet.move':
      return decideFleet(turn, d, content);
    case 'construction.pass':
      return decideConstruction(turn, d, content);
    case 'location.modify':
    case 'location.reroll':
    case 'location.keep':
    case 'arrival.land':
      return settleOwed(decideFlightStep(turn, d, content), content);
    case 'arrival.stay':
      // Phase 3 is over: the chart goes on to its Recovery or phase 4.
      return decideFlightStep(turn, d, content);
    case 'market.gamble':
    case 'market.pick':
    case 'market.ammoPick':
      return decideGamble(turn, d, content);
    case 'free.land': {
      const logged = c.starmap.find((l) => l.key === d.key) ?? fail('Not on the log.');
      return say(
        {
          ...turn,
          underway: { kind: 'crawl', name: logged.name, location: logged.location, key: logged.key },
        },
        ...landingNotes(turn, logged.name, logged.location, content),
      );
    }
    case 'free.line':
      return { ...turn, underway: { kind: 'line', slot: d.slot } };
    case 'free.flight':
      return say({ ...turn, underway: { kind: 'flight' } }, { kind: 'flight-start' });
    case 'free.skip':
      // Phase 3 is skipped: the chart goes on to its Recovery or phase 4.
      return turn;
    case 'crew.levelUp': {
      const member = c.crew.find((m) => m.id === d.crewId) ?? fail('No such crew member.');
      const raised = levelUpOnShip(member, alive(turn), c.xp, d, content.catalogue.traits ?? []);
      if (!raised.ok) return fail(raised.reason);
      return say(
        {
          ...turn,
          campaign: { ...c, xp: raised.xp, crew: c.crew.map((m) => (m.id === d.crewId ? raised.crew : m)) },
        },
        { kind: 'level-up', crewId: d.crewId, level: raised.crew.level },
      );
    }
    default: {
      return settleOwed(decideMarket(turn, d, content), content);
    }
  }
}

function pieceName(content: NonNullable<CampaignTurn['campaign']['storage'][number]>): string {
  if (content.kind === 'weapon') return content.weapon.name;
  if (content.kind === 'item') return content.item.name;
  return `${content.count} magazine(s)`;
}

/**
 * §5 Phase R at the point the campaign machine's Recovery state stands for (`at`, from the chart): every crew
 * member heals, oxygen is refilled, PSI rested (`recoverCampaign`), or the Recovery is passed; logged with
 * its point. The chart goes on to the phase after it.
 */
export function recover(
  turn: CampaignTurn,
  take: boolean,
  at: RecoveryPoint,
  content: CampaignContent,
): CampaignTurn {
  const c = turn.campaign;
  if (!take) return say(turn, { kind: 'recovery-passed', at });
  const bonus = recoveryBonus(shipCatalogueOf(content.ship), c.ship);
  return say(
    { ...turn, campaign: recoverCampaign(c, bonus), flags: { ...turn.flags, recovered: true } },
    { kind: 'recovered', at },
  );
}

/** The die the turn owes, by what it is for: each is its own state of the campaign machine. */
export type OwedDie = 'line-start' | 'quest-row' | 'builder' | 'location-die' | 'gamble' | 'shop-grade';

export function owedDie(turn: CampaignTurn, content: CampaignContent): OwedDie | null {
  if (turn.offer !== null) return null;
  if (followUpNeed(turn, content) !== null)
    return turn.pending[0]?.kind === 'quest' ? 'quest-row' : 'line-start';
  if (constructionNeed(turn) !== null) return 'builder';
  if (locationDie(turn) !== null) return 'location-die';
  if (gambleNeed(turn) !== null) return 'gamble';
  return shopRollNeed(turn) !== null ? 'shop-grade' : null;
}

/**
 * Where the turn stands inside its phase, by what must happen there: the campaign won or lost, an offer or a
 * die owed, a child game or a decision waiting, or (`owed-done`) the phase owes nothing more. Never which
 * phase: that is the campaign machine's state, whose named guards read this.
 */
export type TurnPlace =
  | 'over'
  | 'offer'
  | OwedDie
  | 'line'
  | 'crawl'
  | 'flight'
  | 'fight'
  | 'space-combat'
  | 'location'
  | 'arrival'
  | 'market'
  | 'owed-done'
  | 'story-resumes'
  | 'follow-ups';

export function turnPlace(turn: CampaignTurn, content: CampaignContent): TurnPlace {
  if (campaignOutcome(turn.campaign) !== null) return 'over';
  if (turn.offer !== null) return 'offer';
  const die = owedDie(turn, content);
  if (die !== null) return die;
  const underway = turn.underway;
  // A shop-roll with its die thrown is no place: `owedDie` answered it above.
  if (underway !== null && underway.kind !== 'shop-roll') return underway.kind;
  // settleOwed stops with nothing under way only when the queue is empty (or at an offer, a die, the end),
  // so a queue left with neither is no place the machine has: it says so rather than guess one.
  if (turn.pending.length > 0) return 'follow-ups';
  return turn.storyResume === undefined ? 'owed-done' : 'story-resumes';
}

/** §8 an arrival after a flight that found its location too late to land there this turn. */
export const mayNotLand = (turn: CampaignTurn): boolean =>
  turn.underway?.kind === 'arrival' && !turn.underway.land;
