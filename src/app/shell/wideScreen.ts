/** Drawers start open where the window leaves the table room beside them. */
export const WIDE_SCREEN = '(min-width: 960px)';

/** Whether the window is wide enough now (read once, when a screen opens). */
export function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches;
}
