import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { samplePack } from '../../src/content/testSample';
import type { GameSetup } from '../../src/game/log';
import { replay } from '../../src/game/replay';
import { restingState } from '../../src/game/snapshotSteps/fringe';
import { Session } from '../../src/game/session';
import { fringeBattleMode } from '../../src/modes/fringe/mode';
import { fringeInput } from '../../src/modes/fringe/setup';
import { fringeDecisionSchema, MOVE_MODES, type FringeDecision } from '../../src/rules/fringe/decisions';
import { nextUint32, seedRng } from '../../src/rules/dice/rng';
import type { RngState } from '../../src/rules/dice/types';
import type { Battle } from '../../src/rules/fringe/types';
import type { FringeBattleMachine } from './battle.machine';

type Snap = SnapshotFrom<FringeBattleMachine>;

/** Property runs: small in CI; FRINGE_PROPERTY_RUNS=1000 for the issue's thousand battles. */
const RUNS = Number(process.env.FRINGE_PROPERTY_RUNS ?? 12);

const pack = samplePack();
const SETUPS = [...pack.fringeBattles.keys()].flatMap((battleId) =>
  (['solo', 'hot-seat'] as const).flatMap((play) => {
    const built = fringeInput(pack, {
      battleId,
      crewId: 'wren-crew',
      play,
      opponentId: 'dockside-irregulars',
    });
    return built.ok ? [built.input] : [];
  }),
);

function draw(rng: { state: RngState }, n: number): number {
  const next = nextUint32(rng.state);
  rng.state = next.state;
  return n <= 0 ? 0 : next.value % n;
}

/** A few random moves of the figure acting now (most are refused; those the machine takes are legal). */
function randomMoves(b: Battle, rng: { state: RngState }): FringeDecision[] {
  const out: FringeDecision[] = [];
  const figureId = b.stage.kind === 'round' ? b.stage.activation?.figureId : undefined;
  const f = b.fighters.find((x) => x.id === figureId);
  const at = f?.at ?? null;
  if (f === undefined || at === null) return out;
  for (let i = 0; i < 4; i++) {
    const angle = (draw(rng, 360) * Math.PI) / 180;
    const inches = 1 + draw(rng, f.speed + 2);
    const level = ([1, 2, 3] as const)[draw(rng, 3)] ?? 3;
    const x = Math.min(35.5, Math.max(0.5, at.x + Math.cos(angle) * inches));
    const z = Math.min(35.5, Math.max(0.5, at.z + Math.sin(angle) * inches));
    const mode = MOVE_MODES[draw(rng, MOVE_MODES.length)] ?? 'auto';
    out.push({ type: 'figure.move', figureId: f.id, to: [{ x, z, level }], mode, dash: draw(rng, 4) === 0 });
  }
  if (b.winnerMove !== null) {
    const w = b.fighters.find((x) => x.id === b.winnerMove?.figureId);
    if (w?.at != null)
      out.push({ type: 'winner.move', to: { x: w.at.x + 1.5, z: w.at.z, level: w.at.level }, mode: 'auto' });
  }
  return out;
}

/** One random legal decision: an offered choice, or a random move the machine accepts. */
function randomDecision(snapshot: Snap, rng: { state: RngState }): FringeDecision | null {
  const offered = fringeBattleMode
    .choices(snapshot)
    .map((c) => c.event)
    .filter((e): e is FringeDecision => e.type !== 'dice.answer' && e.type !== 'campaign.time-to-go');
  const moves = randomMoves(snapshot.context.battle, rng).filter((m) => snapshot.can(m));
  const all = [...offered, ...moves, ...moves];
  return all[draw(rng, all.length)] ?? null;
}

/** Plays a battle with random legal decisions and digital dice; returns the session. */
function playOut(input: unknown, seed: string, maxSteps: number): Session<FringeBattleMachine> {
  const setup: GameSetup = { mode: 'fringe-battle', seed: `fringe-${seed}`, input };
  const session = Session.start(fringeBattleMode, setup, 'digital');
  const rng = { state: seedRng(`choices-${seed}`) };
  for (let i = 0; i < maxSteps && session.getSnapshot().status === 'active'; i++) {
    const snapshot = session.getSnapshot();
    expect(fringeBattleMode.invariants(snapshot)).toEqual([]);
    // The snapshot step (format 1 → 2) reads the same resting state from the battle as the machine rests in.
    expect(restingState(snapshot.context.battle)).toEqual(snapshot.value);
    const d = randomDecision(snapshot, rng);
    expect(d, `nothing to decide in ${JSON.stringify(snapshot.value)}`).not.toBeNull();
    if (d === null) break;
    const outcome = session.send(d);
    expect(outcome.ok, outcome.ok ? '' : outcome.reason).toBe(true);
  }
  expect(fringeBattleMode.invariants(session.getSnapshot())).toEqual([]);
  return session;
}

describe('Fringe battle machine: properties (fast-check)', () => {
  it('every set-up tried is a valid save set-up', () => {
    expect(SETUPS.length).toBe(4);
    for (const input of SETUPS) {
      const parsed = fringeBattleMode.inputSchema.safeParse(JSON.parse(JSON.stringify(input)));
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
    }
  });

  it('seeded battles of random legal choices end, no figure ever stands inside terrain, and replay equals live', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SETUPS.length - 1 }),
        fc.string({ maxLength: 10 }),
        (which, seed) => {
          const input = JSON.parse(JSON.stringify(SETUPS[which])) as unknown;
          const session = playOut(input, seed, 3000);
          expect(session.getSnapshot().status, JSON.stringify(session.getSnapshot().value)).toBe('done');
          for (const entry of session.log)
            if (entry.kind === 'decision')
              expect(fringeDecisionSchema.safeParse(entry.event).success).toBe(true);
          const setup: GameSetup = { mode: 'fringe-battle', seed: `fringe-${seed}`, input };
          const replayed = replay(fringeBattleMode, setup, session.log);
          expect(replayed.ok).toBe(true);
          if (!replayed.ok) throw new Error(`replayed failed: ${JSON.stringify(replayed)}`);
          const snap = replayed.run.actor.getSnapshot() as Snap;
          const live = session.getSnapshot();
          expect(JSON.stringify({ value: snap.value, context: snap.context })).toBe(
            JSON.stringify({ value: live.value, context: live.context }),
          );
          expect(fringeBattleMode.narrate(session.log, live)).toHaveLength(session.log.length);
          session.dispose();
          replayed.run.actor.stop();
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
