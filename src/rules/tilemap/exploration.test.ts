import { describe, expect, it } from 'vitest';
import { matching, containing } from './matchers.testkit';
import { crewMember, locationOf, mapOf, oxygenPaid, stepOk } from './fixtures';
import {
  activateInPlace,
  currentZone,
  deploy,
  move,
  teleporterUsable,
  type DeployInput,
  type Exploration,
} from './exploration';
import {
  attemptBulkheadStep,
  crackBulkheadStep,
  disarmLaserStep,
  repairHullBreach,
  useCloneStation,
  useMedStation,
  useTeleportal,
  visitShop,
} from './exploration.activate';
import {
  beginEncounter,
  endEncounter,
  resolveLaserStep,
  resolveStoryLine,
  resolveTeleportal,
} from './exploration.resolve';
import { areaSpaceId, buildGraph, tileSpaceId, type TileMapGraph } from './graph';
import { arrive, takeExit } from './journey';
import type { LocationSetup } from './types';

const A = areaSpaceId;
const T = tileSpaceId;
const CREW = [crewMember('ana', { tech: 5 }), crewMember('bo', { agility: 5 })];

function start(
  graph: TileMapGraph,
  overrides: Partial<DeployInput> = {},
  location: Partial<LocationSetup> = {},
): Exploration {
  const entrance = [...graph.spaces.values()].find((s) =>
    s.elements.some((e) => e.element.type === 'entrance'),
  );
  return stepOk(
    deploy(graph, {
      location: locationOf(location),
      campaignDifficulty: 'adventurer',
      hasTeleporter: false,
      crew: CREW,
      entrance: entrance?.id ?? '',
      ...overrides,
    }),
  ).state;
}

describe('deployment (kraken.deployment)', () => {
  const graph = buildGraph(mapOf(['>  a  EX']));

  it('starts at an entrance of map 1 with a full oxygen supply', () => {
    const s = start(graph);
    expect(s).toMatchObject({
      mapNumber: 1,
      position: T(0, 0),
      oxygen: 25,
      freeMove: true,
      movedBack: false,
    });
  });

  it('refuses a start off the entrance, an empty or oversized team, a bad location', () => {
    const base = {
      location: locationOf(),
      campaignDifficulty: 'adventurer',
      hasTeleporter: false,
      crew: CREW,
      entrance: T(0, 0),
    } as const;
    expect(deploy(graph, { ...base, entrance: A('a') })).toMatchObject({ ok: false });
    expect(deploy(graph, { ...base, crew: [] })).toMatchObject({ ok: false });
    expect(
      deploy(graph, { ...base, crew: ['a', 'b', 'c', 'd', 'e'].map((id) => crewMember(id)) }),
    ).toMatchObject({ ok: false });
    expect(deploy(graph, { ...base, crew: [crewMember('x', { conscious: false, hp: 0 })] })).toMatchObject({
      ok: false,
    });
    expect(deploy(graph, { ...base, location: locationOf({ depth: 3 }) })).toMatchObject({ ok: false });
  });

  it('skips cleared maps by teleporter, within the teleport range only', () => {
    const base = {
      location: locationOf({ teleport: 3 }),
      campaignDifficulty: 'adventurer',
      crew: CREW,
      entrance: T(0, 0),
      mapNumber: 3,
    } as const;
    const cleared = { cleared: [1, 2], solved: false, shopBonusTaken: [] };
    expect(deploy(graph, { ...base, hasTeleporter: false, record: cleared })).toMatchObject({ ok: false });
    expect(
      deploy(graph, { ...base, hasTeleporter: true, record: { ...cleared, cleared: [1] } }),
    ).toMatchObject({ ok: false });
    expect(
      deploy(graph, { ...base, hasTeleporter: true, record: cleared, location: locationOf({ teleport: 2 }) }),
    ).toMatchObject({ ok: false });
    expect(deploy(graph, { ...base, hasTeleporter: true, record: cleared })).toMatchObject({
      ok: true,
      state: { mapNumber: 3 },
    });
  });
});

