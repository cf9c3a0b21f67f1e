import type { CrawlDie } from '../../../src/rules/kraken/dungeon/steps';
import type { DungeonState, Task } from '../../../src/rules/kraken/dungeon/types';
import { AWAITING_DICE } from '../../core/diceRequest';

/**
 * The crawl's task loops: a decision (or a trigger the crawl resolves by itself) becomes a task that throws
 * its dice one state at a time — each die its own state with its prompt and rule — and is then applied by
 * one call into the rules. A loop's `check` is its choice point: a portal to pick, the next die, or done.
 */

/** One die of the crawl as a state: what it decides and the rule it follows. */
export interface DieState {
  readonly die: CrawlDie;
  readonly prompt: string;
  readonly rule: string;
}

const d = (die: CrawlDie, rule: string, prompt: string): DieState => ({ die, prompt, rule });

export const DICE = {
  mapId: d(
    'mapId',
    'kraken.location-parameters',
    'A Map-ID: a d20 says which map of the location this is. It is fixed for good once thrown.',
  ),
  value: d(
    'value',
    'kraken.random-value',
    'An unknown value "?": a d6, halved and rounded up (a d3), fixed for the rest of the exploration.',
  ),
  bulkheadTech: d(
    'tech',
    'kraken.bulkhead',
    'The bulkhead’s Tech check: 2d6 + Tech against 10 + its level; it opens on a success.',
  ),
  laserTech: d(
    'tech',
    'kraken.laser-barrier',
    'Disarming the laser barrier: 2d6 + Tech against 10 + its level; on a success the barrier is off.',
  ),
  disarm: d(
    'disarm',
    'kraken.mines',
    'The disarm attempt: 2d6 + Tech against 10 + the mines’ grade. On a success nobody is hurt.',
  ),
  dodge: d(
    'dodge',
    'kraken.mines',
    'A dodge: d6 + Agility, 8 or more, for each crew member caught by the blast, one at a time.',
  ),
  run: d(
    'run',
    'kraken.avoid-combat',
    'Running away: d6 + the team’s lowest and highest Agility against the enemy’s level + 9.',
  ),
  hide: d(
    'hide',
    'kraken.avoid-combat',
    'Camouflage: each active crew member throws d6 + Tech against the enemy’s level + 2; the first failure ends it.',
  ),
  charisma: d(
    'charisma',
    'kraken.avoid-combat',
    'Talking past it: d6 + the whole crew’s Charisma + the credits paid, against the enemy’s level × 3 + 5.',
  ),
  portal: d(
    'portal',
    'kraken.teleportal',
    'No other teleportal carries this number: a d6 names the portal the team arrives at (thrown again until one fits).',
  ),
  storyLine: d(
    'storyLine',
    'kraken.story-trigger',
    'A story-line trigger with a free slot: a d20 gives the new story line’s start coordinate.',
  ),
  quest: d('quest', 'kraken.quest-master', 'The Quest Master’s quest: a d6 on the pack’s quest sheet.'),
  gamble: d(
    'gamble',
    'kraken.gambler',
    'The gambler’s d6: 1–2 the piece comes back a grade lower, 3–5 the same grade, 6 a grade higher.',
  ),
  psi: d(
    'psi',
    'kraken.psi-check',
    'The PSI check: d6 + PSI level (+ the best PSI item) against the power’s difficulty.',
  ),
  meditate: d(
    'meditate',
    'kraken.meditate',
    'Meditation: a plain d6 against the target; nothing modifies it. A failure costs HP.',
  ),
  treasureTable: d(
    'treasureTable',
    'kraken.treasure-drops',
    'The treasure table: a d20 for the tile’s grade says cash, an item, a weapon, ammo or a prototype.',
  ),
  extraCash: d(
    'extraCash',
    'kraken.extra-cash',
    'Extra cash: a d6, 1–5 half the grade’s value, 6 all of it.',
  ),
  dropRow: d(
    'dropRow',
    'kraken.item-weapon-drop',
    'The list row: a d6 picks the row of the item or weapon list.',
  ),
} as const;

/** The state name of a die inside its loop. */
export const dieState = (die: CrawlDie): string => `${die}Roll`;

/** The portal pick inside a loop that may ask for one (kraken.teleportal). */
const PORTAL_CHOICE = {
  meta: {
    prompt: 'Several teleportals carry that number: choose the one the team arrives at.',
    rule: 'kraken.teleportal',
  },
  on: {
    'portal.choose': { guard: 'portalOffered', actions: 'choosePortal', target: 'check' },
  },
} as const;

function rollState(die: DieState) {
  return {
    tags: [AWAITING_DICE],
    entry: 'requestDice',
    meta: { prompt: die.prompt, rule: die.rule },
    on: { 'dice.answer': { guard: 'answerFits', actions: 'takeAnswer', target: 'check' } },
  } as const;
}

/**
 * A task's loop: `check` asks for a portal pick (when the loop has one), then the next die in the order
 * the rules throw them, then applies the task and goes on to `done`.
 */
export function taskLoop(dice: readonly DieState[], done: string, portalChoice = false) {
  const pick = portalChoice ? [{ guard: 'taskWaitsForChoice', target: 'portalChoice' } as const] : [];
  const check = {
    always: [
      ...pick,
      ...dice.map((die) => ({
        guard: { type: 'dieDue' as const, params: { die: die.die } },
        target: dieState(die.die),
      })),
      { guard: 'taskReady' as const, actions: 'finishTask' as const, target: done },
    ],
  };
  const rolls = Object.fromEntries(dice.map((die) => [dieState(die.die), rollState(die)]));
  const states = portalChoice ? { check, portalChoice: PORTAL_CHOICE, ...rolls } : { check, ...rolls };
  return { initial: 'check' as const, states };
}

/**
 * Where each task's loop sits in the chart (the states its decision or trigger leads to), by task kind; a
 * task that throws no dice is applied on the spot and has none. The snapshot step reads it to place a roll
 * saved under the old single `rolling` state; a test holds it to the chart.
 */
export const TASK_LOOPS: Readonly<Partial<Record<Task['kind'], readonly string[]>>> = {
  move: ['action', 'moving'],
  bulkhead: ['action', 'bulkhead'],
  crack: ['action', 'bulkhead'],
  'laser-disarm': ['action', 'laserDisarm'],
  visit: ['action', 'visiting'],
  gamble: ['action', 'gambling'],
  'portal-jump': ['action', 'jumping'],
  psi: ['psi'],
  meditate: ['meditating'],
  mines: ['resolving', 'blast'],
  laser: ['resolving', 'laser'],
  'story-line': ['resolving', 'storyLine'],
  portal: ['resolving', 'portal'],
  avoid: ['encounter', 'avoiding'],
  fight: ['encounter', 'entering'],
  'tile-drop': ['treasureDrop'],
};

/** The loop of the task in hand: Map-IDs are thrown before landing or on arriving at a map. */
export function taskLoopOf(context: DungeonState): readonly string[] | null {
  const task = context.task;
  if (task === null) return null;
  if (task.kind === 'map-ids') return context.exploration === null ? ['mapIds'] : ['arrivalMapId'];
  return TASK_LOOPS[task.kind] ?? null;
}
