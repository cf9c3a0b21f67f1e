import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import { campaignContentFrom, campaignInput, defaultChoices } from '../../../modes/campaign/campaignInput';
import { SLOT_IDS } from '../crew/inventory';
import { newCampaign } from './campaignState';
import { shipCatalogueOf } from './campaignShip';
import { answerTurn, startTurns, turnNeed, turnRefusal } from './turn';
import { onward, play } from './turnPhases.testkit';
import type { CampaignContent, CampaignTurn } from './turn.types';

/** An event's gambler in the campaign (Space Kraken §13 Gambler), with the crawl's numbers. */

const pack = samplePack();
const built = campaignInput(pack, defaultChoices(pack));
if (!built.ok) throw new Error('the sample campaign sets up');
const content = campaignContentFrom(pack) as CampaignContent;
const first = startTurns(newCampaign(built.input.setup, shipCatalogueOf(content.ship)));

const atGambler: CampaignTurn = {
  ...first,
  step: {
    kind: 'market',
    market: { kind: 'gambler', name: 'A travelling gambler (grade 2)' },
    back: { kind: 'follow-ups', phase: 1 },
  },
};

describe('the gambler', () => {
  it('plays a grade-2 piece: 3+ keeps the grade or better, a 6 pays a grade-3 drop; the piece picked goes to the storage', () => {
    const ada = first.campaign.crew.find((m) => m.id === 'ada-voss');
    const slot = SLOT_IDS.find((s) => ada?.inventory[s]?.kind === 'item') ?? 'L';
    const pistol = SLOT_IDS.find((s) => ada?.inventory[s]?.kind === 'weapon') ?? 'L';
    // The Rivet pistol is grade 1: the gambler plays only for grade 2 or better.
    expect(
      turnRefusal(
        atGambler,
        { type: 'market.gamble', from: { kind: 'crew', crewId: 'ada-voss', slot: pistol } },
        content,
      ),
    ).toMatch(/grade 2 or better.*kraken.gambler/);
    let t = play(
      atGambler,
      { type: 'market.gamble', from: { kind: 'crew', crewId: 'ada-voss', slot } },
      content,
    );
    expect(t.campaign.crew.find((m) => m.id === 'ada-voss')?.inventory[slot]).toBeNull();
    expect(turnNeed(t, content)?.odds).toBeCloseTo(4 / 6);
    expect(turnRefusal(t, { type: 'market.leave' }, content)).toMatch(/still paying out/);
    t = onward(answerTurn(t, [6], content), content);
    expect(t.journal.at(-1)).toEqual({ kind: 'gamble-result', face: 6, counted: 2, grade: 3 });
    // The drop: a d20 of 12 on the planet-surface column is a weapon; its row's d6, then a pick.
    t = onward(answerTurn(t, [12], content), content);
    t = onward(answerTurn(t, [2], content), content);
    expect(turnNeed(t, content)).toBeNull();
    t = play(t, { type: 'market.pick', side: 'left' }, content);
    expect(t.gambling).toBeNull();
    expect(t.campaign.storage).toHaveLength(1);
    const won = t.campaign.storage[0];
    expect(won?.kind === 'weapon' ? won.weapon.grade : 0).toBe(3);
    // It does not take back what it handed out.
    expect(turnRefusal(t, { type: 'market.gamble', from: { kind: 'storage', index: 0 } }, content)).toMatch(
      /bad for business/,
    );
  });
});
