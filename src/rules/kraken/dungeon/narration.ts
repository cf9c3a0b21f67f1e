import type { ExplorationEvent } from '../../tilemap/events';
import type { TileDropNote } from './tileTreasure';
import type { TileMap } from '../../../content/schemas/tileMap';
import { describeSpace, type TileMapGraph } from '../../tilemap/graph';
import { codeWords, codeWordsAtStart, elementWords } from '../../tilemap/words';
import { graphFor } from './graphs';
import type { DungeonJournalEntry, DungeonState } from './types';

/**
 * The exploration's events in the project's words, one line each, for the journal the log panel shows.
 * Presentation only: the numbers come from the events the rules returned.
 */

type Names = (crewId: string) => string;

function place(graph: TileMapGraph | null, space: string): string {
  return graph === null ? space : describeSpace(graph, space);
}

function code(graph: TileMapGraph | null, key: string): string {
  return graph?.elements.get(key)?.element.code ?? key;
}

const LEAVE_WAYS = {
  'entrance-of-first-map': 'through the entrance of map 1',
  'exit-of-last-map': 'through the exit of the last map',
  teleporter: 'by the ship’s teleporter',
  'exit-location': 'through an exit-location tile',
  'no-crew-left': 'with nobody left standing',
} as const;

export function narrateEvent(
  event: ExplorationEvent,
  graph: TileMapGraph | null,
  name: Names,
): string | null {
  switch (event.type) {
    case 'deployed':
      return `The team lands on map ${event.mapNumber} at ${place(graph, event.space)}${event.byTeleporter ? ' by teleporter' : ''}.`;
    case 'moved':
      return `Moved to ${place(graph, event.to)} (${event.zone}${event.free ? ', the free move' : ''}${event.actions === 2 ? ', 2 actions' : ''}).`;
    case 'action':
      return event.included ? null : `Action: ${event.what} (${event.zone}).`;
    case 'oxygen-spent':
      return `Oxygen −${event.amount} (${event.left} left).`;
    case 'passed-out':
      return `${name(event.crewId)} passes out for lack of oxygen.`;
    case 'team-lost':
      return 'Nobody is left standing: the team is lost.';
    case 'triggered':
      return `Set off: ${codeWords(event.code)}.`;
    case 'random-value':
      return `The unknown value of ${codeWords(code(graph, event.key))} is ${event.value} (d6 showed ${event.face}).`;
    case 'treasure-found':
      return `Treasure ${code(graph, event.key)}: a grade ${event.grade} drop.`;
    case 'oxygen-refilled':
      return `Oxygen refilled by ${event.amount}.`;
    case 'disruptor-off':
      return 'The disruptor is switched off.';
    case 'bulkhead-check':
      return `${name(event.crewId)} works the bulkhead: ${event.total} against ${event.target}, ${event.success ? 'open' : `failed (${event.fails} of 3)`}.`;
    case 'bulkhead-opened':
      return event.how === 'emergency-release'
        ? 'Emergency release: the locked bulkhead opens by itself.'
        : event.how === 'cracked'
          ? `The bulkhead is cracked open (${event.ammoSpent ?? 0} rounds).`
          : 'The bulkhead is open for the rest of the exploration.';
    case 'bulkhead-locked':
      return 'Three failures: the bulkhead locks.';
    case 'mines': {
      const disarm =
        event.disarm === undefined ? '' : ` Disarm ${event.disarm.total} against ${event.disarm.target}.`;
      if (event.disarmed) return `Mines ${code(graph, event.key)} disarmed.${disarm}`;
      const hits = event.blasts.filter((b) => !b.dodged).map((b) => `${name(b.crewId)} ${b.damage}`);
      return `Mines ${code(graph, event.key)} explode.${disarm} Caught: ${hits.length === 0 ? 'nobody' : hits.join(', ')}.`;
    }
    case 'laser':
      return `The laser barrier fires: ${event.damage} damage to everyone standing.`;
    case 'laser-disarm':
      return `${name(event.crewId)} works the laser barrier: ${event.total} against ${event.target}, ${event.success ? 'off' : 'failed'}.`;
    case 'crew-hurt':
      return `${name(event.change.crewId)} loses ${event.change.amount} HP${event.change.killed ? ' and is killed' : event.change.becameUnconscious ? ' and falls unconscious' : ''}.`;
    case 'crew-healed':
      return `${name(event.change.crewId)} heals ${event.change.amount} HP.`;
    case 'encounter':
      return event.level === null
        ? `${event.boss ? 'Boss' : 'Enemy'} ${code(graph, event.key)}: its level is thrown on entering the combat.`
        : `${event.boss ? 'Boss' : 'Enemy'} ${code(graph, event.key)}: level ${event.level}.`;
    case 'encounter-over':
      return `${codeWordsAtStart(code(graph, event.key))}: ${event.outcome}.`;
    case 'story-line':
      return event.start === null
        ? 'No free story-line slot: nothing happens.'
        : `A story line starts at ${event.start}.`;
    case 'teleported':
      return `Teleported to ${place(graph, event.to)}.`;
    case 'save-point':
      return 'The clone station is a save point on this difficulty.';
    case 'quest-master':
      return 'The quest master hands out a quest.';
    case 'shop':
      return `Shop: up to grade ${event.terms.maxGrade}${event.junkBonus > 0 ? `; junk sold for ${event.junkBonus} ${event.junkBonus === 1 ? 'credit' : 'credits'}` : ''}.`;
    case 'ammo-dealer':
      return `Ammo dealer: ammo up to grade ${event.maxGrade}.`;
    case 'hull-breach':
      return event.repaired ? 'The hull breach is welded shut.' : 'The hull breach is opened again.';
    case 'element-activated':
      return `Activated: ${codeWords(event.code)}.`;
    case 'map-left':
      return `Map ${event.mapNumber} left${event.cleared ? ' and cleared' : ', kept uncleared'}.`;
    case 'map-reached':
      return `Map ${event.mapNumber} reached.`;
    case 'location-left':
      return `The team leaves the location ${LEAVE_WAYS[event.end.way]}.`;
    case 'location-solved':
      return `Location solved: ${event.reward.xp} XP and a treasure reward.`;
  }
}

