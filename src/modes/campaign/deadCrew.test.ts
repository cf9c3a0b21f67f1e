import { describe, expect, it } from 'vitest';
import { hireAtShop } from './hire.testkit';
import { Session } from '../../game/session';
import { SLOT_IDS } from '../../rules/kraken/crew/inventory';
import { campaignWithStubCrawl } from './stubCrawl.testkit';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode, journalLines } from './mode';
import { cellOf, pack } from './oneMapCampaign.testkit';
import { waitingAt } from './waitingAt';

/**
 * Issue 28 (crew): a crew member who dies, through the session a player uses. Space Kraken §4 "Unconscious and
 * killed heroes": the dead member's equipment can be collected, the member is removed and erased, and a preset
 * crew member never rejoins this campaign; §3.3: a person serves once (no two copies of one sheet). The death
 * is a crawl's result (the dungeon actor replaced by one that hands Ada Voss back killed, her gear on her).
 */

type S = Session<typeof campaignMode.machine>;
const DEAD = 'ada-voss';

/** The crawl's result only: Ada Voss comes back killed, with what she carried; the rest as they went down. */
const adaDies = campaignWithStubCrawl((crew) =>
  crew.map((m) => (m.id === DEAD ? { ...m, hp: 0, condition: 'killed' as const } : m)),
);

function start(seed: string, mode = adaDies): S {
  const built = campaignInput(pack, { ...defaultChoices(pack), practice: true });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  const lineSet = built.input.setup.lineSet;
  // Line 1 starts where the Lantern goes onto the Starmap, so phase 3 can land there.
  const lines = lineSet.lines.map((l, i) => (i === 0 ? { ...l, start: cellOf('!A4') } : l));
  const input = { ...built.input, setup: { ...built.input.setup, lineSet: { ...lineSet, lines } } };
  return Session.start(mode, { mode: campaignMode.id, seed, input }, 'digital');
}

const PREFER = [
  'lead:',
  'read',
  'choose-a',
  'quest-accept',
  'starmap-drop',
  'recovery-take',
  'recovery-pass',
];

/** The first offered choice of the first matching prefix (else the first offered) until `until`. */
function playUntil(s: S, until: () => boolean, prefer: readonly string[]): void {
  for (let i = 0; i < 300 && !until(); i++) {
    const offers = s.choices().filter((c) => c.disabled === undefined);
    const pick =
      prefer.map((p) => offers.find((c) => c.id.startsWith(p))).find((c) => c !== undefined) ?? offers[0];
    if (pick === undefined) throw new Error(`nothing to choose at ${JSON.stringify(s.getSnapshot().value)}`);
    const done = s.send(pick.event);
    if (!done.ok) throw new Error(done.reason);
  }
  expect(until()).toBe(true);
}

const campaign = (s: S) => s.getSnapshot().context.turn.campaign;
const atPhase3 = (s: S) => () => waitingAt(s.getSnapshot().value) === 'freeAction';

/** Turn 1: the crew lands on the Lantern and Ada Voss dies there; turn 2's grade-5 shop opens. */
function adaDeadAtTheShop(seed: string, mode = adaDies): S {
  const s = start(seed, mode);
  playUntil(s, atPhase3(s), [...PREFER, 'construction-pass']);
  const lantern = campaign(s).starmap[0];
  const landed = s.send({ type: 'free.land', key: lantern?.key ?? '' });
  expect(landed.ok ? '' : landed.reason).toBe('');
  playUntil(s, () => campaign(s).turn === 2 && atPhase3(s)(), [...PREFER, 'construction-pass', 'visit-pass']);
  expect(campaign(s).crew.find((m) => m.id === DEAD)?.condition).toBe('killed');
  const opened = s.send({ type: 'free.shop' });
  expect(opened.ok ? '' : opened.reason).toBe('');
  expect(waitingAt(s.getSnapshot().value)).toBe('market');
  return s;
}

