import type { ChartState, MachineChart } from './chart';

/** One level of the running actor tree on its chart: where it stands, found by the invoke ids from the root. */
export interface LevelWhere {
  /** The invoke ids from the root to this level ([] for the root). */
  readonly path: readonly string[];
  readonly chart: MachineChart;
  /** The dotted paths of every active state of this level (ancestors included), in document order. */
  readonly active: readonly string[];
  /** The deepest active state (the first one in a parallel state): the state the level waits in. */
  readonly leaf: string;
}

/** What the reader needs of a machine snapshot (XState's has all of it). */
export interface WhereSnapshot {
  readonly value: unknown;
  readonly status: string;
  readonly children: Readonly<Record<string, { getSnapshot(): unknown } | undefined>>;
}

function isWhereSnapshot(value: unknown): value is WhereSnapshot {
  return typeof value === 'object' && value !== null && 'value' in value && 'children' in value;
}

function activePaths(value: unknown, prefix: string, out: string[]): void {
  if (typeof value === 'string') {
    out.push(prefix === '' ? value : `${prefix}.${value}`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, sub] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    out.push(path);
    activePaths(sub, path, out);
  }
}

/** The state of a chart at a dotted path, or null. */
export function stateAt(chart: MachineChart, path: string): ChartState | null {
  if (path === '') return chart.root;
  let node: ChartState | undefined = chart.root;
  for (const key of path.split('.')) {
    node = node.children.find((c) => c.key === key);
    if (node === undefined) return null;
  }
  return node;
}

/**
 * Every active level of a game, root first, each on its own chart: a child is looked up on its parent's
 * chart by the id of the invoke of an active state, as `invokedAt` (gameSnapshot.ts) restores it.
 */
export function whereTheGameIs(root: WhereSnapshot, chart: MachineChart): LevelWhere[] {
  const levels: LevelWhere[] = [];
  const visit = (snapshot: WhereSnapshot, levelChart: MachineChart, path: readonly string[]) => {
    if (snapshot.status !== 'active') return;
    const active: string[] = [];
    activePaths(snapshot.value, '', active);
    const depth = (p: string) => (p === '' ? 0 : p.split('.').length);
    const leaf = active.reduce((deepest, p) => (depth(p) > depth(deepest) ? p : deepest), '');
    levels.push({ path, chart: levelChart, active, leaf });
    for (const [id, ref] of Object.entries(snapshot.children)) {
      const child = ref?.getSnapshot();
      if (!isWhereSnapshot(child)) continue;
      const invoke = active
        .map((p) => stateAt(levelChart, p))
        .flatMap((s) => s?.invokes ?? [])
        .find((inv) => inv.id === id);
      if (invoke !== undefined) visit(child, invoke.chart, [...path, id]);
    }
  };
  visit(root, chart, []);
  return levels;
}

/** Two readings of where the game is compare equal when every level stands in the same states. */
export function sameWhere(a: readonly LevelWhere[], b: readonly LevelWhere[]): boolean {
  return (
    a.length === b.length &&
    a.every((level, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        other.chart === level.chart &&
        other.path.join('/') === level.path.join('/') &&
        other.active.join('|') === level.active.join('|')
      );
    })
  );
}
