import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  TEST_HULL,
  TEST_SYSTEMS,
  crewMember,
  enemy,
  testRow,
  testShip,
} from '../../../src/rules/kraken/space/combat.testkit';
import { spaceCombatMachine } from './spaceCombat.machine';

/**
 * Space Kraken §10 phase 1, the Combat command, and "After Boarding Combat": an enemy ship with at least 4
 * crew boards a ship whose shields are at 3 or less; boarded and every die lost, the game is lost. A crew
 * with nobody conscious aboard has no die to start with: the boarding is lost at once (it used to throw, and
 * the campaign stood on the flight number's d3 with nothing to choose).
 */
describe('a boarding nobody aboard can fight', () => {
  it('loses the combat to the boarders at once, with no boarding machine started', () => {
    const row = testRow({ timeline: ['combat'], enemies: [enemy('Raider', 9, 6, 2)] });
    const actor = createActor(spaceCombatMachine, {
      input: {
        row,
        ship: testShip('laser'),
        systems: TEST_SYSTEMS,
        hulls: [TEST_HULL],
        crew: [
          crewMember('ann', 5, { hp: 0, conscious: false }),
          crewMember('bo', 4, { hp: 0, conscious: false }),
        ],
      },
    });
    actor.start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output?.outcome).toBe('lost');
    expect(snapshot.context.combat.endedBy).toBe('boarded');
    actor.stop();
  });

  it('still fights the boarding when one crew member can defend the ship', () => {
    const row = testRow({ timeline: ['combat'], enemies: [enemy('Raider', 9, 6, 2)] });
    const actor = createActor(spaceCombatMachine, {
      input: {
        row,
        ship: testShip('laser'),
        systems: TEST_SYSTEMS,
        hulls: [TEST_HULL],
        crew: [crewMember('ann', 5, { hp: 0, conscious: false }), crewMember('bo', 4)],
      },
    });
    actor.start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ timeline: { boarders: 'fighting' } })).toBe(true);
    actor.stop();
  });
});
