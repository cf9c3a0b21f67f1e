import { describe, expect, it } from 'vitest';
import type { RuleEntry } from './entry';

/**
 * The Rules reference says which rules the app plays: an entry marked `notYet` is described, not run. The
 * mark must be true both ways: no machine, mode or rule kernel may cite an entry marked "not yet" (it runs, so
 * the mark is stale), and the coming modes' rules are marked.
 */
const rules = import.meta.glob<RuleEntry[]>('/assets/rules/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['/machines/**/*.ts', '/src/modes/**/*.ts', '/src/rules/**/*.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const entries = Object.values(rules).flat();
const cited = new Set<string>();
/**
 * Entry id → the folders of the rule kernels that cite it (a kernel may come before the mode that plays it):
 * a folder of src/rules, or a machine no mode runs yet (none today: the campaign runs the space flight). A
 * mode's own folder never counts as a kernel: a mode plays what it cites.
 */
const citedByKernel = new Map<string, Set<string>>();
const KERNEL_MACHINES: readonly string[] = [];
for (const [path, text] of Object.entries(sources)) {
  if (path.endsWith('.test.ts')) continue;
  const isKernel = path.startsWith('/src/rules/') || KERNEL_MACHINES.some((m) => path.startsWith(m));
  const kernel = isKernel ? path.slice(1, path.lastIndexOf('/')) : null;
  for (const m of text.matchAll(/['"`]((?:kraken|salvage|fringe|general)\.[a-z0-9.-]+)['"`]/g)) {
    const id = m[1];
    if (id === undefined) continue;
    if (kernel === null) cited.add(id);
    else citedByKernel.set(id, (citedByKernel.get(id) ?? new Set()).add(kernel));
  }
}

describe('the Rules reference marks which rules run', () => {
  it('no machine or mode cites an entry marked as not run yet', () => {
    expect(cited.size + citedByKernel.size).toBeGreaterThan(100);
    const stale = entries.filter((e) => e.notYet !== undefined && cited.has(e.id)).map((e) => e.id);
    expect(stale).toEqual([]);
  });

  it('a rule kernel that works out a rule no mode plays yet is named in that entry’s mark', () => {
    // Say "worked out by src/rules/kraken/cgm, played by no mode yet": the mark stays true for the player.
    const unnamed = entries.flatMap((e) => {
      const kernels = citedByKernel.get(e.id);
      if (e.notYet === undefined || kernels === undefined) return [];
      return [...kernels].filter((k) => !e.notYet?.includes(k)).map((k) => `${e.id} (${k})`);
    });
    expect(unnamed).toEqual([]);
  });

  it('marks the rules no mode plays yet, and only those', () => {
    const marked = (id: string) => entries.find((e) => e.id === id)?.notYet !== undefined;
    // The campaign plays capturing aliens: captives carried back complete Capture quests.
    expect(marked('kraken.capture-alien')).toBe(false);
    // The campaign plays the space flight, the ship, construction and the location generator.
    for (const id of [
      'kraken.flight-options',
      'kraken.flight-check',
      'kraken.flight-number',
      'kraken.ship-systems',
      'kraken.ship-construction',
      'kraken.location-generation',
    ])
      expect(marked(id), id).toBe(false);
    // The Fringe battle mode plays the Fringe rules.
    expect(marked('fringe.panic-fire')).toBe(false);
    expect(marked('kraken.bulkhead')).toBe(false);
    expect(marked('kraken.space-fire')).toBe(false);
    expect(marked('kraken.boarding-loop')).toBe(false);
    // Saving by difficulty, the air of space locations and the team that sticks together are played.
    for (const id of ['kraken.saving-loading', 'kraken.space-location-air', 'kraken.stick-together'])
      expect(marked(id), id).toBe(false);
    // The campaign mode plays the story lines and the turn's phases.
    expect(marked('kraken.cgm-standby')).toBe(false);
    expect(marked('kraken.turn-phases')).toBe(false);
  });
});
