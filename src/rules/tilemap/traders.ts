import { MAX_GRADE } from './elements';

/**
 * Shops, ammo dealers, gamblers and modders (Space Kraken §13 Map elements; kraken.shop,
 * kraken.ammo-dealer, kraken.gambler, kraken.modder). Prices of equipment and the price of each grade are
 * content (the weapon and item lists): they come in as inputs. The shop's stock and the treasure table a
 * gambler draws from are content too.
 */

type Refusal = { readonly ok: false; readonly reason: string };
const no = (reason: string): Refusal => ({ ok: false, reason });

/** The most crew members in play at once (§3.3, kraken.shop). */
export const MAX_CREW = 4;

// ---------------------------------------------------------------- shops

/**
 * The junk bonus of a first visit: the team's highest Charisma - 2 in credits, paid once per shop ever (a
 * later exploration or short visit does not pay it again). Reading (kraken.shop): never negative.
 */
export function junkBonus(highestCharisma: number): number {
  return Math.max(0, highestCharisma - 2);
}

export interface ShopTerms {
  /** The shop's own grade (S#, or its '?' value for this exploration). */
  readonly shopGrade: number;
  /** Items, weapons and ammo up to this grade: shop grade + location difficulty (at most 6). */
  readonly maxGrade: number;
  /** Rare equipment one grade above the limit, at double price; null when that would pass grade 6. */
  readonly rareGrade: number | null;
  /** Crew members for hire up to this Level (the shop's grade). */
  readonly crewLevelMax: number;
}

export function shopTerms(shopGrade: number, difficulty: number): ShopTerms {
  const limit = shopGrade + difficulty;
  const maxGrade = Math.min(MAX_GRADE, limit);
  return {
    shopGrade,
    maxGrade,
    rareGrade: limit + 1 <= MAX_GRADE ? limit + 1 : null,
    crewLevelMax: shopGrade,
  };
}

/**
 * The price of an item or weapon at a shop: its listed price, doubled for rare equipment (one grade above the
 * limit). Reading (kraken.shop): "rare equipment" covers items and weapons; ammo stops at the shop's limit.
 */
export function shopPrice(
  terms: ShopTerms,
  equipment: { readonly grade: number; readonly price: number; readonly unique?: boolean },
): { readonly ok: true; readonly price: number; readonly rare: boolean } | Refusal {
  if (equipment.unique === true) return no('Unique equipment can be sold at a shop but never bought.');
  if (equipment.grade <= terms.maxGrade) return { ok: true, price: equipment.price, rare: false };
  if (equipment.grade === terms.rareGrade) return { ok: true, price: equipment.price * 2, rare: true };
  return no(
    `This shop sells up to grade ${terms.maxGrade}${terms.rareGrade === null ? '' : ` (grade ${terms.rareGrade} as rare equipment)`}.`,
  );
}

/** One magazine at a shop costs the weapon's grade number in credits, for grades up to the shop's limit. */
export function shopAmmoPrice(
  terms: ShopTerms,
  weaponGrade: number,
): { readonly ok: true; readonly price: number } | Refusal {
  if (weaponGrade > terms.maxGrade) return no(`This shop sells ammo up to grade ${terms.maxGrade}.`);
  return { ok: true, price: weaponGrade };
}

/** Selling at any shop (or ammo dealer, or modder): half the value, rounded up; part-used U items cannot be sold. */
export function sellPrice(
  value: number,
  options: { readonly partUsed?: boolean } = {},
): { readonly ok: true; readonly price: number } | Refusal {
  if (options.partUsed === true) return no('An item with uses already spent cannot be sold.');
  return { ok: true, price: Math.ceil(value / 2) };
}

