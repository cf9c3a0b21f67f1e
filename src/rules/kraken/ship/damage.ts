import type { ShipSystemEffect } from '../../../content/schemas/ship';
import { assertFace, needTable, type RollNeed } from '../crew/rolls';
import { inSheetOrder } from './boxes';
import { hullOf, systemOf, type FittedSystem, type Ship, type ShipCatalogue } from './state';

/**
 * Space Kraken §10 phase 4 "Taking damage" (kraken.ship-damage): when a hit costs the ship SP, a d6 says which
 * class of system is hit: 1–2 none, 3–4 a standard (light grey) system, 5 a weapon (orange), 6 a shield (blue)
 * of the player's choice. For the standard systems and the weapons a d20 counts through the ship's systems of
 * that class, damaged ones included; with none of that class, nothing is damaged. A damaged system stops
 * working; damaged again it is destroyed and erased, unless it was first damaged this same turn.
 */

export type DamageClass = 'none' | 'standard' | 'weapon' | 'shield';

/** §10: the d6 face → the class of system hit. */
export function damageClassOf(face: number): DamageClass {
  assertFace(face, 6);
  if (face <= 2) return 'none';
  if (face <= 4) return 'standard';
  return face === 5 ? 'weapon' : 'shield';
}

/**
 * Reading (kraken.ship-damage): the "standard (light grey)" class of the 3–4 result is every system that is
 * neither a weapon nor a shield: the standard systems and also Armor, Heavy Armor and Hull expansions (the sheet
 * colours only weapons orange and shields blue). Ammo magazines sit in weapon boxes but are not weapons
 * (kraken.ship-ammo), so no roll ever hits one.
 */
export function classOfEffect(effect: ShipSystemEffect): Exclude<DamageClass, 'none'> {
  switch (effect.kind) {
    case 'weapon':
      return 'weapon';
    case 'shield':
      return 'shield';
    case 'standard':
    case 'armour':
    case 'hull-expansion':
      return 'standard';
  }
}

/** The systems of a class the roll may hit, damaged ones included, in sheet order (the d20's count). */
export function damageCandidates(catalogue: ShipCatalogue, ship: Ship, cls: DamageClass): FittedSystem[] {
  if (cls === 'none') return [];
  const hull = hullOf(catalogue, ship);
  return inSheetOrder(
    hull,
    ship.fitted.filter((f) => f.magazine !== true && classOfEffect(systemOf(catalogue, f).effect) === cls),
  );
}

/**
 * The d20 counts through the candidates. Reading (kraken.ship-damage): past the last system the count goes
 * round again from the first, so face f picks candidate (f − 1) mod n.
 */
export function countThrough<T>(candidates: readonly T[], d20: number): T | undefined {
  assertFace(d20, 20);
  if (candidates.length === 0) return undefined;
  return candidates[(d20 - 1) % candidates.length];
}

export type DamageOutcome = 'damaged' | 'destroyed' | 'still-damaged';

/**
 * Marks one system damaged, or destroys (erases) one already damaged before this turn: the one place of this
 * rule. `thisTurn` lists the systems first damaged this turn where the caller keeps that list (a space
 * combat keeps it in the combat, `SpaceCombat.damagedThisTurn`); the list comes back with the system added.
 * Without it the ship's own mark (`FittedSystem.damagedThisTurn`) is read and set.
 */
export function damageSystem(
  ship: Ship,
  fittedId: string,
  thisTurn?: readonly string[],
): { readonly ship: Ship; readonly outcome: DamageOutcome; readonly thisTurn: readonly string[] } {
  const fitted = ship.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined) throw new Error(`no fitted system "${fittedId}"`);
  const marks = thisTurn ?? ship.fitted.filter((f) => f.damagedThisTurn === true).map((f) => f.id);
  if (!fitted.damaged) {
    const marked: FittedSystem =
      thisTurn === undefined
        ? { ...fitted, damaged: true, damagedThisTurn: true }
        : { ...fitted, damaged: true };
    return {
      ship: { ...ship, fitted: ship.fitted.map((f) => (f.id === fittedId ? marked : f)) },
      outcome: 'damaged',
      thisTurn: [...marks, fittedId],
    };
  }
  if (marks.includes(fittedId)) return { ship, outcome: 'still-damaged', thisTurn: marks };
  return {
    ship: { ...ship, fitted: ship.fitted.filter((f) => f.id !== fittedId) },
    outcome: 'destroyed',
    thisTurn: marks,
  };
}

