import type { CrewMember } from '../crew/crew';
import { hasTraitRule, isActive } from '../crew/crew';
import { weaponsInHands } from '../crew/inventory';
import { isFunctional } from '../crew/weaponState';

/**
 * The combat actions a crew member picks from (Space Kraken §14, Combat actions; kraken.combat-actions)
 * and the limits the Aggressive trait puts on them (kraken.aggressive).
 */
export const COMBAT_ACTIONS = [
  'attack',
  'berserk',
  'cover',
  'flank',
  'reload',
  'unjam',
  'recharge',
  'use-item',
  'exchange',
  'escape',
  'meditate',
] as const;
export type CombatAction = (typeof COMBAT_ACTIONS)[number];

/** Actions that are attacks: an Aggressive crew member with a working weapon may only take these. */
const ATTACKING: readonly CombatAction[] = ['attack', 'berserk', 'flank'];

/** A weapon in hand that could fire now and that the crew member is strong enough to use. */
export function hasFunctionalWeapon(crew: CrewMember): boolean {
  return weaponsInHands(crew.inventory).some(
    ({ weapon }) => isFunctional(weapon) && weapon.weapon.strength <= crew.attributes.strength,
  );
}

/**
 * Whether the Aggressive trait binds the crew member to attack: a working weapon in hand and nothing that
 * forbids attacking. Reading: one carrying a captured alien may not attack (kraken.capture-alien), so the
 * trait cannot hold them to it — they may take cover or another action, and the fight never stalls.
 */
function mustAttack(crew: CrewMember): boolean {
  return crew.captive === null && hasFunctionalWeapon(crew);
}

/**
 * Null when the Aggressive trait allows the action, else why not. They must attack while they hold a
 * working weapon (not empty, not jammed), and they never join an escape.
 */
export function aggressiveRefusal(crew: CrewMember, action: CombatAction): string | null {
  if (!hasTraitRule(crew, 'aggressive')) return null;
  if (action === 'escape') return `${crew.name} is Aggressive and never joins an escape.`;
  if (mustAttack(crew) && !ATTACKING.includes(action)) {
    return `${crew.name} is Aggressive and must attack while holding a working weapon.`;
  }
  return null;
}

/**
 * Null when the crew member may be put in Cover at initiative (kraken.initiative): they must be conscious,
 * and an Aggressive one only without a working weapon in hand.
 */
export function coverAtStartRefusal(crew: CrewMember): string | null {
  if (!isActive(crew)) return `${crew.name} is not conscious.`;
  if (hasTraitRule(crew, 'aggressive') && mustAttack(crew)) {
    return `${crew.name} is Aggressive and holds a working weapon, so cannot take cover.`;
  }
  return null;
}

/** Cover: +1 armour (+3 against explosives) and enemy hits 1 harder until the next activation. */
export const COVER_ARMOUR = 1;
export const COVER_ARMOUR_EXPLOSIVE = 3;
export const COVER_HIT_PENALTY = 1;
