import { describe, expect, it } from 'vitest';
import { leafPrompt, type TreeSnapshot } from '../../../machines/core/tree';
import { samplePack } from '../../content/testSample';
import { Session } from '../../game/session';
import { canonicalJson, captureSnapshot } from '../../game/gameSnapshot';
import { CONTINUED_NOTICE, loadGame, saveOf } from '../../game/loadGame';
import { MODES } from '../headless';
import { campaignInvariants } from '../../rules/kraken/campaign/campaignState';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { hireDone, hireStart } from '../../rules/kraken/campaign/market';
import type { TurnDecision } from '../../rules/kraken/campaign/turn';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode } from './mode';
import { waitingAt } from './waitingAt';
import { hireAtShop } from './hire.testkit';

/**
 * Issue 28 items 1 and 2, through the session a player uses: ships bought in phase 2 and at a shop, sold at a
 * shop, built (§7), swapped and refitted (§11); one shop rule, so the campaign's shops hire and sell crew as a
 * crawl's shop does (§13). The numbers are the sample pack's hulls (Tin Kettle 40¢, Long Spur 90¢) and the
 * book's: a ship sells for half (§11), a crew member is hired for 10¢ a Level and sold for 5¢ a Level (§13).
 */

const pack = samplePack();
type S = Session<typeof campaignMode.machine>;

function start(seed = 'ships'): S {
  const built = campaignInput(pack, defaultChoices(pack));
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  return Session.start(campaignMode, { mode: 'kraken-campaign', seed, input: built.input }, 'digital');
}

const turn = (s: S) => s.getSnapshot().context.turn;
const campaign = (s: S) => turn(s).campaign;
const offered = (s: S) => s.choices();

function send(s: S, d: TurnDecision): void {
  const out = s.send(d);
  if (!out.ok) throw new Error(`${d.type} refused: ${JSON.stringify(out)}`);
}

/** Plays the story phase by its first sensible choice until the turn stands in phase 2. */
function toPhase2(s: S): void {
  for (let i = 0; i < 40 && waitingAt(s.getSnapshot().value) !== 'construction'; i++) {
    const ids = offered(s).map((c) => c.id);
    const id =
      ids.find((x) => x === 'lead:ada-voss' || x === 'read' || x === 'choose-a' || x === 'recovery-pass') ??
      ids[0];
    const choice = offered(s).find((c) => c.id === id);
    if (choice === undefined)
      throw new Error(`Nothing to choose at ${JSON.stringify(s.getSnapshot().value)}`);
    const out = s.send(choice.event);
    if (!out.ok) throw new Error(JSON.stringify(out));
  }
  expect(waitingAt(s.getSnapshot().value)).toBe('construction');
  // Vask's loan taken (option A): 53¢ in hand as phase 2 opens.
  expect(campaign(s).credits).toBe(53);
}

/** Phase 2 passed, phase 3's grade-5 shop opened. */
function toGrade5Shop(s: S): void {
  send(s, { type: 'construction.pass' });
  send(s, { type: 'free.shop' });
  expect(waitingAt(s.getSnapshot().value)).toBe('market');
}

