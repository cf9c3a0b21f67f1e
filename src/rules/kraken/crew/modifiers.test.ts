import { describe, expect, it } from 'vitest';
import type { Modifier } from '../../../content/schemas/modifier';
import type { CrewTrait } from './crew';
import type { Fight, FightInput } from '../groundCombat/combatTypes';
import { attackNeed, attackOdds, planAttack, resolveAttack } from '../groundCombat/attack';
import { unjamBonus } from '../groundCombat/combatActions';
import { crewArmour, crewFromTemplate } from './crew';
import { planEscape } from '../groundCombat/escape';
import { makeEnemy, makeItem, makeWeapon } from '../testkit/fixtures';
import { EMPTY_INVENTORY, carryItem, putInSlot } from './inventory';
import { crewModifierTotal, modifierTotal } from './modifiers';
import { meditateRoll, resolveMeditate } from './psi';
import { carryWeapon } from './weaponState';
import { decide } from '../groundCombat/combatDecisions';
import { crewInitiativeNeed, initiativeSetup, openFight } from '../groundCombat/combatSpawn';
import { beginTurn, openCrewPhase } from '../groundCombat/combatTurn';

/**
 * Trait and item modifiers (src/content/schemas/modifier.ts; modifiers.ts) and where the fight reads them:
 * armour, hit and damage, unjam, meditate, escape, initiative and healing.
 */

const trait = (id: string, modifiers: readonly Modifier[]): CrewTrait => ({
  id,
  name: id,
  value: 1,
  modifiers,
});
const base = { level: 1, attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 } };
const rifle = makeWeapon({ id: 'rifle', name: 'Rifle', hit: 4, damage: 3 });
const blade = makeWeapon({
  id: 'blade',
  name: 'Blade',
  kind: 'melee',
  hit: 4,
  damage: 2,
  attacks: 2,
  ammo: null,
  damageTypes: ['ML'],
});
const tracker = makeItem({
  id: 'tracker',
  name: 'Motion Tracker',
  modifiers: [{ to: 'initiative', amount: 1 }],
});
const kitA = makeItem({
  id: 'kit-a',
  name: 'Engineers Case',
  kind: 'tool',
  modifiers: [{ to: 'unjam', amount: 1 }],
  limit: { group: 'tool-set', per: 'crew-member' },
});
const kitB = makeItem({
  id: 'kit-b',
  name: 'Master Toolkit',
  kind: 'tool',
  modifiers: [{ to: 'unjam', amount: 2 }],
  limit: { group: 'tool-set', per: 'crew-member' },
});
const helmet = makeItem({
  id: 'helmet',
  name: 'Helmet',
  kind: 'helmet',
  armor: 2,
  modifiers: [{ to: 'initiative', amount: 1 }],
});
const plate = makeItem({
  id: 'plate',
  name: 'Plate',
  kind: 'physical-shield',
  armor: 1,
  modifiers: [{ to: 'escape', amount: 2 }],
});

function crew(id: string, traits: readonly CrewTrait[], loadout: Parameters<typeof crewFromTemplate>[2]) {
  return crewFromTemplate({ ...base, id, name: id }, traits, loadout);
}

describe('modifierTotal (modifiers.ts)', () => {
  it('adds the modifiers of traits and carried items', () => {
    const keen = crew(
      'k',
      [
        trait('keen', [{ to: 'initiative', amount: 1 }]),
        trait('jittery', [{ to: 'initiative', amount: -1 }]),
      ],
      [tracker],
    );
    expect(modifierTotal(keen, 'initiative')).toBe(1);
    expect(modifierTotal(keen, 'escape')).toBe(0);
  });

  it('counts worn armour only while active, and a physical shield only in a hand', () => {
    const worn = crew('w', [], [helmet, plate]);
    // Weapons first, then items: the helmet is in L, the plate in R.
    expect(modifierTotal(worn, 'initiative')).toBe(1);
    expect(modifierTotal(worn, 'escape')).toBe(2);
    const off = { ...worn, inventory: putInSlot(worn.inventory, 'L', carryItem(helmet, false)) };
    expect(modifierTotal(off, 'initiative')).toBe(0);
    const packed = {
      ...worn,
      inventory: putInSlot(putInSlot(worn.inventory, 'R', null), '1', carryItem(plate)),
    };
    expect(modifierTotal(packed, 'escape')).toBe(0);
  });

  it('items of one limit group do not add up: the best one counts (§4 Non compatible items)', () => {
    const both = crew('t', [trait('handy', [{ to: 'unjam', amount: 1 }])], [kitA, kitB]);
    expect(modifierTotal(both, 'unjam')).toBe(3);
    expect(unjamBonus(both)).toBe(3);
  });

  it('adds up over several crew members for a team roll', () => {
    const a = crew('a', [], [tracker]);
    const b = crew('b', [trait('keen', [{ to: 'initiative', amount: 1 }])], []);
    expect(crewModifierTotal([a, b], 'initiative')).toBe(2);
  });
});

