import { z } from 'zod';
import type { LogEntry } from '../log';
import type { SaveFile } from '../saveFile';

/**
 * The words an online table speaks (server/table and src/app/online both read this file): what a client
 * may send the room, checked here before the rules see it, and what the room sends back. Decisions keep the
 * save's own vocabulary (each mode's decision schema judges the event); dice are faces as a save keeps them.
 */

/** The room's name on the Colyseus server. */
export const TABLE_ROOM = 'table';

/** The port the room server listens on when nothing else is said (`TABLE_PORT`). */
export const TABLE_PORT = 2567;

/**
 * Design choice: the issue asks for size limits without a number. The largest decision of any mode (a Fringe
 * move with its path, a salvage order) is well under 1 KB as JSON; 4 KB leaves room and refuses a flood.
 */
export const MAX_MESSAGE_CHARS = 4_096;

/** A player's name: text, never markup (the screen prints it as text), short enough for a seat's label. */
export const nameSchema = z
  .string()
  .max(200)
  .transform((s) =>
    s
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, 40),
  )
  .pipe(z.string().min(1));

export const decideMessage = z.strictObject({
  event: z.looseObject({ type: z.string().min(1).max(64) }),
});

/** Faces for the roll waiting, as the manual dice tray types them (a save's faces: at most 4 groups of 40). */
export const diceMessage = z.strictObject({
  faces: z
    .array(z.array(z.number().int().min(1).max(20)).max(40))
    .min(1)
    .max(4),
});

export const seatMessage = z.strictObject({
  member: z.string().min(1).max(64),
  /** A seat id of the table, or null to make the member a spectator. */
  seat: z.string().min(1).max(32).nullable(),
});

export const undoAnswerMessage = z.strictObject({ accept: z.boolean() });

/** A seat at the table: which crew or side it plays, in the table's words. */
export interface TableSeat {
  readonly id: string;
  readonly label: string;
}

/** Someone at the table, as every client sees them. */
export interface TableMember {
  readonly id: string;
  readonly name: string;
  /** The seat they play, or null for a spectator. */
  readonly seat: string | null;
  readonly host: boolean;
  /** False while their seat waits for them to come back (a closed tab, a dropped connection). */
  readonly connected: boolean;
}

/** What a client is told when it joins: the game so far, without the dice seed. */
export interface TableWelcome {
  readonly roomId: string;
  /** The join code: only the host and players are told it again (it is in their link). */
  readonly code: string;
  /** Your own id at the table. */
  readonly you: string;
  /** A key that takes your seat back after the grace period or a server restart; keep it private. */
  readonly seatKey: string;
  readonly seats: readonly TableSeat[];
  readonly members: readonly TableMember[];
  /** The game as a save with its seed replaced: the set-up, the log so far, its base and history. */
  readonly save: SaveFile;
}

export interface TableEntries {
  /** The log index of the first entry: a client that holds fewer entries asks again by rejoining. */
  readonly from: number;
  readonly entries: readonly LogEntry[];
}

/** Stands in for the seed in every save a client receives: the room alone rolls the digital dice. */
export const HIDDEN_SEED = 'kept-by-the-table';

/** The room a presenter shares a rules demo through: spectators' screens follow the presenter's. */
export const DEMO_ROOM = 'demo';

/**
 * Where the presenter's demo stands: the demo (by its pack and id: each screen plays the demo itself, from
 * its own copy of the pack), the step, and whether the step is through (a "your turn" made, a question
 * answered). A screen that plays the same demo to the same step shows the same phase and camera.
 */
export const demoShowing = z.strictObject({
  pack: z.string().min(1).max(120),
  demo: z.string().min(1).max(120),
  step: z.number().int().min(0).max(999),
  answered: z.boolean(),
});
export type DemoShowing = z.infer<typeof demoShowing>;

/** What a client is told when it joins a demo table, and again (without `code`) at every step. */
export interface DemoWelcome {
  readonly roomId: string;
  readonly code: string;
  /** True for the presenter: its own screen steers; every other screen follows. */
  readonly presenting: boolean;
  readonly showing: DemoShowing;
  /** How many screens follow the presenter now. */
  readonly watching: number;
}
