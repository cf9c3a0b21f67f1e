import type { Room } from 'colyseus.js';
import { saveOf, type PackStamp } from '../../game/loadGame';
import type { ModeDefinition } from '../../game/mode';
import {
  TABLE_ROOM,
  type TableEntries,
  type TableMember,
  type TableSeat,
  type TableWelcome,
} from '../../game/online/protocol';
import type { SaveFile } from '../../game/saveFile';
import { Session, type DiceMode } from '../../game/session';
import { MODES } from '../../modes/headless';
import { gameStore } from '../gameStore';
import { client } from './connect';
import { followIfDemo } from './demoClient';

/**
 * This tab's seat at an online table: the Colyseus connection, the mirrored game (a `Session.mirror` in the
 * game store, so the mode's own screen shows it) and what the table bar shows. One table a tab.
 */
export interface TableView {
  readonly roomId: string;
  readonly code: string;
  readonly you: string;
  readonly seats: readonly TableSeat[];
  readonly members: readonly TableMember[];
  /** The table's last refusal of this tab's message, in the rules' words. */
  readonly refusal: string | null;
  /** A player's request to take a move back, waiting for this tab's answer. */
  readonly undoAsked: string | null;
  readonly connected: boolean;
  readonly modeId: string;
  /** How the table's dice are thrown: rolled by the room, or typed by its players (as the game was opened). */
  readonly diceMode: DiceMode;
}

const listeners = new Set<() => void>();
let current: { room: Room; view: TableView; session: Session | null } | null = null;

function emit(): void {
  for (const l of listeners) l();
}

function update(patch: Partial<TableView>): void {
  if (current === null) return;
  current = { ...current, view: { ...current.view, ...patch } };
  emit();
}

