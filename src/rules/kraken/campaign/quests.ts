import { questRowFor, type QuestSheet } from '../../../content/schemas/quest';
import type { RolledQuest } from '../dungeon/types';
import { needTable, type RollNeed } from '../crew/rolls';
import { tickQuests, type QuestTimer } from './questTimer';

/**
 * The ship's Notes/Quests section (Space Kraken §5, kraken.quest-timer; §13 Quest master): quests rolled on
 * a quest sheet — by a Quest Master tile or by an event — are noted, advanced, completed for their reward,
 * or failed by the timer. The quest itself is content (the pack's quest sheet); this is the log.
 *
 * Reading: a quest already in the log (the same sheet and row) is not taken a second time; the book gives
 * no second copy of a quest.
 */

export interface LoggedQuest extends QuestTimer {
  readonly quest: RolledQuest;
  /** How much of a counted objective is done (captives handed over, enemies defeated); 0 when left out. */
  readonly progress?: number | undefined;
}

/** An event or a Quest Master with no row given rolls the sheet's d6. */
export function questOfferNeed(sheet: QuestSheet): RollNeed {
  return needTable('quest.offer', `${sheet.name}: which quest is offered (d6)`, 'kraken.quest-master', 'd6');
}

/** The quest on the sheet's row for a face, or null where the sheet has none. */
export function questFromSheet(sheet: QuestSheet, roll: number): RolledQuest | null {
  const row = questRowFor(sheet, roll);
  if (row === undefined) return null;
  return {
    sheetId: sheet.id,
    roll: row.roll,
    quest: row.quest,
    objective: row.objective,
    reward: row.reward,
    urgent: row.urgent,
    penalty: row.penaltyEffects,
  };
}

export type QuestLogOutcome = { readonly log: readonly LoggedQuest[] } | { readonly refused: string };

const keyOf = (q: RolledQuest) => `${q.sheetId}#${q.roll}`;

export function acceptQuest(log: readonly LoggedQuest[], quest: RolledQuest): QuestLogOutcome {
  const id = keyOf(quest);
  if (log.some((q) => q.id === id)) return { refused: `“${quest.quest}” is already in the quest log.` };
  return { log: [...log, { id, urgent: quest.urgent, ticks: 0, quest }] };
}

/** A quest done: erased from the log, its reward owed to the crew. */
export function completeQuest(
  log: readonly LoggedQuest[],
  id: string,
):
  | { readonly log: readonly LoggedQuest[]; readonly reward: RolledQuest['reward'] }
  | { readonly refused: string } {
  const done = log.find((q) => q.id === id);
  if (done === undefined) return { refused: 'That quest is not in the quest log.' };
  return { log: log.filter((q) => q.id !== id), reward: done.quest.reward };
}

/**
 * Phase 5: skipped with an empty log; otherwise each urgent quest not advanced this turn ticks, and the
 * fourth tick fails it (its penalty is then paid, as the sheet says).
 */
export function questTimerPhase(
  log: readonly LoggedQuest[],
  advanced: ReadonlySet<string>,
): {
  readonly skipped: boolean;
  readonly log: readonly LoggedQuest[];
  readonly failed: readonly LoggedQuest[];
} {
  if (log.length === 0) return { skipped: true, log, failed: [] };
  const { quests, failed } = tickQuests(log, advanced);
  return { skipped: false, log: quests, failed };
}
