import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { boardingMachine } from '../../../machines/kraken/space/boarding.machine';
import { NOTHING_AROUND } from '../../game/presenter/presenter';
import { boardingPresenter } from './mode';

/**
 * Space Kraken §10 phase 5 (kraken.boarding-loop): a decision of another step of the round is refused in
 * the words of the state the boarding machine is in (issue 27), not by the rules' own note of the step.
 */

const crew = (id: string) =>
  ({ id, name: id.toUpperCase(), hp: 10, condition: 'conscious', ranged: 3, melee: 3 }) as const;

function boardingTakingHits() {
  const actor = createActor(boardingMachine, {
    input: {
      side: 'you-board',
      crew: [crew('ann'), crew('bo')],
      enemyCrew: 4,
      abilities: [],
      enemyName: 'Pirate Skiff',
    },
  }).start();
  const request = actor.getSnapshot().context.diceRequest;
  if (request === null) throw new Error('The pools are not asked for.');
  // Your pool all 1s (no hit), theirs all 6s (two hits a die): nothing to cancel, their hits land.
  const faces = request.groups.map((g, i) => Array.from({ length: g.spec.count }, () => (i === 0 ? 1 : 6)));
  actor.send({ type: 'dice.answer', requestId: request.id, faces, source: 'manual' });
  return actor.getSnapshot();
}

describe('a boarding’s refusals come from the state it is in', () => {
  it('refuses cancelling hits while their hits land, with what the boarding waits for', () => {
    const snapshot = boardingTakingHits();
    expect(snapshot.matches({ round: 'takeHits' })).toBe(true);
    const why = boardingPresenter.explainRefusal(
      snapshot,
      { type: 'boarding.cancel', count: 1 },
      NOTHING_AROUND,
    );
    expect(why).toContain('Cancelling hits');
    expect(why).toContain('An enemy hit lands: choose who loses 4 HP');
  });

  it('still asks the rules when the state takes the decision (a crew member not in the fight)', () => {
    const snapshot = boardingTakingHits();
    const why = boardingPresenter.explainRefusal(
      snapshot,
      { type: 'boarding.hit', crewId: 'zed' },
      NOTHING_AROUND,
    );
    expect(why).not.toContain('An enemy hit lands');
    expect(why.length).toBeGreaterThan(0);
  });
});
