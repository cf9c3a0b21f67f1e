import { describe, expect, it } from 'vitest';
import { checkpointRoot } from './checkpoint.testkit';
import { campaignStep } from './campaign';

/** The campaign's snapshot step on the checkpoints of real fixture saves (never edited, e2e/fixtures-saves). */

const ROOT = { mode: 'kraken-campaign', path: [] };

describe('the campaign’s snapshot step (format 1 → 2)', () => {
  it.each([
    ['kraken-campaign.campaign-turn5.v2.r3.json', 'story', { story: 'lines' }, ['storyPhase']],
    ['kraken-campaign.campaign-crawl-fight.v2.r3.json', 'crawl', { freeAction: 'crawl' }, ['dungeon']],
    ['kraken-campaign.campaign-boarding.v2.r3.json', 'flight', { freeAction: 'flight' }, ['spaceFlight']],
    ['kraken-campaign.v2.r3.json', 'over', 'over', []],
  ])(
    '%s: the old `%s` becomes the phase loop’s state, its context and children kept',
    (file, old, now, kids) => {
      const root = checkpointRoot(file);
      expect(root.state).toBe(old);
      const stepped = campaignStep(root, ROOT);
      expect(stepped.state).toEqual(now);
      expect(stepped.context).toBe(root.context);
      expect(Object.keys(stepped.children)).toEqual(kids);
    },
  );

  it('a turn-5 campaign with a quest in its log keeps its turn and quest', () => {
    const root = checkpointRoot('kraken-campaign.campaign-turn5.v2.r3.json');
    const turn = (root.context as { turn: { campaign: { turn: number; quests: unknown[] } } }).turn;
    expect(turn.campaign.turn).toBe(5);
    expect(turn.campaign.quests.length).toBeGreaterThan(0);
    expect(campaignStep(root, ROOT).state).toEqual({ story: 'lines' });
  });

  it('leaves the levels of other modes and the campaign’s children alone', () => {
    const root = checkpointRoot('kraken-campaign.campaign-boarding.v2.r3.json');
    expect(campaignStep(root, { mode: 'dungeon-crawl', path: [] })).toBe(root);
    const child = root.children['spaceFlight'];
    if (child === undefined) throw new Error('no flight');
    expect(campaignStep(child, { mode: 'kraken-campaign', path: ['spaceFlight'] })).toBe(child);
  });
});
