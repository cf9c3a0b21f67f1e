import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import { crewMemberFromPack } from '../../../modes/dungeon/crewFromPack';
import type { CrewMember } from '../crew/crew';
import { catalogue, KETTLE, printed } from '../ship/testkit';
import {
  creditsLeft,
  setupProblems,
  startingCredits,
  startingOxygen,
  type CampaignSetup,
  type SetupCrew,
} from './setup';

const pack = samplePack();

function member(id: string): CrewMember {
  const m = crewMemberFromPack(pack, id);
  if (typeof m === 'string') throw new Error(m);
  return m;
}
const pick = (id: string, template: Partial<NonNullable<SetupCrew['template']>> = {}): SetupCrew => ({
  member: member(id),
  template: { id, ...template },
});
function only<T>(map: ReadonlyMap<string, T>, id: string): T {
  const v = map.get(id);
  if (v === undefined) throw new Error(`no ${id}`);
  return v;
}

const salvagers = only(pack.backstories, 'sample-backstory-salvagers');
const runner = only(pack.backstories, 'sample-backstory-lone-runner');
const lines = only(pack.lineSets, 'sample-lantern-lines');

function setup(over: Partial<CampaignSetup> = {}): CampaignSetup {
  return {
    difficulty: 'adventurer',
    backstory: salvagers,
    achievements: [],
    crew: [pick('ada-voss'), pick('brann-okafor'), pick('cleo-marsh')],
    purchases: [],
    ship: { hullId: KETTLE, systems: [] },
    lineSet: lines,
    ...over,
  };
}
const ships = catalogue();
const messages = (s: CampaignSetup) =>
  setupProblems(s, ships)
    .filter((p) => p.severity === 'illegal')
    .map((p) => `${p.rule}: ${p.message}`);

