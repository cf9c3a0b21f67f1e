import { describe, expect, it } from 'vitest';
import { dungeonMode } from '../../../src/modes/dungeon/mode';
import { Session } from '../../../src/game/session';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { areaSpaceId, tileSpaceId } from '../../../src/rules/tilemap/graph';
import { dungeonInput, location, sheet, tileMap } from './testkit';
import type { DungeonDecision } from './types';

/** The log narrates decisions in the project's words, with the map's own names for areas and elements. */

const named = (rows: readonly string[]) => {
  const map = mapOf(rows);
  return tileMap({ ...map, areas: { a: { name: 'Docking gantry' } } });
};

describe('dungeon crawl narration', () => {
  it('names areas, elements and the map an exit leads to', () => {
    const input = dungeonInput([named(['>  a  S1  EX'])], [sheet('ana'), sheet('bo')], {
      location: location({ mapIds: [1, 1, 1, 1] }),
    });
    const session = Session.start(dungeonMode, { mode: dungeonMode.id, seed: 'words', input }, 'digital');
    const send = (event: DungeonDecision) => {
      const outcome = session.send(event);
      expect(outcome.ok ? '' : outcome.reason).toBe('');
    };
    send({ type: 'deploy', entrance: tileSpaceId(0, 0), crewIds: ['ana', 'bo'] });
    send({ type: 'move', to: areaSpaceId('a') });
    send({ type: 'move', to: tileSpaceId(2, 0) });
    send({ type: 'shop.visit', key: '2,0#0' });
    send({ type: 'move', to: tileSpaceId(3, 0) });
    send({ type: 'exit.take' });
    const lines = session.narrate();
    expect(lines).toContain('Ana, Bo go down at the entrance.');
    expect(lines).toContain('The team moves into the Docking gantry.');
    expect(lines).toContain('The team moves into the stall S1.');
    expect(lines).toContain('Visits the stall S1.');
    expect(lines).toContain('Takes the exit to map 2.');
    expect(lines.some((l) => /^Move to|shop\.visit|exit\.take/.test(l))).toBe(false);
    // No coordinates and no area keys: a player reads the names the map prints.
    expect(lines.filter((l) => /\(\d+, \d+\)|area "?[a-z]"?\b|\(area /.test(l))).toEqual([]);
  });
});
