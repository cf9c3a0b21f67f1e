import type { AnyStateMachine } from 'xstate';
import { readChart, statesOf, type MachineChart } from './chart';

/** How a hub was measured: its fan-out and the share of the machine's transitions that lead back to it. */
export interface Hub {
  readonly state: string;
  readonly fanOut: number;
  readonly leadingBack: number;
  readonly transitions: number;
}

/** An `always` list this wide re-derives "where we are" instead of following the book's order (issue 27). */
export const HUB_FAN_OUT = 4;

/**
 * The hub states of a machine (not of the machines it invokes): an eventless state whose `always` fans out
 * to HUB_FAN_OUT or more distinct targets and that half or more of the machine's transitions lead back to.
 * A choice point such as the ground combat's `spawning.check` fans out as widely but only its own steps
 * return to it, so it is no hub.
 *
 * Design choice: "the machine's transitions" are every transition with a target (eventful, eventless and
 * done transitions alike) except the candidate's own `always` list, which cannot lead back to it.
 */
export function hubsOf(chart: MachineChart): Hub[] {
  const states = statesOf(chart);
  const hubs: Hub[] = [];
  for (const candidate of states) {
    if (!candidate.transient) continue;
    const fanOut = new Set(candidate.transitions.filter((t) => t.event === null).flatMap((t) => t.targets))
      .size;
    if (fanOut < HUB_FAN_OUT) continue;
    let transitions = 0;
    let leadingBack = 0;
    for (const s of states) {
      if (s === candidate) continue;
      for (const t of s.transitions) {
        if (t.targets.length === 0) continue;
        transitions += 1;
        if (t.targets.includes(candidate.path)) leadingBack += 1;
      }
    }
    if (transitions > 0 && leadingBack * 2 >= transitions) {
      hubs.push({ state: candidate.path, fanOut, leadingBack, transitions });
    }
  }
  return hubs;
}

/** The names of a machine's own hub states, read from its definition: a phase loop has none. */
export function hubStatesOf(machine: AnyStateMachine): string[] {
  return hubsOf(readChart(machine)).map((h) => h.state);
}
