import { describe, expect, it } from 'vitest';
import type { BorderType, Direction } from '../../content/tilemap/legend';
import { tileMapSchema } from '../../content/schemas/tileMap';
import { mapOf } from './fixtures';
import {
  areaSpaceId,
  buildGraph,
  findNeighbour,
  neighbours,
  reachable,
  tileSpaceId,
  type PassageState,
} from './graph';

const CLOSED: PassageState = { openBulkheads: [], bossesAlive: true, enteredFrom: null };
const T = tileSpaceId;

describe('spaces', () => {
  const map = mapOf(['a  a  E2  #', 'a  >  .   ~', 'b  b  b:T1 X']);

  it('counts an area as one space and every tile as its own', () => {
    expect(tileMapSchema.safeParse(map).success).toBe(true);
    const graph = buildGraph(map);
    expect([...graph.spaces.keys()].sort()).toEqual(
      [areaSpaceId('a'), areaSpaceId('b'), T(2, 0), T(1, 1), T(2, 1), T(3, 2)].sort(),
    );
    expect(graph.spaces.get(areaSpaceId('a'))?.cells).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(graph.spaceAt[0]?.[3]).toBeNull();
    expect(graph.spaceAt[1]?.[3]).toBeNull();
  });

  it('gives an area the elements on its cells, and an isolated tile its own', () => {
    const graph = buildGraph(map);
    expect(graph.spaces.get(areaSpaceId('b'))?.elements.map((e) => e.element.code)).toEqual(['T1']);
    expect(graph.spaces.get(T(2, 0))?.elements.map((e) => e.key)).toEqual(['2,0#0']);
  });

  it('joins spaces side to side only, never diagonally', () => {
    const graph = buildGraph(map);
    const around = neighbours(graph, CLOSED, T(2, 1))
      .filter((n) => n.open)
      .map((n) => n.to);
    expect(around.sort()).toEqual([T(1, 1), T(2, 0), areaSpaceId('b')].sort());
    // (2, 1) touches (3, 2) only at a corner.
    expect(findNeighbour(graph, CLOSED, T(2, 1), T(3, 2))).toBeUndefined();
  });

  it('names what blocks every other side of a tile', () => {
    const graph = buildGraph(map);
    const blocked = neighbours(graph, CLOSED, T(2, 0)).filter((n) => !n.open);
    expect(blocked.map((n) => n.via).sort()).toEqual(['map-edge', 'solid-wall']);
    const voidSide = neighbours(graph, CLOSED, T(2, 1)).find((n) => n.via === 'void-cell');
    expect(voidSide).toMatchObject({ open: false, to: null });
    expect(voidSide?.open === false && voidSide.reason).toMatch(/void/);
  });
});

/** Two plain tiles with one border between them, on the vertical line x = 1. */
function pair(type: BorderType, extra: { toward?: Direction; level?: number } = {}) {
  return buildGraph(mapOf(['.  .'], { borders: [{ from: [1, 0], to: [1, 1], type, ...extra }] }));
}

describe('crossing borders', () => {
  const west = T(0, 0);
  const east = T(1, 0);

  it.each([
    ['airtight', 'airtight'],
    ['door', 'door'],
  ] as const)('%s: crossed freely both ways', (type, via) => {
    const graph = pair(type);
    expect(findNeighbour(graph, CLOSED, west, east)).toMatchObject({ open: true, actions: 1, via });
    expect(findNeighbour(graph, CLOSED, east, west)).toMatchObject({ open: true, actions: 1, via });
  });

  it('no border: an open edge', () => {
    const graph = buildGraph(mapOf(['.  .']));
    expect(findNeighbour(graph, CLOSED, west, east)).toMatchObject({ open: true, actions: 1, via: 'open' });
  });

  it.each(['wall', 'void', 'void-airtight'] as const)('%s: never crossed', (type) => {
    const graph = pair(type);
    expect(findNeighbour(graph, CLOSED, west, east)).toMatchObject({ open: false });
    expect(findNeighbour(graph, CLOSED, east, west)).toMatchObject({ open: false });
  });

  it('automatic door: only in the direction it faces', () => {
    const graph = pair('automatic-door', { toward: 'east' });
    expect(findNeighbour(graph, CLOSED, west, east)).toMatchObject({ open: true, via: 'automatic-door' });
    const back = findNeighbour(graph, CLOSED, east, west);
    expect(back).toMatchObject({ open: false, via: 'automatic-door' });
    expect(back?.open === false && back.reason).toMatch(/heading east/);
  });

  it('obstacle: crossed at the cost of an extra action', () => {
    const graph = pair('obstacle');
    expect(findNeighbour(graph, CLOSED, west, east)).toMatchObject({
      open: true,
      actions: 2,
      via: 'obstacle',
    });
  });

  it('bulkhead: shut until opened, from either side', () => {
    const graph = pair('bulkhead', { level: 3 });
    expect(graph.bulkheads.get('border:0')).toEqual({
      key: 'border:0',
      at: 'border',
      value: 3,
      spaces: [west, east],
    });
    expect(findNeighbour(graph, CLOSED, west, east)).toMatchObject({ open: false, bulkhead: 'border:0' });
    const opened = { ...CLOSED, openBulkheads: ['border:0'] };
    expect(findNeighbour(graph, opened, west, east)).toMatchObject({ open: true, via: 'bulkhead' });
    expect(findNeighbour(graph, opened, east, west)).toMatchObject({ open: true, via: 'bulkhead' });
  });

  it('safety bulkhead: sealed while a boss lives, a door after', () => {
    const graph = pair('safety-bulkhead');
    expect(findNeighbour(graph, CLOSED, west, east)).toMatchObject({ open: false, via: 'safety-bulkhead' });
    expect(findNeighbour(graph, { ...CLOSED, bossesAlive: false }, west, east)).toMatchObject({ open: true });
  });

  it('takes the easiest of several edges between two areas', () => {
    const graph = buildGraph(
      mapOf(['a  b', 'a  b'], { borders: [{ from: [1, 0], to: [1, 1], type: 'wall' }] }),
    );
    expect(findNeighbour(graph, CLOSED, areaSpaceId('a'), areaSpaceId('b'))).toMatchObject({
      open: true,
      via: 'open',
    });
  });
});

