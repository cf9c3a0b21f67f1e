/**
 * A save's time as a player reads it, in their own locale and time zone ("12 Dec 2026, 11:20"), not the
 * ISO string the file keeps. Null or an unreadable time reads as null (the slot shows no time).
 */
export function readableTime(iso: string | null, locale?: string): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
