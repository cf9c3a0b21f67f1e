import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../../../src/game/log';
import { Session } from '../../../src/game/session';
import { dungeonMode } from '../../../src/modes/dungeon/mode';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import type { CampaignDifficulty } from '../../../src/rules/tilemap/types';
import { dungeonInput, location, sheet, tileMap } from './testkit';

/**
 * Undo follows the campaign difficulty (Space Kraken §3.2: save and load at clone stations on Just a
 * Simulation and Adventurer, never on Real Life and Hardcore), unless the crawl is a practice crawl.
 */

const t = tileSpaceId;
const HALL = tileMap(mapOf(['>  .  CS  .']));

function crawl(campaignDifficulty: CampaignDifficulty, practice: boolean) {
  const input = dungeonInput([HALL], [sheet('ana')], {
    location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
    campaignDifficulty,
    practice,
  });
  const setup: GameSetup = { mode: dungeonMode.id, seed: 'undo', input };
  const session = Session.start(dungeonMode, setup, 'digital');
  expect(session.send({ type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] }).ok).toBe(true);
  expect(session.send({ type: 'move', to: t(1, 0) }).ok).toBe(true);
  return session;
}

describe('undo and the campaign difficulty (kraken.difficulty)', () => {
  it('a practice crawl undoes anywhere', () => {
    const session = crawl('real-life', true);
    expect(session.canUndo).toBe(true);
    expect(session.undo()).toBe(true);
  });

  it('Adventurer: no undo away from a clone station; at one, the game may be taken back', () => {
    const session = crawl('adventurer', false);
    expect(session.canUndo).toBe(false);
    expect(session.undoRefusal).toMatch(/clone station/);
    expect(session.undo()).toBe(false);
    expect(session.send({ type: 'move', to: t(2, 0) }).ok).toBe(true);
    expect(session.canUndo).toBe(true);
  });

  it('Real Life and Hardcore never undo', () => {
    for (const difficulty of ['real-life', 'hardcore'] as const) {
      const session = crawl(difficulty, false);
      expect(session.send({ type: 'move', to: t(2, 0) }).ok).toBe(true);
      expect(session.canUndo).toBe(false);
      expect(session.undo()).toBe(false);
    }
  });
});
