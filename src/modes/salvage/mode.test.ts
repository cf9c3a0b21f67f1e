import { describe, expect, it } from 'vitest';
import { formatPackErrors } from '../../content/errors';
import { loadPack } from '../../content/loadPack';
import { Session } from '../../game/session';
import { currentPrompt } from '../../../machines/core/meta';
import { boardClickDecision, decisionLine, describeMission, salvageMode, salvageStart } from './mode';

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));
const loaded = loadPack(files);

function start(seed: string, hotseat = false) {
  if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
  const pack = loaded.pack;
  const missionId = [...pack.salvageMissions.keys()][0] ?? '';
  const mission = pack.salvageMissions.get(missionId);
  const boss = mission?.roster.find((id) => pack.unitCards.get(id)?.role === 'boss') ?? '';
  const boilers = mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(0, 2) ?? [];
  const other = mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boss')[1] ?? boss;
  const more = mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(2, 4) ?? [];
  const input = salvageStart(pack, missionId, {
    attacker: [boss, ...boilers],
    ...(hotseat ? { defender: [other, ...more] } : {}),
  });
  if (typeof input === 'string') throw new Error(input);
  return Session.start(salvageMode, { mode: salvageMode.id, seed, input }, 'digital');
}

/** Plays by always taking the first choice of a preferred kind; ends its activations at once. */
function playToDowntime(session: Session<typeof salvageMode.machine>, limit = 2000): void {
  const prefer = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];
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
  it('set-up step 1: the prompt and the choices agree when the mission sets its own theme', () => {
    const session = start('salvage-theme');
    const snap = session.getSnapshot();
    const m = snap.context.mission;
    expect(m.content.mission.themeId).toBeDefined();
    const offered = salvageMode.choices(snap).filter((c) => snap.can(c.event));
    expect(offered.map((c) => c.id)).toEqual(['setup-next']);
    const prompt = currentPrompt(snap)?.prompt ?? '';
    // Nothing to pick or roll here: the prompt must not ask for it, and "go on" names the theme.
    expect(prompt).not.toMatch(/pick a theme or roll/i);
    expect(offered[0]?.label).toContain(m.theme?.name ?? 'no theme');
  });

  it('narrates decisions with names, not ids', () => {
    const session = start('salvage-words');
    playToDowntime(session);
    const m = session.getSnapshot().context.mission;
    const lines = session.narrate();
    const ids = m.units.map((u) => u.id).filter((id) => !m.units.some((u) => u.name === id));
    for (const line of lines) for (const id of ids) expect(line).not.toMatch(new RegExp(`\\b${id}\\b`));
    const boiler = m.units.find((u) => u.side === 'attacker');
    if (boiler === undefined) throw new Error('no boiler');
    expect(decisionLine(m, { type: 'unit.activate', unit: boiler.id })).toBe(`${boiler.name} activates`);
  });

  it('describes a save by its mission and where it stands: set-up, the round, after the mission', () => {
    const session = start('salvage-describe');
    const name = session.getSnapshot().context.mission.content.mission.name;
    expect(describeMission(session.getSnapshot())).toBe(`Salvage mission — ${name}, setting up`);
    playToDowntime(session);
    const m = session.getSnapshot().context.mission;
    expect(describeMission(session.getSnapshot())).toBe(
      `Salvage mission — ${name}, after the mission (${String(m.round)} rounds)`,
    );
  });

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

  it('refuses a crew without exactly one Boss, or of more than 3, naming the rule', () => {
    if (!loaded.ok) return;
    const id = [...loaded.pack.salvageMissions.keys()][0] ?? '';
    expect(salvageStart(loaded.pack, id, { attacker: ['sample-scrapper'] })).toMatch(/exactly one Boss/);
    expect(
      salvageStart(loaded.pack, id, {
        attacker: ['sample-foreman', 'sample-scrapper', 'sample-rigger', 'sample-spotter'],
      }),
    ).toMatch(/At most 3/);
    expect(salvageStart(loaded.pack, 'nowhere', { attacker: ['sample-foreman'] })).toMatch(
      /no salvage mission/,
    );
  });

  it('plays a hot-seat mission: a roll-off, initiative each round, activations alternating between crews', () => {
    const session = start('salvage-hotseat', true);
    const seen: string[] = [];
    const prefer = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];
    for (let i = 0; i < 3000; i++) {
      const snap = session.getSnapshot();
      const m = snap.context.mission;
      if (m.stage.kind === 'postGame' && m.stage.step === 'downtime' && m.queue.length === 0) break;
      const choices = salvageMode.choices(snap);
      const pick = prefer.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      if (pick === undefined) throw new Error(`stuck in ${JSON.stringify(m.stage)}`);
      if (pick.event.type === 'unit.activate')
        seen.push(m.units.find((u) => u.id === (pick.event as { unit: string }).unit)?.side ?? '?');
      expect(session.send(pick.event).ok).toBe(true);
    }
    const m = session.getSnapshot().context.mission;
    expect(m.stage).toMatchObject({ kind: 'postGame', step: 'downtime' });
    expect(m.journal.some((j) => j.kind === 'rollOffWon' || j.kind === 'rollOffTied')).toBe(true);
    expect(m.journal.some((j) => j.kind === 'initiativeWon')).toBe(true);
    // The first two activations of round 1 belong to different crews.
    expect(new Set(seen.slice(0, 2)).size).toBe(2);
    expect(Object.keys(m.companies).sort()).toEqual(['attacker', 'defender']);
    session.dispose();
  });

  it('a session rebuilt from its log is the same mission (replay equals live)', () => {
    const session = start('salvage-replay');
    playToDowntime(session);
    const resumed = Session.resume(salvageMode, session.setup, session.log, 'digital');
    expect(resumed.ok).toBe(true);
    if (resumed.ok) {
      expect(resumed.session.getSnapshot().context.mission).toEqual(session.getSnapshot().context.mission);
      resumed.session.dispose();
    }
    session.dispose();
  });

  it('explains a refused decision with the rule it breaks', () => {
    const session = start('salvage-refusal');
    const snap = session.getSnapshot();
    expect(salvageMode.explainRefusal(snap, { type: 'unit.end' })).toMatch(/No unit is activating/);
    expect(salvageMode.explainRefusal(snap, { type: 'mission.next' })).toMatch(/downtime/);
    session.dispose();
  });
});