describe('modifiers in the fight rules', () => {
  it('armour modifiers add to worn armour, never below 0 nor above 8', () => {
    const brittle = crew('b', [trait('brittle', [{ to: 'armor', amount: -1 }])], [helmet]);
    expect(crewArmour(brittle)).toBe(1);
    const bare = crew('c', [trait('brittle', [{ to: 'armor', amount: -1 }])], []);
    expect(crewArmour(bare)).toBe(0);
    const tank = crew('t', [trait('plated', [{ to: 'armor', amount: 6 }])], [helmet, plate]);
    expect(crewArmour(tank)).toBe(8);
  });

  it('hit modifiers change the number needed (like overload) and damage modifiers every hit', () => {
    const sharp = crew(
      's',
      [
        trait('eye', [
          { to: 'ranged-hit', amount: 1 },
          { to: 'melee-damage', amount: 1 },
        ]),
      ],
      [rifle, blade],
    );
    const shot = planAttack(sharp, {
      weapon: 'L',
      boost: { damage: 0, accuracy: 0 },
      berserk: 0,
      flank: false,
      targets: 1,
    });
    if (!shot.ok) throw new Error(shot.reason);
    expect(attackNeed(shot.plan, 0)).toBe(3);
    expect(attackOdds(shot.plan, 0)).toBeCloseTo(4 / 6, 12);
    const cut = planAttack(sharp, {
      weapon: 'R',
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: false,
      targets: 1,
    });
    if (!cut.ok) throw new Error(cut.reason);
    expect(attackNeed(cut.plan, 0)).toBe(4);
    const outcome = resolveAttack(cut.plan, null, [5, 5]);
    // 2 + 1 boost + 1 modifier on the first hit, 2 + 1 modifier on the second.
    expect(outcome.hits.map((h) => h.hit.damage)).toEqual([4, 3]);
  });

  it('a negative hit modifier can put a 6 out of reach, and a 1 never hits', () => {
    const blind = crew('n', [trait('near', [{ to: 'ranged-hit', amount: -3 }])], [rifle]);
    const shot = planAttack(blind, {
      weapon: 'L',
      boost: { damage: 0, accuracy: 0 },
      berserk: 0,
      flank: false,
      targets: 1,
    });
    if (!shot.ok) throw new Error(shot.reason);
    expect(attackNeed(shot.plan, 0)).toBe(7);
    expect(attackOdds(shot.plan, 0)).toBe(0);
    const lucky = crew('l', [trait('eagle', [{ to: 'ranged-hit', amount: 4 }])], [rifle]);
    const easy = planAttack(lucky, {
      weapon: 'L',
      boost: { damage: 0, accuracy: 0 },
      berserk: 0,
      flank: false,
      targets: 1,
    });
    if (!easy.ok) throw new Error(easy.reason);
    expect(attackOdds(easy.plan, 0)).toBeCloseTo(5 / 6, 12);
  });

  it('no modifier reaches the meditation die (kraken.meditate)', () => {
    const calm = {
      ...crew('c', [trait('calm', [{ to: 'agility', amount: 1 }])], []),
      psi: { level: 1, exhausted: true },
      hp: 6,
    };
    // 3 + 2 missing HP = 5, the die alone.
    expect(meditateRoll(calm).check).toMatchObject({ attribute: 0, target: 5 });
    expect(resolveMeditate(calm, 4).success).toBe(false);
    expect(resolveMeditate(calm, 5).success).toBe(true);
  });

  it('escape modifiers of those who run add up; Dread takes the escape roll down', () => {
    const quick = crew('q', [trait('fleet', [{ to: 'escape', amount: 1 }])], []);
    const slow = crew('s', [], [{ ...tracker, modifiers: [{ to: 'escape', amount: 1 }] }]);
    const context = {
      crew: [quick, slow],
      activated: new Set<string>(),
      earlierAttempts: 0,
      bonus: 0,
      enemyAgilities: [6],
    };
    const both = planEscape({ escaping: ['q', 's'], sacrificed: [] }, context);
    if (!both.ok) throw new Error(both.reason);
    expect(both.plan.modifier).toBe(3 + 2);
    const dread = planEscape({ escaping: ['q'], sacrificed: ['s'] }, { ...context, dread: 2 });
    if (!dread.ok) throw new Error(dread.reason);
    // 3 Agility + 1 modifier + 3 for the sacrifice − 2 Dread.
    expect(dread.plan.modifier).toBe(5);
  });
});

