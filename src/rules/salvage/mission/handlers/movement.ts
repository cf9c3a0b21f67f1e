import { d8Direction, randomMove, type D8Face } from '../../../board/direction';
import { resolveFall } from '../../../board/falls';
import { missionBoard, pieceById, unitById, unitFigure } from '../board';
import { first, say, withUnit } from '../core';
import { climbToward, pushSpot, walkToward } from '../geometry';
import { placeUnit, applyFall } from '../moves';
import type { Mission, Spot } from '../state';
import { face, sum, type EffectOf, type Handlers } from './types';
/** Moves the rules make: wandering, random moves, pushes, drops, doors and escapes through an airlock. */

function push(m: Mission, e: EffectOf<'push'>): Mission {
  const u = unitById(m, e.unit);
  if (u === undefined || u.at === null || u.status === 'escaped') return m;
  // A chosen bearing (a won Shove) is read as a push away from a point just behind the unit that way.
  const rad = ((e.bearing ?? 0) * Math.PI) / 180;
  const behind = { ...u.at, x: u.at.x - Math.sin(rad), z: u.at.z + Math.cos(rad) };
  const away =
    e.bearing !== undefined
      ? behind
      : (unitById(m, e.away)?.at ??
        (pieceById(m, e.away) === undefined
          ? null
          : { ...u.at, x: pieceById(m, e.away)?.x ?? 0, z: pieceById(m, e.away)?.z ?? 0 }));
  if (away === null) return m;
  const dx = u.at.x - away.x;
  const dz = u.at.z - away.z;
  const len = Math.hypot(dx, dz) || 1;
  const straight: Spot = { ...u.at, x: u.at.x + (dx / len) * e.inches, z: u.at.z + (dz / len) * e.inches };
  const board = missionBoard(m, u.id);
  const fall = resolveFall(board, unitFigure(u, straight), straight, 'forced');
  const b = m.content.board;
  const onTable = straight.x > 0 && straight.z > 0 && straight.x < b.width && straight.z < b.depth;
  if (onTable && fall.drop > 1.01) {
    return applyFall(say(m, { kind: 'pushedOverEdge', unit: u.id }), u.id, fall);
  }
  const spot = pushSpot(m, u, away, e.inches);
  if (spot === null) return say(m, { kind: 'pushBlocked', unit: u.id });
  return placeUnit(say(m, { kind: 'pushed', unit: u.id, inches: e.inches }), u.id, spot);
}

function wander(m: Mission, unitId: string, inches: number, d8: number, oneStays = true): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.at === null) return m;
  // Only a free random move is "flung"; an Unalert hostile wanders (and only it stays put on a 1).
  const wandered = { kind: 'wandered', unit: u.id, flung: !oneStays } as const;
  if (!oneStays && d8 === 1) {
    // Only Unalert wanderers stay put on a 1 (D8 direction); any other random move goes the 1's way.
    const dir = d8Direction(1);
    const b = m.content.board;
    const goal = {
      ...u.at,
      x: Math.min(Math.max(u.at.x + dir.dx * inches, 0.5), b.width - 0.5),
      z: Math.min(Math.max(u.at.z + dir.dz * inches, 0.5), b.depth - 0.5),
    };
    const to = walkToward(m, u, goal, inches, 0);
    return to === null
      ? say(m, { ...wandered, direction: dir.name, outcome: 'blocked' })
      : placeUnit(say(m, { ...wandered, direction: dir.name, outcome: 'straight' }), u.id, to);
  }
  const intent = randomMove(m.content.board, u.at, d8 as D8Face, inches);
  if (intent.outcome === 'no-move') return say(m, { ...wandered, direction: null, outcome: 'no-move' });
  const goal: Spot = { ...u.at, x: intent.x, z: intent.z };
  const walked = walkToward(m, u, goal, inches, 0);
  const walkedInches = walked === null ? 0 : Math.hypot(walked.x - u.at.x, walked.z - u.at.z);
  // Unalert hostiles climb when their move reaches a climbable surface with distance to spare.
  const climbed =
    oneStays && walkedInches < intent.moved - 0.25 ? climbToward(m, u, goal, inches, walkedInches) : null;
  const to = climbed ?? walked;
  if (to === null) return say(m, { ...wandered, direction: intent.direction, outcome: 'blocked' });
  if (climbed !== null) {
    return placeUnit(
      say(m, { ...wandered, direction: intent.direction, outcome: 'climbed', level: climbed.level }),
      u.id,
      climbed,
    );
  }
  return placeUnit(say(m, { ...wandered, direction: intent.direction, outcome: intent.outcome }), u.id, to);
}

