/**
 * Shared wording for summaries and narrations, so every check talks the same way.
 */

/** "4", "3 and 3", "8, 6 and 1", "nothing". */
export function listFaces(faces: readonly number[]): string {
  if (faces.length === 0) return 'nothing';
  if (faces.length === 1) return String(faces[0]);
  return `${faces.slice(0, -1).join(', ')} and ${String(faces[faces.length - 1])}`;
}

/** "1 success", "2 successes". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How a total stands against its target: "2 to spare", "exactly enough", "short by 1". */
export function margin(total: number, target: number): string {
  if (total === target) return 'exactly enough';
  return total > target ? `${total - target} to spare` : `short by ${target - total}`;
}
