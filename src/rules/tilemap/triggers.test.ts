import { describe, expect, it } from 'vitest';
import { mapOf } from './fixtures';
import { areaSpaceId, buildGraph, tileSpaceId } from './graph';
import { resolvableNow, triggersOnEntering, type TriggerMemory } from './triggers';

const FRESH: TriggerMemory = {
  cleared: false,
  defeated: [],
  minesDone: [],
  lasersOff: [],
  treasureTaken: [],
  disruptorsOff: [],
  storyTriggersUsed: [],
};

/**
 *   >  a:E1   a:M1  a:L1     E3
 *   a  a:BOSS2 a:M2 a:LT+TP1 TP1
 *   a  a:T1   a:O2  a:DIS    a:MED
 */
const HALL = mapOf([
  '>  a:E1     a:M1  a:L1      E3',
  'a  a:BOSS2  a:M2  a:LT+TP1  TP1',
  'a  a:T1     a:O2  a:DIS     a:MED',
]);
const graph = buildGraph(HALL);
const hall = areaSpaceId('a');

describe('triggers on entering', () => {
  it('sets off everything on the area’s cells in order: mines, lasers, fights, story line, portal', () => {
    const { pending } = triggersOnEntering(graph, hall, FRESH);
    expect(pending.map((p) => p.code)).toEqual(['M1', 'M2', 'L1', 'E1', 'BOSS2', 'LT', 'TP1']);
  });

  it('never the isolated tiles beside the area', () => {
    const { pending } = triggersOnEntering(graph, hall, FRESH);
    expect(pending.map((p) => p.code)).not.toContain('E3');
    expect(triggersOnEntering(graph, tileSpaceId(4, 0), FRESH).pending.map((p) => p.code)).toEqual(['E3']);
  });

  it('separates what happens at once from what waits for a choice', () => {
    const { atOnce, byChoice } = triggersOnEntering(graph, hall, FRESH);
    expect(atOnce.map((e) => e.element.code)).toEqual(['T1', 'O2', 'DIS']);
    expect(byChoice.map((e) => e.element.code)).toEqual(['MED']);
  });

  it('lets mines go one by one, then the fights in any order', () => {
    const { pending } = triggersOnEntering(graph, hall, FRESH);
    expect(resolvableNow(pending).map((p) => p.code)).toEqual(['M1']);
    const fights = pending.filter((p) => !['mine', 'laser-barrier'].includes(p.type));
    expect(resolvableNow(fights).map((p) => p.code)).toEqual(['E1', 'BOSS2']);
  });

  it('does not set off what was beaten, spent or taken', () => {
    const memory: TriggerMemory = {
      ...FRESH,
      defeated: ['1,0#0'],
      minesDone: ['2,0#0', '2,1#0'],
      lasersOff: ['3,0#0'],
      treasureTaken: ['1,2#0'],
      disruptorsOff: ['3,2#0'],
      storyTriggersUsed: ['3,1#0'],
    };
    const { pending, atOnce } = triggersOnEntering(graph, hall, memory);
    expect(pending.map((p) => p.code)).toEqual(['BOSS2', 'TP1']);
    expect(atOnce.map((e) => e.element.code)).toEqual(['O2']);
  });

  it('finds no enemies, bosses, treasure or disruptors on a cleared map', () => {
    const { pending, atOnce } = triggersOnEntering(graph, hall, { ...FRESH, cleared: true });
    expect(pending.map((p) => p.code)).toEqual(['M1', 'M2', 'L1', 'LT', 'TP1']);
    expect(atOnce.map((e) => e.element.code)).toEqual(['O2']);
  });
});
