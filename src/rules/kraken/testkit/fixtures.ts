import type { EnemyProfile } from '../../../content/schemas/enemy';
import type { Item } from '../../../content/schemas/item';
import type { Weapon } from '../../../content/schemas/weapon';
import type { CrewMember } from '../crew/crew';
import type { Inventory } from '../crew/inventory';
import { maxHp } from '../crew/crew';
import { EMPTY_INVENTORY } from '../crew/inventory';

/**
 * Small builders of content and state for the tests of this folder (original sample values, not the book's
 * lists). Pure data; nothing here is used by the rules themselves.
 */

export function makeWeapon(over: Partial<Weapon> = {}): Weapon {
  return {
    id: 'test-rifle',
    name: 'Test Rifle',
    grade: 1,
    strength: 0,
    kind: 'ranged',
    hit: 4,
    damage: 3,
    attacks: 1,
    keywords: [],
    damageTypes: ['RG'],
    ammo: 5,
    price: 5,
    ...over,
  };
}

export function makeItem(over: Partial<Item> = {}): Item {
  return {
    id: 'test-item',
    name: 'Test Item',
    grade: 1,
    kind: 'other',
    price: 1,
    effect: 'Test item.',
    ...over,
  };
}

export function makeCrew(over: Partial<CrewMember> & { inventory?: Inventory } = {}): CrewMember {
  const attributes = over.attributes ?? {
    agility: 3,
    strength: 4,
    tech: 3,
    charisma: 2,
    ranged: 2,
    melee: 2,
  };
  return {
    id: 'crew-a',
    name: 'Ada',
    attributes,
    level: 1,
    hp: maxHp(attributes.strength),
    condition: 'conscious',
    traits: [],
    psi: null,
    inventory: EMPTY_INVENTORY,
    shieldEnergy: 0,
    weakened: 0,
    captive: null,
    ...over,
  };
}

export function makeEnemy(over: Partial<EnemyProfile> = {}): EnemyProfile {
  const attack = {
    name: 'Claw',
    kind: 'melee' as const,
    hit: 4,
    damage: 2,
    attacks: 1,
    keywords: [],
    damageTypes: ['ML' as const],
  };
  return {
    id: 'test-enemy',
    name: 'Test Enemy',
    species: 'Beasts',
    level: 2,
    hp: 6,
    agility: 3,
    armor: 0,
    weapons: [attack],
    actionTable: [
      { action: 'Waits.', kind: 'idle' },
      { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
      { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
      { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
      { action: 'Roars.', kind: 'special' },
      { action: 'Claws.', kind: 'attack', weapon: 'Claw' },
    ],
    traits: [],
    escape: 2,
    xp: 3,
    treasure: 2,
    weaknesses: [],
    resistances: [],
    ...over,
  };
}
