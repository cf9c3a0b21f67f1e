import { describe, expect, it } from 'vitest';
import { unitById } from './board';
import {
  answer,
  decide,
  pendingRoll,
  refusal,
  settle,
  type Decision,
} from '../../../../machines/salvage/mission.testkit';
import type { ActionOrder } from './orders';
import type { Mission, Spot, Unit } from './state';
import { editUnit, facesFor, hotseatStart, play, seeded, toRoundOne } from './mission.testkit';

/**
 * The engine against the quick reference's numbers, on states built by editing a started mission (the
 * sample Refinery Run: Foreman, Scrapper and Rigger against six hostiles, solo, round 1).
 */

const BOSS = 'a1-sample-foreman';
const RIGGER = 'a3-sample-rigger';
const GRUB = 'h2-sample-bilge-grub';
const GUNNER = 'h3-sample-scav-gunner';
const AIRLOCK = 'roof-airlock'; // level 1, centre (31, 31), 2" × 2"
const SITE = 'scrap-heap'; // level 3, centre (10, 26), 2" × 2"

function unit(m: Mission, id: string): Unit {
  const u = unitById(m, id);
  if (u === undefined) throw new Error(`no unit ${id}`);
  return u;
}

function activate(m: Mission, id: string): Mission {
  const d: Decision = { type: 'unit.activate', unit: id };
  expect(refusal(m, d)).toBeNull();
  return decide(m, d);
}

function orderRefused(m: Mission, order: ActionOrder): string | null {
  return refusal(m, { type: 'unit.order', order });
}

function order(m: Mission, o: ActionOrder): Mission {
  expect(orderRefused(m, o)).toBeNull();
  return decide(m, { type: 'unit.order', order: o });
}

/** Answers every roll with the given generator until none waits. */
function rollAll(m0: Mission, seed = 3): Mission {
  let m = m0;
  const rng = seeded(seed);
  for (let i = 0; i < 100; i++) {
    const need = pendingRoll(m);
    if (need === null) return m;
    m = answer(m, facesFor(need, rng));
  }
  throw new Error('rolls never stopped');
}

/** The boss, activated, standing at `at`. */
function bossAt(at: Spot, change: Partial<Unit> = {}): Mission {
  const m = activate(toRoundOne(), BOSS);
  return editUnit(m, BOSS, { at, ...change });
}

/** Ends the mission now (last round's End Phase) and settles into the post-game. */
function endMission(m: Mission): Mission {
  return settle({
    ...m,
    stage: { kind: 'endPhase' },
    round: m.roundLimit ?? 7,
    queue: [{ kind: 'closeRound' }],
  });
}

describe('Noise and alertness', () => {
  it('an Unalert hostile within 6" of Noise turns Alert; one 7" away does not', () => {
    let m = toRoundOne();
    m = editUnit(m, GRUB, { at: { x: 12, z: 4, level: 2 }, alert: false });
    m = editUnit(m, GUNNER, { at: { x: 25, z: 4, level: 2 }, alert: false });
    m = settle({ ...m, queue: [{ kind: 'noise', at: { x: 18, z: 4, level: 2 }, by: null }] });
    expect(unit(m, GRUB).alert).toBe(true);
    expect(unit(m, GUNNER).alert).toBe(false);
    expect(m.noise).toHaveLength(1);
  });

  it('a Noise advances Danger by 1; crossing 4 → 5 queues an event draw and +1 Blight', () => {
    // The Noise is made while the Boss acts: the event card is drawn in its activation.
    let m = activate(toRoundOne(), BOSS);
    m = settle({ ...m, queue: [{ kind: 'noise', at: unit(m, BOSS).at as Spot, by: BOSS }] });
    expect(m.danger).toBe(2);
    expect(m.queue).toEqual([]);

    m = { ...m, danger: 4 };
    m = settle({ ...m, queue: [{ kind: 'noise', at: unit(m, BOSS).at as Spot, by: BOSS }] });
    expect(m.danger).toBe(5);
    expect(m.journal).toContainEqual({ kind: 'dangerSection', level: 'low' });
    expect(m.queue[0]).toEqual({ kind: 'drawEvent', drawer: BOSS });
    expect(m.queue[1]).toEqual({ kind: 'blight', side: 'attacker', amount: 1 });
    expect(pendingRoll(m)?.rule).toBe('salvage.event-cards');
    const before = m.companies.attacker?.blight ?? 0;
    m = rollAll(m);
    expect(m.journal).toContainEqual({ kind: 'blightGained', side: 'attacker', amount: 1 });
    expect(m.companies.attacker?.blight ?? 0).toBeGreaterThanOrEqual(before + 1);
  });

  it('a Noise within a Danger section draws no event', () => {
    let m = { ...toRoundOne(), danger: 6 };
    m = settle({ ...m, queue: [{ kind: 'noise', at: unit(m, BOSS).at as Spot, by: BOSS }] });
    expect(m.danger).toBe(7);
    expect(m.queue).toEqual([]);
    expect(m.companies.attacker?.blight).toBe(0);
  });
});

