import type { ModeDefinition } from './mode';

export type SetupMigration = { ok: true; setup: unknown } | { ok: false; error: string };

/** A save's set-up brought from the version it was written in up to the mode's own, step by step. */
export function migrateSetup(mode: ModeDefinition, setup: unknown, from: number): SetupMigration {
  const target = mode.setupVersion ?? 1;
  if (from > target) {
    return {
      ok: false,
      error: `The save's set-up was written by a newer version of the app (set-up version ${from} of the ${mode.title}; this app reads up to ${target}).`,
    };
  }
  let current = setup;
  for (let v = from; v < target; v++) {
    const step = mode.setupMigrations?.[v];
    if (step === undefined) {
      return {
        ok: false,
        error: `No migration brings a ${mode.title} set-up from version ${v} to ${v + 1}.`,
      };
    }
    try {
      current = step(current);
    } catch (e) {
      return {
        ok: false,
        error: `The save's set-up could not be brought up to date (${mode.title}, version ${v}): ${(e as Error).message}`,
      };
    }
  }
  return { ok: true, setup: current };
}
