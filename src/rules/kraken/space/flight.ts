import type { StandardAbility } from '../../../content/schemas/ship';
import type {
  EnemyShip,
  FlightRow,
  FlightTable,
  SpaceObjective,
  TimelineCommand,
} from '../../../content/schemas/flight';
import { FLIGHT_NUMBER_MAX, FLIGHT_NUMBER_MIN } from '../../../content/schemas/flight';
import { assertFace, needD6, type RollNeed } from '../crew/rolls';

/**
 * Space Kraken §9 INITIATE SPACE FLIGHT as a pure kernel: the plan (location difficulty, flight options,
 * Stealth Skin, Nano Skin), the check to avoid space combat, the flight number and the combat sheet filled
 * from the flight table, and what the flight gives at its end. A machine walks a `Flight` through the steps
 * below; every step returns the next flight or `{ refused }` with a sentence that names the rule.
 */

export type Refused = { readonly refused: string };
export type Stepped<T> = T | Refused;

export function isRefused<T>(value: Stepped<T>): value is Refused {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

/** §9.1: a location difficulty from 1 to 5. */
export const LOCATION_DIFFICULTY_MIN = 1;
export const LOCATION_DIFFICULTY_MAX = 5;
/** §9.2: one or two flight options. */
export const MAX_FLIGHT_OPTIONS = 2;
/** §9.2: whatever is chosen, a flight's difficulty is at least 1. */
export const FLIGHT_DIFFICULTY_MIN = 1;
/** §11 Stealth Skin lowers the flight's difficulty by 3. */
export const STEALTH_SKIN_REDUCTION = 3;
/** §11 Long-range sensors and Drone Bay: 2 extra dice modifications each. */
export const SENSOR_DICE_MODIFICATIONS = 2;

export const FLIGHT_OPTIONS = [
  'risky-shortcut',
  'dangerous-shortcut',
  'smuggle-goods',
  'pay-smuggler',
  'safe-and-sound',
] as const;
export type FlightOption = (typeof FLIGHT_OPTIONS)[number];

export interface FlightOptionRule {
  readonly name: string;
  /** Added to the flight difficulty. */
  readonly difficulty: number;
  /** Dice modifications for the location generation (§12). */
  readonly diceModifications: number;
  /** Credits if the flight is a success. */
  readonly successCredits: number;
  /** Credits paid for the option. */
  readonly cost: number;
  /** Options it cannot be taken with. */
  readonly excludes: readonly FlightOption[];
  /** Safe and Sound: no space combat, and no landing this turn. */
  readonly safe: boolean;
}

/** §9.2 SELECT FLIGHT OPTIONS, each option's numbers (kraken.flight-options). */
export const FLIGHT_OPTION_RULES: Readonly<Record<FlightOption, FlightOptionRule>> = {
  'risky-shortcut': {
    name: 'Risky Shortcut',
    difficulty: 1,
    diceModifications: 2,
    successCredits: 0,
    cost: 0,
    excludes: ['dangerous-shortcut', 'safe-and-sound'],
    safe: false,
  },
  'dangerous-shortcut': {
    name: 'Dangerous Shortcut',
    difficulty: 2,
    diceModifications: 3,
    successCredits: 0,
    cost: 0,
    excludes: ['risky-shortcut', 'safe-and-sound'],
    safe: false,
  },
  'smuggle-goods': {
    name: 'Smuggle Goods',
    difficulty: 2,
    diceModifications: 0,
    successCredits: 15,
    cost: 0,
    excludes: ['pay-smuggler', 'safe-and-sound'],
    safe: false,
  },
  'pay-smuggler': {
    name: 'Pay a Smuggler',
    difficulty: -1,
    diceModifications: 0,
    successCredits: 0,
    cost: 5,
    excludes: ['smuggle-goods', 'safe-and-sound'],
    safe: false,
  },
  'safe-and-sound': {
    name: 'Safe and Sound',
    difficulty: 0,
    diceModifications: 2,
    successCredits: 0,
    cost: 0,
    excludes: ['risky-shortcut', 'dangerous-shortcut', 'smuggle-goods', 'pay-smuggler'],
    safe: true,
  },
};

/** What the flight reads from the campaign: the ship's working systems and the credits on hand. */
export interface FlightContext {
  /** `shipTotals(...).abilities`: the standard systems that work. */
  readonly abilities: ReadonlySet<StandardAbility>;
  readonly credits: number;
}

export interface FlightPlan {
  readonly locationDifficulty: number;
  /** In the order chosen. */
  readonly options: readonly FlightOption[];
  /** §11 Stealth Skin applied to this flight ("as you wish": the player switches it on or off). */
  readonly stealthSkin: boolean;
}

export function startPlan(locationDifficulty: number): Stepped<FlightPlan> {
  const refusal = locationDifficultyRefusal(locationDifficulty);
  return refusal !== null ? { refused: refusal } : { locationDifficulty, options: [], stealthSkin: false };
}

/** §9.1: 1 to 5, a whole number. */
export function locationDifficultyRefusal(value: number): string | null {
  if (!Number.isInteger(value) || value < LOCATION_DIFFICULTY_MIN || value > LOCATION_DIFFICULTY_MAX)
    return `A location difficulty is a whole number from ${LOCATION_DIFFICULTY_MIN} to ${LOCATION_DIFFICULTY_MAX} (kraken.location-difficulty).`;
  return null;
}

export function setLocationDifficulty(plan: FlightPlan, value: number): Stepped<FlightPlan> {
  const refusal = locationDifficultyRefusal(value);
  return refusal !== null ? { refused: refusal } : { ...plan, locationDifficulty: value };
}

/** Why `option` cannot be added to the plan now, or null (§9.2; kraken.flight-options). */
export function optionRefusal(plan: FlightPlan, option: FlightOption, context: FlightContext): string | null {
  const rule = FLIGHT_OPTION_RULES[option];
  if (plan.options.includes(option))
    return `${rule.name} is chosen already: each option once a flight (kraken.flight-options).`;
  if (plan.options.length >= MAX_FLIGHT_OPTIONS)
    return `At most ${MAX_FLIGHT_OPTIONS} flight options a flight (kraken.flight-options).`;
  const clash = plan.options.find(
    (o) => rule.excludes.includes(o) || FLIGHT_OPTION_RULES[o].excludes.includes(option),
  );
  if (clash !== undefined) {
    const safe = rule.safe || FLIGHT_OPTION_RULES[clash].safe;
    return safe
      ? 'Safe and Sound goes with no other flight option (kraken.flight-options).'
      : `${rule.name} cannot be combined with ${FLIGHT_OPTION_RULES[clash].name} (kraken.flight-options).`;
  }
  const cost = plannedCost(plan) + rule.cost;
  // Reading (kraken.flight-options): the smuggler is paid when the flight sets off, so the credits must be there.
  if (cost > context.credits)
    return `${rule.name} costs ${rule.cost}¢ and you have ${context.credits}¢ (kraken.flight-options).`;
  return null;
}

export function addOption(
  plan: FlightPlan,
  option: FlightOption,
  context: FlightContext,
): Stepped<FlightPlan> {
  const refusal = optionRefusal(plan, option, context);
  return refusal !== null ? { refused: refusal } : { ...plan, options: [...plan.options, option] };
}

export function removeOption(plan: FlightPlan, option: FlightOption): Stepped<FlightPlan> {
  if (!plan.options.includes(option))
    return { refused: `${FLIGHT_OPTION_RULES[option].name} is not chosen (kraken.flight-options).` };
  return { ...plan, options: plan.options.filter((o) => o !== option) };
}

/** §11 Stealth Skin: only a working one (a damaged system is switched off). */
export function stealthRefusal(context: FlightContext): string | null {
  return context.abilities.has('stealth-skin')
    ? null
    : 'Your ship has no working Stealth Skin (kraken.standard-systems).';
}

/** "You may apply this effect as you wish": on or off for this flight. */
export function setStealth(plan: FlightPlan, on: boolean, context: FlightContext): Stepped<FlightPlan> {
  if (on) {
    const refusal = stealthRefusal(context);
    if (refusal !== null) return { refused: refusal };
  }
  return { ...plan, stealthSkin: on };
}

/**
 * §9.2: the location difficulty plus the options, less 3 for Stealth Skin, never below 1 (kraken.flight-options).
 * Reading (kraken.flight-options): Stealth Skin lowers the flight difficulty before the floor of 1 applies, and
 * this one number serves both the avoid check and the flight number.
 */
export function flightDifficulty(plan: FlightPlan): number {
  const options = plan.options.reduce((s, o) => s + FLIGHT_OPTION_RULES[o].difficulty, 0);
  const stealth = plan.stealthSkin ? STEALTH_SKIN_REDUCTION : 0;
  return Math.max(FLIGHT_DIFFICULTY_MIN, plan.locationDifficulty + options - stealth);
}

/** Credits paid when the flight sets off (Pay a Smuggler: 5¢). */
export function plannedCost(plan: FlightPlan): number {
  return plan.options.reduce((s, o) => s + FLIGHT_OPTION_RULES[o].cost, 0);
}

export function isSafeAndSound(plan: FlightPlan): boolean {
  return plan.options.some((o) => FLIGHT_OPTION_RULES[o].safe);
}

/**
 * §12: the dice modifications the location generation gets: the options' (Risky 2, Dangerous 3, Safe and
 * Sound 2) plus 2 for working Long-range sensors and 2 for a working Drone Bay (kraken.location-generation).
 * Reading (kraken.flight-options): the ship's systems are read as the set of working abilities, so two
 * Drone Bays give 2, not 4.
 */
export function plannedDiceModifications(plan: FlightPlan, context: FlightContext): number {
  const options = plan.options.reduce((s, o) => s + FLIGHT_OPTION_RULES[o].diceModifications, 0);
  let ship = 0;
  if (context.abilities.has('long-range-sensors')) ship += SENSOR_DICE_MODIFICATIONS;
  if (context.abilities.has('drone-bay')) ship += SENSOR_DICE_MODIFICATIONS;
  return options + ship;
}

// ——— The flight, step by step ———

export type FlightStage =
  /** §9.3: the plan is fixed; try the avoid check, fly into combat, or (Nano Skin) avoid it. */
  | 'avoid'
  /** The avoid check's d6 is asked for. */
  | 'avoid-roll'
  /** §9.4: combat is triggered; the flight number's d3 is asked for (Nano Skin may still avoid it). */
  | 'number-roll'
  /** The combat sheet is filled; the space combat runs and reports its end. */
  | 'combat'
  | 'done';

/** How a flight ended. */
export type FlightEnd =
  /** §9.3 the avoid check succeeded. */
  | 'avoided'
  /** §9.2 Safe and Sound: no combat at all. */
  | 'safe-and-sound'
  /** §11 Nano Skin used: no combat. */
  | 'nano-skin'
  /** §10 the space combat was won (objectives, every enemy destroyed, or the timeline's Victory). */
  | 'won'
  /** §10 phase 6 a successful escape. */
  | 'escaped'
  /** §10 Time: out of time, the ship retreats. */
  | 'time-retreat'
  /** §10 the ship or the last crew member lost, Game over, or boarders took every die: the game is lost. */
  | 'lost';

export interface Flight {
  readonly plan: FlightPlan;
  readonly stage: FlightStage;
  readonly flightDifficulty: number;
  /** Last avoid check face, null when not tried. */
  readonly avoidFace: number | null;
  readonly flightNumber: number | null;
  readonly sheet: CombatSheet | null;
  readonly end: FlightEnd | null;
  /** Credits paid when the flight set off. */
  readonly paid: number;
}

/** §9.2 → §9.3: the plan is fixed and the smuggler paid. Safe and Sound ends the flight at once. */
export function setOff(plan: FlightPlan, context: FlightContext): Stepped<Flight> {
  const refusal = locationDifficultyRefusal(plan.locationDifficulty);
  if (refusal !== null) return { refused: refusal };
  const stealth = plan.stealthSkin ? stealthRefusal(context) : null;
  if (stealth !== null) return { refused: stealth };
  const paid = plannedCost(plan);
  if (paid > context.credits)
    return { refused: `The options cost ${paid}¢ and you have ${context.credits}¢ (kraken.flight-options).` };
  const base: Flight = {
    plan,
    stage: 'avoid',
    flightDifficulty: flightDifficulty(plan),
    avoidFace: null,
    flightNumber: null,
    sheet: null,
    end: null,
    paid,
  };
  // §9.2 Safe and Sound: "Avoid any Space Combat" — there is nothing to check.
  return isSafeAndSound(plan) ? { ...base, stage: 'done', end: 'safe-and-sound' } : base;
}

/** §9.3: the player chooses to roll the avoid check. */
export function tryAvoid(flight: Flight): Stepped<Flight> {
  if (flight.stage !== 'avoid')
    return { refused: 'The avoid check comes once, before space combat (kraken.flight-check).' };
  return { ...flight, stage: 'avoid-roll' };
}

/** §9.3: the player flies into the combat without trying (or the check failed). */
export function faceCombat(flight: Flight): Stepped<Flight> {
  if (flight.stage !== 'avoid')
    return { refused: 'Space combat is not the next step now (kraken.flight-check).' };
  return { ...flight, stage: 'number-roll' };
}

/**
 * §11 Nano Skin: "You may avoid any Space Combat" while it works. Reading (kraken.flight-check): it may be
 * used before the avoid check or after a failed one, up to the moment the combat sheet is filled.
 */
export function nanoRefusal(flight: Flight, context: FlightContext): string | null {
  if (!context.abilities.has('nano-skin'))
    return 'Your ship has no working Nano Skin (kraken.standard-systems).';
  if (flight.stage !== 'avoid' && flight.stage !== 'number-roll')
    return 'Nano Skin avoids a space combat before it starts (kraken.standard-systems).';
  return null;
}

export function useNanoSkin(flight: Flight, context: FlightContext): Stepped<Flight> {
  const refusal = nanoRefusal(flight, context);
  return refusal !== null ? { refused: refusal } : { ...flight, stage: 'done', end: 'nano-skin' };
}

/** §9.3: a d6 against the flight difficulty, a 1 always fails, with its exact odds (kraken.flight-check). */
export function avoidNeed(difficulty: number): RollNeed {
  return needD6(
    'flight.avoid',
    `Avoid space combat: d6 against flight difficulty ${difficulty} (a 1 fails)`,
    'kraken.flight-check',
    0,
    difficulty,
    true,
  );
}

export function avoidSucceeds(difficulty: number, face: number): boolean {
  assertFace(face, 6);
  return face !== 1 && face >= difficulty;
}

/** The d6 of the avoid check: success ends the flight ('avoided'), failure triggers the combat. */
export function rollAvoid(flight: Flight, face: number): Stepped<Flight> {
  if (flight.stage !== 'avoid-roll')
    return { refused: 'No avoid check is being rolled (kraken.flight-check).' };
  assertFace(face, 6);
  return avoidSucceeds(flight.flightDifficulty, face)
    ? { ...flight, avoidFace: face, stage: 'done', end: 'avoided' }
    : { ...flight, avoidFace: face, stage: 'number-roll' };
}

/** What the running flight asks to roll, or null. */
export function flightNeed(flight: Flight): RollNeed | null {
  if (flight.stage === 'avoid-roll') return avoidNeed(flight.flightDifficulty);
  if (flight.stage === 'number-roll') return flightNumberNeed(flight.flightDifficulty);
  return null;
}

/**
 * §9.4: the d3 of the flight number, thrown as a d6 and halved, rounded up (kraken.flight-number).
 * Reading (kraken.flight-number): the difficulty is the avoid check's, Stealth Skin included, never below 1.
 */
export function flightNumberNeed(difficulty: number): RollNeed {
  return {
    key: 'flight.number',
    purpose: `Flight number: 2 × ${difficulty} + d3, at most ${FLIGHT_NUMBER_MAX}`,
    rule: 'kraken.flight-number',
    check: { kind: 'table-roll', notation: 'd3' },
    odds: null,
  };
}

/** §9.4: 2 × flight difficulty + d3, capped at 19; `d6Face` is the d6 the d3 is read from. */
export function flightNumber(difficulty: number, d6Face: number): number {
  assertFace(d6Face, 6);
  return Math.min(FLIGHT_NUMBER_MAX, 2 * difficulty + Math.ceil(d6Face / 2));
}

/** Each flight number's exact chance for a flight difficulty (the cap folds the top into 19). */
export function flightNumberDistribution(difficulty: number): ReadonlyMap<number, number> {
  const ways = new Map<number, number>();
  for (let face = 1; face <= 6; face++) {
    const n = flightNumber(difficulty, face);
    ways.set(n, (ways.get(n) ?? 0) + 1);
  }
  return new Map([...ways].map(([n, w]) => [n, w / 6]));
}

/** The d3 of the flight number: the sheet is filled from the table's row. */
export function rollFlightNumber(flight: Flight, d6Face: number, table: FlightTable): Stepped<Flight> {
  if (flight.stage !== 'number-roll')
    return { refused: 'No flight number is being rolled (kraken.flight-number).' };
  const number = flightNumber(flight.flightDifficulty, d6Face);
  const row = flightRow(table, number);
  if (row === undefined) return { refused: `The flight table has no row ${number} (kraken.flight-table).` };
  return {
    ...flight,
    flightNumber: number,
    stage: 'combat',
    sheet: combatSheet(row, flight.plan, flight.flightDifficulty),
  };
}

export function flightRow(table: FlightTable, number: number): FlightRow | undefined {
  return table.rows.find((r) => r.number === number);
}

// ——— The combat sheet (§9.4) ———

export interface SheetEnemy extends EnemyShip {
  /** 1 to 4, the order they fire in. */
  readonly index: number;
  /** SP left (starts at `sp`). */
  readonly spNow: number;
  /** Shield energy now: full at the start of the first combat turn (§9.4). */
  readonly shieldNow: number;
  /** Crew left (boarding lowers it). */
  readonly crewNow: number;
  readonly destroyed: boolean;
}

export interface SheetObjective extends SpaceObjective {
  readonly solved: boolean;
}

export interface CombatSheet {
  readonly flightNumber: number;
  readonly name: string;
  readonly locationDifficulty: number;
  readonly flightDifficulty: number;
  readonly options: readonly FlightOption[];
  /** Leftmost first; the combat crosses out one cell a turn. */
  readonly timeline: readonly (TimelineCommand | null)[];
  /** Solved left to right. */
  readonly objectives: readonly SheetObjective[];
  readonly enemies: readonly SheetEnemy[];
  readonly xp: number;
}

/**
 * §9.4: the row copied onto the sheet, every enemy at full SP and shields.
 * Reading (kraken.flight-table): the worked example writes '-, -, -, -, T' (five values) "into the first 4
 * cells"; every printed cell is copied, five here.
 */
export function combatSheet(
  row: FlightRow,
  plan: FlightPlan,
  difficulty = flightDifficulty(plan),
): CombatSheet {
  return {
    flightNumber: row.number,
    name: row.name,
    locationDifficulty: plan.locationDifficulty,
    flightDifficulty: difficulty,
    options: [...plan.options],
    timeline: [...row.timeline],
    objectives: row.objectives.map((o) => ({ ...o, solved: false })),
    enemies: row.enemies.map((e, i) => ({
      ...e,
      index: i + 1,
      spNow: e.sp,
      shieldNow: e.shield,
      crewNow: e.crew,
      destroyed: false,
    })),
    xp: row.xp,
  };
}

/** The space combat reports how it ended. */
export function endCombat(flight: Flight, end: 'won' | 'escaped' | 'time-retreat' | 'lost'): Stepped<Flight> {
  if (flight.stage !== 'combat') return { refused: 'No space combat is running (kraken.space-combat).' };
  return { ...flight, stage: 'done', end };
}

// ——— The outcome ———

export interface FlightOutcome {
  readonly end: FlightEnd;
  /** The row's XP for a won combat (§10 After space combat). */
  readonly xp: number;
  /** The row's XP again as credits, plus Smuggle Goods' 15¢ for a successful flight. */
  readonly credits: number;
  /** Paid when the flight set off (Pay a Smuggler). */
  readonly paid: number;
  /** Dice modifications for the new location's generation. */
  readonly diceModifications: number;
  /** False: the location is found, but the crew may land there next turn at the earliest. */
  readonly landThisTurn: boolean;
  /** False: no new location (the game is lost). */
  readonly newLocation: boolean;
  readonly gameLost: boolean;
}

/**
 * What a finished flight gives (§9.2, §9.3, §10 Time and After space combat, §11 Nano Skin).
 * Reading (kraken.flight-check): a flight is a success when the ship reaches the location without escaping or
 * retreating: an avoided combat keeps the Smuggle Goods bonus, but only a won combat gives the row's XP and
 * credits (there is no row without a combat). Nano Skin gives neither and loses the smuggle bonus, yet keeps
 * the dice modifications and the landing ("discover a new Location as usual").
 */
export function flightOutcome(flight: Flight, context: FlightContext): FlightOutcome | Refused {
  if (flight.stage !== 'done' || flight.end === null)
    return { refused: 'The flight is not over yet (kraken.flight-options).' };
  const end = flight.end;
  const plan = flight.plan;
  const mods = plannedDiceModifications(plan, context);
  const smuggle = plan.options.reduce((s, o) => s + FLIGHT_OPTION_RULES[o].successCredits, 0);
  const base = { end, paid: flight.paid, xp: 0, credits: 0, gameLost: false, newLocation: true };
  switch (end) {
    case 'won': {
      const xp = flight.sheet?.xp ?? 0;
      return { ...base, xp, credits: xp + smuggle, diceModifications: mods, landThisTurn: true };
    }
    case 'avoided':
      return { ...base, credits: smuggle, diceModifications: mods, landThisTurn: true };
    case 'safe-and-sound':
      return { ...base, diceModifications: mods, landThisTurn: false };
    case 'nano-skin':
      return { ...base, diceModifications: mods, landThisTurn: true };
    case 'escaped':
    case 'time-retreat':
      // §9.3 and §10 Time: no dice modifications (sensors included), no smuggle bonus, land next turn.
      return { ...base, diceModifications: 0, landThisTurn: false };
    case 'lost':
      return { ...base, diceModifications: 0, landThisTurn: false, newLocation: false, gameLost: true };
  }
}

/** The flight numbers a table must hold (for messages and checks). */
export const FLIGHT_NUMBERS: readonly number[] = Array.from(
  { length: FLIGHT_NUMBER_MAX - FLIGHT_NUMBER_MIN + 1 },
  (_, i) => FLIGHT_NUMBER_MIN + i,
);
