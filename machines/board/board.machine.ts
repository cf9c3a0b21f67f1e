import { assign, setup } from 'xstate';
import type { Board as BoardDoc, Figure as FigureDoc, TerrainPiece } from '../../src/content/schemas/board';
import { pathCost, SALVAGE_SMALL_OBSTACLE } from '../../src/rules/board/movement';
import type { MoveResult } from '../../src/rules/board/movement';
import { placementProblems, terrainProblems } from '../../src/rules/board/placement';
import type { StateMeta } from '../core/meta';
import type { BoardEvent } from './board.schema';

/**
 * The depth board as a tabletop: measure, check line of sight, move figures and edit the board. Measuring
 * and sighting change nothing, so they are views over the board; every change to the board (a committed
 * move, an edit) is a decision the machine checks with the board rules and refuses with their reason.
 */

// The events are the decisions of board.schema.ts (one source: the schema that validates saves).
export type { BoardEvent };

export type BoardTool = Extract<BoardEvent, { readonly type: 'tool.pick' }>['tool'];

export interface BoardContext {
  readonly board: BoardDoc;
  /** Counter for ids of figures and pieces the editor adds (deterministic, unlike random ids). */
  readonly seq: number;
  /** The last committed move, for the log and the scene. */
  readonly lastMove: { readonly figureId: string; readonly result: MoveResult } | null;
}

/** A committed move: the path walked, the allowance and the kind of move. */
export type MoveEvent = Extract<BoardEvent, { readonly type: 'figure.move' }>;

export type NewFigure = Omit<FigureDoc, 'id'>;
export type NewPiece = Omit<TerrainPiece, 'id'>;

export interface BoardInput {
  readonly board: BoardDoc;
}

/** The move a `figure.move` event would make, judged by the movement and falls rules. */
export function judgeMove(board: BoardDoc, event: MoveEvent): MoveResult | string {
  const figure = board.figures.find((f) => f.id === event.figureId);
  if (figure === undefined) return `There is no figure "${event.figureId}" on the board.`;
  if (event.path.length === 0) return 'A move needs at least one point to move to.';
  return pathCost(board, figure, event.path, {
    allowance: event.allowance,
    mode: event.mode,
    // The board tool judges moves by the salvage movement table.
    smallObstacle: SALVAGE_SMALL_OBSTACLE,
  });
}

/** Why an edit is refused (the board rules' reasons), or null when it is fine. */
export function editProblem(board: BoardDoc, event: BoardEvent, seq: number): string | null {
  switch (event.type) {
    case 'figure.place':
    case 'figure.update': {
      const id = event.type === 'figure.place' ? `fig-${seq}` : event.figureId;
      if (event.type === 'figure.update' && !board.figures.some((f) => f.id === id))
        return `No figure "${id}".`;
      const others = { ...board, figures: board.figures.filter((f) => f.id !== id) };
      const problems = placementProblems(others, { ...event.figure, id });
      return problems.length === 0 ? null : problems.join(' ');
    }
    case 'terrain.add':
    case 'terrain.update': {
      const id = event.type === 'terrain.add' ? `piece-${seq}` : event.pieceId;
      if (event.type === 'terrain.update' && !board.terrain.some((p) => p.id === id))
        return `No piece "${id}".`;
      const problems = terrainProblems(board, { ...event.piece, id });
      return problems.length === 0 ? null : problems.join(' ');
    }
    case 'figure.remove':
      return board.figures.some((f) => f.id === event.figureId) ? null : `No figure "${event.figureId}".`;
    case 'terrain.remove':
      return board.terrain.some((p) => p.id === event.pieceId) ? null : `No piece "${event.pieceId}".`;
    case 'board.spacing':
      return event.levelSpacing >= 2.5 && event.levelSpacing <= 3
        ? null
        : 'Level spacing is 2.5" to 3" (salvage skirmish depth levels).';
    default:
      return null;
  }
}

function moved(board: BoardDoc, figureId: string, result: MoveResult): BoardDoc {
  return {
    ...board,
    figures: board.figures.map((f) =>
      f.id === figureId ? { ...f, x: result.end.x, z: result.end.z, level: result.end.level } : f,
    ),
  };
}

