import type { CSSProperties } from 'react';

export interface MinimapProps {
  /** Maps in the location, 1 to 9: the sequence drawn is 1 … depth (required). */
  readonly depth: number;
  /** The map number the team is on, ringed; null between maps or before deploying (default null). */
  readonly current?: number | null;
  /** Map numbers cleared (kraken.clearing-maps), marked with a check (default none). */
  readonly cleared?: readonly number[];
  /**
   * Map numbers the team has seen. The others are drawn as unknown, a "?" with no name: the minimap never
   * peeks at a map the team has not reached (default: every map up to `current`, and the cleared ones).
   */
  readonly known?: readonly number[];
  /** Names of maps by number, shown as tooltips for known maps only (default none). */
  readonly names?: Readonly<Record<number, string>>;
  /** A known map was clicked (default none: the minimap is only a picture). */
  readonly onSelect?: (mapNumber: number) => void;
  /** Side of one map's square in CSS pixels (default 28). */
  readonly cell?: number;
  /** Style of the svg element (default none). */
  readonly style?: CSSProperties;
}

const COLORS = {
  known: '#39414f',
  unknown: '#1b1f27',
  cleared: '#24583a',
  stroke: '#8a94a6',
  current: '#ffe14d',
  text: '#f4f7ff',
  dim: '#7b8496',
  check: '#7dff9c',
  link: '#566073',
} as const;

type MapState = 'current' | 'cleared' | 'known' | 'unknown';

/**
 * The location's map sequence as a strip of numbered squares (plain SVG, no WebGL): the current map ringed,
 * cleared maps checked, maps not reached yet drawn as unknown (dim, dashed, a "?", no name). Each square has
 * `data-testid="minimap-map-<n>"` and `data-state` current / cleared / known / unknown (current wins over
 * cleared; a current cleared map also keeps its check).
 */
export function Minimap({
  depth,
  current = null,
  cleared = [],
  known,
  names = {},
  onSelect,
  cell = 28,
  style,
}: MinimapProps) {
  const count = Math.max(1, Math.min(9, Math.floor(depth)));
  const gap = Math.round(cell * 0.45);
  const pad = 4;
  const width = count * cell + (count - 1) * gap + pad * 2;
  const height = cell + pad * 2;
  const seen = (n: number): boolean =>
    known === undefined ? (current !== null && n <= current) || cleared.includes(n) : known.includes(n);
  const stateOf = (n: number): MapState =>
    n === current ? 'current' : cleared.includes(n) ? 'cleared' : seen(n) ? 'known' : 'unknown';
  const label = `Location maps: ${Array.from({ length: count }, (_, i) => {
    const state = stateOf(i + 1);
    return `${i + 1} ${state === 'unknown' ? 'unknown' : state}`;
  }).join(', ')}`;

  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid="minimap"
      style={style}
    >
      {Array.from({ length: count - 1 }, (_, i) => {
        const x1 = pad + (i + 1) * cell + i * gap;
        return (
          <line
            key={`link-${i}`}
            x1={x1}
            y1={pad + cell / 2}
            x2={x1 + gap}
            y2={pad + cell / 2}
            stroke={COLORS.link}
            strokeWidth={2}
          />
        );
      })}
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const state = stateOf(n);
        const x = pad + i * (cell + gap);
        const isCleared = cleared.includes(n);
        const isKnown = state !== 'unknown';
        const name = isKnown ? names[n] : undefined;
        const clickable = onSelect !== undefined && isKnown;
        const tooltip =
          (isKnown ? `Map ${n}${name === undefined ? '' : `: ${name}`}` : `Map ${n}: not reached yet`) +
          (isCleared ? ' (cleared)' : '') +
          (state === 'current' ? ' (the team is here)' : '');
        const fill = isCleared ? COLORS.cleared : isKnown ? COLORS.known : COLORS.unknown;
        return (
          <g
            key={n}
            data-testid={`minimap-map-${n}`}
            data-state={state}
            onClick={clickable ? () => onSelect(n) : undefined}
            style={clickable ? { cursor: 'pointer' } : undefined}
          >
            <title>{tooltip}</title>
            <rect
              x={x}
              y={pad}
              width={cell}
              height={cell}
              rx={4}
              fill={fill}
              stroke={state === 'current' ? COLORS.current : COLORS.stroke}
              strokeWidth={state === 'current' ? 3 : 1}
              strokeDasharray={isKnown ? undefined : '3 3'}
            />
            <text
              x={x + cell / 2}
              y={pad + cell / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontFamily="system-ui, sans-serif"
              fontWeight={700}
              fontSize={cell * 0.46}
              fill={isKnown ? COLORS.text : COLORS.dim}
            >
              {n}
            </text>
            {isKnown ? null : (
              <text
                x={x + cell - 3}
                y={pad + 3}
                textAnchor="end"
                dominantBaseline="hanging"
                fontFamily="system-ui, sans-serif"
                fontWeight={700}
                fontSize={cell * 0.3}
                fill={COLORS.dim}
              >
                ?
              </text>
            )}
            {isCleared ? (
              <path
                d={`M ${x + cell - 11} ${pad + 6} l 3 3 l 6 -6`}
                fill="none"
                stroke={COLORS.check}
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
