import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Room, ServerError, type Client } from '@colyseus/core';
import {
  demoShowing,
  MAX_MESSAGE_CHARS,
  type DemoShowing,
  type DemoWelcome,
} from '../../src/game/online/protocol';
import { RATE, RateLimit } from './limits';

/** How long the presenter's seat waits for a closed tab or a dropped connection. */
const PRESENTER_GRACE_SECONDS = 60;

export interface DemoCreateOptions {
  readonly showing?: unknown;
}

export interface DemoJoinOptions {
  readonly code?: unknown;
}

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * A rules demo shared by its presenter: the room holds where the demo stands (which demo, which step) and
 * passes every step the presenter takes to the spectators, whose screens play the same demo to the same step
 * (so the same phase, marks and camera). No game runs here: a demo's moves are scripted, its dice come from
 * its script and seed, and every screen plays it from its own copy of the pack. Only the presenter (the
 * client that opened the room) steers; a spectator's message is refused to it alone.
 */
export class DemoRoom extends Room {
  override maxClients = 64;
  private code = '';
  private presenter: string | null = null;
  private showing!: DemoShowing;
  private limits = new Map<string, RateLimit>();

  override async onCreate(options: DemoCreateOptions): Promise<void> {
    const parsed = demoShowing.safeParse(options.showing);
    if (!parsed.success) throw new ServerError(400, 'A demo table opens on a demo of a pack.');
    this.showing = parsed.data;
    this.code = randomBytes(18).toString('base64url');
    await this.setPrivate(true);
    this.patchRate = 0; // no synchronised state, so no patch loop (see TableRoom)
    this.onMessage('demo.step', (client, message: unknown) => {
      this.step(client, message);
    });
    this.onMessage('*', (client, type) => {
      client.send('refused', { reason: `The demo table does not know "${String(type).slice(0, 40)}".` });
    });
  }

  override onAuth(_client: Client, options: DemoJoinOptions): boolean {
    // The first client of a room just opened is its presenter: nobody else knows its id yet.
    if (this.presenter === null && this.clients.length === 0) return true;
    if (typeof options.code === 'string' && sameSecret(options.code, this.code)) return true;
    throw new ServerError(403, 'That table link is not valid.');
  }

  override onJoin(client: Client): void {
    this.presenter ??= client.sessionId;
    this.limits.set(client.sessionId, new RateLimit(Date.now()));
    client.send('demo', this.welcome(client.sessionId));
    this.tellPresenter();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    this.limits.delete(client.sessionId);
    if (client.sessionId === this.presenter && !consented) {
      try {
        await this.allowReconnection(client, PRESENTER_GRACE_SECONDS);
        this.limits.set(client.sessionId, new RateLimit(Date.now()));
        return;
      } catch {
        // The presenter is gone: the spectators keep the step they are on; the room closes when they go.
      }
    }
    if (client.sessionId === this.presenter) this.presenter = '';
    this.tellPresenter();
  }

  private step(client: Client, message: unknown): void {
    const limit = this.limits.get(client.sessionId);
    if (limit !== undefined && !limit.take(Date.now())) {
      if (limit.dropped > RATE.dropsBeforeKick) client.leave(4008, 'Too many messages.');
      return;
    }
    if (client.sessionId !== this.presenter) {
      client.send('refused', {
        reason: 'Spectators follow the presenter: only the presenter steers the demo.',
      });
      return;
    }
    let size = Infinity;
    try {
      size = JSON.stringify(message ?? null).length;
    } catch {
      // not JSON: too large below
    }
    const parsed = size > MAX_MESSAGE_CHARS ? null : demoShowing.safeParse(message);
    if (parsed?.success !== true) {
      client.send('refused', { reason: 'That is not a step of a demo.' });
      return;
    }
    this.showing = parsed.data;
    for (const other of this.clients)
      if (other.sessionId !== this.presenter) other.send('demo', this.welcome(other.sessionId));
  }

  private welcome(sessionId: string): DemoWelcome {
    const presenting = sessionId === this.presenter;
    return {
      roomId: this.roomId,
      // Spectators are told the code too: it is in the link they opened, to pass on.
      code: this.code,
      presenting,
      showing: this.showing,
      watching: this.clients.filter((c) => c.sessionId !== this.presenter).length,
    };
  }

  /** The presenter's screen counts who follows. */
  private tellPresenter(): void {
    const presenter = this.clients.find((c) => c.sessionId === this.presenter);
    presenter?.send('demo', this.welcome(presenter.sessionId));
  }
}
