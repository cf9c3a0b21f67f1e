import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A machine's chart read from its definition (issue 27's "tests from the chart"): every transition as an edge
 * between state nodes, and its phases. The hub test (an eventless state that re-derives "where we are") is
 * written once, in src/game/chart/hubs.ts, where the phase map reads the same charts.
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

/** The top-level states in the order the definition writes them: the machine's phases. */
export function phasesOf(machine: AnyStateMachine): string[] {
  return Object.keys(machine.root.states);
}

/** The top-level phase a dotted state path belongs to. */
export function phaseOf(state: string): string {
  return state.split('.')[0] ?? state;
}
