import type { Item } from '../../../content/schemas/item';
import type { Modifier } from '../../../content/schemas/modifier';
import type {
  PrototypeCategory,
  PrototypeChange,
  PrototypeRow,
  PrototypeStat,
  PrototypeTable,
} from '../../../content/schemas/prototype';
import type { Weapon } from '../../../content/schemas/weapon';
import type { AttributeName } from './crew';
import type { RollNeed } from './rolls';
import { assertFace, needTable } from './rolls';

/**
 * Prototype drops (Space Kraken §14, After ground combat phase — Prototype drops; kraken.prototype-drop):
 * once the d20 has found an item or weapon for a prototype and the piece is picked, a d6 on the prototype
 * table of its category gives it an effect with a good and a bad side (src/content/schemas/prototype.ts).
 * "If no effect fits (an ammo effect on a melee weapon, a flash grenade), you get the equipment without
 * one"; "note the effect number in front of the name".
 */

/** The prototype page a fight reads its prototype drops on. */
export interface PrototypeInput {
  readonly tables: readonly PrototypeTable[];
  /** The category of each piece a drop grid may name: its weapon kind, or its item kind. */
  readonly categories: Readonly<Record<string, PrototypeCategory>>;
}

/** The effect a prototype drop rolled: the row of its table, named with the table it came from. */
export interface PrototypeEffect {
  readonly table: string;
  readonly roll: number;
  readonly name: string;
  readonly plus: PrototypeChange;
  readonly minus: PrototypeChange;
  readonly text: string;
}

/** A weapon or item's prototype category: ranged or melee weapon, or the item's kind. */
export function prototypeCategory(piece: Weapon | Item): PrototypeCategory {
  if ('hit' in piece) return piece.kind === 'melee' ? 'melee-weapon' : 'ranged-weapon';
  return piece.kind;
}

/**
 * The prototype page for a fight, from a pack's collections: every prototype table, and the category of
 * every piece its drop grids name (pieces the pack does not hold are left out).
 */
export function prototypeInputFrom(pack: {
  readonly prototypeEffects: ReadonlyMap<string, PrototypeTable>;
  readonly weapons: ReadonlyMap<string, Weapon>;
  readonly items: ReadonlyMap<string, Item>;
  readonly dropGrids: ReadonlyMap<
    string,
    {
      readonly list: 'weapons' | 'items';
      readonly rows: readonly { readonly left: string; readonly right: string }[];
    }
  >;
}): PrototypeInput {
  const categories: Record<string, PrototypeCategory> = {};
  for (const grid of pack.dropGrids.values()) {
    for (const row of grid.rows) {
      for (const id of [row.left, row.right]) {
        const piece = grid.list === 'weapons' ? pack.weapons.get(id) : pack.items.get(id);
        if (piece !== undefined) categories[id] = prototypeCategory(piece);
      }
    }
  }
  return { tables: [...pack.prototypeEffects.values()], categories };
}

/** The table a category is read on (a pack gives each category at most one), or null when it has none. */
export function prototypeTableFor(
  tables: readonly PrototypeTable[],
  category: PrototypeCategory,
): PrototypeTable | null {
  return tables.find((table) => table.appliesTo.includes(category)) ?? null;
}

/** The d6 on the prototype table of the piece's category. */
export function prototypeRoll(pieceName: string, table: PrototypeTable): RollNeed {
  return needTable(
    'treasure.prototype',
    `Prototype effect of ${pieceName} (${table.name})`,
    'kraken.prototype-drop',
    'd6',
  );
}

/** The row a d6 face reads on the table. */
export function prototypeEffectOf(table: PrototypeTable, face: number): PrototypeEffect {
  assertFace(face, 6);
  const row: PrototypeRow | undefined = table.rows.find((r) => r.roll === face) ?? table.rows[face - 1];
  if (row === undefined) throw new Error(`${table.name} has no row ${face}.`);
  return {
    table: table.id,
    roll: row.roll,
    name: row.name,
    plus: row.plus,
    minus: row.minus,
    text: row.text,
  };
}

