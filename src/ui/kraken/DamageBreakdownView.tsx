import type { DamageBreakdown } from '../../rules/kraken/groundCombat/damage';

/**
 * One hit, step by step through the damage pipeline: what arrived, what the shield took, what armour
 * stopped, the weakness/resistance multiplier, and the HP lost.
 */
export function DamageBreakdownView({ breakdown, testId }: { breakdown: DamageBreakdown; testId?: string }) {
  if (breakdown.ignored === 'immune')
    return <span data-testid={testId}>no effect (already out of the fight)</span>;
  const parts = [
    `${breakdown.incoming} incoming`,
    breakdown.shieldAbsorbed > 0 ? `shield −${breakdown.shieldAbsorbed}` : null,
    breakdown.armourAbsorbed > 0 ? `armour ${breakdown.armourApplied} −${breakdown.armourAbsorbed}` : null,
    breakdown.multiplier !== 1 ? `×${breakdown.multiplier === 0.5 ? '½' : breakdown.multiplier}` : null,
    `${breakdown.hpLoss} HP lost`,
  ].filter((p) => p !== null);
  return (
    <span className="breakdown" data-testid={testId}>
      {parts.join(' → ')}
      {breakdown.weakens ? ' (weakened)' : ''}
    </span>
  );
}
