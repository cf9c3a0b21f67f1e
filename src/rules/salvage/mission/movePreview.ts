import { moveConsequences, type FallPreview } from '../../board/consequences';
import { resolveFall } from '../../board/falls';
import type { Vec3 } from '../../board/types';
import { ACTIONS } from '../tables/actions';
import { missionBoard, unitById, unitFigure } from './board';
import { moveAllowance, moveCheck, orderRefusal, orderCost } from './checks';
import { hostilesHearing } from './noise';
import type { ActionOrder, MoveAction } from './orders';
import type { Mission, Spot } from './state';
import { inBaseContact } from '../../board/distance';

/**
 * A movement order before it is given: what it costs and what it would set off, worked out by the same
 * rules that carry it out (`moveCheck`, the falls table, Noise and alertness), so the board can show it and
 * ask before a risky move. Nothing here changes the mission.
 *
 * Salvage skirmish: a walk off an edge falls (falls table: same level 1 dmg; 1 depth 1 dmg + Prone; 2 depths
 * 2 dmg + Prone; onto a unit both 1 dmg + Prone, placed 1" apart). Run, Launch and Scale (●) make Noise, and
 * so does a Move or Crawl while Pickled; each Noise moves the Danger Tracker 1 space and turns every Unalert
 * hostile within 6" Alert. An Unalert hostile met in base contact turns Alert. Launch and Scale need a Muscle
 * test or the unit falls.
 */
export interface MovePreview {
  readonly unit: string;
  readonly action: MoveAction;
  /** Why the order would be refused (then nothing else matters), or null. */
  readonly refusal: string | null;
  /** Power the action costs. */
  readonly power: number;
  /** Inches of movement the path uses, and the allowance for this action. */
  readonly inches: number;
  readonly allowance: number;
  /** Start, point of fall (if any) and where the unit ends up, in board inches (y up). */
  readonly path: readonly Vec3[];
  /** Where the unit ends up (after any fall). */
  readonly end: Spot;
  readonly fall: FallPreview | null;
  /** The move makes Noise: Danger +1, and the hostiles listed in `alerts` turn Alert. */
  readonly noise: boolean;
  /** Unalert hostiles this move turns Alert (by its Noise or by base contact). */
  readonly alerts: readonly string[];
  /** Enemies in base contact where it ends (Engaged). */
  readonly engages: readonly string[];
  /** Enemies it is Engaged with now and would leave. */
  readonly leavesEngagement: readonly string[];
  /** Launch and Scale: the Muscle test, and the damage of the fall if it fails. */
  readonly test: { readonly stat: 'muscle'; readonly tn: number; readonly failDamage: number } | null;
  /** A fall or leaving an engagement: ask once before the move is made. */
  readonly risky: boolean;
}

/** The preview of a movement order; null when the order is not a move or its unit is not on the table. */
export function previewMove(m: Mission, order: ActionOrder): MovePreview | null {
  if (!('to' in order)) return null;
  const u = unitById(m, order.unit);
  if (u === undefined || u.at === null) return null;
  const action: MoveAction = order.action;
  const result = moveCheck(m, u, action, order);
  if (result === null) return null;
  const board = missionBoard(m);
  const figure = unitFigure(u, u.at);
  const consequences = moveConsequences(board, figure, result);
  const end: Spot = consequences.fall?.landing ?? result.end;
  // Run, Launch and Scale are marked ● (Noise); Pickled makes a Move or Crawl noisy too.
  const noise =
    ACTIONS[action].noise || ((action === 'move' || action === 'crawl') && u.conditions.includes('pickled'));
  const heard = noise ? hostilesHearing(m, end).map((h) => h.id) : [];
  const moved = unitFigure(u, end);
  const met = m.units
    .filter(
      (o) =>
        o.side === 'site' &&
        u.side !== 'site' &&
        !o.alert &&
        o.status === 'active' &&
        o.at !== null &&
        inBaseContact(moved, unitFigure(o, o.at)),
    )
    .map((o) => o.id);
  let test: MovePreview['test'] = null;
  if (action === 'launch' || action === 'scale') {
    const fall = resolveFall(
      missionBoard(m, u.id),
      moved,
      end,
      action === 'launch' ? 'failed-launch' : 'failed-scale',
    );
    test = { stat: 'muscle', tn: 6, failDamage: action === 'scale' ? Math.max(1, fall.damage) : fall.damage };
  }
  return {
    unit: u.id,
    action,
    refusal: orderRefusal(m, order),
    power: orderCost(u, action),
    inches: result.cost,
    allowance: moveAllowance(m, u, action),
    path: consequences.path,
    end,
    fall: consequences.fall,
    noise,
    alerts: [...new Set([...heard, ...met])],
    engages: consequences.entersEngagement,
    leavesEngagement: consequences.leavesEngagement,
    test,
    risky: consequences.risky,
  };
}
