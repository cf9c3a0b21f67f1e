import type { Board } from '../../rules/board/types';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';
import { isActive } from '../../rules/kraken/crew/crew';
import { enemyName } from '../../rules/kraken/groundCombat/combatFlow';

/**
 * The tile the fight started on, as a small table for the 3D host: the crew in a row on one side, the
 * revealed enemies facing them, named as the log names them. Out-of-the-fight figures are left off.
 * Presentation only.
 */
export function fightBoard(fight: Fight): Board {
  const crew = fight.crew.filter(isActive);
  const enemies = fight.enemies.filter((e) => e.status === 'fighting');
  const width = Math.max(8, 2 * Math.max(crew.length, enemies.length) + 2);
  const row = (count: number, i: number) => width / 2 + (i - (count - 1) / 2) * 2;
  return {
    width,
    depth: 8,
    levelSpacing: 3,
    terrain: [],
    figures: [
      ...crew.map((c, i) => ({
        id: c.id,
        name: c.name,
        side: 'crew',
        level: 3 as const,
        x: row(crew.length, i),
        z: 6,
        baseDiameter: 1,
        height: 1.25,
        eyeHeight: 1.1,
      })),
      ...enemies.map((e, i) => ({
        id: e.uid,
        // Two enemies of one profile are told apart as the log and the choices name them ("Rust Hound 2").
        name: enemyName(fight, e.uid),
        side: 'enemy',
        level: 3 as const,
        x: row(enemies.length, i),
        z: 2,
        baseDiameter: e.role === 'primary' ? 1.5 : 1,
        height: e.role === 'primary' ? 1.8 : 1.25,
        eyeHeight: 1.1,
      })),
    ],
  };
}
