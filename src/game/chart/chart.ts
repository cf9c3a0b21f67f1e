import type { AnyStateMachine } from 'xstate';

/**
 * A machine's chart, read from its definition (states in document order, transitions with their guard
 * names, the machines its states invoke): the phase map draws it, the docs print it as Mermaid and the
 * phase-loop tests walk it. It is plain data, so none of those reads XState's node objects.
 */

/** One transition of a state: `event` null for an eventless (`always`) one. */
export interface ChartTransition {
  readonly event: string | null;
  /** The guard's name (`at(story)`, `not(fightOver)`), or null when unguarded. */
  readonly guard: string | null;
  /** The dotted paths of its targets in the same machine; empty for a targetless (self) transition. */
  readonly targets: readonly string[];
  /**
   * The rules-reference entry the guard decides on, where known.
   * Design choice: a guard names no rule itself; it decides whether the game enters its target, so it follows
   * the target's rule (or, when the target has none, the rule of the state it leaves).
   */
  readonly rule: string | null;
}

/** A machine another state invokes, under the id its parent gives it (the id saves and logs name). */
export interface ChartInvoke {
  readonly id: string;
  readonly chart: MachineChart;
}

export type ChartStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  readonly key: string;
  /** Dotted path from the machine's root (`turn.crew.picking`); '' for the root. */
  readonly path: string;
  readonly kind: ChartStateKind;
  readonly rule: string | null;
  readonly prompt: string | null;
  /** Left at once by an unguarded or guarded `always` and takes no event: a choice point nobody waits in. */
  readonly transient: boolean;
  readonly transitions: readonly ChartTransition[];
  readonly children: readonly ChartState[];
  readonly invokes: readonly ChartInvoke[];
}

export interface MachineChart {
  /** The machine's id (`groundCombat`). */
  readonly id: string;
  readonly root: ChartState;
}

// ---------------------------------------------------------------------------------------------------------
// What the reader needs of XState's state nodes (v5 `StateNode`), kept narrow so the rest is plain data.

interface NodeLike {
  readonly key: string;
  readonly path: readonly string[];
  readonly type: string;
  readonly meta?: unknown;
  readonly states: Readonly<Record<string, NodeLike>>;
  readonly transitions: ReadonlyMap<string, readonly TransitionLike[]>;
  readonly always?: readonly TransitionLike[] | undefined;
  readonly invoke: readonly { readonly id: string; readonly src: unknown }[];
  readonly config: { readonly invoke?: unknown };
}

interface TransitionLike {
  readonly guard?: unknown;
  readonly target?: readonly NodeLike[] | undefined;
}

interface MachineLike {
  readonly id: string;
  readonly root: NodeLike;
  readonly implementations: { readonly actors: Readonly<Record<string, unknown>> };
}

function isMachine(value: unknown): value is MachineLike {
  return typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;
}

/** A guard as words of code: a named guard, its params, and `and` / `or` / `not` of named guards. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown }).guards;
    const fn = guard as { name?: string };
    if (Array.isArray(parts) && (fn.name === 'and' || fn.name === 'or' || fn.name === 'not')) {
      return `${fn.name}(${parts.map((g) => guardName(g) ?? 'true').join(', ')})`;
    }
    return 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    const name = typeof type === 'string' ? type : 'inline';
    if (params === undefined || typeof params === 'function') return name;
    if (typeof params === 'string' || typeof params === 'number' || typeof params === 'boolean')
      return `${name}(${String(params)})`;
    // An object of plain values (`{ place: 'setup.theme' }`) reads as its values.
    const values = typeof params === 'object' && params !== null ? Object.values(params) : [];
    const plain = values.every((v) => ['string', 'number', 'boolean'].includes(typeof v));
    return plain ? `${name}(${values.map(String).join(', ')})` : `${name}(…)`;
  }
  return 'inline';
}

function metaOf(node: NodeLike): { rule: string | null; prompt: string | null } {
  const meta = node.meta;
  if (typeof meta !== 'object' || meta === null) return { rule: null, prompt: null };
  const { rule, prompt } = meta as { rule?: unknown; prompt?: unknown };
  return {
    rule: typeof rule === 'string' ? rule : null,
    prompt: typeof prompt === 'string' ? prompt : null,
  };
}

/** A state's own rule, else the first rule among its descendants (a compound phase's first step). */
function ruleWithin(node: NodeLike): string | null {
  const own = metaOf(node).rule;
  if (own !== null) return own;
  for (const child of Object.values(node.states)) {
    const found = ruleWithin(child);
    if (found !== null) return found;
  }
  return null;
}

