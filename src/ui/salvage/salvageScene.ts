import type { Board } from '../../rules/board/types';
import { levelFloorY } from '../../rules/board/types';
import { missionBoard } from '../../rules/salvage/mission/board';
import type { Mission } from '../../rules/salvage/mission/state';
import type { BoardLabel, BoardLine, BoardRing } from '../../scene/board/types';

/**
 * What the 3D board shows of a mission: the terrain as it stands, a figure per unit on the table, a label
 * per unit (Health, Alert state, conditions, salvage carried), a ring and a label per Noise marker (its 6"
 * reach), labels on the salvage sites and airlocks, the active unit's weapon ranges, and the deployment
 * zones while the crews deploy. Presentation only.
 */
export interface SalvageScene {
  readonly board: Board;
  readonly labels: readonly BoardLabel[];
  readonly rings: readonly BoardRing[];
  /** Deployment zones (during set-up), drawn as outlines on their level. */
  readonly lines: readonly BoardLine[];
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
            // Above the figure's 2" pick target and its rim as the iso camera sees it (0.8" radius × tan 35°):
            // the label, standing on this point, never covers the figure it names (issue 28).
            position: { x: u.at.x, y: levelFloorY(u.at.level, spacing) + 2.9, z: u.at.z },
            text: unitTag(m, u.id),
          },
        ],
  );
  const rings: BoardRing[] = m.noise.map((n, i) => ({
    id: `noise-${i}`,
    center: { x: n.at.x, y: levelFloorY(n.at.level, spacing) + 0.05, z: n.at.z },
    radius: 6,
    tone: 'noise',
  }));
  m.noise.forEach((n, i) => {
    labels.push({
      id: `noise-${i}`,
      position: { x: n.at.x, y: levelFloorY(n.at.level, spacing) + 0.3, z: n.at.z + 6 },
      text: 'Noise (6")',
    });
  });
  // Objectives: what is left to extract at each salvage site, and the airlocks out.
  for (const piece of m.content.board.terrain) {
    const y = levelFloorY(piece.level, spacing) + Math.max(piece.height, 0.2) + 0.6;
    if (piece.kind === 'salvage-site') {
      const site = m.sites.find((s) => s.id === piece.id);
      const left = 4 - (site?.extractions ?? 0);
      labels.push({
        id: `site-${piece.id}`,
        position: { x: piece.x, y, z: piece.z },
        text: left > 0 ? `Salvage · ${left} of 4 left` : 'Salvage · picked clean',
      });
    } else if (piece.kind === 'airlock') {
      const lock = m.airlocks.find((a) => a.id === piece.id);
      labels.push({
        id: `site-${piece.id}`,
        position: { x: piece.x, y, z: piece.z },
        text: lock?.locked === true ? 'Airlock · locked' : 'Airlock (exit)',
      });
    }
  }
  // The active unit's ranged weapon: half range (Powershot) and full range round it.
  const activeId = m.stage.kind === 'boilerPhase' ? m.stage.active : null;
  const active = activeId === null ? undefined : m.units.find((u) => u.id === activeId);
  const weapon = active?.gear
    .map((id) => m.content.gear.find((g) => g.id === id))
    .find((g) => g?.kind === 'weapon' && g.range !== undefined);
  if (active?.at != null && weapon?.range !== undefined) {
    const center = { x: active.at.x, y: levelFloorY(active.at.level, spacing) + 0.08, z: active.at.z };
    rings.push({ id: 'range-half', center, radius: weapon.range / 2, tone: 'range-short' });
    rings.push({ id: 'range-full', center, radius: weapon.range, tone: 'range-long' });
    labels.push({
      id: 'range',
      position: { ...center, z: center.z + weapon.range },
      text: `${weapon.name}: ${weapon.range}" (half ${weapon.range / 2}")`,
    });
  }
  const lines: BoardLine[] = [];
  if (m.stage.kind === 'setup') {
    for (const side of ['attacker', 'defender'] as const) {
      const company = m.companies[side];
      if (company === undefined) continue;
      const zone = m.content.mission.deployment[side];
      const y = levelFloorY(zone.level, spacing) + 0.06;
      const corners = [
        { x: zone.minX, y, z: zone.minZ },
        { x: zone.maxX, y, z: zone.minZ },
        { x: zone.maxX, y, z: zone.maxZ },
        { x: zone.minX, y, z: zone.maxZ },
      ];
      corners.forEach((from, i) => {
        const to = corners[(i + 1) % 4] ?? from;
        lines.push({ id: `zone-${side}-${i}`, from, to, tone: `zone-${side}` });
      });
      labels.push({
        id: `zone-${side}`,
        position: { x: (zone.minX + zone.maxX) / 2, y: y + 0.3, z: (zone.minZ + zone.maxZ) / 2 },
        text: `${company.name}: deploy here`,
      });
    }
  }
  return { board, labels, rings, lines };
}
