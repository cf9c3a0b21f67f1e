/**
 * Pure: where each map of a location goes on the table, in a grid of `columns` (default: as square as the
 * count allows, 3 × 3 for nine), left to right then top to bottom, in map order. Each column is as wide as
 * its widest map and each row as tall as its tallest, with `gap` tiles between them.
 */
export interface LocationPlacement {
  /** [x, z] of each map's top-left corner, in map order. */
  readonly offsets: readonly (readonly [number, number])[];
  readonly width: number;
  readonly depth: number;
}

export function defaultColumns(count: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(count)));
}

export function placeMaps(
  sizes: readonly { readonly width: number; readonly height: number }[],
  columns = defaultColumns(sizes.length),
  gap = 3,
): LocationPlacement {
  const cols = Math.max(1, Math.min(columns, sizes.length));
  const rows = Math.ceil(sizes.length / cols);
  const colWidth = new Array<number>(cols).fill(0);
  const rowDepth = new Array<number>(rows).fill(0);
  sizes.forEach((size, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    colWidth[c] = Math.max(colWidth[c] ?? 0, size.width);
    rowDepth[r] = Math.max(rowDepth[r] ?? 0, size.height);
  });
  const colX: number[] = [];
  let x = 0;
  for (const w of colWidth) {
    colX.push(x);
    x += w + gap;
  }
  const rowZ: number[] = [];
  let z = 0;
  for (const d of rowDepth) {
    rowZ.push(z);
    z += d + gap;
  }
  const offsets = sizes.map((_, i): readonly [number, number] => [
    colX[i % cols] ?? 0,
    rowZ[Math.floor(i / cols)] ?? 0,
  ]);
  return { offsets, width: Math.max(0, x - gap), depth: Math.max(0, z - gap) };
}