/** What a prototype effect does beside the fields of the piece: noted on the piece as `prototype`. */
export interface PrototypeMarks {
  /** The effect's row number and name ("note the effect number in front of the name"). */
  readonly roll: number;
  readonly effect: string;
  /** The carrier's attributes change by these amounts while the piece is carried. */
  readonly attributes: Readonly<Partial<Record<AttributeName, number>>>;
  /** Modifiers the carrier gets while the piece is carried (read by `modifierTotal`). */
  readonly modifiers: readonly Modifier[];
  /** Hit-roll faces besides 1 that also jam the weapon. */
  readonly jamsOn: readonly number[];
  /** HP the carrier loses (armour and shields do not help): when it jams, when it is used, every turn. */
  readonly hurtsUser: readonly { readonly hp: number; readonly when: 'jam' | 'use' | 'turn' }[];
  /** Inventory slots the piece takes beyond its own. */
  readonly extraSlots: number;
}

export type PrototypeWeapon = Weapon & { readonly prototype: PrototypeMarks };
export type PrototypeItem = Item & { readonly prototype: PrototypeMarks };

/** The range each stat is kept in (the content schemas' ranges of the fields). */
const STAT_RANGE: Readonly<Record<PrototypeStat, readonly [number, number]>> = {
  damage: [0, 30],
  hit: [2, 6],
  attacks: [1, 6],
  ammo: [1, 99],
  strength: [0, 8],
  weaken: [1, 8],
  armor: [0, 8],
  'shield-power': [1, 30],
  'shield-recharge': [0, 30],
  charge: [1, 30],
  oxygen: [1, 50],
  'psi-bonus': [1, 6],
  heal: [1, 14],
  uses: [1, 20],
};

function clampStat(stat: PrototypeStat, value: number): number {
  const [low, high] = STAT_RANGE[stat];
  return Math.min(high, Math.max(low, value));
}

function isWeapon(piece: Weapon | Item): piece is Weapon {
  return 'hit' in piece;
}

/** The current value of a stat on the piece, or undefined when the piece does not have that field. */
function statOf(piece: Weapon | Item, stat: PrototypeStat): number | undefined {
  if (isWeapon(piece)) {
    switch (stat) {
      case 'damage':
        return piece.damage;
      case 'hit':
        return piece.hit;
      case 'attacks':
        return piece.attacks;
      case 'ammo':
        return piece.ammo ?? undefined;
      case 'strength':
        return piece.strength;
      case 'weaken':
        return piece.weaken;
      default:
        return undefined;
    }
  }
  switch (stat) {
    case 'armor':
      return piece.armor;
    case 'shield-power':
      return piece.shield?.power;
    case 'shield-recharge':
      return piece.shield?.recharge;
    case 'charge':
      return piece.charge;
    case 'oxygen':
      return piece.oxygen;
    case 'psi-bonus':
      return piece.psiBonus;
    case 'heal':
      return piece.heal;
    case 'uses':
      return piece.uses;
    default:
      return undefined;
  }
}

function withStat<T extends Weapon | Item>(piece: T, stat: PrototypeStat, value: number): T {
  const v = clampStat(stat, value);
  const keys: Partial<Record<PrototypeStat, string>> = {
    damage: 'damage',
    hit: 'hit',
    attacks: 'attacks',
    ammo: 'ammo',
    strength: 'strength',
    weaken: 'weaken',
    armor: 'armor',
    charge: 'charge',
    oxygen: 'oxygen',
    'psi-bonus': 'psiBonus',
    heal: 'heal',
    uses: 'uses',
  };
  if (stat === 'shield-power' || stat === 'shield-recharge') {
    const shield = (piece as Item).shield;
    if (shield === undefined) return piece;
    const next = stat === 'shield-power' ? { ...shield, power: v } : { ...shield, recharge: v };
    return { ...piece, shield: next };
  }
  const key = keys[stat];
  return key === undefined ? piece : { ...piece, [key]: v };
}

/**
 * Whether one side of an effect fits the piece: a stat the piece has, a keyword, damage type or extra jam
 * face on a weapon, hurting its user when it jams (a weapon) or when it is used (a weapon or a U item).
 * Attributes, modifiers, a sting every turn and bulk fit any piece.
 */
function changeFits(piece: Weapon | Item, change: PrototypeChange): boolean {
  switch (change.kind) {
    case 'stat':
      return statOf(piece, change.stat) !== undefined;
    case 'keyword':
    case 'damage-type':
    case 'jams-on':
      return isWeapon(piece);
    case 'hurts-user':
      if (change.when === 'jam') return isWeapon(piece);
      if (change.when === 'use') return isWeapon(piece) || piece.uses !== undefined;
      return true;
    case 'attribute':
    case 'modifier':
    case 'bulky':
      return true;
  }
}

