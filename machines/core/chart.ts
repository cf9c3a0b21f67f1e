import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A machine's chart read from its definition (issue 27's "tests from the chart"): every transition as an edge
 * between state nodes, and the hub test — an eventless state whose `always` fans out to four or more targets
 * and that half or more of the machine's transitions lead back to. Such a state re-derives "where we are"
 * from a kernel instead of the chart saying it; a choice point like ground combat's `check` is not one.
 */
export interface ChartEdge {
  /** Dotted path of the state the transition leaves. */
  readonly from: string;
  /** Dotted path of the state it enters (a self-transition names its own state). */
  readonly to: string;
  /** An `always` transition (the others wait for an event or a child's end). */
  readonly eventless: boolean;
}

const nameOf = (node: AnyStateNode): string => node.path.join('.');

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(nodesOf)];
}

/** Every transition of the machine with a target, in definition order. */
export function chartEdges(machine: AnyStateMachine): ChartEdge[] {
  const edges: ChartEdge[] = [];
  for (const node of nodesOf(machine.root)) {
    if (node.path.length === 0) continue;
    const from = nameOf(node);
    for (const list of node.transitions.values())
      for (const t of list)
        for (const target of t.target ?? []) edges.push({ from, to: nameOf(target), eventless: false });
    for (const t of node.always ?? [])
      for (const target of t.target ?? []) edges.push({ from, to: nameOf(target), eventless: true });
  }
  return edges;
}

/** The machine's hub states (see above): the names of those found, none in a phase loop. */
export function hubStates(machine: AnyStateMachine): string[] {
  const edges = chartEdges(machine);
  return nodesOf(machine.root)
    .filter((node) => node.path.length > 0 && (node.always?.length ?? 0) > 0)
    .map(nameOf)
    .filter((name) => {
      const fans = new Set(edges.filter((e) => e.eventless && e.from === name).map((e) => e.to));
      const back = edges.filter((e) => e.to === name || e.to.startsWith(`${name}.`)).length;
      return fans.size >= 4 && back * 2 >= edges.length;
    });
}

/** The top-level states in the order the definition writes them: the machine's phases. */
export function phasesOf(machine: AnyStateMachine): string[] {
  return Object.keys(machine.root.states);
}

/** The top-level phase a dotted state path belongs to. */
export function phaseOf(state: string): string {
  return state.split('.')[0] ?? state;
}
