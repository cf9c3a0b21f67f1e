import { describe, expect, it } from 'vitest';
import { Session } from '../../src/game/session';
import { campaignInput, defaultChoices } from '../../src/modes/campaign/campaignInput';
import { campaignMode } from '../../src/modes/campaign/mode';
import { CarefulBot, playCampaign } from './campaignBot';
import { loadPackFolder } from './packFolder';

// The campaign bench (issue 28) needs a player that lives through 50 turns of the sample campaign; the random
// bot it had lost its crew by turn 11 (7 under the rules of version 4).
describe('the campaign bench’s careful bot', () => {
  it('plays 50 turns of the sample campaign with its crew alive', { timeout: 180_000 }, () => {
    const pack = loadPackFolder('assets/packs/sample');
    const built = campaignInput(pack, { ...defaultChoices(pack), practice: true });
    expect(built.ok).toBe(true);
    const input = built.ok ? built.input : null;
    if (input === null) throw new Error('the sample pack gives no campaign');
    // As in the bench: the sample story's victory is struck so the campaign runs on.
    const events = input.events.map((e) => ({
      ...e,
      effects: e.effects.filter((f) => f.kind !== 'victory'),
    }));
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'bench-campaign', input: { ...input, events } },
      'digital',
    );
    const played = playCampaign(session, new CarefulBot('bench-campaign-bot'), 50);
    expect(played).toEqual({ turns: 50, ended: 'running' });
    expect(session.getSnapshot().context.turn.campaign.crew.some((c) => c.condition !== 'killed')).toBe(true);
    session.dispose();
  });
});