function fightOf(input: Partial<FightInput>): Fight {
  const full: FightInput = {
    crew: [],
    encounter: {
      difficulty: 1,
      locationKind: 'underground',
      atmosphere: 'breathable',
      map: 1,
      elementValue: 1,
      boss: false,
      ambush: false,
      species: 'Beasts',
    },
    enemyProfiles: [makeEnemy({ id: 'g', name: 'Gnawer', level: 2 })],
    treasureTable: { gradeValues: [1, 2, 3, 4, 5, 6], columns: [] },
    oxygen: 10,
    ...input,
  };
  return openFight(full);
}

describe('modifiers in the fight flow', () => {
  it('initiative: the modifiers of everyone rolling add to the crew die, and its odds show it', () => {
    const a = crew('a', [], [tracker]);
    const b = crew('b', [trait('keen', [{ to: 'initiative', amount: 1 }])], []);
    const fight = { ...fightOf({ crew: [a, b] }), phase: 'initiative' as const };
    expect(initiativeSetup(fight).crewBonus).toBe(2);
    // Crew 3 + 2 + d6 against enemy 3 + d6: the crew acts first unless the enemy rolls 3 or more above.
    expect(crewInitiativeNeed(fight)?.need.odds).toBeCloseTo(30 / 36, 12);
    const covered = { ...fight, initiative: { ...fight.initiative, cover: ['b'] } };
    expect(initiativeSetup(covered).crewBonus).toBe(1);
  });

  it('healing: the user’s healing modifiers add to what a healing item restores', () => {
    const medkit = makeItem({ id: 'medkit', name: 'Medkit', kind: 'medkit', heal: 2, uses: 1 });
    const medic = crew('m', [trait('medic', [{ to: 'healing', amount: 1 }])], [rifle, medkit]);
    const hurt = { ...crew('h', [], [rifle]), hp: 2 };
    let fight = openCrewPhase(beginTurn({ ...fightOf({ crew: [medic, hurt] }), phase: 'turn' }));
    fight = decide(fight, { type: 'crew.activate', crewId: 'm' });
    fight = decide(fight, { type: 'item.use', slot: 'R', targetId: 'h' });
    expect(fight.crew[1]?.hp).toBe(5);
  });

  it('unjam: trait and item unjam modifiers add to the Tech check', () => {
    const handy = crew(
      'u',
      [
        trait('handy', [
          { to: 'unjam', amount: 1 },
          { to: 'tech', amount: 2 },
        ]),
      ],
      [rifle, kitA],
    );
    expect(unjamBonus(handy)).toBe(2);
    const jammed = {
      ...handy,
      inventory: putInSlot(EMPTY_INVENTORY, 'L', { ...carryWeapon(rifle), jam: 'jammed' }),
    };
    expect(unjamBonus(jammed)).toBe(1);
  });
});
