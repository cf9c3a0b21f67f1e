import { useCallback, useEffect, useState } from 'react';
import { keepSave } from '../game/keptSaves';
import { loadGame, saveOf, type LoadOutcome } from '../game/loadGame';
import type { SaveFile } from '../game/saveFile';
import { MODES } from '../modes/headless';
import type { ModeDefinition } from '../game/mode';
import { Session } from '../game/session';
import { autosaveSlot } from '../game/storage';
import type { AppServices } from './services';
import { autosaveStatus, storageReason } from './autosaveStatus';
import { gameStore, newSeed, useGame } from './gameStore';
import { adoptLoaded, loadNotes } from './loadNotes';
import { useServices } from './services';
import { claimAutosave } from './tabLock';

/** Modes whose autosave this tab must not write: a save that could not be continued sits there, unkept. */
const heldSlots = new Set<string>();
/** Modes whose autosave slot this tab has read (or checked) since it opened. */
const checkedSlots = new Set<string>();

/** The loader's verdict on a stored save; a value too damaged to be written as text is refused too. */
function loadStored(save: SaveFile, services: AppServices): LoadOutcome {
  let text: string;
  try {
    text = JSON.stringify(save);
  } catch {
    return { ok: false, error: 'The save is damaged: it cannot be read as a file.' };
  }
  return loadGame(text, MODES, services.packs);
}

/**
 * An autosave that cannot be continued is moved to a kept slot before anything can write over it, and the
 * game screen says why and offers the file. When even keeping it fails, this tab leaves the slot alone (it
 * does not autosave this mode) and says so.
 */
async function keepUnopened(
  mode: ModeDefinition,
  save: SaveFile,
  reason: string,
  services: AppServices,
): Promise<void> {
  try {
    const slot = await keepSave(services.store, save, new Date().toISOString());
    loadNotes.setKept(mode.id, { slot, save, reason });
    // Kept: the autosave slot is free for the next game (a failed delete is harmless, the copy is made).
    await services.store.remove(autosaveSlot(mode.id)).catch(() => undefined);
  } catch (e) {
    heldSlots.add(mode.id);
    loadNotes.setKept(mode.id, { slot: null, save, reason });
    autosaveStatus.set(mode.id, {
      kind: 'failed',
      reason: `the saved game that could not be continued could not be kept either (${storageReason(e)}), so this game is not saved over it`,
    });
  }
}

/**
 * Reads a mode's autosave into the game store (with the loader's notice, if any); a slot that cannot be read
 * is reported, not thrown, and a save that does not load is kept, never dropped.
 */
async function restore(mode: ModeDefinition, services: AppServices): Promise<void> {
  let save: SaveFile | undefined;
  try {
    save = await services.store.get(autosaveSlot(mode.id));
  } catch (e) {
    // Storage blocked (a private window, IndexedDB refused): the game starts fresh and the warning says so.
    autosaveStatus.set(mode.id, {
      kind: 'failed',
      reason: `the autosave could not be read (${storageReason(e)})`,
    });
    return;
  }
  checkedSlots.add(mode.id);
  if (save === undefined) return;
  const loaded = loadStored(save, services);
  if (loaded.ok) adoptLoaded(loaded.session, loaded.notice);
  else await keepUnopened(mode, save, loaded.error, services);
}

/**
 * With a game already in memory (opened from the Load screen, the SaveBar or a demo), the autosave slot is
 * about to be written over: once per tab, a save there that does not load is kept first.
 */
async function guardSlot(mode: ModeDefinition, services: AppServices): Promise<void> {
  if (checkedSlots.has(mode.id)) return;
  const save = await services.store.get(autosaveSlot(mode.id)).catch(() => undefined);
  checkedSlots.add(mode.id);
  if (save === undefined) return;
  const loaded = loadStored(save, services);
  if (loaded.ok) loaded.session.dispose();
  else await keepUnopened(mode, save, loaded.error, services);
}

/** What the game screen offers when another tab holds the game: take it over here, or look on read-only. */
export interface TabChoice {
  readonly takeOver: () => void;
  readonly readOnly: () => void;
}

const tabChoices = new Map<string, TabChoice>();

