/**
 * How much a client may send: a token bucket per client. A burst of `burst` messages passes, then
 * `perSecond` a second; past that a message is dropped (and the sender told), and a client that keeps
 * flooding is shown the door.
 *
 * Reading: the issue asks for rate limits without numbers. A player clicks at most a few times a second;
 * 10 a second with a burst of 20 never stops a person and stops a script.
 */
export const RATE = { perSecond: 10, burst: 20, dropsBeforeKick: 100 } as const;

export class RateLimit {
  private tokens: number = RATE.burst;
  private last: number;
  dropped = 0;

  constructor(now: number) {
    this.last = now;
  }

  /** True when the message may pass now. */
  take(now: number): boolean {
    this.tokens = Math.min(RATE.burst, this.tokens + ((now - this.last) / 1000) * RATE.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.dropped += 1;
    return false;
  }
}
