/** The exact chance of success of a roll, shown before the player commits to it. */
export function formatOdds(p: number): string {
  if (p >= 0.9995 && p < 1) return '>99.9%';
  if (p > 0 && p < 0.0005) return '<0.1%';
  return `${(p * 100).toFixed(1)}%`;
}

/**
 * @param odds probability of success in 0..1; nothing is drawn when null (table rolls have no success).
 * @param label what the odds are of (default "chance").
 */
export function OddsBadge({ odds, label = 'chance' }: { odds: number | null | undefined; label?: string }) {
  if (odds === null || odds === undefined) return null;
  const tone = odds >= 0.66 ? 'good' : odds >= 0.33 ? 'fair' : 'poor';
  return (
    <span
      className={`odds odds-${tone}`}
      data-testid="odds-badge"
      title={`Exact ${label}, computed by enumeration`}
    >
      {formatOdds(odds)}
    </span>
  );
}