// ---------------------------------------------------------------- decisions in words

/** Where a decision happens: the map number the team is on and that map, once known. */
export interface DecisionPlace {
  readonly mapNumber: number | null;
  readonly map: TileMap | null;
  readonly graph: TileMapGraph | null;
  /** The location's number of maps: the exit of the last one leaves the location. */
  readonly depth: number;
}

/** An element by what it is and its code: "the stall S1", "the ammo dealer". */
export function elementInWords(graph: TileMapGraph | null, key: string): string {
  const placed = graph?.elements.get(key);
  return placed === undefined ? 'something on another map' : elementWords(placed.element);
}

/** A space by the map's own names: "the Docking gantry", "the bulkhead B1", "the passage east of …". */
export function spaceInWords(where: DecisionPlace, space: string): string {
  return where.graph === null ? 'a space on another map' : describeSpace(where.graph, space);
}

/** The map a decision leads to once the team arrives: the next one forward, the previous one back. */
export function mapAfter(decision: { readonly type: string }, mapNumber: number | null): number | null {
  if (mapNumber === null) return null;
  if (decision.type === 'exit.take') return mapNumber + 1;
  if (decision.type === 'entrance.back') return mapNumber - 1;
  return mapNumber;
}

// ---------------------------------------------------------------- the journal in words

/** What the modder's work adds, in words. */
export const MOD_WORDS = { ammo: '+50% ammo', damage: '+1 damage', both: '+50% ammo and +1 damage' } as const;

/** The crew ids an event names (narrateEvent's `name` calls), for the names an entry carries. */
function crewIdsOf(event: ExplorationEvent): string[] {
  switch (event.type) {
    case 'passed-out':
    case 'bulkhead-check':
    case 'laser-disarm':
      return [event.crewId];
    case 'crew-hurt':
    case 'crew-healed':
      return [event.change.crewId];
    case 'mines':
      return event.blasts.map((b) => b.crewId);
    default:
      return [];
  }
}

