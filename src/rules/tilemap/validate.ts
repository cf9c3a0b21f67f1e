import { inspectTileMap, type TileMapSource } from '../../content/tilemap/grid';
import type { MapElementType } from '../../content/tilemap/legend';
import { neighbours, reachable } from './graph';
import { DIRECTION_STEP, buildGraph, cellAt, elementsOf, type Space, type TileMapGraph } from './spaces';
import { portalsOf } from './teleportal';
import type { CellPos, SpaceId } from './types';

/**
 * Refuses a tile map the exploration rules could not play, naming the cell (or border) each problem is
 * about. The content schema already checks the spelling of a map (row lengths, codes, declared areas);
 * this checks that the map makes sense to walk: an entrance and an exit, exits reachable, areas in one
 * piece, passages that stand between two spaces, teleportals with a partner. Errors make a map unplayable;
 * warnings point at something odd but legal.
 */

export interface MapIssue {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly cell?: CellPos;
  /** Index in the map's `borders`. */
  readonly border?: number;
}

const PASSAGES: readonly MapElementType[] = [
  'bulkhead',
  'door',
  'automatic-door',
  'safety-bulkhead',
  'hull-breach',
  'obstacle',
];
const PASSAGE_BORDERS = ['door', 'automatic-door', 'bulkhead', 'safety-bulkhead', 'obstacle'];

const at = ([x, y]: CellPos) => `(${x}, ${y})`;
const label = (type: string) => type.replace(/-/g, ' ');

function error(message: string, cell?: CellPos): MapIssue {
  return cell === undefined ? { severity: 'error', message } : { severity: 'error', message, cell };
}

function warning(message: string, cell?: CellPos): MapIssue {
  return cell === undefined ? { severity: 'warning', message } : { severity: 'warning', message, cell };
}

/** The cells of an area split into side-to-side connected pieces. */
function pieces(cells: readonly CellPos[]): CellPos[][] {
  const left = new Map(cells.map((c) => [`${c[0]},${c[1]}`, c]));
  const found: CellPos[][] = [];
  for (const start of cells) {
    if (!left.delete(`${start[0]},${start[1]}`)) continue;
    const piece: CellPos[] = [start];
    for (let i = 0; i < piece.length; i += 1) {
      const [x, y] = piece[i] ?? start;
      for (const [dx, dy] of Object.values(DIRECTION_STEP)) {
        const key = `${x + dx},${y + dy}`;
        const cell = left.get(key);
        if (cell !== undefined && left.delete(key)) piece.push(cell);
      }
    }
    found.push(piece);
  }
  return found;
}

function checkSpaces(graph: TileMapGraph, issues: MapIssue[]): void {
  for (const space of graph.spaces.values()) {
    if (space.kind === 'area') {
      const parts = pieces(space.cells);
      const second = parts[1]?.[0];
      if (second !== undefined) {
        issues.push(
          error(
            `Area "${space.area ?? ''}" is in ${parts.length} separate pieces; the piece at ${at(second)} needs a key of its own.`,
            second,
          ),
        );
      }
      for (const item of space.elements) {
        if (PASSAGES.includes(item.element.type)) {
          issues.push(
            error(
              `${at(item.cell)}: a ${label(item.element.type)} cannot belong to area "${space.area ?? ''}"; it needs a tile of its own between spaces.`,
              item.cell,
            ),
          );
        }
      }
      continue;
    }
    const passages = space.elements.filter((item) => PASSAGES.includes(item.element.type));
    const cell = space.cells[0];
    if (passages.length > 1 && cell !== undefined) {
      issues.push(
        error(
          `${at(cell)} carries ${passages.map((p) => p.element.code).join(' and ')}; a tile can be only one kind of passage.`,
          cell,
        ),
      );
    }
  }
}

function checkAutomaticDoors(graph: TileMapGraph, issues: MapIssue[]): void {
  for (const space of graph.spaces.values()) {
    for (const door of elementsOf(space, 'automatic-door')) {
      const face = door.element.enteredFrom;
      if (face === undefined) continue;
      const [dx, dy] = DIRECTION_STEP[face];
      const [x, y] = door.cell;
      const beyond = graph.spaceAt[y + dy]?.[x + dx] ?? null;
      if (beyond === null) {
        issues.push(
          error(
            `${at(door.cell)}: automatic door ${door.element.code} opens from its ${face} side, where there is no space to come from.`,
            door.cell,
          ),
        );
      }
    }
  }
}

