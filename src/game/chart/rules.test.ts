import { expect, it } from 'vitest';
import { MODES } from '../../modes/headless';
import { validateEntries } from '../../rules/reference/entry';
import { statesOf } from './chart';
import { reachableCharts } from './reachable';

const files = import.meta.glob<unknown>('/assets/rules/*.json', { eager: true, import: 'default' });
const checked = validateEntries(
  Object.values(files).flatMap((f): unknown[] => (Array.isArray(f) ? (f as unknown[]) : [f])),
);
const ids = new Set(checked.ok ? checked.entries.map((e) => e.id) : []);

it('every rule a chart names, of a state or of a guarded transition, is an entry of the rules reference', () => {
  expect(checked.ok).toBe(true);
  const missing: string[] = [];
  for (const { chart } of reachableCharts(Object.values(MODES))) {
    for (const state of statesOf(chart)) {
      const rules = [state.rule, ...state.transitions.map((t) => t.rule)];
      for (const rule of rules) {
        if (rule !== null && !ids.has(rule)) missing.push(`${chart.id}.${state.path}: ${rule}`);
      }
    }
  }
  expect([...new Set(missing)]).toEqual([]);
});