describe('ships in the campaign (Space Kraken §5 phase 2, §7, §11, §13)', () => {
  it('phase 2 buys a Tin Kettle for 40¢, docked beside the ship that flies; the crew flies it and moves the Teleporter over (§11)', () => {
    const s = start();
    toPhase2(s);
    const before = campaign(s).credits;
    const flying = campaign(s).ship;
    expect(flying.hullId).toBe('tin-kettle');
    send(s, { type: 'fleet.buy', hullId: 'tin-kettle' });
    expect(campaign(s).credits).toBe(before - 40);
    expect(campaign(s).ship).toEqual(flying);
    expect(campaign(s).hangar).toEqual([{ name: 'Tin Kettle 2', hullId: 'tin-kettle', fitted: [] }]);
    expect(turn(s).journal).toContainEqual({
      kind: 'fleet',
      action: 'bought',
      ship: 'Tin Kettle 2',
      price: 40,
    });

    const teleporter = flying.fitted.find((f) => f.systemId === 'teleporter');
    expect(teleporter).toBeDefined();
    send(s, {
      type: 'fleet.move',
      from: 0,
      fittedId: teleporter?.id ?? '',
      to: 1,
      box: { kind: 'printed', index: 0 },
    });
    expect(campaign(s).ship.fitted.some((f) => f.systemId === 'teleporter')).toBe(false);
    expect(campaign(s).hangar?.[0]?.fitted.map((f) => f.systemId)).toEqual(['teleporter']);
    expect(campaign(s).credits).toBe(before - 40); // moving is free

    send(s, { type: 'fleet.fly', ship: 1 });
    expect(campaign(s).ship.name).toBe('Tin Kettle 2');
    expect(campaign(s).hangar?.map((h) => h.name)).toEqual(['Tin Kettle']);
    s.dispose();
  });

  it('refuses what the book refuses, each time naming the rule', () => {
    const s = start();
    toPhase2(s);
    const credits = campaign(s).credits;
    const tooDear = s.send({ type: 'fleet.buy', hullId: 'iron-matron' });
    expect(tooDear.ok).toBe(false);
    expect(JSON.stringify(tooDear)).toContain(
      `The Iron Matron costs 200¢ as an empty hull but the crew has ${credits}¢ (kraken.hull-armor).`,
    );
    // §11: a ship is sold at a shop, not in phase 2.
    send(s, { type: 'fleet.buy', hullId: 'tin-kettle' });
    const sellHere = s.send({ type: 'fleet.sell', ship: 1 });
    expect(JSON.stringify(sellHere)).toContain('sold at a shop (kraken.ship-systems)');
    // 13¢ left: a second Tin Kettle is refused on its price.
    expect(JSON.stringify(s.send({ type: 'fleet.buy', hullId: 'tin-kettle' }))).toContain(
      'The Tin Kettle costs 40¢ as an empty hull but the crew has 13¢ (kraken.hull-armor).',
    );
    // §11: a system goes only in a box its new ship's sheet prints for it.
    const laser = campaign(s).ship.fitted.find((f) => f.systemId === 'laser');
    const wrongBox = s.send({
      type: 'fleet.move',
      from: 0,
      fittedId: laser?.id ?? '',
      to: 1,
      box: { kind: 'printed', index: 0 },
    });
    expect(JSON.stringify(wrongBox)).toMatch(/printed for Teleporter.*\(kraken\.ship-systems\)/);
    // The ship that flies keeps flying while nothing else is chosen; flying it again is refused.
    expect(JSON.stringify(s.send({ type: 'fleet.fly', ship: 0 }))).toContain('already flies');
    expect(campaign(s).hangar?.length).toBe(1);
    s.dispose();
  });

  it('the grade-5 shop sells a docked ship for half its hull and systems (§11), never the one that flies', () => {
    const s = start();
    toPhase2(s);
    send(s, { type: 'fleet.buy', hullId: 'tin-kettle' });
    toGrade5Shop(s);
    const credits = campaign(s).credits;
    const flyingSale = s.send({ type: 'fleet.sell', ship: 0 });
    expect(JSON.stringify(flyingSale)).toContain('choose another ship to fly before selling it');
    send(s, { type: 'fleet.sell', ship: 1 });
    expect(campaign(s).credits).toBe(credits + 20); // 40¢ hull, half
    expect(campaign(s).hangar).toEqual([]);
    expect(turn(s).journal).toContainEqual({
      kind: 'fleet',
      action: 'sold',
      ship: 'Tin Kettle 2',
      price: 20,
    });
    s.dispose();
  });

  it('the grade-5 shop sells ships too (§13 "You can buy new Ships and Ship Systems here as well")', () => {
    const s = start();
    toPhase2(s);
    toGrade5Shop(s);
    const credits = campaign(s).credits;
    send(s, { type: 'fleet.buy', hullId: 'tin-kettle' });
    expect(campaign(s).credits).toBe(credits - 40);
    expect(campaign(s).hangar?.map((h) => h.hullId)).toEqual(['tin-kettle']);
    expect(offered(s).some((c) => c.id === 'ship-sell:1')).toBe(true);
    s.dispose();
  });

  it('§7 builds a new ship: d6 + Tech off the hull’s price, paid and docked at the next phase 2', () => {
    const s = start();
    toPhase2(s);
    const builder = campaign(s).crew.find((m) => m.condition === 'conscious');
    if (builder === undefined) throw new Error('no fit crew member');
    send(s, { type: 'construction.buildShip', hullId: 'tin-kettle', builders: [builder.id], turns: 1 });
    const build = campaign(s).construction;
    expect(build?.hullId).toBe('tin-kettle');
    expect(build?.price).toBe(40);
    const discount = build?.discount ?? 0;
    expect(discount).toBeGreaterThanOrEqual(1 + builder.attributes.tech);
    expect(discount).toBeLessThanOrEqual(6 + builder.attributes.tech);
    // On to the next turn's phase 2: pass phase 2, skip phase 3, take whatever the turn asks on the way.
    send(s, { type: 'construction.pass' });
    send(s, { type: 'free.skip' });
    const turnNumber = campaign(s).turn;
    for (
      let i = 0;
      i < 60 && !(campaign(s).turn > turnNumber && waitingAt(s.getSnapshot().value) === 'construction');
      i++
    ) {
      const ids = offered(s).map((c) => c.id);
      const id =
        ids.find((x) => x === 'recovery-pass' || x === 'lead:ada-voss' || x === 'read' || x === 'choose-b') ??
        ids[0];
      const choice = offered(s).find((c) => c.id === id);
      if (choice === undefined)
        throw new Error(`Nothing to choose at ${JSON.stringify(s.getSnapshot().value)}`);
      const out = s.send(choice.event);
      if (!out.ok) throw new Error(JSON.stringify(out));
    }
    expect(waitingAt(s.getSnapshot().value)).toBe('construction');
    expect(campaign(s).construction).toBeNull();
    expect(campaign(s).hangar?.map((h) => h.hullId)).toEqual(['tin-kettle']);
    expect(turn(s).journal).toContainEqual({ kind: 'fleet', action: 'built', ship: 'Tin Kettle 2' });
    s.dispose();
  });
});

