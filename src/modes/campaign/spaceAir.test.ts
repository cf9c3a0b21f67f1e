import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import type { EventLocation } from '../../content/schemas/cgm';
import { Session } from '../../game/session';
import { newCampaign } from '../../rules/kraken/campaign/campaignState';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { crawlInputFor } from '../../rules/kraken/campaign/landing';
import { afterStory, startTurns, storyParty } from '../../rules/kraken/campaign/turn';
import type { CampaignContent, CampaignTurn } from '../../rules/kraken/campaign/turn.types';
import type { CampaignDifficulty } from '../../rules/tilemap/types';
import { dungeonMode } from '../dungeon/mode';
import { campaignContentFrom, campaignInput, defaultChoices } from './campaignInput';
import { narrateTurnNote } from './narrate';
import type { CampaignContext } from '../../../machines/kraken/campaign/campaign.types';

/**
 * Space Kraken §4 Space stations and in space through the campaign's landing and the crawl it runs: a
 * location logged with a breathable Outside that is in space (or a space station) is charged oxygen Outside,
 * Hell on Hardcore, and the journal says why.
 */

const pack = samplePack();
const content = campaignContentFrom(pack) as CampaignContent;

function landing(difficulty: CampaignDifficulty, location: EventLocation, over: CampaignContent = content) {
  const built = campaignInput(pack, { ...defaultChoices(pack), difficulty });
  if (!built.ok) throw new Error('the sample campaign sets up');
  const first = startTurns(newCampaign(built.input.setup, shipCatalogueOf(over.ship)));
  return afterStory(
    first,
    {
      party: storyParty(first),
      skips: first.campaign.skips,
      followUps: [{ slot: 0, leaderId: 'ada-voss', kind: 'crawl', location }],
      notes: [],
    },
    over,
  );
}

const hauler: EventLocation = {
  name: 'The drifting hauler',
  type: 'sample-derelict-ore-hauler',
  difficulty: 2,
  ao: 'YES',
  ai: 'YES',
  depth: 5,
  mapIds: [1, 3, 6, 7, 8],
  teleport: 2,
  condition: 'none',
  species: 'The Lost',
};

function crawl(turn: CampaignTurn, over: CampaignContent = content) {
  const input = crawlInputFor(turn, over);
  return Session.start(dungeonMode, { mode: dungeonMode.id, seed: 'air', input }, 'digital');
}

/** Deploys, makes the free move (and deals with the mines it walks into), then steps back onto the entrance. */
function oxygenForOneMoveOutside(session: Session<typeof dungeonMode.machine>): number {
  const take = (prefix: string) => {
    const offer = session.choices().find((c) => c.id.startsWith(prefix));
    if (offer === undefined)
      throw new Error(`no ${prefix} in ${JSON.stringify(session.getSnapshot().value)}`);
    expect(session.send(offer.event).ok).toBe(true);
  };
  take('deploy-');
  take('move-area:g');
  take('mines-brave');
  const before = session.getSnapshot().context.exploration?.oxygen ?? NaN;
  take('move-tile:0,6');
  return before - (session.getSnapshot().context.exploration?.oxygen ?? NaN);
}

describe('kraken.space-location-air in a campaign crawl', () => {
  it('an in-space location logged with a breathable Outside: the journal says why, and Outside costs oxygen', () => {
    const turn = landing('adventurer', hauler);
    expect(turn.underway?.kind).toBe('crawl');
    expect(turn.journal).toContainEqual({
      kind: 'no-outside-air',
      name: 'The drifting hauler',
      station: false,
      air: 'NO',
    });
    const note = turn.journal.at(-1);
    if (note === undefined) throw new Error('no note');
    expect(narrateTurnNote(note, { content } as unknown as CampaignContext, (id) => id)).toBe(
      'The drifting hauler is out in space: whatever the log says, its Outside air is not breathable — 1 oxygen for every action out there.',
    );
    expect(oxygenForOneMoveOutside(crawl(turn))).toBe(1);
  });

  it('the same maps as a planet-surface type: the log’s breathable Outside holds, no note, no oxygen', () => {
    const surface: CampaignContent = {
      ...content,
      locationTypes: content.locationTypes.map((t) =>
        t.id === hauler.type ? { ...t, kind: 'planet-surface' as const } : t,
      ),
    };
    const turn = landing('adventurer', hauler, surface);
    expect(turn.journal.some((n) => n.kind === 'no-outside-air')).toBe(false);
    expect(oxygenForOneMoveOutside(crawl(turn, surface))).toBe(0);
  });

  it('Hardcore: the non-breathable Outside then counts as Hell, 2 oxygen an action', () => {
    const turn = landing('hardcore', hauler);
    expect(turn.journal).toContainEqual(expect.objectContaining({ kind: 'no-outside-air', air: 'HELL' }));
    expect(oxygenForOneMoveOutside(crawl(turn))).toBe(2);
  });

  it('an Outside already non-breathable or Hell is left as it is, with no note', () => {
    for (const ao of ['NO', 'HELL'] as const) {
      const turn = landing('adventurer', { ...hauler, ao });
      expect(turn.journal.some((n) => n.kind === 'no-outside-air')).toBe(false);
      expect(oxygenForOneMoveOutside(crawl(turn))).toBe(ao === 'NO' ? 1 : 2);
    }
  });
});
