import type { Distribution } from '../rules/dice/types';

/**
 * A small bar chart of a distribution. Bars at or above `target` are drawn as successes.
 * @param distribution reading → probability.
 * @param target first successful reading, or null to draw every bar alike.
 * @param width chart width in pixels (default 320).
 */
export function DistributionChart({
  distribution,
  target,
  width = 320,
  label,
}: {
  distribution: Distribution;
  target: number | null;
  width?: number;
  label: string;
}) {
  const entries = [...distribution.entries()].sort((a, b) => a[0] - b[0]);
  if (entries.length === 0) return null;
  const height = 90;
  const max = Math.max(...entries.map(([, p]) => p));
  const bar = width / entries.length;
  return (
    <figure className="chart" data-testid="distribution-chart">
      <svg width={width} height={height + 16} role="img" aria-label={label}>
        {entries.map(([value, p], i) => {
          const h = max === 0 ? 0 : (p / max) * height;
          const success = target !== null && value >= target;
          return (
            <g key={value}>
              <rect
                x={i * bar + 1}
                y={height - h}
                width={Math.max(bar - 2, 1)}
                height={h}
                className={success ? 'bar bar-success' : 'bar'}
              >
                <title>{`${value}: ${(p * 100).toFixed(2)}%`}</title>
              </rect>
              {entries.length <= 24 && (
                <text x={i * bar + bar / 2} y={height + 12} textAnchor="middle" className="tick">
                  {value}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
