import { describe, expect, it } from 'vitest';
import {
  atmosphereZones,
  effectiveAtmosphere,
  healingIn,
  oxygenCost,
  zoneOf,
  type AtmosphereLocation,
} from './atmosphere';
import { mapOf } from './fixtures';
import { areaSpaceId, buildGraph, tileSpaceId } from './graph';

const A = areaSpaceId;
const T = tileSpaceId;

/**
 *   #  #  #  #  #  #
 *   o  o  DOOR i  i  #      o: open ground touching the edge; i: a sealed room
 *   o  o  #  i  i  #
 *   #  #  #  #  #  #
 */
const ROOM = mapOf([
  '#  #  #     #  #  #',
  'o  o  DOOR  i  i  #',
  'o  o  #     i  i  #',
  '#  #  #     #  #  #',
]);

describe('atmosphere zones', () => {
  it('puts spaces on the map edge Outside and a sealed room Inside', () => {
    const { zones } = atmosphereZones(buildGraph(ROOM));
    expect(zones.get(A('o'))).toBe('outside');
    expect(zones.get(A('i'))).toBe('inside');
  });

  it('gives a door tile the zone of the side the team came from', () => {
    const zones = atmosphereZones(buildGraph(ROOM));
    expect(zoneOf(zones, T(2, 1), A('o'))).toBe('outside');
    expect(zoneOf(zones, T(2, 1), A('i'))).toBe('inside');
    // Deployed or teleported onto it (no side known): it touches an Outside space.
    expect(zoneOf(zones, T(2, 1), null)).toBe('outside');
  });

  it('lets the outside in wherever the air is not stopped by an airtight border', () => {
    // The same room with a plain tile instead of the door: the air flows in.
    const leaky = mapOf(['#  #  #  #  #  #', 'o  o  .  i  i  #', 'o  o  #  i  i  #', '#  #  #  #  #  #']);
    expect(atmosphereZones(buildGraph(leaky)).zones.get(A('i'))).toBe('outside');
    // Obstacles and voids are not airtight either.
    const obstacle = mapOf(['#  #  #  #  #  #', 'o  o  X  i  i  #', 'o  o  #  i  i  #', '#  #  #  #  #  #']);
    expect(atmosphereZones(buildGraph(obstacle)).zones.get(A('i'))).toBe('outside');
    const chasm = mapOf(['#  #  ~  #  #', '#  i  i  i  #', '#  #  #  #  #']);
    expect(atmosphereZones(buildGraph(chasm)).zones.get(A('i'))).toBe('outside');
  });

  it('is sealed by an airtight border, also on the map’s edge', () => {
    const sealedChasm = mapOf(['#  #  ~  #  #', '#  i  i  i  #', '#  #  #  #  #'], {
      borders: [{ from: [2, 1], to: [3, 1], type: 'void-airtight' }],
    });
    expect(atmosphereZones(buildGraph(sealedChasm)).zones.get(A('i'))).toBe('inside');
    const domed = mapOf(['.  .'], {
      borders: [
        { from: [0, 0], to: [2, 0], type: 'airtight' },
        { from: [0, 1], to: [2, 1], type: 'airtight' },
        { from: [0, 0], to: [0, 1], type: 'airtight' },
        { from: [2, 0], to: [2, 1], type: 'airtight' },
      ],
    });
    expect(atmosphereZones(buildGraph(domed)).zones.get(T(0, 0))).toBe('inside');
  });

  it('makes the spaces an open hull breach touches Outside until it is repaired', () => {
    //  #  #  #  #
    //  #  h  HB #    (the breach sits in the hull of a sealed hall h)
    //  #  h  h  #
    //  #  #  #  #
    const hull = mapOf(['#  #  #  #', '#  h  HB #', '#  h  h  #', '#  #  #  #']);
    const graph = buildGraph(hull);
    const open = atmosphereZones(graph);
    expect(open.zones.get(A('h'))).toBe('outside');
    expect(zoneOf(open, T(2, 1), A('h'))).toBe('outside');
    const repaired = atmosphereZones(graph, ['2,1#0']);
    expect(repaired.zones.get(A('h'))).toBe('inside');
    expect(zoneOf(repaired, T(2, 1), A('h'))).toBe('inside');
  });

  it('works the zones out once per map and set of repairs (a crawl asks for them many times a step)', () => {
    const hull = mapOf(['#  #  #  #', '#  h  HB #', '#  h  h  #', '#  #  #  #']);
    const graph = buildGraph(hull);
    const open = atmosphereZones(graph);
    expect(atmosphereZones(graph, [])).toBe(open);
    const repaired = atmosphereZones(graph, ['2,1#0']);
    expect(repaired).not.toBe(open);
    expect(atmosphereZones(graph, ['2,1#0'])).toBe(repaired);
    // Another graph of the same map is worked out afresh, with the same zones.
    const again = atmosphereZones(buildGraph(hull));
    expect(again).not.toBe(open);
    expect([...again.zones]).toEqual([...open.zones]);
  });
});

describe('oxygen per action', () => {
  const planet = (ao: AtmosphereLocation['ao'], ai: AtmosphereLocation['ai']): AtmosphereLocation => ({
    kind: 'planet-surface',
    ao,
    ai,
  });

  it('costs 0 breathable, 1 non-breathable, 2 Hell', () => {
    expect(oxygenCost(planet('YES', 'NO'), 'outside')).toBe(0);
    expect(oxygenCost(planet('YES', 'NO'), 'inside')).toBe(1);
    expect(oxygenCost(planet('HELL', 'YES'), 'outside')).toBe(2);
  });

  it('charges one per ground combat turn even in Hell, and nothing for the free move', () => {
    expect(oxygenCost(planet('HELL', 'HELL'), 'inside', { combatTurn: true })).toBe(1);
    expect(oxygenCost(planet('HELL', 'HELL'), 'inside', { free: true })).toBe(0);
  });

  it('never lets the outside be breathable at space stations and in space (Hell stays Hell)', () => {
    for (const kind of ['space-station', 'in-space'] as const) {
      expect(effectiveAtmosphere({ kind, ao: 'YES', ai: 'YES' }, 'outside')).toBe('NO');
      expect(effectiveAtmosphere({ kind, ao: 'YES', ai: 'YES' }, 'inside')).toBe('YES');
      expect(effectiveAtmosphere({ kind, ao: 'HELL', ai: 'YES' }, 'outside')).toBe('HELL');
    }
  });

  it('turns breathable into non-breathable and non-breathable into Hell on Hardcore', () => {
    expect(oxygenCost(planet('YES', 'NO'), 'outside', { campaignDifficulty: 'hardcore' })).toBe(1);
    expect(oxygenCost(planet('YES', 'NO'), 'inside', { campaignDifficulty: 'hardcore' })).toBe(2);
    expect(oxygenCost(planet('HELL', 'NO'), 'outside', { campaignDifficulty: 'hardcore' })).toBe(2);
    // A space station's outside is non-breathable first, then Hell on Hardcore.
    expect(effectiveAtmosphere({ kind: 'space-station', ao: 'YES', ai: 'YES' }, 'outside', 'hardcore')).toBe(
      'HELL',
    );
    expect(oxygenCost(planet('YES', 'YES'), 'inside', { campaignDifficulty: 'real-life' })).toBe(0);
  });

  it('halves healing in Hell, rounding up', () => {
    expect(healingIn('HELL', 4)).toBe(2);
    expect(healingIn('HELL', 3)).toBe(2);
    expect(healingIn('NO', 4)).toBe(4);
  });
});
