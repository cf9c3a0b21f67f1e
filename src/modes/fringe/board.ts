import { decisionStep } from '../../rules/fringe/engine';
import type { FringeDecision } from '../../rules/fringe/decisions';
import { fighter, onTable, ruledSide } from '../../rules/fringe/lookup';
import { chargeOptions } from '../../rules/fringe/moves';
import { shotOdds } from '../../rules/fringe/shooting';
import type { Battle } from '../../rules/fringe/types';

/**
 * What a click on a figure does in a Fringe battle, for the table and the figure list alike (one function,
 * so both are refused the same way): while a player's figure acts, a click on an enemy charges it when the
 * figure can reach it without Dashing, else shoots it with the figure's best weapon for that target (the
 * rules then accept the shot or say why not — a friend in the way, out of sight, out of range).
 */
export function figureClickDecision(b: Battle, id: string): FringeDecision | null {
  if (decisionStep(b) !== 'activation' || b.stage.kind !== 'round' || b.stage.activation === null)
    return null;
  const actor = fighter(b, b.stage.activation.figureId);
  const target = fighter(b, id);
  if (actor?.at == null || target === undefined || !onTable(target) || target.side === actor.side)
    return null;
  if (ruledSide(b, actor.side)) return null;
  const charge = chargeOptions(b, actor.id).find((o) => o.enemyId === id);
  if (charge !== undefined)
    return { type: 'figure.move', figureId: actor.id, to: [charge.to], mode: charge.mode, dash: false };
  const best = shotOdds(b, actor.id, actor.at, id, { movedAlready: b.stage.activation.moved });
  if (best === null) return null;
  return { type: 'figure.shoot', figureId: actor.id, weaponId: best.weaponId, targetId: id, aim: false };
}

/** The words for what a click on the figure does now ("Charge", "Shoot"), or null. */
export function figureClickWord(b: Battle, id: string): string | null {
  const d = figureClickDecision(b, id);
  if (d === null) return null;
  return d.type === 'figure.move' ? 'Charge' : 'Shoot';
}