describe('passage tiles', () => {
  it('door tile: in and out both ways', () => {
    const graph = buildGraph(mapOf(['.  DOOR  .']));
    expect(findNeighbour(graph, CLOSED, T(0, 0), T(1, 0))).toMatchObject({ open: true, via: 'door-tile' });
    const state = { ...CLOSED, enteredFrom: T(0, 0) };
    expect(findNeighbour(graph, state, T(1, 0), T(2, 0))).toMatchObject({ open: true });
  });

  it('automatic door tile: entered only from its forward face', () => {
    const graph = buildGraph(mapOf(['.  AUTOW  .']));
    expect(findNeighbour(graph, CLOSED, T(0, 0), T(1, 0))).toMatchObject({
      open: true,
      via: 'automatic-door-tile',
    });
    const wrong = findNeighbour(graph, CLOSED, T(2, 0), T(1, 0));
    expect(wrong).toMatchObject({ open: false, via: 'automatic-door-tile' });
    expect(wrong?.open === false && wrong.reason).toMatch(/west side/);
  });

  it('bulkhead tile: stepped onto, then only back until it is open', () => {
    const graph = buildGraph(mapOf(['.  B2  .']));
    expect(findNeighbour(graph, CLOSED, T(0, 0), T(1, 0))).toMatchObject({
      open: true,
      via: 'bulkhead-tile',
    });
    const on = { ...CLOSED, enteredFrom: T(0, 0) };
    expect(findNeighbour(graph, on, T(1, 0), T(2, 0))).toMatchObject({ open: false, bulkhead: '1,0#0' });
    expect(findNeighbour(graph, on, T(1, 0), T(0, 0))).toMatchObject({ open: true });
    expect(findNeighbour(graph, { ...on, openBulkheads: ['1,0#0'] }, T(1, 0), T(2, 0))).toMatchObject({
      open: true,
    });
  });

  it('safety bulkhead tile: impassable while a boss lives', () => {
    const graph = buildGraph(mapOf(['.  SB  .  BOSS1']));
    expect(findNeighbour(graph, CLOSED, T(0, 0), T(1, 0))).toMatchObject({
      open: false,
      via: 'safety-bulkhead-tile',
    });
    expect(findNeighbour(graph, { ...CLOSED, bossesAlive: false }, T(0, 0), T(1, 0))).toMatchObject({
      open: true,
    });
  });

  it('hull breach tile: left only into the space it was entered from', () => {
    const graph = buildGraph(mapOf(['.  HB  .']));
    const on = { ...CLOSED, enteredFrom: T(0, 0) };
    expect(findNeighbour(graph, on, T(1, 0), T(2, 0))).toMatchObject({
      open: false,
      via: 'hull-breach-tile',
    });
    expect(findNeighbour(graph, on, T(1, 0), T(0, 0))).toMatchObject({ open: true });
  });

  it('obstacle tile X: an ordinary space, one action onto it', () => {
    const graph = buildGraph(mapOf(['a  X  b']));
    expect(findNeighbour(graph, CLOSED, areaSpaceId('a'), T(1, 0))).toMatchObject({ open: true, actions: 1 });
  });
});

describe('reachable', () => {
  it('walks every open way, and stops at shut bulkheads', () => {
    const graph = buildGraph(mapOf(['>  a  B1  b  EX']));
    const shut = reachable(graph, { openBulkheads: [], bossesAlive: false }, T(0, 0));
    expect([...shut].sort()).toEqual([T(0, 0), areaSpaceId('a'), T(2, 0)].sort());
    const open = reachable(graph, { openBulkheads: ['2,0#0'], bossesAlive: false }, T(0, 0));
    expect(open.has(T(4, 0))).toBe(true);
  });
});
