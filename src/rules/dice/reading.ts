import { judgePool } from './pool';
import type { DiceGroup } from './types';

/**
 * A thrown group read the plain way its spec says — summed, judged die by die as a pool, or as a D44 — for
 * showing a result beside the choices. What the reading means for the game (a hit, a pass) stays the
 * rule's and its narration's; this only says what the dice show against the number to reach.
 */
export type GroupReading =
  | {
      readonly kind: 'sum';
      readonly label: string;
      readonly faces: readonly number[];
      /** Faces plus the request's flat modifier. */
      readonly total: number;
      readonly target: number | null;
    }
  | {
      readonly kind: 'pool';
      readonly label: string;
      readonly faces: readonly number[];
      /** Net successes: 8s always count, each 1 cancels a plain success. */
      readonly successes: number;
      readonly target: number | null;
    };

export function readGroups(
  groups: readonly DiceGroup[],
  faces: readonly (readonly number[])[],
  target: number | null,
  modifier: number,
): GroupReading[] {
  return groups.map((group, i) => {
    const thrown = faces[i] ?? [];
    const tn = group.target ?? target;
    if (group.spec.read === 'pool') {
      const successes = tn === null ? 0 : judgePool(thrown, tn).successes;
      return { kind: 'pool', label: group.label, faces: thrown, successes, target: tn };
    }
    const total =
      group.spec.read === 'd44'
        ? (thrown[0] ?? 0) * 10 + (thrown[1] ?? 0)
        : thrown.reduce((s, f) => s + f, 0) + (i === 0 ? modifier : 0);
    return { kind: 'sum', label: group.label, faces: thrown, total, target: i === 0 ? tn : null };
  });
}
