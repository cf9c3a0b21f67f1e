import { z } from 'zod';
import { readSheet } from '../cgm/book';
import { parseCoordinate } from '../cgm/coordinates';
import { flag, id, idRef, intIn, listOf, oneOf, text } from './fields';
import { ATMOSPHERES, LOCATION_CONDITIONS, LOCATION_SPECIES, MAX_LOCATION_DIFFICULTY } from './scenario';

/**
 * The Crypted Game Master as content (Space Kraken §6): the CGM sheets, the event texts a line's `!ID`
 * command reads out, and the sets of lines a campaign starts with (§3.8). None of the book's sheets or
 * events are in the rule documents; a book owner types them in this format, and the sample pack carries an
 * original mini-campaign in it.
 */

/** Largest signed amount an event may give or take (credits, HP, oxygen, variables). */
export const MAX_EVENT_AMOUNT = 9999;

/** A coordinate in the CGM notation (`3HC`; a slashed zero Ø is the digit 0, O is the letter). */
export function cgmCoordinate() {
  const expected = 'a CGM coordinate: a sheet number, then a column and a row (0–9 or A–Z), as in 3HC';
  return z
    .string({ error: expected })
    .max(12, { error: expected })
    .refine((s) => !('error' in parseCoordinate(s)), { error: expected });
}

/** A signed whole amount (a gain or, negative, a loss). */
function amount() {
  return intIn(
    -MAX_EVENT_AMOUNT,
    MAX_EVENT_AMOUNT,
    `a whole number from −${MAX_EVENT_AMOUNT} to ${MAX_EVENT_AMOUNT}`,
  );
}

/** Event ids are two characters from 0–9 and A–Z, as the book prints them (`!A7`, `!EZ`). */
export const EVENT_ID_PATTERN = /^[0-9A-Z]{2}$/;

export function eventId() {
  const expected = 'an event id of two characters from 0–9 and A–Z (capitals), like "A7"';
  return z.string({ error: expected }).regex(EVENT_ID_PATTERN, { error: expected });
}

export const cgmSheetSchema = z
  .strictObject({
    id: id(),
    /** The sheet's number: the `3` of `3HC`. */
    number: intIn(1, 999),
    /** The sheet's columns, left to right: the blue cells of a command are the next columns in this order. */
    columns: z.string({ error: 'the columns as one string, like "ABCDEFGH"' }).min(1).max(36),
    /** Cells by column and row ("HC"), each in the cell notation (`3HC`, `#3HC`, `A>4`, `D+A`, `!A7`, `%12`, `/`). */
    cells: z
      .record(z.string().max(8), z.string().max(24), {
        error: 'cells by column and row, like { "HC": "#2AB" }',
      })
      .refine((cells) => Object.keys(cells).length <= 36 * 36, { error: 'at most 36 × 36 cells' }),
    /** The sheet is sample content written for this project (not from the book). */
    sample: flag().optional(),
  })
  .superRefine((sheet, ctx) => {
    const read = readSheet(sheet);
    if ('errors' in read)
      for (const error of read.errors.slice(0, 20))
        ctx.addIssue({ code: 'custom', path: ['cells'], input: sheet.number, message: error });
  });
export type CgmSheetEntry = z.infer<typeof cgmSheetSchema>;

/** Who an event's gain or loss falls on: its "you" is the line's Leader (§4 Leader). */
export const EVENT_TARGETS = ['leader', 'crew'] as const;

/** The traders an event may open (§6: the same services as in a dungeon exploration). */
export const EVENT_TRADERS = ['shop', 'ammo-dealer', 'gambler', 'modder', 'quest-master'] as const;

/** The attributes an event may check (§4 Attribute checks: d6 + the attribute against a target). */
export const CHECK_ATTRIBUTES = ['agility', 'strength', 'tech', 'charisma', 'ranged', 'melee'] as const;

/** A location an event defines in the short form of §12; fixed values cannot be altered. */
export const eventLocationSchema = z.strictObject({
  name: text('name').optional(),
  type: idRef('a location type'),
  difficulty: intIn(1, MAX_LOCATION_DIFFICULTY),
  ao: oneOf(ATMOSPHERES),
  ai: oneOf(ATMOSPHERES),
  depth: intIn(4, 9),
  /** Given Map-IDs are copied; without them the maps are rolled on a d20 (§12). */
  mapIds: listOf(intIn(1, 20, 'a Map-ID from 1 to 20'), 'Map-IDs')
    .max(9)
    .optional(),
  teleport: intIn(0, 9),
  condition: oneOf(LOCATION_CONDITIONS),
  species: oneOf(LOCATION_SPECIES),
});
export type EventLocation = z.infer<typeof eventLocationSchema>;

