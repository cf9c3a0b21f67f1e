import type { CombatLogEntry } from '../../rules/kraken/groundCombat/combatTypes';
import { DamageBreakdownView } from './DamageBreakdownView';
import { narrateCombatEntry } from '../../rules/kraken/groundCombat/combatNarration';

/**
 * What happened in the fight, newest last: every roll with its odds, every hit with its damage breakdown. Each
 * line says its turn in words (turn 0 is the reaction and the arrivals before the first turn), never "T0".
 */
export function CombatLogView({ log }: { log: readonly CombatLogEntry[] }) {
  return (
    <section className="panel log" aria-label="Combat log">
      <h3>Combat</h3>
      <ol data-testid="combat-log">
        {log.map((entry, i) => (
          <li key={i} data-testid="combat-line">
            <span className="muted">
              {entry.turn === 0 ? 'Before turn 1' : `Turn ${String(entry.turn)}`}:
            </span>{' '}
            {narrateCombatEntry(entry)}
            {entry.damage !== undefined && (
              <>
                {' '}
                — <DamageBreakdownView breakdown={entry.damage.breakdown} testId="damage-breakdown" />
                {entry.damage.critical ? ' (critical)' : ''} ({entry.damage.hpBefore} → {entry.damage.hpAfter}{' '}
                HP)
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
