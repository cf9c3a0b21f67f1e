import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import { campaignContentFrom, campaignInput, defaultChoices } from '../../../modes/campaign/campaignInput';
import type { EventLocation } from '../../../content/schemas/cgm';
import { newCampaign } from './campaignState';
import { shipCatalogueOf } from './campaignShip';
import type { StoryFollowUp } from './storyPhase';
import { afterStory, answerTurn, startTurns, storyParty, turnNeed, turnRefusal, turnPlace } from './turn';
import { onward, play } from './turnPhases.testkit';
import type { CampaignContent, CampaignTurn } from './turn.types';

/** The campaign turn (Space Kraken §5) through its kernel, on the sample campaign's set-up. */

const pack = samplePack();
const built = campaignInput(pack, defaultChoices(pack));
if (!built.ok) throw new Error('the sample campaign sets up');
const content = campaignContentFrom(pack) as CampaignContent;
const first = startTurns(newCampaign(built.input.setup, shipCatalogueOf(content.ship)));

const place = (name: string, condition: EventLocation['condition'] = 'none'): EventLocation => ({
  name,
  type: content.locationTypes[0]?.id ?? '',
  difficulty: 2,
  ao: 'NO',
  ai: 'YES',
  depth: 4,
  teleport: 0,
  condition,
  species: 'Krakens',
});

/** Phase 1 ended with these follow-ups (the story phase itself is the machine's child). */
function afterPhase1(turn: CampaignTurn, followUps: readonly Partial<StoryFollowUp>[]): CampaignTurn {
  return onward(
    afterStory(
      turn,
      {
        party: storyParty(turn),
        skips: turn.campaign.skips,
        followUps: followUps.map((f) => ({ slot: 0, leaderId: 'ada-voss', ...f }) as StoryFollowUp),
        notes: [],
      },
      content,
    ),
    content,
  );
}

describe('the campaign turn', () => {
  it('phase 1 with nothing to follow up goes straight to phase 2 (no Recovery after phase 1 without a crawl or fight)', () => {
    const t = afterPhase1(first, []);
    expect(turnPlace(t, content)).toBe('construction');
    expect(turnRefusal(t, { type: 'recovery.take' }, content)).toMatch(/not allowed now/);
  });

  it('phase 2 → 3 → 4 (no trader in reach) → 5 (no quests) → the fallback Recovery after phase 5 → turn 2', () => {
    let t = afterPhase1(first, []);
    t = play(t, { type: 'construction.pass' }, content);
    expect(turnPlace(t, content)).toBe('free-action');
    t = play(t, { type: 'free.skip' }, content);
    expect(t.step).toEqual({ kind: 'recovery', at: 'after-phase-5' });
    expect(t.journal.map((n) => n.kind)).toEqual(expect.arrayContaining(['visit-skipped', 'timer-skipped']));
    t = play(t, { type: 'recovery.take' }, content);
    expect(t.campaign.turn).toBe(2);
    expect(t.step).toEqual({ kind: 'story', phase: 1, only: null });
  });

  it('an LT-style new line with no start: a d20 picks 1AA–1AT (face 3 → 1AC) in the first free slot', () => {
    const t = afterPhase1(first, [{ kind: 'start-line', name: 'A rumour' }]);
    expect(turnNeed(t, content)?.rule).toBe('kraken.story-trigger');
    const after = onward(answerTurn(t, [3], content), content);
    expect(after.campaign.cgm.lines[3]?.line).toBe('A rumour');
    expect(after.campaign.cgm.lines[3]?.at).toBe('1AC');
  });

  it('a location for a full Starmap log (2 slots) waits: erase one to note it, or let it go', () => {
    let t = afterPhase1(first, [
      { kind: 'location', location: place('One') },
      { kind: 'location', location: place('Two') },
      { kind: 'location', location: place('Three') },
    ]);
    expect(turnPlace(t, content)).toBe('offer');
    expect(t.campaign.starmap.map((l) => l.name)).toEqual(['One', 'Two']);
    const one = t.campaign.starmap[0]?.key ?? '';
    t = play(t, { type: 'starmap.erase', key: one }, content);
    expect(t.campaign.starmap.map((l) => l.name)).toEqual(['Two', 'Three']);
    expect(turnPlace(t, content)).toBe('construction');
  });

  it('an event crawl runs in phase 1, and then a Recovery after phase 1 is allowed', () => {
    const t = afterPhase1(first, [{ kind: 'crawl', location: place('The wreck') }]);
    expect(turnPlace(t, content)).toBe('crawl');
    expect(t.flags.fightOrCrawlInPhase1).toBe(true);
  });

  it('the quest timer ticks an urgent quest not advanced, and the fourth tick fails it', () => {
    const sheet = content.questSheets[0];
    if (sheet === undefined) throw new Error('the sample pack has a quest sheet');
    const urgentRow = sheet.rows.find((r) => r.urgent);
    if (urgentRow === undefined) throw new Error('the sample quest sheet has an urgent quest');
    let t = afterPhase1(first, [{ kind: 'quest', sheet: sheet.id, roll: urgentRow.roll }]);
    t = play(t, { type: 'quest.accept' }, content);
    for (let turn = 1; turn <= 4; turn++) {
      t = play(t, { type: 'construction.pass' }, content);
      t = play(t, { type: 'free.skip' }, content);
      t = play(t, { type: 'recovery.pass' }, content);
      if (turn < 4) {
        expect(t.campaign.quests[0]?.ticks).toBe(turn);
        t = afterPhase1(t, []);
      }
    }
    expect(t.campaign.quests).toEqual([]);
    expect(t.journal.some((n) => n.kind === 'quest-failed')).toBe(true);
  });

  it('free action: only a location on the Starmap log can be landed at; a flight invokes the space flight', () => {
    let t = afterPhase1(first, []);
    t = play(t, { type: 'construction.pass' }, content);
    expect(turnRefusal(t, { type: 'free.land', key: 'L9' }, content)).toMatch(/Starmap log/);
    t = play(t, { type: 'free.flight' }, content);
    expect(turnPlace(t, content)).toBe('flight');
  });

  it('a level on the ship costs (level + 1)² XP: refused at 3 XP, taken at 4 (Agility 3 → 4, level 2)', () => {
    const poor = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 3 } }, []);
    const raise = { type: 'crew.levelUp', crewId: 'ada-voss', attribute: 'agility' } as const;
    expect(turnRefusal(poor, raise, content)).toMatch(/costs 4 XP; the team has 3/);
    const rich = afterPhase1({ ...first, campaign: { ...first.campaign, xp: 4 } }, []);
    const after = play(rich, raise, content);
    const ada = after.campaign.crew.find((m) => m.id === 'ada-voss');
    expect(ada?.level).toBe(2);
    expect(ada?.attributes.agility).toBe(4);
    expect(after.campaign.xp).toBe(0);
  });

  it('victory ends the campaign', () => {
    const t = afterPhase1(first, [{ kind: 'victory', text: 'Home with the Lantern.' }]);
    expect(turnPlace(t, content)).toBe('over');
    expect(t.campaign.victory).toBe('Home with the Lantern.');
  });
});
