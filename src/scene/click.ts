/**
 * When a press on a 3D board counts as a click: released within a few pixels of where it began, never
 * dragged further away in between, and soon. Anything else is a drag (it orbits the camera) and never acts.
 */
export const CLICK_SLOP_PX = 5;
export const CLICK_MAX_MS = 500;

/** A press in progress: where and when it began (client pixels, event time stamps), and whether it strayed. */
export interface Press<T> {
  readonly x: number;
  readonly y: number;
  readonly t: number;
  /** What was under the pointer at the press: what a click acts on. */
  readonly target: T;
  strayed: boolean;
}

/** Starts following a press. */
export function pressAt<T>(x: number, y: number, t: number, target: T): Press<T> {
  return { x, y, t, target, strayed: false };
}

/** Notes a pointer move during the press; once it strayed past the slop it stays a drag. */
export function follow(press: Press<unknown>, x: number, y: number): void {
  if (Math.hypot(x - press.x, y - press.y) > CLICK_SLOP_PX) press.strayed = true;
}

/** Whether a release at (x, y) at time t ends the press as a click. */
export function isClick(press: Press<unknown>, x: number, y: number, t: number): boolean {
  follow(press, x, y);
  return !press.strayed && t - press.t <= CLICK_MAX_MS;
}
