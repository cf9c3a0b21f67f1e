import { describe, expect, it } from 'vitest';
import { SLOT_IDS } from '../crew/inventory';
import { startSpawn } from '../groundCombat/spawn';
import { marketStock, marketTrade, shopMarket, GRADE5_SHOP } from './market';
import { visitOptions } from './shortVisit';
import { storyParty, turnNeed, turnRefusal, turnPlace } from './turn';
import {
  sampleCampaign,
  decide,
  finish,
  roll,
  standAt,
  turnOf,
  type CampaignAt,
} from '../../../../machines/kraken/campaign/campaign.testkit';
import { fightInputFor } from './turnFight';
import { afterFlight, flightInputFor, type CampaignFlightResult } from './turnFlight';
import type { CampaignTurn } from './turn.types';

/**
 * Phase 3's space flight, the location it finds, the campaign's traders, phase 4's short visit and an
 * event's fight, through the turn's kernel (Space Kraken §8–§12, §5, §6).
 */

const { content, ships, input: setupInput, first } = sampleCampaign();

/** Phase 1 done with nothing owed and phase 2 passed: the machine waits for phase 3's free action. */
function phase3(turn: CampaignTurn = first): CampaignAt {
  const at = finish(standAt(setupInput, turn, { story: 'lines' }), 'storyPhase', {
    party: storyParty(turn),
    skips: turn.campaign.skips,
    followUps: [],
    notes: [],
  });
  return decide(at, { type: 'construction.pass' });
}

function flying(): CampaignAt {
  return decide(phase3(), { type: 'free.flight' });
}

function result(over: Partial<CampaignFlightResult> = {}): CampaignFlightResult {
  const t = turnOf(flying());
  return {
    end: 'won',
    xp: 8,
    credits: 8,
    paid: 0,
    diceModifications: 2,
    landThisTurn: true,
    newLocation: true,
    gameLost: false,
    locationDifficulty: 3,
    ship: t.campaign.ship,
    crew: flightInputFor(t, content).crew,
    ...over,
  };
}

describe('phase 3: a space flight in the campaign', () => {
  it('hands the flight the ship, every living crew member and the purse', () => {
    const input = flightInputFor(turnOf(flying()), content);
    expect(input.ship).toBe(first.campaign.ship);
    expect(input.crew.map((m) => m.id)).toEqual(['ada-voss', 'brann-okafor', 'cleo-marsh']);
    expect(input.credits).toBe(3);
    expect(input.table).toBe(content.flightTable);
  });

  it('takes back XP, credits (less what was paid), the crew and the ship; destroyed systems stay marked', () => {
    const t = turnOf(flying());
    const laser = t.campaign.ship.fitted.find((f) => f.systemId === 'laser');
    const ship = { ...t.campaign.ship, fitted: t.campaign.ship.fitted.filter((f) => f !== laser) };
    const crew = flightInputFor(t, content).crew.map((m) => (m.id === 'ada-voss' ? { ...m, hp: 2 } : m));
    const after = afterFlight(t, result({ ship, crew, paid: 5, credits: 8 }), content);
    expect(after.underway).toMatchObject({ kind: 'location', land: true, rerolling: null });
    expect(after.campaign.xp).toBe(8);
    expect(after.campaign.credits).toBe(3 - 5 + 8);
    expect(after.campaign.crew.find((m) => m.id === 'ada-voss')?.hp).toBe(2);
    expect(after.campaign.destroyedSystems).toEqual([{ systemId: 'laser', box: laser?.box }]);
    if (after.underway?.kind === 'location') {
      expect(after.underway.draft.difficulty).toBe(3);
      expect(after.underway.draft.modifications).toBe(2);
    }
  });

  it('a lost space combat loses the ship, and with it the campaign (§3.9)', () => {
    const at = finish(flying(), 'spaceFlight', result({ end: 'lost', gameLost: true, newLocation: false }));
    expect(turnOf(at).campaign.shipDestroyed).toBe(true);
    // The chart's check after the flight ends the campaign; the defeat is noted there.
    expect(at.value).toBe('over');
    expect(turnOf(at).journal.at(-1)).toEqual({ kind: 'defeat', why: 'ship' });
  });

  it('§12: each table is rolled, then modified (+1, −1, a re-roll) or kept; the Map-IDs are rolled last', () => {
    let t = finish(flying(), 'spaceFlight', result({ diceModifications: 2 }));
    expect(turnPlace(turnOf(t), content)).toBe('location-die');
    expect(turnNeed(turnOf(t), content)?.purpose).toMatch(/location type/);
    t = roll(t, [2]);
    expect(turnPlace(turnOf(t), content)).toBe('location');
    t = decide(t, { type: 'location.keep' });
    // AO on a d6: 1–2 YES, 3–5 NO, 6 HELL. A 6 moved down by one is NO.
    t = roll(t, [6]);
    t = decide(t, { type: 'location.modify', die: 0, change: 'minus' });
    const drafted = turnOf(t).underway;
    expect(drafted?.kind === 'location' ? drafted.draft.dice : null).toEqual([5]);
    expect(turnRefusal(turnOf(t), { type: 'location.modify', die: 0, change: 'plus' }, content)).toBeNull();
    t = decide(t, { type: 'location.keep' });
    // AI: a re-roll spends the last modification and throws the die again.
    t = roll(t, [6]);
    t = decide(t, { type: 'location.reroll', die: 0 });
    expect(turnNeed(turnOf(t), content)?.key).toBe('location.reroll');
    t = roll(t, [1]);
    const spent = turnOf(t).underway;
    expect(spent?.kind === 'location' ? spent.draft.modifications : -1).toBe(0);
    // With no modification left, each table is kept as it falls: depth 1 → 4 maps, teleport 3 + 3 = 6 →
    // range 1 (2d6, 5–6 on the sample table), condition, species, and four Map-IDs.
    for (const faces of [[1], [3, 3], [1], [2], [5], [6], [7], [8]]) t = roll(t, faces);
    expect(t.value).toEqual({ freeAction: 'arrival' });
    const found = turnOf(t).campaign.starmap.find((l) => !l.fromStory);
    expect(found?.location).toMatchObject({
      difficulty: 3,
      ao: 'NO',
      ai: 'YES',
      depth: 4,
      teleport: 1,
      mapIds: [5, 6, 7, 8],
    });
    t = decide(t, { type: 'arrival.land' });
    expect(t.value).toEqual({ freeAction: 'crawl' });
    expect(turnOf(t).underway).toMatchObject({ kind: 'crawl', key: found?.key });
  });

  it('after an escape there are no modifications and no landing this turn: the crew stays aboard', () => {
    let t = finish(
      flying(),
      'spaceFlight',
      result({ end: 'escaped', diceModifications: 0, landThisTurn: false, xp: 0, credits: 0 }),
    );
    for (const faces of [[1], [1], [1], [1], [2, 2], [1], [1], [1], [2], [3], [4]]) t = roll(t, faces);
    expect(turnOf(t).journal.some((n) => n.kind === 'stayed-aboard')).toBe(true);
    // The chart's `mayNotLand` ended phase 3: on to phase 4 (no trader in reach) and phase 5.
    expect(turnOf(t).underway).toBeNull();
    expect(t.matches('questTimer')).toBe(true);
  });
});

