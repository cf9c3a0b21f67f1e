import { useEffect, useMemo, useState } from 'react';
import type { SpaceFlightContext } from '../../../machines/kraken/space/spaceFlight.types';
import { startSpaceCombat } from '../../rules/kraken/space/combatState';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';
import {
  avoidNeed,
  flightDifficulty,
  flightNumberDistribution,
  flightRow,
  isSafeAndSound,
} from '../../rules/kraken/space/flight';
import type { SpaceEstimate } from '../../rules/kraken/simulate/space/simulate';
import { estimateSpaceInWorker } from '../../workers/spaceOdds';
import { OddsBadge } from '../OddsBadge';
import { Refusal } from '../Refusal';

const RUNS = 4_000;

/** One row the flight number may pick: its chance and the combat it starts. */
interface Leg {
  readonly number: number;
  readonly chance: number;
  readonly combat: SpaceCombat;
}

/** The flight's odds, summed over the rows the flight number may pick. */
interface FlightEstimate {
  /** The avoid check lets the ship through (tried first). */
  readonly avoided: number;
  /** If it comes to a combat: won, escaped (or out of time), lost. */
  readonly combat: { readonly win: number; readonly escaped: number; readonly lost: number };
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * Space Kraken §9.3–§10: what a planned flight is likely to come to, before it is flown. The avoid check's
 * exact odds, then each row the flight number may pick (§9.4, each with its chance) fought many times by
 * the same simulator and worker as the space combat's own odds (SpaceOdds), from the ship and crew as they
 * set off. Reading (kraken.flight-check): the whole-flight odds count the avoid check as tried and a Nano
 * Skin as not used; the combat's own odds are shown beside them.
 * @param seed the game's seed.
 */
export function FlightOdds({ flight, seed }: { readonly flight: SpaceFlightContext; readonly seed: string }) {
  const plan = flight.run.plan;
  const f = flight.run.flight;
  const stage = f?.stage ?? 'plan';
  const difficulty = f?.flightDifficulty ?? flightDifficulty(plan);
  const before = stage === 'plan' || stage === 'avoid' || stage === 'avoid-roll' || stage === 'number-roll';
  const safe = isSafeAndSound(plan);
  const { table, ship, systems, hulls, crew, magazines } = flight;
  const legs = useMemo((): readonly Leg[] | null => {
    const out: Leg[] = [];
    for (const [number, chance] of flightNumberDistribution(difficulty)) {
      const row = flightRow(table, number);
      // A row the loaded flight table does not hold: the flight's odds cannot be summed.
      if (row === undefined) return null;
      const catalogue = {
        systems: new Map(systems.map((s) => [s.id, s])),
        hulls: new Map(hulls.map((h) => [h.id, h])),
      };
      out.push({ number, chance, combat: startSpaceCombat({ row, ship, catalogue, crew, magazines }) });
    }
    return out;
  }, [difficulty, table, ship, systems, hulls, crew, magazines]);
  const key = `${seed}:flight-odds:${difficulty}`;
  const [done, setDone] = useState<{ key: string; estimates: readonly SpaceEstimate[] } | null>(null);
  const wanted = before && !safe && legs !== null;
  useEffect(() => {
    if (!wanted) return;
    const jobs = legs.map((leg) =>
      estimateSpaceInWorker(leg.combat, RUNS, `${key}:${leg.number}`, { maxMs: 800 }),
    );
    void Promise.all(jobs.map((j) => j.promise)).then((results) => {
      const estimates = results.flatMap((r) => (r === null ? [] : [r]));
      if (estimates.length === results.length) setDone({ key, estimates });
    });
    return () => {
      for (const job of jobs) job.cancel();
    };
  }, [wanted, legs, key]);
  const estimate = useMemo((): FlightEstimate | null => {
    if (legs === null || done?.key !== key || done.estimates.length !== legs.length) return null;
    let win = 0;
    let escaped = 0;
    let lost = 0;
    legs.forEach((leg, i) => {
      const e = done.estimates[i];
      if (e === undefined) return;
      win += leg.chance * e.win;
      escaped += leg.chance * (e.escaped + e.retreated);
      lost += leg.chance * e.lost;
    });
    const avoided = stage === 'number-roll' ? 0 : (avoidNeed(difficulty).odds ?? 0);
    return { avoided, combat: { win, escaped, lost } };
  }, [legs, done, key, stage, difficulty]);
  if (!before) return null;
  if (safe) return null;
  return (
    <section className="panel space-odds" aria-label="Odds of the flight" data-testid="flight-odds">
      <h3>Odds of this flight, before it is flown</h3>
      {legs === null ? (
        <p className="muted">
          The loaded flight table lacks a row this flight may meet, so its odds cannot be worked out.
        </p>
      ) : estimate === null ? (
        <p className="muted">Simulating the combats this flight may meet…</p>
      ) : (
        <>
          <p>
            If it comes to a combat: win{' '}
            <OddsBadge odds={estimate.combat.win} label="chance to win the flight's space combat" /> · escape{' '}
            <span data-testid="flight-odds-escaped">{pct(estimate.combat.escaped)}</span> · lose{' '}
            <span data-testid="flight-odds-lost">{pct(estimate.combat.lost)}</span>
          </p>
          {estimate.avoided > 0 && (
            <p className="muted" data-testid="flight-odds-whole">
              Trying to slip past first ({pct(estimate.avoided)} gets through): the whole flight is lost{' '}
              {pct((1 - estimate.avoided) * estimate.combat.lost)} of the time.
            </p>
          )}
          {estimate.combat.lost >= 0.5 && (
            <Refusal
              role="status"
              testId="flight-odds-warning"
              text="The crew is likely to lose this flight’s combat: an easier flight difficulty, or a better armed ship, changes the odds."
            />
          )}
        </>
      )}
    </section>
  );
}
