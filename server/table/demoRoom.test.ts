import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { DEMO_ROOM, type DemoShowing, type DemoWelcome } from '../../src/game/online/protocol';
import { tableServer } from '../tableServer';
import type { DemoRoom } from './demoRoom';
import { inbox, settle } from './testkit';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  colyseus = await boot(tableServer().server, 2597);
});
afterAll(async () => {
  await colyseus.shutdown();
});
beforeEach(async () => colyseus.cleanup());

const AT: DemoShowing = { pack: 'sample', demo: 'sample-demo-depth-and-sight', step: 0, answered: true };

describe('a shared demo', () => {
  it('passes the presenter’s steps to the spectators, refuses theirs, and needs the link', async () => {
    const server = (await colyseus.createRoom(DEMO_ROOM, { showing: AT })) as unknown as DemoRoom;
    const presenter = await colyseus.connectTo(server, {});
    const shown = inbox(presenter);
    const welcome = (await shown.next('demo')) as DemoWelcome;
    expect(welcome.presenting).toBe(true);
    await expect(colyseus.connectTo(server, { code: 'guess' })).rejects.toThrow(/not valid/);
    const spectator = await colyseus.connectTo(server, { code: welcome.code });
    const follows = inbox(spectator);
    expect(await follows.next('demo')).toMatchObject({ presenting: false, showing: AT });
    await settle();
    expect(shown.of('demo').at(-1)).toMatchObject({ watching: 1 });

    const next = follows.next('demo');
    presenter.send('demo.step', { ...AT, step: 2, answered: false });
    expect(await next).toMatchObject({ showing: { step: 2, answered: false } });

    // A spectator cannot steer, nor send junk; nobody else hears of it.
    spectator.send('demo.step', { ...AT, step: 5 });
    expect(await follows.next('refused')).toMatchObject({ reason: /only the presenter/ });
    presenter.send('demo.step', { ...AT, step: -1, extra: 'x'.repeat(5000) });
    expect(await shown.next('refused')).toMatchObject({ reason: /not a step/ });
    await settle();
    expect((follows.of('demo').at(-1) as DemoWelcome).showing.step).toBe(2);
  });

  it('opens only on a demo', async () => {
    await expect(colyseus.createRoom(DEMO_ROOM, { showing: { pack: 1 } })).rejects.toThrow();
  });
});
