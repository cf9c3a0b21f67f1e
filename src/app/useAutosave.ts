import { useEffect, useState } from 'react';
import { loadGame, saveOf } from '../game/loadGame';
import { MODES } from '../game/modes';
import type { ModeDefinition } from '../game/mode';
import { Session } from '../game/session';
import { autosaveSlot } from '../game/storage';
import { gameStore, newSeed, useGame } from './gameStore';
import { useServices } from './services';

/**
 * The session of a mode: the one in memory, else the autosaved one (reloading resumes), else a new game.
 * Every change is written back to the mode's autosave slot.
 */
export function useAutosavedSession(mode: ModeDefinition, input: unknown): Session | undefined {
  const services = useServices();
  const session = useGame(mode.id);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  useEffect(() => {
    if (gameStore.get(mode.id) !== undefined) return;
    let cancelled = false;
    void services.store.get(autosaveSlot(mode.id)).then((save) => {
      if (cancelled || gameStore.get(mode.id) !== undefined) return;
      if (save !== undefined) {
        const loaded = loadGame(JSON.stringify(save), MODES, services.packs);
        if (loaded.ok) {
          gameStore.set(mode.id, loaded.session);
          return;
        }
        setRestoreError(loaded.error);
      }
      gameStore.set(mode.id, Session.start(mode, { mode: mode.id, seed: newSeed(), input }, 'digital'));
    });
    return () => {
      cancelled = true;
    };
  }, [mode, input, services]);

  useEffect(() => {
    if (session === undefined) return;
    const write = () => {
      const revision = session.revision;
      void services.store.put(autosaveSlot(mode.id), saveOf(session, services.packs.active())).then(() => {
        gameStore.markSaved(mode.id, revision);
      });
    };
    write();
    return session.subscribe(write);
  }, [session, mode.id, services]);

  if (restoreError !== null) console.warn(`Autosave not restored: ${restoreError}`);
  return session;
}
