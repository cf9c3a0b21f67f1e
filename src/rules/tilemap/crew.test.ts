import { describe, expect, it } from 'vitest';
import { damageCrew } from './crew';
import type { ExplorationCrew } from './types';

const member = (armor: number): ExplorationCrew => ({
  id: 'a',
  name: 'A',
  hp: 6,
  maxHp: 6,
  agility: 3,
  tech: 3,
  armor,
  conscious: true,
  alive: true,
});

describe('damage on the map (mines, laser barriers)', () => {
  it('takes the armour off and rounds a half point up, as the ground combat does (§4 Always round up)', () => {
    // A 2-damage blast against a 0.5 helmet: 1.5 rounds up to 2, so HP stays whole.
    const hit = damageCrew([member(0.5)], 'a', 2, { armor: true });
    expect(hit.crew[0]?.hp).toBe(4);
    expect(hit.change.amount).toBe(2);
    expect(damageCrew([member(1.5)], 'a', 5, { armor: true }).crew[0]?.hp).toBe(2);
    expect(damageCrew([member(3)], 'a', 2, { armor: true }).crew[0]?.hp).toBe(6);
  });
});
