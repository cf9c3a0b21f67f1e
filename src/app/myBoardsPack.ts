import type { Board as BoardDoc } from '../content/schemas/board';
import type { PackFiles } from './packStore';

/** The player's own pack of boards, written by the board editor's "Save into pack". */
export const MY_BOARDS_ID = 'my-boards';

/** The pack's files with `board` added, or replacing the board with the same id. */
export function withBoard(existing: PackFiles | undefined, board: BoardDoc): Record<string, string> {
  const previous = existing?.['boards.json'];
  const boards = previous === undefined ? [] : (JSON.parse(previous) as { boards: BoardDoc[] }).boards;
  const next = [...boards.filter((b) => b.id !== board.id), board];
  // Every save is a new version, so a save file can tell which state of the pack it was played with.
  const manifest = existing?.['pack.json'];
  const patch =
    manifest === undefined
      ? 0
      : Number((JSON.parse(manifest) as { version: string }).version.split('.')[2] ?? 0) + 1;
  return {
    'pack.json': JSON.stringify(
      {
        schemaVersion: 1,
        id: MY_BOARDS_ID,
        name: 'My boards',
        version: `1.0.${patch}`,
        sample: false,
        description: 'Boards saved from the board editor.',
        files: ['boards.json'],
      },
      null,
      2,
    ),
    'boards.json': JSON.stringify({ schemaVersion: 1, boards: next }, null, 2),
  };
}