function checkBorders(graph: TileMapGraph, issues: MapIssue[]): void {
  for (const border of graph.borders) {
    if (!PASSAGE_BORDERS.includes(border.type)) continue;
    for (const edge of graph.grid.edges.values()) {
      if (edge.border !== border.index) continue;
      const [a, b]: [CellPos, CellPos] =
        edge.orientation === 'horizontal'
          ? [
              [edge.x, edge.y - 1],
              [edge.x, edge.y],
            ]
          : [
              [edge.x - 1, edge.y],
              [edge.x, edge.y],
            ];
      const sa = graph.spaceAt[a[1]]?.[a[0]] ?? null;
      const sb = graph.spaceAt[b[1]]?.[b[0]] ?? null;
      if (sa === null || sb === null) {
        const blocked = sa === null ? a : b;
        const what =
          cellAt(graph.grid, blocked[0], blocked[1])?.kind === 'void'
            ? 'a void'
            : 'a solid wall or the map’s edge';
        issues.push({
          severity: 'error',
          message: `Border ${border.index} (a ${label(border.type)}) runs against ${what} at ${at(blocked)}; the team could never pass through it there.`,
          cell: blocked,
          border: border.index,
        });
        break;
      }
      if (sa === sb) {
        issues.push({
          severity: 'error',
          message: `Border ${border.index} (a ${label(border.type)}) runs inside one area at ${at(b)}; an area is a single space, so nothing can stand between its own cells.`,
          cell: b,
          border: border.index,
        });
        break;
      }
    }
  }
}

function checkPortals(graph: TileMapGraph, issues: MapIssue[]): void {
  const portals = portalsOf(graph);
  const cellOf = (space: SpaceId) => graph.spaces.get(space)?.cells[0];
  for (const portal of portals) {
    const same = portals.filter((p) => p.number === portal.number);
    const cell = cellOf(portal.space);
    if (portals.length === 1) {
      issues.push(
        error(
          `${cell === undefined ? 'The' : `${at(cell)}: the`} only teleportal on the map (TP${portal.number}) has no partner and could only send the team back to itself.`,
          cell,
        ),
      );
    } else if (same.length > 2 && same[0]?.space === portal.space) {
      issues.push(
        error(
          `${same.length} teleportals share the number ${portal.number}; portals pair up two by two.`,
          cell,
        ),
      );
    } else if (same.length === 1) {
      issues.push(
        warning(
          `${cell === undefined ? '' : `${at(cell)}: `}teleportal TP${portal.number} has no partner; its target will be picked with a d6.`,
          cell,
        ),
      );
    }
  }
}

function firstCell(space: Space | undefined): CellPos | undefined {
  return space?.cells[0];
}

function checkReach(graph: TileMapGraph, issues: MapIssue[]): void {
  const entrances = [...graph.spaces.values()].filter((s) => elementsOf(s, 'entrance').length > 0);
  const exits = [...graph.spaces.values()].filter((s) => elementsOf(s, 'exit').length > 0);
  if (entrances.length === 0)
    issues.push(error('The map has no entrance ">": the team could never arrive on it.'));
  if (exits.length === 0)
    issues.push(
      error('The map has no exit "EX": the team could never move on from it, nor solve the location on it.'),
    );
  if (entrances.length === 0) return;
  const allOpen = [...graph.bulkheads.keys()];
  const hasBoss = [...graph.elements.values()].some((item) => item.element.type === 'boss');
  const seen = new Set<SpaceId>();
  for (const entrance of entrances) {
    const open = neighbours(
      graph,
      { openBulkheads: allOpen, bossesAlive: false, enteredFrom: null },
      entrance.id,
    );
    const cell = firstCell(entrance);
    if (!open.some((n) => n.open)) {
      issues.push(
        error(
          `${cell === undefined ? 'An' : `${at(cell)}: this`} entrance leads nowhere; the team could not make its first move.`,
          cell,
        ),
      );
    }
    for (const id of reachable(graph, { openBulkheads: allOpen, bossesAlive: false }, entrance.id))
      seen.add(id);
  }
  for (const space of graph.spaces.values()) {
    if (seen.has(space.id)) continue;
    for (const item of space.elements) {
      const type = item.element.type;
      if (type === 'exit' || type === 'exit-location') {
        issues.push(
          error(
            `${at(item.cell)}: ${type === 'exit' ? 'exit EX' : 'exit location /'} cannot be reached from any entrance, even with every bulkhead open.`,
            item.cell,
          ),
        );
      } else if (type !== 'entrance') {
        issues.push(
          warning(`${at(item.cell)}: ${item.element.code} cannot be reached from any entrance.`, item.cell),
        );
      }
    }
  }
  if (!hasBoss) {
    for (const space of graph.spaces.values()) {
      for (const item of elementsOf(space, 'safety-bulkhead')) {
        issues.push(
          warning(`${at(item.cell)}: a safety bulkhead on a map without a boss is simply a door.`, item.cell),
        );
      }
    }
  }
}

/** Every problem of a tile map, errors first. */
export function validateTileMap(map: TileMapSource & { readonly id?: string }): readonly MapIssue[] {
  const { problems } = inspectTileMap(map);
  const spelling = problems.filter(
    (p) => p.path[0] !== 'areas' && !(p.path.length === 1 && p.got === 'none'),
  );
  if (spelling.length > 0) {
    return spelling.map((p) => error(`${p.path.join('.')}: found ${p.got}, expected ${p.expected}.`));
  }
  const graph = buildGraph(map);
  const issues: MapIssue[] = [];
  checkSpaces(graph, issues);
  checkAutomaticDoors(graph, issues);
  checkBorders(graph, issues);
  checkPortals(graph, issues);
  checkReach(graph, issues);
  return [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')];
}
