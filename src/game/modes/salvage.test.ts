import { describe, expect, it } from 'vitest';
import { formatPackErrors } from '../../content/errors';
import { loadPack } from '../../content/loadPack';
import { Session } from '../session';
import { salvageMode, salvageStart } from './salvage';

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));
const loaded = loadPack(files);

function start(seed: string) {
  if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
  const pack = loaded.pack;
  const missionId = [...pack.salvageMissions.keys()][0] ?? '';
  const mission = pack.salvageMissions.get(missionId);
  const boss = mission?.roster.find((id) => pack.unitCards.get(id)?.role === 'boss') ?? '';
  const boilers = mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(0, 2) ?? [];
  const input = salvageStart(pack, missionId, { attacker: [boss, ...boilers] });
  if (typeof input === 'string') throw new Error(input);
  return Session.start(salvageMode, { mode: salvageMode.id, seed, input }, 'digital');
}

/** Plays by always taking the first choice of a preferred kind; ends its activations at once. */
function playToDowntime(session: Session<typeof salvageMode.machine>, limit = 2000): void {
  const prefer = ['theme-roll', 'setup-next', 'activate-', 'unit-end'];
  for (let i = 0; i < limit; i++) {
    const snap = session.getSnapshot();
    const m = snap.context.mission;
    if (m.stage.kind === 'postGame' && m.stage.step === 'downtime' && m.queue.length === 0) return;
    const choices = salvageMode.choices(snap);
    const pick = prefer.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
    if (pick === undefined) throw new Error(`stuck in ${JSON.stringify(m.stage)}: ${snap.value as string}`);
    const out = session.send(pick.event);
    if (!out.ok) throw new Error(out.reason);
  }
  throw new Error('did not reach downtime');
}

describe('salvage mission mode', () => {
  it('plays a solo mission from set-up to downtime, then starts the next with the roster', () => {
    const session = start('salvage-smoke');
    playToDowntime(session);
    const m = session.getSnapshot().context.mission;
    expect(m.round).toBe(m.roundLimit);
    const roster = m.companies.attacker?.roster.map((b) => b.id) ?? [];
    expect(roster.length).toBeGreaterThan(0);
    const next = salvageMode.choices(session.getSnapshot()).find((c) => c.id === 'mission-next');
    if (next !== undefined) {
      expect(session.send(next.event).ok).toBe(true);
      const m2 = session.getSnapshot().context.mission;
      expect(m2.stage).toEqual({ kind: 'setup', step: 'theme' });
      expect(m2.companies.attacker?.missionsPlayed).toBe(1);
    }
    session.dispose();
  });
});
