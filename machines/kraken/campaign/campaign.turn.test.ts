import { describe, expect, it } from 'vitest';
import { campaignMode } from '../../../src/modes/campaign/mode';
import { decideTurn, settleOwed, storyParty } from '../../../src/rules/kraken/campaign/turn';
import type { CampaignTurn } from '../../../src/rules/kraken/campaign/turn.types';
import { eventLocation, loggedLocation } from '../../../src/rules/kraken/campaign/location.testkit';
import { phaseOfState } from './campaign.phase';
import { decide, finish, sampleCampaign, standAt, turnOf, type CampaignAt } from './campaign.testkit';

/**
 * The campaign turn's phase lives in the chart only (issue 27, turnstep): the rules keep what is under way
 * inside a phase, never which phase it is, and never end one; the machine's guarded transitions do.
 */

const { input, content, first } = sampleCampaign();

const far = loggedLocation(
  'L1',
  'A far moon',
  eventLocation(content.locationTypes[0]?.id ?? '', { name: 'A far moon' }),
);

/** Phase 1's story lines done with nothing owed: what the story phase hands back. */
const storyDone = (turn: CampaignTurn) => ({
  party: storyParty(turn),
  skips: turn.campaign.skips,
  followUps: [],
  notes: [],
});

describe('the rules keep no phase and end none', () => {
  it('settleOwed leaves an arrival where the crew may not land waiting: ending phase 3 is the chart’s', () => {
    const t: CampaignTurn = { ...first, underway: { kind: 'arrival', entry: far, land: false } };
    expect(settleOwed(t, content).underway?.kind).toBe('arrival');
  });

  it('ending phase 2 changes nothing in the turn: the chart goes on to phase 3', () => {
    expect(decideTurn(first, { type: 'construction.pass' }, content)).toEqual(first);
  });

  it('a Recovery in phase 2 is refused in the words of the state the machine is in', () => {
    const at = standAt(input, first, { construction: 'choosing' });
    expect(campaignMode.explainRefusal(at, { type: 'recovery.take' })).toMatch(
      /^A Recovery is not the step now \(kraken\.ship-construction\)\. Phase 2, ship construction/,
    );
    expect(campaignMode.explainRefusal(at, { type: 'free.skip' })).toMatch(
      /^Skipping the free action is not the step now \(kraken\.ship-construction\)/,
    );
  });
});

describe('the phase order, walked through the machine', () => {
  it('phase 1 → 2 → 3 → 4 (skipped: no trader in reach) → 5 → Recovery after phase 5 → turn 2’s phase 1', () => {
    let at: CampaignAt = standAt(input, first, { story: 'lines' });
    const phases: (number | null)[] = [];
    const note = () => {
      const p = phaseOfState(at.value);
      if (phases[phases.length - 1] !== p) phases.push(p);
    };
    note();
    at = finish(at, 'storyPhase', storyDone(turnOf(at)));
    note();
    expect(at.value).toEqual({ construction: 'choosing' });
    at = decide(at, { type: 'construction.pass' });
    note();
    expect(at.value).toEqual({ freeAction: 'choosing' });
    at = decide(at, { type: 'free.skip' });
    note();
    // No cleared map with a trader in the teleporter's reach: phase 4 is skipped, the quest timer ticks
    // nothing, and Phase R's fallback (no Recovery taken this turn) waits at the end of phase 5.
    expect(at.value).toEqual({ questTimer: { recovery: 'choosing' } });
    expect(turnOf(at).journal).toContainEqual({ kind: 'visit-skipped', why: 'no-trader' });
    expect(turnOf(at).journal).toContainEqual({ kind: 'timer-skipped' });
    at = decide(at, { type: 'recovery.pass' });
    note();
    expect(at.value).toEqual({ story: 'lines' });
    expect(turnOf(at).campaign.turn).toBe(2);
    expect(turnOf(at).journal.at(-2)).toEqual({ kind: 'recovery-passed', at: 'after-phase-5' });
    expect(phases).toEqual([1, 2, 3, 5, 1]);
  });

  it('a location found too late to land: the crew stays aboard by the chart’s `mayNotLand`, and phase 3 ends', () => {
    // The Starmap log was full when the location was found: the offer is answered first, then the arrival.
    const turn: CampaignTurn = {
      ...first,
      underway: { kind: 'arrival', entry: far, land: false },
      offer: { kind: 'starmap-full', entry: far },
    };
    let at = standAt(input, turn, { freeAction: 'offer' });
    at = decide(at, { type: 'starmap.drop' });
    expect(turnOf(at).underway).toBeNull();
    const kinds = turnOf(at).journal.map((n) => n.kind);
    expect(turnOf(at).journal).toContainEqual({ kind: 'stayed-aboard', name: 'A far moon' });
    // Then phase 4 (skipped: no trader in reach) and phase 5, as the chart goes on.
    expect(kinds.indexOf('stayed-aboard')).toBeLessThan(kinds.indexOf('visit-skipped'));
    expect(phaseOfState(at.value)).toBe(5);
  });

  it('a crawl an event started in phase 1 allows the Recovery after phase 1 once the crew is back', () => {
    const crawl: CampaignTurn = {
      ...first,
      underway: { kind: 'crawl', name: 'The wreck', location: far.location, key: null },
    };
    let at = standAt(input, crawl, { story: 'crawl' });
    const c = crawl.campaign;
    at = finish(at, 'dungeon', {
      crew: c.crew,
      lost: [],
      credits: c.credits,
      xp: c.xp,
      oxygen: c.oxygen,
      notes: [],
      record: { cleared: [], solved: false },
      mapIds: [],
    });
    expect(turnOf(at).flags.fightOrCrawlInPhase1).toBe(true);
    expect(at.value).toEqual({ story: { recovery: 'choosing' } });
  });
});
