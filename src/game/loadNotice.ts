/**
 * Two things the loader tells about a save that continues under changed rules, read defensively: a load's
 * `notice` (one plain sentence for the player, or null) and a session's `historyLength` (how many lines at
 * the start of `narrate()` are read-only history from before that point). Older builds of the loader have
 * neither, so both are read by shape, not by type: absent reads as no notice and no history.
 */

/** The sentence a successful load asks the game screen to show once; null when there is none. */
export function loadNoticeOf(outcome: unknown): string | null {
  if (typeof outcome !== 'object' || outcome === null || !('notice' in outcome)) return null;
  const notice = outcome.notice;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}

/** How many of the session's first narrated lines are history kept from older rules (0: none). */
export function historyLengthOf(session: unknown): number {
  if (typeof session !== 'object' || session === null || !('historyLength' in session)) return 0;
  const length = session.historyLength;
  return typeof length === 'number' && Number.isInteger(length) && length > 0 ? length : 0;
}
