import { describe, expect, it } from 'vitest';
import { matching, containing } from './matchers.testkit';
import { crewMember, locationOf, mapOf, stepOk } from './fixtures';
import { deploy, move, type Exploration } from './exploration';
import { disarmLaserStep, visitShop } from './exploration.activate';
import { endEncounter, resolveLaserStep } from './exploration.resolve';
import { areaSpaceId, buildGraph, tileSpaceId, type TileMapGraph } from './graph';
import { arrive, exitLocation, goBack, solveReward, takeExit, teleportOut, waysOutHere } from './journey';
import type { LocationRecord, LocationSetup } from './types';

const T = tileSpaceId;
const CREW = [crewMember('ana', { tech: 6 })];
/** Every map here: entrance, a hall with an enemy and a laser, an exit. */
const MAP = buildGraph(mapOf(['>  a:E1  L0  EX']));

function start(
  location: Partial<LocationSetup> = {},
  record?: LocationRecord,
  graph: TileMapGraph = MAP,
  extra: { hasTeleporter?: boolean; mapNumber?: number } = {},
): Exploration {
  return stepOk(
    deploy(graph, {
      location: locationOf(location),
      ...(record === undefined ? {} : { record }),
      campaignDifficulty: 'adventurer',
      hasTeleporter: extra.hasTeleporter ?? false,
      crew: CREW,
      entrance: T(0, 0),
      ...(extra.mapNumber === undefined ? {} : { mapNumber: extra.mapNumber }),
    }),
  ).state;
}

/** Walks from the entrance to the exit of MAP, beating the enemy and taking the laser hit. */
function cross(s: Exploration): Exploration {
  let next = stepOk(move(s, MAP, { to: areaSpaceId('a') })).state;
  if (next.pending.length > 0) next = stepOk(endEncounter(next, { key: '1,0#0', outcome: 'defeated' })).state;
  next = stepOk(move(next, MAP, { to: T(2, 0) })).state;
  if (next.pending.length > 0) next = stepOk(resolveLaserStep(next, MAP)).state;
  return stepOk(move(next, MAP, { to: T(3, 0) })).state;
}

/** Makes the free move into the hall, beats the enemy, and steps back onto the entrance. */
function inAndBack(s: Exploration): Exploration {
  let next = stepOk(move(s, MAP, { to: areaSpaceId('a') })).state;
  if (next.pending.length > 0) next = stepOk(endEncounter(next, { key: '1,0#0', outcome: 'defeated' })).state;
  return stepOk(move(next, MAP, { to: T(0, 0) })).state;
}

