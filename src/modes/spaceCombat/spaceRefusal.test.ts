import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { NOTHING_AROUND } from '../../game/presenter/presenter';
import { Session } from '../../game/session';
import { spaceCombatMode, spaceCombatPresenter } from './mode';
import { spaceCombatInput } from './setup';

/**
 * Space Kraken §10 (kraken.space-combat): a decision of another sub-phase is refused in the words of the
 * state the space-combat machine is in — which sub-phase, what it waits for, under which rule (issue 27) —
 * not from the rules' note of the pending step.
 */

const pack = samplePack();

function flightFour(): Session<typeof spaceCombatMode.machine> {
  const built = spaceCombatInput(pack, {
    hullId: [...pack.hulls.keys()][0] ?? '',
    fit: 'starter',
    flightNumber: 4,
    crew: [...pack.crewTemplates.keys()].slice(0, 4),
  });
  if (!built.ok) throw new Error(built.reason);
  return Session.start(
    spaceCombatMode,
    { mode: spaceCombatMode.id, seed: 'a', input: built.input },
    'manual',
  );
}

describe('a space combat’s refusals come from the state it is in', () => {
  it('refuses firing during the objectives with the sub-phase, what it waits for and its rule', () => {
    const session = flightFour();
    const snapshot = session.getSnapshot();
    expect(snapshot.value).toEqual({ objectives: 'choosing' });
    const why = spaceCombatPresenter.explainRefusal(snapshot, { type: 'fire', shots: [] }, NOTHING_AROUND);
    expect(why).not.toContain('not the decision waiting');
    expect(why).toContain('Firing');
    expect(why).toContain('sub-phase 2');
    expect(why).toContain('kraken.objective-check');
    expect(why).toContain('send unused crew at the next objective');
    // The session's refusal is the same sentence, and nothing is logged.
    const sent = session.send({ type: 'escape' });
    expect(sent.ok).toBe(false);
    if (!sent.ok)
      expect(sent.reason).toMatch(/^An escape try is not the step now: the space combat is in sub-phase 2/);
    expect(session.log).toHaveLength(0);
  });

  it('refuses a boarding order when no ship boards you, from the state', () => {
    const snapshot = flightFour().getSnapshot();
    const why = spaceCombatPresenter.explainRefusal(
      snapshot,
      { type: 'boarding.order', enemyUid: 'nobody' },
      NOTHING_AROUND,
    );
    expect(why).toContain('sub-phase 2');
    expect(why).toContain('kraken.objective-check');
  });

  it('still asks the rules when the state takes the decision (a crew member the ship does not have)', () => {
    const snapshot = flightFour().getSnapshot();
    const why = spaceCombatPresenter.explainRefusal(
      snapshot,
      { type: 'repair.try', crewIds: ['nobody'], target: { kind: 'sp' } },
      NOTHING_AROUND,
    );
    expect(why).not.toContain('not the step now');
    expect(why.length).toBeGreaterThan(0);
  });
});
