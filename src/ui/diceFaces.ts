/**
 * A die face as typed into the dice tray: digits only, so "3x", "3.5" or "1e1" is refused rather than read
 * as 3, 3 or 10 (parseInt would take the leading digits). Null when it is not a whole number.
 */
export function parseFace(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  return Number(trimmed);
}
