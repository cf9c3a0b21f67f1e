import { describe, expect, it } from 'vitest';
import { matching } from './matchers.testkit';
import {
  CLOSED_BULKHEAD,
  attemptBulkhead,
  cloneStation,
  crackBulkhead,
  disarmLaser,
  emergencyReleaseOpens,
  encounterLevel,
  laserDamage,
  medStationHeal,
  mineDodgeOdds,
  oxygenStationRefill,
  randomValue,
  resolveMines,
  storyLineStart,
  techCheckOdds,
  teleporterOut,
  toggleHullBreach,
  treasureGrade,
  type BulkheadMemory,
} from './elements';
import { crewMember, mapOf } from './fixtures';
import { buildGraph, tileSpaceId } from './graph';
import { teleportTarget } from './teleportal';

describe('bulkhead (kraken.bulkhead)', () => {
  it('opens on 2d6 + Tech ≥ 10 + level (B4, Tech 4 needs 14)', () => {
    const fail = attemptBulkhead(CLOSED_BULKHEAD, { tech: 4, level: 4, faces: [5, 4] });
    expect(fail).toMatchObject({
      ok: true,
      success: false,
      total: 13,
      target: 14,
      memory: { opened: false, fails: 1 },
    });
    const pass = attemptBulkhead(CLOSED_BULKHEAD, { tech: 4, level: 4, faces: [5, 5] });
    expect(pass).toMatchObject({ ok: true, success: true, memory: { opened: true } });
  });

  it('locks after three failures and then refuses checks, but can still be cracked', () => {
    let memory: BulkheadMemory = CLOSED_BULKHEAD;
    for (let i = 0; i < 3; i += 1) {
      const attempt = attemptBulkhead(memory, { tech: 0, level: 2, faces: [1, 1] });
      if (!attempt.ok) throw new Error(attempt.reason);
      expect(attempt.locked).toBe(i === 2);
      memory = attempt.memory;
    }
    expect(attemptBulkhead(memory, { tech: 9, level: 2, faces: [6, 6] })).toMatchObject({ ok: false });
    expect(crackBulkhead(memory, { level: 2, weapon: { grade: 2, ammoCapacity: 6, loaded: 6 } })).toEqual({
      ok: true,
      memory: { opened: true, fails: 3 },
      ammoSpent: 6,
    });
  });

  it('refuses a check on an open bulkhead and dice that are not two d6', () => {
    expect(attemptBulkhead({ opened: true, fails: 0 }, { tech: 4, level: 0, faces: [3, 3] })).toMatchObject({
      ok: false,
    });
    expect(attemptBulkhead(CLOSED_BULKHEAD, { tech: 4, level: 0, faces: [3] })).toMatchObject({ ok: false });
    expect(attemptBulkhead(CLOSED_BULKHEAD, { tech: 4, level: 0, faces: [3, 7] })).toMatchObject({
      ok: false,
    });
  });

  it('cracks only with a fully loaded weapon of high enough grade that has a magazine', () => {
    const level = 3;
    expect(
      crackBulkhead(CLOSED_BULKHEAD, { level, weapon: { grade: 3, ammoCapacity: 5, loaded: 5 } }),
    ).toMatchObject({ ok: true });
    expect(
      crackBulkhead(CLOSED_BULKHEAD, { level, weapon: { grade: 2, ammoCapacity: 5, loaded: 5 } }),
    ).toMatchObject({ ok: false });
    expect(
      crackBulkhead(CLOSED_BULKHEAD, { level, weapon: { grade: 4, ammoCapacity: 5, loaded: 4 } }),
    ).toMatchObject({ ok: false });
    expect(
      crackBulkhead(CLOSED_BULKHEAD, { level, weapon: { grade: 4, ammoCapacity: null, loaded: 0 } }),
    ).toMatchObject({ ok: false });
  });

  it('releases itself only on One-way maps with no teleporter and no other way out', () => {
    const base = { oneWay: true, locked: true, teleporterUsable: false, otherWayOut: false };
    expect(emergencyReleaseOpens(base)).toBe(true);
    expect(emergencyReleaseOpens({ ...base, oneWay: false })).toBe(false);
    expect(emergencyReleaseOpens({ ...base, teleporterUsable: true })).toBe(false);
    expect(emergencyReleaseOpens({ ...base, otherWayOut: true })).toBe(false);
  });

  it('gives exact odds: Tech 5 against B2 needs 7 on 2d6', () => {
    expect(techCheckOdds(5, 2)).toBeCloseTo(21 / 36, 12);
  });
});

