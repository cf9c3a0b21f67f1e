import { splitRow } from '../../content/tilemap/cells';
import type { BorderLine, TileMapSource } from '../../content/tilemap/grid';
import type { ExplorationCrew, LocationSetup } from './types';

/**
 * Test fixtures: tile maps written as rows of cell tokens, exactly as a content pack writes them (rot.js
 * habit: the map is the fixture), plus a small crew and a location.
 */

export interface FixtureMap extends TileMapSource {
  readonly id: string;
  readonly name: string;
  readonly cells: readonly string[];
  readonly areas: Readonly<Record<string, { readonly name: string }>>;
  readonly borders: readonly BorderLine[];
}

/** A map from its rows; area names default to their keys. */
export function mapOf(
  rows: readonly string[],
  options: {
    readonly id?: string;
    readonly areas?: readonly string[];
    readonly borders?: readonly BorderLine[];
  } = {},
): FixtureMap {
  const keys = new Set<string>(options.areas ?? []);
  for (const row of rows) {
    for (const token of splitRow(row)) {
      const key = token.split(':')[0] ?? '';
      if (/^[a-z][a-z0-9]*$/.test(key)) keys.add(key);
    }
  }
  return {
    id: options.id ?? 'fixture',
    name: 'Fixture',
    width: splitRow(rows[0] ?? '').length,
    height: rows.length,
    cells: rows,
    areas: Object.fromEntries([...keys].map((key) => [key, { name: key }])),
    borders: options.borders ?? [],
  };
}

export function crewMember(id: string, overrides: Partial<ExplorationCrew> = {}): ExplorationCrew {
  return {
    id,
    name: (id[0] ?? '').toUpperCase() + id.slice(1),
    hp: 10,
    maxHp: 10,
    agility: 4,
    tech: 4,
    conscious: true,
    alive: true,
    ...overrides,
  };
}

export function locationOf(overrides: Partial<LocationSetup> = {}): LocationSetup {
  const depth = overrides.depth ?? 4;
  return {
    kind: 'planet-surface',
    difficulty: 2,
    ao: 'NO',
    ai: 'YES',
    depth,
    mapIds: Array.from({ length: depth }, () => null),
    teleport: 0,
    condition: 'none',
    species: 'Kraken',
    ...overrides,
  };
}

/** Unwraps a step in a test, throwing the refusal so the test fails with its reason. */
export function stepOk<S, E>(
  step:
    | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
    | { readonly ok: false; readonly reason: string },
): { readonly state: S; readonly events: readonly E[] } {
  if (!step.ok) throw new Error(step.reason);
  return step;
}

/** The oxygen paid in a list of exploration events. */
export function oxygenPaid(events: readonly { readonly type: string; readonly amount?: number }[]): number {
  return events.reduce((sum, e) => (e.type === 'oxygen-spent' ? sum + (e.amount ?? 0) : sum), 0);
}