describe('airlocks', () => {
  const touching: Spot = { x: 29.5, z: 31, level: 1 };
  const cycle: ActionOrder = { action: 'interact', unit: BOSS, target: AIRLOCK };

  it('cannot be cycled at All Quiet (Danger 1–4)', () => {
    for (const danger of [1, 4]) {
      const m = { ...bossAt(touching), danger };
      expect(orderRefused(m, cycle)).toMatch(/All Quiet/);
    }
  });

  it('cycle on a Smarts test at TN 7 at Low, 6 at Medium, 5 at High', () => {
    for (const [danger, tn] of [
      [5, 7],
      [9, 7],
      [10, 6],
      [16, 5],
    ] as const) {
      const m = order({ ...bossAt(touching), danger }, cycle);
      const need = pendingRoll(m);
      expect(need?.target).toBe(tn);
      expect(need?.groups[0]?.spec).toEqual({ count: 3, die: 'd8', read: 'pool' });
      const out = answer(m, [[tn, 2, 2]]); // one success (a 1 would cancel it)
      expect(unit(out, BOSS).status).toBe('escaped');
      expect(unit(out, BOSS).at).toBeNull();
      expect(out.airlocks.find((a) => a.id === AIRLOCK)?.uses).toBe(1);
    }
  });

  it('open without a test at Maximum (20)', () => {
    const m = order({ ...bossAt(touching), danger: 20 }, cycle);
    expect(unit(m, BOSS).status).toBe('escaped');
  });

  it('must be in base contact', () => {
    const m = { ...bossAt({ x: 27, z: 31, level: 1 }), danger: 5 };
    expect(orderRefused(m, cycle)).toMatch(/base contact/);
  });
});

