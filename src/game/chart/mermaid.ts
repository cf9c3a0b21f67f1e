import { phaseLabel } from './label';
import type { ChartState, ChartTransition, MachineChart } from './chart';

/**
 * A machine's chart as Mermaid `stateDiagram-v2` text for docs/charts.md: its states (compound ones as
 * nested blocks), its transitions with their events and guards (transitions from one state to one target
 * under the same guard are drawn once, with their events listed), and the machines its states invoke,
 * named on the invoking state. Generated, never drawn by hand (issue 27).
 */

const idOf = (path: string) => (path === '' ? 'root' : path.replaceAll('.', '_'));

/** Mermaid reads `:`, `;` and `#` in a label as syntax; the events and guards are kept readable without them. */
const safe = (text: string) => text.replaceAll(/[:;#]/g, ' ').replaceAll(/\s+/g, ' ').trim();

function eventWords(event: string | null): string | null {
  if (event === null) return null;
  const actorDone = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (actorDone !== null) return `${actorDone[1] ?? ''} done`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event;
}

function edges(state: ChartState): string[] {
  const grouped = new Map<string, { events: string[]; t: ChartTransition; target: string }>();
  for (const t of state.transitions) {
    // A targetless transition (a board edit) stays where it is: drawn as a loop on its state.
    for (const target of t.targets.length === 0 ? [state.path] : t.targets) {
      const key = `${target}|${t.guard ?? ''}`;
      const entry = grouped.get(key) ?? { events: [], t, target };
      const words = eventWords(t.event);
      if (words !== null && !entry.events.includes(words)) entry.events.push(words);
      grouped.set(key, entry);
    }
  }
  return [...grouped.values()].map(({ events, t, target }) => {
    const label = [events.join(', '), t.guard === null ? '' : `[${t.guard}]`].filter((s) => s !== '');
    const text = safe(label.join(' '));
    return `${idOf(state.path)} --> ${idOf(target)}${text === '' ? '' : ` : ${text}`}`;
  });
}

function block(state: ChartState, indent: string, out: string[]): void {
  const children = state.children.filter((c) => c.kind !== 'history');
  const initial = children[0];
  if (initial !== undefined) {
    out.push(`${indent}[*] --> ${idOf(initial.path)}`);
  }
  for (const child of children) {
    const id = idOf(child.path);
    out.push(`${indent}state "${phaseLabel(child.key)}" as ${id}`);
    if (child.children.length > 0) {
      out.push(`${indent}state ${id} {`);
      block(child, `${indent}  `, out);
      out.push(`${indent}}`);
    }
    for (const inv of child.invokes) {
      out.push(`${indent}${id} : invokes ${inv.chart.id} as ${inv.id}`);
    }
    if (child.kind === 'final') out.push(`${indent}${id} --> [*]`);
  }
}

/** The Mermaid text of one machine (without the code fence). */
export function mermaidChart(chart: MachineChart): string {
  const out = ['stateDiagram-v2'];
  block(chart.root, '  ', out);
  const all: ChartState[] = [];
  const walk = (s: ChartState) => {
    all.push(s);
    s.children.forEach(walk);
  };
  walk(chart.root);
  // Root-level transitions (a tool picked whatever the state) start from a box of their own.
  if (chart.root.transitions.length > 0) out.push('  state "Any state" as root');
  for (const s of all) for (const line of edges(s)) out.push(`  ${line}`);
  return out.join('\n');
}