/** The enemies of an event's fight: a species at a level, so many of them. */
export const eventFoeSchema = z.strictObject({
  species: oneOf(LOCATION_SPECIES),
  level: intIn(1, 6),
  count: intIn(1, 12),
});

/** What an event does, in the order it lists them; `check` holds one level of effects for each outcome. */
const simpleEffects = [
  z.strictObject({ kind: z.literal('credits'), amount: amount() }),
  z.strictObject({ kind: z.literal('xp'), amount: intIn(0, 999), to: oneOf(EVENT_TARGETS) }),
  z.strictObject({ kind: z.literal('hp'), amount: amount(), to: oneOf(EVENT_TARGETS) }),
  z.strictObject({ kind: z.literal('oxygen'), amount: amount() }),
  z.strictObject({ kind: z.literal('item'), item: idRef('a weapon or item') }),
  z.strictObject({
    kind: z.literal('variable'),
    /** A–H the line's own, I–Z shared (§6). */
    name: z.string().regex(/^[A-Z]$/, { error: 'a variable letter from A to Z' }),
    op: oneOf(['set', 'add'] as const),
    value: amount(),
  }),
  z.strictObject({
    kind: z.literal('start-line'),
    name: text('name'),
    /** Where the new line starts; without one, a d20 picks 1AA–1AT (the LT rule). */
    start: cgmCoordinate().optional(),
  }),
  z.strictObject({ kind: z.literal('location'), location: eventLocationSchema }),
  z.strictObject({ kind: z.literal('crawl'), location: eventLocationSchema }),
  z.strictObject({
    kind: z.literal('fight'),
    foes: listOf(eventFoeSchema, 'foes').min(1).max(6),
    /** An ambush: the enemies act first (§14 initiative). */
    ambush: flag(),
  }),
  z.strictObject({ kind: z.literal('trader'), trader: oneOf(EVENT_TRADERS), grade: intIn(1, 5) }),
  /**
   * Glossary "Space Combat": one "can be triggered during a Space Flight, or by a Story Event". The event
   * names the combat by its row of the flight table (§9.4 flight numbers run from 3 to 19).
   */
  z.strictObject({
    kind: z.literal('space-combat'),
    flight: intIn(3, 19, 'a flight number from 3 to 19 (a row of the flight table)'),
  }),
  z.strictObject({ kind: z.literal('quest'), sheet: idRef('a quest sheet'), roll: intIn(1, 6).optional() }),
  z.strictObject({ kind: z.literal('victory'), text: text('text') }),
] as const;

export const simpleEffectSchema = z.discriminatedUnion('kind', simpleEffects, {
  error:
    'an event effect: one of credits, xp, hp, oxygen, item, variable, start-line, location, crawl, fight, trader, space-combat, quest, victory, check',
});
export type SimpleEventEffect = z.infer<typeof simpleEffectSchema>;

export const checkEffectSchema = z.strictObject({
  kind: z.literal('check'),
  attribute: oneOf(CHECK_ATTRIBUTES),
  /** The check passes when d6 + the Leader's attribute reaches this (§4). */
  target: intIn(2, 20),
  pass: listOf(simpleEffectSchema, 'effects').max(12),
  fail: listOf(simpleEffectSchema, 'effects').max(12),
});
export type CheckEffect = z.infer<typeof checkEffectSchema>;

export const eventEffectSchema = z.union([checkEffectSchema, simpleEffectSchema], {
  error:
    'an event effect: one of credits, xp, hp, oxygen, item, variable, start-line, location, crawl, fight, trader, space-combat, quest, victory, check',
});
export type EventEffect = z.infer<typeof eventEffectSchema>;

const optionSchema = z.strictObject({
  label: text('label'),
  effects: listOf(eventEffectSchema, 'effects').max(12).default([]),
});

export const cgmEventSchema = z.strictObject({
  id: eventId(),
  title: text('title'),
  /** What the player reads. The event's "you" is the line's Leader. */
  text: text('text'),
  /** STANDBY: the player may leave it waiting and take it up at a later activation, or never (§6). */
  standby: flag().default(false),
  effects: listOf(eventEffectSchema, 'effects').max(12).default([]),
  /** An A/B decision: option A follows the first blue cell, B the second. */
  choice: z.strictObject({ a: optionSchema, b: optionSchema }).optional(),
  sample: flag().optional(),
});
export type CgmEventEntry = z.infer<typeof cgmEventSchema>;

export const lineSetSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** The story lines noted on the tracker before the first turn, slot 1 first: at most six (§6). */
  lines: listOf(z.strictObject({ name: text('name'), start: cgmCoordinate() }), 'story lines')
    .min(1, { error: 'a list of 1 to 6 story lines' })
    .max(6, { error: 'a list of 1 to 6 story lines' }),
  description: text('description').optional(),
  sample: flag().optional(),
});
export type LineSet = z.infer<typeof lineSetSchema>;
