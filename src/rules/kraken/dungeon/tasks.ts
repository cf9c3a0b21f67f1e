import { planCheck } from '../../dice/checks';
import { physicalDice } from '../../dice/notation';
import type { RollFaces, TileRoll } from '../../tilemap/dungeonRolls';
import { resolvableNow } from '../../tilemap/triggers';
import type { Applied } from './absorb';
import { applyTask } from './tasks.apply';
import { STEP_JUDGES, taskRefusal } from './legality';
import { hireStepProblem, isStall, stallProblem } from './stall';
import { isHireDecision } from './hire';
import { isShipStall, shipStallProblem } from './shipStall';
import { isTrade, tradeProblem } from './trade';
import { nextForTask } from './tasks.next';
import type { DungeonDecision, DungeonState, Task } from './types';
import { splitRefusal } from './stickTogether';

/**
 * Decisions become tasks; a task waits for its dice (one request at a time, each with its exact odds) and
 * is then applied. A decision is accepted when its task's preconditions hold (`taskRefusal`, legality.ts):
 * no die is thrown and no step run to judge it. Elements whose steps weigh several things at once
 * (bulkheads, lasers, stations, traders, portals, exits) are still judged by running the task on stand-in
 * dice (`probeTask`), so their refusals stay the step's own.
 */

export { applyTask, nextForTask };

/** The head pending mine, laser, LT or portal, or the only enemy waiting: the task that resolves it. */
export function autoTask(context: DungeonState): Task | null {
  const exploration = context.exploration;
  if (exploration === null || exploration.ended !== null || context.encounter !== null) return null;
  const now = resolvableNow(exploration.pending);
  const head = now[0];
  if (head === undefined) return null;
  switch (head.type) {
    case 'laser-barrier':
      return { kind: 'laser', key: head.key };
    case 'story-line-trigger':
      return { kind: 'story-line', key: head.key };
    case 'teleportal':
      return { kind: 'portal', choice: null };
    case 'enemy':
    case 'boss':
      return now.length === 1 ? { kind: 'begin', key: head.key } : null;
    case 'mine':
      return null;
  }
}

/** The mines waiting to be resolved now, if the head of the pending list is a mine. */
export function pendingMine(context: DungeonState): string | null {
  const head = resolvableNow(context.exploration?.pending ?? [])[0];
  return head?.type === 'mine' ? head.key : null;
}

const knock = (event: { readonly knockOut?: readonly string[] | undefined }) => event.knockOut ?? [];
const leave = (event: { readonly keepUncleared?: boolean | undefined }) => event.keepUncleared === true;

/** The task a decision starts, or null when it is not a task (or makes no sense here). */
export function taskFromDecision(context: DungeonState, event: DungeonDecision): Task | null {
  switch (event.type) {
    case 'mapIds.rollAll': {
      const numbers = context.mapIds.flatMap((id, i) => (id === null ? [i + 1] : []));
      return numbers.length === 0 ? null : { kind: 'map-ids', numbers };
    }
    case 'deploy':
      return { kind: 'deploy', entrance: event.entrance, crewIds: event.crewIds };
    case 'arrive':
      return { kind: 'arrive', space: event.space };
    case 'move':
      return { kind: 'move', to: event.to, knockOut: knock(event) };
    case 'activate':
      return { kind: 'activate', knockOut: knock(event) };
    case 'bulkhead.attempt':
      return { kind: 'bulkhead', bulkhead: event.bulkhead, crewId: event.crewId, knockOut: knock(event) };
    case 'bulkhead.crack':
      return {
        kind: 'crack',
        bulkhead: event.bulkhead,
        crewId: event.crewId,
        slot: event.slot,
        knockOut: knock(event),
      };
    case 'laser.disarm':
      return { kind: 'laser-disarm', key: event.key, crewId: event.crewId, knockOut: knock(event) };
    case 'station.med':
      return { kind: 'visit', element: 'med', key: event.key, crewId: event.crewId, knockOut: knock(event) };
    case 'station.clone':
      return { kind: 'visit', element: 'clone', key: event.key, crewId: null, knockOut: knock(event) };
    case 'shop.visit':
      return { kind: 'visit', element: 'shop', key: event.key, crewId: null, knockOut: knock(event) };
    case 'ammo.visit':
      return { kind: 'visit', element: 'ammo-dealer', key: event.key, crewId: null, knockOut: knock(event) };
    case 'element.activate':
      return { kind: 'visit', element: 'element', key: event.key, crewId: null, knockOut: knock(event) };
    case 'quest.take':
      return { kind: 'visit', element: 'quest', key: event.key, crewId: null, knockOut: knock(event) };
    case 'hull.repair':
      return { kind: 'visit', element: 'hull', key: event.key, crewId: null, knockOut: knock(event) };
    case 'portal.jump':
      return { kind: 'portal-jump', key: event.key, choice: null, knockOut: knock(event) };
    case 'exit.take':
      return { kind: 'leave', how: 'exit', keepUncleared: leave(event), knockOut: knock(event) };
    case 'entrance.back':
      return { kind: 'leave', how: 'back', keepUncleared: leave(event), knockOut: knock(event) };
    case 'location.exit':
      return { kind: 'leave', how: 'exit-location', keepUncleared: leave(event), knockOut: knock(event) };
    case 'teleporter.out':
      return { kind: 'leave', how: 'teleporter', keepUncleared: leave(event), knockOut: [] };
    case 'mines.disarm':
    case 'mines.brave': {
      const key = pendingMine(context);
      if (key === null) return null;
      return { kind: 'mines', key, disarmer: event.type === 'mines.disarm' ? event.crewId : null };
    }
    case 'encounter.face':
      return { kind: 'begin', key: event.key };
    case 'avoid.run':
      return { kind: 'avoid', way: 'run', credits: 0 };
    case 'avoid.camouflage':
      return { kind: 'avoid', way: 'camouflage', credits: 0 };
    case 'avoid.charisma':
      return { kind: 'avoid', way: 'charisma', credits: event.credits };
    case 'avoid.intimidate':
      return { kind: 'avoid', way: 'intimidate', credits: 0 };
    case 'encounter.fight':
      return { kind: 'fight' };
    case 'psi.use':
      return {
        kind: 'psi',
        crewId: event.crewId,
        power: event.power,
        shift: event.shift,
        knockOut: knock(event),
      };
    case 'psi.meditate':
      return { kind: 'meditate', crewId: event.crewId };
    case 'item.use':
      return { kind: 'item', crewId: event.crewId, slot: event.slot, targetId: event.targetId };
    case 'reward.choose':
      return { kind: 'reward', option: event.option };
    case 'gambler.play':
    case 'gambler.sell':
      return {
        kind: 'gamble',
        sell: event.type === 'gambler.sell',
        key: event.key,
        crewId: event.crewId,
        slot: event.slot,
        knockOut: knock(event),
      };
    default:
      return null;
  }
}

