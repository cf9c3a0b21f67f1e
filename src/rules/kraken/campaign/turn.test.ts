import { describe, expect, it } from 'vitest';
import type { EventLocation } from '../../../content/schemas/cgm';
import {
  decide,
  finish,
  refusal,
  roll,
  sampleCampaign,
  standAt,
  turnOf,
  type CampaignAt,
} from '../../../../machines/kraken/campaign/campaign.testkit';
import type { StoryFollowUp } from './storyPhase';
import { storyParty, turnNeed, turnPlace } from './turn';
import { eventLocation } from './location.testkit';
import type { CampaignTurn } from './turn.types';

/**
 * The campaign turn (Space Kraken §5) through the campaign machine a player drives (its chart decides the
 * phases; campaign.testkit.ts), on the sample campaign's set-up.
 */

const { input, content, first } = sampleCampaign();

const place = (name: string, condition: EventLocation['condition'] = 'none'): EventLocation =>
  eventLocation(content.locationTypes[0]?.id ?? '', { name, difficulty: 2, condition });

/** Phase 1's story lines ended with these follow-ups (the story phase itself is the machine's child). */
function afterPhase1(turn: CampaignTurn, followUps: readonly Partial<StoryFollowUp>[]): CampaignAt {
  return finish(standAt(input, turn, { story: 'lines' }), 'storyPhase', {
    party: storyParty(turn),
    skips: turn.campaign.skips,
    followUps: followUps.map((f) => ({ slot: 0, leaderId: 'ada-voss', ...f }) as StoryFollowUp),
    notes: [],
  });
}