describe('one shop rule: the campaign’s shops trade in crew as a crawl’s shop does (§13 Shops)', () => {
  it('the grade-5 shop hires a crew member for 10¢ a Level and sells one for 5¢ a Level', () => {
    const s = start();
    toPhase2(s);
    toGrade5Shop(s);
    const crew = campaign(s).crew.map((m) => m.id);
    const hireable = [...pack.crewTemplates.keys()].find((id) => !crew.includes(id));
    if (hireable === undefined) throw new Error('the sample pack has a template the crew lacks');
    const credits = campaign(s).credits;
    const hire = offered(s).find((c) => c.id === `market-hire:${hireable}`);
    expect(hire).toBeDefined();
    expect(hire?.disabled).toBeUndefined();
    expect(hireAtShop(s, hireable)).toBe('');
    const hired = campaign(s).crew.find((m) => m.id === hireable);
    expect(hired).toBeDefined();
    expect(campaign(s).credits).toBe(credits - 10 * (hired?.level ?? 99));
    expect(turn(s).journal).toContainEqual(
      expect.objectContaining({ kind: 'crew-trade', action: 'hired', price: 10 * (hired?.level ?? 99) }),
    );
    const seller = campaign(s).crew[0];
    if (seller === undefined) throw new Error('no crew');
    const before = campaign(s).credits;
    send(s, { type: 'market.crew.sell', crewId: seller.id });
    expect(campaign(s).credits).toBe(before + 5 * seller.level);
    expect(campaign(s).crew.some((m) => m.id === seller.id)).toBe(false);
    s.dispose();
  });
});

