import { dungeonInvariants } from '../invariants';
import type { SnapshotFrom } from 'xstate';
import { CRAWL_SETUP_VERSION, crawlSetupMigrations } from './setupMigrations';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { dungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import {
  dungeonDecisionSchema,
  dungeonInputSchema,
  explorationDecisionSchema,
} from '../../../machines/kraken/dungeon/dungeon.schema';
import { runningFight } from '../../../machines/kraken/dungeon/running';
import { dungeonOffers, statePath } from '../../../machines/kraken/dungeon/offers';
import { decisionProblem } from '../../../machines/kraken/dungeon/tasks';
import type { DungeonDecision, DungeonEvent } from '../../../machines/kraken/dungeon/types';
import {
  elementInWords,
  mapAfter,
  spaceInWords,
  type DecisionPlace,
} from '../../rules/kraken/dungeon/narration';
import { graphFor, standingGraph, tileMapFor } from '../../rules/kraken/dungeon/graphs';
import { undoRefusal } from '../../rules/kraken/dungeon/undo';
import { describeSpace } from '../../rules/tilemap/graph';
import type { LeaveWay } from '../../rules/tilemap/events';
import { currentPrompt } from '../../../machines/core/meta';
import type { LogEntry } from '../../game/log';
import type { Choice, ModeDefinition, TallyLine } from '../../game/mode';
import { groundCombatPresenter } from '../quickFight/mode';
import { definePresenter } from '../../game/presenter/presenter';
import { PSI_POWERS } from '../../rules/kraken/crew/psi';
import { hireDecisionWords } from '../../rules/kraken/dungeon/hireOffers';
import { diceLine } from '../../game/diceWords';
import { quickCrawlPackSetup } from './packSetup';

type Snap = SnapshotFrom<DungeonMachine>;

/** The exploration's offers (a ground combat it invoked offers its own, through its presenter). */
function choices(snapshot: Snap): readonly Choice<DungeonEvent>[] {
  if (runningFight(snapshot) !== null) return [];
  return dungeonOffers(snapshot.context, statePath(snapshot.value)).map((offer) => ({ ...offer }));
}

function explainRefusal(snapshot: Snap, event: DungeonEvent): string {
  if (snapshot.status === 'done') return 'The exploration is over.';
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  const problem = decisionProblem(snapshot.context, event);
  const here = currentPrompt(snapshot)?.prompt ?? '';
  if (problem !== null && problem !== 'There is nothing to do with that here.') return problem;
  return `“${event.type}” is not possible now. ${here}`.trim();
}

function percent(p: number | null): string {
  return p === null ? '' : ` (odds ${(p * 100).toFixed(1)}%)`;
}

const SIMPLE: Partial<Record<DungeonDecision['type'], string>> = {
  'mapIds.rollAll': 'The Map-IDs are thrown now: a d20 for every map.',
  'mapIds.onEntry': 'Each Map-ID will be thrown when the team first enters its map.',
  'mines.brave': 'Nobody tries to disarm the mines: everyone dodges.',
  'avoid.run': 'The team tries to run.',
  'avoid.camouflage': 'The team tries to hide.',
  'avoid.intimidate': 'The team intimidates the enemy.',
  'encounter.fight': 'The team fights.',
  'teleporter.out': 'The team teleports back to the ship.',
};

const kept = (event: { readonly keepUncleared?: boolean | undefined }) =>
  event.keepUncleared === true ? ', keeping this map uncleared' : '';

/** A decision in the project's words, with the names of the map it was taken on. */
/** A PSI power's name ("PSI Divination"), not its id, for the log. */
function psiName(id: string): string {
  return PSI_POWERS.find((p) => p.id === id)?.name ?? id;
}

function describeDecision(
  event: DungeonDecision,
  where: DecisionPlace,
  name: (id: string) => string,
  /** A weapon's, an item's or a crew template's name from the catalogue, for the log (never its id). */
  piece: (id: string) => string = (id) => id,
): string {
  const simple = SIMPLE[event.type];
  if (simple !== undefined) return simple;
  const space = (id: string) => spaceInWords(where, id);
  const element = (key: string) => elementInWords(where.graph, key);
  switch (event.type) {
    case 'deploy.map':
      return event.mapNumber === 1
        ? 'The team lands at the entrance of map 1.'
        : `The team teleports down to map ${event.mapNumber}.`;
    case 'deploy':
      return `${event.crewIds.map(name).join(', ')} go down at ${space(event.entrance)}.`;
    case 'arrive':
      return `The team arrives at ${space(event.space)} on map ${where.mapNumber ?? '?'}.`;
    case 'move':
      return `The team moves into ${space(event.to)}.`;
    case 'activate':
      return 'The team spends an action where it stands.';
    case 'bulkhead.attempt':
      return `${name(event.crewId)} works ${event.bulkhead.startsWith('border:') ? 'the bulkhead' : element(event.bulkhead)}.`;
    case 'bulkhead.crack':
      return `${name(event.crewId)} cracks ${event.bulkhead.startsWith('border:') ? 'the bulkhead' : element(event.bulkhead)} with the weapon in slot ${event.slot}.`;
    case 'laser.disarm':
      return `${name(event.crewId)} disarms ${element(event.key)}.`;
    case 'station.med':
      return `${name(event.crewId)} is treated at ${element(event.key)}.`;
    case 'station.clone':
      return `The team uses ${element(event.key)}.`;
    case 'shop.visit':
    case 'ammo.visit':
      return `Visits ${element(event.key)}.`;
    case 'element.activate':
      return `Activates ${element(event.key)}.`;
    case 'quest.take':
      return `Takes a quest from ${element(event.key)}.`;
    case 'hull.repair':
      return `Works ${element(event.key)} with the welding device.`;
    case 'portal.jump':
      return `Jumps through ${element(event.key)} again.`;
    case 'portal.choose':
      return `The portal lands the team at ${space(event.space)}.`;
    case 'exit.take':
      if (where.mapNumber === null) return `Takes the exit${kept(event)}.`;
      return where.mapNumber >= where.depth
        ? `Leaves through the exit of the last map${kept(event)}.`
        : `Takes the exit to map ${where.mapNumber + 1}${kept(event)}.`;
    case 'entrance.back':
      return where.mapNumber === 1
        ? `Leaves through the entrance of map 1${kept(event)}.`
        : `Goes back to map ${(where.mapNumber ?? 2) - 1}${kept(event)}.`;
    case 'location.exit':
      return `Leaves the location through the exit-location tile${kept(event)}.`;
    case 'mines.disarm':
      return `${name(event.crewId)} tries to disarm the mines.`;
    case 'encounter.face':
      return `The team faces ${element(event.key)} first.`;
    case 'avoid.charisma':
      return `The team talks, offering ${event.credits} credits.`;
    case 'psi.use':
      return event.shift === undefined
        ? `${name(event.crewId)} uses ${psiName(event.power)}.`
        : `${name(event.crewId)} uses ${psiName(event.power)}, ${event.shift > 0 ? '+' : '−'}${Math.abs(event.shift)} on the next d20 loot roll.`;
    case 'psi.meditate':
      return `${name(event.crewId)} meditates.`;
    case 'item.use':
      return `${name(event.crewId)} uses the item in slot ${event.slot} on ${name(event.targetId)}.`;
    case 'reward.choose':
      return `Solving reward: bundle ${event.option + 1}.`;
    case 'gambler.play':
      return `${name(event.crewId)} hands the piece in slot ${event.slot} to ${element(event.key)} and throws the gambler's d6.`;
    case 'gambler.sell':
      return `${name(event.crewId)} sells the piece in slot ${event.slot} to ${element(event.key)}.`;
    case 'modder.mod':
      return `${name(event.crewId)} has the weapon in slot ${event.slot} modded at ${element(event.key)}: ${event.mod === 'both' ? '+50% ammo and +1 damage' : event.mod === 'ammo' ? '+50% ammo' : '+1 damage'}.`;
    case 'shop.hire':
      return `Picks ${piece(event.template)} to hire at ${element(event.key)}: the Level comes next.`;
    case 'hire.level':
    case 'hire.gain':
    case 'hire.gear':
    case 'hire.cancel':
      return hireDecisionWords(event);
    case 'shop.sellCrew':
      return `Sells ${name(event.crewId)} to ${element(event.key)}.`;
    case 'shop.buy':
      return `${name(event.crewId)} buys ${piece(event.piece)} at ${element(event.key)} (into slot ${event.slot}).`;
    case 'shop.sell':
      return `${name(event.crewId)} sells what is in slot ${event.slot} at ${element(event.key)}.`;
    case 'shop.ammo':
      return `${name(event.crewId)} buys ammo for the ${piece(event.weaponId)} at ${element(event.key)} (into slot ${event.slot}).`;
    // §13 Shops: ships and ship systems (shipStall.ts); the journal names the ship and the price.
    case 'shop.system.buy':
      return `Buys ${event.magazine === true ? 'a magazine for the ' : 'a '}${piece(event.systemId)} for the ship at ${element(event.key)}.`;
    case 'shop.system.sell':
      return `Sells a system of the ship at ${element(event.key)}.`;
    case 'shop.ship.buy':
      return `Buys a ${piece(event.hullId)} at ${element(event.key)}, docked beside the ship.`;
    case 'shop.ship.sell':
      return `Sells a docked ship at ${element(event.key)}.`;
    case 'treasure.take':
      return event.choice === 'stimpack'
        ? 'The treasure’s free pick: a stimpack.'
        : 'The treasure’s free pick: credits equal to its grade.';
    case 'treasure.pick':
      return event.crewId === undefined
        ? `Takes the ${event.side} piece of the treasure row.`
        : `${name(event.crewId)} takes the ${event.side} piece of the treasure row (into slot ${event.slot ?? '?'}).`;
    case 'treasure.ammo':
      return event.option === 0
        ? 'Takes one magazine of the treasure’s grade.'
        : 'Takes two magazines for lower-grade weapons.';
    default:
      return `${event.type}.`;
  }
}

/**
 * One line per log entry of the exploration: decisions in words, dice with the roll's own narration and its
 * odds. A ground combat it invoked words its own entries (its presenter), while it runs and after.
 */
function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const rolls = new Map(snapshot.context.rolls.map((r) => [r.requestId, r]));
  const context = snapshot.context;
  const name = (id: string) => context.sheets.find((s) => s.id === id)?.name ?? id;
  const { weapons, items, crew = [] } = context.catalogue;
  const piece = (id: string) =>
    weapons.find((w) => w.id === id)?.name ??
    items.find((i) => i.id === id)?.name ??
    crew.find((c) => c.id === id)?.name ??
    context.ships?.content.systems.find((x) => x.id === id)?.name ??
    context.ships?.content.hulls.find((h) => h.id === id)?.name ??
    id;
  const placeOf = (mapNumber: number | null): DecisionPlace => ({
    mapNumber,
    map: mapNumber === null ? null : tileMapFor(context, mapNumber),
    graph: mapNumber === null ? null : graphFor(context, mapNumber),
    depth: context.location.depth,
  });
  let mapNumber: number | null = null;
  let heading: number | null = null;
  return log.map((entry) => {
    if (entry.kind === 'dice') {
      const roll = rolls.get(entry.requestId);
      if (roll !== undefined) return `${roll.purpose}: ${roll.narration}${percent(roll.odds)}`;
      return diceLine(entry);
    }
    const own = explorationDecisionSchema.safeParse(entry.event);
    if (!own.success) return 'A decision the crawl no longer reads.';
    const decision = own.data;
    if (decision.type === 'deploy.map') mapNumber = decision.mapNumber;
    if (decision.type === 'deploy') mapNumber ??= 1;
    if (decision.type === 'arrive') mapNumber = heading;
    const line = describeDecision(decision, placeOf(mapNumber), name, piece);
    if (decision.type === 'exit.take' || decision.type === 'entrance.back')
      heading = mapAfter(decision, mapNumber);
    return line;
  });
}

