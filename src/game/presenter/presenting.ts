import { activeLeaf, snapshotAt, type TreeSnapshot } from '../../../machines/core/tree';
import { diceLine, rollLine } from '../diceWords';
import type { LogEntry } from '../log';
import type { DiceRequest } from '../../../machines/core/diceRequest';
import type { Choice, ModeDefinition, TallyLine } from '../mode';
import { tallyChanges, type TallyChange } from '../tally';
import {
  definePresenter,
  machineIdOf,
  NOTHING_AROUND,
  type Around,
  type DecisionEvent,
  type MachineView,
  type Presenter,
} from './presenter';

/**
 * The session's side of the presenters: for a mode, the presenter of every machine its game tree can hold
 * (keyed by machine id, each registered once), the deepest active machine's presenter with its parents
 * around it, and the log narrated entry by entry by the machine that wrote it.
 */

type AnyMode = ModeDefinition;

/** A mode that lists no presenter for its root machine is presented by its own functions. */
const derived = new WeakMap<object, Presenter>();

function modeAsPresenter(mode: AnyMode): Presenter {
  const known = derived.get(mode);
  if (known !== undefined) return known;
  const made = definePresenter({
    machine: mode.machine,
    title: mode.title,
    decisions: mode.decisionSchema,
    choices: (snapshot) => mode.choices(snapshot),
    explainRefusal: (snapshot, event) => mode.explainRefusal(snapshot, event),
    narrate: (entries, snapshot) => mode.narrate(entries, snapshot),
    tally: (snapshot) => mode.tally?.(snapshot) ?? [],
  });
  derived.set(mode, made);
  return made;
}

const tables = new WeakMap<object, ReadonlyMap<string, Presenter>>();

/**
 * Every presenter of a mode's game tree by machine id: those the mode lists, and its root's (listed, or
 * made from the mode's own functions). A machine id with two different presenters is a mistake, said at once.
 */
export function presentersOf(mode: AnyMode): ReadonlyMap<string, Presenter> {
  const known = tables.get(mode);
  if (known !== undefined) return known;
  const table = new Map<string, Presenter>();
  const listed = mode.presenters ?? [];
  const all = listed.some((p) => p.machineId === mode.machine.id)
    ? listed
    : [modeAsPresenter(mode), ...listed];
  for (const presenter of all) {
    const there = table.get(presenter.machineId);
    if (there !== undefined && there !== presenter)
      throw new Error(`Two presenters for the machine "${presenter.machineId}" in the mode ${mode.id}.`);
    table.set(presenter.machineId, presenter);
  }
  tables.set(mode, table);
  return table;
}

/** The presenter of the machine a snapshot belongs to, or null when the mode has none for it. */
export function presenterFor(mode: AnyMode, snapshot: unknown): Presenter | null {
  const id = machineIdOf(snapshot);
  return id === null ? null : (presentersOf(mode).get(id) ?? null);
}

/** The machines of the active path, root first, with the child ids that lead to each. */
export function activeChain(
  root: TreeSnapshot,
): readonly (MachineView & { readonly path: readonly string[] })[] {
  const { path } = activeLeaf(root);
  const chain: (MachineView & { path: readonly string[] })[] = [];
  for (let depth = 0; depth <= path.length; depth++) {
    const at = path.slice(0, depth);
    const snapshot = snapshotAt(root, at);
    if (snapshot === null) break;
    chain.push({ machineId: machineIdOf(snapshot) ?? '', snapshot, path: at });
  }
  return chain;
}

/** The deepest active machine, its presenter and its parents around it. */
export function presentedLeaf(
  mode: AnyMode,
  root: TreeSnapshot,
): {
  readonly snapshot: TreeSnapshot;
  readonly path: readonly string[];
  readonly presenter: Presenter | null;
  readonly around: Around;
} {
  const leaf = activeLeaf(root);
  const chain = activeChain(root);
  const around: Around = {
    parents: chain.slice(0, -1).map(({ machineId, snapshot }) => ({ machineId, snapshot })),
  };
  return { ...leaf, presenter: presenterFor(mode, leaf.snapshot), around };
}

/** The choices of the deepest active machine that it accepts now (`can`), from its own presenter. */
export function choicesNow(mode: AnyMode, root: TreeSnapshot): readonly Choice<DecisionEvent>[] {
  const leaf = presentedLeaf(mode, root);
  if (leaf.presenter === null) return [];
  return leaf.presenter.choices(leaf.snapshot, leaf.around).filter((c) => leaf.snapshot.can(c.event));
}

/** Why the deepest active machine does not take this decision, in its own presenter's words. */
export function refusalNow(mode: AnyMode, root: TreeSnapshot, event: DecisionEvent): string {
  const leaf = presentedLeaf(mode, root);
  if (leaf.presenter === null) return `“${event.type}” is not possible now.`;
  return leaf.presenter.explainRefusal(leaf.snapshot, event, leaf.around);
}