describe('Power and Exert', () => {
  it('a unit with 0 Power cannot act: its activation ends at once', () => {
    const m0 = toRoundOne();
    const m = activate(editUnit(m0, BOSS, { stats: { ...unit(m0, BOSS).stats, power: 0 } }), BOSS);
    expect(unit(m, BOSS).activated).toBe(true);
    expect(unit(m, BOSS).power).toBe(0);
    expect(m.stage).toEqual({ kind: 'boilerPhase', active: null, turn: 'attacker' });
    expect(refusal(m, { type: 'unit.activate', unit: BOSS })).not.toBeNull();
  });

  it('an action costing more Power than is left is refused', () => {
    const m = editUnit(activate(toRoundOne(), BOSS), BOSS, { power: 1 });
    expect(orderRefused(m, { action: 'concentrate', unit: BOSS })).toBeNull();
    expect(orderRefused(m, { action: 'disengage', unit: BOSS })).toMatch(/Power/);
  });

  it('Exert gives +1 Power now; the token costs 1 Power next activation', () => {
    let m = activate(toRoundOne(), BOSS);
    expect(unit(m, BOSS).power).toBe(4);
    m = order(m, { action: 'exert', unit: BOSS });
    expect(unit(m, BOSS).power).toBe(5);
    expect(unit(m, BOSS).exert).toBe(1);
    // Rest cannot take off a token placed this activation.
    expect(orderRefused(m, { action: 'rest', unit: BOSS, remove: 'exert' })).toMatch(
      /Exerted this activation/,
    );
    m = decide(m, { type: 'unit.end' });
    const r = play(m, {
      rng: seeded(11),
      policy: 'passive',
      until: (x) =>
        x.round === 2 && x.stage.kind === 'boilerPhase' && x.stage.active === null && pendingRoll(x) === null,
    });
    expect(r.stopped).toBe('until');
    expect(unit(r.mission, BOSS).status).toBe('active');
    m = activate(r.mission, BOSS);
    expect(unit(m, BOSS).power).toBe(3);
    expect(m.journal.at(-1)).toEqual({ kind: 'activated', unit: BOSS, power: 3 });
    // Rest removes it now, and the one after starts at full Power again.
    m = order(m, { action: 'rest', unit: BOSS, remove: 'exert' });
    expect(unit(m, BOSS).exert).toBe(0);
  });

  it('at most 2 Exert tokens', () => {
    const m = editUnit(activate(toRoundOne(), BOSS), BOSS, { exert: 2 });
    expect(orderRefused(m, { action: 'exert', unit: BOSS })).toMatch(/At most 2/);
  });
});

describe('Engaged and Prone', () => {
  it('Engaged units are refused non-combat actions until they Disengage', () => {
    let m = activate(toRoundOne(), BOSS);
    const at = unit(m, BOSS).at as Spot;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x - 1 }, alert: true });
    expect(orderRefused(m, { action: 'concentrate', unit: BOSS })).toMatch(/Engaged/);
    expect(orderRefused(m, { action: 'move', unit: BOSS, to: { ...at, x: at.x + 2 } })).toMatch(/Engaged/);
    expect(orderRefused(m, { action: 'firstAid', unit: BOSS, target: BOSS })).toMatch(/Engaged/);
    expect(
      orderRefused(m, { action: 'meleeAttack', unit: BOSS, target: GRUB, weapon: 'sample-cutting-torch' }),
    ).toBeNull();
    expect(orderRefused(m, { action: 'disengage', unit: BOSS })).toBeNull();
    expect(orderRefused(m, { action: 'shove', unit: BOSS, target: GRUB })).toBeNull();
  });

  it('Prone units may only Crawl or Stand Up', () => {
    const m = editUnit(activate(toRoundOne(), BOSS), BOSS, { conditions: ['prone'] });
    const at = unit(m, BOSS).at as Spot;
    expect(orderRefused(m, { action: 'concentrate', unit: BOSS })).toMatch(/Prone/);
    expect(orderRefused(m, { action: 'move', unit: BOSS, to: { ...at, x: at.x + 1 } })).toMatch(/Prone/);
    expect(orderRefused(m, { action: 'run', unit: BOSS, to: { ...at, x: at.x + 1 } })).toMatch(/Prone/);
    expect(orderRefused(m, { action: 'crawl', unit: BOSS, to: { ...at, x: at.x - 1 } }) ?? '').not.toMatch(
      /Prone/,
    );
    expect(orderRefused(m, { action: 'standUp', unit: BOSS })).toBeNull();
    const up = order(m, { action: 'standUp', unit: BOSS });
    expect(unit(up, BOSS).conditions).not.toContain('prone');
    expect(unit(up, BOSS).power).toBe(3);
  });
});

