import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { ZodType } from 'zod';
import type { DecisionEntry, LogEntry } from '../log';
import type { Choice, TallyLine } from '../mode';

/** A decision as the session and the log carry it: an event of whichever machine it is for. */
export type DecisionEvent = DecisionEntry['event'];

/** One machine of the running tree: its id (the machine's, not the invoke's) and its snapshot. */
export interface MachineView {
  readonly machineId: string;
  readonly snapshot: unknown;
}

/**
 * What stands around the machine a presenter speaks for: its parents, outermost first (the campaign, then
 * the space flight, then the space combat, around a boarding). Empty for a root. A presenter reads a parent
 * typed through `snapshotOf(parentMachine, view.snapshot)`.
 */
export interface Around {
  readonly parents: readonly MachineView[];
}

export const NOTHING_AROUND: Around = { parents: [] };

/**
 * How one machine presents itself, typed on that machine's own snapshot: what it offers, why it refuses,
 * how its own log entries read, and what a player keeps an eye on. Written once per machine and listed by
 * every mode whose game tree holds that machine (`ModeDefinition.presenters`).
 */
export interface PresenterSpec<M extends AnyStateMachine> {
  readonly machine: M;
  /** The machine's name in words ("Space combat", "Boarding"), for the rare line it cannot word. */
  readonly title: string;
  /** Its own decision vocabulary: an event handed to `explainRefusal` is read with it. */
  readonly decisions: ZodType;
  readonly choices: (snapshot: SnapshotFrom<M>, around: Around) => readonly Choice<EventFromLogic<M>>[];
  /** Why the snapshot does not accept this event, naming the rule. */
  readonly explainRefusal: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>, around: Around) => string;
  /**
   * One line per entry, for the entries this machine wrote (decisions it took, dice it asked for), in order,
   * with this machine's snapshot: the live one while it runs, its last one once it has ended.
   */
  readonly narrate: (
    entries: readonly LogEntry[],
    snapshot: SnapshotFrom<M>,
    around: Around,
  ) => readonly string[];
  /** What the result panel compares before and after a step played in this machine. */
  readonly tally?: (snapshot: SnapshotFrom<M>, around: Around) => readonly TallyLine[];
}

/** A presenter with its machine's types erased, as the session looks it up by the machine's id. */
export interface Presenter {
  readonly machineId: string;
  readonly title: string;
  /** The choices it offers for a snapshot of its machine (none for another machine's snapshot). */
  choices(snapshot: unknown, around: Around): readonly Choice<DecisionEvent>[];
  explainRefusal(snapshot: unknown, event: DecisionEvent, around: Around): string;
  narrate(entries: readonly LogEntry[], snapshot: unknown, around: Around): readonly string[] | null;
  tally(snapshot: unknown, around: Around): readonly TallyLine[];
}

/** A presenter that also hands out its choices typed, for a panel that knows which machine it shows. */
export interface TypedPresenter<M extends AnyStateMachine> extends Presenter {
  readonly spec: PresenterSpec<M>;
  /** Its choices when the snapshot is its machine's; null for another machine's snapshot. */
  choicesOf(snapshot: unknown, around?: Around): readonly Choice<EventFromLogic<M>>[] | null;
}

interface MachineSnapshotLike {
  readonly machine: { readonly id: string };
  readonly status: string;
}

function isMachineSnapshot(value: unknown): value is MachineSnapshotLike {
  if (typeof value !== 'object' || value === null || !('machine' in value) || !('status' in value))
    return false;
  const machine = value.machine;
  return typeof machine === 'object' && machine !== null && 'id' in machine && typeof machine.id === 'string';
}

/** The status of a machine's snapshot ('active', 'done', 'stopped', 'error'), or null when it is none. */
export function statusOf(snapshot: unknown): string | null {
  if (typeof snapshot !== 'object' || snapshot === null || !('status' in snapshot)) return null;
  return typeof snapshot.status === 'string' ? snapshot.status : null;
}

/** The machine id of a snapshot, or null when it is not a machine's snapshot. */
export function machineIdOf(snapshot: unknown): string | null {
  return isMachineSnapshot(snapshot) ? snapshot.machine.id : null;
}

/**
 * Whether a snapshot is one of this machine's (by id: a machine provided with other implementations keeps
 * its id, and so its presenter).
 */
export function isSnapshotOf<M extends AnyStateMachine>(
  machine: M,
  snapshot: unknown,
): snapshot is SnapshotFrom<M> {
  return isMachineSnapshot(snapshot) && snapshot.machine.id === machine.id;
}

/** The snapshot typed as this machine's, or null when it is another machine's (or none). */
export function snapshotOf<M extends AnyStateMachine>(machine: M, snapshot: unknown): SnapshotFrom<M> | null {
  return isSnapshotOf(machine, snapshot) ? snapshot : null;
}

/** The snapshot of a machine's invoked child, typed, or null when that child is not running. */
export function childOf<M extends AnyStateMachine>(
  parent: { readonly children: Readonly<Record<string, unknown>> },
  id: string,
  machine: M,
): SnapshotFrom<M> | null {
  const ref = parent.children[id];
  if (typeof ref !== 'object' || ref === null || !('getSnapshot' in ref)) return null;
  const read = ref.getSnapshot;
  return typeof read === 'function' ? snapshotOf(machine, read.call(ref)) : null;
}

/**
 * The event read as one of the machine's decisions: one its own vocabulary takes (the schemas' outputs are
 * the machines' events; defineMode checks that at compile time for a mode's schema), or one of a kind the
 * machine handles with fields the vocabulary refuses (a crawl's move that names who moves), so the rule's
 * own refusal can name the rule it breaks.
 */
function isDecisionOf<M extends AnyStateMachine>(
  machine: M,
  schema: ZodType,
  event: DecisionEvent,
): event is EventFromLogic<M> {
  return schema.safeParse(event).success || machine.root.events.some((kind) => kind === event.type);
}

/** The erased presenter of one machine, from its typed spec. */
export function definePresenter<M extends AnyStateMachine>(spec: PresenterSpec<M>): TypedPresenter<M> {
  const own = (snapshot: unknown): snapshot is SnapshotFrom<M> => isSnapshotOf(spec.machine, snapshot);
  return {
    machineId: spec.machine.id,
    title: spec.title,
    spec,
    choicesOf: (snapshot, around = NOTHING_AROUND) => (own(snapshot) ? spec.choices(snapshot, around) : null),
    choices: (snapshot, around) => (own(snapshot) ? spec.choices(snapshot, around) : []),
    explainRefusal: (snapshot, event, around) => {
      if (!own(snapshot)) return `${spec.title} is not playing now.`;
      if (!isDecisionOf(spec.machine, spec.decisions, event))
        return `“${event.type}” is not a decision of the ${spec.title.toLowerCase()}.`;
      return spec.explainRefusal(snapshot, event, around);
    },
    narrate: (entries, snapshot, around) => (own(snapshot) ? spec.narrate(entries, snapshot, around) : null),
    tally: (snapshot, around) => (own(snapshot) ? (spec.tally?.(snapshot, around) ?? []) : []),
  };
}
