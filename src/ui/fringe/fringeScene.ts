import type { Board } from '../../rules/board/types';
import { levelFloorY, standingY } from '../../rules/board/types';
import { battleBoard } from '../../rules/fringe/geometry';
import { carried } from '../../rules/fringe/lookup';
import type { Battle, Fighter } from '../../rules/fringe/types';
import { shoots } from '../../rules/fringe/weapons';
import type { BoardLabel, BoardRing } from '../../scene/board/types';

/**
 * What the depth board shows of a Fringe battle: every figure on the table with a label (name, Stun
 * markers, Luck), the Notable sights still to take, and the acting figure's weapon ranges. Presentation only.
 */
export interface FringeScene {
  readonly board: Board;
  readonly labels: readonly BoardLabel[];
  readonly rings: readonly BoardRing[];
}

export const FRINGE_SIDE_COLORS: Readonly<Record<string, string>> = { a: '#4fa3ff', b: '#e0524a' };

const SIGHT_WORDS: Readonly<Record<string, string>> = {
  documentation: 'Documentation',
  'loot-cache': 'Loot cache',
  'shiny-bits': 'Shiny bits',
  'peculiar-item': 'Peculiar item',
  'curious-item': 'Curious item',
  'person-of-interest': 'Person of interest',
};

/** A figure's label: its name, Stun markers and Luck. */
export function figureTag(f: Fighter): string {
  const bits = [f.name];
  if (f.stun > 0) bits.push(`Stun ${'●'.repeat(f.stun)}`);
  if (f.luck > 0) bits.push(`Luck ${f.luck}`);
  return bits.join(' · ');
}

export function activeFigure(b: Battle): Fighter | null {
  const id = b.stage.kind === 'round' ? b.stage.activation?.figureId : undefined;
  return b.fighters.find((f) => f.id === id) ?? null;
}

/** Inches above where a figure stands that its name label stands (see the figure labels below). */
const LABEL_RISE = 3.3;

export function fringeScene(b: Battle): FringeScene {
  const board = battleBoard(b);
  const spacing = board.levelSpacing;
  const labels: BoardLabel[] = [];
  for (const f of b.fighters) {
    if (f.at === null || f.out !== null) continue;
    labels.push({
      id: `fig-${f.id}`,
      // Above the figure's pick target (2.4" tall, 2.4" across) and its rim as the iso camera sees it (1.2" ×
      // tan 35°): the label, standing on this point, never covers the figure it names (issue 28).
      position: { x: f.at.x, y: standingY(f.at, spacing) + LABEL_RISE, z: f.at.z },
      text: figureTag(f),
    });
  }
  const rings: BoardRing[] = [];
  for (const s of b.sights) {
    if (s.takenBy !== null) continue;
    const y = levelFloorY(s.level, spacing) + 0.06;
    rings.push({ id: `sight-${s.id}`, center: { x: s.x, y, z: s.z }, radius: 0.5, tone: 'noise' });
    labels.push({
      id: `sight-${s.id}`,
      position: { x: s.x, y: y + 0.8, z: s.z },
      text: SIGHT_WORDS[s.kind] ?? s.kind,
    });
  }
  const active = activeFigure(b);
  const weapon =
    active === null ? undefined : carried(b, active).find((w) => shoots(w) && !active.emptied.includes(w.id));
  if (active?.at != null && weapon !== undefined) {
    const center = { x: active.at.x, y: standingY(active.at, spacing) + 0.08, z: active.at.z };
    rings.push({ id: 'range-half', center, radius: weapon.range / 2, tone: 'range-short' });
    rings.push({ id: 'range-full', center, radius: weapon.range, tone: 'range-long' });
  }
  return { board, labels, rings };
}
