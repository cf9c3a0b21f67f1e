import { z } from 'zod';
import { issueExpectation } from '../zodIssues';
import {
  flag,
  id,
  idRef,
  intAtLeast,
  intIn,
  listOf,
  namedEffectSchema,
  numberIn,
  oneOf,
  text,
} from './fields';

/**
 * Salvage skirmish content: unit cards (Boilers, their Boss, and hostiles with Motivations), gear with the
 * weapon keywords of the quick reference, event cards read by the current Danger level, mission themes.
 *
 * Besides the words a player reads, most entries can carry the same rule as data a rules engine applies
 * (event rows' `do`, hostiles' `plan`, a perk's or a piece of gear's `use`, a theme's `effects`); an entry
 * without them is played by hand from its text.
 */

/** A depth of the board: 1 Topside, 2 The Mids, 3 The Sink. */
export const DEPTH_LEVELS = [1, 2, 3] as const;
export type DepthLevel = (typeof DEPTH_LEVELS)[number];

/** A depth level field, worded like the board's own. */
export function depthLevel() {
  return z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'a level: 1 (Topside), 2 (The Mids) or 3 (The Sink)',
  });
}

/** A union on `kind` whose error names every kind it knows (`what`: "an effect", "a motivation"). */
function kindUnion<
  const T extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]],
>(what: string, kinds: readonly string[], options: T) {
  return z.discriminatedUnion('kind', options, {
    error: `${what} whose "kind" is one of ${kinds.map((k) => JSON.stringify(k)).join(', ')}`,
  });
}

/** The eleven conditions of the conditions table. */
export type ConditionId =
  | 'burning'
  | 'stunned'
  | 'bleeding'
  | 'blinded'
  | 'poisoned'
  | 'unlucky'
  | 'exhausted'
  | 'panicked'
  | 'pickled'
  | 'prone'
  | 'mortallyWounded';

/**
 * The conditions an effect may give: the conditions table (`ConditionId` above)
 * without Mortally Wounded, which only 0 Health gives. The mapped type makes the compiler insist on every one
 * of them, once.
 */
export type EffectCondition = Exclude<ConditionId, 'mortallyWounded'>;

const EFFECT_CONDITION_TABLE: { readonly [C in EffectCondition]: C } = {
  burning: 'burning',
  stunned: 'stunned',
  bleeding: 'bleeding',
  blinded: 'blinded',
  poisoned: 'poisoned',
  unlucky: 'unlucky',
  exhausted: 'exhausted',
  panicked: 'panicked',
  pickled: 'pickled',
  prone: 'prone',
};

export const EFFECT_CONDITIONS: readonly EffectCondition[] = Object.values(EFFECT_CONDITION_TABLE);

function effectCondition() {
  return z.enum(EFFECT_CONDITION_TABLE, {
    error: `one of ${EFFECT_CONDITIONS.map((c) => JSON.stringify(c)).join(', ')}`,
  });
}

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

/**
 * What an Alert hostile does, as data (one per line of its `motivations`, same order):
 * - meleeEngaged: if Engaged, melee attack the Engaged Boiler;
 * - shootNearest: ranged attack the nearest Boiler in line of sight and range;
 * - chargeNearest: move toward the nearest Boiler (the nearest carrying Salvage, or the nearest wounded one,
 *   with `prefer`), into base contact when it can, then melee attack;
 * - moveToNoise: move toward the nearest Noise marker;
 * - guardSalvage: move toward the nearest salvage site.
 */
export const MOTIVATION_KINDS = [
  'meleeEngaged',
  'shootNearest',
  'chargeNearest',
  'moveToNoise',
  'guardSalvage',
] as const;
export type MotivationKind = (typeof MOTIVATION_KINDS)[number];

export const MOTIVATION_PREFERENCES = ['carryingSalvage', 'wounded'] as const;

export const motivationSchema = kindUnion('a motivation', MOTIVATION_KINDS, [
  z.strictObject({ kind: z.literal('meleeEngaged') }),
  z.strictObject({ kind: z.literal('shootNearest') }),
  z.strictObject({ kind: z.literal('chargeNearest'), prefer: oneOf(MOTIVATION_PREFERENCES).optional() }),
  z.strictObject({ kind: z.literal('moveToNoise') }),
  z.strictObject({ kind: z.literal('guardSalvage') }),
]);
export type Motivation = z.infer<typeof motivationSchema>;

