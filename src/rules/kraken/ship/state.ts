import type { Hull, ShipSystem, ShipWeaponEffect, StandardAbility } from '../../../content/schemas/ship';

/**
 * Space Kraken §11: a ship as the campaign keeps it, the hull bought plus the systems fitted into its boxes.
 * Ammo is not kept here: it is full at the start of every space combat (§9.4) and refilled after it (§10).
 */

/** A printed box of the hull profile (`hull.slots[index]`), or one of its blank weapon boxes. */
export type ShipBox =
  { readonly kind: 'printed'; readonly index: number } | { readonly kind: 'blank'; readonly index: number };

export interface FittedSystem {
  /** Unique within the ship ("s1", "s2", …): two lasers are two fitted systems. */
  readonly id: string;
  readonly systemId: string;
  readonly box: ShipBox;
  /** §10 phase 4: a damaged system is switched off until repaired; damaged again, it is destroyed. */
  readonly damaged: boolean;
  /**
   * §10 phase 4: set when the system was damaged during the current space combat turn, so a second hit in that
   * same turn leaves it damaged instead of destroying it; cleared at the end of the turn (`endShipTurn`).
   */
  readonly damagedThisTurn?: true;
  /**
   * §11 Ammo magazines: a blank weapon box may hold one magazine for a weapon type printed on the sheet
   * (`systemId` is then that weapon's id, and this flag is set).
   */
  readonly magazine?: true;
}

export interface Ship {
  readonly name: string;
  readonly hullId: string;
  readonly fitted: readonly FittedSystem[];
}

/** What the rules read about ships from a pack. */
export interface ShipCatalogue {
  readonly systems: ReadonlyMap<string, ShipSystem>;
  readonly hulls: ReadonlyMap<string, Hull>;
}

/** A pack's ship content as the ship rules read it. */
export function shipCatalogue(pack: {
  readonly shipSystems: ReadonlyMap<string, ShipSystem>;
  readonly hulls: ReadonlyMap<string, Hull>;
}): ShipCatalogue {
  return { systems: pack.shipSystems, hulls: pack.hulls };
}

export interface ShipTotals {
  /** Hull SP plus the hull's expansion SP for each working Hull expansion (§11: they combine). */
  readonly maxSp: number;
  /** Every working shield system's capacity and recharge added up (§11 SHIELDS). */
  readonly shieldCapacity: number;
  readonly shieldRecharge: number;
  /** Armor and Heavy Armor stack (§11). */
  readonly armour: number;
  /** The standard systems that work (fitted and not damaged). */
  readonly abilities: ReadonlySet<StandardAbility>;
  /** Working weapons (not magazines), in fitted order. */
  readonly weapons: readonly { readonly fitted: FittedSystem; readonly weapon: ShipWeaponEffect }[];
}

/** The system a fitted entry names; throws on an unknown id (a pack check refuses those before play). */
export function systemOf(catalogue: ShipCatalogue, fitted: FittedSystem): ShipSystem {
  const system = catalogue.systems.get(fitted.systemId);
  if (system === undefined) throw new Error(`unknown ship system "${fitted.systemId}"`);
  return system;
}

export function hullOf(catalogue: ShipCatalogue, ship: Ship): Hull {
  const hull = catalogue.hulls.get(ship.hullId);
  if (hull === undefined) throw new Error(`unknown hull "${ship.hullId}"`);
  return hull;
}

/**
 * The ship's numbers from its working systems.
 * Reading (kraken.ship-systems): a damaged system "is deactivated" (§10 phase 4), so a damaged shield, armour
 * or hull expansion adds nothing until it is repaired, the same as a damaged standard system or weapon.
 */
export function shipTotals(catalogue: ShipCatalogue, ship: Ship): ShipTotals {
  const hull = hullOf(catalogue, ship);
  let maxSp = hull.sp;
  let shieldCapacity = 0;
  let shieldRecharge = 0;
  let armour = 0;
  const abilities = new Set<StandardAbility>();
  const weapons: { fitted: FittedSystem; weapon: ShipWeaponEffect }[] = [];
  for (const fitted of ship.fitted) {
    if (fitted.damaged || fitted.magazine === true) continue;
    const { effect } = systemOf(catalogue, fitted);
    switch (effect.kind) {
      case 'standard':
        abilities.add(effect.ability);
        break;
      case 'armour':
        armour += effect.reduction;
        break;
      case 'hull-expansion':
        maxSp += hull.expansionSp;
        break;
      case 'shield':
        shieldCapacity += effect.capacity;
        shieldRecharge += effect.recharge;
        break;
      case 'weapon':
        weapons.push({ fitted, weapon: effect });
        break;
    }
  }
  return { maxSp, shieldCapacity, shieldRecharge, armour, abilities, weapons };
}