describe('the campaign’s traders', () => {
  const catalogue = content.catalogue;

  it('the grade-5 shop sells up to grade 5, grade 6 as rare at double price', () => {
    const shop = shopMarket('The grade-5 shop', GRADE5_SHOP, 0);
    const stock = marketStock(shop, catalogue);
    expect(Math.max(...stock.filter((s) => !s.rare).map((s) => s.piece.grade))).toBe(5);
    const rare = stock.find((s) => s.rare);
    expect(rare?.piece.grade).toBe(6);
    expect(rare?.price).toBe((rare?.piece.price ?? 0) * 2);
  });

  it('buys into a free slot or the storage, sells for half rounded up, and never spends credits it lacks', () => {
    const shop = shopMarket('A shop', 1, 0);
    const state = { ...first.campaign, credits: 10 };
    const bought = marketTrade(shop, catalogue, ships, state, {
      type: 'market.buy',
      piece: 'pry-bar',
      to: { kind: 'storage', index: 0 },
    });
    expect(bought.ok && bought.state.credits).toBe(6);
    expect(bought.ok && bought.state.storage).toHaveLength(1);
    const poor = marketTrade(
      shop,
      catalogue,
      ships,
      { ...state, credits: 3 },
      { type: 'market.buy', piece: 'pry-bar', to: { kind: 'storage', index: 0 } },
    );
    expect(poor.ok ? '' : poor.reason).toMatch(/Not enough credits.*kraken.shop/);
    const ada = state.crew.find((m) => m.id === 'ada-voss');
    const slot = SLOT_IDS.find((s) => ada?.inventory[s]?.kind === 'weapon') ?? 'L';
    // The 4¢ Rivet pistol sells for 2¢.
    const sold = marketTrade(shop, catalogue, ships, state, {
      type: 'market.sell',
      from: { kind: 'crew', crewId: 'ada-voss', slot },
    });
    expect(sold.ok && sold.state.credits).toBe(12);
  });

  it('an ammo dealer of grade G sells two magazines for a weapon’s grade in credits, up to grade G', () => {
    const dealer = { kind: 'ammo-dealer' as const, name: 'A dealer', ammoGrade: 1 };
    const state = { ...first.campaign, credits: 10 };
    const buy = marketTrade(dealer, catalogue, ships, state, {
      type: 'market.ammo',
      weaponId: 'rivet-pistol',
      to: { kind: 'storage', index: 0 },
    });
    expect(buy.ok && buy.state.credits).toBe(9);
    expect(buy.ok && buy.state.storage[0]).toEqual({ kind: 'magazines', weaponId: 'rivet-pistol', count: 2 });
    const high = marketTrade(dealer, catalogue, ships, state, {
      type: 'market.ammo',
      weaponId: 'scatter-carbine',
      to: { kind: 'storage', index: 0 },
    });
    expect(high.ok ? '' : high.reason).toMatch(/up to grade 1/);
  });

  it('phase 4 reaches a trader on a cleared map within the teleport range only', () => {
    const lantern = {
      key: 'L1',
      name: 'The Lantern',
      fromStory: true,
      location: {
        type: 'sample-derelict-ore-hauler',
        difficulty: 2,
        ao: 'NO' as const,
        ai: 'YES' as const,
        depth: 5,
        mapIds: [1, 3, 6, 7, 8],
        teleport: 2,
        condition: 'none' as const,
        species: 'Krakens' as const,
      },
    };
    const turn: CampaignTurn = {
      ...first,
      campaign: { ...first.campaign, starmap: [lantern] },
      visits: {
        L1: { record: { cleared: [1, 2, 3], solved: false, shopBonusTaken: [] }, mapIds: [1, 3, 6, 7, 8] },
      },
    };
    const options = visitOptions(turn, content);
    // Map 2 (Map-ID 3, the ore hold) has a grade-1 shop and an ammo dealer; map 3 is past the range of 2.
    expect(options.map((o) => [o.map, o.trader, o.grade])).toEqual([
      [2, 'shop', 1],
      [2, 'ammo-dealer', null],
    ]);
    expect(visitOptions({ ...turn, visits: {} }, content)).toEqual([]);
  });

  it('phase 4 offers an S? shop: its level is rolled again for the short visit (a d6 halved, rounded up)', () => {
    const hauler = {
      key: 'L1',
      name: 'The Lantern',
      fromStory: true,
      location: {
        type: 'sample-derelict-ore-hauler',
        difficulty: 2,
        ao: 'NO' as const,
        ai: 'YES' as const,
        depth: 5,
        // Map 2 is Map-ID 5, the smelter: an S? shop and a modder.
        mapIds: [1, 5, 6, 7, 8],
        teleport: 2,
        condition: 'none' as const,
        species: 'Krakens' as const,
      },
    };
    const c = first.campaign;
    const teleporter = {
      id: 'tp',
      systemId: 'teleporter',
      box: { kind: 'printed' as const, index: 13 },
      damaged: false,
    };
    const turn: CampaignTurn = {
      ...first,
      campaign: { ...c, starmap: [hauler], ship: { ...c.ship, fitted: [...c.ship.fitted, teleporter] } },
      visits: {
        L1: { record: { cleared: [1, 2], solved: false, shopBonusTaken: [] }, mapIds: [1, 5, 6, 7, 8] },
      },
    };
    const options = visitOptions(turn, content);
    expect(options.map((o) => [o.map, o.trader, o.grade])).toEqual([
      [2, 'shop', null],
      [2, 'modder', null],
    ]);
    const shop = options[0];
    if (shop === undefined) throw new Error('The S? shop is offered.');
    const go = { type: 'visit.go' as const, key: shop.key, map: shop.map, element: shop.element };
    const visit = standAt(setupInput, turn, { shortVisit: 'choosing' });
    expect(turnRefusal(turn, go, content)).toBeNull();
    const rolling = decide(visit, go);
    expect(rolling.value).toEqual({ shortVisit: 'shopGrade' });
    expect(turnNeed(turnOf(rolling), content)).toMatchObject({ rule: 'kraken.random-value' });
    // A 5 halved and rounded up: a grade-3 shop, selling up to grade 3 + the location's difficulty 2.
    const open = roll(rolling, [5]);
    expect(open.value).toEqual({ shortVisit: { market: 'dealing' } });
    const at = turnOf(open).underway;
    expect(at?.kind === 'market' && at.market).toMatchObject({
      kind: 'shop',
      terms: { shopGrade: 3, maxGrade: 5 },
    });
  });
});

describe('an event’s fight', () => {
  it('is the ground combat with the event’s enemies, fought by the fit crew not busy building', () => {
    const t: CampaignTurn = {
      ...first,
      campaign: {
        ...first.campaign,
        construction: {
          request: { systemId: 'laser', box: { kind: 'printed', index: 12 } },
          what: 'Laser',
          price: 5,
          builders: ['brann-okafor'],
          turns: 1,
          discount: 0,
          turnsLeft: 1,
        },
      },
      underway: { kind: 'fight', foes: [{ species: 'Beasts', level: 1, count: 2 }], ambush: true },
    };
    const input = fightInputFor(t, content);
    expect(input.crew.map((m) => m.id)).toEqual(['ada-voss', 'cleo-marsh']);
    expect(input.encounter.foes).toEqual([{ species: 'Beasts', level: 1, count: 2 }]);
    const spawn = startSpawn({
      difficulty: 0,
      elementValue: 1,
      boss: false,
      map: 1,
      species: 'Beasts',
      ambush: true,
      foes: input.encounter.foes,
    });
    expect(spawn.enemies).toHaveLength(2);
  });
});
