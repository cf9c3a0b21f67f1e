import { z } from 'zod';
import { id, idRef, intAtLeast, intIn, listOf, namedEffectSchema, numberIn, oneOf, text } from './fields';

/**
 * Salvage skirmish content: unit cards (Boilers, their Boss, and hostiles with Motivations), gear with the
 * weapon keywords of the quick reference, event cards read by the current Danger level, mission themes.
 */

export const UNIT_ROLES = ['boiler', 'boss', 'hostile'] as const;
export type UnitRole = (typeof UNIT_ROLES)[number];

const dice = () => intIn(0, 12, 'a number of D8 from 0 to 12');

export const unitStatsSchema = z.strictObject({
  /** Inches per Move action. */
  move: numberIn(0, 24),
  /** Dice counts (D8 pools). */
  muscle: dice(),
  smarts: dice(),
  armour: dice(),
  power: intIn(0, 12),
  health: intIn(1, 30),
  capacity: intIn(0, 30),
});
export type UnitStats = z.infer<typeof unitStatsSchema>;

export const unitCardSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    role: oneOf(UNIT_ROLES),
    stats: unitStatsSchema,
    /** Gear ids from this pack the unit carries at the start. */
    gear: listOf(idRef('a gear item'), 'gear ids').default([]),
    /** Hostiles: what an Alert hostile does, in order of priority. */
    motivations: listOf(text('motivation'), 'motivations').optional(),
    /** Hostiles: scrip gained by searching it once Mortally Wounded. */
    scrip: intAtLeast(0).optional(),
    abilities: listOf(namedEffectSchema, 'abilities').default([]),
    /** Boss only: the crew perk the Boss brings. */
    perk: namedEffectSchema.optional(),
    description: text('description').optional(),
  })
  .superRefine((card, ctx) => {
    const hostile = card.role === 'hostile';
    if (hostile && (card.motivations === undefined || card.motivations.length === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivations'],
        input: card.motivations,
        message: 'a list of at least one motivation (hostiles act on them)',
      });
    }
    if (hostile && card.scrip === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['scrip'],
        input: undefined,
        message: 'the scrip a search of this hostile gives',
      });
    }
    for (const field of ['motivations', 'scrip'] as const) {
      if (!hostile && card[field] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          input: card[field],
          message: `no ${field} on a ${card.role} (hostiles only)`,
        });
      }
    }
    if (card.perk !== undefined && card.role !== 'boss') {
      ctx.addIssue({
        code: 'custom',
        path: ['perk'],
        input: card.perk,
        message: `no perk on a ${card.role} (the boss only)`,
      });
    }
  });
export type UnitCard = z.infer<typeof unitCardSchema>;

export const GEAR_KINDS = ['weapon', 'armour', 'item', 'ration'] as const;
export type GearKind = (typeof GEAR_KINDS)[number];

/** Weapon keywords of the quick reference; Long Reach carries its distance in `reach`. */
export const GEAR_KEYWORDS = [
  'Armor Piercing',
  'Blade',
  'Blunt',
  'Explosive',
  'Heavy',
  'Long Reach',
  'Pistol',
  'Powershot',
  'Rifle',
  'Thrown',
  'Two-Handed',
] as const;
export type GearKeyword = (typeof GEAR_KEYWORDS)[number];

export const gearSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    /** Capacity points it takes. */
    size: intIn(0, 10),
    kind: oneOf(GEAR_KINDS),
    keywords: listOf(oneOf(GEAR_KEYWORDS), 'weapon keywords').default([]),
    /** Long Reach (X"): the X, inches. */
    reach: numberIn(1, 12).optional(),
    /** Ranged weapons: range in inches. Absent for melee weapons. */
    range: numberIn(1, 72).optional(),
    /** Weapons: damage of a hit. */
    damage: intIn(0, 10).optional(),
    /** Extra D8 added to the attack (weapons) or defence (armour) roll. */
    bonusDice: intIn(0, 4).default(0),
    /** Explosive: radius of the area hit, inches. */
    blast: numberIn(0.5, 12).optional(),
    /** Price in scrip. */
    price: intAtLeast(0),
    effect: text('rule text').optional(),
  })
  .superRefine((gear, ctx) => {
    const weapon = gear.kind === 'weapon';
    if (weapon && gear.damage === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['damage'],
        input: undefined,
        message: 'a damage from 0 to 10 (weapons need one)',
      });
    }
    if (!weapon) {
      for (const field of ['damage', 'range', 'reach', 'blast'] as const) {
        if (gear[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            input: gear[field],
            message: `no ${field} on gear of kind "${gear.kind}" (weapons only)`,
          });
        }
      }
      if (gear.keywords.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['keywords'],
          input: gear.keywords,
          message: `no weapon keywords on gear of kind "${gear.kind}"`,
        });
      }
    }
    const longReach = gear.keywords.includes('Long Reach');
    if (longReach !== (gear.reach !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['reach'],
        input: gear.reach,
        message: longReach
          ? 'the reach in inches (the X of Long Reach (X"))'
          : 'no reach unless the keywords list "Long Reach"',
      });
    }
    const explosive = gear.keywords.includes('Explosive');
    if (explosive !== (gear.blast !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['blast'],
        input: gear.blast,
        message: explosive
          ? 'the blast radius in inches (Explosive weapons need one)'
          : 'no blast unless the keywords list "Explosive"',
      });
    }
  });
export type Gear = z.infer<typeof gearSchema>;

export const DANGER_LEVELS = ['allQuiet', 'low', 'medium', 'high', 'maximum'] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

export const eventCardSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** What the card does at each Danger level (All Quiet 1–4, Low 5–9, Medium 10–15, High 16–19, Maximum 20). */
  effects: z.strictObject({
    allQuiet: text('effect'),
    low: text('effect'),
    medium: text('effect'),
    high: text('effect'),
    maximum: text('effect'),
  }),
  flavour: text('flavour text').optional(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const missionThemeSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** The special environmental rule the theme adds to the mission. */
  rule: text('rule text'),
});
export type MissionTheme = z.infer<typeof missionThemeSchema>;
