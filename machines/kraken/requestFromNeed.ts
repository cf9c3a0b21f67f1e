import { planCheck } from '../../src/rules/dice/checks';
import { formatDice } from '../../src/rules/dice/notation';
import type { RollNeed } from '../../src/rules/kraken/rolls';
import type { DiceRequest } from '../core/diceRequest';

/**
 * Turns what a Space Kraken rule asks to have rolled (a `RollNeed`) into the dice request of the protocol:
 * the check's dice groups, modifier and target come from `planCheck`; the odds are the need's own, which a
 * rule may have sharpened (initiative carries the chance the crew acts first).
 */
export function requestFromNeed(need: RollNeed, id: string, who: string | null = null): DiceRequest {
  const plan = planCheck(need.check);
  return {
    id,
    purpose: need.purpose,
    who,
    groups: plan.groups,
    dice: plan.groups.map((group) => formatDice(group.spec)).join(' + '),
    modifier: plan.modifier,
    target: plan.target,
    odds: need.odds,
    rule: need.rule,
  };
}
