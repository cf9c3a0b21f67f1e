import { describe, expect, it } from 'vitest';
import { containing } from './matchers.testkit';
import { tileMapSchema } from '../../content/schemas/tileMap';
import { currentZone, deploy, move, type Exploration, type Step } from './exploration';
import { attemptBulkheadStep, useQuestMaster } from './exploration.activate';
import { beginEncounter, endEncounter, resolveMinesStep } from './exploration.resolve';
import { arrive, takeExit } from './journey';
import { buildGraph, tileSpaceId, areaSpaceId } from './graph';
import { crewMember, locationOf, mapOf } from './fixtures';
import { validateTileMap } from './validate';
import type { ExplorationEvent } from './events';

/**
 * Space Kraken §13 EXAMPLE OF A DUNGEON EXPLORATION, replayed step by step with the book's dice on a small
 * map built to the example's situation: an upper entrance whose only way on is the big purple (outside)
 * area holding a mine; bulkhead B2 at the top of it leading into the grey (inside) area with E2 and a quest
 * master, E3 on its own tile beside it; bulkhead B1 on the far side into an outside area, obstacles X, a
 * right-side area and the exit.
 *
 *   x:  0  1  2  3    4  5  6  7  8  9
 *   y0  #  #  #  #    #  #  ~  ~  ~  ~
 *   y1  #  Q  g  g:E2 E3 #  ~  ~  ~  ~      g = grey area (inside)
 *   y2  #  #  g  g    #  #  ~  ~  ~  ~
 *   y3  #  #  #  B2   #  #  ~  ~  ~  ~
 *   y4  >  p  p  p:M  p  p  B1 r  X  s      p = big purple area (outside), r = area behind B1,
 *   y5  ~  p  p  p    p  p  #  r  X  s      s = right-side area
 *   y6  ~  ~  p  p    p  ~  #  r  #  EX
 */
const FIRST = mapOf(
  [
    '#  #  #  #     #   #   ~   ~   ~   ~',
    '#  Q  g  g:E2  E3  #   ~   ~   ~   ~',
    '#  #  g  g     #   #   ~   ~   ~   ~',
    '#  #  #  B2    #   #   ~   ~   ~   ~',
    '>  p  p  p:M   p   p   B1  r   X   s',
    '~  p  p  p     p   p   #   r   X   s',
    '~  ~  p  p     p   ~   #   r   #   EX',
  ],
  { id: 'map-8' },
);
const SECOND = mapOf(['>  a  a  EX'], { id: 'map-2' });

const graph = buildGraph(FIRST);
const next = buildGraph(SECOND);

const B2 = tileSpaceId(3, 3);
const B1 = tileSpaceId(6, 4);
const Q = tileSpaceId(1, 1);
const X = tileSpaceId(8, 4);
const EX = tileSpaceId(9, 6);
const purple = areaSpaceId('p');
const grey = areaSpaceId('g');

/** Unwraps a step, failing the test with the refusal. */
function done(step: Step): { state: Exploration; events: readonly ExplorationEvent[] } {
  if (!step.ok) throw new Error(step.reason);
  return step;
}

function oxygenSpent(events: readonly ExplorationEvent[]): number {
  return events.reduce((sum, e) => (e.type === 'oxygen-spent' ? sum + e.amount : sum), 0);
}

