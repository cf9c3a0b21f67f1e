import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import type { Item } from '../../../content/schemas/item';
import type { Weapon } from '../../../content/schemas/weapon';
import type { CrewTrait } from '../crew/crew';
import { catalogue, KETTLE, printed } from '../ship/testkit';
import { newCampaign } from './campaignState';
import {
  addTraitRefusal,
  attributeProblems,
  attributeStepRefusal,
  buyGearRefusal,
  crewProblems,
  FIRST_ATTRIBUTES,
  gearProblems,
  memberOf,
  overloadOf,
  pointsLeft,
  sheetGearPrice,
  stepAttribute,
  storageProblems,
  storedContents,
  storeRefusal,
  traitProblems,
  type CrewDraft,
} from './crewSheet';
import { creditsLeft, setupProblems, type CampaignSetup } from './setup';

const pack = samplePack();
function only<T>(map: ReadonlyMap<string, T>, id: string): T {
  const v = map.get(id);
  if (v === undefined) throw new Error(`no ${id}`);
  return v;
}
const trait = (id: string): CrewTrait => {
  const t = only(pack.traits, id);
  return { id: t.id, name: t.name, value: t.value, rule: t.rule };
};
const weapon = (id: string): Weapon => only(pack.weapons, id);
const item = (id: string): Item => only(pack.items, id);

/** A member made by hand: all six attributes at 1, no traits, no gear. */
const custom = (key: string, name: string, over: Partial<CrewDraft> = {}): CrewDraft => ({
  key,
  name,
  template: null,
  attributes: FIRST_ATTRIBUTES,
  traits: [],
  gear: [],
  ...over,
});
/** 16 points placed: Agility 3, Strength 4, Tech 3, Charisma 2, Ranged 3, Melee 1. */
const placed = { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 3, melee: 1 };
const rules = (ps: readonly { rule: string; severity: string }[]) =>
  ps.filter((p) => p.severity === 'illegal').map((p) => p.rule);

describe('§3.3–3.4 attributes: 16 points, each attribute from 1 to 8', () => {
  it('a member made by hand starts at 1 everywhere, with 10 of the 16 points to place', () => {
    const nova = custom('custom-1', 'Nova');
    expect(pointsLeft(nova.attributes)).toBe(10);
    expect(attributeProblems(nova).map((p) => p.message)).toEqual([
      'Nova has 10 of the 16 attribute points still to place.',
    ]);
  });

  it('places points one at a time and refuses a 17th point, naming the rule', () => {
    let nova = custom('custom-1', 'Nova');
    for (let i = 0; i < 10; i++) nova = stepAttribute(nova, 'agility', i < 7 ? 1 : -1);
    // 7 up (to 8), then 3 down: Agility 5, 4 points placed of the 10.
    expect(nova.attributes.agility).toBe(5);
    nova = { ...nova, attributes: placed };
    expect(attributeProblems(nova)).toEqual([]);
    expect(attributeStepRefusal(nova, 'tech', 1)).toEqual({
      severity: 'illegal',
      rule: 'kraken.crew-setup',
      message: "All 16 of Nova's points are placed: take one from another attribute first.",
    });
    expect(stepAttribute(nova, 'tech', 1)).toBe(nova);
  });

  it('refuses an attribute above 8 or below 1 (kraken.attributes)', () => {
    const eight = custom('custom-1', 'Nova', { attributes: { ...FIRST_ATTRIBUTES, strength: 8 } });
    expect(attributeStepRefusal(eight, 'strength', 1)?.rule).toBe('kraken.attributes');
    expect(attributeStepRefusal(eight, 'melee', -1)?.message).toBe(
      "Nova's Melee is already 1, the least it can be.",
    );
    expect(attributeStepRefusal(eight, 'melee', 1)).toBeNull();
  });

  it('refuses 17 points placed by any other route', () => {
    const over = custom('custom-1', 'Nova', { attributes: { ...placed, melee: 2 } });
    expect(attributeProblems(over).map((p) => p.message)).toEqual([
      "Nova's attributes add up to 17; they must add up to exactly 16.",
    ]);
  });
});