describe('moving and oxygen (kraken.move-activate, kraken.oxygen-use)', () => {
  // Everything here touches the map's edge: Outside, and the outside is Hell.
  const graph = buildGraph(mapOf(['>  a  b  c']));
  const hell = { ao: 'HELL', ai: 'YES' } as const;

  it('owes a free first move before anything else', () => {
    const s = start(graph, {}, hell);
    expect(activateInPlace(s, graph)).toMatchObject({
      ok: false,
      reason: matching(/free move/),
    });
    const first = stepOk(move(s, graph, { to: A('a') }));
    expect(oxygenPaid(first.events)).toBe(0);
    const second = stepOk(move(first.state, graph, { to: A('b') }));
    expect(oxygenPaid(second.events)).toBe(2);
    expect(second.state.actions).toBe(2);
  });

  it('moves one space at a time, orthogonally, never in place', () => {
    const s = stepOk(move(start(graph), graph, { to: A('a') })).state;
    expect(move(s, graph, { to: A('c') })).toMatchObject({ ok: false });
    expect(move(s, graph, { to: A('a') })).toMatchObject({ ok: false });
  });

  it('includes one activation in a move; the next costs an action', () => {
    const s = stepOk(move(start(graph, {}, hell), graph, { to: A('a') })).state;
    const included = stepOk(activateInPlace(s, graph));
    expect(included.events).toContainEqual({
      type: 'action',
      what: 'activate in place',
      included: true,
      zone: 'outside',
    });
    expect(oxygenPaid(included.events)).toBe(0);
    const paid = stepOk(activateInPlace(included.state, graph));
    expect(oxygenPaid(paid.events)).toBe(2);
  });

  it('charges two actions to climb across an obstacle line', () => {
    const ledge = buildGraph(
      mapOf(['>  a  b'], { borders: [{ from: [2, 0], to: [2, 1], type: 'obstacle' }] }),
    );
    const s = stepOk(move(start(ledge, {}, { ao: 'NO' }), ledge, { to: A('a') })).state;
    const over = stepOk(move(s, ledge, { to: A('b') }));
    expect(oxygenPaid(over.events)).toBe(2);
    expect(over.state.actions).toBe(3);
  });

  it('knocks out a chosen crew member for each unpaid action, and loses the team when nobody is awake', () => {
    let s = stepOk(move(start(graph, { oxygen: 1 }, hell), graph, { to: A('a') })).state;
    expect(move(s, graph, { to: A('b') })).toMatchObject({
      ok: false,
      reason: matching(/passes out/),
    });
    const gasp = stepOk(move(s, graph, { to: A('b'), knockOut: ['bo'] }));
    s = gasp.state;
    expect(s.oxygen).toBe(0);
    expect(s.crew.find((m) => m.id === 'bo')).toMatchObject({ conscious: false, hp: 0 });
    expect(gasp.events).toContainEqual({ type: 'passed-out', crewId: 'bo' });
    expect(move(s, graph, { to: A('c'), knockOut: ['bo'] })).toMatchObject({ ok: false });
    const lost = stepOk(move(s, graph, { to: A('c'), knockOut: ['ana'] }));
    expect(lost.state.ended).toEqual({ way: 'no-crew-left', solved: false, erased: false });
    expect(lost.state.crew.every((m) => !m.alive)).toBe(true);
    expect(move(lost.state, graph, { to: A('b') })).toMatchObject({ ok: false });
  });

  it('empties a pool that cannot pay a Hell action in full, and knocks out one member', () => {
    const s = stepOk(move(start(graph, { oxygen: 1 }, hell), graph, { to: A('a') })).state;
    const step = stepOk(move(s, graph, { to: A('b'), knockOut: ['ana'] }));
    expect(step.events).toContainEqual({ type: 'oxygen-spent', amount: 1, left: 0 });
    expect(step.events).toContainEqual({ type: 'passed-out', crewId: 'ana' });
    expect(step.state.oxygen).toBe(0);
  });

  it('costs what the space moved into costs; a door tile counts as the side it was entered from', () => {
    //  #  #  #     #  #
    //  >  o  DOOR  i  #
    //  #  #  #     #  #
    const room = buildGraph(mapOf(['#  #  #     #  #', '>  o  DOOR  i  #', '#  #  #     #  #']));
    let s = stepOk(move(start(room, {}, { ao: 'NO', ai: 'HELL' }), room, { to: A('o') })).state;
    let step = stepOk(move(s, room, { to: T(2, 1) }));
    expect(oxygenPaid(step.events)).toBe(1);
    step = stepOk(move(step.state, room, { to: A('i') }));
    expect(oxygenPaid(step.events)).toBe(2);
    s = step.state;
    step = stepOk(move(s, room, { to: T(2, 1) }));
    expect(currentZone(step.state, room)).toBe('inside');
    expect(oxygenPaid(step.events)).toBe(2);
  });
});

