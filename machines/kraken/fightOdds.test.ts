import { describe, expect, it } from 'vitest';
import { estimateFight } from '../../src/rules/kraken/simulate';
import { fightStateOf } from '../../src/rules/kraken/simulateFromFight';
import { Driver, fightInput } from './groundCombat.testkit';

/** The live fight, mapped for the simulator, gives a sane and repeatable estimate at every stage. */
describe('odds of the rest of a live fight', () => {
  it('maps a fight after initiative and estimates it the same way twice', () => {
    const d = new Driver(fightInput());
    // Spawn dice until the initiative waits, then the crew wins initiative.
    for (let i = 0; i < 10 && !d.state.includes('initiative'); i++) d.roll(1);
    d.send({ type: 'initiative.roll' }).roll(6, 1);
    const state = fightStateOf(d.fight);
    expect(state.initiative).toBe('crew');
    expect(state.crew).toHaveLength(2);
    expect(state.enemies.length).toBeGreaterThan(0);
    const a = estimateFight(state, { runs: 300, seed: 'live-1' });
    const b = estimateFight(state, { runs: 300, seed: 'live-1' });
    expect(a).toEqual(b);
    expect(a.win).toBeGreaterThanOrEqual(0);
    expect(a.win).toBeLessThanOrEqual(1);
    expect(a.expectedHpLost).toBeGreaterThanOrEqual(0);
  });
});
