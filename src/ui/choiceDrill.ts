/**
 * A way for a panel outside the choice bar (the figure list, a click on the table) to open the bar at a
 * step: a click on an enemy in a fight opens "Attack with Rifle › at Gnawer 2", where the boost is still the
 * player's to pick. One listener per session (the bar that shows its choices); no listener, no drill.
 */
type DrillListener = (path: readonly string[]) => void;

const listeners = new WeakMap<object, DrillListener>();

/** The choice bar listens; returns the function that stops it listening. */
export function listenForDrill(session: object, listener: DrillListener): () => void {
  listeners.set(session, listener);
  return () => {
    if (listeners.get(session) === listener) listeners.delete(session);
  };
}

/** Opens the session's choice bar at `path` (and puts the focus on it); false when no bar listens. */
export function requestDrill(session: object, path: readonly string[]): boolean {
  const listener = listeners.get(session);
  if (listener === undefined) return false;
  listener(path);
  return true;
}