describe('what a move sets off', () => {
  it('blocks moving until a triggered enemy is dealt with; a defeated one never comes back', () => {
    const graph = buildGraph(mapOf(['>  a:E1  .']));
    let s = stepOk(move(start(graph), graph, { to: A('a') })).state;
    expect(s.pending.map((p) => p.code)).toEqual(['E1']);
    expect(move(s, graph, { to: T(2, 0) })).toMatchObject({ ok: false, reason: matching(/E1/) });
    const fight = stepOk(beginEncounter(s, graph, { key: '1,0#0' }));
    expect(fight.events).toContainEqual({ type: 'encounter', key: '1,0#0', boss: false, level: 3 });
    s = stepOk(endEncounter(fight.state, { key: '1,0#0', outcome: 'avoided' })).state;
    s = stepOk(move(s, graph, { to: T(2, 0) })).state;
    s = stepOk(move(s, graph, { to: A('a') })).state;
    expect(s.pending.map((p) => p.code)).toEqual(['E1']);
    s = stepOk(endEncounter(s, { key: '1,0#0', outcome: 'defeated' })).state;
    s = stepOk(move(stepOk(move(s, graph, { to: T(2, 0) })).state, graph, { to: A('a') })).state;
    expect(s.pending).toEqual([]);
  });

  it('meets an E? with its level unknown; the d6 fixes it once per exploration', () => {
    const graph = buildGraph(mapOf(['>  E?']));
    const s = stepOk(move(start(graph), graph, { to: T(1, 0) })).state;
    const met = stepOk(beginEncounter(s, graph, { key: '1,0#0' }));
    expect(met.events).toEqual([{ type: 'encounter', key: '1,0#0', boss: false, level: null }]);
    expect(met.state.maps[0]?.randomValues ?? {}).toEqual({});
    const fight = stepOk(beginEncounter(s, graph, { key: '1,0#0', faces: { '1,0#0': 6 } }));
    expect(fight.events).toContainEqual({ type: 'encounter', key: '1,0#0', boss: false, level: 5 });
    expect(fight.state.maps[0]?.randomValues).toEqual({ '1,0#0': 3 });
  });

  it('keeps safety bulkheads sealed until the boss is beaten; a boss cannot be avoided', () => {
    const graph = buildGraph(mapOf(['>  .  BOSS1  SB  EX']));
    let s = stepOk(move(start(graph), graph, { to: T(1, 0) })).state;
    s = stepOk(move(s, graph, { to: T(2, 0) })).state;
    expect(endEncounter(s, { key: '2,0#0', outcome: 'avoided' })).toMatchObject({ ok: false });
    // Escaping puts the team back where it stood before the fight.
    s = stepOk(endEncounter(s, { key: '2,0#0', outcome: 'escaped' })).state;
    expect(s.position).toBe(T(1, 0));
    s = stepOk(move(s, graph, { to: T(2, 0) })).state;
    expect(move(s, graph, { to: T(3, 0) })).toMatchObject({
      ok: false,
      reason: matching(/Resolve the boss BOSS1/),
    });
    s = stepOk(endEncounter(s, { key: '2,0#0', outcome: 'defeated' })).state;
    expect(move(s, graph, { to: T(3, 0) })).toMatchObject({ ok: true });
  });

  it('seals a safety bulkhead while the boss lives', () => {
    const graph = buildGraph(mapOf(['>  a  SB  EX', '#  #  #   BOSS1']));
    const s = stepOk(move(start(graph), graph, { to: A('a') })).state;
    expect(move(s, graph, { to: T(2, 0) })).toMatchObject({ ok: false, reason: matching(/boss/) });
  });

  it('sends a team escaping a fight set off by the free move back off the map (home from map 1)', () => {
    const graph = buildGraph(mapOf(['>  E1  EX']));
    const s = stepOk(move(start(graph), graph, { to: T(1, 0) })).state;
    const home = stepOk(endEncounter(s, { key: '1,0#0', outcome: 'escaped', keepUncleared: true }));
    expect(home.state.ended).toMatchObject({ way: 'entrance-of-first-map' });
    expect(home.state.record.cleared).toEqual([]);
    let t = stepOk(endEncounter(s, { key: '1,0#0', outcome: 'defeated' })).state;
    t = stepOk(move(t, graph, { to: T(2, 0) })).state;
    t = stepOk(arrive(stepOk(takeExit(t, graph)).state, graph, { space: T(0, 0) })).state;
    t = stepOk(move(t, graph, { to: T(1, 0) })).state;
    const deeper = stepOk(endEncounter(t, { key: '1,0#0', outcome: 'escaped', keepUncleared: true }));
    expect(deeper.state).toMatchObject({
      transit: { mapNumber: 1, arriveAt: 'exit' },
      movedBack: false,
      ended: null,
    });
  });

  it('gives treasure on the first entry only, refills oxygen, switches off disruptors', () => {
    const graph = buildGraph(mapOf(['>  T?  O2  DIS']));
    let s = start(graph, { oxygen: 10 }, { ao: 'NO', teleport: 4 });
    expect(move(s, graph, { to: T(1, 0) })).toMatchObject({
      ok: false,
      reason: matching(/T\?/),
    });
    let step = stepOk(move(s, graph, { to: T(1, 0), faces: { '1,0#0': 3 } }));
    expect(step.events).toContainEqual({ type: 'treasure-found', key: '1,0#0', grade: 4 });
    step = stepOk(move(step.state, graph, { to: T(2, 0) }));
    expect(step.state.oxygen).toBe(25);
    expect(step.events).toContainEqual({ type: 'oxygen-refilled', amount: 16 });
    s = stepOk(move(step.state, graph, { to: T(1, 0) })).state;
    expect(s.maps[0]?.treasureTaken).toEqual(['1,0#0']);
    const withTeleporter = { ...s, hasTeleporter: true };
    expect(teleporterUsable(withTeleporter, graph)).toMatchObject({ usable: false });
    s = stepOk(
      move(stepOk(move(withTeleporter, graph, { to: T(2, 0) })).state, graph, { to: T(3, 0) }),
    ).state;
    expect(teleporterUsable(s, graph)).toEqual({ usable: true });
  });

  it('starts a story line only with a free slot', () => {
    const graph = buildGraph(mapOf(['>  LT']));
    const s = stepOk(move(start(graph), graph, { to: T(1, 0) })).state;
    expect(stepOk(resolveStoryLine(s, { freeSlot: false })).events).toEqual([
      { type: 'story-line', key: '1,0#0', start: null },
    ]);
    expect(resolveStoryLine(s, { freeSlot: true })).toMatchObject({ ok: false });
    expect(stepOk(resolveStoryLine(s, { freeSlot: true, face: 3 })).events).toEqual([
      { type: 'story-line', key: '1,0#0', start: '1AC' },
    ]);
  });
});

