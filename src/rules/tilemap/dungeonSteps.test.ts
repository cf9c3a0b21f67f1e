import { describe, expect, it } from 'vitest';
import {
  actionOxygen,
  deployableMaps,
  gainOxygen,
  healWithItem,
  mapIndexForId,
  movePreviews,
  payMeditation,
  payPsiAction,
  setCrewVitals,
  setOxygen,
} from './dungeonSteps';
import { deploy, move, type Exploration } from './exploration';
import { crewMember, locationOf, mapOf, oxygenPaid, stepOk } from './fixtures';
import { buildGraph, tileSpaceId } from './graph';
import type { LocationRecord } from './types';

const MAP = mapOf(['>  a  a  B1  b:E1  X  .', 'a  a  #  #   b     .  .', '~  a  .  .   DOOR  .  EX']);
const graph = buildGraph(MAP);

function landed(over: Partial<Exploration> = {}): Exploration {
  const state = stepOk(
    deploy(graph, {
      location: locationOf({ ao: 'NO', ai: 'YES' }),
      campaignDifficulty: 'adventurer',
      hasTeleporter: false,
      crew: [crewMember('ana'), crewMember('bo', { tech: 2 })],
      entrance: tileSpaceId(0, 0),
    }),
  ).state;
  return { ...state, ...over };
}

describe('dungeon steps', () => {
  it('a Map-ID names the n-th map of the type, wrapping around a short list', () => {
    expect(mapIndexForId(1, 5)).toBe(0);
    expect(mapIndexForId(8, 5)).toBe(2);
    expect(mapIndexForId(20, 20)).toBe(19);
    expect(() => mapIndexForId(21, 5)).toThrow(/d20/);
    expect(() => mapIndexForId(3, 0)).toThrow(/at least one map/);
  });

  it('deployable maps agree with deploy for every record, range and teleporter', () => {
    const records: LocationRecord[] = [
      { cleared: [], solved: false, shopBonusTaken: [] },
      { cleared: [1], solved: false, shopBonusTaken: [] },
      { cleared: [1, 2, 3], solved: false, shopBonusTaken: [] },
      { cleared: [2], solved: false, shopBonusTaken: [] },
    ];
    for (const record of records) {
      for (const teleport of [0, 1, 2, 4]) {
        for (const hasTeleporter of [false, true]) {
          const location = locationOf({ teleport });
          const allowed = deployableMaps(location, record, hasTeleporter);
          for (let mapNumber = 1; mapNumber <= 4; mapNumber += 1) {
            const step = deploy(graph, {
              location,
              record,
              campaignDifficulty: 'adventurer',
              hasTeleporter,
              crew: [crewMember('ana')],
              mapNumber,
              entrance: tileSpaceId(0, 0),
            });
            expect(
              allowed.includes(mapNumber),
              JSON.stringify({ record, teleport, hasTeleporter, mapNumber }),
            ).toBe(step.ok);
          }
        }
      }
    }
  });

  it('a move preview costs exactly what the move pays, and names what it sets off', () => {
    const walk = (state: Exploration, to: string) => stepOk(move(state, graph, { to })).state;
    let state = walk(landed(), 'area:a');
    state = walk(state, tileSpaceId(2, 2));
    state = { ...state, freeMove: false };
    const seen: string[] = [];
    for (const start of [landed(), state, walk(state, tileSpaceId(3, 2))]) {
      const { open } = movePreviews(start, graph);
      for (const preview of open) {
        const moved = move(start, graph, { to: preview.to });
        if (!moved.ok) throw new Error(moved.reason);
        expect(oxygenPaid(moved.events), preview.name).toBe(preview.oxygen);
        expect(moved.state.pending.map((p) => p.code)).toEqual(preview.setsOff);
        seen.push(preview.name);
      }
    }
    expect(seen.length).toBeGreaterThan(4);
    const { blocked } = movePreviews(
      { ...landed(), position: tileSpaceId(3, 0), enteredFrom: 'area:a', freeMove: false },
      graph,
    );
    expect(blocked.some((b) => b.bulkhead === '3,0#0')).toBe(true);
  });

  it('crew vitals from another rule, and the team lost when nobody stands', () => {
    const state = landed();
    const hurt = stepOk(setCrewVitals(state, [{ id: 'ana', hp: 3, conscious: true, alive: true }])).state;
    expect(hurt.crew[0]).toMatchObject({ hp: 3, conscious: true });
    const down = stepOk(
      setCrewVitals(state, [
        { id: 'ana', hp: 0, conscious: false, alive: true },
        { id: 'bo', hp: 0, conscious: false, alive: false },
      ]),
    );
    expect(down.state.ended?.way).toBe('no-crew-left');
    expect(down.events).toContainEqual({ type: 'team-lost' });
    expect(setOxygen(state, 99).oxygen).toBe(25);
    expect(setOxygen(state, -3).oxygen).toBe(0);
  });

  it('oxygen: PSI refills up to the capacity; meditation and PSI powers pay by the air', () => {
    const state = { ...landed(), oxygen: 24, position: 'area:a', cameFrom: 'area:a', freeMove: false };
    expect(stepOk(gainOxygen(state, 2)).state.oxygen).toBe(25);
    expect(actionOxygen(state, graph)).toBe(1);
    expect(stepOk(payMeditation(state, graph)).state.oxygen).toBe(23);
    expect(payMeditation({ ...state, oxygen: 0 }, graph)).toMatchObject({ ok: false });
    const inside = { ...state, location: { ...state.location, ao: 'YES' as const } };
    expect(actionOxygen(inside, graph)).toBe(0);
    expect(stepOk(payMeditation(inside, graph)).state.oxygen).toBe(24);
    const psi = stepOk(payPsiAction(state, graph, undefined));
    expect(psi.state).toMatchObject({ oxygen: 23, actions: state.actions + 1 });
    expect(payPsiAction({ ...state, oxygen: 0 }, graph, undefined)).toMatchObject({ ok: false });
    const knocked = stepOk(payPsiAction({ ...state, oxygen: 0 }, graph, 'bo')).state;
    expect(knocked.crew[1]?.conscious).toBe(false);
  });

  it('healing with an item is halved in Hell and refused for the unhurt', () => {
    const state = {
      ...landed(),
      position: 'area:a',
      cameFrom: 'area:a',
      crew: [crewMember('ana', { hp: 2 }), crewMember('bo')],
    };
    const healed = healWithItem(state, graph, 'ana', 5);
    expect(healed.ok && healed.state.crew[0]?.hp).toBe(7);
    const hell = { ...state, location: { ...state.location, ao: 'HELL' as const } };
    const halved = healWithItem(hell, graph, 'ana', 5);
    expect(halved.ok && halved.state.crew[0]?.hp).toBe(5);
    expect(healWithItem(state, graph, 'bo', 5)).toMatchObject({ ok: false });
  });
});