/** "Dungeon crawl — The Rust Cathedral, map 2 of 3 (in a fight)": the location and the map the team is on. */
/** How the team left the location (Space Kraken §13 Leaving a location), for the end of a crawl. */
const LEFT_BY: Readonly<Record<LeaveWay, string>> = {
  'entrance-of-first-map': 'the team went back out through the entrance of the first map',
  'exit-of-last-map': 'the team went out through the exit of the last map',
  teleporter: 'the team went back to the ship by a teleporter',
  'exit-location': 'the team left the location',
  'no-crew-left': 'no crew member is left standing down there',
};

export function describeCrawl(snapshot: Snap): string {
  const context = snapshot.context;
  const ended = context.exploration?.ended ?? null;
  if (ended !== null) {
    const solved = ended.solved ? ', and the location is solved' : '';
    const erased = ended.erased ? '; it destroys itself behind them' : '';
    return `Dungeon crawl — ${context.locationName} is over: ${LEFT_BY[ended.way]}${solved}${erased}`;
  }
  const map = context.exploration?.mapNumber ?? null;
  const where =
    map === null
      ? 'before landing'
      : `map ${String(map)} of ${String(context.location.depth)}${runningFight(snapshot) === null ? '' : ' (in a fight)'}`;
  return `Dungeon crawl — ${context.locationName}, ${where}`;
}