/** The take-over and read-only actions of a mode's game screen (for the warning's buttons). */
export function tabChoiceOf(mode: string): TabChoice | undefined {
  return tabChoices.get(mode);
}

/**
 * Brings back a mode's game in progress from its autosave slot (reloading the page resumes it) and writes
 * every change back to that slot, while this tab holds the slot's lock (one tab writes a game at a time).
 * A failed write is reported (`autosaveStatus`) and play goes on. Returns true once the slot has been read,
 * whether or not it held a game.
 */
export function useRestoredSession(mode: ModeDefinition): boolean {
  const services = useServices();
  const session = useGame(mode.id);
  const [read, setRead] = useState(() => gameStore.get(mode.id) !== undefined);
  const [owner, setOwner] = useState(false);

  useEffect(() => {
    let closedNow = false;
    // A function, not the bare `let`: it is read after an await, where the screen may have closed.
    const closed = () => closedNow;
    const lock = claimAutosave(mode.id);
    const stop = lock.onChange((mine) => {
      if (closed()) return;
      setOwner(mine);
      if (!mine) autosaveStatus.set(mode.id, { kind: 'taken-over' });
    });
    tabChoices.set(mode.id, {
      takeOver: () => {
        void lock.takeOver().then(async () => {
          // The other tab may have played on: its autosave is the game now.
          await restore(mode, services);
          autosaveStatus.set(mode.id, { kind: 'ok' });
        });
      },
      readOnly: () => {
        autosaveStatus.set(mode.id, { kind: 'read-only' });
      },
    });
    void lock.claimed.then(async () => {
      if (closed()) return;
      if (!lock.owns() && autosaveStatus.get(mode.id).kind === 'ok')
        autosaveStatus.set(mode.id, { kind: 'other-tab' });
      if (gameStore.get(mode.id) === undefined) await restore(mode, services);
      else await guardSlot(mode, services);
      if (closed()) return;
      setOwner(lock.owns());
      setRead(true);
    });
    return () => {
      closedNow = true;
      stop();
      tabChoices.delete(mode.id);
    };
  }, [mode, services]);

  const write = useCallback(
    (s: Session) => {
      // A table's game is kept by the table (its log on the server), never in this browser's autosave.
      if (heldSlots.has(mode.id) || s.online) return;
      const revision = s.revision;
      const save = saveOf(s, services.packs.active(), new Date().toISOString());
      services.store.put(autosaveSlot(mode.id), save).then(
        () => {
          gameStore.markSaved(mode.id, revision);
          if (autosaveStatus.get(mode.id).kind === 'failed') autosaveStatus.set(mode.id, { kind: 'ok' });
        },
        (e: unknown) => {
          autosaveStatus.set(mode.id, { kind: 'failed', reason: storageReason(e) });
        },
      );
    },
    [mode.id, services],
  );

  useEffect(() => {
    if (session === undefined || !owner) return;
    write(session);
    // A save carries the game's snapshot (a few milliseconds to write for a large game): it is written once
    // the step's answer is painted, not inside the click, and steps that come faster are written once.
    let pending = false;
    let frame = 0;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const flush = (): void => {
      if (!pending) return;
      pending = false;
      cancelAnimationFrame(frame);
      for (const t of timers.splice(0)) clearTimeout(t);
      write(session);
    };
    const stop = session.subscribe(() => {
      if (pending) return;
      pending = true;
      frame = requestAnimationFrame(() => timers.push(setTimeout(flush, 0)));
      // A hidden tab paints no frame: the save is written all the same.
      timers.push(setTimeout(flush, 250));
    });
    // Leaving the page writes what is pending at once.
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      flush();
      stop();
    };
  }, [session, owner, write]);

  return read;
}

/** The session of a mode: the one in memory, else the autosaved one, else a new game with `input`. */
export function useAutosavedSession(mode: ModeDefinition, input: unknown): Session | undefined {
  const read = useRestoredSession(mode);
  const session = useGame(mode.id);
  useEffect(() => {
    if (!read || gameStore.get(mode.id) !== undefined || input === null) return;
    gameStore.set(mode.id, Session.start(mode, { mode: mode.id, seed: newSeed(), input }, 'digital'));
  }, [read, mode, input]);
  return session;
}
