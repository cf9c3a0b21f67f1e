import { z } from 'zod';
import { packSetup } from '../defineMode';

/** The options of a depth board from a pack: which of its boards (figures included). */
export const boardPackOptions = z.strictObject({ boardId: z.string().min(1).max(100) });

export const boardPackSetup = packSetup(boardPackOptions, (pack, o) => {
  const board = pack.boards.get(o.boardId);
  return board === undefined
    ? { ok: false, reason: `The pack has no board "${o.boardId}".` }
    : { ok: true, input: { board } };
});
