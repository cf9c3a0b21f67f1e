/**
 * Space Kraken §5 phase 5, the quest timer (kraken.quest-timer): each urgent quest that was not advanced
 * this turn gets a tick; at the fourth tick it fails, its penalty is paid and it is erased.
 */
export const TICKS_TO_FAIL = 4;

export interface QuestTimer {
  readonly id: string;
  readonly urgent: boolean;
  readonly ticks: number;
}

export interface QuestTimerResult<Q extends QuestTimer> {
  readonly quests: readonly Q[];
  /** Urgent quests that failed now: their penalties are owed. */
  readonly failed: readonly Q[];
}

export function tickQuests<Q extends QuestTimer>(
  quests: readonly Q[],
  advanced: ReadonlySet<string>,
): QuestTimerResult<Q> {
  const kept: Q[] = [];
  const failed: Q[] = [];
  for (const q of quests) {
    if (!q.urgent || advanced.has(q.id)) {
      kept.push(q);
      continue;
    }
    const ticked = { ...q, ticks: q.ticks + 1 };
    if (ticked.ticks >= TICKS_TO_FAIL) failed.push(ticked);
    else kept.push(ticked);
  }
  return { quests: kept, failed };
}
