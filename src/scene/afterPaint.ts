import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Calls `then` once the browser has painted the next frame: a message posted from an animation-frame
 * callback is handled after that frame's rendering work (the ui-latency bench times a click the same way).
 */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      then();
    };
    channel.port2.postMessage(0);
  });
}

/**
 * `value` one painted frame late: a change shows first everywhere else on the screen (the prompt, the
 * choices, the log) and then here. The 3D table uses it: on software WebGL a frame of the scene costs
 * 40–300 ms (the ui-latency bench's traces: the compositor reads the canvas back), and drawn in the click's
 * own frame it held back the new prompt that long. The table still shows every change, from the frame
 * after; changes that come while one is on its way are taken together, the latest winning, so a screen that
 * re-renders often never starves it. `enabled` false passes `value` straight through (the render-stats
 * page steps its frames itself).
 */
export function useAfterPaint<T>(value: T, enabled = true): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const pending = useRef(false);
  useLayoutEffect(() => {
    latest.current = value;
    if (!enabled || pending.current || Object.is(shown, value)) return;
    pending.current = true;
    afterNextPaint(() => {
      pending.current = false;
      setShown(() => latest.current);
    });
  });
  return enabled ? shown : value;
}
