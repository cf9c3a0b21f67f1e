import { describe, expect, it } from 'vitest';
import { formatPackErrors } from '../../content/errors';
import { loadPack } from '../../content/loadPack';
import { figureClick } from '../../game/salvage/figureClick';
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
    // Nor coordinates: a deployment is told by where on the table it is, in words.
    expect(lines.filter((line) => /\(\d+(?:\.\d+)?"?, \d/.test(line))).toEqual([]);
    const boiler = m.units.find((u) => u.side === 'attacker');
    if (boiler === undefined) throw new Error('no boiler');
    expect(decisionLine(m, { type: 'unit.activate', unit: boiler.id })).toBe(`${boiler.name} activates`);
    expect(decisionLine(m, { type: 'unit.deploy', unit: boiler.id, x: 6, z: 1.5 })).toBe(
      `${boiler.name} deployed at the north edge, 6" from the west corner`,
    );
  });

  it('describes a save by its mission and where it stands: set-up, the round, after the mission', () => {
    const session = start('salvage-describe');
    const name = session.getSnapshot().context.mission.content.mission.name;
    expect(describeMission(session.getSnapshot())).toBe(`Salvage mission — ${name}, setting up`);
    playToDowntime(session);
    const m = session.getSnapshot().context.mission;
    // The end says how: why the mission stopped, and whether the crew met its win condition.
    const crew = m.companies.attacker?.name ?? '';
    const won = m.crews.attacker?.won === true;
    const goal = m.crews.attacker?.winCondition;
    const how = won
      ? `won (${goal?.name ?? ''}, ${String(goal?.scrip)} scrip)`
      : `lost (${goal?.name ?? ''} not met)`;
    expect(describeMission(session.getSnapshot())).toBe(
      `Salvage mission — ${name}. The mission ended after ${String(m.round)} rounds: the round limit (${String(m.roundLimit)} rounds) was reached. ${crew} ${how}`,
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
    if (!loaded.ok) throw new Error(`loaded failed: ${JSON.stringify(loaded)}`);
    const id = [...loaded.pack.salvageMissions.keys()][0] ?? '';
    expect(salvageStart(loaded.pack, id, { attacker: ['sample-scrapper'] })).toMatch(/exactly one Boss/);
    expect(
      salvageStart(loaded.pack, id, {
        attacker: ['sample-foreman', 'sample-scrapper', 'sample-rigger', 'sample-spotter'],
      }),
    ).toBe('Crew A: At most 3 Boilers go on a mission, the Boss counted among them (you picked 4).');
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

  it('a click on a Boiler of the crew whose turn it is activates it, as its button in the figure list does', () => {
    const session = start('salvage-click-activate');
    const prefer = ['theme-roll', 'setup-next'];
    for (let i = 0; i < 40 && session.getSnapshot().context.mission.stage.kind === 'setup'; i++) {
      const choices = salvageMode.choices(session.getSnapshot());
      const pick = prefer.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      if (pick === undefined) break;
      session.send(pick.event);
    }
    const m = session.getSnapshot().context.mission;
    const boss = m.units.find((u) => u.role === 'boss');
    const hostile = m.units.find((u) => u.side === 'site');
    if (boss?.at == null || hostile?.at == null) throw new Error('no boss or hostile');
    expect(figureClick(m, boss.id)).toBe('activate');
    expect(figureClick(m, hostile.id)).toBeNull();
    const event = boardClickDecision(m, boss.id, boss.at);
    expect(event).toEqual({ type: 'unit.activate', unit: boss.id });
    expect(boardClickDecision(m, hostile.id, hostile.at)).toBeNull();
    if (event === null) return;
    expect(session.send(event).ok).toBe(true);
    const after = session.getSnapshot().context.mission;
    expect(after.stage).toMatchObject({ kind: 'boilerPhase', active: boss.id });
    // Now a click on the hostile is an attack, on the Boiler itself nothing the list offers.
    expect(figureClick(after, hostile.id)).toBe('attack');
    expect(figureClick(after, boss.id)).toBeNull();
    session.dispose();
  });
});

describe('orders for a friend (Airlocks: cycling for another unit; First Aid on a friend in contact)', () => {
  const BOSS = 'a1-sample-foreman';
  const FRIEND = 'a2-sample-scrapper';

  /** The refinery run with an airlock in the crew's zone and an acid pool under the friend's spot. */
  function session() {
    if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
    const input = salvageStart(loaded.pack, 'sample-refinery-run', {
      attacker: ['sample-foreman', 'sample-scrapper', 'sample-rigger'],
    });
    if (typeof input === 'string') throw new Error(input);
    const piece = { level: 1 as const, blocksLos: false, cover: false, open: false };
    const board = {
      ...input.content.board,
      terrain: [
        ...input.content.board.terrain,
        {
          ...piece,
          id: 'zone-airlock',
          kind: 'airlock' as const,
          x: 31,
          z: 21.5,
          width: 2,
          depthExtent: 2,
          height: 3,
        },
        {
          ...piece,
          id: 'zone-acid',
          kind: 'hazard-site' as const,
          x: 28.5,
          z: 22.5,
          width: 1.2,
          depthExtent: 1.2,
          height: 0.1,
          hazard: 1,
        },
      ],
    };
    return Session.start(
      salvageMode,
      {
        mode: salvageMode.id,
        seed: 'friends',
        // Danger starts at 5 (Low) under this theme: the airlocks cycle at TN 7.
        input: {
          ...input,
          content: {
            ...input.content,
            board,
            mission: { ...input.content.mission, themeId: 'sample-picked-over' },
          },
        },
      },
      'manual',
    );
  }

  function take(s: ReturnType<typeof session>, id: string) {
    const choice = salvageMode.choices(s.getSnapshot()).find((c) => c.id.startsWith(id));
    if (choice === undefined) throw new Error(`no choice ${id}`);
    const out = s.send(choice.event);
    if (!out.ok) throw new Error(out.reason);
  }

  /** Answers every waiting roll with the same face on every die. */
  function roll(s: ReturnType<typeof session>, face: number) {
    for (let i = 0; i < 50 && s.getSnapshot().hasTag('awaiting-dice'); i++) {
      const request = s.getSnapshot().context.diceRequest;
      const out = s.answerDice(request?.groups.map((g) => Array<number>(g.spec.count).fill(face)) ?? []);
      if (!out.ok) throw new Error(out.reason);
    }
  }

  it('offers First Aid on a hurt friend in base contact and cycling the airlock for it, and both work', () => {
    const s = session();
    for (let i = 0; i < 20 && s.getSnapshot().context.mission.stage.kind === 'setup'; i++) {
      roll(s, 4);
      const m = s.getSnapshot().context.mission;
      if (m.stage.kind === 'setup' && m.stage.step === 'deployment') {
        expect(s.send({ type: 'unit.deploy', unit: BOSS, x: 29.3, z: 21 }).ok).toBe(true);
        expect(s.send({ type: 'unit.deploy', unit: FRIEND, x: 29.3, z: 22 }).ok).toBe(true);
      }
      take(s, 'setup-next');
    }
    roll(s, 4);
    // The friend ends an activation in the acid: 1 damage and Poisoned.
    take(s, `activate-${FRIEND}`);
    take(s, 'unit-end');
    roll(s, 4);
    let m = s.getSnapshot().context.mission;
    const hurt = m.units.find((u) => u.id === FRIEND);
    expect(hurt?.conditions).toContain('poisoned');
    expect(hurt?.health).toBeLessThan(hurt?.maxHealth ?? 0);
    take(s, `activate-${BOSS}`);
    const ids = salvageMode.choices(s.getSnapshot()).map((c) => c.id);
    expect(ids.some((id) => id.startsWith(`order-firstAid-${FRIEND}-`) && id.includes('Health'))).toBe(true);
    expect(ids.some((id) => id.startsWith(`order-firstAid-${FRIEND}-`) && id.includes('poisoned'))).toBe(
      true,
    );
    take(s, `order-firstAid-${FRIEND}-First Aid on Tamsin (+1 Health)`);
    m = s.getSnapshot().context.mission;
    expect(m.units.find((u) => u.id === FRIEND)?.health).toBe((hurt?.health ?? 0) + 1);
    take(s, `order-interact-zone-airlock-Cycle Zone airlock for Tamsin`);
    roll(s, 8);
    m = s.getSnapshot().context.mission;
    expect(m.units.find((u) => u.id === FRIEND)?.status).toBe('escaped');
    expect(m.units.find((u) => u.id === BOSS)?.status).toBe('active');
    s.dispose();
  });
});