describe('laser barriers', () => {
  const graph = buildGraph(mapOf(['>  L1  .']));
  const crew = [
    crewMember('ana', { tech: 5, armor: 1 }),
    crewMember('bo', { conscious: false, hp: 0 }),
    crewMember('cy'),
  ];

  it('burn everyone awake on entry (armour helps), and can be switched off for the map', () => {
    let s = stepOk(move(start(graph, { crew }, { ao: 'NO' }), graph, { to: T(1, 0) })).state;
    const burn = stepOk(resolveLaserStep(s, graph));
    expect(burn.events).toContainEqual({ type: 'laser', key: '1,0#0', damage: 3 });
    expect(burn.state.crew.map((m) => m.hp)).toEqual([8, 0, 7]);
    s = burn.state;
    // Disarming is an action of its own, even right after the move.
    const miss = stepOk(disarmLaserStep(s, graph, { key: '1,0#0', crewId: 'ana', faces: [2, 2] }));
    expect(oxygenPaid(miss.events)).toBe(1);
    expect(miss.state.crew.map((m) => m.hp)).toEqual([6, 0, 4]);
    const off = stepOk(disarmLaserStep(miss.state, graph, { key: '1,0#0', crewId: 'ana', faces: [3, 3] }));
    expect(off.state.maps[0]?.lasersOff).toEqual(['1,0#0']);
    s = stepOk(move(stepOk(move(off.state, graph, { to: T(2, 0) })).state, graph, { to: T(1, 0) })).state;
    expect(s.pending).toEqual([]);
  });
});

