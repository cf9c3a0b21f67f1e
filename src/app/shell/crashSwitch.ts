import { useSyncExternalStore } from 'react';

/**
 * A switch that makes the next drawing of a game screen throw, so the error boundary can be tested in a real
 * browser. Only the test bridge (dev and test builds) arms it; the error boundary's "Try drawing it again"
 * disarms it (not the throw itself: React draws a failed screen once more before it gives up on it).
 */
let armed = false;
const listeners = new Set<() => void>();

export const crashSwitch = {
  arm(): void {
    armed = true;
    for (const l of listeners) l();
  },
  disarm(): void {
    armed = false;
  },
};

/** Throws while the switch is armed. Rendered inside each game screen's chrome. */
export function CrashSwitch(): null {
  const now = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => armed,
  );
  if (now) {
    throw new Error('The screen was told to crash (test bridge).');
  }
  return null;
}
