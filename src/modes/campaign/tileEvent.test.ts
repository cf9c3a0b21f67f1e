import { describe, expect, it } from 'vitest';
import { Session } from '../../game/session';
import { TILE_SLOT, type StoryNote, type StoryPhase } from '../../rules/kraken/campaign/storyPhase';
import { campaignMode } from './mode';
import { landAtTheDoor, offers, oneMapCampaign, take } from './oneMapCampaign.testkit';

/**
 * Space Kraken §13 Event: an Event tile "Refers to a Story Line Event". The map names the event its EV1 tile
 * reads (the sample's !A2, Vask's offer, with its options A and B); in a campaign crawl the team activates the
 * tile, the crawl pauses for the event (the story phase, as for an LT's line), a Leader of the team is named,
 * an option is chosen, and the crawl goes on. Played through the session a player uses.
 */

describe('§13 Event: an Event tile reads its story event inside the crawl', () => {
  it('activating the tile pauses the crawl for the event and its A/B choice, then the crawl goes on', () => {
    const input = oneMapCampaign(['>  EV1  .  EX'], 'event-beside-the-door', { EV1: 'A2' });
    const session = Session.start(campaignMode, { mode: campaignMode.id, seed: 'ev', input }, 'digital');
    landAtTheDoor(session);
    take(session, (o) => o.event.type === 'move', 'move onto the Event tile');
    // The tile's own choice ("Activate the event tile EV1"), not "Spend an action here" (`activate`), which reads nothing.
    take(session, (o) => o.event.type === 'element.activate', 'the tile activated');
    expect(session.active().path).toEqual(['dungeon', 'storyPhase']);
    const phase = (session.active().snapshot.context as { readonly phase: StoryPhase }).phase;
    expect(phase.slot).toBe(TILE_SLOT);
    // No skipping: the team stands on it.
    expect(offers(session).some((o) => o.event.type === 'story.skip')).toBe(false);
    take(session, (o) => o.event.type === 'story.lead', 'a Leader');
    const ids = offers(session).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['choose-a', 'choose-b']));
    take(session, (o) => o.id === 'choose-b', 'option B');
    expect(session.active().path).toEqual(['dungeon']);
    const story = (
      session.active().snapshot.context as {
        readonly story?: { readonly notes: readonly StoryNote[]; readonly tileEvent?: string };
      }
    ).story;
    expect(story?.notes).toContainEqual({ kind: 'event', slot: TILE_SLOT, event: 'A2', option: 'B' });
    expect(story?.tileEvent).toBeUndefined();
    // The log says it in words.
    expect(session.narrate().some((l) => l.includes('option B'))).toBe(true);
    // Read once this exploration: activating the tile again reads nothing.
    const logged = session.narrate().length;
    take(session, (o) => o.event.type === 'element.activate', 'the tile again');
    expect(session.narrate().length).toBeGreaterThan(logged);
    expect(session.active().path).toEqual(['dungeon']);
    session.dispose();
  });

  it('a saved campaign whose map names a story event it does not carry is refused, naming the tile', () => {
    // The browser walk found it: a save made before !M1 was written carries no !M1, and its Event tile read
    // nothing without a word.
    const input = oneMapCampaign(['>  EV1  .  EX'], 'event-beside-the-door', { EV1: 'ZZ' });
    const parsed = campaignMode.inputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message).join(' ')).toContain(
      'the id of a story event the save carries (map "event-beside-the-door" names "ZZ" for its EV1 tile)',
    );
    expect(
      campaignMode.inputSchema.safeParse(oneMapCampaign(['>  EV1  .  EX'], 'ok', { EV1: 'M1' })).success,
    ).toBe(true);
  });
});