describe('bulkheads in play', () => {
  it('are worked from beside a bulkhead border, and can be cracked', () => {
    const graph = buildGraph(
      mapOf(['>  a  b  EX'], { borders: [{ from: [2, 0], to: [2, 1], type: 'bulkhead', level: 1 }] }),
    );
    const s = stepOk(move(start(graph), graph, { to: A('a') })).state;
    expect(move(s, graph, { to: A('b') })).toMatchObject({ ok: false });
    const fail = stepOk(
      attemptBulkheadStep(s, graph, { bulkhead: 'border:0', crewId: 'ana', faces: [1, 2] }),
    );
    expect(fail.events).toContainEqual(
      containing({ type: 'bulkhead-check', total: 8, target: 11, fails: 1 }),
    );
    const cracked = stepOk(
      crackBulkheadStep(fail.state, graph, {
        bulkhead: 'border:0',
        weapon: { grade: 1, ammoCapacity: 6, loaded: 6 },
      }),
    );
    expect(cracked.events).toContainEqual({
      type: 'bulkhead-opened',
      key: 'border:0',
      how: 'cracked',
      ammoSpent: 6,
    });
    expect(move(cracked.state, graph, { to: A('b') })).toMatchObject({ ok: true });
  });

  it('open by emergency release on a One-way location when locked with no way out', () => {
    const first = buildGraph(mapOf(['>  EX'], { id: 'one' }));
    const second = buildGraph(mapOf(['>  a  B9  EX'], { id: 'two' }));
    const run = (condition: 'one-way' | 'none') => {
      let s = start(first, {}, { condition });
      s = stepOk(move(s, first, { to: T(1, 0) })).state;
      s = stepOk(takeExit(s, first)).state;
      s = stepOk(arrive(s, second, { space: T(0, 0) })).state;
      s = stepOk(move(stepOk(move(s, second, { to: A('a') })).state, second, { to: T(2, 0) })).state;
      const events = [];
      for (let i = 0; i < 3; i += 1) {
        const step = stepOk(
          attemptBulkheadStep(s, second, { bulkhead: '2,0#0', crewId: 'ana', faces: [1, 1] }),
        );
        s = step.state;
        events.push(...step.events);
      }
      return { s, events };
    };
    const oneWay = run('one-way');
    expect(oneWay.events).toContainEqual({ type: 'bulkhead-locked', key: '2,0#0' });
    expect(oneWay.events).toContainEqual({ type: 'bulkhead-opened', key: '2,0#0', how: 'emergency-release' });
    expect(move(oneWay.s, second, { to: T(3, 0) })).toMatchObject({ ok: true });
    const normal = run('none');
    expect(normal.events).not.toContainEqual(containing({ how: 'emergency-release' }));
    expect(
      attemptBulkheadStep(normal.s, second, { bulkhead: '2,0#0', crewId: 'ana', faces: [6, 6] }),
    ).toMatchObject({ ok: false });
  });
});