describe('moving between maps (kraken.moving-forward)', () => {
  it('goes forward through an exit to an entrance of the next map, then owes a free move', () => {
    let s = stepOk(takeExit(cross(start()), MAP)).state;
    expect(s.transit).toEqual({ mapNumber: 2, arriveAt: 'entrance' });
    expect(move(s, MAP, { to: T(2, 0) })).toMatchObject({
      ok: false,
      reason: matching(/between maps/),
    });
    expect(arrive(s, MAP, { space: T(3, 0) })).toMatchObject({ ok: false });
    s = stepOk(arrive(s, MAP, { space: T(0, 0) })).state;
    expect(s).toMatchObject({ mapNumber: 2, position: T(0, 0), freeMove: true, transit: null });
  });

  it('goes back through an entrance to an exit of the previous map, and never forward again', () => {
    let s = stepOk(arrive(stepOk(takeExit(cross(start()), MAP)).state, MAP, { space: T(0, 0) })).state;
    expect(goBack(s, MAP)).toMatchObject({ ok: false, reason: matching(/free move/) });
    s = inAndBack(s);
    expect(waysOutHere(s, MAP)).toEqual(['back']);
    s = stepOk(goBack(s, MAP)).state;
    expect(s).toMatchObject({ movedBack: true, transit: { mapNumber: 1, arriveAt: 'exit' } });
    s = stepOk(arrive(s, MAP, { space: T(3, 0) })).state;
    s = stepOk(resolveLaserStep(stepOk(move(s, MAP, { to: T(2, 0) })).state, MAP)).state;
    s = stepOk(move(s, MAP, { to: T(3, 0) })).state;
    expect(waysOutHere(s, MAP)).toEqual([]);
    expect(takeExit(s, MAP)).toMatchObject({
      ok: false,
      reason: matching(/cannot move forward/),
    });
  });

  it('forbids going back on a One-way location', () => {
    const s = inAndBack(
      stepOk(
        arrive(stepOk(takeExit(cross(start({ condition: 'one-way' })), MAP)).state, MAP, { space: T(0, 0) }),
      ).state,
    );
    expect(goBack(s, MAP)).toMatchObject({ ok: false, reason: matching(/One-way/) });
  });

  it('finds cleared maps empty of enemies on the way back, and laser barriers on again', () => {
    let s = stepOk(move(start(), MAP, { to: areaSpaceId('a') })).state;
    s = stepOk(endEncounter(s, { key: '1,0#0', outcome: 'avoided' })).state;
    s = stepOk(resolveLaserStep(stepOk(move(s, MAP, { to: T(2, 0) })).state, MAP)).state;
    s = stepOk(disarmLaserStep(s, MAP, { key: '2,0#0', crewId: 'ana', faces: [2, 2] })).state;
    s = stepOk(move(s, MAP, { to: T(3, 0) })).state;
    s = stepOk(takeExit(s, MAP)).state;
    expect(s.record.cleared).toEqual([1]);
    s = stepOk(arrive(s, MAP, { space: T(0, 0) })).state;
    s = stepOk(move(s, MAP, { to: areaSpaceId('a') })).state;
    s = stepOk(endEncounter(s, { key: '1,0#0', outcome: 'defeated' })).state;
    s = stepOk(move(s, MAP, { to: T(0, 0) })).state;
    s = stepOk(arrive(stepOk(goBack(s, MAP)).state, MAP, { space: T(3, 0) })).state;
    s = stepOk(move(s, MAP, { to: T(2, 0) })).state;
    expect(s.pending.map((p) => p.code)).toEqual(['L0']);
    s = stepOk(move(stepOk(resolveLaserStep(s, MAP)).state, MAP, { to: areaSpaceId('a') })).state;
    expect(s.pending).toEqual([]);
  });
});

describe('clearing maps (kraken.clearing-maps)', () => {
  it('may leave a map uncleared only when no treasure was taken on it', () => {
    const loot = buildGraph(mapOf(['>  T1  EX']));
    let s = stepOk(move(start({}, undefined, loot), loot, { to: T(1, 0) })).state;
    s = stepOk(move(s, loot, { to: T(2, 0) })).state;
    expect(takeExit(s, loot, { keepUncleared: true })).toMatchObject({
      ok: false,
      reason: matching(/Treasure/),
    });
    const plain = cross(start());
    expect(stepOk(takeExit(plain, MAP, { keepUncleared: true })).state.record.cleared).toEqual([]);
  });
});