/**
 * Whether the effect fits the piece: both of its sides must (kraken.prototype-drop: "if no effect fits …
 * you get the equipment without one"). Reading: an effect whose good or bad side cannot apply does not fit.
 */
export function prototypeFits(
  piece: Weapon | Item,
  effect: Pick<PrototypeEffect, 'plus' | 'minus'>,
): boolean {
  return changeFits(piece, effect.plus) && changeFits(piece, effect.minus);
}

const NO_MARKS = (effect: Pick<PrototypeEffect, 'roll' | 'name'>): PrototypeMarks => ({
  roll: effect.roll,
  effect: effect.name,
  attributes: {},
  modifiers: [],
  jamsOn: [],
  hurtsUser: [],
  extraSlots: 0,
});

function applyChange<T extends Weapon | Item>(
  piece: T,
  marks: PrototypeMarks,
  change: PrototypeChange,
): { piece: T; marks: PrototypeMarks } {
  switch (change.kind) {
    case 'stat': {
      const value = statOf(piece, change.stat);
      return value === undefined
        ? { piece, marks }
        : { piece: withStat(piece, change.stat, value + change.amount), marks };
    }
    case 'keyword': {
      if (!isWeapon(piece)) return { piece, marks };
      const keywords = piece.keywords.includes(change.keyword)
        ? piece.keywords
        : [...piece.keywords, change.keyword];
      const weaken =
        change.keyword === 'WEAKEN' ? Math.max(piece.weaken ?? 0, change.weaken ?? 1) : piece.weaken;
      return { piece: { ...piece, keywords, ...(weaken === undefined ? {} : { weaken }) }, marks };
    }
    case 'damage-type': {
      if (!isWeapon(piece) || piece.damageTypes.includes(change.damageType)) return { piece, marks };
      return { piece: { ...piece, damageTypes: [...piece.damageTypes, change.damageType] }, marks };
    }
    case 'jams-on':
      return { piece, marks: { ...marks, jamsOn: [...new Set([...marks.jamsOn, change.face])] } };
    case 'hurts-user':
      return {
        piece,
        marks: { ...marks, hurtsUser: [...marks.hurtsUser, { hp: change.hp, when: change.when }] },
      };
    case 'attribute': {
      const before = marks.attributes[change.attribute] ?? 0;
      return {
        piece,
        marks: { ...marks, attributes: { ...marks.attributes, [change.attribute]: before + change.amount } },
      };
    }
    case 'modifier':
      return {
        piece,
        marks: { ...marks, modifiers: [...marks.modifiers, { to: change.to, amount: change.amount }] },
      };
    case 'bulky':
      return { piece, marks: { ...marks, extraSlots: marks.extraSlots + change.amount } };
  }
}

/**
 * The piece with a prototype effect applied (kraken.prototype-drop): stat changes kept in the field's
 * range, a keyword or damage type added, and what the content entry has no field for — attribute changes,
 * modifiers, extra jam faces, hurting the user, extra slots — noted in `prototype`. The name gets the
 * effect number in front ("#3 Rifle"). An effect that does not fit (`prototypeFits`) leaves the piece as
 * it is.
 */
export function applyPrototype(piece: Weapon, effect: PrototypeEffectLike): Weapon | PrototypeWeapon;
export function applyPrototype(piece: Item, effect: PrototypeEffectLike): Item | PrototypeItem;
export function applyPrototype(
  piece: Weapon | Item,
  effect: PrototypeEffectLike,
): Weapon | Item | PrototypeWeapon | PrototypeItem {
  if (!prototypeFits(piece, effect)) return piece;
  let state = { piece, marks: NO_MARKS(effect) };
  state = applyChange(state.piece, state.marks, effect.plus);
  state = applyChange(state.piece, state.marks, effect.minus);
  return { ...state.piece, name: `#${effect.roll} ${piece.name}`, prototype: state.marks };
}

export type PrototypeEffectLike = Pick<PrototypeEffect, 'roll' | 'name' | 'plus' | 'minus'>;

/** The prototype marks of a piece, when it is a prototype. */
export function prototypeMarksOf(piece: Weapon | Item): PrototypeMarks | null {
  const marks = (piece as { readonly prototype?: PrototypeMarks }).prototype;
  return marks ?? null;
}