describe('the worked example of a dungeon exploration (§13)', () => {
  it('is a map in the content format that the validator accepts', () => {
    expect(tileMapSchema.safeParse(FIRST).success).toBe(true);
    expect(validateTileMap(FIRST).filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('replays every step with the book’s dice and oxygen', () => {
    // Difficulty 2 "Overland" location, Map-ID 8 first; breathable inside, non-breathable outside.
    const location = locationOf({
      kind: 'planet-surface',
      difficulty: 2,
      ao: 'NO',
      ai: 'YES',
      mapIds: [8, null, null, null],
    });
    // Dex makes the mine disarm (the book's "4+4": dice 4, Tech 4); Ana (Tech 5) works the bulkheads.
    // The three who dodge have Agility 3, 5 and 5.
    const crew = [
      crewMember('dex', { tech: 4, agility: 4 }),
      crewMember('ana', { tech: 5, agility: 3 }),
      crewMember('bo', { tech: 2, agility: 5 }),
      crewMember('cy', { tech: 3, agility: 5 }),
    ];
    let s = done(
      deploy(graph, {
        location,
        campaignDifficulty: 'adventurer',
        hasTeleporter: false,
        crew,
        entrance: tileSpaceId(0, 4),
      }),
    ).state;
    expect(s.oxygen).toBe(25);

    // The free move: the only way from the upper entrance is the purple area, and it costs no oxygen.
    let step = done(move(s, graph, { to: purple }));
    s = step.state;
    expect(oxygenSpent(step.events)).toBe(0);
    expect(s.pending.map((p) => p.code)).toEqual(['M']);

    // Disarm once: 2 + 2 + Tech 4 = 8 < 10, fail. Dex takes 2 + 0 + 2 = 4 without a dodge; the others roll
    // d6 + Agility: 2 + 3 = 5 (hit for 2), 4 + 5 = 9 and 5 + 5 = 10 (clear).
    step = done(
      resolveMinesStep(s, graph, {
        disarm: { crewId: 'dex', faces: [2, 2] },
        dodges: { ana: 2, bo: 4, cy: 5 },
      }),
    );
    s = step.state;
    const mines = step.events.find((e) => e.type === 'mines');
    expect(mines).toMatchObject({ disarmed: false, disarm: { total: 8, target: 10 } });
    expect(s.crew.map((m) => m.hp)).toEqual([6, 8, 10, 10]);

    // One action (1 oxygen: still outside) moves onto B2, and its activation is the first Tech check:
    // 3 + 3 + 5 = 11 against 12, failed.
    step = done(move(s, graph, { to: B2 }));
    s = step.state;
    expect(oxygenSpent(step.events)).toBe(1);
    expect(currentZone(s, graph)).toBe('outside');
    step = done(attemptBulkheadStep(s, graph, { bulkhead: '3,3#0', crewId: 'ana', faces: [3, 3] }));
    s = step.state;
    expect(step.events).toContainEqual(
      containing({ type: 'bulkhead-check', total: 11, target: 12, success: false }),
    );
    expect(oxygenSpent(step.events)).toBe(0);
    // Still shut: the grey area cannot be entered yet.
    expect(move(s, graph, { to: grey })).toMatchObject({ ok: false });

    // Another action and another oxygen: 6 + 3 + 5 = 14, open.
    step = done(attemptBulkheadStep(s, graph, { bulkhead: '3,3#0', crewId: 'ana', faces: [6, 3] }));
    s = step.state;
    expect(oxygenSpent(step.events)).toBe(1);
    expect(step.events).toContainEqual({ type: 'bulkhead-opened', key: '3,3#0', how: 'check' });
    expect(s.oxygen).toBe(23);

    // Into the grey area: inside and breathable, no oxygen. E2 attacks (level 2 + 2 = 4); E3 on its own
    // tile does not.
    step = done(move(s, graph, { to: grey }));
    s = step.state;
    expect(oxygenSpent(step.events)).toBe(0);
    expect(currentZone(s, graph)).toBe('inside');
    expect(s.pending.map((p) => p.code)).toEqual(['E2']);
    step = done(beginEncounter(s, graph, { key: '3,1#0' }));
    expect(step.events).toContainEqual({ type: 'encounter', key: '3,1#0', boss: false, level: 4 });
    s = done(endEncounter(step.state, { key: '3,1#0', outcome: 'defeated' })).state;

    // Onto the quest master tile, take a quest.
    s = done(move(s, graph, { to: Q })).state;
    step = done(useQuestMaster(s, graph, { key: '1,1#0' }));
    s = step.state;
    expect(step.events).toContainEqual({ type: 'quest-master', key: '1,1#0' });

    // Back to the area and to B2: free (inside), E2 stays beaten, B2 needs no new check.
    step = done(move(s, graph, { to: grey }));
    s = step.state;
    expect(s.pending).toEqual([]);
    step = done(move(s, graph, { to: B2 }));
    s = step.state;
    expect(oxygenSpent(step.events)).toBe(0);
    expect(currentZone(s, graph)).toBe('inside');

    // Back into the mined area: 1 oxygen, the spent mines stay quiet.
    step = done(move(s, graph, { to: purple }));
    s = step.state;
    expect(oxygenSpent(step.events)).toBe(1);
    expect(s.pending).toEqual([]);

    // To B1 (1 oxygen) and open it at the first try: 5 + 4 + 5 = 14 against 11.
    step = done(move(s, graph, { to: B1 }));
    s = step.state;
    expect(oxygenSpent(step.events)).toBe(1);
    step = done(attemptBulkheadStep(s, graph, { bulkhead: '6,4#0', crewId: 'ana', faces: [5, 4] }));
    s = step.state;
    expect(step.events).toContainEqual(
      containing({ type: 'bulkhead-check', total: 14, target: 11, success: true }),
    );
    expect(oxygenSpent(step.events)).toBe(0);

    // Two more oxygen: into the area behind, onto an obstacle X. One more into the right-side area and a
    // final one onto the exit (the book does not price these two; on this map both are outside).
    for (const to of [areaSpaceId('r'), X, areaSpaceId('s'), EX]) {
      step = done(move(s, graph, { to }));
      s = step.state;
      expect(oxygenSpent(step.events)).toBe(1);
    }
    expect(s.oxygen).toBe(17);

    // Mark the map cleared and go on to an entrance of the next map, which starts with a free move.
    step = done(takeExit(s, graph));
    s = step.state;
    expect(step.events).toContainEqual({ type: 'map-left', mapNumber: 1, cleared: true });
    expect(s.record.cleared).toEqual([1]);
    s = done(arrive(s, next, { space: tileSpaceId(0, 0), mapId: 3 })).state;
    expect(s.mapNumber).toBe(2);
    expect(s.location.mapIds).toEqual([8, 3, null, null]);
    step = done(move(s, next, { to: areaSpaceId('a') }));
    expect(oxygenSpent(step.events)).toBe(0);
    expect(step.state.oxygen).toBe(17);
  });
});