describe('§3 starting a campaign', () => {
  it('a set-up by the book has no problems: 3 crew from templates, 100¢, 25 oxygen', () => {
    expect(messages(setup())).toEqual([]);
    expect(startingCredits(setup())).toBe(100);
    expect(startingOxygen(setup())).toBe(25);
  });

  it('refuses a crew of the wrong size for the backstory (3, or as it says)', () => {
    expect(messages(setup({ crew: [pick('ada-voss'), pick('brann-okafor')] }))).toEqual([
      'kraken.crew-setup: Salvage crew (sample) starts with 3 crew members; 2 are chosen.',
    ]);
    expect(messages(setup({ backstory: runner, crew: [pick('ada-voss'), pick('brann-okafor')] }))).toEqual(
      [],
    );
  });

  it('refuses attributes that do not add up to 16, a trait total other than 0, and a level above 1', () => {
    const ada = member('ada-voss');
    const strong = { ...ada, attributes: { ...ada.attributes, strength: 4 } };
    const leveled = { ...member('cleo-marsh'), level: 2 };
    const errors = messages(
      setup({
        crew: [{ member: strong, template: null }, pick('brann-okafor'), { member: leveled, template: null }],
      }),
    );
    expect(errors).toContain(
      "kraken.crew-setup: Ada Voss's attributes add up to 17; a new crew member's must add up to exactly 16.",
    );
    expect(errors.some((e) => /starts at level 2/.test(e))).toBe(true);
    const unbalanced = { ...ada, traits: ada.traits.slice(0, 1) };
    expect(
      messages(
        setup({ crew: [{ member: unbalanced, template: null }, pick('brann-okafor'), pick('cleo-marsh')] }),
      ).join(),
    ).toMatch(/trait values add up to .*must add up to 0/);
  });

  it('refuses two PSI members and a PSI level above 1', () => {
    const dax = member('dax-ilyin');
    const twin = { ...dax, id: 'dax-2', name: 'Dax Twin' };
    expect(
      messages(
        setup({ crew: [pick('dax-ilyin'), { member: twin, template: null }, pick('ada-voss')] }),
      ).join(),
    ).toMatch(/Dax Ilyin and Dax Twin all have PSI; only one crew member may/);
    const strongPsi = { ...dax, psi: dax.psi === null ? null : { ...dax.psi, level: 2 } };
    expect(
      messages(
        setup({ crew: [{ member: strongPsi, template: null }, pick('ada-voss'), pick('cleo-marsh')] }),
      ).join(),
    ).toMatch(/PSI 2; a new crew member's PSI may not be above 1/);
  });

  it('refuses two templates printed on one fold-out sheet (they cover each other)', () => {
    const crew = [
      pick('ada-voss', { foldOut: 'page 173' }),
      pick('brann-okafor', { foldOut: 'page 173' }),
      pick('cleo-marsh'),
    ];
    expect(messages(setup({ crew }))).toEqual([
      'kraken.crew-setup: Ada Voss and Brann Okafor share a fold-out sheet and would cover each other; choose one of them.',
    ]);
  });

  it('refuses a preset crew member who died earlier in this campaign', () => {
    const crew = [pick('ada-voss', { preset: true }), pick('brann-okafor'), pick('cleo-marsh')];
    expect(messages(setup({ crew, deadPresets: ['ada-voss'] }))).toEqual([
      'kraken.unconscious-killed: Ada Voss died in this campaign; a preset crew member never returns.',
    ]);
    // A custom member with the same id is not a preset.
    expect(
      messages(
        setup({
          crew: [pick('ada-voss'), pick('brann-okafor'), pick('cleo-marsh')],
          deadPresets: ['ada-voss'],
        }),
      ),
    ).toEqual([]);
  });

  it('pays purchases from 100¢ plus bonuses, and refuses spending more (no grade limit at the start)', () => {
    const achievement = only(pack.achievements, 'sample-achievement-lantern');
    const rich = setup({
      backstory: runner,
      crew: [pick('ada-voss'), pick('brann-okafor')],
      achievements: [achievement],
    });
    expect(startingCredits(rich)).toBe(140);
    expect(startingOxygen(rich)).toBe(20);
    const railgun = { what: 'a grade 4 railgun', price: 30 };
    // The Tin Kettle's hull is 40¢: 140 − 40 − 30 leaves 70.
    expect(creditsLeft({ ...rich, purchases: [railgun] }, ships)).toBe(70);
    // 40¢ of hull and 60¢ of gear spend exactly the 100¢.
    expect(messages(setup({ purchases: [railgun, railgun] }))).toEqual([]);
    const over = setup({ purchases: [railgun, railgun, { what: 'a pistol', price: 4 }] });
    expect(messages(over)).toEqual([
      'kraken.starting-equipment: The ship costs 40¢ and the gear 64¢, 104¢ in all, but the crew has 100¢.',
    ]);
  });

  it('§3.7 buys the ship first: a hull, then its systems in the boxes its sheet prints (every refusal names its rule)', () => {
    const teleporter = { systemId: 'teleporter', box: printed(0) };
    const shields = { systemId: 'primary-shields', box: printed(9) };
    const laser = { systemId: 'laser', box: printed(11) };
    const fitted = setup({ ship: { hullId: KETTLE, systems: [teleporter, shields, laser] } });
    expect(messages(fitted)).toEqual([]);
    // 100 − 40 (hull) − 10 − 10 − 5 = 35¢ left for gear.
    expect(creditsLeft(fitted, ships)).toBe(35);
    expect(messages(setup({ ship: { hullId: 'iron-matron', systems: [] } }))).toEqual([
      "kraken.starting-equipment: The Iron Matron costs 200¢ as an empty hull but the crew has 100¢ (kraken.hull-armor). The starting credits must buy a ship's hull first (kraken.starting-equipment).",
    ]);
    expect(
      messages(
        setup({ ship: { hullId: KETTLE, systems: [{ systemId: 'teleporter', box: printed(1) }] } }),
      )[0],
    ).toMatch(/printed for Med Bay.*kraken.ship-systems/);
    const dear = setup({
      ship: { hullId: 'long-spur', systems: [{ systemId: 'teleporter', box: printed(0) }] },
    });
    // 90¢ hull + 10¢ Teleporter spends the 100¢: any gear is refused.
    expect(messages({ ...dear, purchases: [{ what: 'a pistol', price: 4 }] })).toEqual([
      'kraken.starting-equipment: The ship costs 100¢ and the gear 4¢, 104¢ in all, but the crew has 100¢.',
    ]);
  });
});
