import { describe, expect, it } from 'vitest';
import { formatPackErrors } from '../../content/errors';
import { loadPack } from '../../content/loadPack';
import { salvageMode, salvageStart } from '../../modes/salvage/mode';
import { Session, type SessionRemote } from '../session';
import { HIDDEN_SEED } from './protocol';

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const loaded = loadPack(new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text])));

const PREFER = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];

describe('a table mirror', () => {
  it('replays the room’s entries without the seed into the same game, and sends its steps to the room', () => {
    if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
    const missionId = [...loaded.pack.salvageMissions.keys()][0] ?? '';
    const roster = loaded.pack.salvageMissions.get(missionId)?.roster ?? [];
    const role = (r: string) => roster.filter((id) => loaded.pack.unitCards.get(id)?.role === r);
    const input = salvageStart(loaded.pack, missionId, {
      attacker: [...role('boss').slice(0, 1), ...role('boiler').slice(0, 2)],
    });
    if (typeof input === 'string') throw new Error(input);
    const room = Session.start(salvageMode, { mode: salvageMode.id, seed: 'mirror', input }, 'digital');
    const sent: unknown[] = [];
    const remote: SessionRemote = {
      decide: (event) => sent.push(event),
      dice: () => undefined,
      askUndo: () => undefined,
    };
    const made = Session.mirror(salvageMode, { ...room.setup, seed: HIDDEN_SEED }, room.log, remote);
    if (!made.ok) throw new Error(made.reason);
    const mirror = made.session;
    for (let i = 0; i < 40; i++) {
      const choices = salvageMode.choices(mirror.getSnapshot());
      const pick = PREFER.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      if (pick === undefined) break;
      expect(mirror.send(pick.event).ok).toBe(true);
      // The room judges it, rolls, and every screen applies what it logged.
      const from = room.log.length;
      expect(room.send(sent.pop() as typeof pick.event).ok).toBe(true);
      expect(mirror.receive(from, room.log.slice(from)).ok).toBe(true);
    }
    expect(room.log.some((e) => e.kind === 'dice' && e.source === 'digital')).toBe(true);
    expect(mirror.log).toEqual(room.log);
    expect(mirror.getSnapshot().context.mission).toEqual(room.getSnapshot().context.mission);
    // Entries that skip some are refused: the client rejoins for the whole log.
    expect(mirror.receive(0, []).ok).toBe(false);
    expect(mirror.saveRefusal).toMatch(/online table/);
    room.dispose();
    mirror.dispose();
  });
});