/**
 * What the result panel compares after a step of the exploration: the team's place, oxygen and credits,
 * each crew member's HP. A fight's steps are compared by the fight's own presenter.
 */
function tally(snapshot: Snap): TallyLine[] {
  const context = snapshot.context;
  const exploration = context.exploration;
  const lines: TallyLine[] = [
    { key: 'credits', who: 'Team', what: 'credits', value: String(context.credits) },
  ];
  if (exploration === null) return lines;
  const graph = standingGraph(context);
  lines.push(
    {
      key: 'position',
      who: 'Team',
      what: 'moved from',
      value: graph === null ? 'a space on another map' : describeSpace(graph, exploration.position),
    },
    { key: 'oxygen', who: 'Team', what: 'oxygen', value: String(exploration.oxygen) },
  );
  for (const m of exploration.crew) {
    lines.push({ key: `${m.id}:hp`, who: m.name, what: 'HP', value: String(Math.max(0, m.hp)) });
  }
  return lines;
}

/**
 * Not through `defineMode`: a crawl's log also carries the decisions of the ground combats it invokes, so its
 * decision schema takes the fight's vocabulary beside the exploration's (the session sends those to the fight).
 */
/** The exploration presents itself the same in the Quick crawl and inside a campaign. */
export const dungeonPresenter = definePresenter({
  machine: dungeonMachine,
  title: 'Crawl',
  decisions: explorationDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  tally,
});

export const dungeonMode: ModeDefinition<DungeonMachine> = {
  id: 'dungeon-crawl',
  system: 'kraken',
  title: 'Space Kraken dungeon crawl',
  machine: dungeonMachine,
  inputSchema: dungeonInputSchema,
  decisionSchema: dungeonDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  invariants: dungeonInvariants,
  // kraken.difficulty: the root snapshot's context holds the difficulty and the practice flag.
  undoAllowed: (snapshot) => undoRefusal(snapshot.context),
  tally,
  describe: describeCrawl,
  presenters: [dungeonPresenter, groundCombatPresenter],
  packSetup: quickCrawlPackSetup,
  setupVersion: CRAWL_SETUP_VERSION,
  setupMigrations: crawlSetupMigrations,
};