/** Stand-in faces for the probe: every die shows the next value of a 1..sides cycle. */
function standInFaces(roll: TileRoll, counter: number): number[] {
  const group = planCheck(roll.check).groups[0];
  if (group === undefined) return [];
  const { count, sides } = physicalDice(group.spec);
  return Array.from({ length: count }, (_, i) => ((counter + i) % sides) + 1);
}

function withChoice(task: Task, choice: string): Task {
  return task.kind === 'portal' || task.kind === 'portal-jump' ? { ...task, choice } : task;
}

/** The most throws one task may ask for (a portal without a twin rerolls; everything else is short). */
const MAX_THROWS = 40;

/** Runs a task on stand-in dice: accepted when it applies, else the rule's reason. Nothing is kept. */
export function probeTask(context: DungeonState, task: Task): Applied {
  let faces: Record<string, readonly number[]> = {};
  let current = task;
  for (let throws = 0; throws < MAX_THROWS; throws += 1) {
    const next = nextForTask(context, current, faces);
    if (next.kind === 'ready') return applyTask(context, current, faces);
    if (next.kind === 'choose') {
      const option = next.options[0];
      if (option === undefined) return { ok: false, reason: 'No portal to arrive at.' };
      current = withChoice(current, option);
      continue;
    }
    faces = { ...faces, [next.roll.key]: standInFaces(next.roll, throws) };
  }
  return { ok: false, reason: 'This step would need more dice than any step takes.' };
}

/** The context once the task in hand is applied (or dropped with the reason, which should never happen). */
export function finishTask(context: DungeonState): DungeonState {
  const task = context.task;
  if (task === null) return context;
  const applied = applyTask(context, task, context.faces);
  if (applied.ok) return { ...applied.context, task: null, faces: {}, roll: null, problem: null };
  // A trigger the machine resolves by itself must not be retried for ever: it is set aside with the reason.
  const exploration = context.exploration;
  const auto = ['laser', 'story-line', 'portal', 'begin'].includes(task.kind);
  const head = resolvableNow(exploration?.pending ?? [])[0];
  return {
    ...context,
    exploration:
      auto && exploration !== null && head !== undefined
        ? { ...exploration, pending: exploration.pending.filter((p) => p.key !== head.key) }
        : exploration,
    task: null,
    faces: {},
    roll: null,
    problem: applied.reason,
    journal: [...context.journal, { kind: 'not-done', reason: applied.reason }],
  };
}

/** Faces thrown for the roll in hand, stored under its key. */
export function storeFaces(context: DungeonState, faces: readonly (readonly number[])[]): RollFaces {
  const roll = context.roll;
  if (roll === null) return context.faces;
  return { ...context.faces, [roll.key]: faces[0] ?? [] };
}

/**
 * The verdicts already given on one state value: the ChoiceBar's `can()` for each offer, then the machine's
 * guard when one is sent, ask about the very same decision object of the same (immutable) state. A task
 * judged by running its step on stand-in dice (`probeTask`) is so run once per state and offer, not per call.
 */
const verdicts = new WeakMap<DungeonState, WeakMap<DungeonDecision, string | null>>();

/**
 * Why an exploration decision is refused here (null when it is accepted): trades and stalls by their own
 * rule, every other decision by its task's preconditions.
 */
export function decisionRefusal(state: DungeonState, decision: DungeonDecision): string | null {
  let byDecision = verdicts.get(state);
  if (byDecision === undefined) {
    byDecision = new WeakMap();
    verdicts.set(state, byDecision);
  }
  const known = byDecision.get(decision);
  if (known !== undefined) return known;
  const verdict = judgeDecision(state, decision);
  byDecision.set(decision, verdict);
  return verdict;
}

function judgeDecision(state: DungeonState, decision: DungeonDecision): string | null {
  const split = splitRefusal(decision, state.exploration !== null);
  if (split !== null) return split;
  if (isTrade(decision)) return tradeProblem(state, decision);
  if (isStall(decision)) return stallProblem(state, decision);
  if (isHireDecision(decision)) return hireStepProblem(state, decision);
  if (isShipStall(decision)) return shipStallProblem(state, decision);
  const task = taskFromDecision(state, decision);
  if (task === null) return 'There is nothing to do with that here.';
  const refusal = taskRefusal(state, task);
  if (refusal !== STEP_JUDGES) return refusal;
  const probe = probeTask(state, task);
  return probe.ok ? null : probe.reason;
}