describe('the grade-5 shop hires as at set-up: one fold-out sheet, one PSI (§3.3, §3.5)', () => {
  it('with Sela Marrick hired, Hollis Brandt (printed on her sample fold-out sheet) is not offered and is refused', () => {
    const s = start('fold-out');
    toPhase2(s);
    toGrade5Shop(s);
    send(s, { type: 'market.crew.sell', crewId: 'brann-okafor' });
    expect(offered(s).some((c) => c.id === 'market-hire:hollis-brandt')).toBe(true);
    expect(hireAtShop(s, 'sela-marrick')).toBe('');
    expect(offered(s).some((c) => c.id === 'market-hire:hollis-brandt')).toBe(false);
    const refused = s.send({ type: 'market.crew.hire', template: 'hollis-brandt' });
    expect(refused.ok ? '' : refused.reason).toMatch(
      /same fold-out sheet as Sela Marrick.*kraken\.crew-setup/,
    );
    // Sela sold again, her sheet is free: Hollis may serve.
    send(s, { type: 'market.crew.sell', crewId: 'sela-marrick' });
    expect(hireAtShop(s, 'hollis-brandt')).toBe('');
    expect(campaign(s).crew.some((m) => m.id === 'hollis-brandt')).toBe(true);
    s.dispose();
  });
});

describe('the crew sheet holds four at most: the dead are erased, not kept beside a new hire (§3.3, §4)', () => {
  it('a shop with one dead and three living on the sheet hires a fourth and erases the dead one', () => {
    const s = start();
    toPhase2(s);
    toGrade5Shop(s);
    const ctx = s.getSnapshot().context;
    const step = ctx.turn.underway;
    if (step?.kind !== 'market') throw new Error('no market');
    // Three crew members and a fourth hired: the sheet is full.
    const crew = campaign(s).crew.map((m) => m.id);
    const hireable = [...pack.crewTemplates.keys()].filter((id) => !crew.includes(id));
    const [first, second] = hireable;
    if (first === undefined || second === undefined)
      throw new Error('the sample pack has two spare templates');
    expect(hireAtShop(s, first)).toBe('');
    expect(campaign(s).crew).toHaveLength(4);
    // One of the four dies (as a crawl or a fight leaves them: killed, 0 HP, still listed).
    const full = campaign(s);
    const dead = full.crew[1];
    if (dead === undefined) throw new Error('no crew');
    const state = {
      ...full,
      credits: 100,
      crew: full.crew.map((m) => (m.id === dead.id ? { ...m, hp: 0, condition: 'killed' as const } : m)),
    };
    const started = hireStart(step.market, ctx.content.catalogue, state, second);
    if (!started.ok) throw new Error(started.reason);
    const deal = {
      deal: hireDone(ctx.content.catalogue, shipCatalogueOf(ctx.content.ship), state, started.draft, false),
    };
    // §4: the dead crew member is removed from the team and erased; the sheet holds the four who serve.
    expect(deal.deal.state.crew.map((m) => m.id)).toEqual([
      ...full.crew.filter((m) => m.id !== dead.id).map((m) => m.id),
      second,
    ]);
    expect(campaignInvariants(deal.deal.state, shipCatalogueOf(ctx.content.ship))).toEqual([]);
    s.dispose();
  });
});

