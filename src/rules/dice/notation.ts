import type { DiceSpec, DieKind } from './types';

/**
 * Dice notation as the three rulebooks write it, and the link between a spec and the dice a player
 * actually throws. A d3 does not exist on the table: Space Kraken's random '?' values are a d6 halved,
 * rounded up (§4 "Always round up"), so a d3 is thrown as a d6 and read 1,1,2,2,3,3.
 */

/** The most dice one group may hold: the salvage pools top out around a dozen D8. */
export const MAX_DICE = 12;

const SIDES: Readonly<Record<DieKind, number>> = { d3: 3, d4: 4, d6: 6, d8: 8, d20: 20 };
const KINDS: ReadonlyMap<number, DieKind> = new Map(
  (Object.entries(SIDES) as [DieKind, number][]).map(([kind, sides]) => [sides, kind]),
);

/** Sides of the face a die kind is read as (3 for a d3, though it is thrown as a d6). */
export function readSides(die: DieKind): number {
  return SIDES[die];
}

/** What lands on the table: a d3 is a d6, a D44 is two d4, anything else is count dice of its kind. */
export function physicalDice(spec: DiceSpec): { count: number; sides: number } {
  if (spec.read === 'd44') return { count: 2, sides: 4 };
  if (spec.die === 'd3') return { count: spec.count, sides: 6 };
  return { count: spec.count, sides: SIDES[spec.die] };
}

/** Null when the spec is one the games use, else a sentence saying what is wrong with it. */
export function specProblem(spec: DiceSpec): string | null {
  if (!(spec.die in SIDES)) return `There is no die called ${spec.die}.`;
  if (spec.read === 'd44') {
    return spec.die === 'd4' && spec.count === 2 ? null : 'A D44 is two d4 (count 2, die d4).';
  }
  if (spec.read === 'pool') {
    // Salvage pools are D8; Space Kraken's boarding pools are d6 (4–5 one hit, 6 two).
    if (spec.die !== 'd8' && spec.die !== 'd6') return 'Dice pools are rolled with D8 or d6 only.';
    // A pool may be empty: a unit with no Armour throws no defence dice and scores nothing.
    if (!Number.isInteger(spec.count) || spec.count < 0 || spec.count > MAX_DICE) {
      return `A pool holds 0 to ${MAX_DICE} dice, not ${spec.count}.`;
    }
    return null;
  }
  if (!Number.isInteger(spec.count) || spec.count < 1 || spec.count > MAX_DICE) {
    return `A roll adds 1 to ${MAX_DICE} dice, not ${spec.count}.`;
  }
  return null;
}

const NOTATION = /^(\d*)\s*d\s*(\d+)\s*(pool)?$/i;

/**
 * Reads 'd6', '2d6', '2D8', 'D44', 'd3', '3D8 pool', '3 D8 pool', '4d6 pool'. The letter may be either case; a
 * count without 'pool' is a sum. Throws an Error that says what was expected.
 */
export function parseDice(text: string): DiceSpec {
  const trimmed = text.trim();
  const match = NOTATION.exec(trimmed);
  if (match === null) {
    throw new Error(`"${text}" is not dice notation: write something like d6, 2d6, D44 or 3D8 pool.`);
  }
  const [, countText = '', sidesText = '', poolWord] = match;
  const count = countText === '' ? 1 : Number(countText);
  const sides = Number(sidesText);
  const isPool = poolWord !== undefined;
  if (count < 1) throw new Error(`"${text}" throws no dice: the count must be at least 1.`);
  if (count > MAX_DICE) throw new Error(`"${text}" throws ${count} dice; at most ${MAX_DICE} are allowed.`);
  if (sides === 44) {
    if (isPool || countText !== '') throw new Error(`"${text}": a D44 is rolled on its own; write D44.`);
    return { count: 2, die: 'd4', read: 'd44' };
  }
  const die = KINDS.get(sides);
  if (die === undefined) {
    throw new Error(`"${text}": these games use d3, d4, d6, d8, d20 and D44, not d${sides}.`);
  }
  if (isPool && die !== 'd8' && die !== 'd6')
    throw new Error(`"${text}": dice pools are rolled with D8 or d6 only.`);
  return { count, die, read: isPool ? 'pool' : 'sum' };
}

/** Back to text; D8 keeps the capital the salvage rules use, so '2D8' and '3D8 pool' round-trip. */
export function formatDice(spec: DiceSpec): string {
  if (spec.read === 'd44') return 'D44';
  const letter = spec.die === 'd8' ? 'D' : 'd';
  const sides = SIDES[spec.die];
  if (spec.read === 'pool') return `${spec.count}${letter}${sides} pool`;
  return `${spec.count === 1 ? '' : String(spec.count)}${letter}${sides}`;
}

/** Null when the faces could have come from throwing this spec, else a sentence naming the problem. */
export function validateFaces(spec: DiceSpec, faces: readonly number[]): string | null {
  const problem = specProblem(spec);
  if (problem !== null) return problem;
  const { count, sides } = physicalDice(spec);
  if (faces.length !== count) {
    return `Expected ${count} ${count === 1 ? 'die' : 'dice'}, got ${faces.length}.`;
  }
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > sides) {
      const note = spec.die === 'd3' ? ' (a d3 is thrown as a d6)' : '';
      return `Face ${face} is not on a d${sides}${note}.`;
    }
  }
  return null;
}

/** Reads one face of a kind: a d3 face is the d6 face halved, rounded up (Space Kraken §4). */
export function readFace(die: DieKind, face: number): number {
  return die === 'd3' ? Math.ceil(face / 2) : face;
}

/**
 * The reading of physical faces: the sum (d3 faces halved, rounded up, each), tens × 10 + units for a
 * D44, and for a pool just how many dice were thrown (pools are judged in pool.ts). Throws on faces that
 * `validateFaces` refuses.
 */
export function readFaces(spec: DiceSpec, faces: readonly number[]): number {
  const problem = validateFaces(spec, faces);
  if (problem !== null) throw new Error(problem);
  if (spec.read === 'pool') return faces.length;
  if (spec.read === 'd44') return (faces[0] ?? 0) * 10 + (faces[1] ?? 0);
  return faces.reduce((total, face) => total + readFace(spec.die, face), 0);
}
