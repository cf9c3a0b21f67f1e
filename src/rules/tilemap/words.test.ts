import { describe, expect, it } from 'vitest';
import { mapOf } from './fixtures';
import { areaSpaceId, buildGraph, describeSpace, tileSpaceId } from './graph';
import { codeWords, codeWordsAtStart } from './words';

/** Spaces as a player names them: the map's names and codes and a direction, never coordinates or keys. */

const graphOf = (rows: readonly string[], areas: Record<string, { name: string }> = {}) =>
  buildGraph({ ...mapOf(rows), areas });

describe('describeSpace', () => {
  it('names an area by the name the map gives it', () => {
    const graph = graphOf(['>  a  a  EX'], { a: { name: 'Docking gantry' } });
    expect(describeSpace(graph, areaSpaceId('a'))).toBe('the Docking gantry');
  });

  it('names an element tile by what it is, with the code only where it tells it apart', () => {
    const graph = graphOf(['>  B1  O2  E?  EX']);
    expect(describeSpace(graph, tileSpaceId(0, 0))).toBe('the entrance');
    expect(describeSpace(graph, tileSpaceId(1, 0))).toBe('the bulkhead B1');
    expect(describeSpace(graph, tileSpaceId(2, 0))).toBe('the oxygen station');
    expect(describeSpace(graph, tileSpaceId(3, 0))).toBe('the enemy E?');
    expect(describeSpace(graph, tileSpaceId(4, 0))).toBe('the exit');
  });

  it('names a plain tile by the named space beside it and the side it lies on', () => {
    const graph = graphOf(['#  b  b  #', '>  .  .  EX', '#  #  .  #'], { b: { name: 'Sick bay' } });
    expect(describeSpace(graph, tileSpaceId(1, 1))).toBe('the passage south of the Sick bay');
    // A tile two steps from anything named counts its steps from the first one it reaches.
    expect(describeSpace(graph, tileSpaceId(2, 2))).toBe('the passage 2 tiles south of the Sick bay');
  });

  it('never shows coordinates or keys', () => {
    const graph = graphOf(['>  .  .  .  a', '#  #  #  #  a'], { a: { name: 'Hold' } });
    for (const id of graph.spaces.keys()) expect(describeSpace(graph, id)).not.toMatch(/\d+, \d+|"|:/);
  });
});

// Space Kraken §13 (Map elements): the tile prints its letters and value; a line says what the element is.
describe('a printed code in words', () => {
  it('names the element before its code', () => {
    expect(codeWords('M1')).toBe('the mines M1');
    expect(codeWords('S2')).toBe('the stall S2');
    expect(codeWords('E?')).toBe('the enemy E?');
    expect(codeWords('B1')).toBe('the bulkhead B1');
    expect(codeWords('BOSS2')).toBe('the boss BOSS2');
    expect(codeWordsAtStart('EV3')).toBe('The event tile EV3');
  });

  it('a code that only repeats its words, and one the legend does not know', () => {
    expect(codeWords('O2')).toBe('the oxygen station');
    expect(codeWords('Z9')).toBe('Z9');
  });
});