describe('a hire is made as at set-up and raised to the Level bought (§13 Shops, §3, §14 Level Up)', () => {
  // Sela Marrick: Agility 6, three traits, her gear a Nail Spitter (4¢), a Spare Tank (8¢), a Spark Screen (4¢).
  const SELA_GEAR = 4 + 8 + 4;

  it('the player picks the Level (10¢ a Level up to the shop’s grade), then each Level’s gain, then the gear', () => {
    const s = start('hire-level-2');
    toPhase2(s);
    toGrade5Shop(s);
    const credits = campaign(s).credits;
    send(s, { type: 'market.crew.hire', template: 'sela-marrick' });
    // Not hired yet: the Level is asked first, each with its price, up to the grade-5 shop's Level 5.
    expect(campaign(s).crew.some((m) => m.id === 'sela-marrick')).toBe(false);
    expect(leafPrompt(s.getSnapshot() as TreeSnapshot)?.prompt).toMatch(/Level/);
    const levels = offered(s).filter((c) => c.event.type === 'hire.level');
    expect(levels.map((c) => [c.short, c.cost])).toEqual([
      ['Level 1', '10¢'],
      ['Level 2', '20¢'],
      ['Level 3', '30¢'],
      ['Level 4', '40¢'],
      ['Level 5', '50¢'],
    ]);
    const six = s.send({ type: 'hire.level', level: 6 });
    expect(six.ok ? '' : six.reason).toMatch(/up to Level 5.*kraken\.shop/);
    send(s, { type: 'hire.level', level: 2 });
    // One Level to raise: its gain, as the Level Up rules allow, no XP spent.
    expect(leafPrompt(s.getSnapshot() as TreeSnapshot)?.rule).toBe('kraken.level-up');
    const xp = campaign(s).xp;
    expect(offered(s).some((c) => c.id === 'hire-gain:agility')).toBe(true);
    // A positive trait alone takes two Levels: not with one left.
    expect(offered(s).some((c) => c.id.startsWith('hire-gain:trait:'))).toBe(false);
    const trait = s.send({ type: 'hire.gain', gain: { kind: 'positive-trait', trait: 'steady-hands' } });
    expect(trait.ok ? '' : trait.reason).toMatch(/two Levels.*kraken\.level-up/);
    send(s, { type: 'hire.gain', gain: { kind: 'attribute', attribute: 'agility' } });
    // The gear last: at its price, or none.
    expect(leafPrompt(s.getSnapshot() as TreeSnapshot)?.rule).toBe('kraken.starting-equipment');
    const gear = offered(s).filter((c) => c.event.type === 'hire.gear');
    expect(gear.map((c) => c.cost)).toEqual([`${20 + SELA_GEAR}¢`, '20¢']);
    send(s, { type: 'hire.gear', take: false });
    const sela = campaign(s).crew.find((m) => m.id === 'sela-marrick');
    expect(sela?.level).toBe(2);
    expect(sela?.attributes.agility).toBe(7);
    expect(Object.values(sela?.inventory ?? {}).every((c) => c === null)).toBe(true);
    expect(campaign(s).credits).toBe(credits - 20);
    expect(campaign(s).xp).toBe(xp);
    expect(turn(s).journal).toContainEqual(
      expect.objectContaining({ kind: 'crew-trade', action: 'hired', level: 2, price: 20 }),
    );
    s.dispose();
  });

  it('a hire taken with the template’s gear pays for it (§3.7): 10¢ and her three pieces', () => {
    const s = start('hire-gear');
    toPhase2(s);
    toGrade5Shop(s);
    const credits = campaign(s).credits;
    expect(hireAtShop(s, 'sela-marrick', { take: true })).toBe('');
    const sela = campaign(s).crew.find((m) => m.id === 'sela-marrick');
    expect(campaign(s).credits).toBe(credits - 10 - SELA_GEAR);
    const carried = Object.values(sela?.inventory ?? {}).flatMap((c) =>
      c === null ? [] : [c.kind === 'weapon' ? c.weapon.name : c.kind === 'item' ? c.item.name : ''],
    );
    expect(carried).toHaveLength(3);
    s.dispose();
  });

  it('refuses what the rules refuse, naming the rule: PSI above 1, an attribute past 8, a fifth trait, leaving mid-hire', () => {
    const s = start('hire-refusals');
    toPhase2(s);
    toGrade5Shop(s);
    // §3.5: a new crew member's PSI is never raised above 1.
    send(s, { type: 'market.crew.hire', template: 'dax-ilyin' });
    const leave = s.send({ type: 'market.leave' });
    expect(leave.ok).toBe(false);
    send(s, { type: 'hire.level', level: 2 });
    const psi = s.send({ type: 'hire.gain', gain: { kind: 'psi' } });
    expect(psi.ok ? '' : psi.reason).toMatch(/PSI.*kraken\.crew-traits/);
    // Called off: nothing paid, nobody hired, the shop open again.
    const credits = campaign(s).credits;
    send(s, { type: 'hire.cancel' });
    expect(campaign(s).credits).toBe(credits);
    expect(campaign(s).crew.some((m) => m.id === 'dax-ilyin')).toBe(false);
    expect(offered(s).some((c) => c.id === 'market-leave')).toBe(true);
    // §14: no attribute above 8 (Sela's Agility 6 → 7 → 8, then no more).
    send(s, { type: 'market.crew.hire', template: 'sela-marrick' });
    send(s, { type: 'hire.level', level: 4 });
    send(s, { type: 'hire.gain', gain: { kind: 'attribute', attribute: 'agility' } });
    send(s, { type: 'hire.gain', gain: { kind: 'attribute', attribute: 'agility' } });
    const nine = s.send({ type: 'hire.gain', gain: { kind: 'attribute', attribute: 'agility' } });
    expect(nine.ok ? '' : nine.reason).toMatch(/already 8.*kraken\.level-up/);
    // §3.5: four traits at most (Sela has three: a pair would make five).
    const pair = s.send({
      type: 'hire.gain',
      gain: { kind: 'trait-pair', positive: 'steady-hands', negative: 'hothead' },
    });
    expect(pair.ok ? '' : pair.reason).toMatch(/more than 4 traits.*kraken\.level-up/);
    s.dispose();
  });

  it('two Levels for one positive trait; a trait pair for one (Imogen Sallow at Level 4)', () => {
    const s = start('hire-traits');
    toPhase2(s);
    toGrade5Shop(s);
    send(s, { type: 'market.crew.sell', crewId: 'brann-okafor' });
    expect(
      hireAtShop(s, 'imogen-sallow', {
        level: 4,
        gains: [
          { kind: 'positive-trait', trait: 'psi-sensitive' },
          { kind: 'attribute', attribute: 'tech' },
        ],
      }),
    ).toBe('');
    const imogen = campaign(s).crew.find((m) => m.id === 'imogen-sallow');
    expect(imogen?.level).toBe(4);
    expect(imogen?.attributes.tech).toBe(7);
    expect(imogen?.traits.map((t) => t.id)).toContain('psi-sensitive');
    // §3.5, §14: the PSI trait begins at PSI 1.
    expect(imogen?.psi?.level).toBe(1);
    s.dispose();
  });
});