describe('the five ways to leave (kraken.leaving-location)', () => {
  it('1: the entrance of the first map', () => {
    const s = stepOk(move(start({ condition: 'self-destruction' }), MAP, { to: areaSpaceId('a') })).state;
    const home = stepOk(endEncounter(s, { key: '1,0#0', outcome: 'avoided' })).state;
    const out = stepOk(goBack(stepOk(move(home, MAP, { to: T(0, 0) })).state, MAP));
    expect(out.state.ended).toEqual({ way: 'entrance-of-first-map', solved: false, erased: true });
    expect(out.events).toContainEqual({ type: 'map-left', mapNumber: 1, cleared: true });
  });

  it('2: the exit of the last map, which solves the location once', () => {
    let s = start({ depth: 4, difficulty: 2 });
    for (let map = 1; map <= 4; map += 1) {
      s = cross(s);
      const step = stepOk(takeExit(s, MAP));
      s = map < 4 ? stepOk(arrive(step.state, MAP, { space: T(0, 0) })).state : step.state;
      if (map === 4) {
        expect(step.events).toContainEqual({
          type: 'location-solved',
          reward: {
            xp: 16,
            options: [
              { treasures: 4, grade: 3 },
              { treasures: 2, grade: 4 },
            ],
          },
        });
      }
    }
    expect(s.ended).toEqual({ way: 'exit-of-last-map', solved: true, erased: false });
    expect(s.record).toMatchObject({ solved: true, cleared: [1, 2, 3, 4] });
    // Solved already: leaving the same way again pays nothing more.
    let again = start({ depth: 4, teleport: 4 }, s.record, MAP, { hasTeleporter: true, mapNumber: 4 });
    const last = stepOk(takeExit(cross(again), MAP));
    expect(last.events.some((e) => e.type === 'location-solved')).toBe(false);
    again = last.state;
    expect(again.ended?.solved).toBe(false);
  });

  it('pays 36 XP and grade 4 or 5 treasure for 6 maps at difficulty 3', () => {
    expect(solveReward({ depth: 6, difficulty: 3 })).toEqual({
      xp: 36,
      options: [
        { treasures: 4, grade: 4 },
        { treasures: 2, grade: 5 },
      ],
    });
    expect(solveReward({ depth: 9, difficulty: 5 }).options).toEqual([
      { treasures: 4, grade: 6 },
      { treasures: 2, grade: 6 },
    ]);
  });

  it('3: the ship’s teleporter, within range and with no active disruptor', () => {
    const jammed = buildGraph(mapOf(['>  a  DIS']));
    let s = stepOk(
      move(start({ teleport: 1 }, undefined, jammed, { hasTeleporter: true }), jammed, {
        to: areaSpaceId('a'),
      }),
    ).state;
    expect(teleportOut(s, jammed)).toMatchObject({ ok: false, reason: matching(/disruptor/) });
    s = stepOk(move(s, jammed, { to: T(2, 0) })).state;
    expect(stepOk(teleportOut(s, jammed)).state.ended).toMatchObject({ way: 'teleporter' });
    const cleared = { cleared: [1], solved: false, shopBonusTaken: [] };
    const onCleared = stepOk(
      move(start({ teleport: 1 }, cleared, jammed, { hasTeleporter: true }), jammed, {
        to: areaSpaceId('a'),
      }),
    ).state;
    expect(teleportOut(onCleared, jammed)).toMatchObject({ ok: true });
  });

  it('4: an exit location tile on any map', () => {
    const hatch = buildGraph(mapOf(['>  a  /']));
    let s = stepOk(move(start({}, undefined, hatch), hatch, { to: areaSpaceId('a') })).state;
    expect(exitLocation(s, hatch)).toMatchObject({ ok: false });
    s = stepOk(move(s, hatch, { to: T(2, 0) })).state;
    const out = stepOk(exitLocation(s, hatch, { keepUncleared: true }));
    expect(out.state.ended).toMatchObject({ way: 'exit-location' });
    expect(out.state.record.cleared).toEqual([]);
  });

  it('5: nobody left standing', () => {
    const s = stepOk(move(start(), MAP, { to: areaSpaceId('a') })).state;
    const lost = stepOk(endEncounter(s, { key: '1,0#0', outcome: 'team-lost' }));
    expect(lost.state.ended).toMatchObject({ way: 'no-crew-left' });
    expect(lost.state.record.cleared).toEqual([]);
  });

  it('keeps the shop junk bonus spent across explorations', () => {
    const shop = buildGraph(mapOf(['>  S1']));
    const first = stepOk(
      visitShop(stepOk(move(start({}, undefined, shop), shop, { to: T(1, 0) })).state, shop, {
        key: '1,0#0',
        highestCharisma: 5,
      }),
    );
    const later = stepOk(move(start({}, first.state.record, shop), shop, { to: T(1, 0) })).state;
    const visit = stepOk(visitShop(later, shop, { key: '1,0#0', highestCharisma: 5 }));
    expect(visit.events).toContainEqual(containing({ type: 'shop', junkBonus: 0 }));
  });
});
