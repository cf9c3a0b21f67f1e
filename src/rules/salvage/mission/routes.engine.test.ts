import { describe, expect, it } from 'vitest';
import { makePiece } from '../../board/defaults';
import type { TerrainPiece } from '../../board/types';
import { engagedEnemies, unitById } from './board';
import { answer, decide, pendingRoll } from '../../../../machines/salvage/mission.testkit';
import { hostileOrder } from './hostiles';
import type { JournalEvent } from './journal.types';
import { journalLines } from './narrate';
import type { Mission, Spot } from './state';
import { editUnit, toRoundOne } from './mission.testkit';

/**
 * Alert hostiles find their way (Salvage QR, Alert hostiles: follow the Motivations; movement table; Climb),
 * on boards built for the case: a winding corridor on one depth, two walled decks joined only by ladders
 * through them, and the same decks with one ladder taken away. Played through the engine: the Boilers end
 * their activations, the Enemy Phase runs the hostile, every roll is answered.
 */

const BOSS = 'a1-sample-foreman';
const GRUB = 'h2-sample-bilge-grub';
const HOUND = 'h4-sample-rust-hound';

/** The default mission in round 1 on a board of `terrain` only (no theme), the Boss at `boss`, `hostile` Alert at `at`. */
function scene(terrain: readonly TerrainPiece[], hostile: string, at: Spot, boss: Spot): Mission {
  const m0 = toRoundOne();
  const m: Mission = {
    ...m0,
    theme: null,
    content: { ...m0.content, board: { ...m0.content.board, terrain: [...terrain] } },
    units: m0.units.map((u) => {
      if (u.id === hostile) return { ...u, at, alert: true };
      if (u.id === BOSS) return { ...u, at: boss };
      // Everyone else is off the table: the hostile has one Boiler to go after.
      return { ...u, at: null, status: 'escaped' as const };
    }),
  };
  return m;
}

/** Ends the Boss's activation (the Boilers stand still) and plays the Enemy Phase, every die a 1. */
function oneRound(m0: Mission): Mission {
  let m = m0;
  const round = m.round;
  for (let i = 0; i < 400 && m.round === round; i++) {
    const need = pendingRoll(m);
    if (need !== null) {
      m = answer(
        m,
        need.groups.map((g) => Array<number>(g.spec.count).fill(1)),
      );
      continue;
    }
    const s = m.stage;
    if (s.kind === 'boilerPhase') {
      if (s.active !== null) m = decide(m, { type: 'unit.end' });
      else m = decide(m, { type: 'unit.activate', unit: BOSS });
    } else if (s.kind === 'enemyPhase' && m.order.length > 0) {
      m = decide(m, { type: 'hostile.activate', unit: m.order[0] ?? '' });
    } else {
      throw new Error(`The round stopped at ${JSON.stringify(s)}.`);
    }
  }
  return m;
}

function engaged(m: Mission, hostile: string): boolean {
  const h = unitById(m, hostile);
  return h !== undefined && engagedEnemies(m, h).some((e) => e.id === BOSS);
}

/** The hostile's journal entries since `from` (an index into the journal). */
function movesOf(m: Mission, hostile: string, from = 0): Extract<JournalEvent, { kind: 'moved' }>[] {
  return m.journal
    .slice(from)
    .filter((e): e is Extract<JournalEvent, { kind: 'moved' }> => e.kind === 'moved' && e.unit === hostile);
}

const wall = (id: string, x: number, z: number, width: number, depthExtent: number, level: 1 | 2 | 3 = 3) =>
  makePiece({ id, kind: 'wall', level, x, z, width, depthExtent, height: 2.5 });

/**
 * The Sink split by three long walls into a corridor that winds east, west and east again: from the south
 * west corner to the north east, the way runs the whole width of the table twice.
 */
const SERPENTINE: readonly TerrainPiece[] = [
  wall('w-1', 13, 27, 26, 0.5), // z = 27, x 0 … 26: the way on is at the east end
  wall('w-2', 23, 18, 26, 0.5), // z = 18, x 10 … 36: at the west end
  wall('w-3', 13, 9, 26, 0.5), // z = 9, x 0 … 26: at the east end
];

