import { z } from 'zod';
import { flag, id, intAtLeast, intIn, listOf, oneOf, text } from './fields';

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

export const questObjectiveSchema = z.strictObject({
  kind: oneOf(QUEST_OBJECTIVE_KINDS),
  detail: text('detail'),
});
export type QuestObjective = z.infer<typeof questObjectiveSchema>;

export const questRewardSchema = z.strictObject({
  credits: intAtLeast(0),
  xp: intAtLeast(0),
});
export type QuestReward = z.infer<typeof questRewardSchema>;

export const questRowSchema = z.strictObject({
  /** The face of the sheet's die that gives this quest. */
  roll: intIn(1, QUEST_FACES),
  quest: text('quest'),
  objective: questObjectiveSchema,
  reward: questRewardSchema,
  /** An Urgent Quest fails when the fourth tick is drawn next to it; its penalty is then paid. */
  urgent: flag(),
  penalty: text('penalty'),
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
