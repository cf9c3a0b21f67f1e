import type { TallyLine } from './mode';

/** One thing a step changed: "Rust Hound 2: Health 3 → 1". */
export interface TallyChange {
  readonly key: string;
  readonly who: string;
  readonly what: string;
  /** Null when it was not there before (a figure that came on). */
  readonly from: string | null;
  readonly to: string | null;
  /** The change in words, as the result panel shows it after the name: "HP 6 → 4", "moved 4.5\" on The Mids". */
  readonly said: string;
}

const DISTANCE_SHOWN = 0.05;

/** What a line's change says: a place as the distance moved (never coordinates), a value as before → after. */
function sayChange(
  line: Pick<TallyLine, 'what' | 'place'>,
  was: TallyLine | undefined,
  to: string | null,
): string {
  const a = was?.place;
  const b = line.place;
  if (a !== undefined && b !== undefined) {
    const inches = Math.hypot(b.x - a.x, b.z - a.z).toFixed(1);
    return a.level === b.level ? `moved ${inches}" on ${b.level}` : `moved ${inches}" to ${b.level}`;
  }
  return `${line.what} ${was?.value ?? '—'} → ${to ?? 'gone'}`;
}

/** Whether two lines of one key differ: their value, or for a place, where on the table it is. */
function differs(was: TallyLine, now: TallyLine): boolean {
  if (was.value !== now.value) return true;
  const a = was.place;
  const b = now.place;
  if (a === undefined || b === undefined) return false;
  return Math.hypot(b.x - a.x, b.z - a.z) >= DISTANCE_SHOWN;
}

/** The lines whose value differs between the two tallies, in the order of the later one (then the gone). */
export function tallyChanges(before: readonly TallyLine[], after: readonly TallyLine[]): TallyChange[] {
  const old = new Map(before.map((line) => [line.key, line]));
  const changes: TallyChange[] = [];
  for (const line of after) {
    const was = old.get(line.key);
    old.delete(line.key);
    if (was !== undefined && !differs(was, line)) continue;
    changes.push({
      key: line.key,
      who: line.who,
      what: line.what,
      from: was?.value ?? null,
      to: line.value,
      said: sayChange(line, was, line.value),
    });
  }
  for (const gone of old.values()) {
    changes.push({
      key: gone.key,
      who: gone.who,
      what: gone.what,
      from: gone.value,
      to: null,
      said: sayChange({ what: gone.what }, gone, null),
    });
  }
  return changes;
}