const carried = (s: S, id: string): string[] => {
  const m = campaign(s).crew.find((c) => c.id === id);
  return m === undefined
    ? []
    : SLOT_IDS.flatMap((slot) => {
        const c = m.inventory[slot];
        return c?.kind === 'weapon' ? [c.weapon.name] : c?.kind === 'item' ? [c.item.name] : [];
      });
};

const storedNames = (s: S): string[] =>
  campaign(s).storage.flatMap((c) =>
    c.kind === 'weapon' ? [c.weapon.name] : c.kind === 'item' ? [c.item.name] : [],
  );

describe('a crew member who dies (Space Kraken §4 Unconscious and killed heroes)', () => {
  it('a dead preset crew member is never offered for hire again, before or after the sheet is erased', () => {
    const s = adaDeadAtTheShop('dead-preset');
    expect(s.choices().some((c) => c.id === `market-hire:${DEAD}`)).toBe(false);
    const again = s.send({ type: 'market.crew.hire', template: DEAD });
    expect(again.ok ? '' : again.reason).toMatch(/Ada Voss died in this campaign/);
    // Someone else is hired: the dead sheet is erased, and Ada still never comes back.
    const other = [...pack.crewTemplates.keys()].find((id) => !campaign(s).crew.some((m) => m.id === id));
    if (other === undefined) throw new Error('the sample pack has a spare template');
    expect(hireAtShop(s, other)).toBe('');
    expect(campaign(s).crew.some((m) => m.id === DEAD)).toBe(false);
    expect(campaign(s).deadPresets).toEqual([DEAD]);
    expect(s.choices().some((c) => c.id === `market-hire:${DEAD}`)).toBe(false);
    const after = s.send({ type: 'market.crew.hire', template: DEAD });
    expect(after.ok ? '' : after.reason).toMatch(/Ada Voss died in this campaign/);
    s.dispose();
  });

  it('the hire that erases the dead member first moves what she carried to the ship’s storage, in the log', () => {
    const s = adaDeadAtTheShop('dead-gear');
    const gear = carried(s, DEAD);
    expect(gear.length).toBeGreaterThan(0);
    const before = storedNames(s);
    const other = [...pack.crewTemplates.keys()].find((id) => !campaign(s).crew.some((m) => m.id === id));
    if (other === undefined) throw new Error('the sample pack has a spare template');
    expect(hireAtShop(s, other)).toBe('');
    expect(storedNames(s)).toEqual([...before, ...gear]);
    const log = journalLines(s.getSnapshot()).join('\n');
    expect(log).toMatch(/Ada Voss.s gear/);
    for (const piece of gear) expect(log).toContain(piece);
    s.dispose();
  });

  it('a member left behind in a crawl took their gear with them: nothing of theirs reaches the storage', () => {
    // The crawl hands Ada Voss back as lost (left behind in an escape): her pieces stayed down there.
    const s = adaDeadAtTheShop(
      'left-behind',
      campaignWithStubCrawl((crew) => crew, [DEAD]),
    );
    expect(carried(s, DEAD)).toEqual([]);
    const before = storedNames(s);
    const other = [...pack.crewTemplates.keys()].find((id) => !campaign(s).crew.some((m) => m.id === id));
    if (other === undefined) throw new Error('the sample pack has a spare template');
    expect(hireAtShop(s, other)).toBe('');
    expect(storedNames(s)).toEqual(before);
    expect(campaign(s).crew.some((m) => m.id === DEAD)).toBe(false);
    s.dispose();
  });

  it('refuses a second copy of a person already on the sheet, naming the rule (§3.3)', () => {
    const s = adaDeadAtTheShop('second-copy');
    const living = campaign(s).crew.find((m) => m.condition !== 'killed');
    if (living === undefined) throw new Error('a living crew member');
    const twice = s.send({ type: 'market.crew.hire', template: living.id });
    expect(twice.ok ? '' : twice.reason).toMatch(new RegExp(`${living.name} .*already`));
    expect(twice.ok ? '' : twice.reason).toMatch(/kraken\.crew-setup/);
    expect(campaign(s).crew.filter((m) => m.name === living.name)).toHaveLength(1);
    s.dispose();
  });
});