/** Who wrote the entries of a log (replay.ts keeps it as the entries are applied). */
export interface LogTrace {
  readonly writers: readonly (readonly string[] | undefined)[];
  readonly ended: readonly {
    readonly at: number;
    readonly path: readonly string[];
    readonly snapshot: unknown;
  }[];
  /** The request each dice entry answered, where the run applied it (absent: a save's older log). */
  readonly rolls?: readonly (DiceRequest | undefined)[];
}

const keyOf = (path: readonly string[]): string => path.join('\u0000');

/**
 * One line per log entry, each entry worded by the presenter of the machine that wrote it, with that
 * machine's snapshot: the live one while it runs, the last one it had once it ended (a space combat over,
 * a crawl's fight won), so the lines of an ended sub-game stay in words. Each run of a machine (a crawl's
 * second fight, a campaign's next story phase) narrates its own entries.
 */
export function narrateLog(
  mode: AnyMode,
  log: readonly LogEntry[],
  trace: LogTrace,
  root: TreeSnapshot,
): readonly string[] {
  const ended = [...trace.ended].sort((a, b) => a.at - b.at);
  const generation = new Map<string, number>();
  const finals = new Map<string, unknown[]>();
  for (const e of ended) {
    const key = keyOf(e.path);
    const runs = finals.get(key);
    if (runs === undefined) finals.set(key, [e.snapshot]);
    else runs.push(e.snapshot);
  }
  /** The snapshot of the run of the machine at `path` that is `gen` runs in: ended, or still running. */
  const instance = (path: readonly string[], gen: number): unknown =>
    finals.get(keyOf(path))?.[gen] ?? snapshotAt(root, path);
  const groups = new Map<string, { path: readonly string[]; around: Around; indices: number[] }>();
  let next = 0;
  log.forEach((entry, index) => {
    // The machines that ended on an earlier entry start a new run at their path.
    for (; next < ended.length && (ended[next]?.at ?? Infinity) < index; next++) {
      const key = keyOf(ended[next]?.path ?? []);
      generation.set(key, (generation.get(key) ?? 0) + 1);
    }
    const path = trace.writers[index] ?? entry.path ?? [];
    const gen = generation.get(keyOf(path)) ?? 0;
    const group = `${keyOf(path)}#${gen}`;
    const known = groups.get(group);
    if (known !== undefined) {
      known.indices.push(index);
      return;
    }
    const parents: MachineView[] = [];
    for (let depth = 0; depth < path.length; depth++) {
      const at = path.slice(0, depth);
      const snapshot = instance(at, generation.get(keyOf(at)) ?? 0);
      parents.push({ machineId: machineIdOf(snapshot) ?? '', snapshot });
    }
    groups.set(group, { path, around: { parents }, indices: [index] });
  });
  const lines: string[] = log.map((entry) => fallbackLine(entry));
  for (const [group, { path, around, indices }] of groups) {
    const gen = Number(group.slice(group.lastIndexOf('#') + 1));
    const snapshot = instance(path, gen);
    const presenter = presenterFor(mode, snapshot);
    const entries = indices.flatMap((i) => {
      const entry = log[i];
      return entry === undefined ? [] : [entry];
    });
    const said = presenter?.narrate(entries, snapshot, around) ?? null;
    if (said === null || said.length !== entries.length) continue;
    indices.forEach((i, k) => (lines[i] = said[k] ?? lines[i] ?? ''));
  }
  // A dice line with nothing more to say than its faces says what the roll was for and whose it was.
  log.forEach((entry, i) => {
    const request = trace.rolls?.[i];
    if (entry.kind === 'dice' && request !== undefined && lines[i] === diceLine(entry))
      lines[i] = rollLine(entry, request);
  });
  return lines;
}

/** A line for an entry whose machine can no longer be read (a snapshot restored from an older save). */
function fallbackLine(entry: LogEntry): string {
  return entry.kind === 'dice' ? diceLine(entry) : 'A decision of an earlier part of the game.';
}

/**
 * What a step changed, in the machine that was playing when it began: its tally before the step, and the
 * same machine's after it — its last snapshot if the step ended it. A step that starts a sub-game (a
 * landing) compares the ship with itself, not with the crawl it starts.
 */
export function stepChanges(
  mode: AnyMode,
  before: { readonly path: readonly string[]; readonly snapshot: unknown },
  after: unknown,
  root: TreeSnapshot,
): TallyChange[] {
  const presenter = presenterFor(mode, before.snapshot);
  if (presenter === null || after === null || machineIdOf(after) !== presenter.machineId) return [];
  const chain = activeChain(root);
  const around: Around =
    chain.length > before.path.length
      ? {
          parents: chain
            .slice(0, before.path.length)
            .map(({ machineId, snapshot }) => ({ machineId, snapshot })),
        }
      : NOTHING_AROUND;
  const then: readonly TallyLine[] = presenter.tally(before.snapshot, around);
  const now: readonly TallyLine[] = presenter.tally(after, around);
  return tallyChanges(then, now);
}
