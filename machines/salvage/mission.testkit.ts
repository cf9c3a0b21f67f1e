import { createActor, type SnapshotFrom } from 'xstate';
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
type StateValue = string | { readonly [key: string]: StateValue };

/** The machine's snapshot each mission a test holds came from. */
const produced = new WeakMap<Mission, Snap>();

function keep(snapshot: Snap): Mission {
  if (snapshot.status === 'error') throw new Error(`The salvage machine stopped: ${String(snapshot.error)}`);
  if (snapshot.matches('stalled'))
    throw new Error('The salvage machine stalled: no state knows this mission.');
  const m = snapshot.context.mission;
  produced.set(m, snapshot);
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

/** Runs the machine from `snapshot` with the events; the mission it rests on, kept. */
function run(snapshot: Snap, events: readonly SalvageEvent[]): Mission {
  // The input only types the actor: a snapshot given, the machine starts from it.
  const m = snapshot.context.mission;
  const input = { mode: m.mode, content: m.content, companies: m.companies };
  const actor = createActor(salvageMachine, { input, snapshot });
  actor.start();
  for (const event of events) actor.send(event);
  const after = actor.getSnapshot();
  actor.stop();
  return keep(after);
}

/** Where the mission stands in the chart: its own snapshot, or the start (`check`) of its phase step. */
function placed(m: Mission, campaign: readonly MissionContent[] = []): { snapshot: Snap; fresh: boolean } {
  const known = produced.get(m);
  if (known !== undefined)
    return {
      snapshot:
        campaign.length === 0
          ? known
          : salvageMachine.resolveState({ value: known.value, context: { ...known.context, campaign } }),
      fresh: false,
    };
  const path = salvageRestingPath(m);
  // The step's compound state opens on its `check`, the chart's choice point.
  const value = valueOf(path.length > 1 ? path.slice(0, -1) : path);
  const context = { mission: m, campaign, diceRequest: null, seq: 1 };
  return { snapshot: salvageMachine.resolveState({ value, context }), fresh: true };
}

/** A new mission, as the machine opens it. */
export function startMission(
  mode: SalvageInput['mode'],
  content: SalvageInput['content'],
  companies: SalvageInput['companies'],
): Mission {
  const actor = createActor(salvageMachine, { input: { mode, content, companies } });
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return keep(snapshot);
}

/** A decision sent to the machine; fails with the rules' refusal when its state does not take it. */
export function decide(m: Mission, d: Decision, nextContent?: MissionContent): Mission {
  const { snapshot, fresh } = placed(m, nextContent === undefined ? [] : [nextContent]);
  // A hand-placed mission first rests where the chart takes it.
  const start = fresh ? produced.get(run(snapshot, [NUDGE])) : snapshot;
  if (start === undefined) throw new Error('The salvage machine lost the mission.');
  if (!start.can(d))
    throw new Error(refusal(start.context.mission, d) ?? `The salvage machine does not take ${d.type} now.`);
  return run(start, [d]);
}

/** The faces of the roll the machine asks for now. */
export function answer(m: Mission, faces: readonly (readonly number[])[]): Mission {
  const { snapshot, fresh } = placed(m);
  const start = fresh ? produced.get(run(snapshot, [NUDGE])) : snapshot;
  const request = start?.context.diceRequest ?? null;
  if (start === undefined || request === null) throw new Error('No roll is asked for now.');
  return run(start, [{ type: 'dice.answer', requestId: request.id, faces, source: 'manual' }]);
}

/** A test's hand-written queue applied, then the machine on from the step the mission stands in. */
export function settle(m: Mission): Mission {
  return run(placed(drain(m)).snapshot, [NUDGE]);
}

export { pendingRoll, refusal } from '../../src/rules/salvage/mission/engine';
export type { Decision } from '../../src/rules/salvage/mission/engine';
