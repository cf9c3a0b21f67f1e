import { useEffect, useState } from 'react';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';
import type { SpaceEstimate } from '../../rules/kraken/simulate/space/simulate';
import { estimateSpaceInWorker } from '../../workers/spaceOdds';
import { OddsBadge } from '../OddsBadge';

const RUNS = 10_000;
/** Formatted once: a number's locale formatting is slow, and the progress line is drawn many times a second. */
const RUNS_WORDS = RUNS.toLocaleString();

/** The moment of the combat an estimate belongs to: changes with every step the kernel takes. */
export function spaceOddsKey(combat: SpaceCombat, seed: string): string {
  const p = combat.pending;
  const step = p.kind === 'decide' ? p.step : p.kind === 'roll' ? p.roll.kind : p.kind;
  const used = Object.keys(combat.used).length;
  return `${seed}:space-odds:${combat.turn}:${combat.log.length}:${combat.phase}:${step}:${used}:${combat.shots.length}`;
}

/**
 * The odds of winning the whole space combat from here: the rest of it played out many times in a worker
 * with the kernel's own rules, the player's choices by the simulator's fixed policy
 * (rules/kraken/simulate/space/simulatePolicy.ts). The seed comes from the game's seed and the combat's moment, so
 * the same moment always shows the same estimate; a newer moment cancels the job of the older one.
 * @param seed the game's seed.
 */
export function SpaceOdds({ combat, seed }: { combat: SpaceCombat; seed: string }) {
  // Results are kept with the moment they belong to, so a newer moment never shows an older estimate.
  const [done, setDone] = useState<{ key: string; estimate: SpaceEstimate } | null>(null);
  const [progressOf, setProgressOf] = useState<{ key: string; percent: number } | null>(null);
  const ready = combat.outcome === null;
  const key = spaceOddsKey(combat, seed);
  const estimate = done?.key === key ? done.estimate : null;
  const percent = progressOf?.key === key ? progressOf.percent : 0;
  useEffect(() => {
    if (!ready) return;
    const job = estimateSpaceInWorker(combat, RUNS, key, {
      maxMs: 800,
      onProgress: (count, runs) => {
        // Only a new whole percent is drawn again: the worker reports far more often than that.
        const now = Math.round((count / runs) * 100);
        setProgressOf((was) => (was?.key === key && was.percent === now ? was : { key, percent: now }));
      },
    });
    void job.promise.then((result) => {
      if (result !== null) setDone({ key, estimate: result });
    });
    return () => {
      job.cancel();
    };
    // The key names the combat's moment; the combat object itself changes identity with every snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  if (!ready) return null;
  return (
    <section className="panel space-odds" aria-label="Odds of the space combat" data-testid="space-odds">
      <h3>Odds of the space combat from here</h3>
      {estimate === null ? (
        <p className="muted">
          Simulating {RUNS_WORDS} combats… {percent}%
        </p>
      ) : (
        <p>
          Win <OddsBadge odds={estimate.win} label="chance to win the space combat" /> · escape{' '}
          <span data-testid="space-odds-escaped">{(estimate.escaped * 100).toFixed(1)}%</span> · lose{' '}
          <span data-testid="space-odds-lost">{(estimate.lost * 100).toFixed(1)}%</span> · expected SP left{' '}
          <span data-testid="space-odds-sp">{estimate.expectedSpLeft.toFixed(1)}</span>{' '}
          <span className="muted">
            ({estimate.runs.toLocaleString()} simulated combats, {estimate.meanTurns.toFixed(1)} turns on
            average)
          </span>
        </p>
      )}
    </section>
  );
}