describe('the campaign turn', () => {
  it('phase 1 with nothing to follow up goes straight to phase 2 (no Recovery after phase 1 without a crawl or fight)', () => {
    const at = afterPhase1(first, []);
    expect(at.value).toEqual({ construction: 'choosing' });
    expect(refusal(at, { type: 'recovery.take' })).toMatch(
      /^A Recovery is not the step now \(kraken\.ship-construction\)/,
    );
  });

  it('phase 2 → 3 → 4 (no trader in reach) → 5 (no quests) → the fallback Recovery after phase 5 → turn 2', () => {
    let at = afterPhase1(first, []);
    at = decide(at, { type: 'construction.pass' });
    expect(at.value).toEqual({ freeAction: 'choosing' });
    at = decide(at, { type: 'free.skip' });
    expect(at.value).toEqual({ questTimer: { recovery: 'choosing' } });
    expect(turnOf(at).journal.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['visit-skipped', 'timer-skipped']),
    );
    at = decide(at, { type: 'recovery.take' });
    expect(turnOf(at).campaign.turn).toBe(2);
    expect(turnOf(at).journal).toContainEqual({ kind: 'recovered', at: 'after-phase-5' });
    expect(at.value).toEqual({ story: 'lines' });
  });

  it('an LT-style new line with no start: a d20 picks 1AA–1AT (face 3 → 1AC) in the first free slot', () => {
    const at = afterPhase1(first, [{ kind: 'start-line', name: 'A rumour' }]);
    expect(at.value).toEqual({ story: 'lineStart' });
    expect(turnNeed(turnOf(at), content)?.rule).toBe('kraken.story-trigger');
    const after = turnOf(roll(at, [3]));
    expect(after.campaign.cgm.lines[3]?.line).toBe('A rumour');
    expect(after.campaign.cgm.lines[3]?.at).toBe('1AC');
  });

  it('a location for a full Starmap log (2 slots) waits: erase one to note it, or let it go', () => {
    let at = afterPhase1(first, [
      { kind: 'location', location: place('One') },
      { kind: 'location', location: place('Two') },
      { kind: 'location', location: place('Three') },
    ]);
    expect(at.value).toEqual({ story: 'offer' });
    expect(turnOf(at).campaign.starmap.map((l) => l.name)).toEqual(['One', 'Two']);
    const one = turnOf(at).campaign.starmap[0]?.key ?? '';
    at = decide(at, { type: 'starmap.erase', key: one });
    expect(turnOf(at).campaign.starmap.map((l) => l.name)).toEqual(['Two', 'Three']);
    expect(at.value).toEqual({ construction: 'choosing' });
  });

  it('an event crawl runs in phase 1, and then a Recovery after phase 1 is allowed', () => {
    const at = afterPhase1(first, [{ kind: 'crawl', location: place('The wreck') }]);
    expect(at.value).toEqual({ story: 'crawl' });
    expect(turnPlace(turnOf(at), content)).toBe('crawl');
  });

  it('the quest timer ticks an urgent quest not advanced, and the fourth tick fails it', () => {
    const sheet = content.questSheets[0];
    if (sheet === undefined) throw new Error('the sample pack has a quest sheet');
    const urgentRow = sheet.rows.find((r) => r.urgent);
    if (urgentRow === undefined) throw new Error('the sample quest sheet has an urgent quest');
    let at = afterPhase1(first, [{ kind: 'quest', sheet: sheet.id, roll: urgentRow.roll }]);
    at = decide(at, { type: 'quest.accept' });
    for (let turn = 1; turn <= 4; turn++) {
      at = decide(at, { type: 'construction.pass' });
      at = decide(at, { type: 'free.skip' });
      at = decide(at, { type: 'recovery.pass' });
      if (turn < 4) {
        expect(turnOf(at).campaign.quests[0]?.ticks).toBe(turn);
        at = afterPhase1(turnOf(at), []);
      }
    }
    expect(turnOf(at).campaign.quests).toEqual([]);
    expect(turnOf(at).journal.some((n) => n.kind === 'quest-failed')).toBe(true);
  });

  it('free action: only a location on the Starmap log can be landed at; a flight invokes the space flight', () => {
    let at = afterPhase1(first, []);
    at = decide(at, { type: 'construction.pass' });
    expect(refusal(at, { type: 'free.land', key: 'L9' })).toMatch(/Starmap log/);
    at = decide(at, { type: 'free.flight' });
    expect(at.value).toEqual({ freeAction: 'flight' });
  });

  it('a level on the ship costs (level + 1)² XP: refused at 3 XP, taken at 4 (Agility 3 → 4, level 2)', () => {
    const poor = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 3 } }, []);
    const raise = { type: 'crew.levelUp', crewId: 'ada-voss', attribute: 'agility' } as const;
    expect(refusal(poor, raise)).toMatch(/costs 4 XP; the team has 3/);
    const rich = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 4 } }, []);
    const after = turnOf(decide(rich, raise));
    const ada = after.campaign.crew.find((m) => m.id === 'ada-voss');
    expect(ada?.level).toBe(2);
    expect(ada?.attributes.agility).toBe(4);
    expect(after.campaign.xp).toBe(0);
  });

  it('a level on the ship takes every gain of §14: two levels for a positive trait cost both squares (4 + 9 XP)', () => {
    const trait = {
      type: 'crew.levelUp',
      crewId: 'ada-voss',
      gain: { kind: 'positive-trait', trait: 'steady-hands' },
    } as const;
    const poor = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 12 } }, []);
    expect(refusal(poor, trait)).toMatch(/costs 13 XP; the team has 12\. \(kraken\.level-up\)/);
    const rich = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 13 } }, []);
    const after = turnOf(decide(rich, trait));
    const ada = after.campaign.crew.find((m) => m.id === 'ada-voss');
    expect(ada?.level).toBe(3);
    expect(ada?.traits.map((t) => t.id)).toContain('steady-hands');
    expect(after.campaign.xp).toBe(0);
  });

  it('one level buys a positive and a negative trait together, never past 4 traits; an unknown trait is refused', () => {
    const pair = (positive: string, negative: string) =>
      ({
        type: 'crew.levelUp',
        crewId: 'ada-voss',
        gain: { kind: 'trait-pair', positive, negative },
      }) as const;
    let at = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 4 + 9 } }, []);
    expect(refusal(at, pair('nobody', 'restless'))).toMatch(/no such trait.*kraken\.level-up/);
    expect(refusal(at, pair('restless', 'steady-hands'))).toMatch(
      /one positive and one negative.*kraken\.level-up/,
    );
    at = decide(at, pair('steady-hands', 'restless'));
    const ada = turnOf(at).campaign.crew.find((m) => m.id === 'ada-voss');
    expect(ada?.level).toBe(2);
    expect(ada?.traits).toHaveLength(4);
    expect(turnOf(at).campaign.xp).toBe(9);
    expect(refusal(at, pair('gearhead', 'jittery'))).toMatch(/more than 4 traits\. \(kraken\.level-up\)/);
  });

  it('the PSI trait starts at 1 and then rises one level at a time; one crew member at most has it', () => {
    const psiTrait = {
      type: 'crew.levelUp',
      crewId: 'ada-voss',
      gain: { kind: 'positive-trait', trait: 'psi-sensitive' },
    } as const;
    const psi = { type: 'crew.levelUp', crewId: 'ada-voss', gain: { kind: 'psi' } } as const;
    let at = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 4 + 9 + 16 } }, []);
    expect(refusal(at, psi)).toMatch(/no PSI trait.*kraken\.level-up/);
    at = decide(at, psiTrait);
    expect(turnOf(at).campaign.crew.find((m) => m.id === 'ada-voss')?.psi?.level).toBe(1);
    expect(
      refusal(at, {
        type: 'crew.levelUp',
        crewId: 'cleo-marsh',
        gain: { kind: 'trait-pair', positive: 'psi-sensitive', negative: 'jittery' },
      }),
    ).toMatch(/Ada Voss already has PSI.*kraken\.crew-traits/);
    at = decide(at, psi);
    const ada = turnOf(at).campaign.crew.find((m) => m.id === 'ada-voss');
    expect(ada?.psi?.level).toBe(2);
    expect(ada?.level).toBe(4);
    expect(turnOf(at).campaign.xp).toBe(0);
  });

  it('victory ends the campaign', () => {
    const at = afterPhase1(first, [{ kind: 'victory', text: 'Home with the Lantern.' }]);
    expect(at.value).toBe('over');
    expect(turnOf(at).campaign.victory).toBe('Home with the Lantern.');
  });
});