/** The map number whose graph is `graph` (the same tile map gives the same words), null when none is. */
function mapNumberOf(
  context: Pick<DungeonState, 'maps' | 'mapIds'>,
  graph: TileMapGraph | null,
): number | null {
  if (graph === null) return null;
  for (let n = 1; n <= context.mapIds.length; n += 1) if (graphFor(context, n) === graph) return n;
  return null;
}

/** An exploration event as a journal entry, carrying what its words need (the map, the crew's names). */
export function explorationEntry(
  context: Pick<DungeonState, 'maps' | 'mapIds'>,
  event: ExplorationEvent,
  graph: TileMapGraph | null,
  name: Names,
): DungeonJournalEntry {
  const crew: Record<string, string> = {};
  for (const id of crewIdsOf(event)) crew[id] = name(id);
  return { kind: 'exploration', event, mapNumber: mapNumberOf(context, graph), crew };
}

/**
 * One journal entry in the journal's words, or null when it says nothing (an action included in a move).
 * The one place the dungeon journal is worded: the tests and every reader go through it.
 */
export function narrateJournal(
  entry: DungeonJournalEntry,
  context: Pick<DungeonState, 'maps' | 'mapIds'>,
): string | null {
  switch (entry.kind) {
    case 'exploration': {
      const graph = entry.mapNumber === null ? null : graphFor(context, entry.mapNumber);
      return narrateEvent(entry.event, graph, (id) => entry.crew[id] ?? id);
    }
    case 'map-id':
      return `Map-ID of map ${entry.mapNumber}: ${entry.mapId ?? '?'}.`;
    case 'quest':
      return (
        `Quest accepted (d6 ${entry.roll} on ${entry.sheet}): ${entry.quest}. Objective, ${entry.objective.kind}: ` +
        `${entry.objective.detail} Reward: ${entry.reward.credits} credits and ${entry.reward.xp} XP.` +
        (entry.penalty === null ? '' : ` Urgent — the penalty if it fails: ${entry.penalty}`)
      );
    case 'psi':
      return `${entry.crew} uses ${entry.power}: ${entry.success ? 'it works' : `it fails (−${entry.hpLost} HP, PSI exhausted)`}.`;
    case 'captive':
      return entry.crew === null
        ? `The captured ${entry.enemy} is left where it fell: no quest asks for it, or nobody has free hands.`
        : `${entry.crew} carries the captured ${entry.enemy} along for a quest, and cannot attack while carrying it.`;
    case 'loot-shift':
      return `The next d20 loot roll gets ${entry.shift > 0 ? '+' : '−'}${entry.amount}.`;
    case 'gamble': {
      const outcome =
        entry.result < entry.counted
          ? 'one grade lower'
          : entry.result > entry.counted
            ? 'one grade higher'
            : 'the same grade';
      return `${entry.crew} hands the ${entry.piece} (grade ${entry.grade}${entry.full ? '' : ', counted ' + String(entry.counted) + ' as not full'}) to the gambler: d6 ${entry.face}, ${outcome} — a grade ${entry.result} piece, defined on the treasure table.`;
    }
    case 'gambler-sale':
      return `${entry.crew} sells the ${entry.piece} to the gambler for ${entry.price} credits (half its value).`;
    case 'modded':
      return `The modder works on ${entry.crew}'s ${entry.weapon} for ${entry.price} credits: ${MOD_WORDS[entry.mod]} (now ${entry.weapon}*).`;
    case 'ship-deal':
      switch (entry.action) {
        case 'system-bought':
          return `The shop fits ${entry.what} into the ${entry.ship} at once for ${entry.price} credits.`;
        case 'system-sold':
          return `The ${entry.ship}'s ${entry.what} is sold for ${entry.price} credits (half its price).`;
        case 'ship-bought':
          return `The ${entry.ship} is bought for ${entry.price} credits, an empty hull docked beside the ship the crew flies.`;
        case 'ship-sold':
          return `The ${entry.ship} is sold with its systems for ${entry.price} credits.`;
      }
      break;
    case 'crew-hired':
      return `${entry.crew} (Level ${entry.level}) is hired for ${entry.price} credits and joins the crew on the ship.`;
    case 'crew-sold':
      return `${entry.crew} (Level ${entry.level}) is sold at the shop for ${entry.price} credits and leaves the crew with what they carry.`;
    case 'bought':
      return `${entry.crew} buys the ${entry.piece} (grade ${entry.grade}) for ${entry.price} credits${entry.rare ? ', rare at double price' : ''}; it goes in slot ${entry.slot}.`;
    case 'sold':
      return `${entry.crew} sells ${entry.what} for ${entry.price} credits (half its value).`;
    case 'ammo-bought':
      return `${entry.crew} buys ${entry.magazines === 1 ? 'a magazine' : 'two magazines'} for the ${entry.weapon} for ${entry.price} credits; slot ${entry.slot}.`;
    case 'avoid':
      return entry.success
        ? `${codeWordsAtStart(entry.code)} avoided (${entry.way}).`
        : `${entry.way} failed: the fight with ${codeWords(entry.code)} is on.`;
    case 'meditate':
      return `${entry.crew} meditates: ${entry.success ? 'PSI restored' : 'it fails and costs HP'}.`;
    case 'item-heal':
      return `${entry.crew} uses ${entry.item}: ${entry.target} heals ${entry.amount} HP.`;
    case 'solve-reward':
      return `Reward: ${entry.treasures} treasures of grade ${entry.grade}.`;
    case 'left-behind':
      return `Nobody down here has a free slot: the ${entry.piece} is left behind.`;
    case 'stowed':
      return `${entry.crew} puts it in slot ${entry.slot}.`;
    case 'not-done':
      return `Not done: ${entry.reason}`;
    case 'tile-drop':
      return narrateTileDrop(entry.note);
  }
}

