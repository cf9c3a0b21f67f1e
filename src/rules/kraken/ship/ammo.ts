import { systemOf, type FittedSystem, type Ship, type ShipCatalogue } from './state';

/**
 * Space Kraken §10 / §11 ship ammo (kraken.ship-ammo, kraken.ship-weapons). A weapon with an Ammo value spends
 * one per shot (three with OC: two extra); one without never runs out. Everything is full at the start of each
 * space combat and refilled free after it.
 * Reading (kraken.ship-ammo): the sheet notes ammo on each weapon system, so a weapon's own load is its own;
 * a magazine holds one full load of its weapon type (that weapon's Ammo value) and is shared by every weapon
 * of that type. A shot takes from the weapon's own load first, then from the type's magazines. A damaged
 * weapon cannot fire, but the magazines stay usable by the other weapons of its type; magazines themselves
 * are not weapons and are never hit by the system-damage roll.
 */

/** Ammo left: per fitted weapon with limited ammo (by fitted id), and per weapon type in its magazines. */
export interface ShipAmmo {
  readonly weapons: Readonly<Record<string, number>>;
  readonly magazines: Readonly<Record<string, number>>;
}

/** §9.4 / §10: every weapon and magazine full. */
export function fullAmmo(catalogue: ShipCatalogue, ship: Ship): ShipAmmo {
  const weapons: Record<string, number> = {};
  const magazines: Record<string, number> = {};
  for (const fitted of ship.fitted) {
    const { effect } = systemOf(catalogue, fitted);
    if (effect.kind !== 'weapon' || effect.ammo === null) continue;
    if (fitted.magazine === true)
      magazines[fitted.systemId] = (magazines[fitted.systemId] ?? 0) + effect.ammo;
    else weapons[fitted.id] = effect.ammo;
  }
  return { weapons, magazines };
}

/** One weapon type's ammo as the combat sheet shows it. */
export interface AmmoPool {
  /** The weapon's system id ("missile"). */
  readonly systemId: string;
  readonly name: string;
  /** The fitted weapons of this type, in fitted order, each with its own load left (null: unlimited). */
  readonly weapons: readonly {
    readonly fittedId: string;
    readonly left: number | null;
    readonly damaged: boolean;
  }[];
  readonly magazineCount: number;
  /** Ammo left in the type's magazines, and what they hold full. */
  readonly magazineLeft: number;
  readonly magazineCapacity: number;
  /** Unlimited ammo (no Ammo value): nothing to count. */
  readonly unlimited: boolean;
  /** Everything this type can still fire: the working weapons' own loads plus the magazines. */
  readonly left: number | null;
  /** The same, full: what the type starts every space combat with. */
  readonly capacity: number | null;
}

/** Ammo per weapon type, in the order the types are first fitted. */
export function ammoPools(
  catalogue: ShipCatalogue,
  ship: Ship,
  ammo: ShipAmmo = fullAmmo(catalogue, ship),
): AmmoPool[] {
  const order: string[] = [];
  const byType = new Map<string, FittedSystem[]>();
  for (const fitted of ship.fitted) {
    if (systemOf(catalogue, fitted).effect.kind !== 'weapon') continue;
    const list = byType.get(fitted.systemId);
    if (list === undefined) {
      order.push(fitted.systemId);
      byType.set(fitted.systemId, [fitted]);
    } else list.push(fitted);
  }
  return order.map((systemId) => {
    const fittedOfType = byType.get(systemId) ?? [];
    const system = catalogue.systems.get(systemId);
    const perLoad = system?.effect.kind === 'weapon' ? system.effect.ammo : null;
    const weapons = fittedOfType
      .filter((f) => f.magazine !== true)
      .map((f) => ({
        fittedId: f.id,
        left: perLoad === null ? null : (ammo.weapons[f.id] ?? 0),
        damaged: f.damaged,
      }));
    const magazineCount = fittedOfType.filter((f) => f.magazine === true).length;
    const magazineLeft = ammo.magazines[systemId] ?? 0;
    const working = weapons.filter((w) => !w.damaged);
    return {
      systemId,
      name: system?.name ?? systemId,
      weapons,
      magazineCount,
      magazineLeft,
      magazineCapacity: perLoad === null ? 0 : perLoad * magazineCount,
      unlimited: perLoad === null,
      left: perLoad === null ? null : working.reduce((s, w) => s + (w.left ?? 0), 0) + magazineLeft,
      capacity: perLoad === null ? null : perLoad * (working.length + magazineCount),
    };
  });
}

/** What a shot spends: 1, or 3 overclocked (§10 OC: two extra). */
export function shotCost(overclocked: boolean): number {
  return overclocked ? 3 : 1;
}

/** Ammo this weapon may still draw on: its own load plus its type's magazines (null: unlimited). */
export function ammoFor(
  catalogue: ShipCatalogue,
  ship: Ship,
  ammo: ShipAmmo,
  fittedId: string,
): number | null {
  const fitted = ship.fitted.find((f) => f.id === fittedId && f.magazine !== true);
  if (fitted === undefined) return 0;
  const { effect } = systemOf(catalogue, fitted);
  if (effect.kind !== 'weapon') return 0;
  if (effect.ammo === null) return null;
  return (ammo.weapons[fitted.id] ?? 0) + (ammo.magazines[fitted.systemId] ?? 0);
}

/** Why this weapon may not fire this shot for want of ammo (or of being a weapon), or null. */
export function ammoRefusal(
  catalogue: ShipCatalogue,
  ship: Ship,
  ammo: ShipAmmo,
  fittedId: string,
  overclocked: boolean,
): string | null {
  const fitted = ship.fitted.find((f) => f.id === fittedId && f.magazine !== true);
  if (fitted === undefined) return 'The ship has no such weapon.';
  const system = systemOf(catalogue, fitted);
  if (system.effect.kind !== 'weapon') return `The ${system.name} is not a weapon.`;
  if (overclocked && !system.effect.overclock)
    return `The ${system.name} has no OC mode (kraken.ship-weapon-effects).`;
  const left = ammoFor(catalogue, ship, ammo, fittedId);
  const cost = shotCost(overclocked);
  if (left !== null && left < cost)
    return `The ${system.name} has ${left} ammo left with its magazines; this shot needs ${cost} (kraken.ship-ammo).`;
  return null;
}

/** Spends a shot's ammo, the weapon's own load first, then its type's magazines; throws where refused. */
export function spendAmmo(
  catalogue: ShipCatalogue,
  ship: Ship,
  ammo: ShipAmmo,
  fittedId: string,
  overclocked: boolean,
): ShipAmmo {
  const refusal = ammoRefusal(catalogue, ship, ammo, fittedId, overclocked);
  if (refusal !== null) throw new Error(refusal);
  if (ammoFor(catalogue, ship, ammo, fittedId) === null) return ammo;
  const fitted = ship.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined) return ammo;
  const cost = shotCost(overclocked);
  const own = ammo.weapons[fittedId] ?? 0;
  const fromOwn = Math.min(own, cost);
  const fromMagazines = cost - fromOwn;
  return {
    weapons: { ...ammo.weapons, [fittedId]: own - fromOwn },
    magazines:
      fromMagazines === 0
        ? ammo.magazines
        : { ...ammo.magazines, [fitted.systemId]: (ammo.magazines[fitted.systemId] ?? 0) - fromMagazines },
  };
}
