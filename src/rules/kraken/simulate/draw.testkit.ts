import type { RngState } from '../../dice/types';
import { rollDie, seedRng } from '../../dice/rng';

/** A small seeded chooser over the project's dice, for the random fights and combats of the tests. */
export class Draw {
  private rng: RngState;
  constructor(seed: string) {
    this.rng = seedRng(seed);
  }
  /** 0..n−1. */
  int(n: number): number {
    if (n <= 1) return 0;
    const roll = rollDie(this.rng, n);
    this.rng = roll.state;
    return roll.face - 1;
  }
  chance(p: number): boolean {
    return this.int(1000) < p * 1000;
  }
  of<T>(list: readonly T[]): T {
    const value = list[this.int(list.length)];
    if (value === undefined) throw new Error('Nothing to draw from.');
    return value;
  }
}
