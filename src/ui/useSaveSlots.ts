import { useCallback, useEffect, useState } from 'react';
import type { PackLookup } from '../game/loadGame';
import type { ModeDefinition } from '../game/mode';
import type { SaveFile } from '../game/saveFile';
import { summarizeSave } from '../game/saveSummary';
import type { SaveSummary } from '../game/saveSummary';
import type { SaveStore } from '../game/storage';

export interface SlotView {
  readonly slot: string;
  readonly save: SaveFile;
  readonly summary: SaveSummary;
}

/**
 * The saves in the store, each named by its mode's `describe` (the save is replayed to know where it stands),
 * newest first. `refresh` reads the store again after a save or a delete. `error` is set when the store
 * cannot be read at all (storage blocked): the list is then empty and says why.
 */
export function useSaveSlots(
  store: SaveStore,
  modes: Readonly<Record<string, ModeDefinition>>,
  packs: PackLookup,
): { slots: readonly SlotView[] | null; error: string | null; refresh: () => void } {
  const [slots, setSlots] = useState<readonly SlotView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    store.list().then(
      (list) => {
        if (cancelled) return;
        const views = list.map(({ slot, save }) => ({
          slot,
          save,
          summary: summarizeSave(save, modes, packs),
        }));
        views.sort((a, b) => (b.summary.savedAt ?? '').localeCompare(a.summary.savedAt ?? ''));
        setSlots(views);
        setError(null);
      },
      (e: unknown) => {
        if (cancelled) return;
        setSlots([]);
        setError(`The saves on this device cannot be read: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, modes, packs, generation]);

  const refresh = useCallback(() => {
    setGeneration((g) => g + 1);
  }, []);
  return { slots, error, refresh };
}