describe('salvage sites', () => {
  const atSite: Spot = { x: 8.5, z: 26, level: 3 };
  const extract: ActionOrder = { action: 'extractSalvage', unit: BOSS, site: SITE };

  it('refuse a fifth extraction', () => {
    const m = bossAt(atSite);
    const with3 = { ...m, sites: m.sites.map((s) => (s.id === SITE ? { ...s, extractions: 3 } : s)) };
    const with4 = { ...m, sites: m.sites.map((s) => (s.id === SITE ? { ...s, extractions: 4 } : s)) };
    expect(orderRefused(with3, extract)).toBeNull();
    expect(orderRefused(with4, extract)).toMatch(/at most 4 extractions/);
  });

  it('extract on a quality roll then a Muscle test at that TN; a pass is a token, a Noise and the site used once', () => {
    const m0 = bossAt(atSite);
    let m = order(
      { ...m0, sites: m0.sites.map((s) => (s.id === SITE ? { ...s, extractions: 3 } : s)) },
      extract,
    );
    expect(pendingRoll(m)?.rule).toBe('salvage.salvage-quality');
    m = answer(m, [[3]]); // 3, +1 in The Sink = 4: Useful
    const test = pendingRoll(m);
    expect(test?.groups[0]?.spec).toEqual({ count: 2, die: 'd8', read: 'pool' });
    const tn = test?.target ?? 0;
    m = answer(
      m,
      [[8, 1]].map((f) => f.map((x) => (x === 8 ? Math.max(tn, 8) : x))),
    );
    expect(unit(m, BOSS).salvage).toHaveLength(1);
    expect(m.sites.find((s) => s.id === SITE)?.extractions).toBe(4);
    expect(m.danger).toBe(2);
    expect(orderRefused(m, extract)).toMatch(/at most 4/);
  });

  it('a failed extraction makes no Noise', () => {
    let m = order(bossAt(atSite), extract);
    m = answer(m, [[3]]);
    m = answer(m, [[2, 2]]);
    expect(unit(m, BOSS).salvage).toHaveLength(0);
    expect(m.danger).toBe(1);
    expect(m.noise).toEqual([]);
  });
});

