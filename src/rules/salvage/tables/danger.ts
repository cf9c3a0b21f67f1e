import { DANGER_LEVEL_ORDER, DANGER_MAX, DANGER_MIN, type DangerLevel } from '../types';
import { requireWhole } from './guards';

/**
 * The Danger Tracker (rules reference salvage.danger-tracker, salvage.airlocks): its five sections, what
 * each one does, and the airlock Interact TN that goes with it.
 */

/** Salvage QR, Danger Tracker: 1–4 All Quiet, 5–9 Low, 10–15 Medium, 16–19 High, 20 Maximum. */
export function dangerLevel(track: number): DangerLevel {
  requireWhole(track, DANGER_MIN, DANGER_MAX, 'The Danger Tracker');
  if (track <= 4) return 'allQuiet';
  if (track <= 9) return 'low';
  if (track <= 15) return 'medium';
  if (track <= 19) return 'high';
  return 'maximum';
}

export const DANGER_LEVEL_NAMES: Record<DangerLevel, string> = {
  allQuiet: 'All Quiet',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  maximum: 'Maximum',
};

/** Salvage QR, Danger Tracker effects, in the project's words. */
export const DANGER_EFFECT_TEXT: Record<DangerLevel, string> = {
  allQuiet: 'The site sleeps: no airlock can be cycled yet.',
  low: 'Systems start to fail; event cards are drawn as normal. Airlocks cycle at Interact TN 7.',
  medium: 'The structure gives way and deeper salvage grows richer. Airlocks cycle at Interact TN 6.',
  high: 'The site is collapsing: airlocks cycle more easily, at Interact TN 5.',
  maximum: 'Total failure: every airlock opens by itself, no test needed.',
};

/**
 * Salvage QR, Noise: each Noise advances the tracker 1 space; it runs from 1 to 20 (salvage.danger-tracker
 * reading: starts at 1, stops at 20). `entered` lists, in order, each section the move went up into
 * (4 → 10 enters Low then Medium); a move down, or within a section, enters nothing.
 *
 * Reading: "a new Danger section" is every section above the starting one that the tracker reaches. The
 * tracker only climbs by Noise; should some rule ever move it down and back up, the engine, which keeps the
 * mission's history, decides whether a section reached again counts as new.
 */
export function advanceDanger(track: number, steps: number): { track: number; entered: DangerLevel[] } {
  const from = dangerLevel(track);
  requireWhole(steps, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 'Danger steps');
  const next = Math.min(DANGER_MAX, Math.max(DANGER_MIN, track + steps));
  const to = dangerLevel(next);
  const fromIndex = DANGER_LEVEL_ORDER.indexOf(from);
  const toIndex = DANGER_LEVEL_ORDER.indexOf(to);
  // slice is empty when the tracker went down or stayed in its section.
  return { track: next, entered: DANGER_LEVEL_ORDER.slice(fromIndex + 1, toIndex + 1) };
}

/**
 * Salvage QR, Danger Tracker / Airlocks: Interact TN 7 at Low, 6 at Medium, 5 at High. null at All Quiet
 * (airlocks cannot be cycled) and at Maximum (they open automatically, no test).
 */
export function airlockInteractTn(level: DangerLevel): number | null {
  switch (level) {
    case 'allQuiet':
      return null;
    case 'low':
      return 7;
    case 'medium':
      return 6;
    case 'high':
      return 5;
    case 'maximum':
      return null;
  }
}

/** Salvage QR, Danger Tracker: 20 Maximum — "All Airlocks OPEN", automatically. */
export function airlocksOpenAutomatically(level: DangerLevel): boolean {
  return level === 'maximum';
}

/**
 * Salvage QR, Airlocks: "Cannot cycle at All Quiet".
 *
 * Reading (salvage.danger-tracker): All Quiet is the only section that forbids using an airlock; at Maximum
 * an airlock can still be used to leave (it is open: no Interact test, see `airlocksOpenAutomatically`), and
 * its 3-unit limit holds.
 */
export function airlockCanCycle(level: DangerLevel): boolean {
  return level !== 'allQuiet';
}
