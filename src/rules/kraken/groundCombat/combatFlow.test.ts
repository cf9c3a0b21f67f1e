import { describe, expect, it } from 'vitest';
import type { EnemyProfile } from '../../../content/schemas/enemy';
import type { Fight, FightInput } from './combatTypes';
import { crewFromTemplate } from '../crew/crew';
import { makeEnemy, makeItem, makeWeapon } from '../testkit/fixtures';
import { decide, decisionRefusal } from './combatDecisions';
import { applySpawnDie, enemyInitiativeNeed, openFight, pickProfile, spawnNeed } from './combatSpawn';
import { applyCrewInitiativeDie } from './combatSpawn';
import { beginTurn, closeFight, fightOutput, openCrewPhase, openEnemyPhase } from './combatTurn';
import {
  applyEnemyActionDie,
  applyEnemyHitDie,
  beginEnemyActivation,
  endEnemyTurn,
  enemyHitNeed,
  enemyNeedsTarget,
  finishEnemyAction,
} from './combatEnemy';
import { applyPsiDie } from './combatPsi';
import { applyTreasureDie, applyRowDie, spoilsStage, applyCashDie } from './combatSpoils';
import { applyHitDie, finishAttack, hitNeed } from './combatAttack';
import { withStatus } from './combatFlow';

/**
 * The pure ground-combat flow (Space Kraken §14) without a machine: spawning and profiles, initiative odds,
 * items, exchanges, PSI support, enemy traits and the spoils.
 */

const rifle = makeWeapon({ id: 'rifle', name: 'Rifle' });
const grenade = makeItem({
  id: 'grenade',
  name: 'Grenade',
  kind: 'other',
  uses: 1,
  attack: { kind: 'ranged', hit: 4, damage: 2, attacks: 1, keywords: ['EX'], damageTypes: ['RG', 'Fire'] },
});
const medkit = makeItem({ id: 'medkit', name: 'Medkit', kind: 'medkit', heal: 4, uses: 2 });
const base = { level: 1, attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 } };
const ada = crewFromTemplate({ ...base, id: 'ada', name: 'Ada' }, [], [rifle, medkit, grenade]);
const bo = crewFromTemplate(
  { ...base, id: 'bo', name: 'Bo', psi: 3 },
  [{ id: 'psi', name: 'PSI', value: 2, rule: 'psi' }],
  [rifle],
);