describe('laser barrier (kraken.laser-barrier)', () => {
  it('deals difficulty + grade and is disarmed on 2d6 + Tech ≥ 10 + grade', () => {
    expect(laserDamage(2, 3)).toBe(5);
    expect(disarmLaser({ tech: 4, level: 4, faces: [6, 3] })).toMatchObject({
      success: false,
      total: 13,
      target: 14,
    });
    expect(disarmLaser({ tech: 4, level: 4, faces: [6, 4] })).toMatchObject({ success: true });
  });
});

describe('mines (kraken.mines)', () => {
  const crew = [
    crewMember('dex', { tech: 4 }),
    crewMember('ana', { agility: 3 }),
    crewMember('bo', { agility: 5, conscious: false, hp: 0 }),
  ];

  it('are defused by one good disarm: nobody rolls to dodge', () => {
    const result = resolveMines({
      difficulty: 2,
      grade: 1,
      crew,
      disarm: { crewId: 'dex', faces: [4, 4] },
      dodges: {},
    });
    expect(result).toEqual({
      ok: true,
      disarmed: true,
      disarm: { crewId: 'dex', total: 12, target: 11 },
      blasts: [],
    });
  });

  it('catch the failed disarmer for 2 more, and whoever misses the 8+ dodge; never the unconscious', () => {
    const result = resolveMines({
      difficulty: 2,
      grade: 1,
      crew,
      disarm: { crewId: 'dex', faces: [1, 1] },
      dodges: { ana: 4 },
    });
    expect(result).toMatchObject({
      ok: true,
      disarmed: false,
      blasts: [
        { crewId: 'dex', dodged: false, damage: 5 },
        { crewId: 'ana', face: 4, total: 7, dodged: false, damage: 3 },
      ],
    });
  });

  it('need a dodge face for every conscious member when nobody tries to disarm', () => {
    expect(resolveMines({ difficulty: 2, grade: 0, crew, dodges: { dex: 4 } })).toMatchObject({ ok: false });
    expect(resolveMines({ difficulty: 2, grade: 0, crew, dodges: { dex: 4, ana: 5 } })).toMatchObject({
      ok: true,
      blasts: [
        { crewId: 'dex', dodged: true, damage: 0 },
        { crewId: 'ana', dodged: true, damage: 0 },
      ],
    });
  });

  it('add equipment bonuses to the disarm and the dodge', () => {
    const result = resolveMines({
      difficulty: 2,
      grade: 0,
      crew,
      disarm: { crewId: 'dex', faces: [2, 2], bonus: 2 },
      dodges: { ana: 3 },
      dodgeBonuses: { ana: 2 },
    });
    expect(result).toMatchObject({ disarmed: true });
    expect(mineDodgeOdds(5)).toBeCloseTo(4 / 6, 12);
  });
});

