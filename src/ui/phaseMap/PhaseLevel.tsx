import { useEffect, useRef, useState } from 'react';
import type { ChartState, MachineChart } from '../../game/chart/chart';
import { phaseLabel } from '../../game/chart/label';
import type { LevelWhere } from '../../game/chart/where';

/** A phase the player asked the rule of: the popover reads it. */
export interface PhasePick {
  readonly chart: MachineChart;
  readonly state: ChartState;
}

/** What one level of the map is drawn with: where it stands (null for a machine not running) and its trail. */
interface LevelProps {
  readonly chart: MachineChart;
  readonly where: LevelWhere | null;
  /** The running levels under this one, by the invoke ids from the root joined with '/'. */
  readonly levels: ReadonlyMap<string, LevelWhere>;
  readonly trails: Readonly<Record<string, readonly string[]>>;
  readonly onPick: (pick: PhasePick) => void;
}

/** States nobody stands in (a choice point, a hub) are left off the map: it shows where a player can be. */
const shown = (s: ChartState) => !s.transient && s.kind !== 'history';

function Phase({ state, ...props }: LevelProps & { readonly state: ChartState }) {
  const { chart, where, levels, trails, onPick } = props;
  const active = where?.active.includes(state.path) ?? false;
  const current = where?.leaf === state.path;
  const key = where === null ? null : where.path.join('/');
  // A phase was taken this turn when the game stood in it or in one of its steps.
  const visited =
    key !== null && (trails[key]?.some((p) => p === state.path || p.startsWith(`${state.path}.`)) ?? false);
  const [unfolded, setUnfolded] = useState(false);
  const row = useRef<HTMLSpanElement>(null);
  // The lit step scrolls into the map's view as the game reaches it (a long chart scrolls inside its drawer).
  useEffect(() => {
    if (current) row.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  const children = state.children.filter(shown);
  const nested = children.length > 0 || state.invokes.length > 0;
  const open = active || unfolded;
  const label = phaseLabel(state.key);
  const className = [
    'phase',
    current ? 'current' : active ? 'active' : '',
    visited && !active ? 'visited' : '',
  ]
    .filter((c) => c !== '')
    .join(' ');
  return (
    <li className={className} data-testid="phase" data-state={state.path} data-machine={chart.id}>
      <span ref={row} className="phase-row">
        {nested && !active ? (
          <button
            type="button"
            className="phase-fold"
            aria-expanded={unfolded}
            aria-label={`${unfolded ? 'Fold' : 'Unfold'} ${label}`}
            onClick={() => {
              setUnfolded((u) => !u);
            }}
          >
            {unfolded ? '▾' : '▸'}
          </button>
        ) : (
          <span className="phase-fold" aria-hidden="true">
            {nested ? '▾' : '·'}
          </span>
        )}
        <button
          type="button"
          className="link phase-name"
          aria-current={current ? 'step' : undefined}
          onClick={() => {
            onPick({ chart, state });
          }}
        >
          {label}
        </button>
        {current && <span className="phase-now">now</span>}
        {visited && !active && <span className="sr-only"> (taken this turn)</span>}
      </span>
      {open && children.length > 0 && (
        <ol>
          {children.map((child) => (
            <Phase key={child.key} {...props} state={child} />
          ))}
        </ol>
      )}
      {open &&
        state.invokes.map((inv) => {
          const running =
            active && where !== null ? (levels.get([...where.path, inv.id].join('/')) ?? null) : null;
          return (
            <PhaseLevel
              key={inv.id}
              chart={inv.chart}
              where={running}
              levels={levels}
              trails={trails}
              onPick={onPick}
            />
          );
        })}
    </li>
  );
}

/** One machine of the tree: its name and its phases, the running one lit, the ones taken this turn marked. */
export function PhaseLevel(props: LevelProps) {
  const { chart, where } = props;
  return (
    <section
      className={where === null ? 'phase-machine idle' : 'phase-machine running'}
      data-testid="phase-machine"
      data-machine={chart.id}
      aria-label={phaseLabel(chart.id)}
    >
      <h3>{phaseLabel(chart.id)}</h3>
      <ol>
        {chart.root.children.filter(shown).map((state) => (
          <Phase key={state.key} {...props} state={state} />
        ))}
      </ol>
    </section>
  );
}