const credits = (n: number): string => `${n} credit${n === 1 ? '' : 's'}`;

/** One step of a treasure tile's drop in words. */
export function narrateTileDrop(note: TileDropNote): string {
  switch (note.kind) {
    case 'first-stimpack':
      return `Treasure of grade ${note.grade}: a stimpack is taken.`;
    case 'first-credits':
      return `Treasure of grade ${note.grade}: ${credits(note.credits)} taken.`;
    case 'd20': {
      const shifted =
        note.shift === 0
          ? ''
          : ` (rolled ${note.rolled}, PSI Divination ${note.shift > 0 ? '+' : '−'}${Math.abs(note.shift)})`;
      const said = `Treasure d20: ${note.value}${shifted} — ${note.result}.`;
      switch (note.then) {
        case 'reroll-for-base':
          return `${said} A prototype needs an item or weapon: roll again.`;
        case 'becomes-prototype':
          return `${said} It becomes a prototype.`;
        case 'roll-base':
          return `${said} Roll again for its base.`;
        case 'one-magazine':
          return `${said} One magazine of grade ${note.grade}.`;
        case null:
          return said;
      }
      return said;
    }
    case 'extra-cash':
      return `Extra cash: rolled ${note.face}, ${credits(note.credits)}.`;
    case 'row':
      return note.pieces === null
        ? `Row ${note.face} of the grade ${note.grade} ${note.list} list.`
        : `Row ${note.face}: ${note.pieces.left} or ${note.pieces.right}.`;
    case 'picked':
      return `${note.piece} is taken${note.prototype ? ' as a prototype' : ''}.`;
    case 'ammo':
      return note.magazines === 1
        ? `One magazine for a grade ${note.grade} weapon.`
        : `Two magazines for weapons below grade ${note.grade}.`;
  }
}

/** The whole journal in words, one line per entry that says something. */
export function journalLines(context: Pick<DungeonState, 'journal' | 'maps' | 'mapIds'>): string[] {
  return context.journal.flatMap((entry) => {
    const line = narrateJournal(entry, context);
    return line === null ? [] : [line];
  });
}
