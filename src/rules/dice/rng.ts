import type { DiceSpec, RngState } from './types';
import { physicalDice } from './notation';

/**
 * A seedable generator whose whole state is four uint32 numbers. The state is game state: it is saved with
 * the game, sent over JSON and replayed, so every function here takes a state and hands back a new one
 * instead of hiding anything in a closure. The algorithm is sfc32 (Chris Doty-Humphrey's Small Fast
 * Counting generator), seeded through the cyrb128 string hash.
 */

const UINT32 = 0x1_0000_0000;

/** cyrb128: a fast 128-bit string hash; it spreads even near-identical seeds ("a", "b") far apart. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * One sfc32 step, advancing `state` in place and returning the output: the one place the generator's
 * arithmetic is written (`nextUint32` and `rollDieInPlace` both call it).
 */
function stepInPlace(state: MutableRngState): number {
  let { a, b, c, d } = state;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  state.a = a >>> 0;
  state.b = b >>> 0;
  state.c = c >>> 0;
  state.d = d >>> 0;
  return t >>> 0;
}

/** One sfc32 step. Every field of the returned state is a plain uint32, so JSON keeps it exactly. */
export function nextUint32(state: RngState): { value: number; state: RngState } {
  const next = { a: state.a, b: state.b, c: state.c, d: state.d };
  const value = stepInPlace(next);
  return { value, state: next };
}

/** The same seed text always gives the same sequence; the first outputs are thrown away to mix the hash. */
export function seedRng(seed: string): RngState {
  const [a, b, c, d] = cyrb128(seed);
  let state: RngState = { a, b, c, d };
  for (let i = 0; i < 15; i++) state = nextUint32(state).state;
  return state;
}

/**
 * A fair face from 1 to `sides`. Draws that fall in the uneven tail of the 2^32 range are redrawn
 * (rejection sampling), so no face is favoured, however many sides the die has.
 */
export function rollDie(state: RngState, sides: number): { face: number; state: RngState } {
  if (!Number.isInteger(sides) || sides < 1 || sides > UINT32) {
    throw new Error(`A die needs a whole number of sides from 1 to 2^32, not ${sides}.`);
  }
  const limit = UINT32 - (UINT32 % sides);
  let current = state;
  for (;;) {
    const step = nextUint32(current);
    current = step.state;
    if (step.value < limit) return { face: (step.value % sides) + 1, state: current };
  }
}

/** An RNG state a hot loop may advance in place (the fight simulator's own copy; never shared). */
export interface MutableRngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** A copy of an RNG state: to advance in place, or to hand out after a run (the copy is not shared). */
export function copyRng(state: RngState): MutableRngState {
  return { a: state.a, b: state.b, c: state.c, d: state.d };
}

/** Sets `into` to `from`, in place (a simulator reusing its compiled state for the next run). */
export function setRng(into: MutableRngState, from: RngState): void {
  into.a = from.a;
  into.b = from.b;
  into.c = from.c;
  into.d = from.d;
}

/**
 * `rollDie` advancing `state` in place: the same faces, in the same order, from the same state, without
 * allocating two objects per die (the fight simulator throws millions).
 */
export function rollDieInPlace(state: MutableRngState, sides: number): number {
  if (!Number.isInteger(sides) || sides < 1 || sides > UINT32) {
    throw new Error(`A die needs a whole number of sides from 1 to 2^32, not ${sides}.`);
  }
  const limit = UINT32 - (UINT32 % sides);
  for (;;) {
    const value = stepInPlace(state);
    if (value < limit) return (value % sides) + 1;
  }
}

/** Throws the physical dice of a spec (a d3 comes back as d6 faces, a D44 as two d4 faces). */
export function rollSpec(state: RngState, spec: DiceSpec): { faces: number[]; state: RngState } {
  const { count, sides } = physicalDice(spec);
  const faces: number[] = [];
  let current = state;
  for (let i = 0; i < count; i++) {
    const roll = rollDie(current, sides);
    faces.push(roll.face);
    current = roll.state;
  }
  return { faces, state: current };
}