describe('a save of rules version 8 with a one-step hire keeps loading (RULES_VERSION 9)', () => {
  it('its log no longer replays to the same game, so it continues from its own snapshot, the old log kept', () => {
    const s = start('old-hire');
    toPhase2(s);
    toGrade5Shop(s);
    expect(hireAtShop(s, 'sela-marrick', { take: true })).toBe('');
    send(s, { type: 'market.leave' });
    const stamp = { id: pack.manifest.id, version: pack.manifest.version, hash: pack.hash };
    const save = saveOf(s, stamp);
    // The same game as a version-8 log wrote it: one `market.crew.hire` (Level 1, the gear with it), then leave.
    const at = save.events.findIndex((e) => e.kind === 'decision' && e.event.type === 'market.crew.hire');
    const old = [
      ...save.events.slice(0, at + 1),
      ...save.events.slice(at + 1).filter((e) => e.kind !== 'decision' || !e.event.type.startsWith('hire.')),
    ];
    const snapshot = canonicalJson(captureSnapshot(s.persisted(), s.rng));
    s.dispose();
    const text = JSON.stringify({ ...save, rulesVersion: 8, events: old });
    const loaded = loadGame(text, MODES, { lookup: (id) => (id === stamp.id ? stamp : undefined) });
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.notice).toBe(CONTINUED_NOTICE);
    // The game stands where the save stood: Sela on the crew, the crew's credits as saved.
    expect(canonicalJson(captureSnapshot(loaded.session.persisted(), loaded.session.rng))).toBe(snapshot);
    expect(loaded.session.history.at(-1)?.rulesVersion).toBe(8);
    expect(loaded.session.history.at(-1)?.events).toHaveLength(old.length);
    loaded.session.dispose();
  });
});
