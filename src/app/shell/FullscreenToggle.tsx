import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Puts one element (the game screen) in full screen and back, with the browser's Fullscreen API. */
export function FullscreenToggle({ target }: { readonly target: RefObject<HTMLElement | null> }) {
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => {
      setFull(document.fullscreenElement !== null);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className={full ? 'tool active' : 'tool'}
      aria-pressed={full}
      data-testid="fullscreen"
      onClick={() => {
        const done = full ? document.exitFullscreen() : target.current?.requestFullscreen();
        // A refused request (no user gesture, a policy) leaves the window as it was; nothing to report.
        done?.catch(() => undefined);
      }}
    >
      {full ? 'Leave full screen' : 'Full screen'}
    </button>
  );
}
