import { z } from 'zod';
import { id, idRef, intAtLeast, intIn, listOf, oneOf, text } from './fields';
import { LOCATION_KINDS } from './location';

/**
 * Space Kraken treasure (§14, After ground combat phase): the TREASURE TABLE, read with a d20 for the
 * location, says what a drop is (cash, an item, a weapon, ammo or a prototype); the weapon and item
 * pages, read with a d6 for the treasure grade, offer two pieces to choose from (the drop grids).
 * The shapes match src/rules/kraken/groundCombat/spoils.ts (TreasureTable, TreasureColumn, TreasureBand).
 */

export const TREASURE_DROP_KINDS = ['cash', 'item', 'weapon', 'ammo', 'prototype'] as const;
export type TreasureDropKindTag = (typeof TREASURE_DROP_KINDS)[number];

export const TREASURE_GRADES = 6;

export const treasureBandSchema = z.strictObject({
  /** First and last d20 face of the band (inclusive). */
  from: intIn(1, 20),
  to: intIn(1, 20),
  drop: oneOf(TREASURE_DROP_KINDS),
});

export const treasureColumnSchema = z
  .strictObject({
    /** Location kinds this column is read for. */
    locationKinds: listOf(oneOf(LOCATION_KINDS), 'location kinds').min(1, {
      error: 'a list with at least one location kind',
    }),
    /** Treasure grades this column is read for (inclusive); leave out for every grade. */
    grades: z
      .strictObject({ min: intIn(1, TREASURE_GRADES), max: intIn(1, TREASURE_GRADES) })
      .refine((g) => g.min <= g.max, { error: 'a grade range whose min is not above its max' })
      .optional(),
    /** d20 bands; together they cover every face 1 to 20 exactly once. */
    bands: listOf(treasureBandSchema, 'd20 bands').min(1, { error: 'a list with at least one d20 band' }),
  })
  .superRefine((column, ctx) => {
    column.bands.forEach((band, index) => {
      if (band.from > band.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', index, 'to'],
          input: band.to,
          message: `a last face of at least ${band.from} (the band's "from")`,
        });
      }
    });
    const covered = new Array<number>(21).fill(0);
    for (const band of column.bands) {
      // Only faces 1..20 are counted: a band's own numbers are refused above, and this check may run on an
      // unvalidated band (a start at −1e9 must not become a billion-step loop).
      const first = Math.max(1, Math.ceil(band.from));
      const last = Math.min(20, Math.floor(band.to));
      for (let face = first; face <= last; face += 1) covered[face] = (covered[face] ?? 0) + 1;
    }
    const missing: number[] = [];
    const twice: number[] = [];
    for (let face = 1; face <= 20; face += 1) {
      if (covered[face] === 0) missing.push(face);
      if ((covered[face] ?? 0) > 1) twice.push(face);
    }
    if (missing.length > 0 || twice.length > 0) {
      const parts = [
        ...(missing.length > 0 ? [`no band covers ${missing.join(', ')}`] : []),
        ...(twice.length > 0 ? [`more than one band covers ${twice.join(', ')}`] : []),
      ];
      ctx.addIssue({
        code: 'custom',
        path: ['bands'],
        input: column.bands,
        message: 'd20 bands that cover every face 1 to 20 exactly once',
        params: { got: parts.join('; ') },
      });
    }
  });
export type TreasureColumnEntry = z.infer<typeof treasureColumnSchema>;

export const treasureTableSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    /**
     * The credit value of each treasure grade, grade 1 first: what a piece of that grade costs, and what an
     * extra cash drop pays half of (all of it on a 6).
     */
    gradeValues: listOf(intAtLeast(0), 'credit values').length(TREASURE_GRADES, {
      error: `exactly ${TREASURE_GRADES} credit values, one per treasure grade (grade 1 first)`,
    }),
    columns: listOf(treasureColumnSchema, 'columns').min(1, { error: 'a list with at least one column' }),
    description: text('description').optional(),
  })
  .superRefine((table, ctx) => {
    // Two columns may share a location kind only for grades that do not overlap.
    table.columns.forEach((column, c) => {
      const lo = column.grades?.min ?? 1;
      const hi = column.grades?.max ?? TREASURE_GRADES;
      for (let earlier = 0; earlier < c; earlier += 1) {
        const other = table.columns[earlier];
        if (other === undefined) continue;
        const shared = column.locationKinds.filter((kind) => other.locationKinds.includes(kind));
        const overlap = lo <= (other.grades?.max ?? TREASURE_GRADES) && (other.grades?.min ?? 1) <= hi;
        if (shared.length > 0 && overlap) {
          ctx.addIssue({
            code: 'custom',
            path: ['columns', c, 'locationKinds'],
            input: column.locationKinds,
            message: 'location kinds and grades no earlier column covers',
            params: {
              got: `${shared.map((k) => JSON.stringify(k)).join(', ')} again (columns[${earlier}] covers them for these grades)`,
            },
          });
        }
      }
    });
  });
export type TreasureTableEntry = z.infer<typeof treasureTableSchema>;

/** Which list a drop grid picks from. */
export const DROP_GRID_LISTS = ['weapons', 'items'] as const;
export type DropGridList = (typeof DROP_GRID_LISTS)[number];

export const dropGridRowSchema = z.strictObject({
  /** The d6 face printed in the middle of the row. */
  roll: intIn(1, 6),
  /** Ids of the two pieces on that row; the player takes one of them. */
  left: idRef('a weapon or item'),
  right: idRef('a weapon or item'),
});
export type DropGridRow = z.infer<typeof dropGridRowSchema>;

/**
 * One grade of the weapon page or the item page: six rows, one per d6 face, of two pieces each. A weapon
 * or item drop of that grade rolls a d6 and takes the left or the right piece of the row.
 */
export const dropGridSchema = z
  .strictObject({
    id: id(),
    list: oneOf(DROP_GRID_LISTS),
    grade: intIn(1, 6),
    rows: listOf(dropGridRowSchema, 'rows').length(6, {
      error: 'exactly 6 rows, one for each face of the d6 (1 to 6, in order)',
    }),
  })
  .superRefine((grid, ctx) => {
    grid.rows.forEach((row, index) => {
      if (row.roll !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'roll'],
          input: row.roll,
          message: `${index + 1} (the rows run 1 to 6, in order)`,
        });
      }
    });
  });
export type DropGrid = z.infer<typeof dropGridSchema>;
