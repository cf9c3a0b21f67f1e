import { describe, expect, it } from 'vitest';
import { checkpointRoot } from './checkpoint.testkit';
import { crawlFleetStep } from './crawlFleet';

/** The crawl-fleet step (format 2 → 3) on the checkpoint of a real fixture save (never edited). */

const ROOT = { mode: 'kraken-campaign', path: [] };
type Ships = { fleet: { name: string }[]; content: { systems: unknown[]; hulls: unknown[] } };

describe('a campaign crawl saved without ships is handed the campaign’s fleet (snapshot 2 → 3)', () => {
  it('gives the crawl the flying ship and the pack’s ship content, and leaves the rest as it was', () => {
    const root = checkpointRoot('kraken-campaign.campaign-crawl-fight.v2.r5.json');
    const crawl = root.children['dungeon'];
    expect(crawl).toBeDefined();
    expect(Object.keys(crawl?.context as object)).not.toContain('ships');
    const stepped = crawlFleetStep(root, ROOT);
    const context = stepped.children['dungeon']?.context as { ships: Ships; credits: number };
    const campaign = (root.context as { turn: { campaign: { ship: { name: string } } } }).turn.campaign;
    expect(context.ships.fleet.map((s) => s.name)).toEqual([campaign.ship.name]);
    expect(context.ships.content.hulls.length).toBeGreaterThan(0);
    expect(context.credits).toBe((crawl?.context as { credits: number }).credits);
    // The crawl's own fight and the campaign's context are untouched; a second pass changes nothing.
    expect(stepped.children['dungeon']?.children).toBe(crawl?.children);
    expect(stepped.context).toBe(root.context);
    expect(crawlFleetStep(stepped, ROOT)).toBe(stepped);
  });

  it('leaves a campaign that is not in a crawl, and other modes, alone', () => {
    const turn5 = checkpointRoot('kraken-campaign.campaign-turn5.v2.r5.json');
    expect(crawlFleetStep(turn5, ROOT)).toBe(turn5);
    const crawl = checkpointRoot('kraken-campaign.campaign-crawl-fight.v2.r5.json');
    expect(crawlFleetStep(crawl, { mode: 'dungeon-crawl', path: [] })).toBe(crawl);
  });
});
