import { describe, expect, it } from 'vitest';
import { leafPrompt, type TreeSnapshot } from '../../../machines/core/tree';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import type { StoryNote, StoryPhase } from '../../rules/kraken/campaign/storyPhase';
import { campaignMode } from './mode';
import {
  landAtTheDoor,
  offers,
  oneMapCampaign,
  send,
  take,
  type CampaignSession,
} from './oneMapCampaign.testkit';
import { waitingAt } from './waitingAt';

/**
 * Space Kraken §13 LT: a story-line trigger is "activated immediately". In a campaign crawl the line the
 * tile starts runs there and then — the crawl pauses, the story phase follows that line alone on the CGM
 * sheets, then the crawl goes on (issue 28, item 5). Played through the session a player uses.
 */

/** The story phase running where the session waits, or null. */
function storyPhase(session: CampaignSession): StoryPhase | null {
  const active = session.active();
  if (active.path.at(-1) !== 'storyPhase') return null;
  return (active.snapshot.context as { readonly phase: StoryPhase }).phase;
}

describe('§13 LT: a story line starts at once, inside the crawl', () => {
  it('stepping on the LT pauses the crawl; the new line runs in the story phase, then the crawl goes on', () => {
    const session = startLt();
    const before = session.getSnapshot().context.turn.campaign.cgm.lines;
    const free = before.findIndex((l) => l === null);
    const xpBefore = session.getSnapshot().context.turn.campaign.xp;
    expect(free).toBeGreaterThan(0);
    landAtTheDoor(session);
    // The free first move onto the LT: its d20 picks the start, and the line runs now.
    const move = offers(session).find((c) => c.event.type === 'move' && c.label.includes('LT'));
    send(session, (move ?? offers(session).find((c) => c.event.type === 'move'))?.event ?? { type: 'x' });
    expect(session.active().path).toEqual(['dungeon', 'storyPhase']);
    const phase = storyPhase(session);
    expect(phase?.slot).toBe(free);
    expect(phase?.forced).toBe(true);
    // The line cannot be skipped: neither the prompt nor a choice offers it.
    expect(leafPrompt(session.getSnapshot() as TreeSnapshot)?.prompt ?? '').not.toMatch(/skip it/i);
    expect(session.choices().some((c) => c.event.type === 'story.skip' && c.disabled === undefined)).toBe(
      false,
    );
    // Only the team that is down may lead it (Reading, kraken.story-trigger).
    const leaders = offers(session).flatMap((c) => (c.event.type === 'story.lead' ? [c.event] : []));
    expect(leaders.every((e) => e.leaderId !== undefined)).toBe(true);
    expect(leaders.length).toBeGreaterThan(0);
    const crawlTeam = (
      session.active().snapshot.context as { readonly phase: StoryPhase }
    ).phase.party.crew.map((m) => m.id);
    for (const c of leaders) expect(crawlTeam).toContain(c.leaderId);
    send(session, leaders[0] ?? { type: 'x' });
    // Undo takes the Leader back, inside the crawl's line; redo leads it again (a practice campaign).
    expect(session.undo()).toBe(true);
    expect(session.active().path).toEqual(['dungeon', 'storyPhase']);
    expect(offers(session).some((c) => c.event.type === 'story.lead')).toBe(true);
    expect(session.redo()).toBe(true);
    expect(offers(session).some((c) => c.event.type === 'story.lead')).toBe(false);
    // Follow the line to its stop: read each event (option A where it asks), roll nothing by hand.
    for (let i = 0; i < 40 && session.active().path.at(-1) === 'storyPhase'; i++) {
      const next =
        offers(session).find((c) => c.event.type === 'story.read') ??
        offers(session).find((c) => c.event.type === 'story.choose') ??
        offers(session)[0];
      if (next === undefined) throw new Error('nothing to choose in the line');
      send(session, next.event);
    }
    // The crawl goes on where it stood, with what the line's events did to the team (here: D5's +1 XP).
    expect(session.active().path).toEqual(['dungeon']);
    expect(waitingAt(session.getSnapshot().value)).toBe('crawl');
    const crawl = session.active().snapshot.context as {
      readonly xp: number;
      readonly exploration: { readonly ended: unknown } | null;
      readonly story?: { readonly notes: readonly StoryNote[]; readonly followUps: readonly unknown[] };
    };
    const notes = crawl.story?.notes ?? [];
    expect(notes[0]).toEqual({ kind: 'led', slot: free, leaderId: leaders[0]?.leaderId });
    expect(notes.filter((n) => n.kind === 'event').length).toBeGreaterThan(0);
    const xpGained = notes.reduce(
      (sum, n) => sum + (n.kind === 'effect' && n.note.kind === 'xp' ? n.note.change : 0),
      0,
    );
    expect(xpGained).toBe(1);
    expect(crawl.xp).toBe(xpBefore + 1);
    expect(crawl.exploration?.ended ?? null).toBeNull();
    // D9 offers a quest: owed to the campaign, taken once the crew is out.
    expect(crawl.story?.followUps).toEqual([
      expect.objectContaining({ kind: 'quest', slot: free, leaderId: leaders[0]?.leaderId }),
    ]);
    // Out of the crawl: the campaign keeps the line's notes and owes what its events asked for (a quest).
    take(session, (o) => o.event.type === 'teleporter.out', 'teleporter out');
    expect(session.active().path).toEqual([]);
    const turn = session.getSnapshot().context.turn;
    expect(turn.journal).toContainEqual({ kind: 'story', note: notes[0] });
    expect(turn.journal.some((n) => n.kind === 'line-started' && n.slot === free)).toBe(true);
    expect(turn.campaign.xp).toBeGreaterThanOrEqual(xpBefore + 1);
    const again = replay(campaignMode, session.setup, session.log);
    expect(again.ok ? '' : again.reason).toBe('');
  });
});

function startLt(): CampaignSession {
  const input = oneMapCampaign(['>  LT  .  EX'], 'lt-beside-the-door');
  return Session.start(campaignMode, { mode: campaignMode.id, seed: 'lt', input }, 'digital');
}