/** What the system-damage roll needs next, after the d6. */
export type SystemDamageStep =
  | { readonly kind: 'none'; readonly cls: DamageClass }
  | {
      readonly kind: 'count';
      readonly cls: 'standard' | 'weapon';
      readonly candidates: readonly FittedSystem[];
      readonly need: RollNeed;
    }
  | { readonly kind: 'choose-shield'; readonly candidates: readonly FittedSystem[] };

/** The first roll: the d6 of the class table. */
export function systemDamageNeed(): RollNeed {
  return needTable(
    'ship.damage.class',
    'System damage: which kind of system is hit',
    'kraken.ship-damage',
    'd6',
  );
}

/** After the d6: nothing, a d20 to count through the class, or the player's choice of shield. */
export function systemDamageStep(catalogue: ShipCatalogue, ship: Ship, d6: number): SystemDamageStep {
  const cls = damageClassOf(d6);
  const candidates = damageCandidates(catalogue, ship, cls);
  if (cls === 'none' || candidates.length === 0) return { kind: 'none', cls };
  if (cls === 'shield') return { kind: 'choose-shield', candidates };
  const what = cls === 'standard' ? 'standard system' : 'weapon';
  return {
    kind: 'count',
    cls,
    candidates,
    need: needTable(
      'ship.damage.count',
      `System damage: a d20 counts through your ${candidates.length} ${what}${candidates.length === 1 ? '' : 's'}`,
      'kraken.ship-damage',
      'd20',
    ),
  };
}

export type SystemDamageResult =
  | { readonly kind: 'none'; readonly cls: DamageClass; readonly ship: Ship }
  | {
      readonly kind: 'hit';
      readonly cls: DamageClass;
      readonly fittedId: string;
      readonly systemId: string;
      readonly outcome: DamageOutcome;
      readonly ship: Ship;
      /** The systems first damaged this turn, after this hit (see `damageSystem`). */
      readonly thisTurn: readonly string[];
    };

/** Why this shield may not be the one chosen for a 6, or null. */
export function shieldChoiceRefusal(catalogue: ShipCatalogue, ship: Ship, fittedId: string): string | null {
  const ok = damageCandidates(catalogue, ship, 'shield').some((f) => f.id === fittedId);
  return ok ? null : 'Choose one of your shield systems to take the damage (kraken.ship-damage).';
}

/**
 * The whole table from its faces: the d6, then the d20 when it counts, or the shield chosen on a 6. Throws
 * when a needed face or choice is missing or wrong (the machine asks for them through `systemDamageStep`).
 * `thisTurn`: as `damageSystem`'s. The space combat plays the same table through it (combatSystemDamage.ts).
 */
export function resolveSystemDamage(
  catalogue: ShipCatalogue,
  ship: Ship,
  faces: { readonly d6: number; readonly d20?: number | undefined; readonly shieldId?: string | undefined },
  thisTurn?: readonly string[],
): SystemDamageResult {
  const step = systemDamageStep(catalogue, ship, faces.d6);
  let target: FittedSystem | undefined;
  if (step.kind === 'none') return { kind: 'none', cls: step.cls, ship };
  if (step.kind === 'count') {
    if (faces.d20 === undefined) throw new Error('the system-damage count needs a d20');
    target = countThrough(step.candidates, faces.d20);
  } else {
    const refusal =
      faces.shieldId === undefined
        ? 'no shield chosen'
        : shieldChoiceRefusal(catalogue, ship, faces.shieldId);
    if (refusal !== null) throw new Error(refusal);
    target = step.candidates.find((f) => f.id === faces.shieldId);
  }
  if (target === undefined) throw new Error('no system to damage');
  const cls = damageClassOf(faces.d6);
  const hit = damageSystem(ship, target.id, thisTurn);
  return {
    kind: 'hit',
    cls,
    fittedId: target.id,
    systemId: target.systemId,
    outcome: hit.outcome,
    ship: hit.ship,
    thisTurn: hit.thisTurn,
  };
}

/** End of a space combat turn: a damaged system is no longer "damaged this turn". */
export function endShipTurn(ship: Ship): Ship {
  if (!ship.fitted.some((f) => f.damagedThisTurn === true)) return ship;
  return {
    ...ship,
    fitted: ship.fitted.map((f) => {
      if (f.damagedThisTurn !== true) return f;
      const { damagedThisTurn: _cleared, ...rest } = f;
      return rest;
    }),
  };
}
