import { describe, expect, it } from 'vitest';
import { makeEnemy } from '../../src/rules/kraken/testkit/fixtures';
import { estimateFight } from '../../src/rules/kraken/simulate/simulate';
import { fightStateOf } from '../../src/rules/kraken/simulate/simulateFromFight';
import { Driver, fightInput, member } from './groundCombat.testkit';

/**
 * The odds of the rest of a live fight, checked against a fight small enough to solve by hand: one crew
 * member with 1 HP and bare fists (4+, 1 damage, never jams) against one 1-HP mite that always bites (4+,
 * 1 damage). The lone wolf (kraken.lone-wolf) acts first, twice a turn, and re-rolls one missed attack die:
 * the crew wins a turn with 1/2 + 1/2·1/2 + 1/4·1/2 = 7/8; else the mite knocks them out with 1/2; else the
 * same turn again (1/16). Win = 7/8 · Σ_{k<50} (1/16)^k = 14/15 · (1 − 16^−50) (a fight past 50 turns is
 * lost); HP lost = 1 · P(lost).
 */

const MITE = makeEnemy({
  id: 'mite',
  name: 'Mite',
  species: 'Beasts',
  level: 2,
  hp: 1,
  agility: 1,
  armor: 0,
  escape: null,
  weapons: [
    { name: 'Bite', kind: 'melee', hit: 4, damage: 1, attacks: 1, keywords: [], damageTypes: ['ML'] },
  ],
  actionTable: Array.from({ length: 6 }, () => ({
    action: 'Bites.',
    kind: 'attack' as const,
    weapon: 'Bite',
  })),
});

function duel(): Driver {
  const lone = { ...member('lone', 'Lone', { melee: 1, agility: 3 }, []), hp: 1 };
  const d = new Driver(fightInput({ crew: [lone], enemyProfiles: [MITE] }));
  // Spawn dice (no reaction, no minion); the lone wolf then wins the initiative without a roll.
  for (let i = 0; i < 10 && d.snap.context.diceRequest !== null; i++) d.roll(1);
  return d;
}

describe('odds of the rest of a live fight', () => {
  it('maps the duel as the rules left it', () => {
    const state = fightStateOf(duel().fight);
    expect(state.initiative).toBe('crew');
    expect(state.crew.map((m) => m.hp)).toEqual([1]);
    expect(state.enemies.map((e) => `${e.profile.name}:${e.hp}`)).toEqual(['Mite:1']);
  });

  it('estimates the duel within its statistical error of the exact 14/15, the same way twice', () => {
    const state = fightStateOf(duel().fight);
    const runs = 20_000;
    const exact = (14 / 15) * (1 - 16 ** -50);
    const a = estimateFight(state, { runs, seed: 'duel-1' });
    expect(estimateFight(state, { runs, seed: 'duel-1' })).toEqual(a);
    // Four standard errors of a share over 20 000 runs (≈ 0.007): a wrong rule moves it by far more (no
    // re-roll, or a single activation: 6/7, −0.076; neither: 2/3).
    const se = Math.sqrt((exact * (1 - exact)) / runs);
    expect(Math.abs(a.win - exact)).toBeLessThan(4 * se);
    expect(Math.abs(a.expectedHpLost - (1 - exact))).toBeLessThan(4 * se);
    expect(a.win + a.lose).toBeCloseTo(1, 12);
  });
});
