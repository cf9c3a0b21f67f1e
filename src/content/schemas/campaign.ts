import { z } from 'zod';
import { flag, id, idRef, intIn, listOf, oneOf, text } from './fields';
import { ATMOSPHERES, LOCATION_CONDITIONS, LOCATION_SPECIES } from './scenario';

/**
 * The set-up tables of a Space Kraken campaign (§3) and its location generator (§12): crew backstories,
 * achievements and the tables a new location is rolled on. The book's pages are not in the rule documents;
 * these are formats a book owner can fill, and the sample pack fills them with original sample content.
 */

/** What a backstory or an achievement changes at the start of a campaign, beside its text. */
export const startBonusSchema = z.strictObject({
  /** Added to the 100¢ every campaign starts with (§3.7); may be negative. */
  credits: intIn(-100, 1000).default(0),
  /** Added to the ship's 25 oxygen (§3.6); may be negative. */
  oxygen: intIn(-25, 100).default(0),
});
export type StartBonus = z.infer<typeof startBonusSchema>;

export const backstorySchema = z.strictObject({
  id: id(),
  name: text('name'),
  text: text('text'),
  /** How many crew members the campaign starts with (§3.3: 3 unless the backstory says otherwise; never above 4). */
  crew: intIn(1, 4).default(3),
  bonus: startBonusSchema.optional(),
  sample: flag().optional(),
});
export type Backstory = z.infer<typeof backstorySchema>;

export const achievementSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** What unlocks it (the player ticks it; achievements carry over between campaigns, §3.1). */
  requirement: text('requirement'),
  /** The bonus it grants in every later campaign, in words. */
  bonus: text('bonus'),
  /** The part of the bonus the set-up applies by itself. */
  start: startBonusSchema.optional(),
  sample: flag().optional(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** The dice a generator table is rolled with (the book's tables use d6s and the d20). */
export const GENERATOR_DICE = ['d6', 'd20'] as const;
export type GeneratorDie = (typeof GENERATOR_DICE)[number];
export const GENERATOR_DIE_FACES: Readonly<Record<GeneratorDie, number>> = { d6: 6, d20: 20 };

/**
 * One table of the generator: `dice` dice of one kind summed, each total given by exactly one row. The rows
 * must cover every total the dice can give, once.
 */
function rolledTable<T extends z.ZodType>(value: T, what: string) {
  return z
    .strictObject({
      die: oneOf(GENERATOR_DICE),
      dice: intIn(1, 3).default(1),
      rows: listOf(z.strictObject({ from: intIn(1, 60), to: intIn(1, 60), value }), `${what} rows`)
        .min(1)
        .max(60),
    })
    .superRefine((table, ctx) => {
      const faces = GENERATOR_DIE_FACES[table.die];
      const low = table.dice;
      const high = table.dice * faces;
      const covered = new Map<number, number>();
      table.rows.forEach((row, index) => {
        if (row.from > row.to)
          ctx.addIssue({
            code: 'custom',
            path: ['rows', index, 'to'],
            input: row.to,
            message: `a last roll not below the row's first (${row.from})`,
          });
        for (let n = row.from; n <= row.to; n += 1) {
          if (n < low || n > high) {
            ctx.addIssue({
              code: 'custom',
              path: ['rows', index],
              input: n,
              message: `rolls from ${low} to ${high} (what ${table.dice}${table.die} can give)`,
            });
            break;
          }
          const first = covered.get(n);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['rows', index],
              input: n,
              message: `a roll no other row has (${n} is already in row ${first + 1})`,
            });
            break;
          }
          covered.set(n, index);
        }
      });
      const missing: number[] = [];
      for (let n = low; n <= high; n += 1) if (!covered.has(n)) missing.push(n);
      if (missing.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['rows'],
          input: missing.slice(0, 10),
          message: `a row for every roll from ${low} to ${high}; nothing gives ${missing.slice(0, 10).join(', ')}`,
        });
    });
}

/**
 * §12 The location generator: the tables rolled in this order when a flight finds a new location. The
 * difficulty is chosen before the flight and the Map-IDs are d20s; neither is rolled here nor modified.
 */
export const LOCATION_TABLE_ORDER = [
  'type',
  'ao',
  'ai',
  'depth',
  'teleport',
  'condition',
  'species',
] as const;
export type LocationTableName = (typeof LOCATION_TABLE_ORDER)[number];

export const locationGeneratorSchema = z.strictObject({
  id: id(),
  name: text('name'),
  type: rolledTable(idRef('a location type'), 'location type'),
  ao: rolledTable(oneOf(ATMOSPHERES), 'atmosphere'),
  ai: rolledTable(oneOf(ATMOSPHERES), 'atmosphere'),
  depth: rolledTable(intIn(4, 9), 'depth'),
  teleport: rolledTable(intIn(0, 9), 'teleport range'),
  condition: rolledTable(oneOf(LOCATION_CONDITIONS), 'condition'),
  species: rolledTable(oneOf(LOCATION_SPECIES), 'species'),
  description: text('description').optional(),
  sample: flag().optional(),
});
export type LocationGenerator = z.infer<typeof locationGeneratorSchema>;
export type RolledTable = LocationGenerator[LocationTableName];