describe('board clicks', () => {
  it('a click on an enemy is the first attack the rules allow, else the one whose refusal says most; a spot is a move of the chosen kind', () => {
    const session = start('salvage-clicks');
    const prefer = ['theme-roll', 'setup-next'];
    for (let i = 0; i < 40 && session.getSnapshot().context.mission.stage.kind === 'setup'; i++) {
      const choices = salvageMode.choices(session.getSnapshot());
      const pick = prefer.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      if (pick === undefined) break;
      session.send(pick.event);
    }
    let m = session.getSnapshot().context.mission;
    const boss = m.units.find((u) => u.role === 'boss');
    if (boss?.at == null) throw new Error('no boss');
    expect(session.send({ type: 'unit.activate', unit: boss.id }).ok).toBe(true);
    m = session.getSnapshot().context.mission;
    const far = m.units.find((u) => u.side === 'site');
    if (far?.at == null) throw new Error('no hostile');
    const attack = boardClickDecision(m, far.id, far.at);
    expect(attack).toMatchObject({ type: 'unit.order', order: { action: 'meleeAttack', target: far.id } });
    if (attack === null) return;
    expect(salvageMode.explainRefusal(session.getSnapshot(), attack)).toMatch(/base contact/);
    const spot = { x: boss.at.x + 1, z: boss.at.z, level: boss.at.level };
    expect(boardClickDecision(m, null, spot, 'crawl')).toEqual({
      type: 'unit.order',
      order: { action: 'crawl', unit: boss.id, to: spot },
    });
    expect(boardClickDecision(m, boss.id, boss.at)).toMatchObject({ order: { action: 'move' } });
    session.dispose();
  });
});
