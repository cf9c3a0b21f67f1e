import { describe, expect, it } from 'vitest';
import { loadPack } from '../content/loadPack';
import { withBoard } from './myBoardsPack';
import { withMap } from './myMapsPack';
import { withCampaign } from './myCampaignPack';
import { blankDraft, draftFromPack, supportOf } from '../content/cgm/draft';
import { samplePack } from '../content/testSample';
import { blankMap } from '../rules/tilemap/edit';

const board = {
  id: 'b1',
  name: 'Board one',
  width: 36,
  depth: 36,
  levelSpacing: 3,
  terrain: [],
  figures: [],
};

describe("the player's own packs", () => {
  it('adds a board, replaces it by id, bumps the version, and the files load as a pack', () => {
    const first = withBoard(undefined, board);
    const second = withBoard(first, { ...board, name: 'Board one, again' });
    expect(JSON.parse(second['pack.json'] ?? '{}')).toMatchObject({ id: 'my-boards', version: '1.0.1' });
    const boards = (JSON.parse(second['boards.json'] ?? '{}') as { boards: { name: string }[] }).boards;
    expect(boards.map((b) => b.name)).toEqual(['Board one, again']);
    const loaded = loadPack(new Map(Object.entries(second)));
    expect(loaded.ok).toBe(true);
  });

  it('keeps maps in their own pack file', () => {
    const blank = blankMap('m1', 'Map one', 4, 3);
    if (!blank.ok) throw new Error(blank.reason);
    const files = withMap(undefined, blank.map);
    expect(Object.keys(files).sort()).toEqual(['maps.json', 'pack.json']);
    expect(JSON.parse(files['pack.json'] ?? '{}')).toMatchObject({
      id: 'my-maps',
      version: '1.0.0',
      files: ['maps.json'],
    });
  });

  it('keeps a CGM book whole in My campaign: each save replaces the last, a new patch version that loads', () => {
    const pack = samplePack();
    const first = withCampaign(undefined, draftFromPack(pack));
    const second = withCampaign(first, blankDraft(supportOf(pack)));
    expect(Object.keys(second).sort()).toEqual(['campaign.json', 'pack.json']);
    expect(JSON.parse(second['pack.json'] ?? '{}')).toMatchObject({ id: 'my-campaign', version: '1.0.1' });
    const loaded = loadPack(new Map(Object.entries(second)));
    expect(loaded.ok && loaded.pack.cgmEvents.size).toBe(0);
    const kept = loadPack(new Map(Object.entries(first)));
    expect(kept.ok && kept.pack.cgmEvents.size).toBe(pack.cgmEvents.size);
  });
});
