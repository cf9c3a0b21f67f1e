import { describe, expect, it } from 'vitest';
import { engagedEnemies, unitById } from './board';
import { answer, decide, pendingRoll } from '../../../../machines/salvage/mission.testkit';
import type { Mission, Spot } from './state';
import { editUnit, play, seeded, toRoundOne } from './mission.testkit';

/**
 * Alert and Unalert hostiles through the Enemy Phase (Salvage QR, Enemy Phase; Unalert and Alert hostiles):
 * Unalert ones wander first, then the Alert ones act on their Motivations.
 */

const BOSS = 'a1-sample-foreman';
const GRUB = 'h2-sample-bilge-grub';

/** Ends every Boiler activation of round 1 so the Enemy Phase begins. */
function toEnemyPhase(m0: Mission): Mission {
  let m = m0;
  for (let i = 0; i < 20 && m.stage.kind === 'boilerPhase'; i++) {
    const s = m.stage;
    if (s.active !== null) m = decide(m, { type: 'unit.end' });
    else {
      const u = m.units.find((x) => x.side === s.turn && x.status === 'active' && !x.activated);
      if (u === undefined) break;
      m = decide(m, { type: 'unit.activate', unit: u.id });
    }
    while (pendingRoll(m) !== null) m = answer(m, [[1]]);
  }
  expect(m.stage).toEqual({ kind: 'enemyPhase', part: 'unalert' });
  return m;
}

/** Plays the Enemy Phase out: `faces` answers a roll where it has an answer, else every die shows 1. */
function playEnemyPhase(
  m0: Mission,
  faces: (m: Mission) => number[][] | undefined = () => undefined,
): Mission {
  let m = m0;
  for (let i = 0; i < 200 && m.stage.kind === 'enemyPhase'; i++) {
    const need = pendingRoll(m);
    if (need !== null) m = answer(m, faces(m) ?? need.groups.map((g) => Array<number>(g.spec.count).fill(1)));
    else if (m.order.length > 0) m = decide(m, { type: 'hostile.activate', unit: m.order[0] ?? '' });
    else break;
  }
  return m;
}

describe('the Enemy Phase order', () => {
  it('a wanderer that bumps into a Boiler turns Alert but gets no Alert activation in the same phase', () => {
    let m = toEnemyPhase(toRoundOne());
    m = editUnit(m, BOSS, { at: { x: 29.6, z: 18, level: 3 } });
    m = editUnit(m, GRUB, { at: { x: 27, z: 18, level: 3 }, alert: false });
    // The Grub's D8 shows 3 (east): it walks into base contact with the Boss.
    const after = playEnemyPhase(m, (x) =>
      pendingRoll(x)?.purpose.startsWith(`${unitById(x, GRUB)?.name ?? ''} is Unalert`) === true
        ? [[3]]
        : undefined,
    );
    expect(after.journal.some((j) => j.kind === 'alerted' && j.unit === GRUB)).toBe(true);
    expect(after.journal.some((j) => j.kind === 'activated' && j.unit === GRUB)).toBe(false);
    expect(unitById(after, BOSS)?.health).toBe(unitById(m, BOSS)?.health);
    // Next round it is an Alert hostile like any other.
    expect(after.round).toBe(2);
    expect(unitById(after, GRUB)?.activated).toBe(false);
  });
});

describe('a Prone Alert hostile', () => {
  it('stands up and goes on with its Motivations', () => {
    let m = toEnemyPhase(toRoundOne());
    m = editUnit(m, GRUB, { at: { x: 27, z: 18, level: 3 }, alert: true, conditions: ['prone'] });
    const after = playEnemyPhase(m);
    expect(after.journal.some((j) => j.kind === 'stoodUp' && j.unit === GRUB)).toBe(true);
    expect(unitById(after, GRUB)?.conditions).not.toContain('prone');
    const moved = unitById(after, GRUB)?.at;
    expect(moved).not.toEqual({ x: 27, z: 18, level: 3 });
  });
});

/** Only `keep` of the hostiles stays on the table (the others are gone), Alert at `at`. */
function alone(m: Mission, keep: string, at: Spot): Mission {
  return {
    ...m,
    units: m.units.map((u) =>
      u.side !== 'site'
        ? u
        : u.id === keep
          ? { ...u, at, alert: true }
          : { ...u, at: null, status: 'escaped' as const },
    ),
  };
}

/** Plays on (the Boilers stand still) until `hostile` is Engaged with a Boiler: the round it happens, or null. */
function roundEngaged(m0: Mission, hostile: string, seed: number): number | null {
  let found: number | null = null;
  play(m0, {
    rng: seeded(seed),
    policy: 'passive',
    until: (m) => found !== null || m.stage.kind === 'postGame',
    onStep: (m) => {
      const h = unitById(m, hostile);
      if (found === null && h !== undefined && engagedEnemies(m, h).some((e) => e.side !== 'site'))
        found = m.round;
    },
  });
  return found;
}

/** Puts every Boiler but the Boss far off in a corner of The Sink, out of the way. */
function onlyBoss(m0: Mission, at: Spot): Mission {
  let m = editUnit(m0, BOSS, { at });
  let x = 33;
  for (const u of m.units) {
    if (u.side !== 'attacker' || u.id === BOSS) continue;
    m = editUnit(m, u.id, { at: { x, z: 34, level: 3 } });
    x -= 1.5;
  }
  return m;
}

describe('Alert hostiles change depth to get at a Boiler (Climb, Jump, ramps)', () => {
  it('a Grub in The Sink under the gantry climbs up to the Boss standing on it', () => {
    let m = toRoundOne();
    m = alone(m, GRUB, { x: 12, z: 12, level: 3 });
    m = onlyBoss(m, { x: 12, z: 10, level: 2 });
    const round = roundEngaged(m, GRUB, 7);
    expect(round).not.toBeNull();
    expect(round ?? 99).toBeLessThanOrEqual(3);
  });

  it('Topside is no safe haven: a Grub on the yard floor gets up to the crew on the roof deck', () => {
    const m = alone(toRoundOne(), GRUB, { x: 8, z: 30, level: 3 });
    expect(m.units.filter((u) => u.side === 'attacker').every((u) => u.at?.level === 1)).toBe(true);
    const round = roundEngaged(m, GRUB, 11);
    expect(round).not.toBeNull();
    expect(round ?? 99).toBeLessThanOrEqual(5);
  });

  it('a Grub on the roof deck comes down to the Boss in The Sink', () => {
    let m = toRoundOne();
    m = alone(m, GRUB, { x: 26, z: 26, level: 1 });
    m = onlyBoss(m, { x: 12, z: 24, level: 3 });
    const round = roundEngaged(m, GRUB, 5);
    expect(round).not.toBeNull();
    expect(round ?? 99).toBeLessThanOrEqual(5);
  });
});
