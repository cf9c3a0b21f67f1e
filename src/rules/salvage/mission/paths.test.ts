import { describe, expect, it } from 'vitest';
import { gameLength } from '../tables/postGame';
import { forceGameLength, play, sampleMissionIds, seeded, soloStart } from './mission.testkit';
import type { Mission } from './state';
import { journalLines } from './narrate';

/** Journal lines that open each part of a round, in the quick reference's order. */
const ROUND_PARTS = [
  /^— Round \d+ of \d+: Boiler Phase —$/,
  /^— Enemy Phase: Unalert hostiles wander —$/,
  /^— Enemy Phase: Alert hostiles follow their Motivations —$/,
  /^— Enemy Phase: the player with initiative draws an event card —$/,
  /^— End Phase —$/,
];

/** Whole missions are played per test: give each room on a slow machine. */
const SLOW = 120_000;

function isPartLine(line: string): boolean {
  return ROUND_PARTS.some((re) => re.test(line));
}

function crewOut(m: Mission): boolean {
  return m.units.filter((u) => u.side === 'attacker').every((u) => u.status !== 'active' || u.at === null);
}

describe('solo missions under the passive policy', () => {
  for (const id of sampleMissionIds()) {
    it(
      `${id}: 20 seeds each reach post-game downtime after the rolled number of rounds`,
      () => {
        for (let seed = 1; seed <= 20; seed++) {
          const r = play(soloStart(id), { rng: seeded(seed), policy: 'passive' });
          expect(r.stopped, `seed ${seed}`).toBe('downtime');
          expect(r.mission.stage).toEqual({ kind: 'postGame', step: 'downtime' });
          expect(r.mission.queue).toEqual([]);
          expect(r.mission.roundLimit).not.toBeNull();
          // The crew sits tight: the mission runs its full length unless every Boiler is out of play.
          if (!crewOut(r.mission)) expect(r.mission.round, `seed ${seed}`).toBe(r.mission.roundLimit);
          else expect(r.mission.round).toBeLessThanOrEqual(r.mission.roundLimit ?? 0);
        }
      },
      SLOW,
    );

    it(
      `${id}: the game-length D4 sets the rounds played (1 = 5, 2–3 = 6, 4 = 7)`,
      () => {
        for (const face of [1, 2, 3, 4]) {
          const r = play(soloStart(id), {
            rng: seeded(100 + face),
            policy: 'passive',
            force: forceGameLength(face),
          });
          const rounds = face === 1 ? 5 : face === 4 ? 7 : 6;
          expect(gameLength(face)).toBe(rounds);
          expect(r.stopped).toBe('downtime');
          expect(r.mission.roundLimit).toBe(rounds);
          expect(r.mission.journal).toContainEqual({ kind: 'gameLength', face, rounds });
          if (!crewOut(r.mission)) expect(r.mission.round).toBe(rounds);
          expect(
            journalLines(r.mission).filter((l) => /^— Round \d+ of \d+: Boiler Phase —$/.test(l)),
          ).toHaveLength(r.mission.round);
        }
      },
      SLOW,
    );

    it(
      `${id}: every round passes Boiler → Enemy (unalert, alert, event) → End`,
      () => {
        for (let seed = 1; seed <= 5; seed++) {
          const r = play(soloStart(id), { rng: seeded(seed), policy: 'passive' });
          const parts = journalLines(r.mission).filter(isPartLine);
          expect(parts.length).toBe(r.mission.round * ROUND_PARTS.length);
          parts.forEach((line, i) => expect(line).toMatch(ROUND_PARTS[i % ROUND_PARTS.length] as RegExp));
          for (let round = 1; round <= r.mission.round; round++) {
            expect(parts[(round - 1) * ROUND_PARTS.length]).toMatch(new RegExp(`^— Round ${round} of `));
          }
          // The mission ends at the End Phase of its last round, then the post-game starts.
          const lines = journalLines(r.mission);
          const end = lines.lastIndexOf('— End Phase —');
          const post = lines.findIndex((l) => l.startsWith('— Post-game for'));
          expect(post).toBeGreaterThan(end);
        }
      },
      SLOW,
    );

    it(
      `${id}: a round always ends in a bounded number of steps (active policy too)`,
      () => {
        for (const policy of ['passive', 'active'] as const) {
          for (let seed = 1; seed <= 5; seed++) {
            let lastRound = 0;
            let stepsInRound = 0;
            let longest = 0;
            const r = play(soloStart(id), {
              rng: seeded(seed),
              policy,
              onStep: (m) => {
                if (m.round !== lastRound) {
                  lastRound = m.round;
                  stepsInRound = 0;
                }
                stepsInRound++;
                longest = Math.max(longest, stepsInRound);
              },
            });
            expect(r.stopped).toBe('downtime');
            expect(longest).toBeLessThan(250);
          }
        }
      },
      SLOW,
    );
  }
});

describe('stages observed while playing', () => {
  it(
    'go set-up → boiler phase → … → post-game downtime, never back to set-up',
    () => {
      const kinds: string[] = [];
      const r = play(soloStart(), {
        rng: seeded(7),
        policy: 'active',
        onStep: (m) => {
          if (kinds[kinds.length - 1] !== m.stage.kind) kinds.push(m.stage.kind);
        },
      });
      expect(r.stopped).toBe('downtime');
      expect(kinds[0]).toBe('setup');
      expect(kinds.lastIndexOf('setup')).toBe(0);
      expect(kinds[kinds.length - 1]).toBe('postGame');
      expect(kinds.indexOf('postGame')).toBe(kinds.length - 1);
      expect(kinds).toContain('boilerPhase');
    },
    SLOW,
  );
});
