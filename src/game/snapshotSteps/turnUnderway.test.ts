import { describe, expect, it } from 'vitest';
import { checkpointRoot } from './checkpoint.testkit';
import type { LevelSnapshot } from '../gameSnapshot';
import { turnUnderwayStep } from './turnUnderway';

/** The turn-underway step (format 3 → 4) on the checkpoints of real fixture saves (never edited). */

const ROOT = { mode: 'kraken-campaign', path: [] };
type TurnJson = Record<string, unknown>;
const turnOf = (level: LevelSnapshot) => (level.context as { turn: TurnJson }).turn;

describe('a campaign turn saved with its phase in `step` keeps only what is under way (snapshot 3 → 4)', () => {
  it('a crawl in phase 3: the crawl without its phase; the state value and the children untouched', () => {
    const root = checkpointRoot('kraken-campaign.campaign-crawl-fight.v2.r6.json');
    expect(turnOf(root)['step']).toMatchObject({ kind: 'crawl', phase: 3 });
    const stepped = turnUnderwayStep(root, ROOT);
    const turn = turnOf(stepped);
    expect(turn).not.toHaveProperty('step');
    expect(turn['underway']).toEqual({
      kind: 'crawl',
      name: 'Sample: derelict ore hauler (found on turn 1)',
      location: (turnOf(root)['step'] as { location: unknown }).location,
      key: (turnOf(root)['step'] as { key: unknown }).key,
    });
    expect(stepped.state).toBe(root.state);
    expect(stepped.children).toBe(root.children);
    // The rest of the turn is as it was; a second pass changes nothing.
    const { step: _old, ...rest } = turnOf(root);
    const { underway: _new, ...kept } = turn;
    expect(kept).toEqual(rest);
    expect(turnUnderwayStep(stepped, ROOT)).toBe(stepped);
  });

  it('a phase alone (a Recovery, phase 1’s lines) leaves nothing under way; a flight stays a flight', () => {
    expect(
      turnOf(turnUnderwayStep(checkpointRoot('kraken-campaign.v2.r6.json'), ROOT))['underway'],
    ).toBeNull();
    const turn5 = checkpointRoot('kraken-campaign.campaign-turn5.v2.r6.json');
    expect(turnOf(turnUnderwayStep(turn5, ROOT))['underway']).toBeNull();
    const boarding = checkpointRoot('kraken-campaign.campaign-boarding.v2.r6.json');
    expect(turnOf(turnUnderwayStep(boarding, ROOT))['underway']).toEqual({ kind: 'flight' });
  });

  it('leaves other modes and the campaign’s children alone', () => {
    const crawl = checkpointRoot('kraken-campaign.campaign-crawl-fight.v2.r6.json');
    expect(turnUnderwayStep(crawl, { mode: 'dungeon-crawl', path: [] })).toBe(crawl);
    expect(turnUnderwayStep(crawl, { mode: 'kraken-campaign', path: ['dungeon'] })).toBe(crawl);
  });
});