describe('post-game', () => {
  it.each([
    [[1, 1, 1], 10],
    [[1, 2, 2], 20],
    [[2, 3, 3], 20],
    [[3, 3, 3], 35],
    [[4, 4, 4], 35],
  ])('transit find %j gives its banded scrip', (dice, scrip) => {
    let m = endMission(toRoundOne());
    expect(m.stage).toEqual({ kind: 'postGame', step: 'transitFind' });
    const need = pendingRoll(m);
    expect(need?.groups[0]?.spec).toEqual({ count: 3, die: 'd4', read: 'sum' });
    const before = m.companies.attacker?.scrip ?? 0;
    m = answer(m, [dice]);
    expect((m.companies.attacker?.scrip ?? 0) - before).toBe(scrip);
  });

  it('a Mortally Wounded Boiler rolls one transit die fewer', () => {
    const m = endMission(editUnit(toRoundOne(), RIGGER, { status: 'mortallyWounded', health: 0 }));
    const m2 = answer(m, [[4, 4]]); // the injury roll first
    expect(pendingRoll(m2)?.groups[0]?.spec.count).toBe(2);
  });

  function woundedRigger(won: boolean): Mission {
    let m = editUnit(toRoundOne(), RIGGER, { status: 'mortallyWounded', health: 0 });
    const crew = m.crews.attacker;
    if (crew === undefined) throw new Error('no crew');
    m = {
      ...m,
      crews: { attacker: { ...crew, won, winCondition: m.content.mission.winConditions[0] ?? null } },
    };
    m = endMission(m);
    expect(m.stage).toEqual({ kind: 'postGame', step: 'injuries' });
    expect(pendingRoll(m)?.groups[0]?.spec).toEqual({ count: 2, die: 'd4', read: 'd44' });
    return m;
  }

  it('an injury roll of 11 without the win condition (−2 → 9) is Killed!: off the roster', () => {
    const m = answer(woundedRigger(false), [[1, 1]]);
    const company = m.companies.attacker;
    expect(company?.roster.map((b) => b.id)).toEqual([BOSS, 'a2-sample-scrapper']);
    expect(company?.fallen).toEqual([unit(m, RIGGER).name]);
    expect(m.journal).toContainEqual({
      kind: 'injuryRolled',
      boiler: unit(m, RIGGER).name,
      d44: 11,
      modified: 9,
    });
  });

  it("an injury roll of 21 without the win condition (−2 → 13) is Death's Door: −1 Max Health", () => {
    const m = answer(woundedRigger(false), [[2, 1]]);
    expect(m.companies.attacker?.roster.find((b) => b.id === RIGGER)?.stats.health).toBe(4);
  });

  it("an injury roll of 11 with the win condition (+2 → 13) is Death's Door", () => {
    const m = answer(woundedRigger(true), [[1, 1]]);
    expect(m.companies.attacker?.roster.find((b) => b.id === RIGGER)?.stats.health).toBe(4);
    expect(m.companies.attacker?.fallen).toEqual([]);
  });

  it('an injury roll of 44 with the win condition is an Insurance Payout of 35 Scrip', () => {
    const m0 = woundedRigger(true);
    const before = m0.companies.attacker?.scrip ?? 0;
    const m = answer(m0, [[4, 4]]);
    expect((m.companies.attacker?.scrip ?? 0) - before).toBe(35);
  });

  it('a Mortally Wounded Boiler loses its items; an unescaped survivor keeps only its starting items', () => {
    let m = editUnit(toRoundOne(), RIGGER, { status: 'mortallyWounded', health: 0 });
    m = editUnit(m, BOSS, { gear: ['sample-cutting-torch'], salvage: ['rare'] });
    m = endMission(m);
    const roster = m.companies.attacker?.roster ?? [];
    expect(roster.find((b) => b.id === RIGGER)?.gear).toEqual([]);
    expect(roster.find((b) => b.id === BOSS)?.gear).toEqual([
      'sample-cutting-torch',
      'sample-patchwork-plate',
    ]);
    expect(m.companies.attacker?.salvage).toEqual([]);
  });

  it('mission.next starts the next mission with the surviving roster', () => {
    let m = answer(woundedRigger(false), [[1, 1]]);
    const r = play(m, { rng: seeded(5), policy: 'passive' });
    expect(r.stopped).toBe('downtime');
    m = r.mission;
    expect(refusal(m, { type: 'mission.next' })).toBeNull();
    m = decide(m, { type: 'mission.next' });
    expect(m.stage.kind).toBe('setup');
    expect(m.round).toBe(0);
    expect(m.danger).toBeGreaterThanOrEqual(1);
    expect(m.companies.attacker?.missionsPlayed).toBe(1);
    expect(m.companies.attacker?.roster.map((b) => b.id)).toEqual([BOSS, 'a2-sample-scrapper']);
    const next = play(m, { rng: seeded(6), policy: 'passive', until: (x) => x.round === 1 });
    expect(next.stopped).toBe('until');
    expect(next.mission.units.filter((u) => u.side === 'attacker').map((u) => u.id)).toEqual([
      BOSS,
      'a2-sample-scrapper',
    ]);
    expect(
      next.mission.units
        .filter((u) => u.side === 'attacker')
        .every((u) => u.health === u.maxHealth && u.at !== null),
    ).toBe(true);
  });

  it('mission.next is refused before downtime', () => {
    expect(refusal(toRoundOne(), { type: 'mission.next' })).toMatch(/downtime/);
  });
});

