import type { EnemyProfile } from '../../../content/schemas/enemy';
import type { CrewMember } from '../crew/crew';
import type { EnemyState } from '../groundCombat/enemyTurn';
import type { FightState } from './simulateTypes';
import { chargeShieldFull, maxHp } from '../crew/crew';
import { enemyFromProfile } from '../groundCombat/enemyTurn';
import { makeCrew, makeEnemy, makeItem, makeWeapon } from '../testkit/fixtures';
import { EMPTY_INVENTORY, carryItem, putInSlot } from '../crew/inventory';
import { fightStateFrom } from './simulateTypes';
import { carryWeapon } from '../crew/weaponState';

/**
 * Sample fights for the simulator's tests, the fight-odds bench and its browser page (original sample
 * values built with `fixtures.ts`, not the book's lists). Pure data.
 */

/** A rifleman with armour and a spare magazine, a brawler with a 2x2 blade, a gunner with a B shield. */
export function sampleCrew(): CrewMember[] {
  const rifle = makeWeapon({ id: 'rifle', name: 'Rifle', hit: 4, damage: 3, ammo: 5 });
  const blade = makeWeapon({
    id: 'blade',
    name: 'Twin blade',
    kind: 'melee',
    hit: 4,
    damage: 2,
    attacks: 2,
    ammo: null,
    damageTypes: ['ML'],
  });
  const pistol = makeWeapon({ id: 'pistol', name: 'Pistol', hit: 3, damage: 2, ammo: 6 });
  const jacket = makeItem({ id: 'jacket', name: 'Jacket', kind: 'armor-jacket', armor: 1 });
  const shield = makeItem({
    id: 'shield-b',
    name: 'Energy shield',
    kind: 'shield-b',
    shield: { power: 2, recharge: 1 },
  });
  const ada = makeCrew({
    id: 'ada',
    name: 'Ada',
    attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 4, melee: 1 },
    inventory: putInSlot(putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(rifle, true)), '1', carryItem(jacket)),
  });
  const bo = makeCrew({
    id: 'bo',
    name: 'Bo',
    attributes: { agility: 4, strength: 5, tech: 2, charisma: 1, ranged: 1, melee: 4 },
    hp: maxHp(5),
    inventory: putInSlot(putInSlot(EMPTY_INVENTORY, 'R', carryWeapon(blade)), '1', carryItem(jacket)),
  });
  const cy = chargeShieldFull(
    makeCrew({
      id: 'cy',
      name: 'Cy',
      attributes: { agility: 4, strength: 3, tech: 4, charisma: 2, ranged: 3, melee: 1 },
      hp: maxHp(3),
      inventory: putInSlot(putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(pistol)), '1', carryItem(shield)),
    }),
  );
  return [ada, bo, cy];
}

/** A level 3 primary (claws and spit, armour 1, flees at 3 HP) and its level 2 minions. */
export function samplePrimary(): EnemyProfile {
  return makeEnemy({
    id: 'stalker',
    name: 'Stalker',
    level: 3,
    hp: 12,
    agility: 4,
    armor: 1,
    weapons: [
      { name: 'Claws', kind: 'melee', hit: 3, damage: 4, attacks: 1, keywords: [], damageTypes: ['ML'] },
      { name: 'Spit', kind: 'ranged', hit: 4, damage: 2, attacks: 2, keywords: [], damageTypes: ['RG'] },
    ],
    actionTable: [
      { action: 'Hisses.', kind: 'idle' },
      { action: 'Spits.', kind: 'attack', weapon: 'Spit' },
      { action: 'Claws.', kind: 'attack', weapon: 'Claws' },
      { action: 'Claws.', kind: 'attack', weapon: 'Claws' },
      { action: 'Spits.', kind: 'attack', weapon: 'Spit' },
      { action: 'Claws.', kind: 'attack', weapon: 'Claws' },
    ],
    escape: 3,
  });
}

export function sampleMinion(): EnemyProfile {
  const claw = {
    name: 'Claw',
    kind: 'melee' as const,
    hit: 4,
    damage: 3,
    attacks: 1,
    keywords: [],
    damageTypes: ['ML' as const],
  };
  return makeEnemy({
    id: 'crawler',
    name: 'Crawler',
    level: 2,
    hp: 7,
    agility: 3,
    armor: 1,
    weapons: [claw],
    escape: 2,
  });
}

export function sampleEnemies(): EnemyState[] {
  return [
    enemyFromProfile('primary', samplePrimary(), { role: 'primary', level: 3, boss: false }),
    enemyFromProfile('minion-1', sampleMinion(), { role: 'minion', level: 2, boss: false }),
    enemyFromProfile('minion-2', sampleMinion(), { role: 'minion', level: 2, boss: false }),
  ];
}

/** The bench's representative fight: three crew against a primary and two minions, initiative to roll. */
export function sampleFight(): FightState {
  return fightStateFrom({ crew: sampleCrew(), enemies: sampleEnemies(), atmosphere: 'non-breathable' });
}
