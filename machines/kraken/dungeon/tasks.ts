import { planCheck, resolveCheck } from '../../../src/rules/dice/checks';
import { formatDice } from '../../../src/rules/dice/notation';
import type { TileRoll } from '../../../src/rules/tilemap/dungeonRolls';
import { decisionRefusal, taskFromDecision } from '../../../src/rules/kraken/dungeon/tasks';
import type { DiceRequest } from '../../core/diceRequest';
import { isCombatDecision } from './fight';
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

/**
 * The event as an exploration decision, or null when it is not one: dice, a ground-combat decision, or a
 * `psi.use` / `item.use` without the exploration's fields (those words belong to both vocabularies).
 */
export function explorationDecision(event: DungeonEvent): DungeonDecision | null {
  switch (event.type) {
    case 'psi.use':
      return event.crewId === undefined
        ? null
        : {
            type: 'psi.use',
            crewId: event.crewId,
            power: event.power,
            ...('shift' in event && event.shift !== undefined ? { shift: event.shift } : {}),
            knockOut: 'knockOut' in event ? event.knockOut : undefined,
          };
    case 'item.use':
      return 'crewId' in event && typeof event.targetId === 'string'
        ? { type: 'item.use', crewId: event.crewId, slot: event.slot, targetId: event.targetId }
        : null;
    case 'dice.answer':
    case 'combat.report':
      return null;
    default:
      return isCombatDecision(event) ? null : event;
  }
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

/** The dice request for a roll: its dice, target and exact odds travel with it. */
export function requestFor(roll: TileRoll, seq: number): DiceRequest {
  const plan = planCheck(roll.check);
  return {
    id: `dungeon-${seq}`,
    purpose: roll.purpose,
    who: roll.who,
    groups: plan.groups,
    dice: plan.groups.map((g) => formatDice(g.spec)).join(' + '),
    modifier: plan.modifier,
    target: plan.target,
    odds: plan.odds,
    rule: roll.rule,
  };
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
