import type { Effect } from '../../src/rules/salvage/mission/effects.types';
import { AWAITING_DICE } from '../core/diceRequest';

/**
 * Every roll of the salvage mission as its own state: the owed step whose dice the mission waits on names
 * the state (`rollOwed`), and the state says which roll it is and which rule it follows. The dice request
 * itself (pools, target, odds) comes from that step's `RollNeed`.
 */

interface Prompt {
  readonly prompt: string;
  readonly rule: string;
}

/** The owed steps that roll dice (their handlers have a `need`). */
export type RollKind = Extract<
  Effect['kind'],
  | 'rollOff'
  | 'hazardRoll'
  | 'hostileCard'
  | 'winCondition'
  | 'gameLength'
  | 'initiative'
  | 'test'
  | 'attack'
  | 'shove'
  | 'reroll'
  | 'scatter'
  | 'armourSave'
  | 'wasteChute'
  | 'randomMove'
  | 'unalertMove'
  | 'quality'
  | 'drawEvent'
  | 'pick'
  | 'injury'
  | 'transitFind'
  | 'blightCheck'
  | 'manifestation'
>;

export const ROLLS: Readonly<Record<RollKind, Prompt>> = {
  rollOff: {
    prompt: 'The roll-off: each crew rolls a D8; the higher is the Attacker (a tie rolls again).',
    rule: 'salvage.mission-setup',
  },
  hazardRoll: {
    prompt: 'A hazard roll: a D8 on the hazard table says what this hazard site is.',
    rule: 'salvage.hazards',
  },
  hostileCard: {
    prompt: 'A hostile slot’s card: a die picks it from the hostile deck (higher than the deck rolls again).',
    rule: 'salvage.mission-setup',
  },
  winCondition: {
    prompt: 'A win condition roll: a die picks the crew’s objective (never the other crew’s).',
    rule: 'salvage.win-conditions',
  },
  gameLength: {
    prompt: 'The game length: a D4 (1: 5 rounds, 2–3: 6, 4: 7).',
    rule: 'salvage.game-length',
  },
  initiative: {
    prompt:
      'Initiative: each crew rolls its best remaining unit’s Muscle or Smarts at TN 6; more successes wins (a tie rolls again).',
    rule: 'salvage.initiative',
  },
  test: {
    prompt: 'A test: the unit’s stat in D8s against the target number; the tray shows the pool and the odds.',
    rule: 'salvage.tests',
  },
  attack: {
    prompt: 'An attack: the attack pool against the defender’s Armour, thrown together; more successes hits.',
    rule: 'salvage.attack',
  },
  shove: {
    prompt: 'A shove: opposed Muscle; the winner pushes the loser up to its Muscle in inches.',
    rule: 'salvage.actions',
  },
  reroll: {
    prompt: 'Unlucky: every success is thrown again and the second result kept.',
    rule: 'salvage.conditions',
  },
  scatter: {
    prompt: 'A thrown weapon misses its mark: a D8 direction, and it lands 4" away that way.',
    rule: 'salvage.weapon-keywords',
  },
  armourSave: {
    prompt: 'Bracing against harm: Armour in D8s; one success stops the damage.',
    rule: 'salvage.event-cards',
  },
  wasteChute: {
    prompt: 'A Waste Chute: a D4 — 1–2 up a depth, 3–4 down — and 1 damage.',
    rule: 'salvage.hazards',
  },
  randomMove: {
    prompt: 'A free move in a random direction: a D8 (a 1 and the unit stays put).',
    rule: 'salvage.d8-direction',
  },
  unalertMove: {
    prompt: 'An Unalert hostile wanders: a D8 gives its direction (a 1 and it stays put).',
    rule: 'salvage.unalert-hostiles',
  },
  quality: {
    prompt:
      'Working a salvage site: a D8 quality roll (+1 in The Sink, + the Danger modifier) sets the extraction TN.',
    rule: 'salvage.salvage-quality',
  },
  drawEvent: {
    prompt: 'The event card: a die picks the card from the deck; its row at the present Danger is read.',
    rule: 'salvage.event-cards',
  },
  pick: {
    prompt:
      'A random pick: a die picks one of the candidates in order (higher than their number rolls again).',
    rule: 'salvage.d8-direction',
  },
  injury: {
    prompt:
      'An injury roll: a D44 for a Mortally Wounded Boiler, shifted by whether its crew met its win condition.',
    rule: 'salvage.injuries',
  },
  transitFind: {
    prompt: 'Transit find: a D4 for every Boiler still standing (at most 5); the total buys bonus Scrip.',
    rule: 'salvage.transit-find',
  },
  blightCheck: {
    prompt:
      'Blight check: a D8 plus the crew’s Blight plus its Mortally Wounded Boilers; 11 or more and the Blight manifests.',
    rule: 'salvage.blight-check',
  },
  manifestation: {
    prompt: 'The Blight manifests: 2D8 on its table.',
    rule: 'salvage.blight-manifestation',
  },
};

/** The rolls the steps of one mission may owe while a Boiler acts, a hostile acts or the round's harm strikes. */
export const IN_PLAY_ROLLS: readonly RollKind[] = [
  'test',
  'attack',
  'shove',
  'reroll',
  'scatter',
  'armourSave',
  'wasteChute',
  'randomMove',
  'unalertMove',
  'quality',
  'hazardRoll',
  'hostileCard',
  'drawEvent',
  'pick',
];

/** The post-game's rolls (a result may call for another, or for a random pick). */
export const POST_GAME_ROLLS: readonly RollKind[] = [
  'injury',
  'transitFind',
  'blightCheck',
  'manifestation',
  'test',
  'pick',
];

/** The state name of a roll: `attackRoll`, `initiativeRoll`. */
export const rollState = (kind: RollKind) => `${kind}Roll` as const;

/** The guard of one roll: the owed step waiting on dice is of this kind. */
export const owed = (kind: RollKind) => ({ type: 'rollOwed', params: { kind } }) as const;

/** The `check` transitions to the rolls a phase may owe: the owed step's kind picks the state. */
export const toRolls = (kinds: readonly RollKind[]) =>
  kinds.map((kind) => ({ guard: owed(kind), target: rollState(kind) }) as const);

/**
 * One state per roll: it asks for the owed step's dice and goes back to the phase's `check` when answered. Its
 * prompt names the phase it is thrown in (`phase`, as the book names it) before the roll's own words.
 */
export function rollStates(kinds: readonly RollKind[], phase: string) {
  return Object.fromEntries(
    kinds.map((kind) => [
      rollState(kind),
      {
        tags: [AWAITING_DICE],
        meta: { prompt: `${phase} — ${ROLLS[kind].prompt}`, rule: ROLLS[kind].rule },
        entry: 'ask',
        on: { 'dice.answer': { guard: 'answerFits', actions: 'take', target: 'check' } },
      } as const,
    ]),
  );
}