/**
 * What a Boss perk does, for the rules to apply (optional: without it the perk's text is applied by hand).
 * removeExert: once per mission, at the start of a Boiler Phase, one Boiler removes one Exert token;
 * extraPower: once per mission, one Boiler has +1 Power this round.
 */
export const PERK_USES = ['removeExert', 'extraPower'] as const;
export type PerkUse = (typeof PERK_USES)[number];

export const perkSchema = z.strictObject({
  name: text('name'),
  effect: text('rule text'),
  use: oneOf(PERK_USES).optional(),
});
export type Perk = z.infer<typeof perkSchema>;

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
    /** Hostiles: the same motivations as data, one per line of `motivations` (optional). */
    plan: listOf(motivationSchema, 'motivations as data').optional(),
    /** Hostiles: scrip gained by searching it once Mortally Wounded. */
    scrip: intAtLeast(0).optional(),
    abilities: listOf(namedEffectSchema, 'abilities').default([]),
    /** Boss only: the crew perk the Boss brings. */
    perk: perkSchema.optional(),
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
    if (hostile && card.plan !== undefined && card.motivations !== undefined) {
      const lines = card.motivations.length;
      if (card.plan.length !== lines) {
        ctx.addIssue({
          code: 'custom',
          path: ['plan'],
          input: card.plan,
          message: `a plan of ${lines} motivation${lines === 1 ? '' : 's'}, one for each line of "motivations" (it has ${lines})`,
          params: { got: `a plan of ${card.plan.length}` },
        });
      }
    }
    for (const field of ['motivations', 'plan', 'scrip'] as const) {
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

/**
 * `augment`: gear fitted into a Boiler's body, raising one stat (`raises`) by its `bonusDice` while carried.
 * The quick reference names augments only in Blight Manifestation 5 ("cannot carry Augments"); what one does
 * is the sample pack's own rule.
 */
export const GEAR_KINDS = ['weapon', 'armour', 'item', 'ration', 'augment'] as const;
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

/**
 * What using an item or ration does (Use Item action): heal restores `amount` Health; removeBlight takes
 * `amount` Blight off the crew; removeExert removes `amount` Exert tokens; removeCondition removes `amount`
 * Conditions (the player picks which).
 */
export const GEAR_USE_KINDS = ['heal', 'removeBlight', 'removeExert', 'removeCondition'] as const;
export type GearUseKind = (typeof GEAR_USE_KINDS)[number];

/** Conditions an item gives while it is carried: Pickled, the one the conditions table ties to an item (†). */
export const GRANTED_CONDITIONS = ['pickled'] as const;

export const gearUseSchema = z.strictObject({
  kind: oneOf(GEAR_USE_KINDS),
  amount: intIn(1, 3),
});
export type GearUse = z.infer<typeof gearUseSchema>;

/** The dice stats an augment may raise. */
export const AUGMENT_STATS = ['muscle', 'smarts', 'armour'] as const;
export type AugmentStat = (typeof AUGMENT_STATS)[number];

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
    /** Extra D8 added to the attack (weapons) or defence (armour) roll; for an augment, its stat's dice. */
    bonusDice: intIn(0, 4).default(0),
    /** Augments: the stat it raises by `bonusDice` dice while carried. */
    raises: oneOf(AUGMENT_STATS).optional(),
    /** Explosive: radius of the area hit, inches. */
    blast: numberIn(0.5, 12).optional(),
    /** Price in scrip. */
    price: intAtLeast(0),
    effect: text('rule text').optional(),
    /** Items and rations: what using it does, for the rules to apply. */
    use: gearUseSchema.optional(),
    /** Items and rations: used up when used. Left out: true for rations, false for items. */
    consumable: flag().optional(),
    /**
     * Items and rations: the condition the carrier has for as long as it carries this (conditions table †:
     * Pickled is removed when the item that gave it is removed).
     */
    grants: oneOf(GRANTED_CONDITIONS).optional(),
  })
  .superRefine((gear, ctx) => {
    const weapon = gear.kind === 'weapon';
    const usable = gear.kind === 'item' || gear.kind === 'ration';
    if (!usable) {
      for (const field of ['use', 'consumable', 'grants'] as const) {
        if (gear[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            input: gear[field],
            message: `no ${field} on gear of kind "${gear.kind}" (items and rations only)`,
          });
        }
      }
    }
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
    const augment = gear.kind === 'augment';
    if (augment && (gear.raises === undefined || gear.bonusDice < 1)) {
      ctx.addIssue({
        code: 'custom',
        path: gear.raises === undefined ? ['raises'] : ['bonusDice'],
        input: gear.raises === undefined ? undefined : gear.bonusDice,
        message:
          gear.raises === undefined
            ? 'the stat the augment raises: "muscle", "smarts" or "armour"'
            : 'at least 1 (the dice the augment adds to its stat)',
      });
    }
    if (!augment && gear.raises !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['raises'],
        input: gear.raises,
        message: `no raises on gear of kind "${gear.kind}" (augments only)`,
      });
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