describe('lasting injuries and Blight manifestations', () => {
  /** A finished mission at downtime (no one hurt), ready for `mission.next`. */
  function atDowntime(): Mission {
    const r = play(endMission(toRoundOne()), { rng: seeded(4), policy: 'passive' });
    expect(r.stopped).toBe('downtime');
    return r.mission;
  }

  function nextMissionRoundOne(m: Mission): Mission {
    const r = play(decide(m, { type: 'mission.next' }), {
      rng: seeded(8),
      policy: 'passive',
      until: (x) => x.round === 1,
    });
    expect(r.stopped).toBe('until');
    return r.mission;
  }

  function withCompanyEdit(
    m: Mission,
    change: (
      c: NonNullable<Mission['companies']['attacker']>,
    ) => NonNullable<Mission['companies']['attacker']>,
  ): Mission {
    const c = m.companies.attacker;
    if (c === undefined) throw new Error('no company');
    return { ...m, companies: { attacker: change(c) } };
  }

  it('a manifestation for "next mission" bites in the next mission', () => {
    const m = withCompanyEdit(atDowntime(), (c) => ({
      ...c,
      manifestations: [{ id: 'noExert', missionsLeft: 1, target: BOSS }],
    }));
    const next = nextMissionRoundOne(m);
    expect(unit(next, BOSS).curses).toContain('noExert');
    expect(orderRefused(activate(next, BOSS), { action: 'exert', unit: BOSS })).toMatch(/cannot Exert/);
    // …and only that one.
    const r = play(next, { rng: seeded(9), policy: 'passive' });
    expect(r.mission.companies.attacker?.manifestations).toEqual([]);
    const after = nextMissionRoundOne(r.mission);
    expect(unit(after, BOSS).curses).toEqual([]);
  });

  it("manifestation 3 (−1D8 Muscle and Smarts next mission) lowers the Boiler's stats next mission", () => {
    let m = atDowntime();
    m = settle({
      ...m,
      queue: [{ kind: 'statLoss', side: 'attacker', boiler: BOSS, stat: 'smarts', lasting: false }],
    });
    const before = unit(m, BOSS).stats.smarts;
    expect(before).toBeGreaterThan(2);
    const next = nextMissionRoundOne(m);
    // One die fewer (stats are dice pools), not minus a D8 face.
    expect(unit(next, BOSS).stats.smarts).toBe(before - 1);
  });

  it('a 1-mission injury (Nerve Damage) bites in the next mission', () => {
    const m = withCompanyEdit(atDowntime(), (c) => ({
      ...c,
      roster: c.roster.map((b) =>
        b.id === BOSS ? { ...b, injuries: [{ id: 'nerveDamage', missionsLeft: 1 }] } : b,
      ),
    }));
    const next = nextMissionRoundOne(m);
    expect(unit(next, BOSS).injuries).toContain('nerveDamage');
  });

  it('Damaged Filters adds 1 to the first Blight gain of a mission only', () => {
    let m = toRoundOne();
    m = editUnit(m, BOSS, { injuries: ['damagedFilters'] });
    m = settle({ ...m, queue: [{ kind: 'blight', side: 'attacker', amount: 1 }] });
    expect(m.companies.attacker?.blight).toBe(2);
    m = settle({ ...m, queue: [{ kind: 'blight', side: 'attacker', amount: 1 }] });
    expect(m.companies.attacker?.blight).toBe(3);
  });
});

describe('hot-seat, once a crew has met its win condition', () => {
  it('its units no longer activate and the other crew plays its turns out (no rules loop)', () => {
    let m = hotseatStart();
    const r = play(m, {
      rng: seeded(2),
      policy: 'passive',
      until: (x) => x.stage.kind === 'boilerPhase' && x.round === 1 && pendingRoll(x) === null,
    });
    expect(r.stopped).toBe('until');
    m = r.mission;
    const attacker = m.crews.attacker;
    if (attacker === undefined) throw new Error('no attacker');
    m = { ...m, crews: { ...m.crews, attacker: { ...attacker, won: true } } };
    // The winner of initiative lets the crew that has won go first: it has nothing left to do.
    if (m.stage.kind === 'boilerPhase' && m.stage.turn === null)
      m = decide(m, { type: 'initiative.first', side: 'attacker' });
    const done = play(m, { rng: seeded(3), policy: 'passive', until: (x) => x.round === 2 });
    expect(done.stopped).toBe('until');
    expect(done.mission.units.filter((u) => u.side === 'attacker').every((u) => u.activations === 0)).toBe(
      true,
    );
    expect(done.mission.units.filter((u) => u.side === 'defender').every((u) => u.activations === 1)).toBe(
      true,
    );
  });
});
