import type { SnapshotFrom } from 'xstate';
import { boardMachine, editProblem, judgeMove } from '../../../machines/board/board.machine';
import type { BoardEvent, BoardMachine, BoardTool } from '../../../machines/board/board.machine';
import { boardDecisionSchema, boardInputSchema } from '../../../machines/board/board.schema';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { Level } from '../../rules/board/types';
import type { LogEntry } from '../../game/log';
import type { Choice } from '../../game/mode';
import { defineMode } from '../defineMode';
import { boardInvariants } from '../invariants';
import { boardPackSetup } from './packSetup';

type Snap = SnapshotFrom<BoardMachine>;

const TOOLS: readonly { tool: BoardTool; label: string; rule: string }[] = [
  { tool: 'ruler', label: 'Ruler', rule: 'salvage.3d-distance' },
  { tool: 'los', label: 'Line of sight', rule: 'salvage.line-of-sight' },
  { tool: 'move', label: 'Move figures', rule: 'salvage.movement' },
  { tool: 'edit', label: 'Edit board', rule: 'salvage.depth-levels' },
];

function choices(snapshot: Snap): readonly Choice<BoardEvent>[] {
  return TOOLS.filter((t) => !snapshot.matches(t.tool)).map((t) => ({
    id: `tool-${t.tool}`,
    label: t.label,
    event: { type: 'tool.pick', tool: t.tool },
    rule: t.rule,
  }));
}

function explainRefusal(snapshot: Snap, event: BoardEvent): string {
  const board = snapshot.context.board;
  if (event.type === 'figure.move') {
    if (!snapshot.matches('move')) return 'Pick the Move tool to move figures.';
    const result = judgeMove(board, event);
    if (typeof result === 'string') return result;
    return result.reasons.join(' ');
  }
  if (
    event.type.startsWith('figure.') ||
    event.type.startsWith('terrain.') ||
    event.type === 'board.spacing'
  ) {
    if (!snapshot.matches('edit')) return 'Pick the Edit tool to change the board.';
    return editProblem(board, event, snapshot.context.seq) ?? 'That edit is not possible now.';
  }
  return `“${event.type}” is not possible now.`;
}

function where(p: { x: number; z: number; level: number }): string {
  return `(${p.x.toFixed(1)}", ${p.z.toFixed(1)}") on ${LEVEL_NAMES[p.level as Level]}`;
}

/**
 * One line per decision; the board keeps no dice, so there are no dice lines. Figures are named, not given
 * by id ("Rust Hound moved", not "crew-3 moved"): the names come from the board now and from the log (a
 * figure changed, a board set up). A figure of the starting board removed since is the one left by id: the
 * log does not carry the starting board.
 */
export function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const names = new Map<string, string>();
  for (const entry of log) {
    if (entry.kind !== 'decision') continue;
    const parsed = boardDecisionSchema.safeParse(entry.event);
    if (!parsed.success) continue;
    const e = parsed.data;
    if (e.type === 'board.load') for (const f of e.board.figures) names.set(f.id, f.name);
    if (e.type === 'figure.update') names.set(e.figureId, e.figure.name);
  }
  for (const f of snapshot.context.board.figures) names.set(f.id, f.name);
  const named = (id: string) => names.get(id) ?? id;
  return log.map((entry) => {
    if (entry.kind === 'dice') return `Dice: ${JSON.stringify(entry.faces)}`;
    const parsed = boardDecisionSchema.safeParse(entry.event);
    if (!parsed.success) return `Decision: ${entry.event.type}`;
    const e = parsed.data;
    switch (e.type) {
      case 'tool.pick':
        return `Tool: ${TOOLS.find((t) => t.tool === e.tool)?.label ?? e.tool}.`;
      case 'board.load':
        return `Board set up: ${e.board.name} (${e.board.terrain.length} pieces, ${e.board.figures.length} figures).`;
      case 'board.spacing':
        return `Level spacing set to ${e.levelSpacing}".`;
      case 'figure.move': {
        const to = e.path[e.path.length - 1];
        return `${named(e.figureId)} moved (${e.mode}, allowance ${e.allowance}") to ${to === undefined ? '?' : where(to)}.`;
      }
      case 'figure.place':
        return `${e.figure.name} (${e.figure.side}) placed at ${where(e.figure)}.`;
      case 'figure.update':
        return `${named(e.figureId)} changed: now at ${where(e.figure)}.`;
      case 'figure.remove':
        return `${named(e.figureId)} removed.`;
      case 'terrain.add':
        return `A ${e.piece.kind} added at ${where(e.piece)}, ${e.piece.width}" × ${e.piece.depthExtent}" × ${e.piece.height}".`;
      case 'terrain.update':
        return `${e.pieceId} changed: ${e.piece.kind} at ${where(e.piece)}, ${e.piece.width}" × ${e.piece.depthExtent}" × ${e.piece.height}".`;
      case 'terrain.remove':
        return `${e.pieceId} removed.`;
    }
  });
}

/** "Salvage skirmish board — 5 figures, 20 terrain pieces": what stands on the table. */
export function describeBoard(snapshot: SnapshotFrom<typeof boardMachine>): string {
  const { figures, terrain } = snapshot.context.board;
  const count = (n: number, one: string) => `${String(n)} ${one}${n === 1 ? '' : 's'}`;
  return `Salvage skirmish board — ${count(figures.length, 'figure')}, ${count(terrain.length, 'terrain piece')}`;
}

export const depthBoardMode = defineMode({
  id: 'depth-board',
  system: 'salvage',
  title: 'Salvage skirmish board',
  machine: boardMachine,
  inputSchema: boardInputSchema,
  decisionSchema: boardDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  invariants: boardInvariants,
  describe: describeBoard,
  packSetup: boardPackSetup,
});