export const MOVEMENT_HANDLERS: Handlers<
  'unalertMove' | 'randomMove' | 'push' | 'fall' | 'place' | 'door' | 'exit'
> = {
  unalertMove: {
    need: (m, e) => {
      const u = unitById(m, e.unit);
      if (u === undefined || u.alert || u.status !== 'active') return null;
      return {
        purpose: `${u.name} is Unalert and wanders: D8 direction, 1 = stays put, else ${u.stats.move}"`,
        who: u.name,
        groups: [{ label: 'Direction', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.unalert-hostiles',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      const u = unitById(m, e.unit);
      if (u === undefined || u.status !== 'active') return m;
      // Alerted earlier in this part of the phase: it acts with the Alert hostiles instead.
      if (u.alert) return say(m, { kind: 'alertNow', unit: u.id });
      // Its wander is its activation this round: one that turns Alert on the way (bumping into a Boiler)
      // does not act again with the Alert hostiles (Enemy Phase: all Unalert, then the Alert ones).
      const spent = withUnit(m, u.id, (x) => ({ ...x, activated: true }));
      return wander(spent, e.unit, u.stats.move, face(f));
    },
  },
  randomMove: {
    need: (m, e) => ({
      purpose: `${unitById(m, e.unit)?.name ?? e.unit}: free ${e.inches}" move in a D8 direction (1 = no move)`,
      who: null,
      groups: [{ label: 'Direction', spec: sum(1, 'd8') }],
      target: null,
      odds: null,
      rule: e.rule,
    }),
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return wander(m, e.unit, e.inches, face(f), false);
    },
  },
  push: {
    apply: (m, e) => push(m, e),
  },
  fall: {
    apply: (m, e) => {
      const u = unitById(m, e.unit);
      if (u === undefined || u.at === null || u.status !== 'active') return m;
      if (e.from !== undefined) {
        const board = missionBoard(m, u.id);
        return applyFall(m, u.id, resolveFall(board, unitFigure(u, e.from), e.from, e.cause ?? 'forced'));
      }
      if (e.damage !== null) {
        const board = missionBoard(m, u.id);
        const result = resolveFall(board, unitFigure(u, u.at), u.at, 'forced');
        return applyFall(m, u.id, { ...result, damage: e.damage });
      }
      const lower = Math.min(3, u.at.level + 1) as Spot['level'];
      const landing: Spot = { x: u.at.x, z: u.at.z, level: lower };
      return first(placeUnit(say(m, { kind: 'droppedDepth', unit: u.id }), u.id, landing), [
        { kind: 'damage', unit: u.id, amount: 1, source: 'the drop' },
        { kind: 'condition', unit: u.id, condition: 'prone' },
      ]);
    },
  },
  place: {
    apply: (m, e) => placeUnit(m, e.unit, e.to),
  },
  door: {
    apply: (m, e) =>
      say({ ...m, doors: { ...m.doors, [e.piece]: e.open } }, { kind: 'door', piece: e.piece, open: e.open }),
  },
  exit: {
    apply: (m, e) => {
      const u = unitById(m, e.unit);
      if (u === undefined) return m;
      const airlocks = m.airlocks.map((a) =>
        a.id === e.airlock ? { ...a, uses: a.uses + 1, locked: a.uses + 1 >= 3 } : a,
      );
      const state = airlocks.find((a) => a.id === e.airlock);
      let next = withUnit({ ...m, airlocks }, u.id, (x) => ({ ...x, at: null, status: 'escaped' }));
      next = say(next, { kind: 'escaped', unit: u.id, airlock: e.airlock });
      if (state?.locked === true) next = say(next, { kind: 'airlockSpent', airlock: e.airlock });
      return next;
    },
  },
};
