import { resolveCheck } from '../../../src/rules/dice/checks';
import type { TileRoll } from '../../../src/rules/tilemap/dungeonRolls';
import { decisionRefusal, taskFromDecision } from '../../../src/rules/kraken/dungeon/tasks';
import type { DiceRequest } from '../../core/diceRequest';
import { requestFor as requestForNeed } from '../../core/roll';
import type { DungeonContext, DungeonDecision, DungeonEvent, DungeonRoll, Task } from './types';

/**
 * The machine's side of the dungeon's tasks: which events are exploration decisions, the guard's question
 * (one call into the rules' `decisionRefusal`), and the dice request and log record of a task's throw.
 * The tasks themselves — planning, preconditions, application — are rules (src/rules/kraken/dungeon).
 */

export {
  applyTask,
  autoTask,
  finishTask,
  nextForTask,
  pendingMine,
  probeTask,
  storeFaces,
  taskFromDecision,
} from '../../../src/rules/kraken/dungeon/tasks';

/** The event as an exploration decision, or null for a dice answer. */
export function explorationDecision(event: DungeonEvent): DungeonDecision | null {
  return event.type === 'dice.answer' ? null : event;
}

/** The task an event starts when it is an exploration decision. */
export function taskForEvent(context: DungeonContext, event: DungeonEvent): Task | null {
  const decision = explorationDecision(event);
  return decision === null ? null : taskFromDecision(context, decision);
}

/** Why a decision is refused here (null when it would be accepted): the rules' preconditions, no dice. */
export function decisionProblem(context: DungeonContext, event: DungeonEvent): string | null {
  const decision = explorationDecision(event);
  return decision === null ? 'There is nothing to do with that here.' : decisionRefusal(context, decision);
}

/**
 * The dice request for a roll: its dice, target and exact odds travel with it (the one roll contract). The
 * rules name the thrower by crew id; the request carries the name a player reads (the dice tray and the
 * result say whose dice they are).
 */
export function requestFor(
  roll: TileRoll,
  seq: number,
  context?: Pick<DungeonContext, 'sheets'>,
): DiceRequest {
  const sheet = roll.who === null ? undefined : context?.sheets.find((s) => s.id === roll.who);
  return requestForNeed({ ...roll, who: sheet?.name ?? roll.who }, `dungeon-${seq}`);
}

/** The throw as the log keeps it: what it decided, the faces, the rules' own narration and its odds. */
export function rollRecord(context: DungeonContext, faces: readonly (readonly number[])[]): DungeonRoll {
  const roll = context.roll;
  return {
    requestId: context.diceRequest?.id ?? '',
    purpose: roll?.purpose ?? '',
    faces,
    narration: roll === null ? '' : resolveCheck(roll.check, faces).narration,
    odds: context.diceRequest?.odds ?? null,
  };
}
