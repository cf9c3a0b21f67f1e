import { useEffect, useState } from 'react';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';
import type { FightEstimate } from '../../rules/kraken/simulate/simulate';
import { estimateFightInWorker } from '../../workers/fightOdds';
import { OddsBadge } from '../OddsBadge';

const RUNS = 10_000;

/**
 * The odds of the whole fight from here: the rest of it played out many times in a worker with the same
 * rules, the crew following the simulation's simple policy. The seed comes from the game's seed and the
 * fight's progress, so the same moment always shows the same estimate.
 * @param seed the game's seed.
 */
export function FightOdds({ fight, seed }: { fight: Fight; seed: string }) {
  // Results are kept with the moment they belong to, so a newer moment never shows an older estimate.
  const [done, setDone] = useState<{ key: string; estimate: FightEstimate } | null>(null);
  const [progressOf, setProgressOf] = useState<{ key: string; share: number } | null>(null);
  const ready = fight.phase === 'turn' && fight.enemies.length > 0;
  const key = `${seed}:odds:${fight.turn}:${fight.decisions}:${fight.log.length}`;
  const estimate = done?.key === key ? done.estimate : null;
  const progress = progressOf?.key === key ? progressOf.share : 0;
  useEffect(() => {
    if (!ready) return;
    const job = estimateFightInWorker(fight, RUNS, key, {
      maxMs: 800,
      onProgress: (count, runs) => {
        setProgressOf({ key, share: count / runs });
      },
    });
    void job.promise.then((result) => {
      if (result !== null) setDone({ key, estimate: result });
    });
    return () => {
      job.cancel();
    };
    // The key names the fight's moment; the fight object itself changes identity with every snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  if (!ready) return null;
  return (
    <section className="panel fight-odds" aria-label="Odds of the fight" data-testid="fight-odds">
      <h3>Odds of the fight from here</h3>
      {estimate === null ? (
        <p className="muted">
          Simulating {RUNS.toLocaleString()} fights… {Math.round(progress * 100)}%
        </p>
      ) : (
        <p>
          Win <OddsBadge odds={estimate.win} label="chance to win" /> · lose a crew member{' '}
          <span data-testid="odds-lose-crew">{(estimate.loseCrewMember * 100).toFixed(1)}%</span> · expected
          HP lost <span data-testid="odds-hp-lost">{estimate.expectedHpLost.toFixed(1)}</span>{' '}
          <span className="muted">({estimate.runs.toLocaleString()} simulated fights)</span>
        </p>
      )}
    </section>
  );
}
