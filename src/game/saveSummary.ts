import type { PackLookup } from './loadGame';
import { loadGame } from './loadGame';
import type { ModeDefinition } from './mode';
import type { SaveFile } from './saveFile';
import { quote } from '../content/fileLimits';
import { isKeptSlot } from './keptSaves';

/** What a save slot shows: the game named by its mode and where it stands, and whether it still opens. */
export interface SaveSummary {
  /** "Salvage mission — The Drowned Foundry, round 3", from the mode's `describe`. */
  readonly title: string;
  /** Why the save no longer opens (another pack, a newer version); null when it loads. */
  readonly problem: string | null;
  /** When it was written (ISO), if the save says. */
  readonly savedAt: string | null;
}

/**
 * Names a save by replaying it and asking its mode to describe the snapshot: the slot says what the file
 * holds, not what a label written beside it once claimed. A save that does not load is named by its mode's
 * title (or its raw mode, quoted) with the reason.
 */
export function summarizeSave(
  save: SaveFile,
  modes: Readonly<Record<string, ModeDefinition>>,
  packs: PackLookup,
): SaveSummary {
  const savedAt = save.savedAt ?? null;
  const loaded = loadGame(JSON.stringify(save), modes, packs);
  if (!loaded.ok) {
    const mode = Object.hasOwn(modes, save.mode) ? modes[save.mode] : undefined;
    return { title: mode?.title ?? `A ${quote(save.mode)} game`, problem: loaded.error, savedAt };
  }
  try {
    return { title: loaded.session.mode.describe(loaded.session.getSnapshot()), problem: null, savedAt };
  } finally {
    loaded.session.dispose();
  }
}

/** The player's save slots, in order; the autosave slots (`autosave:<mode>`) come beside them. */
export const SAVE_SLOTS = ['slot-1', 'slot-2', 'slot-3'] as const;

/** "Slot 1", "Autosave", "Kept save": the slot's name as a player reads it. */
export function slotName(slot: string): string {
  if (slot.startsWith('autosave:')) return 'Autosave';
  if (isKeptSlot(slot)) return 'Kept save';
  const n = /^slot-(\d+)$/.exec(slot);
  return n === null ? slot : `Slot ${n[1] ?? ''}`;
}
