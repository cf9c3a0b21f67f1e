import type { FringeHeatLimits, SquareAttack } from '../../rules/fringe/heatmap';
import type { Battle, Fighter } from '../../rules/fringe/types';
import type { HeatmapView } from '../board/useHeatmap';

/**
 * "Where could I stand?" on the Fringe screen: the button and the target in the stage bar, and the map's
 * legend on the table. The map itself (worked out in the heat-map worker by the battle's own rules, the
 * `fringe` scorer) is drawn by the board; nothing here moves a figure or rolls a die.
 */

const pct = (p: number) => `${Math.round(p * 100)}%`;

function nameOf(b: Battle, id: string): string {
  return b.fighters.find((f) => f.id === id)?.name ?? id;
}

/** The attack a spot offers against the target, in words (the move preview's "from there"). */
export function attackWords(b: Battle, targetId: string, a: SquareAttack): string {
  const target = nameOf(b, targetId);
  switch (a.kind) {
    case 'shot': {
      const w = b.setup.weapons.find((x) => x.id === a.weaponId)?.name ?? a.weaponId;
      return `From there: ${pct(a.chance)} to hit ${target} with the ${w}${a.aimed ? ', aimed' : ''}${a.endangers ? ' (the 5+ first: an ally is near)' : ''}.`;
    }
    case 'brawl':
      return `From there: a brawl${a.opponents.length > 1 ? ` with ${a.opponents.length} enemies` : ''} — ${pct(a.chance)} that ${target} is hit.`;
    case 'none':
      return `From there: no attack on ${target} (${a.why}).`;
    case 'unreachable':
      return `No attack on ${target} from there this activation (${a.why}).`;
  }
}

/** The stage bar's control: the button and the target (enemies of the acting figure, nearest first). */
export function FringeHeatmapControls({
  enemies,
  targetId,
  onTarget,
  pinned,
  onPinned,
}: {
  readonly enemies: readonly Fighter[];
  readonly targetId: string;
  readonly onTarget: (id: string) => void;
  readonly pinned: boolean;
  readonly onPinned: (on: boolean) => void;
}) {
  return (
    <span className="heatmap-controls" data-testid="fringe-heatmap-controls">
      <button
        type="button"
        data-testid="fringe-heatmap-show"
        aria-pressed={pinned}
        className={pinned ? 'active' : undefined}
        disabled={enemies.length === 0}
        onClick={() => onPinned(!pinned)}
      >
        {pinned ? 'Hide the map' : 'Where could I stand?'}
      </button>
      <label>
        against{' '}
        <select
          data-testid="fringe-heatmap-target"
          value={targetId}
          onChange={(e) => onTarget(e.target.value)}
        >
          {enemies.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
    </span>
  );
}

/** Why most squares may show no chance this activation, in words. */
function limitWords(mover: string, l: FringeHeatLimits): string[] {
  const out: string[] = [];
  if (l.mustCharge)
    out.push(`${mover} can reach an enemy, and a K’Erin that can must charge: only charges count.`);
  if (l.acted) out.push(`${mover} has taken its Combat Action: only a charge can still attack.`);
  else if (l.stunned) out.push(`${mover} is Stunned: after a move, only a charge attacks.`);
  return out;
}

/** Squares with a chance shown, and the best of them. */
function scored(view: HeatmapView): { scored: number; best: number } {
  const map = view.map;
  let count = 0;
  let best = 0;
  if (map !== null)
    for (let k = 0; k < map.count; k++) {
      const p = map.odds[k] ?? NaN;
      if (Number.isNaN(p)) continue;
      count++;
      best = Math.max(best, p);
    }
  return { scored: count, best };
}

/**
 * The legend on the table's lower left (above the view bar) while the map is shown: what the colours and
 * brightness mean, and the map's counts (also as data attributes for tests: `data-testid="fringe-heatmap-status"`).
 */
export function FringeHeatLegend({
  b,
  moverId,
  targetId,
  view,
  allowance,
  limits,
}: {
  readonly b: Battle;
  readonly moverId: string;
  readonly targetId: string;
  readonly view: HeatmapView;
  /** Inches the figure may still move (null: it may not move again this activation). */
  readonly allowance: number | null;
  /** What the activation rules out, said under the key. */
  readonly limits: FringeHeatLimits;
}) {
  const counts = view.counts;
  const { scored: withOdds, best } = scored(view);
  const mover = nameOf(b, moverId);
  const target = nameOf(b, targetId);
  return (
    <aside className="heatmap-legend-card" aria-label="Heat map legend" data-testid="fringe-heatmap-legend">
      <p>
        Where <strong>{mover}</strong> could stand against <strong>{target}</strong>
      </p>
      <p>
        <span className="swatch clear" /> clear <span className="swatch cover" /> cover{' '}
        <span className="swatch blocked" /> blocked
      </p>
      <p>
        chance to hit <span className="swatch clear faint" title="0%" />
        <span className="swatch clear half" title="50%" />
        <span className="swatch clear" title="100%" /> 0 → 100%
      </p>
      <p>
        <span className="swatch clear dim" /> out of reach{' '}
        {allowance === null ? '(no more moving now)' : `(this move: ${String(allowance)}")`}
      </p>
      {limitWords(mover, limits).map((line) => (
        <p key={line} className="muted" data-testid="fringe-heatmap-limit">
          {line}
        </p>
      ))}
      <p
        className="muted"
        data-testid="fringe-heatmap-status"
        data-state={view.status}
        data-mover={view.map?.moverId ?? ''}
        data-target={view.map?.targetId ?? ''}
        data-squares={view.map?.count ?? 0}
        data-clear={counts?.clear ?? 0}
        data-cover={counts?.cover ?? 0}
        data-blocked={counts?.blocked ?? 0}
        data-reachable={counts?.reachable ?? 0}
        data-scored={withOdds}
        data-best={best}
        aria-live="polite"
      >
        {view.status === 'working'
          ? `Working out where ${mover} could stand…`
          : view.status === 'failed'
            ? `No map: ${view.error ?? 'the worker failed'}`
            : view.status === 'ready' && counts !== null
              ? `${String(counts.reachable)} squares within reach; best ${pct(best)} to hit.`
              : ''}
      </p>
    </aside>
  );
}
