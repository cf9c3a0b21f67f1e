import type { Board as BoardDoc } from '../content/schemas/board';
import { withEntry } from './myPack';
import type { PackFiles } from './packStore';

/** The player's own pack of boards, written by the board editor's "Save into pack". */
export const MY_BOARDS_ID = 'my-boards';

/** The pack's files with `board` added, or replacing the board with the same id. */
export function withBoard(existing: PackFiles | undefined, board: BoardDoc): Record<string, string> {
  return withEntry(
    {
      id: MY_BOARDS_ID,
      name: 'My boards',
      description: 'Boards saved from the board editor.',
      list: 'boards',
    },
    existing,
    board,
  );
}
