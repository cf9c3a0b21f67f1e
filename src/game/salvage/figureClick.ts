import { canActivate } from '../../rules/salvage/mission/phases';
import type { Mission } from '../../rules/salvage/mission/state';

/**
 * What a click on a figure does now, in one word, without working out the order (the figure list labels its
 * buttons with it): pick it to deploy, activate it (a Boiler of the crew whose turn it is, or a hostile the
 * players pick in the Enemy Phase), attack it (an enemy of the active unit), or nothing. The salvage mode's
 * `boardClickDecision` follows the same cases. In src/game so the figure list (src/ui) reads it without a mode.
 */
export type FigureClick = 'select' | 'activate' | 'attack' | null;

export function figureClick(m: Mission, figureId: string): FigureClick {
  const s = m.stage;
  const u = m.units.find((x) => x.id === figureId);
  if (u === undefined || u.at === null) return null;
  if (s.kind === 'setup' && s.step === 'deployment') return u.side === 'site' ? null : 'select';
  if (s.kind === 'boilerPhase' && s.turn !== null && s.active === null)
    return u.side === s.turn && canActivate(u) ? 'activate' : null;
  if (s.kind === 'boilerPhase' && s.active !== null) {
    const me = m.units.find((x) => x.id === s.active);
    return me !== undefined && u.side !== me.side ? 'attack' : null;
  }
  // 004 Enemy Phase: the players choose which hostile acts next while more than one is left.
  if (s.kind === 'enemyPhase' && m.order.length > 1 && m.order.includes(u.id)) return 'activate';
  return null;
}