describe('stations, treasure, levels and story lines', () => {
  it('med-station: 4 HP, three times, halved in Hell', () => {
    expect(medStationHeal(0, 'NO')).toEqual({ ok: true, heal: 4 });
    expect(medStationHeal(2, 'HELL')).toEqual({ ok: true, heal: 2 });
    expect(medStationHeal(3, 'YES')).toMatchObject({ ok: false });
  });

  it('clone station: 4 HP each once, a save point on the two easier difficulties', () => {
    expect(cloneStation(false, 'YES', 'adventurer')).toEqual({ ok: true, healEach: 4, canSave: true });
    expect(cloneStation(false, 'YES', 'just-a-simulation')).toMatchObject({ canSave: true });
    expect(cloneStation(false, 'HELL', 'real-life')).toEqual({ ok: true, healEach: 2, canSave: false });
    expect(cloneStation(false, 'YES', 'hardcore')).toMatchObject({ canSave: false });
    expect(cloneStation(true, 'YES', 'adventurer')).toMatchObject({ ok: false });
  });

  it('oxygen station refills to capacity', () => {
    expect(oxygenStationRefill(7, 30)).toBe(23);
  });

  it('treasure grade is difficulty + T, at most 6; enemies are difficulty + E', () => {
    expect(treasureGrade(2, 2)).toBe(4);
    expect(treasureGrade(5, 3)).toBe(6);
    expect(encounterLevel(2, 4)).toBe(6);
  });

  it('reads a ? value as a d6 halved, rounded up', () => {
    expect([1, 2, 3, 4, 5, 6].map(randomValue)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(() => randomValue(7)).toThrow();
  });

  it('starts a story line at 1AA … 1AT on a d20', () => {
    expect(storyLineStart(1)).toBe('1AA');
    expect(storyLineStart(10)).toBe('1AJ');
    expect(storyLineStart(20)).toBe('1AT');
  });

  it('repairs a hull breach only with a welding device, and undoes it the same way', () => {
    expect(toggleHullBreach(false, true)).toEqual({ ok: true, repaired: true });
    expect(toggleHullBreach(true, true)).toEqual({ ok: true, repaired: false });
    expect(toggleHullBreach(false, false)).toMatchObject({ ok: false });
  });
});

describe('ship teleporter out (kraken.teleporter, kraken.disruptor)', () => {
  const base = { hasTeleporter: true, mapNumber: 2, teleport: 3, activeDisruptor: false };
  it('works within range with no active disruptor', () => {
    expect(teleporterOut(base)).toEqual({ usable: true });
    expect(teleporterOut({ ...base, mapNumber: 4 })).toMatchObject({ usable: false });
    expect(teleporterOut({ ...base, teleport: 0 })).toMatchObject({
      usable: false,
      reason: matching(/no teleporting/),
    });
    expect(teleporterOut({ ...base, activeDisruptor: true })).toMatchObject({ usable: false });
    expect(teleporterOut({ ...base, hasTeleporter: false })).toMatchObject({ usable: false });
  });
});

describe('teleportals (kraken.teleportal)', () => {
  const graph = buildGraph(mapOf(['TP1  .  TP1  .  TP3  .  TP4  .  TP4  .  TP4']));

  it('send the team to the twin with the same number', () => {
    expect(teleportTarget(graph, tileSpaceId(0, 0))).toEqual({
      kind: 'arrive',
      target: tileSpaceId(2, 0),
      facesUsed: 0,
    });
  });

  it('pick the target of a lone portal with a d6, rerolling numbers no portal has', () => {
    const lone = tileSpaceId(4, 0);
    expect(teleportTarget(graph, lone)).toEqual({ kind: 'roll', facesUsed: 0 });
    // 5 and 2 are on no portal: rerolled. 1 fits two portals: the player picks one.
    expect(teleportTarget(graph, lone, { faces: [5, 2, 1] })).toEqual({
      kind: 'choose',
      options: [tileSpaceId(0, 0), tileSpaceId(2, 0)],
    });
    expect(teleportTarget(graph, lone, { faces: [5, 2, 1], choice: tileSpaceId(2, 0) })).toEqual({
      kind: 'arrive',
      target: tileSpaceId(2, 0),
      facesUsed: 3,
    });
    expect(teleportTarget(graph, lone, { faces: [3] })).toEqual({
      kind: 'arrive',
      target: lone,
      facesUsed: 1,
    });
  });

  it('let the player choose when several portals fit', () => {
    expect(teleportTarget(graph, tileSpaceId(6, 0))).toEqual({
      kind: 'choose',
      options: [tileSpaceId(8, 0), tileSpaceId(10, 0)],
    });
    expect(teleportTarget(graph, tileSpaceId(6, 0), { choice: tileSpaceId(10, 0) })).toMatchObject({
      target: tileSpaceId(10, 0),
    });
  });
});
