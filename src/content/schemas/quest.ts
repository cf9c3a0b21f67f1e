import { z } from 'zod';
import { flag, id, idRef, intAtLeast, intIn, listOf, oneOf, text } from './fields';

/**
 * A Space Kraken quest sheet: what a Quest Master hands out (kraken.quest-master). The book's own
 * QUEST MASTER sheet (page 160) is not reproduced here; this is a format a book owner can fill with it.
 * The quest is rolled on the sheet's die: one row per face, 1 to 6, each face exactly once.
 */

export const QUEST_DICE = ['d6'] as const;

/** What a quest asks the crew to do. */
export const QUEST_OBJECTIVE_KINDS = ['capture', 'deliver', 'defeat', 'reach'] as const;
export type QuestObjectiveKind = (typeof QUEST_OBJECTIVE_KINDS)[number];

/** Faces of the sheet's die. */
export const QUEST_FACES = 6;

/** The most enemies a quest may ask for at once. */
export const MAX_QUEST_COUNT = 9;

/**
 * What a quest's objective is checked against, typed so the campaign can tell when play meets it. Every
 * field is optional: an objective with no target is judged by the player from its words (`detail`).
 * Which fields a kind takes is checked on the objective (`targetProblems`).
 */
export const questTargetSchema = z.strictObject({
  /** capture, defeat: the enemy profile asked for; left out, any enemy (any alien for a capture). */
  enemy: idRef('an enemy').optional(),
  /** defeat: only a boss counts. */
  boss: flag().optional(),
  /** capture, defeat: how many, 1 when left out. */
  count: intIn(1, MAX_QUEST_COUNT).optional(),
  /** reach, deliver: the location type to land at. */
  location: idRef('a location type').optional(),
  /** deliver: the weapon or item a crew member must carry there (handed over on arrival). */
  item: idRef('a weapon or item').optional(),
  /** reach: an Event tile must also be set off there (§13 Event: a quest's objective). */
  event: flag().optional(),
});
export type QuestTarget = z.infer<typeof questTargetSchema>;

type TargetField = keyof QuestTarget;

/** The target fields each kind of objective takes, and those it must name. */
const TARGET_FIELDS: Readonly<
  Record<
    QuestObjectiveKind,
    { readonly takes: readonly TargetField[]; readonly needs: readonly TargetField[] }
  >
> = {
  capture: { takes: ['enemy', 'count'], needs: [] },
  defeat: { takes: ['enemy', 'boss', 'count'], needs: [] },
  reach: { takes: ['location', 'event'], needs: ['location'] },
  deliver: { takes: ['item', 'location'], needs: ['item', 'location'] },
};

const FIELD_WORDS: Readonly<Record<TargetField, string>> = {
  enemy: 'an enemy id',
  boss: 'a boss flag',
  count: 'a count',
  location: 'a location type id',
  item: 'a weapon or item id',
  event: 'an event flag',
};

export const questObjectiveSchema = z
  .strictObject({
    kind: oneOf(QUEST_OBJECTIVE_KINDS),
    detail: text('detail'),
    /** Optional: what play must do to meet the objective; without it the player judges `detail`. */
    target: questTargetSchema.optional(),
  })
  .superRefine((objective, ctx) => {
    const target = objective.target;
    if (target === undefined) return;
    const { takes, needs } = TARGET_FIELDS[objective.kind];
    for (const field of Object.keys(target) as TargetField[]) {
      if (takes.includes(field)) continue;
      const allowed = takes.length === 0 ? 'no target fields' : takes.join(', ');
      ctx.addIssue({
        code: 'custom',
        path: ['target', field],
        input: target[field],
        message: `no ${field} field: a ${objective.kind} objective's target takes ${allowed}`,
      });
    }
    for (const field of needs)
      if (target[field] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['target', field],
          input: undefined,
          message: `${FIELD_WORDS[field]}: a ${objective.kind} objective's target names it`,
        });
  });
export type QuestObjective = z.infer<typeof questObjectiveSchema>;

export const questRewardSchema = z.strictObject({
  credits: intAtLeast(0),
  xp: intAtLeast(0),
});
export type QuestReward = z.infer<typeof questRewardSchema>;

/** Largest signed amount a penalty may give or take (the same bound as an event's effects). */
export const MAX_PENALTY_AMOUNT = 9999;

function signed() {
  return intIn(
    -MAX_PENALTY_AMOUNT,
    MAX_PENALTY_AMOUNT,
    `a whole number from −${MAX_PENALTY_AMOUNT} to ${MAX_PENALTY_AMOUNT} (a loss is negative)`,
  );
}

/**
 * What a failed quest costs, typed so the quest timer's fourth tick can apply it (§5 phase 5): the effect
 * kinds an event uses, fitted to a quest. A quest has no Leader when it fails at the timer, so HP falls on
 * every living crew member; a variable is one of the shared I–Z (no story line owns the quest); an item can
 * be lost. Amounts are signed as an event's are: a loss is negative.
 */
export const questPenaltyEffectSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('credits'), amount: signed() }),
    z.strictObject({ kind: z.literal('xp'), amount: signed() }),
    z.strictObject({ kind: z.literal('hp'), amount: signed() }),
    z.strictObject({ kind: z.literal('oxygen'), amount: signed() }),
    z.strictObject({
      kind: z.literal('variable'),
      name: z.string().regex(/^[I-Z]$/, { error: 'a shared variable letter from I to Z' }),
      op: oneOf(['set', 'add'] as const),
      value: signed(),
    }),
    z.strictObject({ kind: z.literal('item-loss'), item: idRef('a weapon or item') }),
  ],
  { error: 'a penalty: one of credits, xp, hp, oxygen, variable, item-loss' },
);
export type QuestPenaltyEffect = z.infer<typeof questPenaltyEffectSchema>;

export const questRowSchema = z.strictObject({
  /** The face of the sheet's die that gives this quest. */
  roll: intIn(1, QUEST_FACES),
  quest: text('quest'),
  objective: questObjectiveSchema,
  reward: questRewardSchema,
  /** An Urgent Quest fails when the fourth tick is drawn next to it; its penalty is then paid. */
  urgent: flag(),
  /** What a failed quest costs, in words (what the player reads). */
  penalty: text('penalty'),
  /** The same penalty typed, applied by the quest timer when the quest fails; none when left out. */
  penaltyEffects: listOf(questPenaltyEffectSchema, 'penalty effects').max(8).default([]),
});
export type QuestRow = z.infer<typeof questRowSchema>;

export const questSheetSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    die: oneOf(QUEST_DICE),
    rows: listOf(questRowSchema, 'quest rows'),
    description: text('description').optional(),
  })
  .superRefine((sheet, ctx) => {
    if (sheet.rows.length !== QUEST_FACES) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows'],
        input: sheet.rows,
        message: `one row for each of the ${QUEST_FACES} faces of the d6`,
        params: { got: `${sheet.rows.length} rows` },
      });
    }
    const seen = new Set<number>();
    sheet.rows.forEach((row, index) => {
      if (seen.has(row.roll)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'roll'],
          input: row.roll,
          message: 'a roll not already given to another row',
        });
      }
      seen.add(row.roll);
    });
  });
export type QuestSheet = z.infer<typeof questSheetSchema>;

/** The row of `sheet` for the face `roll`, if the sheet has one. */
export function questRowFor(sheet: QuestSheet, roll: number): QuestRow | undefined {
  return sheet.rows.find((row) => row.roll === roll);
}
