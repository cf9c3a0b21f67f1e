import { useEffect, useState } from 'react';
import { loadGame, saveOf } from '../game/loadGame';
import { MODES } from '../modes/headless';
import type { ModeDefinition } from '../game/mode';
import { Session } from '../game/session';
import { autosaveSlot } from '../game/storage';
import { gameStore, newSeed, useGame } from './gameStore';
import { useServices } from './services';

/**
 * Brings back a mode's game in progress from its autosave slot (reloading the page resumes it) and writes
 * every change back to that slot. Returns true once the slot has been read, whether or not it held a game.
 */
export function useRestoredSession(mode: ModeDefinition): boolean {
  const services = useServices();
  const session = useGame(mode.id);
  const [read, setRead] = useState(() => gameStore.get(mode.id) !== undefined);

  useEffect(() => {
    if (gameStore.get(mode.id) !== undefined) {
      setRead(true);
      return;
    }
    let cancelled = false;
    void services.store.get(autosaveSlot(mode.id)).then((save) => {
      if (cancelled) return;
      if (save !== undefined && gameStore.get(mode.id) === undefined) {
        const loaded = loadGame(JSON.stringify(save), MODES, services.packs);
        if (loaded.ok) gameStore.set(mode.id, loaded.session);
        else console.warn(`Autosave of ${mode.title} not restored: ${loaded.error}`);
      }
      setRead(true);
    });
    return () => {
      cancelled = true;
    };
  }, [mode, services]);

  useEffect(() => {
    if (session === undefined) return;
    const write = () => {
      const revision = session.revision;
      const save = saveOf(session, services.packs.active(), new Date().toISOString());
      void services.store.put(autosaveSlot(mode.id), save).then(() => {
        gameStore.markSaved(mode.id, revision);
      });
    };
    write();
    return session.subscribe(write);
  }, [session, mode.id, services]);

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
