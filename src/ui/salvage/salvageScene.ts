import type { Board } from '../../rules/board/types';
import { levelFloorY } from '../../rules/board/types';
import { missionBoard } from '../../rules/salvage/mission/board';
import type { Mission } from '../../rules/salvage/mission/state';
import type { BoardLabel, BoardRing } from '../../scene/board/types';

/**
 * What the 3D board shows of a mission: the terrain as it stands, a figure per unit on the table, a label
 * per unit (Health, Alert state, conditions, salvage carried) and a ring per Noise marker. Presentation only.
 */
export interface SalvageScene {
  readonly board: Board;
  readonly labels: readonly BoardLabel[];
  readonly rings: readonly BoardRing[];
}

export const SIDE_COLORS: Readonly<Record<string, string>> = {
  attacker: '#4fa3ff',
  defender: '#ffb347',
  site: '#e0524a',
};

export function unitTag(m: Mission, id: string): string {
  const u = m.units.find((x) => x.id === id);
  if (u === undefined) return id;
  const bits = [`${u.health}/${u.maxHealth}♥`];
  if (m.stage.kind === 'boilerPhase' && m.stage.active === u.id) bits.push(`${u.power} PWR`);
  if (u.side === 'site')
    bits.push(
      u.status === 'mortallyWounded' ? (u.searched ? 'searched' : 'MW') : u.alert ? 'ALERT' : 'unalert',
    );
  else if (u.status === 'mortallyWounded') bits.push('MW');
  if (u.salvage.length > 0) bits.push(`${u.salvage.length}⛭`);
  if (u.conditions.length > 0) bits.push(u.conditions.join(','));
  return `${u.name} · ${bits.join(' · ')}`;
}

export function salvageScene(m: Mission): SalvageScene {
  // The theme's level-wide difficult ground is a rule, not a piece to draw or click.
  const rules = missionBoard(m);
  const board = { ...rules, terrain: rules.terrain.filter((p) => !p.id.startsWith('theme-')) };
  const spacing = board.levelSpacing;
  const labels: BoardLabel[] = m.units.flatMap((u) =>
    u.at === null
      ? []
      : [
          {
            id: `unit-${u.id}`,
            position: { x: u.at.x, y: levelFloorY(u.at.level, spacing) + 2.2, z: u.at.z },
            text: unitTag(m, u.id),
          },
        ],
  );
  const rings: BoardRing[] = m.noise.map((n, i) => ({
    id: `noise-${i}`,
    center: { x: n.at.x, y: levelFloorY(n.at.level, spacing) + 0.05, z: n.at.z },
    radius: 6,
    tone: 'range-long',
  }));
  return { board, labels, rings };
}