export const tableStore = {
  view: (): TableView | null => current?.view ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The seat key is kept in localStorage, not sessionStorage: a closed tab's seat is taken back from a new tab
 * (which starts with an empty sessionStorage) by opening the player link again.
 */
const keyName = (roomId: string) => `table-seat:${roomId}`;

function keptSeatKey(roomId: string): string | undefined {
  try {
    return localStorage.getItem(keyName(roomId)) ?? undefined;
  } catch {
    return undefined; // storage refused (a private window): the visitor joins afresh
  }
}

function keepSeatKey(roomId: string, seatKey: string): void {
  try {
    localStorage.setItem(keyName(roomId), seatKey);
  } catch {
    // storage refused: the seat is kept only while this tab is open
  }
}

/** The mirror of the table's game, from its welcome: the save without its seed. */
function mirrorOf(save: SaveFile, room: Room): Session | string {
  const mode: ModeDefinition | undefined = Object.hasOwn(MODES, save.mode) ? MODES[save.mode] : undefined;
  if (mode === undefined) return 'The table plays a mode this app does not have.';
  // Design choice: a table opened from a game continued under older rules (a base snapshot) is not mirrored.
  if (save.base !== undefined) return 'This table continues a game saved under older rules: open it offline.';
  const input = mode.inputSchema.safeParse(save.setup);
  if (!input.success) return 'The table’s set-up does not fit this app.';
  const mirrored = Session.mirror(
    mode,
    { mode: mode.id, seed: save.seed, input: input.data },
    save.events,
    {
      decide: (event) => {
        update({ refusal: null });
        room.send('decide', { event });
      },
      dice: (faces) => {
        room.send('dice', { faces });
      },
      askUndo: () => {
        room.send('undo.ask', {});
      },
    },
    { history: save.history ?? [] },
  );
  return mirrored.ok ? mirrored.session : mirrored.reason;
}

function listen(room: Room, onReady: (error: string | null) => void): void {
  let ready = false;
  room.onMessage('table', (welcome: TableWelcome) => {
    keepSeatKey(welcome.roomId, welcome.seatKey);
    const session = mirrorOf(welcome.save, room);
    if (typeof session === 'string') {
      if (!ready) onReady(session);
      ready = true;
      return;
    }
    current = {
      room,
      session,
      view: {
        roomId: welcome.roomId,
        code: welcome.code,
        you: welcome.you,
        seats: welcome.seats,
        members: welcome.members,
        refusal: null,
        undoAsked: null,
        connected: true,
        modeId: session.mode.id,
        diceMode: welcome.save.diceMode,
      },
    };
    gameStore.set(session.mode.id, session);
    emit();
    if (!ready) onReady(null);
    ready = true;
  });
  room.onMessage('entries', (message: TableEntries) => {
    const outcome = current?.session?.receive(message.from, message.entries);
    if (outcome !== undefined && !outcome.ok) update({ refusal: outcome.reason });
  });
  room.onMessage('rewound', (message: { length: number }) => {
    current?.session?.rewindTo(message.length);
    update({ undoAsked: null });
  });
  room.onMessage('members', (message: { members: TableMember[] }) => {
    update({ members: message.members });
  });
  room.onMessage('refused', (message: { reason: string }) => {
    update({ refusal: message.reason });
  });
  room.onMessage('undo.asked', (message: { by: string }) => {
    update({ undoAsked: message.by });
  });
  room.onMessage('undo.refused', () => {
    update({ undoAsked: null });
  });
  room.onMessage('save', () => undefined);
  room.onLeave(() => {
    update({ connected: false });
  });
}

function connected(room: Room): Promise<TableView> {
  return new Promise((resolve, reject) => {
    listen(room, (error) => {
      if (error === null && current !== null) resolve(current.view);
      else reject(new Error(error ?? 'The table did not answer.'));
    });
  });
}

/** Opens the local game as an online table, this tab its host on the first seat. */
export async function openTable(session: Session, pack: PackStamp, name: string): Promise<TableView> {
  const room = await (
    await client()
  ).create(TABLE_ROOM, { save: JSON.stringify(saveOf(session, pack)), name });
  return connected(room);
}

/** What a link opened: a game's table, or a demo a presenter shares (demoClient.ts holds that one). */
export type Joined = { readonly kind: 'table'; readonly view: TableView } | { readonly kind: 'demo' };

/**
 * Joins a table by its link, as a player (a free seat) or a spectator; a seat held before is taken back.
 * The same links open a shared demo: the room says which it is by its first message.
 */
export async function joinTable(roomId: string, code: string, watch: boolean, name: string): Promise<Joined> {
  if (current?.view.roomId === roomId && current.view.connected) return { kind: 'table', view: current.view };
  const seatKey = keptSeatKey(roomId);
  const room = await (
    await client()
  ).joinById(roomId, {
    code,
    name,
    as: watch ? 'spectator' : 'player',
    ...(seatKey === undefined ? {} : { seatKey }),
  });
  return new Promise((resolve, reject) => {
    followIfDemo(room, () => {
      resolve({ kind: 'demo' });
    });
    connected(room).then((view) => {
      resolve({ kind: 'table', view });
    }, reject);
  });
}

export function assignSeat(member: string, seat: string | null): void {
  current?.room.send('seat', { member, seat });
}

export function answerUndo(accept: boolean): void {
  current?.room.send('undo.answer', { accept });
  update({ undoAsked: null });
}

/** Takes the table's game back into this browser as a local game (the host only: the save holds the seed). */
export function takeOffline(): Promise<SaveFile> {
  const room = current?.room;
  if (room === undefined) return Promise.reject(new Error('No table is open.'));
  return new Promise((resolve) => {
    room.onMessage('save', (save: SaveFile) => {
      resolve(save);
    });
    room.send('save.ask', {});
  });
}

/** Leaves the table; the mirrored game stays on screen until another replaces it. */
export async function leaveTable(): Promise<void> {
  const room = current?.room;
  current = null;
  emit();
  if (room !== undefined) await room.leave(true);
}