/** The machine an invoke starts, found as `invokedAt` in gameSnapshot.ts resolves it for a restore. */
function invokedMachine(machine: MachineLike, node: NodeLike, index: number): MachineLike | null {
  const inv = node.invoke[index];
  if (inv === undefined) return null;
  const configured = node.config.invoke;
  const config = (Array.isArray(configured) ? configured[index] : configured) as
    { src?: unknown } | undefined;
  const logic =
    typeof inv.src === 'string' && inv.src in machine.implementations.actors
      ? machine.implementations.actors[inv.src]
      : (config?.src ?? inv.src);
  return isMachine(logic) ? logic : null;
}

function readTransitions(node: NodeLike, own: string | null): ChartTransition[] {
  const out: ChartTransition[] = [];
  const add = (event: string | null, t: TransitionLike) => {
    const targets = (t.target ?? []).map((n) => n.path.join('.'));
    const targetRule = t.target?.[0] === undefined ? null : ruleWithin(t.target[0]);
    out.push({ event, guard: guardName(t.guard), targets, rule: targetRule ?? own });
  };
  for (const [event, list] of node.transitions) for (const t of list) add(event, t);
  for (const t of node.always ?? []) add(null, t);
  return out;
}

function readState(machine: MachineLike, node: NodeLike, stack: readonly string[]): ChartState {
  const { rule, prompt } = metaOf(node);
  const transitions = readTransitions(node, rule);
  const invokes: ChartInvoke[] = [];
  node.invoke.forEach((inv, i) => {
    const logic = invokedMachine(machine, node, i);
    // A machine that (through its children) invokes itself is named, not unrolled again.
    if (logic !== null && !stack.includes(logic.id)) {
      invokes.push({ id: inv.id, chart: readMachine(logic, stack) });
    }
  });
  return {
    key: node.key,
    path: node.path.join('.'),
    kind:
      (['atomic', 'compound', 'parallel', 'final', 'history'] as const).find((k) => k === node.type) ??
      'atomic',
    rule,
    prompt,
    transient:
      (node.always?.length ?? 0) > 0 && node.transitions.size === 0 && Object.keys(node.states).length === 0,
    transitions,
    children: Object.values(node.states).map((child) => readState(machine, child, stack)),
    invokes,
  };
}

function readMachine(machine: MachineLike, stack: readonly string[]): MachineChart {
  return { id: machine.id, root: readState(machine, machine.root, [...stack, machine.id]) };
}

const cache = new WeakMap<object, MachineChart>();

/** The chart of a machine and of every machine it invokes, nested under the states that invoke them. */
export function readChart(machine: AnyStateMachine): MachineChart {
  const known = cache.get(machine);
  if (known !== undefined) return known;
  const chart = readMachine(machine, []);
  cache.set(machine, chart);
  return chart;
}

/** Every state of a chart's own machine (not of the machines it invokes), root first, in document order. */
export function statesOf(chart: MachineChart): ChartState[] {
  const out: ChartState[] = [];
  const walk = (s: ChartState) => {
    out.push(s);
    s.children.forEach(walk);
  };
  walk(chart.root);
  return out;
}

/** A chart and every chart nested in it, each once (by machine id), outermost first. */
export function chartsWithin(chart: MachineChart, seen: Set<string> = new Set()): MachineChart[] {
  if (seen.has(chart.id)) return [];
  seen.add(chart.id);
  const out = [chart];
  for (const s of statesOf(chart)) for (const inv of s.invokes) out.push(...chartsWithin(inv.chart, seen));
  return out;
}
