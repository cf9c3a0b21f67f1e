import { describe, expect, it } from 'vitest';
import { makePiece } from '../../board/defaults';
import type { TerrainPiece } from '../../board/types';
import { pieceById, touchesPiece, unitById } from './board';
import { answer, decide, pendingRoll } from '../../../../machines/salvage/mission.testkit';
import type { JournalEvent } from './journal.types';
import type { Mission, Spot, Unit } from './state';
import { toRoundOne } from './mission.testkit';

/**
 * Salvage 004, Conditions: "Panicked — Start of activation: must Move toward nearest Airlock (costs Power)."
 * Depth: "Measure true 3D distance between units at different depths." Reading (salvage.conditions): the
 * nearest airlock is the one the movement rules let the unit reach soonest, and the Move goes along that
 * route (a Climb or Jump where the route changes depth). Played through the engine on boards built for the
 * case: a Mids deck walled all round, a ladder through it down to The Sink.
 */

const BOSS = 'a1-sample-foreman';

const wall = (id: string, x: number, z: number, width: number, depthExtent: number): TerrainPiece =>
  makePiece({ id, kind: 'wall', level: 2, x, z, width, depthExtent, height: 2.5 });

const airlock = (id: string, level: 2 | 3, x: number, z: number): TerrainPiece =>
  makePiece({ id, kind: 'airlock', level, x, z, width: 1, depthExtent: 1, height: 2.5 });

/**
 * A Mids deck x 2 … 12, z 13 … 23, walled all round, a ladder through its middle (7, 18); an airlock on the
 * deck in its north east corner, and (`sinkLock`) one on The Sink just south of the deck.
 */
function board(sinkLock: boolean): TerrainPiece[] {
  return [
    makePiece({
      id: 'deck',
      kind: 'platform',
      level: 2,
      x: 7,
      z: 18,
      width: 10,
      depthExtent: 10,
      height: 0.5,
    }),
    wall('rim-n', 7, 13.25, 10, 0.5),
    wall('rim-s', 7, 22.75, 10, 0.5),
    wall('rim-w', 2.25, 18, 0.5, 9),
    wall('rim-e', 11.75, 18, 0.5, 9),
    makePiece({ id: 'ladder', kind: 'ladder', level: 3, x: 7, z: 18, width: 0.5, depthExtent: 1, height: 3 }),
    airlock('deck-lock', 2, 10.5, 14.5),
    ...(sinkLock ? [airlock('sink-lock', 3, 5, 25.5)] : []),
  ];
}

/** Round 1 on `terrain` only, the Boss Panicked at `at`, every other unit off the table. */
function scene(terrain: readonly TerrainPiece[], at: Spot): Mission {
  const m0 = toRoundOne();
  return {
    ...m0,
    theme: null,
    content: { ...m0.content, board: { ...m0.content.board, terrain: [...terrain] } },
    hazards: [],
    sites: [],
    airlocks: terrain.filter((p) => p.kind === 'airlock').map((p) => ({ id: p.id, uses: 0, locked: false })),
    units: m0.units.map((u) => {
      if (u.id === BOSS) return { ...u, at, conditions: ['panicked'] };
      return { ...u, at: null, status: 'escaped' as const };
    }),
  };
}

function boss(m: Mission): Unit {
  const u = unitById(m, BOSS);
  if (u === undefined) throw new Error('no Boss');
  return u;
}

function touches(m: Mission, id: string): boolean {
  const piece = pieceById(m, id);
  return piece !== undefined && touchesPiece(boss(m), piece);
}

function flatTo(m: Mission, id: string): number {
  const piece = pieceById(m, id);
  const at = boss(m).at;
  if (piece === undefined || at === null) return Infinity;
  return Math.hypot(piece.x - at.x, piece.z - at.z);
}

/** Activates the Boss (the Panicked Move comes first), answering any roll with 1s. */
function activate(m0: Mission): Mission {
  let m = decide(m0, { type: 'unit.activate', unit: BOSS });
  for (let i = 0; i < 20 && pendingRoll(m) !== null; i++) {
    const need = pendingRoll(m);
    m = answer(
      m,
      (need?.groups ?? []).map((g) => Array<number>(g.spec.count).fill(1)),
    );
  }
  return m;
}

/** Ends the Boss's activation and plays on to the next Boiler Phase, every die a 1. */
function nextRound(m0: Mission): Mission {
  let m = decide(m0, { type: 'unit.end' });
  const round = m.round;
  for (let i = 0; i < 200 && (m.round === round || m.stage.kind !== 'boilerPhase'); i++) {
    const need = pendingRoll(m);
    if (need === null) throw new Error(`The round stopped at ${JSON.stringify(m.stage)}.`);
    m = answer(
      m,
      need.groups.map((g) => Array<number>(g.spec.count).fill(1)),
    );
  }
  return m;
}

function panicMoves(m: Mission, from: number): Extract<JournalEvent, { kind: 'moved' }>[] {
  return m.journal
    .slice(from)
    .filter((e): e is Extract<JournalEvent, { kind: 'moved' }> => e.kind === 'moved' && e.unit === BOSS);
}

describe('Salvage 004 Panicked: Move toward the nearest airlock, by the way the board allows', () => {
  it('on The Sink under a walled deck, it walks to the ladder, climbs and reaches the deck airlock', () => {
    let m = scene(board(false), { x: 20, z: 18, level: 3 });
    const start = m.journal.length;
    const actions: string[] = [];
    for (let round = 0; round < 5 && !touches(m, 'deck-lock'); round++) {
      const before = m.journal.length;
      m = activate(m);
      expect(m.journal.slice(before)).toContainEqual({ kind: 'panicked', unit: BOSS });
      actions.push(...panicMoves(m, before).map((e) => e.action));
      if (!touches(m, 'deck-lock')) m = nextRound(m);
    }
    expect(touches(m, 'deck-lock')).toBe(true);
    expect(boss(m).at?.level).toBe(2);
    expect(actions).toContain('climb');
    expect(m.journal.slice(start).some((e) => e.kind === 'fell')).toBe(false);
  });

  it('on the walled deck, the deck airlock is nearer by the route than the Sink airlock below (3D 6.3")', () => {
    const m0 = scene(board(true), { x: 5, z: 20, level: 2 });
    // Flat, the Sink airlock is 5.5" away and the deck one 7.8"; in 3D (3" a depth) 6.3" and 7.8". But the
    // deck is walled all round: the Sink airlock is reached only down the ladder and out under the deck.
    expect(flatTo(m0, 'sink-lock')).toBeLessThan(flatTo(m0, 'deck-lock'));
    const m = activate(m0);
    expect(m.journal.slice(m0.journal.length)).toContainEqual({ kind: 'panicked', unit: BOSS });
    expect(boss(m).at?.level).toBe(2);
    expect(flatTo(m, 'deck-lock')).toBeLessThan(flatTo(m0, 'deck-lock') - 3);
  });

  it('a Panicked unit already in contact with the airlock is not made to move', () => {
    const m0 = scene(board(false), { x: 9.5, z: 14.5, level: 2 });
    expect(touches(m0, 'deck-lock')).toBe(true);
    const m = activate(m0);
    expect(boss(m).at).toEqual(boss(m0).at);
    expect(m.journal.slice(m0.journal.length).some((e) => e.kind === 'panicked')).toBe(false);
  });
});