describe('§3.3 the crew: as many as the backstory says, named, one per fold-out sheet', () => {
  const salvagers = only(pack.backstories, 'sample-backstory-salvagers');

  it('3 crew by default; 2 or 5 are refused', () => {
    const three = [custom('custom-1', 'Nova'), custom('custom-2', 'Reyes'), custom('custom-3', 'Ilse')];
    expect(crewProblems(three, salvagers.crew)).toEqual([]);
    expect(crewProblems(three.slice(0, 2), salvagers.crew).map((p) => p.message)).toEqual([
      'This backstory starts with 3 crew members; 2 are on the sheet.',
    ]);
    const five = [...three, custom('custom-4', 'Oto'), custom('custom-5', 'Pell')];
    expect(crewProblems(five, 5).map((p) => p.message)).toEqual([
      'At most 4 crew members can serve at once; 5 are on the sheet.',
    ]);
  });

  it('every member needs a name of their own', () => {
    const crew = [custom('custom-1', ' '), custom('custom-2', 'Reyes'), custom('custom-3', 'reyes')];
    expect(crewProblems(crew, 3).map((p) => p.message)).toEqual([
      'Crew member 1 needs a name.',
      'Two crew members are called Reyes; give each a name of their own.',
    ]);
  });

  it('two templates on one fold-out sheet are refused, and a dead preset never returns', () => {
    const a = { ...custom('ray', 'Ray'), template: { id: 'ray', foldOut: 'sheet 3', preset: true } };
    const b = { ...custom('lex', 'Lex'), template: { id: 'lex', foldOut: 'sheet 3' } };
    expect(crewProblems([a, b, custom('custom-1', 'Nova')], 3, ['ray'])).toEqual([
      {
        severity: 'illegal',
        rule: 'kraken.crew-setup',
        message:
          'Ray and Lex are printed on one fold-out sheet and would cover each other; keep one of them.',
      },
      {
        severity: 'illegal',
        rule: 'kraken.unconscious-killed',
        message: 'Ray died in this campaign; a preset crew member never comes back.',
      },
    ]);
  });
});

describe('§3.5 traits: at most 4, values adding up to 0, one PSI member at PSI 1', () => {
  it('a +2 trait alone is refused; paid for by two −1 traits it adds up to 0', () => {
    const nova = custom('custom-1', 'Nova', { attributes: placed, traits: [trait('thick-skinned')] });
    expect(traitProblems([nova]).map((p) => p.message)).toEqual([
      "Nova's trait values add up to +2; a new crew member's must add up to 0.",
    ]);
    const paid = { ...nova, traits: [...nova.traits, trait('loud-boots'), trait('restless')] };
    expect(traitProblems([paid])).toEqual([]);
  });

  it('a fifth trait, a trait twice and a second PSI member are refused with their rule', () => {
    const four = custom('custom-1', 'Nova', {
      traits: [trait('steady-hands'), trait('quick-study'), trait('loud-boots'), trait('restless')],
    });
    expect(addTraitRefusal([four], 'custom-1', trait('jittery'))?.message).toBe(
      'Nova already has 4 traits, the most a crew member may have.',
    );
    expect(addTraitRefusal([four], 'custom-1', trait('restless'))?.message).toBe(
      'Nova already has Restless.',
    );
    const seer = custom('custom-2', 'Ilse', { traits: [trait('psi-sensitive')] });
    const other = custom('custom-3', 'Oto');
    expect(addTraitRefusal([four, seer, other], 'custom-3', trait('psi-sensitive'))).toEqual({
      severity: 'illegal',
      rule: 'kraken.crew-traits',
      message: 'Ilse already has the PSI trait; only one crew member may have it.',
    });
    expect(addTraitRefusal([four, seer, other], 'custom-3', trait('jittery'))).toBeNull();
  });

  it('the PSI trait gives PSI level 1, never more at creation', () => {
    const seer = custom('custom-2', 'Ilse', {
      attributes: placed,
      traits: [trait('psi-sensitive'), trait('shallow-breather')],
    });
    expect(memberOf(seer).psi).toEqual({ level: 1, exhausted: false });
    expect(memberOf(custom('custom-1', 'Nova', { attributes: placed })).psi).toBeNull();
  });
});

