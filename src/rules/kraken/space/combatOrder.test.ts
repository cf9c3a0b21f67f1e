import { describe, expect, it } from 'vitest';
import { DONE, HOLD_FIRE, MINE, STAY, combatOf, play, testRow, testShip } from './combat.testkit';
import { applyDecision } from './combatFlow';
import { SPACE_PHASES, phaseAfter } from './combatOrder';
import { goOn } from './combatWalk';

/**
 * Space Kraken §10: the turn's order is one list (issue 27). A phase's last step says only that the phase
 * is finished; the next phase comes from the list, which the machine's chart and the simulators both read.
 */

describe('the order of a space combat turn (§10)', () => {
  it('is the seven sub-phases, phase 7 leading back to phase 1, the set-up into phase 1', () => {
    expect(SPACE_PHASES).toEqual([
      'timeline',
      'objectives',
      'fire',
      'enemy-fire',
      'boarding',
      'escape',
      'recharge',
    ]);
    expect(SPACE_PHASES.map(phaseAfter)).toEqual([...SPACE_PHASES.slice(1), 'timeline']);
    expect(phaseAfter('setup')).toBe('timeline');
    expect(() => phaseAfter('over')).toThrow();
  });

  it('has each phase’s last decision finish its own phase, not name the next one', () => {
    const row = testRow({ objectives: [{ attribute: 'tech', difficulty: 9 }] });
    let c = combatOf(row, testShip('laser'));
    expect(c.phase).toBe('objectives');
    const done = applyDecision(c, DONE);
    expect(done.phase).toBe('objectives');
    expect(done.pending).toEqual({ kind: 'open' });
    expect(goOn(done).phase).toBe('fire');

    c = play(c, DONE);
    const held = applyDecision(c, HOLD_FIRE);
    expect(held.phase).toBe('fire');
    expect(held.pending).toEqual({ kind: 'open' });
  });

  it('walks a turn through every phase in the list’s order, the ones with nothing to ask too', () => {
    const row = testRow({ objectives: [{ attribute: 'tech', difficulty: 9 }], enemies: [MINE] });
    let c = combatOf(row, testShip('laser'));
    const seen: string[] = [c.phase];
    c = play(c, DONE, HOLD_FIRE);
    expect(c.phase).toBe('enemy-fire');
    seen.push(c.phase);
    // The Mine misses; boarding passes through (a Mine has no crew to board); escape asks.
    c = play(c, 1);
    seen.push(c.phase);
    expect(c.pending).toEqual({ kind: 'decide', step: 'escape' });
    const stayed = applyDecision(c, STAY);
    expect(stayed.phase).toBe('escape');
    c = goOn(stayed);
    seen.push(c.phase);
    expect(seen).toEqual(['objectives', 'enemy-fire', 'escape', 'objectives']);
    expect(c.turn).toBe(2);
  });
});