/** Hiring: 10 credits per Level, up to the shop's grade, never beyond 4 crew members. */
export function hireCrewPrice(
  terms: ShopTerms,
  level: number,
  crewCount: number,
): { readonly ok: true; readonly price: number } | Refusal {
  if (crewCount >= MAX_CREW) return no('The crew already has four members.');
  if (level > terms.crewLevelMax)
    return no(`This shop offers crew members up to Level ${terms.crewLevelMax}.`);
  return { ok: true, price: 10 * level };
}

/** Selling a crew member at a shop: 5 credits per Level (kraken.removing-crew). */
export function sellCrewPrice(level: number): number {
  return 5 * level;
}

// ---------------------------------------------------------------- ammo dealer

/** Two magazines for the weapon's grade number in credits, up to grade location difficulty + 1. */
export function ammoDealerOffer(
  difficulty: number,
  weaponGrade: number,
): { readonly ok: true; readonly magazines: 2; readonly price: number } | Refusal {
  const limit = difficulty + 1;
  if (weaponGrade > limit) return no(`This ammo dealer stocks ammo up to grade ${limit}.`);
  return { ok: true, magazines: 2, price: weaponGrade };
}

// ---------------------------------------------------------------- gambler

/**
 * The gambler: give up a weapon or item and throw a d6. A part-used item or a weapon without a full magazine
 * counts one grade lower. 1-2: one grade lower; 3-5: same grade; 6: one grade higher (6 stays 6). Gamblers
 * ignore the location's grade limits and refuse anything they handed out this turn.
 * Reading (kraken.gambler): the grade 2 minimum applies to the grade the gambler counts, so the answer is
 * never below 1.
 */
export function gamble(input: {
  readonly grade: number;
  readonly full: boolean;
  readonly face: number;
  readonly fromThisGamblerThisTurn?: boolean;
}): { readonly ok: true; readonly counted: number; readonly grade: number } | Refusal {
  if (input.fromThisGamblerThisTurn === true)
    return no('The gambler will not take back what it gave out this turn.');
  if (!Number.isInteger(input.face) || input.face < 1 || input.face > 6)
    return no(`${input.face} is not a face of a d6.`);
  const counted = input.full ? input.grade : input.grade - 1;
  if (counted < 2)
    return no('The gambler only plays for grade 2 or better (a part-used piece counts one grade lower).');
  if (input.face <= 2) return { ok: true, counted, grade: counted - 1 };
  if (input.face <= 5) return { ok: true, counted, grade: counted };
  return { ok: true, counted, grade: Math.min(MAX_GRADE, counted + 1) };
}

// ---------------------------------------------------------------- modder

export type WeaponMod = 'ammo' | 'damage' | 'both';

/**
 * The modder: pay the weapon grade's price for +50% ammo (rounded up) or +1 damage, three times that price
 * for both. Only unmodified weapons from the weapon list. `gradePrice` is the price of the weapon's grade
 * (content: a grade 4 weapon costs 30). Reading (kraken.modder): a weapon with unlimited ammo has no capacity
 * to raise.
 */
export function modWeapon(input: {
  readonly weapon: {
    readonly ammo: number | null;
    readonly damage: number;
    readonly modded: boolean;
    readonly listed: boolean;
  };
  readonly mod: WeaponMod;
  readonly gradePrice: number;
}):
  | { readonly ok: true; readonly price: number; readonly ammo: number | null; readonly damage: number }
  | Refusal {
  const { weapon, mod } = input;
  if (!weapon.listed) return no('Only weapons from the weapon list can be modded.');
  if (weapon.modded) return no('This weapon is already modded.');
  const ammoMod = mod === 'ammo' || mod === 'both';
  if (ammoMod && weapon.ammo === null) return no('A weapon with unlimited ammo has no capacity to raise.');
  return {
    ok: true,
    price: input.gradePrice * (mod === 'both' ? 3 : 1),
    ammo: ammoMod && weapon.ammo !== null ? Math.ceil(weapon.ammo * 1.5) : weapon.ammo,
    damage: mod === 'damage' || mod === 'both' ? weapon.damage + 1 : weapon.damage,
  };
}