describe('a winding route on one depth', () => {
  it('a Rust Hound winds east, west and east through the corridor to the Boss and fights', () => {
    let m = scene(SERPENTINE, HOUND, { x: 3, z: 32, level: 3 }, { x: 3, z: 4, level: 3 });
    // Straight at the Boss is 28" north through three walls. Near the end of the first wall, one Move takes
    // it round the end and on, bending on the way.
    const nearEnd = editUnit(m, HOUND, { at: { x: 23, z: 31, level: 3 }, power: 4 });
    const bend = hostileOrder(nearEnd, HOUND);
    expect(bend).toMatchObject({ action: 'move' });
    expect(bend !== null && 'via' in bend ? (bend.via?.length ?? 0) : 0).toBeGreaterThan(0);
    expect(bend !== null && 'to' in bend ? bend.to.z : 99).toBeLessThan(27);
    let rounds = 0;
    while (!engaged(m, HOUND) && rounds < 5) {
      m = oneRound(m);
      rounds += 1;
    }
    expect(engaged(m, HOUND)).toBe(true);
    // About 28 + 26 + 26 + 4 inches at 4 Moves of 7" a round.
    expect(rounds).toBeLessThanOrEqual(4);
    const walked = movesOf(m, HOUND).reduce((sum, e) => sum + e.distance, 0);
    expect(walked).toBeGreaterThan(70);
    expect(movesOf(m, HOUND).every((e) => e.action === 'move' && e.distance <= 7 + 0.05)).toBe(true);
    // Its next activation is a fight.
    m = oneRound(m);
    expect(m.journal.some((e) => e.kind === 'attackResolved' && e.attacker === HOUND)).toBe(true);
  });
});

/** Two Mids decks 12" apart, each walled all round (no edge to climb or jump), a ladder through each. */
function walledDecks(ladders: 'both' | 'one'): TerrainPiece[] {
  const deck = (id: string, x: number) =>
    makePiece({ id, kind: 'platform', level: 2, x, z: 18, width: 10, depthExtent: 10, height: 0.5 });
  const rim = (id: string, x: number): TerrainPiece[] => [
    wall(`${id}-n`, x, 13.25, 10, 0.5, 2),
    wall(`${id}-s`, x, 22.75, 10, 0.5, 2),
    wall(`${id}-w`, x - 4.75, 18, 0.5, 9, 2),
    wall(`${id}-e`, x + 4.75, 18, 0.5, 9, 2),
  ];
  const ladder = (id: string, x: number) =>
    makePiece({ id, kind: 'ladder', level: 3, x, z: 18, width: 0.5, depthExtent: 1, height: 3 });
  return [
    deck('deck-a', 7),
    deck('deck-b', 29),
    ...rim('rim-a', 7),
    ...rim('rim-b', 29),
    ladder('ladder-a', 7),
    ...(ladders === 'both' ? [ladder('ladder-b', 29)] : []),
  ];
}

describe('a route down a ladder and back up', () => {
  it('a Grub climbs down through its deck, crosses The Sink and climbs up through the other to the Boss', () => {
    let m = scene(walledDecks('both'), GRUB, { x: 5, z: 16, level: 2 }, { x: 31, z: 20, level: 2 });
    const levels = new Set<number>();
    let rounds = 0;
    while (!engaged(m, GRUB) && rounds < 6) {
      m = oneRound(m);
      levels.add(unitById(m, GRUB)?.at?.level ?? 0);
      rounds += 1;
    }
    expect(engaged(m, GRUB)).toBe(true);
    const climbs = movesOf(m, GRUB).filter((e) => e.action === 'climb');
    // Down one ladder, up the other: two Climbs, and The Sink on the way.
    expect(climbs).toHaveLength(2);
    expect(levels.has(3)).toBe(true);
    expect(unitById(m, GRUB)?.at?.level).toBe(2);
    expect(m.journal.some((e) => e.kind === 'fell' && e.unit === GRUB)).toBe(false);
  });
});

