import type { DemoHighlight } from '../../content/schemas/demo';
import {
  distanceBetween,
  eyeY,
  lineOfSight,
  standingY,
  type Board,
  type BoardPoint,
  type Figure,
  type Level,
  type Vec3,
} from '../../rules/board';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { BoardLabel, BoardLine, BoardRing, LevelVisibility } from './types';

/** A demo's highlights as the depth board draws them: lines, rings, labels, figures and pieces to light up. */
export interface BoardMarks {
  readonly lines: readonly BoardLine[];
  readonly rings: readonly BoardRing[];
  readonly labels: readonly BoardLabel[];
  readonly figures: readonly string[];
  readonly terrain: readonly string[];
  /** The level a mark shows alone (the others faded), or null. */
  readonly levels: LevelVisibility | null;
}

const LIFT = 0.12;
const inches = (n: number) => `${Number(n.toFixed(1))}"`;

function pointOf(
  board: Board,
  at: string | BoardPoint,
): { readonly point: BoardPoint; readonly figure?: Figure } | null {
  if (typeof at !== 'string') return { point: at };
  const figure = board.figures.find((f) => f.id === at);
  return figure === undefined ? null : { point: figure, figure };
}

function lifted(board: Board, p: BoardPoint, up = LIFT): Vec3 {
  return { x: p.x, y: standingY(p, board.levelSpacing) + up, z: p.z };
}

/**
 * Works out the marks from the board the scene draws: a line of sight is graded by the rules
 * (`lineOfSight`) and a distance measured by them (`distanceBetween`, true 3D), so the table never shows a
 * number the rules would not give. Marks naming a figure that is not on the board are left out.
 */
export function boardMarks(board: Board, highlights: readonly DemoHighlight[]): BoardMarks {
  const lines: BoardLine[] = [];
  const rings: BoardRing[] = [];
  const labels: BoardLabel[] = [];
  const figures: string[] = [];
  const terrain: string[] = [];
  let levels: LevelVisibility | null = null;
  highlights.forEach((h, i) => {
    const id = `demo-${i}`;
    switch (h.on) {
      case 'figure':
        for (const f of h.ids) {
          const at = pointOf(board, f);
          if (at === null) continue;
          figures.push(f);
          rings.push({ id: `${id}-${f}`, center: lifted(board, at.point), radius: 1.2, tone: 'highlight' });
        }
        return;
      case 'ring': {
        const at = pointOf(board, h.at);
        if (at === null) return;
        rings.push({ id, center: lifted(board, at.point), radius: h.radius, tone: 'highlight' });
        const c = lifted(board, at.point, 0.4);
        labels.push({ id, position: { ...c, x: c.x + h.radius }, text: h.label ?? inches(h.radius) });
        return;
      }
      case 'sight': {
        const viewer = board.figures.find((f) => f.id === h.from);
        const target = board.figures.find((f) => f.id === h.to);
        if (viewer === undefined || target === undefined) return;
        const result = lineOfSight(board, viewer, target);
        const from = { x: viewer.x, y: eyeY(viewer, board.levelSpacing), z: viewer.z };
        const to = {
          x: target.x,
          y: standingY(target, board.levelSpacing) + target.height * 0.6,
          z: target.z,
        };
        lines.push({ id, from, to, tone: result.verdict });
        figures.push(viewer.id, target.id, ...result.figuresCrossing);
        terrain.push(...result.blockers, ...result.coverBy);
        const verdict =
          result.verdict === 'clear' ? 'in sight' : result.verdict === 'cover' ? 'in cover' : 'out of sight';
        labels.push({
          id,
          position: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 + 0.3, z: (from.z + to.z) / 2 },
          text: `${verdict} · ${inches(result.distance)}`,
        });
        return;
      }
      case 'distance': {
        const a = pointOf(board, h.from);
        const b = pointOf(board, h.to);
        if (a === null || b === null) return;
        const from = lifted(board, a.point);
        const to = lifted(board, b.point);
        const d = distanceBetween(a.point, b.point, board.levelSpacing);
        lines.push({ id, from, to, tone: 'ruler' });
        if (d.vertical > 0.05) {
          // The parts of a 3D distance: across the table, then up or down.
          const corner = { x: to.x, y: from.y, z: to.z };
          lines.push({ id: `${id}-across`, from, to: corner, tone: 'highlight' });
          lines.push({ id: `${id}-up`, from: corner, to, tone: 'highlight' });
        }
        labels.push({
          id,
          position: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 + 0.4, z: (from.z + to.z) / 2 },
          text:
            d.vertical > 0.05
              ? `${inches(d.total)} (${inches(d.horizontal)} across, ${inches(d.vertical)} ${to.y > from.y ? 'up' : 'down'})`
              : inches(d.total),
        });
        return;
      }
      case 'area': {
        const y = standingY({ x: h.x, z: h.z, level: h.level }, board.levelSpacing) + LIFT;
        const x0 = h.x - h.width / 2;
        const x1 = h.x + h.width / 2;
        const z0 = h.z - h.depth / 2;
        const z1 = h.z + h.depth / 2;
        const corners: Vec3[] = [
          { x: x0, y, z: z0 },
          { x: x1, y, z: z0 },
          { x: x1, y, z: z1 },
          { x: x0, y, z: z1 },
        ];
        corners.forEach((c, k) => {
          const next = corners[(k + 1) % corners.length] ?? c;
          lines.push({ id: `${id}-${k}`, from: c, to: next, tone: 'highlight' });
        });
        if (h.label !== undefined)
          labels.push({ id, position: { x: h.x, y: y + 0.4, z: h.z }, text: h.label });
        return;
      }
      case 'level': {
        const shown = (l: Level) => (l === h.level ? 'shown' : 'faded');
        levels = { 1: shown(1), 2: shown(2), 3: shown(3) };
        labels.push({
          id,
          position: { x: 1, y: standingY({ x: 1, z: 1, level: h.level }, board.levelSpacing) + 0.5, z: 1 },
          text: LEVEL_NAMES[h.level],
        });
        return;
      }
      default:
        // Tiles belong to tile maps; stats, buttons, odds and the prompt to the panels.
        return;
    }
  });
  return { lines, rings, labels, figures, terrain, levels };
}
