import type { ModeDefinition } from '../mode';
import { chartsWithin, readChart, type MachineChart } from './chart';

/** A machine of the app with the modes that run it (as their root or nested in it). */
export interface ChartOfModes {
  readonly chart: MachineChart;
  readonly modes: readonly string[];
}

/** Every machine reachable from the given modes, each once (by machine id), in the modes' order. */
export function reachableCharts(modes: readonly ModeDefinition[]): ChartOfModes[] {
  const byId = new Map<string, { chart: MachineChart; modes: string[] }>();
  for (const mode of modes) {
    for (const chart of chartsWithin(readChart(mode.machine))) {
      const entry = byId.get(chart.id) ?? { chart, modes: [] };
      if (!entry.modes.includes(mode.id)) entry.modes.push(mode.id);
      byId.set(chart.id, entry);
    }
  }
  return [...byId.values()];
}
