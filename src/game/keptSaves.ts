import type { SaveFile } from './saveFile';
import type { SaveStore } from './storage';

/**
 * Kept saves: a save that cannot be continued (an autosave the loader refuses on resume, a slot about to be
 * saved over) is moved to a slot of its own, `kept:<mode>:<savedAt>`, in the same store, before anything can
 * write over it. It stays there, exactly as it was, until the player exports or deletes it: a save is never
 * dropped because this build cannot read it (a later build may).
 */

const KEPT = 'kept:';

/** `kept:dice-lab:2026-01-01T10:00:00.000Z`: the slot a save is kept in. */
export function keptSlot(mode: string, savedAt: string): string {
  return `${KEPT}${mode}:${savedAt}`;
}

export function isKeptSlot(slot: string): boolean {
  return slot.startsWith(KEPT);
}

/**
 * The mode and time a stored save names, read by shape: a save that does not load may be damaged anywhere,
 * so neither field is trusted to be there.
 */
function stamp(save: SaveFile, now: string): { mode: string; savedAt: string } {
  const raw: unknown = save;
  const field = (name: string): string | null => {
    if (typeof raw !== 'object' || raw === null || !(name in raw)) return null;
    const value: unknown = (raw as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value.slice(0, 80) : null;
  };
  return { mode: field('mode') ?? 'unknown', savedAt: field('savedAt') ?? now };
}

/**
 * Writes `save` to a kept slot and returns the slot. The same save kept twice (a reload before the first
 * copy's source was emptied) lands in the same slot; a different save with the same name gets a numbered one.
 * Rejects when the store cannot write: the caller must then leave the original where it is.
 */
export async function keepSave(store: SaveStore, save: SaveFile, now: string): Promise<string> {
  const { mode, savedAt } = stamp(save, now);
  const text = JSON.stringify(save);
  for (let n = 1; ; n++) {
    const slot = keptSlot(mode, n === 1 ? savedAt : `${savedAt}#${n}`);
    const there = await store.get(slot);
    if (there !== undefined && JSON.stringify(there) !== text) continue;
    if (there === undefined) await store.put(slot, save);
    return slot;
  }
}

/** A file name for a kept save's export: `kept-dice-lab-2026-01-01T10-00-00-000Z.json`. */
export function keptFileName(slot: string): string {
  return `${slot.replace(/[^A-Za-z0-9-]+/g, '-').replace(/-+$/, '')}.json`;
}
