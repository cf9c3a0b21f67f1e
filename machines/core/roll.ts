import { planCheck } from '../../src/rules/dice/checks';
import type { RollNeed } from '../../src/rules/dice/need';
import { formatDice } from '../../src/rules/dice/notation';
import type { DiceRequest } from './diceRequest';

/**
 * The one place a rule's `RollNeed` becomes a dice request of the protocol: the dice groups, the modifier,
 * the target, the exact odds, the rule, the purpose and who throws. Every mode builds its requests here, so
 * the dice tray, the log and the odds badges read the same fields the same way. Several groups are always
 * the sides of an opposed roll ("3D8 vs 2D8").
 */
export function requestFor(need: RollNeed, id: string, who: string | null = null): DiceRequest {
  if ('check' in need) {
    const plan = planCheck(need.check);
    return {
      id,
      purpose: need.purpose,
      who: need.who ?? who,
      groups: plan.groups,
      dice: notation(plan.groups),
      modifier: plan.modifier,
      target: plan.target,
      odds: need.odds,
      rule: need.rule,
      ...(need.modifiers === undefined ? {} : { modifiers: need.modifiers }),
    };
  }
  return {
    id,
    purpose: need.purpose,
    who: need.who ?? who,
    groups: need.groups,
    dice: notation(need.groups),
    modifier: need.modifier ?? 0,
    target: need.target,
    odds: need.odds,
    rule: need.rule,
    ...(need.modifiers === undefined ? {} : { modifiers: need.modifiers }),
  };
}

function notation(groups: DiceRequest['groups']): string {
  return groups.map((group) => formatDice(group.spec)).join(' vs ');
}
