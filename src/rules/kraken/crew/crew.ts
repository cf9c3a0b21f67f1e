import type { CrewAttributes } from '../../../content/schemas/crew';
import type { Item } from '../../../content/schemas/item';
import type { Modifier } from '../../../content/schemas/modifier';
import type { Weapon } from '../../../content/schemas/weapon';
import type { DamageTarget, HitResult } from '../groundCombat/damage';
import type { Inventory, SlotId } from './inventory';
import {
  BACKPACK_SLOTS,
  EMPTY_INVENTORY,
  HAND_SLOTS,
  activeArmourItems,
  activeShieldItem,
  bestShieldCharge,
  carryItem,
  putInSlot,
} from './inventory';
import { modifierTotal } from './modifiers';
import { carryWeapon } from './weaponState';

/**
 * A crew member's state during a campaign: attributes, health, level, traits, PSI and inventory.
 * Space Kraken §3.3–3.5 and §4 (kraken.attributes, kraken.strength, kraken.unconscious-killed).
 */

export type AttributeName = keyof CrewAttributes;
export const ATTRIBUTE_NAMES: readonly AttributeName[] = [
  'agility',
  'strength',
  'tech',
  'charisma',
  'ranged',
  'melee',
];

/** Attributes run from 1 to 8 unless a rule says otherwise (§3.4). */
export const ATTRIBUTE_MIN = 1;
export const ATTRIBUTE_MAX = 8;
/** A new crew member's attributes add up to exactly 16 (§3.3). */
export const CREATION_ATTRIBUTE_TOTAL = 16;
export const MAX_TRAITS = 4;
export const MAX_CREW = 4;
export const HP_LIMIT = 14;
/** A hero's armour never exceeds 8 (kraken.armor). */
export const MAX_HERO_ARMOUR = 8;
export const PSI_MAX = 8;

export type Condition = 'conscious' | 'unconscious' | 'killed';

/**
 * What a trait does to the rules, where the rules here need to know. The content schema's traits are
 * free text, so the pack (or the crew builder) tags the few traits these rules read.
 */
export type CrewTraitRule = 'psi' | 'aggressive' | 'independent-targeting' | 'chain-attack';

export interface CrewTrait {
  readonly id: string;
  readonly name: string;
  /** Point value: new crew members' traits add up to 0 (§3.5). */
  readonly value: number;
  readonly rule?: CrewTraitRule | undefined;
  /** Numeric modifiers the trait gives its bearer (the pack's trait `modifiers`; read by `modifierTotal`). */
  readonly modifiers?: readonly Modifier[] | undefined;
}

/** The PSI trait used as an attribute (kraken.psi-check); exhausted until the crew member meditates. */
export interface PsiState {
  readonly level: number;
  readonly exhausted: boolean;
}

export interface CrewMember {
  readonly id: string;
  readonly name: string;
  readonly attributes: CrewAttributes;
  readonly level: number;
  /** 0..maxHp. Negative HP is not tracked: unconscious and killed crew sit at 0 (kraken.unconscious-killed). */
  readonly hp: number;
  readonly condition: Condition;
  readonly traits: readonly CrewTrait[];
  readonly psi: PsiState | null;
  readonly inventory: Inventory;
  /** Energy of the active shield now; shields start every combat full (kraken.personal-shields). */
  readonly shieldEnergy: number;
  /** Armour lost to an enemy's Weaken, until the end of the ground combat (kraken.weaken). */
  readonly weakened: number;
  /** Id of a captured alien this crew member carries; they cannot attack meanwhile (kraken.capture-alien). */
  readonly captive: string | null;
}

/** Maximum HP: twice Strength, at most 14 (kraken.strength). */
export function maxHp(strength: number): number {
  return Math.min(HP_LIMIT, 2 * strength);
}

export function crewMaxHp(crew: CrewMember): number {
  return maxHp(crew.attributes.strength);
}

/** HP lost so far (Meditate adds this to its target: kraken.meditate). */
export function missingHp(crew: CrewMember): number {
  return Math.max(0, crewMaxHp(crew) - crew.hp);
}

/**
 * The condition a crew member's HP total puts them in (§4): above 0 conscious, 0 to −3 unconscious,
 * −4 or lower killed.
 */
export function conditionOf(hp: number): Condition {
  if (hp > 0) return 'conscious';
  if (hp >= -3) return 'unconscious';
  return 'killed';
}

export function isActive(crew: CrewMember): boolean {
  return crew.condition === 'conscious';
}

export function hasTraitRule(crew: CrewMember, rule: CrewTraitRule): boolean {
  return crew.traits.some((trait) => trait.rule === rule);
}

export interface HpChange {
  readonly crew: CrewMember;
  readonly from: number;
  readonly to: number;
  /** Healed from unconscious: active again, but acts from the next ground combat turn (§4). */
  readonly revived: boolean;
  readonly knockedOut: boolean;
  readonly killed: boolean;
}

/**
 * Damage (negative delta) or healing (positive). HP never rises above the maximum; an unconscious crew
 * member takes no further damage; the killed stay killed; a conscious one's raw total decides the new
 * condition, then negative HP is recorded as 0 (kraken.unconscious-killed).
 */
export function applyHpChange(crew: CrewMember, delta: number): HpChange {
  const max = crewMaxHp(crew);
  const same = { crew, from: crew.hp, to: crew.hp, revived: false, knockedOut: false, killed: false };
  if (crew.condition === 'killed' || delta === 0) return same;
  if (crew.condition === 'unconscious') {
    if (delta < 0) return same;
    const hp = Math.min(max, delta);
    return { ...same, crew: { ...crew, hp, condition: 'conscious' }, to: hp, revived: true };
  }
  const raw = Math.min(max, crew.hp + delta);
  const condition = conditionOf(raw);
  const hp = Math.max(0, raw);
  return {
    crew: { ...crew, hp, condition },
    from: crew.hp,
    to: hp,
    revived: false,
    knockedOut: condition === 'unconscious',
    killed: condition === 'killed',
  };
}

