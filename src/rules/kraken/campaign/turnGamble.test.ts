import { describe, expect, it } from 'vitest';
import { SLOT_IDS } from '../crew/inventory';
import { turnNeed, turnRefusal } from './turn';
import {
  sampleCampaign,
  decide,
  refusal,
  roll,
  standAt,
  turnOf,
} from '../../../../machines/kraken/campaign/campaign.testkit';
import type { CampaignTurn } from './turn.types';

/** An event's gambler in the campaign (Space Kraken §13 Gambler), with the crawl's numbers. */

const { content, input, first } = sampleCampaign();

const gambler: CampaignTurn = {
  ...first,
  underway: { kind: 'market', market: { kind: 'gambler', name: 'A travelling gambler (grade 2)' } },
};
// An event's gambler in phase 1: the machine stands at its trader.
const atGambler = standAt(input, gambler, { story: 'market' });

describe('the gambler', () => {
  it('plays a grade-2 piece: 3+ keeps the grade or better, a 6 pays a grade-3 drop; the piece picked goes to the storage', () => {
    const ada = first.campaign.crew.find((m) => m.id === 'ada-voss');
    const slot = SLOT_IDS.find((s) => ada?.inventory[s]?.kind === 'item') ?? 'L';
    const pistol = SLOT_IDS.find((s) => ada?.inventory[s]?.kind === 'weapon') ?? 'L';
    // The Rivet pistol is grade 1: the gambler plays only for grade 2 or better.
    expect(
      refusal(atGambler, { type: 'market.gamble', from: { kind: 'crew', crewId: 'ada-voss', slot: pistol } }),
    ).toMatch(/grade 2 or better.*kraken.gambler/);
    let t = decide(atGambler, { type: 'market.gamble', from: { kind: 'crew', crewId: 'ada-voss', slot } });
    expect(turnOf(t).campaign.crew.find((m) => m.id === 'ada-voss')?.inventory[slot]).toBeNull();
    expect(turnNeed(turnOf(t), content)?.odds).toBeCloseTo(4 / 6);
    // The gambler's d6 is its own state of the chart: the crew cannot leave while it pays out.
    expect(refusal(t, { type: 'market.leave' })).toMatch(/not the step now \(kraken\.gambler\)/);
    expect(turnRefusal(turnOf(t), { type: 'market.leave' }, content)).toMatch(/still paying out/);
    t = roll(t, [6]);
    expect(turnOf(t).journal.at(-1)).toEqual({ kind: 'gamble-result', face: 6, counted: 2, grade: 3 });
    // The drop: a d20 of 12 on the planet-surface column is a weapon; its row's d6, then a pick.
    t = roll(t, [12]);
    t = roll(t, [2]);
    expect(turnNeed(turnOf(t), content)).toBeNull();
    t = decide(t, { type: 'market.pick', side: 'left' });
    expect(turnOf(t).gambling).toBeNull();
    expect(turnOf(t).campaign.storage).toHaveLength(1);
    const won = turnOf(t).campaign.storage[0];
    expect(won?.kind === 'weapon' ? won.weapon.grade : 0).toBe(3);
    // It does not take back what it handed out.
    expect(refusal(t, { type: 'market.gamble', from: { kind: 'storage', index: 0 } })).toMatch(
      /bad for business/,
    );
  });
});
