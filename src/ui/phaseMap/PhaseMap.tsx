import { useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { readChart, type ChartState } from '../../game/chart/chart';
import { phaseLabel } from '../../game/chart/label';
import { advanceTrails, levelKey, type Trails } from '../../game/chart/trail';
import {
  sameWhere,
  stateAt,
  whereTheGameIs,
  type LevelWhere,
  type WhereSnapshot,
} from '../../game/chart/where';
import type { Session } from '../../game/session';
import type { RuleEntry } from '../../rules/reference/entry';
import { useSessionSelector } from '../useSession';
import { PhaseLevel, type PhasePick } from './PhaseLevel';
import { RulePopover } from './RulePopover';

/** A state's rule, else the first rule among its phases, else the rule of the machine it invokes. */
function ruleOfState(state: ChartState): string | null {
  if (state.rule !== null) return state.rule;
  for (const child of state.children) {
    const found = ruleOfState(child);
    if (found !== null) return found;
  }
  const invoked = state.invokes[0];
  return invoked === undefined ? null : ruleOfState(invoked.chart.root);
}

/**
 * The phase map: the game's machines drawn from their definitions (the root with the machines it invokes
 * nested under the states that invoke them), every running level's state lit, the states taken this turn
 * marked, and each state's rule one click away in a popover. It reads the session through one selector (where
 * each level stands, equal while no level moves), so a roll that changes no state re-renders nothing here.
 *
 * It stays mounted while folded so that it sees every move and the path taken this turn is whole when opened;
 * folded, it draws nothing.
 */
export function PhaseMap<M extends AnyStateMachine>({
  session,
  open,
  ruleOf,
}: {
  readonly session: Session<M>;
  /** Folded: it only follows the game. */
  readonly open: boolean;
  /** The rules-reference entry of an id, or undefined. */
  readonly ruleOf: (id: string) => RuleEntry | undefined;
}) {
  const chart = readChart(session.mode.machine);
  const where = useSessionSelector(session, (s) => whereTheGameIs(s as WhereSnapshot, chart), sameWhere);
  // The trail advances when `where` changes, during render (React's "state from a changed value" pattern).
  // A new game (another session) starts a trail of its own.
  const [seen, setSeen] = useState<{ session: Session<M>; where: readonly LevelWhere[] } | null>(null);
  const [trails, setTrails] = useState<Trails>({});
  if (seen?.where !== where || seen.session !== session) {
    const fresh = seen?.session !== session;
    setSeen({ session, where });
    setTrails((t) => advanceTrails(fresh ? {} : t, where));
  }
  const levels = useMemo(() => new Map(where.map((l) => [levelKey(l.path), l])), [where]);
  const [pick, setPick] = useState<PhasePick | null>(null);
  if (!open) return null;
  const rule = pick === null ? null : ruleOfState(pick.state);
  const next =
    pick === null
      ? []
      : [
          ...new Set(
            pick.state.transitions
              .flatMap((t) => t.targets)
              .filter((p) => p !== pick.state.path)
              .map((p) => stateAt(pick.chart, p))
              .filter((s): s is ChartState => s !== null && !s.transient)
              .map((s) => phaseLabel(s.key)),
          ),
        ];
  return (
    <div className="phase-map" data-testid="phase-map">
      {pick !== null && (
        <RulePopover
          key={`${pick.chart.id}:${pick.state.path}`}
          phase={phaseLabel(pick.state.key)}
          prompt={pick.state.prompt}
          entry={rule === null ? undefined : ruleOf(rule)}
          next={next}
          onClose={() => {
            setPick(null);
          }}
        />
      )}
      <p className="muted">
        Lit: where the game stands. Underlined: taken this turn. A step’s name opens its rule.
      </p>
      <PhaseLevel
        chart={chart}
        where={levels.get('') ?? null}
        levels={levels}
        trails={trails}
        onPick={setPick}
      />
    </div>
  );
}
