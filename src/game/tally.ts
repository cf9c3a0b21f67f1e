import type { TallyLine } from './mode';

/** One thing a step changed: "Rust Hound 2: Health 3 → 1". */
export interface TallyChange {
  readonly key: string;
  readonly who: string;
  readonly what: string;
  /** Null when it was not there before (a figure that came on). */
  readonly from: string | null;
  readonly to: string | null;
}

/** The lines whose value differs between the two tallies, in the order of the later one (then the gone). */
export function tallyChanges(before: readonly TallyLine[], after: readonly TallyLine[]): TallyChange[] {
  const old = new Map(before.map((line) => [line.key, line]));
  const changes: TallyChange[] = [];
  for (const line of after) {
    const was = old.get(line.key);
    old.delete(line.key);
    if (was?.value === line.value) continue;
    changes.push({ key: line.key, who: line.who, what: line.what, from: was?.value ?? null, to: line.value });
  }
  for (const gone of old.values()) {
    changes.push({ key: gone.key, who: gone.who, what: gone.what, from: gone.value, to: null });
  }
  return changes;
}