describe('Move runs out: the hostile stops and carries on next activation', () => {
  it('a Grub (3 Power, Move 4) walks 12" at most a round along its route and picks it up again', () => {
    let m = scene(SERPENTINE, GRUB, { x: 3, z: 32, level: 3 }, { x: 3, z: 4, level: 3 });
    const start = m.journal.length;
    m = oneRound(m);
    const firstRound = movesOf(m, GRUB, start);
    expect(firstRound.map((e) => e.action)).toEqual(['move', 'move', 'move']);
    expect(firstRound.every((e) => e.distance <= 4 + 0.05 && e.distance > 3.5)).toBe(true);
    expect(engaged(m, GRUB)).toBe(false);
    const after1 = unitById(m, GRUB)?.at as Spot;
    // East along the first stretch of the corridor, not north into the wall.
    expect(after1.x).toBeGreaterThan(3 + 10);
    expect(after1.z).toBeGreaterThan(27);
    const mark = m.journal.length;
    m = oneRound(m);
    const after2 = unitById(m, GRUB)?.at as Spot;
    expect(movesOf(m, GRUB, mark).length).toBe(3);
    // On from where it stopped, further along the same stretch, then round the end of the wall.
    expect(after2.x).toBeGreaterThan(after1.x + 8);
    m = oneRound(m);
    expect((unitById(m, GRUB)?.at as Spot).z).toBeLessThan(27);
  });
});

describe('no route: the hostile stays and says why', () => {
  it('a Grub on a walled deck whose other deck has no ladder stays put, and the journal says it found no way', () => {
    const at: Spot = { x: 5, z: 16, level: 2 };
    let m = scene(walledDecks('one'), GRUB, at, { x: 31, z: 20, level: 2 });
    m = editUnit(m, GRUB, { at });
    const start = m.journal.length;
    m = oneRound(m);
    expect(unitById(m, GRUB)?.at).toEqual(at);
    expect(movesOf(m, GRUB, start)).toEqual([]);
    expect(m.journal.slice(start)).toContainEqual({
      kind: 'noRoute',
      unit: GRUB,
      goal: 'boiler',
      target: BOSS,
    });
    const boss = unitById(m, BOSS)?.name ?? '';
    expect(journalLines(m)).toContain(`Bilge Grub finds no way to ${boss} and stays where it is.`);
  });
});

describe('hazards on the way', () => {
  const pit = makePiece({
    id: 'pit',
    kind: 'hazard-site',
    x: 12,
    z: 18,
    width: 2,
    depthExtent: 4,
    height: 0.1,
  });

  function withPit(hazard: 7 | 3): Mission {
    // A straight 4" Move from x 7 would end in the pit (x 11 … 13, a base overlapping it from 10.5).
    const m = scene([pit], GRUB, { x: 7, z: 18, level: 3 }, { x: 19, z: 18, level: 3 });
    return { ...m, hazards: [{ id: 'pit', hazard, removed: false }] };
  }

  it('a Grub walks round a Burn Pit lying across its way rather than through it', () => {
    let m = withPit(7);
    const start = m.journal.length;
    for (let round = 0; round < 2 && !engaged(m, GRUB); round++) m = oneRound(m);
    expect(engaged(m, GRUB)).toBe(true);
    expect(m.journal.slice(start).some((e) => e.kind === 'entersHazard' && e.unit === GRUB)).toBe(false);
    expect(unitById(m, GRUB)?.conditions).not.toContain('burning');
  });

  it('a hazard that harms no one who walks over it (a Metal Press) is walked straight over', () => {
    const m = withPit(3);
    const order = hostileOrder(editUnit(m, GRUB, { power: 3 }), GRUB);
    // Straight east: no bend round the press.
    expect(order).toMatchObject({ action: 'move', to: { z: 18 } });
    expect(order !== null && 'via' in order ? order.via : undefined).toBeUndefined();
  });
});