function edited(board: BoardDoc, event: BoardEvent, seq: number): BoardDoc {
  switch (event.type) {
    case 'figure.place':
      return { ...board, figures: [...board.figures, { ...event.figure, id: `fig-${seq}` }] };
    case 'figure.update':
      return {
        ...board,
        figures: board.figures.map((f) => (f.id === event.figureId ? { ...event.figure, id: f.id } : f)),
      };
    case 'figure.remove':
      return { ...board, figures: board.figures.filter((f) => f.id !== event.figureId) };
    case 'terrain.add':
      return { ...board, terrain: [...board.terrain, { ...event.piece, id: `piece-${seq}` }] };
    case 'terrain.update':
      return {
        ...board,
        terrain: board.terrain.map((p) => (p.id === event.pieceId ? { ...event.piece, id: p.id } : p)),
      };
    case 'terrain.remove':
      return { ...board, terrain: board.terrain.filter((p) => p.id !== event.pieceId) };
    case 'board.spacing':
      return { ...board, levelSpacing: event.levelSpacing };
    default:
      return board;
  }
}

const toolStates = {
  ruler: {
    meta: {
      prompt:
        'Ruler: pick two figures or points (on the board or in the panel). The true 3D distance is shown with its across-the-table and up-and-down parts.',
      rule: 'salvage.3d-distance',
    },
  },
  los: {
    meta: {
      prompt:
        'Line of sight: pick a viewer and a target. Eyelines turn green (clear), amber (in cover) or red (blocked), and what blocks them is named. Or show one figure’s sight to every other.',
      rule: 'salvage.line-of-sight',
    },
  },
  move: {
    meta: {
      prompt:
        'Move: drag a figure (or pick it and a destination in the panel). The preview shows the cost against the allowance, whether the move is legal and if it ends in a fall, before you commit it.',
      rule: 'salvage.movement',
    },
  },
  edit: {
    meta: {
      prompt:
        'Edit the board: add, move, resize or remove terrain and figures, change the level spacing, and save the board into a pack.',
      rule: 'salvage.depth-levels',
    },
  },
} as const;

export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    events: {} as BoardEvent,
    input: {} as BoardInput,
    meta: {} as StateMeta,
  },
  guards: {
    moveIsLegal: ({ context, event }) => {
      if (event.type !== 'figure.move') return false;
      const result = judgeMove(context.board, event);
      return typeof result !== 'string' && result.legal;
    },
    editIsValid: ({ context, event }) => editProblem(context.board, event, context.seq) === null,
  },
  actions: {
    applyMove: assign(({ context, event }) => {
      if (event.type !== 'figure.move') return {};
      const result = judgeMove(context.board, event);
      if (typeof result === 'string') return {};
      return {
        board: moved(context.board, event.figureId, result),
        lastMove: { figureId: event.figureId, result },
      };
    }),
    applyEdit: assign(({ context, event }) => ({
      board: edited(context.board, event, context.seq),
      seq: context.seq + 1,
    })),
    loadBoard: assign(({ event }) =>
      event.type === 'board.load' ? { board: event.board, lastMove: null } : {},
    ),
  },
}).createMachine({
  id: 'depthBoard',
  context: ({ input }) => ({ board: input.board, seq: 1, lastMove: null }),
  initial: 'ruler',
  on: {
    'tool.pick': [
      { guard: ({ event }) => event.tool === 'ruler', target: '.ruler' },
      { guard: ({ event }) => event.tool === 'los', target: '.los' },
      { guard: ({ event }) => event.tool === 'move', target: '.move' },
      { guard: ({ event }) => event.tool === 'edit', target: '.edit' },
    ],
    'board.load': { actions: 'loadBoard' },
  },
  states: {
    ruler: toolStates.ruler,
    los: toolStates.los,
    move: {
      ...toolStates.move,
      on: { 'figure.move': { guard: 'moveIsLegal', actions: 'applyMove' } },
    },
    edit: {
      ...toolStates.edit,
      on: {
        'figure.place': { guard: 'editIsValid', actions: 'applyEdit' },
        'figure.update': { guard: 'editIsValid', actions: 'applyEdit' },
        'figure.remove': { guard: 'editIsValid', actions: 'applyEdit' },
        'terrain.add': { guard: 'editIsValid', actions: 'applyEdit' },
        'terrain.update': { guard: 'editIsValid', actions: 'applyEdit' },
        'terrain.remove': { guard: 'editIsValid', actions: 'applyEdit' },
        'board.spacing': { guard: 'editIsValid', actions: 'applyEdit' },
      },
    },
  },
});

export type BoardMachine = typeof boardMachine;