/**
 * Sets an attribute. A rise of Strength raises maximum HP and current HP by the same amount (§3.4 Note);
 * a fall lowers the maximum and current HP is clamped to it.
 */
export function setAttribute(crew: CrewMember, name: AttributeName, value: number): CrewMember {
  const attributes = { ...crew.attributes, [name]: value };
  if (name !== 'strength') return { ...crew, attributes };
  const before = maxHp(crew.attributes.strength);
  const after = maxHp(value);
  const gain = Math.max(0, after - before);
  const hp = crew.condition === 'conscious' ? Math.min(after, crew.hp + gain) : crew.hp;
  return { ...crew, attributes, hp };
}

/** Every Strength point above 8 grants 0.5 armour (kraken.strength). */
export function strengthArmour(strength: number): number {
  return Math.max(0, strength - ATTRIBUTE_MAX) * 0.5;
}

/**
 * Armour worn: active jacket, helmet and physical shield (in a hand) plus the Strength bonus, plus the
 * `armor` modifiers of traits and items (modifiers.ts), at most 8 and never below 0.
 * Reading (kraken.armor): the cap of 8 is on what the hero wears; Cover's +1/+3 is added on top when a hit
 * comes.
 */
export function crewArmour(crew: CrewMember): number {
  const items = activeArmourItems(crew.inventory).reduce((sum, item) => sum + (item.item.armor ?? 0), 0);
  const worn = items + strengthArmour(crew.attributes.strength) + modifierTotal(crew, 'armor');
  return Math.max(0, Math.min(MAX_HERO_ARMOUR, worn));
}

/** The active shield's class, power and recharge, if the crew member has one. */
export function crewShield(crew: CrewMember): { class: 'A' | 'B'; power: number; recharge: number } | null {
  const item = activeShieldItem(crew.inventory);
  if (item?.item.shield === undefined) return null;
  return { class: item.item.kind === 'shield-a' ? 'A' : 'B', ...item.item.shield };
}

/** Shields start every combat fully charged. */
export function chargeShieldFull(crew: CrewMember): CrewMember {
  return { ...crew, shieldEnergy: crewShield(crew)?.power ?? 0 };
}

/**
 * Step 4 of the combat loop: the shield regains its recharge plus one shield charger's amount, never above
 * its power (kraken.combat-loop, kraken.shield-charger).
 */
export function rechargeCrewShield(crew: CrewMember): CrewMember {
  const shield = crewShield(crew);
  if (shield === null) return crew;
  const energy = Math.min(
    shield.power,
    crew.shieldEnergy + shield.recharge + bestShieldCharge(crew.inventory),
  );
  return energy === crew.shieldEnergy ? crew : { ...crew, shieldEnergy: energy };
}

/** The crew member as the damage pipeline sees them. */
export function crewAsTarget(crew: CrewMember, cover: boolean): DamageTarget {
  const shield = crewShield(crew);
  return {
    hp: crew.hp,
    shield: shield === null ? null : { class: shield.class, energy: crew.shieldEnergy },
    armour: crewArmour(crew),
    weakened: crew.weakened,
    cover,
    // Crew members have no weaknesses or resistances of their own in the book.
    weaknesses: [],
    resistances: [],
    immune: crew.condition !== 'conscious',
  };
}

/** Writes a resolved hit (or several) back onto the crew member: shield energy, Weaken, then HP. */
export function applyHitToCrew(crew: CrewMember, result: Pick<HitResult, 'target'>): HpChange {
  const energy = result.target.shield?.energy ?? crew.shieldEnergy;
  const withShield: CrewMember = { ...crew, shieldEnergy: energy, weakened: result.target.weakened };
  return applyHpChange(withShield, result.target.hp - crew.hp);
}

/**
 * A new crew member from a template, at full HP with full shields. The loadout goes into the hands first
 * (weapons before items), then the backpack; extra pieces beyond six slots are refused.
 */
export function crewFromTemplate(
  template: {
    readonly id: string;
    readonly name: string;
    readonly level: number;
    readonly attributes: CrewAttributes;
    readonly psi?: number | undefined;
  },
  traits: readonly CrewTrait[],
  loadout: readonly (Weapon | Item)[],
): CrewMember {
  const weapons = loadout.filter((e): e is Weapon => 'hit' in e);
  const items = loadout.filter((e): e is Item => !('hit' in e));
  const order: SlotId[] = [...HAND_SLOTS, ...BACKPACK_SLOTS];
  if (loadout.length > order.length) {
    throw new Error(`${template.name} carries ${loadout.length} pieces; there are only 6 slots.`);
  }
  let inventory = EMPTY_INVENTORY;
  [...weapons.map((weapon) => carryWeapon(weapon)), ...items.map((item) => carryItem(item))].forEach(
    (content, index) => {
      const slot = order[index];
      if (slot !== undefined) inventory = putInSlot(inventory, slot, content);
    },
  );
  const hasPsi = traits.some((t) => t.rule === 'psi') || template.psi !== undefined;
  const crew: CrewMember = {
    id: template.id,
    name: template.name,
    attributes: template.attributes,
    level: template.level,
    hp: maxHp(template.attributes.strength),
    condition: 'conscious',
    traits,
    psi: hasPsi ? { level: template.psi ?? 1, exhausted: false } : null,
    inventory,
    shieldEnergy: 0,
    weakened: 0,
    captive: null,
  };
  return chargeShieldFull(crew);
}
