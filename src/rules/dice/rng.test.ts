import { describe, expect, it } from 'vitest';
import { nextUint32, rollDie, rollDieInPlace, rollSpec, seedRng } from './rng';
import { parseDice } from './notation';
import type { RngState } from './types';

function sequence(state: RngState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const step = nextUint32(s);
    out.push(step.value);
    s = step.state;
  }
  return out;
}

describe('seedable RNG', () => {
  it('gives the same sequence for the same seed', () => {
    expect(sequence(seedRng('kraken'), 50)).toEqual(sequence(seedRng('kraken'), 50));
  });

  it('gives different sequences for different seeds, even one letter apart', () => {
    expect(sequence(seedRng('a'), 10)).not.toEqual(sequence(seedRng('b'), 10));
    expect(sequence(seedRng(''), 10)).not.toEqual(sequence(seedRng(' '), 10));
  });

  it('keeps its state as plain uint32 numbers that survive JSON and continue identically', () => {
    let state = seedRng('json');
    for (let i = 0; i < 7; i++) state = nextUint32(state).state;
    for (const v of Object.values(state)) {
      expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
    }
    const copy = JSON.parse(JSON.stringify(state)) as RngState;
    expect(sequence(copy, 100)).toEqual(sequence(state, 100));
  });

  it('never mutates the state it is given', () => {
    const state = Object.freeze(seedRng('frozen'));
    const before = { ...state };
    nextUint32(state);
    rollDie(state, 6);
    rollSpec(state, parseDice('3D8 pool'));
    expect(state).toEqual(before);
  });

  it('produces uint32 values', () => {
    for (const v of sequence(seedRng('range'), 1000)) {
      expect(Number.isInteger(v) && v >= 0 && v <= 0xffffffff).toBe(true);
    }
  });
});

describe('rollDie', () => {
  it.each([2, 3, 4, 6, 8, 20])('covers every face of a d%i roughly evenly over 60 000 rolls', (sides) => {
    const counts = new Array<number>(sides + 1).fill(0);
    let state = seedRng(`uniform-${sides}`);
    const rolls = 60_000;
    for (let i = 0; i < rolls; i++) {
      const r = rollDie(state, sides);
      counts[r.face] = (counts[r.face] ?? 0) + 1;
      state = r.state;
    }
    expect(counts[0]).toBe(0);
    const expected = rolls / sides;
    for (let face = 1; face <= sides; face++) {
      // Loose bound: about six standard deviations for the d20, far more for smaller dice.
      expect(Math.abs((counts[face] ?? 0) - expected)).toBeLessThan(expected * 0.1);
    }
  });

  it('refuses impossible dice', () => {
    const state = seedRng('x');
    expect(() => rollDie(state, 0)).toThrow(/sides/);
    expect(() => rollDie(state, 2.5)).toThrow(/sides/);
  });
});

describe('rollSpec returns physical faces', () => {
  const state = seedRng('physical');
  it.each([
    ['d3', 1, 6],
    ['d4', 1, 4],
    ['d6', 1, 6],
    ['2d6', 2, 6],
    ['d8', 1, 8],
    ['2D8', 2, 8],
    ['d20', 1, 20],
    ['D44', 2, 4],
    ['5D8 pool', 5, 8],
  ] as const)('%s throws %i dice of %i sides', (text, count, sides) => {
    let s = state;
    for (let i = 0; i < 200; i++) {
      const r = rollSpec(s, parseDice(text));
      expect(r.faces).toHaveLength(count);
      for (const f of r.faces) expect(f >= 1 && f <= sides && Number.isInteger(f)).toBe(true);
      s = r.state;
    }
  });

  it('is reproducible from the same state', () => {
    expect(rollSpec(state, parseDice('3d6'))).toEqual(rollSpec(state, parseDice('3d6')));
  });
});

describe("rollDieInPlace (the fight simulator's RNG)", () => {
  it.each([2, 3, 6, 7, 20])(
    'throws the same d%i faces as rollDie from the same seed and ends in the same state',
    (sides) => {
      let state: RngState = seedRng('in-place');
      const mutable = { ...state };
      for (let i = 0; i < 2000; i++) {
        const roll = rollDie(state, sides);
        state = roll.state;
        expect(rollDieInPlace(mutable, sides)).toBe(roll.face);
      }
      expect(mutable).toEqual(state);
    },
  );
});