/** Is the gear used up when used? `consumable` when given, else true for rations and false for the rest. */
export function gearIsConsumable(gear: Gear): boolean {
  return gear.consumable ?? gear.kind === 'ration';
}

export const DANGER_LEVELS = ['allQuiet', 'low', 'medium', 'high', 'maximum'] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

/**
 * Who an event effect hits: the unit that drew the card, one random Boiler, every Boiler, every hostile or
 * every unit; `level` keeps only those on that depth (1 Topside, 2 The Mids, 3 The Sink).
 */
export const WHO_UNITS = ['drawer', 'randomBoiler', 'allBoilers', 'allHostiles', 'allUnits'] as const;
export type WhoUnits = (typeof WHO_UNITS)[number];

export const whoSchema = z.strictObject({
  units: oneOf(WHO_UNITS),
  level: depthLevel().optional(),
});
export type Who = z.infer<typeof whoSchema>;

/** The stats an event test rolls. */
export const TEST_STATS = ['muscle', 'smarts'] as const;

const FAIL_EFFECT_KINDS = ['damage', 'condition', 'fall', 'blight'] as const;

/** What happens to a unit that fails an event's test. */
export const failEffectSchema = kindUnion('an effect of a failed test', FAIL_EFFECT_KINDS, [
  z.strictObject({ kind: z.literal('damage'), amount: intIn(1, 5), ignoresArmour: flag() }),
  z.strictObject({ kind: z.literal('condition'), condition: effectCondition() }),
  z.strictObject({ kind: z.literal('fall') }),
  z.strictObject({ kind: z.literal('blight'), amount: intIn(1, 3) }),
]);
export type FailEffect = z.infer<typeof failEffectSchema>;

export const SITE_EFFECT_KINDS = [
  'none',
  'danger',
  'noise',
  'blight',
  'damage',
  'condition',
  'test',
  'fall',
  'alertAll',
  'spawnHostile',
  'openAirlocks',
  'lockAirlock',
] as const;
export type SiteEffectKind = (typeof SITE_EFFECT_KINDS)[number];

/**
 * One thing an event card row does, for the rules to apply (see docs/content.md, eventCards):
 * none; danger (move the Danger Tracker by `amount`); noise (a Noise event at the drawing unit or the board's
 * centre); blight (crew Blight +`amount`); damage; condition; test (a Muscle or Smarts test at `tn`, each unit
 * that fails suffers `onFail`); fall (one depth down, 1 damage, Prone); alertAll (every hostile turns Alert);
 * spawnHostile (the hostile card `cardId`, or a random one); openAirlocks; lockAirlock (one random airlock is
 * locked for good).
 */
export const siteEffectSchema = kindUnion('an effect', SITE_EFFECT_KINDS, [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('danger'), amount: intIn(-5, 5) }),
  z.strictObject({ kind: z.literal('noise'), at: oneOf(['drawer', 'centre']) }),
  z.strictObject({ kind: z.literal('blight'), amount: intIn(1, 3) }),
  z.strictObject({ kind: z.literal('damage'), who: whoSchema, amount: intIn(1, 5), ignoresArmour: flag() }),
  z.strictObject({ kind: z.literal('condition'), who: whoSchema, condition: effectCondition() }),
  z.strictObject({
    kind: z.literal('test'),
    who: whoSchema,
    stat: oneOf(TEST_STATS),
    tn: intIn(2, 8, 'a target number from 2 to 8').default(6),
    onFail: listOf(failEffectSchema, 'effects of a failed test').min(1, {
      error: 'a list of at least one effect for a unit that fails the test',
    }),
  }),
  z.strictObject({ kind: z.literal('fall'), who: whoSchema }),
  z.strictObject({ kind: z.literal('alertAll') }),
  z.strictObject({ kind: z.literal('spawnHostile'), cardId: idRef('a hostile unit card').optional() }),
  z.strictObject({ kind: z.literal('openAirlocks') }),
  z.strictObject({ kind: z.literal('lockAirlock') }),
]);
export type SiteEffect = z.infer<typeof siteEffectSchema>;

