import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { salvageRestingPath } from '../../src/game/snapshotSteps/salvage';
import type { Decision } from '../../src/rules/salvage/mission/decisions';
import { drain, refusal } from '../../src/rules/salvage/mission/engine';
import type { Mission, MissionContent } from '../../src/rules/salvage/mission/state';
import { salvageMachine } from './mission.machine';
import type { SalvageEvent, SalvageInput } from './mission.types';

/**
 * The salvage rules tests' driver: every decision and every roll goes through the salvage machine
 * (machines/salvage/mission.machine.ts), whose chart alone moves the round on — pass the turn, the Enemy
 * Phase, the End Phase, the next round. The tests hold plain `Mission` values (m = decide(m, …)); each one
 * the machine produced is kept with the snapshot it came from. A mission a test built or edited by hand (a
 * unit placed, a queue written) is put at the start of the phase step it stands in — read by the rules'
 * `placeOf`, as a save of an older format is loaded (`salvageRestingPath`) — and the chart's own choice point
 * there takes it on to what it waits for.
 */

type Snap = SnapshotFrom<typeof salvageMachine>;
type SalvageActor = Actor<typeof salvageMachine>;
type StateValue = string | { readonly [key: string]: StateValue };

/** The machine's snapshot each mission a test holds came from. */
const produced = new WeakMap<Mission, Snap>();
/** The running machine each mission came from (it goes on from there while it still stands there). */
const running = new WeakMap<Mission, SalvageActor>();

/** The mission the machine rests on now, kept with its snapshot and the machine. */
function keep(actor: SalvageActor): Mission {
  const snapshot = actor.getSnapshot();
  if (snapshot.status === 'error') throw new Error(`The salvage machine stopped: ${String(snapshot.error)}`);
  if (snapshot.matches('stalled'))
    throw new Error('The salvage machine stalled: no state knows this mission.');
  const m = snapshot.context.mission;
  produced.set(m, snapshot);
  running.set(m, actor);
  return m;
}

/** A state path as a state value, ['round', 'endPhase'] → { round: 'endPhase' }. */
function valueOf(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return '';
  return rest.length === 0 ? head : { [head]: valueOf(rest) };
}

/** A refused answer: it changes nothing, but the machine takes its eventless steps from where it stands. */
const NUDGE: SalvageEvent = { type: 'dice.answer', requestId: '', faces: [], source: 'manual' };

/** A machine started from a snapshot. */
function started(snapshot: Snap): SalvageActor {
  // The input only types the actor: a snapshot given, the machine starts from it.
  const m = snapshot.context.mission;
  const input = { mode: m.mode, content: m.content, companies: m.companies };
  return createActor(salvageMachine, { input, snapshot }).start();
}

/**
 * The machine standing where the mission stands: the one that produced it (or one started from its snapshot,
 * if that machine has gone on), else — a mission built or edited by hand — one started at the beginning
 * (`check`) of the phase step the mission stands in, taken on by the chart's own choice point.
 */
function machineAt(m: Mission, campaign: readonly MissionContent[] = []): SalvageActor {
  const known = produced.get(m);
  if (known !== undefined) {
    if (campaign.length > 0)
      return started(
        salvageMachine.resolveState({ value: known.value, context: { ...known.context, campaign } }),
      );
    const actor = running.get(m);
    return actor !== undefined && actor.getSnapshot() === known ? actor : started(known);
  }
  const path = salvageRestingPath(m);
  const value = valueOf(path.length > 1 ? path.slice(0, -1) : path);
  const actor = started(
    salvageMachine.resolveState({ value, context: { mission: m, campaign, diceRequest: null, seq: 1 } }),
  );
  actor.send(NUDGE);
  keep(actor);
  return actor;
}

/** A new mission, as the machine opens it. */
export function startMission(
  mode: SalvageInput['mode'],
  content: SalvageInput['content'],
  companies: SalvageInput['companies'],
): Mission {
  return keep(createActor(salvageMachine, { input: { mode, content, companies } }).start());
}

/** A decision sent to the machine; fails with the rules' refusal when its state does not take it. */
export function decide(m: Mission, d: Decision, nextContent?: MissionContent): Mission {
  const actor = machineAt(m, nextContent === undefined ? [] : [nextContent]);
  const now = actor.getSnapshot();
  if (!now.can(d))
    throw new Error(refusal(now.context.mission, d) ?? `The salvage machine does not take ${d.type} now.`);
  actor.send(d);
  return keep(actor);
}

/** The faces of the roll the machine asks for now. */
export function answer(m: Mission, faces: readonly (readonly number[])[]): Mission {
  const actor = machineAt(m);
  const request = actor.getSnapshot().context.diceRequest;
  if (request === null) throw new Error('No roll is asked for now.');
  actor.send({ type: 'dice.answer', requestId: request.id, faces, source: 'manual' });
  return keep(actor);
}

/** A test's hand-written queue applied, then the machine on from the step the mission stands in. */
export function settle(m: Mission): Mission {
  const actor = machineAt(drain(m));
  actor.send(NUDGE);
  return keep(actor);
}

export { pendingRoll, refusal } from '../../src/rules/salvage/mission/engine';
export type { Decision } from '../../src/rules/salvage/mission/engine';