const regen: EnemyProfile = makeEnemy({
  id: 'troll',
  name: 'Troll',
  hp: 10,
  escape: null,
  traits: [{ name: 'Regen', effect: 'Heals 2 after acting.', rule: 'regen', value: 2 }],
  actionTable: [
    { action: 'Licks its wounds.', kind: 'special', effect: { kind: 'heal', hp: 3 } },
    { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
    { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
    { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
    { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
    { action: 'Spits fire everywhere.', kind: 'attack', weapon: 'Blast' },
  ],
  weapons: [
    { name: 'Claw', kind: 'melee', hit: 4, damage: 2, attacks: 1, keywords: [], damageTypes: ['ML'] },
    {
      name: 'Blast',
      kind: 'ranged',
      hit: 3,
      damage: 1,
      attacks: 1,
      keywords: ['EX'],
      damageTypes: ['RG', 'Fire'],
    },
  ],
});

function input(over: Partial<FightInput> = {}): FightInput {
  return {
    crew: [ada, bo],
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
    enemyProfiles: [regen],
    treasureTable: {
      gradeValues: [4, 8, 12, 30, 50, 80],
      columns: [
        {
          locationKinds: ['underground'],
          bands: [
            { from: 1, to: 5, drop: 'cash' },
            { from: 6, to: 10, drop: 'item' },
            { from: 11, to: 18, drop: 'weapon' },
            { from: 19, to: 20, drop: 'prototype' },
          ],
        },
      ],
    },
    oxygen: 10,
    ...over,
  };
}

/** Spawns with the faces given, puts the crew first and opens turn 1's crew step. */
function inTurn(faces: readonly number[], over: Partial<FightInput> = {}): Fight {
  let fight = openFight(input(over));
  for (const face of faces) fight = applySpawnDie(fight, face);
  expect(spawnNeed(fight)).toBeNull();
  fight = { ...fight, phase: 'turn', initiative: { ...fight.initiative, first: 'crew' } };
  return openCrewPhase(beginTurn(fight));
}

function act(fight: Fight, crewId: string): Fight {
  return decide(fight, { type: 'crew.activate', crewId });
}

describe('spawning and profiles (kraken.spawn-enemies)', () => {
  const beasts = [
    makeEnemy({ id: 'b1', species: 'Beasts', level: 1 }),
    makeEnemy({ id: 'b3a', species: 'Beasts', level: 3 }),
    makeEnemy({ id: 'b3b', species: 'Beasts', level: 3 }),
    makeEnemy({ id: 'g2', species: 'Greys', level: 2 }),
  ];

  it('unfolds a profile of the species and level, one not yet in the fight first', () => {
    expect(pickProfile(beasts, 'Beasts', 3, []).id).toBe('b3a');
    expect(pickProfile(beasts, 'Beasts', 3, ['b3a']).id).toBe('b3b');
    expect(pickProfile(beasts, 'Beasts', 3, ['b3a', 'b3b']).id).toBe('b3a');
  });

  it('falls back to the nearest level of the species, then the level of any species', () => {
    expect(pickProfile(beasts, 'Beasts', 2, []).id).toBe('b1');
    expect(pickProfile(beasts, 'Krakens', 2, []).id).toBe('g2');
    expect(pickProfile(beasts, 'Krakens', 5, []).id).toBe('b3a');
    expect(() => pickProfile([], 'Beasts', 1, [])).toThrow(/no enemy profile/);
  });

  it('reveals the first primary at once when its level is known, stamped with the start', () => {
    const fight = openFight(input());
    expect(fight.enemies.map((e) => [e.uid, e.profile.name, e.level])).toEqual([['e1', 'Troll', 2]]);
    expect(fight.log.every((line) => line.cause === 'start')).toBe(true);
  });
});

describe('initiative odds (kraken.initiative)', () => {
  it('the enemy die carries the chance the crew still acts first, given the crew die', () => {
    let fight = openFight(input());
    fight = applySpawnDie(applySpawnDie(fight, 1), 1);
    fight = applyCrewInitiativeDie(fight, 2);
    // Crew 3 + 2 = 5 against enemy 3 + d6: the crew keeps it on 1 or 2.
    expect(enemyInitiativeNeed(fight)?.need.odds).toBeCloseTo(2 / 6, 12);
  });
});

describe('items and exchanges (kraken.use-item, kraken.exchange)', () => {
  it('a medkit heals another crew member; in Hell it heals half', () => {
    let fight = inTurn([1, 1]);
    fight = { ...fight, crew: fight.crew.map((m) => (m.id === 'bo' ? { ...m, hp: 2 } : m)) };
    fight = act(fight, 'ada');
    expect(decisionRefusal(fight, { type: 'item.use', slot: 'R', targetId: 'ada' })).toMatch(/full health/);
    fight = decide(fight, { type: 'item.use', slot: 'R', targetId: 'bo' });
    expect(fight.crew[1]?.hp).toBe(6);
    expect(fight.crew[0]?.inventory.R).toMatchObject({ usesLeft: 1 });
    let hell = inTurn([1, 1], { encounter: { ...input().encounter, atmosphere: 'hell' } });
    hell = { ...hell, crew: hell.crew.map((m) => (m.id === 'bo' ? { ...m, hp: 2 } : m)) };
    hell = decide(act(hell, 'ada'), { type: 'item.use', slot: 'R', targetId: 'bo' });
    expect(hell.crew[1]?.hp).toBe(4);
  });

  it('healing an unconscious crew member wakes them, but they act only from the next turn', () => {
    let fight = inTurn([1, 1]);
    fight = {
      ...fight,
      crew: fight.crew.map((m) => (m.id === 'bo' ? { ...m, hp: 0, condition: 'unconscious' } : m)),
    };
    fight = decide(act(fight, 'ada'), { type: 'item.use', slot: 'R', targetId: 'bo' });
    expect(fight.crew[1]).toMatchObject({ hp: 4, condition: 'conscious' });
    expect(fight.status['bo']?.activationsLeft).toBe(0);
  });

  it('a grenade is an explosive attack on every enemy, used up, never jamming', () => {
    let fight = inTurn([1, 1]);
    fight = decide(act(fight, 'ada'), { type: 'item.use', slot: '1', targetId: null });
    expect(fight.crew[0]?.inventory['1']).toBeNull();
    expect(hitNeed(fight)?.need.purpose).toMatch(/Grenade: hit roll for target 1/);
    fight = finishAttack(applyHitDie(fight, 6));
    // 2 + critical 1 = 3 Fire on the Troll.
    expect(fight.enemies[0]?.hp).toBe(7);
  });

  it('an exchange moves gear between the acting crew member and one other; nobody ends overloaded past 2', () => {
    let fight = act(inTurn([1, 1]), 'ada');
    const swap = { a: { crewId: 'ada', slot: 'R' as const }, b: { crewId: 'bo', slot: '1' as const } };
    expect(decisionRefusal(fight, { type: 'exchange', withCrewId: 'bo', swaps: [swap] })).toBeNull();
    expect(decisionRefusal(fight, { type: 'exchange', withCrewId: null, swaps: [swap] })).toMatch(
      /Only the acting/,
    );
    fight = decide(fight, { type: 'exchange', withCrewId: 'bo', swaps: [swap] });
    expect(fight.crew[0]?.inventory.R).toBeNull();
    expect(fight.crew[1]?.inventory['1']).toMatchObject({ kind: 'item', item: { id: 'medkit' } });
  });
});

describe('PSI support and enemy turns (kraken.psi-support, kraken.enemy-actions)', () => {
  it('PSI Taunt makes every enemy go for the taunting hero on the next enemy turn', () => {
    let fight = decide(act(inTurn([1, 1]), 'bo'), { type: 'cover' });
    fight = decide(fight, { type: 'psi.use', power: 'psi-taunt', crewId: 'bo' });
    fight = applyPsiDie(fight, 6);
    expect(fight.taunt).toBe('bo');
    fight = beginEnemyActivation(openEnemyPhase({ ...fight, activation: null }));
    fight = applyEnemyActionDie(fight, 2);
    expect(enemyNeedsTarget(fight)).toBe(false);
    expect(fight.enemyTurn?.targets).toEqual(['bo']);
  });

  it('an explosive enemy attack rolls once per conscious crew member', () => {
    let fight = beginEnemyActivation(openEnemyPhase(inTurn([1, 1])));
    fight = applyEnemyActionDie(fight, 6);
    expect(fight.enemyTurn?.targets).toEqual(['ada', 'bo']);
    fight = applyEnemyHitDie(fight, 6);
    expect(enemyHitNeed(fight)?.need.purpose).toMatch(/at Bo/);
    fight = finishEnemyAction(applyEnemyHitDie(fight, 1));
    // 1 + critical 1 = 2 on Ada; the 1 misses Bo.
    expect(fight.crew.map((m) => m.hp)).toEqual([6, 8]);
  });

  it('a special action heals by its effect; Regen heals after acting, never above the sheet', () => {
    let fight = inTurn([1, 1]);
    fight = { ...fight, enemies: fight.enemies.map((e) => ({ ...e, hp: 4 })) };
    fight = beginEnemyActivation(openEnemyPhase(fight));
    fight = finishEnemyAction(applyEnemyActionDie(fight, 1));
    expect(fight.enemies[0]?.hp).toBe(7);
    fight = endEnemyTurn(fight);
    expect(fight.enemies[0]?.hp).toBe(9);
  });
});

describe('special actions as data (enemy effects)', () => {
  const trickster: EnemyProfile = makeEnemy({
    id: 'trickster',
    name: 'Trickster',
    hp: 10,
    escape: null,
    actionTable: [
      { action: 'Throws sand.', kind: 'special', effect: { kind: 'hinder', amount: 1, all: false } },
      { action: 'Hardens its shell.', kind: 'special', effect: { kind: 'harden', amount: 2 } },
      { action: 'Waits.', kind: 'idle' },
      { action: 'Waits.', kind: 'idle' },
      { action: 'Waits.', kind: 'idle' },
      { action: 'Waits.', kind: 'idle' },
    ],
  });

  it('a hindrance makes the next activation’s hit dice need more; a hardened shell adds armour', () => {
    let fight = inTurn([1, 1], { enemyProfiles: [trickster] });
    fight = withStatus(fight, 'bo', { lastAction: 'ranged' });
    fight = beginEnemyActivation(openEnemyPhase(fight));
    fight = endEnemyTurn(finishEnemyAction(applyEnemyActionDie(fight, 1)));
    expect(fight.status['bo']?.hindered).toBe(1);
    fight = { ...fight, enemiesActed: [] };
    fight = endEnemyTurn(finishEnemyAction(applyEnemyActionDie(beginEnemyActivation(fight), 2)));
    expect(fight.hardened['e1']).toBe(2);
    fight = decide(act(openCrewPhase(fight), 'bo'), {
      type: 'attack',
      weapon: 'L',
      targets: ['e1'],
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: false,
    });
    expect(hitNeed(fight)?.need.check).toMatchObject({ target: 5 });
    // 3 + 1 boost + 1 critical = 5, less 2 armour.
    fight = finishAttack(applyHitDie(fight, 6));
    expect(fight.enemies[0]?.hp).toBe(7);
  });
});

describe('the end and the spoils (kraken.treasure-drops, kraken.prototype-drop, kraken.xp)', () => {
  function won(): Fight {
    const fight = inTurn([1, 1]);
    return closeFight({
      ...fight,
      enemies: fight.enemies.map((e) => ({ ...e, hp: -5, status: 'killed' as const })),
    });
  }

  it('a prototype rolls the d20 again until an item or weapon comes up', () => {
    let fight = decide(won(), { type: 'spoils.take', choice: 'credits' });
    expect(fight.spoils.credits).toBe(2);
    fight = applyTreasureDie(fight, 20);
    expect(spoilsStage(fight)).toBe('d20');
    fight = applyTreasureDie(fight, 3);
    expect(spoilsStage(fight)).toBe('d20');
    fight = applyTreasureDie(fight, 12);
    fight = applyRowDie(fight, 4);
    expect(fightOutput(fight).items).toEqual([
      { kind: 'weapon', grade: 2, row: 4, id: null, prototype: true },
    ]);
    expect(spoilsStage(fight)).toBeNull();
  });

  it('extra cash pays half the grade value, all of it on a 6', () => {
    let fight = decide(won(), { type: 'spoils.take', choice: 'stimpack' });
    fight = applyCashDie(applyTreasureDie(fight, 2), 6);
    expect(fightOutput(fight)).toMatchObject({ outcome: 'victory', credits: 8, xp: 3 });
  });
});

describe('high-level and two-action enemies (kraken.high-level-enemies, kraken.enemy-actions)', () => {
  it('a level 8 enemy fights with a level 6 sheet, +2 damage and hits 1 easier', () => {
    const sixer = makeEnemy({ id: 'sixer', name: 'Sixer', level: 6, hp: 12 });
    let fight = inTurn([1, 1], {
      enemyProfiles: [sixer],
      encounter: { ...input().encounter, difficulty: 6, elementValue: 2 },
    });
    expect(fight.enemies[0]).toMatchObject({ level: 8, profile: { id: 'sixer' } });
    fight = withStatus(fight, 'bo', { lastAction: 'melee' });
    fight = applyEnemyActionDie(beginEnemyActivation(openEnemyPhase(fight)), 2);
    expect(enemyHitNeed(fight)?.need.check).toMatchObject({ target: 3 });
    fight = finishEnemyAction(applyEnemyHitDie(fight, 4));
    // Claw 2 + 2.
    expect(fight.crew[1]?.hp).toBe(4);
  });

  it('an enemy with two actions rolls on its table twice', () => {
    const twice = makeEnemy({
      id: 'twice',
      traits: [{ name: 'Frenzy', effect: 'Acts twice.', rule: 'two-actions' }],
    });
    const fight = beginEnemyActivation(openEnemyPhase(inTurn([1, 1], { enemyProfiles: [twice] })));
    expect(fight.enemyTurn?.actionsLeft).toBe(2);
  });
});