/** A row of an event card: its text only (applied by hand), or its text and what the rules apply. */
export type EventRow = string | { text: string; do: SiteEffect[] };

const EVENT_ROW_EXPECTED =
  'the effect in words, or an object { "text": the effect in words, "do": [effects the rules apply] }';
const eventTextSchema = text('effect');
const eventRowObjectSchema = z.strictObject({
  text: text('effect text'),
  do: listOf(siteEffectSchema, 'effects'),
});

/**
 * Text or object. Written as a dispatch on the value's type rather than a zod union, so a mistake inside the
 * object (an unknown effect kind, a missing field) is reported at its own place and not as "not a text or an
 * object" for the whole row.
 */
export const eventRowSchema = z.unknown().transform((value, ctx): EventRow => {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (typeof value !== 'string' && !isObject) {
    ctx.issues.push({ code: 'custom', message: EVENT_ROW_EXPECTED, input: value });
    return z.NEVER;
  }
  const result =
    typeof value === 'string'
      ? eventTextSchema.safeParse(value, { error: issueExpectation, reportInput: true })
      : eventRowObjectSchema.safeParse(value, { error: issueExpectation, reportInput: true });
  if (result.success) return result.data;
  // The inner issues are already worded; passed on as they are, their paths continue from this row.
  for (const issue of result.error.issues) ctx.issues.push(issue as z.core.$ZodRawIssue);
  return z.NEVER;
});

/** The words of a row. */
export function eventRowText(row: EventRow): string {
  return typeof row === 'string' ? row : row.text;
}

/** What the rules apply for a row, or null for a text-only row (applied by hand). */
export function eventRowEffects(row: EventRow): SiteEffect[] | null {
  return typeof row === 'string' ? null : row.do;
}

export const eventCardSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** What the card does at each Danger level (All Quiet 1–4, Low 5–9, Medium 10–15, High 16–19, Maximum 20). */
  effects: z.strictObject({
    allQuiet: eventRowSchema,
    low: eventRowSchema,
    medium: eventRowSchema,
    high: eventRowSchema,
    maximum: eventRowSchema,
  }),
  flavour: text('flavour text').optional(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const THEME_EFFECT_KINDS = [
  'difficultLevel',
  'visibility',
  'startingDanger',
  'extraBlightPerSection',
  'noiseRadius',
] as const;
export type ThemeEffectKind = (typeof THEME_EFFECT_KINDS)[number];

/**
 * What a theme changes, for the rules to apply: difficultLevel (all ground on that depth is difficult
 * ground); visibility (no unit sees or measures further than `inches`); startingDanger (the Danger Tracker
 * starts at `value`); extraBlightPerSection (each new Danger section gives the crew `amount` more Blight);
 * noiseRadius (Unalert hostiles within `inches` of a Noise turn Alert, instead of 6").
 */
export const themeEffectSchema = kindUnion('a theme effect', THEME_EFFECT_KINDS, [
  z.strictObject({ kind: z.literal('difficultLevel'), level: depthLevel() }),
  z.strictObject({ kind: z.literal('visibility'), inches: numberIn(3, 36) }),
  z.strictObject({ kind: z.literal('startingDanger'), value: intIn(1, 19) }),
  z.strictObject({ kind: z.literal('extraBlightPerSection'), amount: intIn(1, 2) }),
  z.strictObject({ kind: z.literal('noiseRadius'), inches: numberIn(2, 12) }),
]);
export type ThemeEffect = z.infer<typeof themeEffectSchema>;

export const missionThemeSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** The special environmental rule the theme adds to the mission. */
  rule: text('rule text'),
  /** The rule as data the rules apply; empty when the rule is applied by hand. */
  effects: listOf(themeEffectSchema, 'theme effects').default([]),
});
export type MissionTheme = z.infer<typeof missionThemeSchema>;