describe('§3.7 starting gear and storage, bought from what the ship left', () => {
  const ships = catalogue();
  const salvagers = only(pack.backstories, 'sample-backstory-salvagers');
  const lines = only(pack.lineSets, 'sample-lantern-lines');
  const crew = [
    custom('custom-1', 'Nova', { attributes: placed, gear: [weapon('rivet-pistol'), item('padded-vest')] }),
    custom('custom-2', 'Reyes', { attributes: placed, gear: [weapon('pry-bar')] }),
    custom('custom-3', 'Ilse', { attributes: placed }),
  ];
  /** The Tin Kettle (40¢) with the book's example: Teleporter 10¢, Primary Shields 10¢, a Laser 5¢. */
  const setupOf = (storage: readonly (Weapon | Item)[]): CampaignSetup => ({
    difficulty: 'adventurer',
    backstory: salvagers,
    achievements: [],
    crew: crew.map((c) => ({ member: memberOf(c), template: c.template })),
    purchases: [...crew.flatMap((c) => c.gear), ...storage].map((p) => ({ what: p.name, price: p.price })),
    ship: {
      hullId: KETTLE,
      systems: [
        { systemId: 'teleporter', box: printed(0) },
        { systemId: 'primary-shields', box: printed(9) },
        { systemId: 'laser', box: printed(11) },
      ],
    },
    storage: storedContents(storage),
    lineSet: lines,
  });

  it('the gear costs what the list says: 100 − 65 (ship) − 12 (gear) − 8 (a spare tank stored) = 15¢ left', () => {
    const storage = [item('spare-tank')];
    expect(sheetGearPrice(crew, storage)).toBe(20);
    const setup = setupOf(storage);
    expect(creditsLeft(setup, ships)).toBe(15);
    expect(setupProblems(setup, ships).filter((p) => p.severity === 'illegal')).toEqual([]);
  });

  it('the stored pieces start the campaign in the ship’s storage', () => {
    const state = newCampaign(setupOf([item('spare-tank'), weapon('galley-knife')]), ships);
    expect(
      state.storage.map((c) => (c.kind === 'item' ? c.item.name : c.kind === 'weapon' ? c.weapon.name : '')),
    ).toEqual(['Spare Tank', 'Galley Knife']);
    expect(state.credits).toBe(100 - 65 - 12 - 8 - 4);
  });

  it('a piece dearer than the credits left is refused; so is a seventh piece or a third over Strength', () => {
    const nova = crew[0];
    if (nova === undefined) throw new Error('no Nova');
    expect(buyGearRefusal(nova, weapon('rail-carbine'), 15)).toEqual({
      severity: 'illegal',
      rule: 'kraken.starting-equipment',
      message: 'Rail Carbine costs 30¢ and 15¢ are left.',
    });
    // Strength 4: two hands and 2 backpack places, then up to 2 over (overload).
    const full = { ...nova, gear: [weapon('rivet-pistol'), ...Array<Item>(5).fill(item('patch-kit'))] };
    expect(buyGearRefusal(full, item('patch-kit'), 100)?.rule).toBe('kraken.inventory');
    const weak = { ...nova, attributes: { ...placed, strength: 1, agility: 6 }, gear: full.gear.slice(0, 4) };
    expect(buyGearRefusal(weak, item('patch-kit'), 100)).toEqual({
      severity: 'illegal',
      rule: 'kraken.overload',
      message: 'Nova would carry 3 pieces more than Strength 1 allows; at most 2 over.',
    });
    expect(rules(gearProblems([weak], 10))).toEqual([]);
    expect(rules(gearProblems([{ ...weak, gear: full.gear.slice(0, 5) }], -4))).toEqual([
      'kraken.overload',
      'kraken.starting-equipment',
    ]);
  });

  it('the Tin Kettle’s 6 storage boxes hold 6 pieces; a seventh is refused, in the wizard and in the set-up', () => {
    const six = Array<Item>(6).fill(item('ration-bar'));
    expect(storeRefusal(six, 6, item('ration-bar'), 50)?.message).toBe(
      "The ship's storage has 6 boxes and all are taken.",
    );
    expect(storageProblems(six, 6)).toEqual([]);
    const seven = [...six, item('ration-bar')];
    expect(rules(storageProblems(seven, 6))).toEqual(['kraken.ship-systems']);
    expect(setupProblems(setupOf(seven), ships).map((p) => p.message)).toContain(
      'The storage holds 7 pieces; the ship has 6 storage boxes.',
    );
  });
});

describe('carrying capacity on the Attributes step: a Strength change that overloads a member is flagged', () => {
  const gear = [
    weapon('rivet-pistol'),
    weapon('pry-bar'),
    item('padded-vest'),
    item('spare-tank'),
    item('spare-tank'),
  ];
  it('fits at Strength 6 (two hands and three backpack places), and says nothing', () => {
    expect(overloadOf({ attributes: { ...placed, strength: 6 }, gear })).toBeNull();
  });
  it('Strength 4 carries 4: the fifth piece is overload, allowed', () => {
    expect(overloadOf({ attributes: placed, gear })).toEqual({ pieces: 5, room: 4, over: 1, refused: false });
  });
  it('Strength 1 carries 2: three pieces over is refused (at most 2 over)', () => {
    expect(overloadOf({ attributes: { ...placed, strength: 1 }, gear })).toEqual({
      pieces: 5,
      room: 2,
      over: 3,
      refused: true,
    });
  });
});
