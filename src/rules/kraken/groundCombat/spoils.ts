import type { LocationKind } from '../../../content/schemas/location';
import type { EnemyState } from './enemyTurn';
import type { RollNeed } from '../crew/rolls';
import { assertFace, halfUp, needTable } from '../crew/rolls';

/**
 * After a ground combat (Space Kraken §14, After ground combat phase; kraken.treasure-drops,
 * kraken.extra-cash, kraken.ammo-drop, kraken.item-weapon-drop, kraken.prototype-drop, kraken.xp).
 * The treasure table itself is content: this file defines its shape and how to read it.
 */

export const MAX_TREASURE_GRADE = 6;

export type TreasureDropKind = 'cash' | 'item' | 'weapon' | 'ammo' | 'prototype';

/** A band of d20 faces that gives one kind of drop. */
export interface TreasureBand {
  readonly from: number;
  readonly to: number;
  readonly drop: TreasureDropKind;
}

/**
 * One column of the treasure table: the d20 bands for some location kinds, optionally only for some
 * treasure grades (so a pack can print grade rows × d20 bands per kind of location).
 */
export interface TreasureColumn {
  readonly locationKinds: readonly LocationKind[];
  /** Grades this column covers (inclusive); absent means every grade. */
  readonly grades?: { readonly min: number; readonly max: number } | undefined;
  readonly bands: readonly TreasureBand[];
}

export interface TreasureTable {
  /**
   * The credit value of each treasure grade, index 0 for grade 1 … index 5 for grade 6. An extra cash drop
   * pays half of it (or all on a 6). The book's example gives grade 4 a value of 30.
   */
  readonly gradeValues: readonly number[];
  readonly columns: readonly TreasureColumn[];
}

/** Null when the table is usable, else a sentence naming the first problem. */
export function treasureTableProblem(table: TreasureTable): string | null {
  if (table.gradeValues.length !== MAX_TREASURE_GRADE) {
    return `The treasure table needs ${MAX_TREASURE_GRADE} grade values, one per grade, not ${table.gradeValues.length}.`;
  }
  for (const [c, column] of table.columns.entries()) {
    if (column.locationKinds.length === 0) return `Column ${c + 1} names no location kind.`;
    const covered = new Array<number>(21).fill(0);
    for (const band of column.bands) {
      if (
        !Number.isInteger(band.from) ||
        !Number.isInteger(band.to) ||
        band.from < 1 ||
        band.to > 20 ||
        band.from > band.to
      ) {
        return `Column ${c + 1} has a band ${band.from}–${band.to} outside 1–20.`;
      }
      for (let f = band.from; f <= band.to; f += 1) covered[f] = (covered[f] ?? 0) + 1;
    }
    for (let f = 1; f <= 20; f += 1) {
      if (covered[f] !== 1) {
        return `Column ${c + 1} covers d20 face ${f} ${covered[f] === 0 ? 'with no band' : 'with more than one band'}.`;
      }
    }
  }
  return null;
}

/** A treasure grade capped at 6 (kraken.treasure-drops). */
export function treasureGrade(value: number): number {
  return Math.max(1, Math.min(MAX_TREASURE_GRADE, value));
}

/**
 * One treasure drop for each defeated primary enemy, at its treasure value; minions and escaped enemies
 * give none. Reading (kraken.treasure-drops): a captured primary counts as defeated. Level 7 and 8 enemies
 * use level 6 sheets, so their treasure is already that of level 6.
 */
export function treasureDrops(enemies: readonly EnemyState[]): readonly number[] {
  return enemies
    .filter((enemy) => enemy.role === 'primary' && (enemy.status === 'killed' || enemy.status === 'captured'))
    .map((enemy) => treasureGrade(enemy.profile.treasure));
}

/** Before the d20: a free stimpack, or credits equal to the grade. */
export type FirstChoice = 'stimpack' | 'credits';

export function firstChoiceCredits(grade: number, choice: FirstChoice): number {
  return choice === 'credits' ? treasureGrade(grade) : 0;
}

export function treasureRoll(grade: number): RollNeed {
  return needTable(
    'treasure.d20',
    `Treasure of grade ${treasureGrade(grade)}`,
    'kraken.treasure-drops',
    'd20',
  );
}

/** The drop a d20 face gives for a location kind and grade. Throws if the table has no matching column. */
export function lookupTreasure(
  table: TreasureTable,
  locationKind: LocationKind,
  grade: number,
  face: number,
): TreasureDropKind {
  assertFace(face, 20);
  const g = treasureGrade(grade);
  const column = table.columns.find(
    (col) =>
      col.locationKinds.includes(locationKind) &&
      (col.grades === undefined || (g >= col.grades.min && g <= col.grades.max)),
  );
  if (column === undefined)
    throw new Error(`The treasure table has no column for ${locationKind} at grade ${g}.`);
  const band = column.bands.find((b) => face >= b.from && face <= b.to);
  if (band === undefined) throw new Error(`The treasure table has no band for ${face}.`);
  return band.drop;
}

/** A treasure tile "T#" gives a drop of grade location difficulty + # (kraken.treasure-tile), at most 6. */
export function tileTreasureGrade(difficulty: number, value: number): number {
  return treasureGrade(difficulty + value);
}

/**
 * A prototype drop re-rolls the d20 until an item or a weapon comes up (kraken.prototype-drop). True when
 * this drop is one the prototype can be built on.
 */
export function prototypeBaseFound(drop: TreasureDropKind): drop is 'item' | 'weapon' {
  return drop === 'item' || drop === 'weapon';
}

/** The d6 that picks the row of an item or weapon list of the grade; the player takes either side. */
export function equipmentDropRoll(kind: 'item' | 'weapon', grade: number): RollNeed {
  return needTable(
    `treasure.${kind}`,
    `Row of the grade ${treasureGrade(grade)} ${kind} list`,
    'kraken.item-weapon-drop',
    'd6',
  );
}

export function extraCashRoll(): RollNeed {
  return needTable(
    'treasure.cash',
    'Extra cash: 1–5 half the grade value, 6 all of it',
    'kraken.extra-cash',
    'd6',
  );
}

/** Extra cash: d6 1–5 pays half the grade's value (rounded up, §4), a 6 pays all of it. */
export function extraCash(table: TreasureTable, grade: number, face: number): number {
  assertFace(face, 6);
  const value = table.gradeValues[treasureGrade(grade) - 1] ?? 0;
  return face === 6 ? value : halfUp(value);
}

/** Ammo drop choices: one magazine of the treasure grade, or two of lower grades (none at grade 1). */
export function ammoDropOptions(
  grade: number,
): readonly (
  { readonly magazines: 1; readonly grade: number } | { readonly magazines: 2; readonly belowGrade: number }
)[] {
  const g = treasureGrade(grade);
  return g > 1
    ? [
        { magazines: 1, grade: g },
        { magazines: 2, belowGrade: g },
      ]
    : [{ magazines: 1, grade: g }];
}

/**
 * XP of a ground combat: every enemy defeated, captured or escaped gives its sheet's XP, primaries and
 * minions alike; a boss combat doubles it; the crew's own escape gives none (kraken.xp).
 */
export function combatXp(enemies: readonly EnemyState[], boss: boolean, crewEscaped: boolean): number {
  if (crewEscaped) return 0;
  const sum = enemies
    .filter((enemy) => enemy.status !== 'fighting')
    .reduce((total, enemy) => total + enemy.profile.xp, 0);
  return boss ? sum * 2 : sum;
}
