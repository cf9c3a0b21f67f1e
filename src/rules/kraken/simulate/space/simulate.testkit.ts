import type { SpaceCombat } from '../../space/combatTypes';
import { combatOf, crewMember, enemy, MINE, testRow, testShip } from '../../space/combat.testkit';

/**
 * A representative space combat for the space-odds bench and tests (the hand-made catalogue of
 * `combatFixtures.ts`, no pack read): a shielded, armoured ship with a Combat Bridge, Maneuver Engines,
 * Repair Drones, two Lasers and a Missile rack, four crew, against a crewed Pirate Skiff, a Mine and a
 * shielded Frigate, with two objectives and a timeline of Attack, Combat, Backup, Evading and Time.
 */
export function sampleSpaceCombat(): SpaceCombat {
  const row = testRow({
    timeline: [null, 'attack', 'combat', 'backup', 'evading', null, 'time'],
    objectives: [
      { attribute: 'tech', difficulty: 10 },
      { attribute: 'attack', difficulty: 12 },
    ],
    enemies: [enemy('Pirate Skiff', 10, 4, 3, 2, 1), MINE, enemy('Frigate', 15, 6, 4, 3, 2)],
  });
  const ship = testShip(
    'primary-shields',
    'armor',
    'combat-bridge',
    'maneuver-engines',
    'repair-drones',
    'laser',
    'laser',
    'missile',
  );
  const crew = [
    crewMember('ann', 5, { ranged: 4 }),
    crewMember('bo', 4, { melee: 4 }),
    crewMember('cy', 3, { charisma: 4 }),
    crewMember('di', 4, { ranged: 3, melee: 3 }),
  ];
  return combatOf(row, ship, crew);
}
