/**
 * Input checks shared by the table look-ups. A face or track value off its die or scale is a caller's bug,
 * so it throws (as `judgePool` does for a face off a D8) instead of quietly reading some row.
 */

/** Throws unless `value` is a whole number in min..max (either bound may be infinite). */
export function requireWhole(value: number, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.POSITIVE_INFINITY ? `${min} or more` : `${min}..${max}`;
    throw new Error(`${what} must be a whole number ${range}, not ${value}.`);
  }
  return value;
}