describe('stations, shops, breaches and portals', () => {
  it('med-station heals one member 4 HP up to three times', () => {
    const graph = buildGraph(mapOf(['>  MED']));
    let s = stepOk(
      move(start(graph, { crew: [crewMember('ana', { hp: 1 })] }), graph, { to: T(1, 0) }),
    ).state;
    for (let i = 0; i < 3; i += 1) s = stepOk(useMedStation(s, graph, { key: '1,0#0', crewId: 'ana' })).state;
    expect(s.crew[0]?.hp).toBe(10);
    expect(useMedStation(s, graph, { key: '1,0#0', crewId: 'ana' })).toMatchObject({ ok: false });
  });

  it('clone station heals everyone once, and is a save point on Adventurer', () => {
    const graph = buildGraph(mapOf(['>  CS']));
    const crew = [crewMember('ana', { hp: 3 }), crewMember('bo', { hp: 0, conscious: false })];
    const s = stepOk(move(start(graph, { crew }), graph, { to: T(1, 0) })).state;
    const step = stepOk(useCloneStation(s, graph, { key: '1,0#0' }));
    expect(step.state.crew.map((m) => [m.hp, m.conscious])).toEqual([
      [7, true],
      [4, true],
    ]);
    expect(step.events).toContainEqual({ type: 'save-point', key: '1,0#0' });
    expect(useCloneStation(step.state, graph, { key: '1,0#0' })).toMatchObject({ ok: false });
  });

  it('shop pays the junk bonus once ever and keeps its S? grade for the exploration', () => {
    const graph = buildGraph(mapOf(['>  S?  .']));
    let s = stepOk(move(start(graph), graph, { to: T(1, 0) })).state;
    expect(visitShop(s, graph, { key: '1,0#0', highestCharisma: 6 })).toMatchObject({ ok: false });
    const first = stepOk(visitShop(s, graph, { key: '1,0#0', highestCharisma: 6, faces: { '1,0#0': 4 } }));
    expect(first.events).toContainEqual(
      containing({
        type: 'shop',
        junkBonus: 4,
        terms: containing({ shopGrade: 2, maxGrade: 4 }),
      }),
    );
    s = stepOk(move(stepOk(move(first.state, graph, { to: T(2, 0) })).state, graph, { to: T(1, 0) })).state;
    const again = stepOk(visitShop(s, graph, { key: '1,0#0', highestCharisma: 6 }));
    expect(again.events).toContainEqual(containing({ type: 'shop', junkBonus: 0 }));
    expect(again.state.record.shopBonusTaken).toEqual(['1:1,0#0']);
  });

  it('hull breach: repairing it brings the inside air back', () => {
    //  #  #     #  #
    //  >  DOOR  h  HB
    //  #  #     h  #
    //  #  #     #  #
    const graph = buildGraph(mapOf(['#  #     #  #', '>  DOOR  h  HB', '#  #     h  #', '#  #     #  #']));
    let s = start(graph, {}, { ao: 'NO', ai: 'YES' });
    s = stepOk(move(s, graph, { to: T(1, 1) })).state;
    let step = stepOk(move(s, graph, { to: A('h') }));
    expect(oxygenPaid(step.events)).toBe(1);
    step = stepOk(move(step.state, graph, { to: T(3, 1) }));
    expect(repairHullBreach(step.state, graph, { key: '3,1#0', hasWeldingDevice: false })).toMatchObject({
      ok: false,
    });
    step = stepOk(repairHullBreach(step.state, graph, { key: '3,1#0', hasWeldingDevice: true }));
    expect(currentZone(step.state, graph)).toBe('inside');
    expect(move(step.state, graph, { to: T(2, 0) })).toMatchObject({ ok: false });
    step = stepOk(move(step.state, graph, { to: A('h') }));
    expect(oxygenPaid(step.events)).toBe(0);
  });

  it('teleportal: the jump is part of the move; jumping again costs an action', () => {
    const graph = buildGraph(mapOf(['>  TP1  #  TP1']));
    let s = stepOk(move(start(graph, {}, { ao: 'NO' }), graph, { to: T(1, 0) })).state;
    expect(s.pending.map((p) => p.code)).toEqual(['TP1']);
    const jump = stepOk(resolveTeleportal(s, graph));
    expect(jump.events).toEqual([{ type: 'teleported', from: T(1, 0), to: T(3, 0) }]);
    s = jump.state;
    expect(s.pending).toEqual([]);
    const back = stepOk(useTeleportal(s, graph, { key: '3,0#0' }));
    expect(oxygenPaid(back.events)).toBe(1);
    expect(back.state.position).toBe(T(1, 0));
  });
});
