/**
 * Applying the head of the queue: with the faces of its roll (`applyRoll`), or at once when it needs none
 * (`applyPlain`). Each may put more steps at the front (a hit's saving throw, a brawl's hits).
 *
 * Fringe, Resolving hits: d6 + Damage reaching Toughness, or a natural 6, is a casualty; less pushes the
 * target 1" directly away from the attacker unless blocked, and Stuns it. Saving throws: on a casualty,
 * a D6 reaching the save negates the hit, but the figure is still Stunned. Luck: a figure with Luck that
 * would be removed loses 1 Luck instead and is moved 1D6" in a random direction, otherwise unharmed.
 * Stunned: 3 or more markers at once knock the figure out (removed from play).
 */
import { d8Direction, type D8Face } from '../board/direction';
import { brawlHits, keptFace, pickIndex } from './brawl';
import { battleBoard, boardFigure, contacts, figureOf, slide } from './geometry';
import { say } from './journal';
import {
  carried,
  fighter,
  mustFighter,
  onTable,
  ruledSide,
  savingThrow,
  standing,
  weapon,
  withFighter,
} from './lookup';
import { brawlSides, initiativeBonuses, movedThisRound, needOf } from './needs';
import { beginRound, endActivation } from './round';
import { areaVictims, viewShot } from './shooting';
import type { Battle, From, OutOfPlay, Step } from './types';
import { bonusSum, brawlDamage } from './weapons';

/** Fringe, Stunned: 3 or more Stun markers knock a figure out. */
export const KNOCKOUT_MARKERS = 3;

/** Fringe, Resolving hits: pushed 1" directly away from the attacker. */
export const HIT_PUSH_INCHES = 1;

export interface ApplyOptions {
  /** The roll counts as a success whatever the faces (Lucky shot!, a story point on a failed item roll). */
  readonly force?: boolean;
}

type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

function rest(b: Battle): Battle {
  return { ...b, queue: b.queue.slice(1) };
}

function front(b: Battle, steps: readonly Step[]): Battle {
  return { ...b, queue: [...steps, ...b.queue] };
}

/** Take a figure off the table. */
export function remove(b: Battle, id: string, why: OutOfPlay): Battle {
  return say(
    withFighter(b, id, (f) => ({ ...f, out: why, at: null, stun: 0 })),
    { kind: 'out', figureId: id, why },
  );
}

/** Slide a figure `inches` straight away from `from` (a hit's push, a brawl's push-back). */
export function pushAway(b: Battle, id: string, from: From, inches: number): Battle {
  const f = mustFighter(b, id);
  if (f.at === null || inches <= 0) return b;
  const board = battleBoard(b);
  const figure = figureOf(board, id) ?? boardFigure(f, f.at);
  const s = slide(board, figure, f.at.x - from.x, f.at.z - from.z, inches);
  return say(
    withFighter(b, id, (x) => ({ ...x, at: s.at })),
    { kind: 'pushed', figureId: id, inches: Math.round(s.inches * 100) / 100, blocked: s.blocked },
  );
}

/**
 * One more Stun marker; 3 knock the figure out.
 * Fringe 002 Stunned: "3 or more Stun markers at the same time, they are knocked out and removed from play."
 * Reading (fringe.luck): Luck saves a figure that "would be removed as a casualty"; a knock-out is not a
 * casualty, so a third marker removes a figure with Luck too, and its Luck stays unspent.
 */
export function stun(b: Battle, id: string): Battle {
  const markers = mustFighter(b, id).stun + 1;
  const next = say(
    withFighter(b, id, (f) => ({ ...f, stun: markers })),
    { kind: 'stunned', figureId: id, markers },
  );
  return markers >= KNOCKOUT_MARKERS ? remove(next, id, 'knocked-out') : next;
}

/** A hit that did not take the figure out (or was saved): pushed back from a shot, and Stunned. */
function shaken(b: Battle, id: string, from: From | null, source: StepOf<'hit'>['source']): Battle {
  // Reading (fringe.brawling): a brawl's hits push back 1" each after the brawl (brawlPush), instead of this
  // push; a jump's hit has no attacker to be pushed away from.
  const pushed = source === 'shot' && from !== null ? pushAway(b, id, from, HIT_PUSH_INCHES) : b;
  return stun(pushed, id);
}

function face(faces: readonly (readonly number[])[], group: number, die = 0): number {
  const f = faces[group]?.[die];
  if (f === undefined) throw new Error(`No face for group ${group}.`);
  return f;
}

function applyShot(
  b: Battle,
  step: StepOf<'shot'>,
  faces: readonly (readonly number[])[],
  force: boolean,
): Battle {
  const need = needOf(b, step);
  const shooter = mustFighter(b, step.shooterId);
  const w = weapon(b, step.weaponId);
  if (need === null || w === undefined || 'check' in need || need.target === null) return rest(b);
  const f = face(faces, 0);
  const total = f + (need.modifier ?? 0);
  const hit = force || total >= need.target;
  const event = {
    kind: 'shot' as const,
    figureId: shooter.id,
    targetId: step.targetId,
    weaponId: step.weaponId,
    face: f,
    total,
    target: need.target,
    hit,
    again: step.again,
  };
  // Fringe, Aiming: a 1 on an aimed to-hit die is picked up and thrown again, once.
  if (!hit && f === 1 && step.aim && !step.again) {
    const again: Step = { ...step, again: true, story: false };
    return say({ ...b, queue: [again, ...b.queue.slice(1)] }, event);
  }
  const next = say(rest(b), event);
  if (!hit || shooter.at === null) return next;
  const from = { x: shooter.at.x, z: shooter.at.z };
  const victims = [
    step.targetId,
    ...(w.traits.includes('area') ? areaVictims(b, step.targetId, shooter.id).map((v) => v.id) : []),
  ];
  return front(
    next,
    victims.map(
      (targetId) =>
        ({ kind: 'hit', targetId, damage: w.damage, byId: shooter.id, from, source: 'shot' }) as const,
    ),
  );
}

function applyHit(b: Battle, step: StepOf<'hit'>, faces: readonly (readonly number[])[]): Battle {
  const t = fighter(b, step.targetId);
  if (t === undefined || !onTable(t)) return rest(b);
  const f = face(faces, 0);
  const total = f + step.damage;
  const casualty = total >= t.toughness || f === 6;
  const next = say(rest(b), {
    kind: 'hit',
    targetId: t.id,
    face: f,
    total,
    toughness: t.toughness,
    casualty,
  });
  if (!casualty) return shaken(next, t.id, step.from, step.source);
  if (savingThrow(b, t) !== null)
    return front(next, [
      { kind: 'save', targetId: t.id, byId: step.byId, from: step.from, source: step.source },
    ]);
  return front(next, [{ kind: 'casualty', targetId: t.id }]);
}

function applySave(b: Battle, step: StepOf<'save'>, faces: readonly (readonly number[])[]): Battle {
  const t = fighter(b, step.targetId);
  const save = t === undefined ? null : savingThrow(b, t);
  if (t === undefined || save === null || !onTable(t)) return rest(b);
  const f = face(faces, 0);
  const saved = f >= save.target;
  const next = say(rest(b), { kind: 'save', targetId: t.id, face: f, saved });
  // Fringe, Saving throws: the hit is deflected, but the figure is still Stunned.
  return saved
    ? shaken(next, t.id, step.from, step.source)
    : front(next, [{ kind: 'casualty', targetId: t.id }]);
}

function applyLuck(b: Battle, step: StepOf<'luck'>, faces: readonly (readonly number[])[]): Battle {
  const t = fighter(b, step.targetId);
  if (t?.at == null || !onTable(t)) return rest(b);
  const inches = face(faces, 0);
  const direction = d8Direction(face(faces, 1) as D8Face);
  const spent = withFighter(rest(b), t.id, (x) => ({ ...x, luck: x.luck - 1 }));
  const board = battleBoard(spent);
  const figure = figureOf(board, t.id) ?? boardFigure(t, t.at);
  // Reading (fringe.luck): the dive stops short where a push would (terrain, figures, an edge); the figure is
  // unharmed.
  const s = slide(board, figure, direction.dx, direction.dz, inches);
  return say(
    withFighter(spent, t.id, (x) => ({ ...x, at: s.at })),
    { kind: 'luck', targetId: t.id, inches: Math.round(s.inches * 100) / 100, direction: direction.name },
  );
}

function applyBrawl(b: Battle, step: StepOf<'brawl'>, faces: readonly (readonly number[])[]): Battle {
  const sides = brawlSides(b, step);
  if (sides === null) return rest(b);
  const { attacker, defender, a, d } = sides;
  const na = attacker.brawlTwice ? 2 : 1;
  const fa = keptFace(faces.slice(0, na).map((g) => g[0] ?? 0));
  const fd = keptFace(faces.slice(na).map((g) => g[0] ?? 0));
  const hits = brawlHits(fa, bonusSum(a), fd, bonusSum(d));
  let next = say(rest(b), {
    kind: 'brawl',
    attackerId: attacker.id,
    defenderId: defender.id,
    attackerTotal: hits.attackerTotal,
    defenderTotal: hits.defenderTotal,
    hitsOnAttacker: hits.onAttacker,
    hitsOnDefender: hits.onDefender,
  });
  // Fringe, Stunned opponents: a Stunned brawler's markers are removed (its opponent had +1 for each).
  for (const f of [attacker, defender]) {
    if (f.stun === 0) continue;
    next = say(
      withFighter(next, f.id, (x) => ({ ...x, stun: 0 })),
      { kind: 'stunCleared', figureId: f.id, markers: f.stun },
    );
  }
  if (attacker.at === null || defender.at === null) return next;
  const fromA = { x: attacker.at.x, z: attacker.at.z };
  const fromD = { x: defender.at.x, z: defender.at.z };
  const aDamage = brawlDamageOf(b, attacker.id);
  const dDamage = brawlDamageOf(b, defender.id);
  const steps: Step[] = [
    ...Array.from({ length: hits.onDefender }, (): Step => ({
      kind: 'hit',
      targetId: defender.id,
      damage: aDamage,
      byId: attacker.id,
      from: fromA,
      source: 'brawl',
    })),
    ...Array.from({ length: hits.onAttacker }, (): Step => ({
      kind: 'hit',
      targetId: attacker.id,
      damage: dDamage,
      byId: defender.id,
      from: fromD,
      source: 'brawl',
    })),
    {
      kind: 'brawlPush',
      attackerId: attacker.id,
      defenderId: defender.id,
      hitsOnAttacker: hits.onAttacker,
      hitsOnDefender: hits.onDefender,
      attackerAt: attacker.at,
      defenderAt: defender.at,
    },
    {
      kind: 'brawlAfter',
      attackerId: attacker.id,
      defenderId: defender.id,
      remaining: step.remaining,
      hitsOnAttacker: hits.onAttacker,
      hitsOnDefender: hits.onDefender,
    },
  ];
  return front(next, steps);
}

function brawlDamageOf(b: Battle, id: string): number {
  return brawlDamage(carried(b, mustFighter(b, id)));
}

function liveOpponents(b: Battle, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const f = fighter(b, id);
    return f !== undefined && onTable(f);
  });
}

function applyPick(b: Battle, step: StepOf<'brawlPick'>, faces: readonly (readonly number[])[]): Battle {
  const live = liveOpponents(b, step.opponents);
  const first = live[pickIndex(live.length, face(faces, 0))];
  if (first === undefined) return rest(b);
  const remaining = live.filter((id) => id !== first);
  return front(say(rest(b), { kind: 'brawlOrder', first }), [
    { kind: 'brawl', attackerId: step.attackerId, defenderId: first, remaining, outnumbered: true },
  ]);
}

/** Apply the head of the queue with the faces of its roll. */
export function applyRoll(b: Battle, faces: readonly (readonly number[])[], opts: ApplyOptions = {}): Battle {
  const step = b.queue[0];
  if (step === undefined) throw new Error('No step is waiting for dice.');
  const force = opts.force === true;
  switch (step.kind) {
    case 'initiative':
      return applyInitiative(b, faces);
    case 'snooper': {
      const f = face(faces, 0);
      const damaged = f === 1 && !force;
      const next = withFighter(rest(b), step.figureId, (x) =>
        damaged ? { ...x, damagedGear: [...x.damagedGear, step.gearId] } : x,
      );
      return say({ ...next, snooped: true }, { kind: 'snooper', figureId: step.figureId, face: f, damaged });
    }
    case 'endanger': {
      const f = face(faces, 0);
      const ok = force || f >= 5;
      const next = say(rest(b), { kind: 'endanger', figureId: step.shooterId, face: f, ok });
      if (!ok) return refuseTarget(next, step.targetId);
      return startShots(next, step.shooterId, step.weaponId, step.targetId, step.aim);
    }
    case 'shot':
      return applyShot(b, step, faces, force);
    case 'hit':
      return applyHit(b, step, faces);
    case 'save':
      return applySave(b, step, faces);
    case 'luck':
      return applyLuck(b, step, faces);
    case 'brawl':
      return applyBrawl(b, step, faces);
    case 'brawlPick':
      return applyPick(b, step, faces);
    default:
      throw new Error(`Step ${step.kind} takes no dice.`);
  }
}

/**
 * Fringe, watch where you point that thing: failing the 5+ means the figure will not consider that shot;
 * it picks another target or another action (its Combat Action is not spent).
 */
function refuseTarget(b: Battle, targetId: string): Battle {
  if (b.stage.kind !== 'round' || b.stage.activation === null) return b;
  const activation = { ...b.stage.activation, refused: [...b.stage.activation.refused, targetId] };
  return { ...b, stage: { ...b.stage, activation } };
}

/** The Combat Action is spent and the weapon's shots are queued, one roll each. */
export function startShots(
  b: Battle,
  shooterId: string,
  weaponId: string,
  targetId: string,
  aim: boolean,
): Battle {
  const w = weapon(b, weaponId);
  if (w === undefined || b.stage.kind !== 'round' || b.stage.activation === null) return b;
  const activation = { ...b.stage.activation, acted: true, aimed: aim };
  const shots: Step[] = Array.from({ length: w.shots }, (_, i) => ({
    kind: 'shot',
    shooterId,
    targetId,
    weaponId,
    n: i + 1,
    of: w.shots,
    aim,
    panic: false,
    again: false,
  }));
  return front({ ...b, stage: { ...b.stage, activation } }, shots);
}

function applyInitiative(b: Battle, faces: readonly (readonly number[])[]): Battle {
  const need = needOf(b, { kind: 'initiative' });
  const next = rest(b);
  if (need === null || 'check' in need) return beginRound(next);
  const a = face(faces, 0) + (need.modifier ?? 0);
  if (b.setup.play === 'solo') {
    const seized = need.target !== null && a >= need.target ? 'a' : null;
    return beginRound(
      say({ ...next, seized }, { kind: 'initiative', totals: [a], target: need.target, seized }),
    );
  }
  const mb = bonusSum(initiativeBonuses(b, 'b'));
  const z = face(faces, 1) + mb;
  const seized = a > z ? 'a' : z > a ? 'b' : null;
  return beginRound(say({ ...next, seized }, { kind: 'initiative', totals: [a, z], target: null, seized }));
}

/** After a brawl, part the lone fighter from any enemy it still touches: figures are never left in contact. */
export function part(b: Battle, id: string): Battle {
  const f = fighter(b, id);
  if (f?.at == null || !onTable(f)) return b;
  const board = battleBoard(b);
  const figure = figureOf(board, id);
  if (figure === undefined) return b;
  const touching = contacts(board, figure);
  if (touching.length === 0) return b;
  const cx = touching.reduce((s, o) => s + o.x, 0) / touching.length;
  const cz = touching.reduce((s, o) => s + o.z, 0) / touching.length;
  const dx = figure.x - cx;
  const dz = figure.z - cz;
  const dir = Math.hypot(dx, dz) < 1e-6 ? { dx: 0, dz: 1 } : { dx, dz };
  for (let inches = 0.05; inches <= 3 + 1e-9; inches += 0.05) {
    const s = slide(board, figure, dir.dx, dir.dz, inches);
    const moved = { ...figure, x: s.at.x, z: s.at.z };
    if (contacts(board, moved).length === 0 || s.blocked)
      return say(
        withFighter(b, id, (x) => ({ ...x, at: s.at })),
        { kind: 'pushed', figureId: id, inches: Math.round(s.inches * 100) / 100, blocked: s.blocked },
      );
  }
  return b;
}

/** Apply a step that needs no roll now. */
export function applyPlain(b: Battle): Battle {
  const step = b.queue[0];
  if (step === undefined) return b;
  switch (step.kind) {
    case 'casualty': {
      const t = fighter(b, step.targetId);
      if (t === undefined || !onTable(t)) return rest(b);
      // Fringe, Luck: a figure with Luck loses 1 instead of being removed, and dives 1D6".
      if (t.luck > 0) return front(rest(b), [{ kind: 'luck', targetId: t.id }]);
      return remove(rest(b), t.id, 'casualty');
    }
    case 'panicShot':
      return panicShot(b, step);
    case 'brawlPush': {
      let next = rest(b);
      const pairs = [
        { id: step.attackerId, at: step.attackerAt, hits: step.hitsOnAttacker, away: step.defenderAt },
        { id: step.defenderId, at: step.defenderAt, hits: step.hitsOnDefender, away: step.attackerAt },
      ];
      for (const p of pairs) {
        const f = fighter(next, p.id);
        // Fringe, Brawling: figures taking a Hit are pushed back 1" per Hit (not one that dove away on Luck).
        if (f?.at == null || !onTable(f) || p.hits === 0) continue;
        if (Math.abs(f.at.x - p.at.x) > 1e-9 || Math.abs(f.at.z - p.at.z) > 1e-9) continue;
        next = pushAway(next, p.id, p.away, p.hits);
      }
      return next;
    }
    case 'brawlAfter':
      return brawlAfter(b, step);
    case 'jumpHit':
      return front(rest(b), [
        { kind: 'hit', targetId: step.figureId, damage: 0, byId: null, from: null, source: 'jump' },
      ]);
    case 'endActivation':
      return endActivation(rest(b));
    default:
      // A rolled step whose roll no longer makes sense (its target is gone, its line of fire closed): dropped.
      return rest(b);
  }
}

function brawlAfter(b: Battle, step: StepOf<'brawlAfter'>): Battle {
  let next = rest(b);
  const attacker = mustFighter(next, step.attackerId);
  const defender = mustFighter(next, step.defenderId);
  const live = liveOpponents(next, step.remaining);
  const attackerWon = onTable(attacker) && step.hitsOnAttacker === 0 && step.hitsOnDefender > 0;
  if (live.length > 0 && attackerWon) {
    // Fringe, Multiple opponents: a lone fighter who wins gets no 2" move but fights the next at once, no bonus.
    const [first, ...others] = live;
    if (first !== undefined)
      return front(next, [
        { kind: 'brawl', attackerId: attacker.id, defenderId: first, remaining: others, outnumbered: false },
      ]);
  }
  next = part(next, attacker.id);
  if (live.length > 0) return next;
  // Fringe, Brawling: a character that eliminates its opponent may move 2" (not into a new brawl).
  const winner =
    !onTable(defender) && onTable(attacker)
      ? attacker
      : !onTable(attacker) && onTable(defender)
        ? defender
        : null;
  if (winner === null || ruledSide(next, winner.side)) return next;
  return { ...next, winnerMove: { figureId: winner.id } };
}

/**
 * Fringe, Panic Fire: each shot goes at the closest available target at that moment; after the volley the
 * weapon (and every identical one carried) is out of ammunition.
 * Reading (fringe.panic-fire): a Panic Fire shot skips a target an Area hit would endanger an ally at (no 5+
 * mid-volley).
 */
function panicShot(b: Battle, step: StepOf<'panicShot'>): Battle {
  const next = rest(b);
  const shooter = mustFighter(next, step.shooterId);
  const w = weapon(next, step.weaponId);
  const empty = (x: Battle) =>
    withFighter(x, shooter.id, (f) => ({ ...f, emptied: [...f.emptied, step.weaponId] }));
  if (step.n > step.of || w === undefined || shooter.at === null || !onTable(shooter)) return empty(next);
  const at = shooter.at;
  let best: { id: string; distance: number } | null = null;
  for (const t of standing(next)) {
    if (t.side === shooter.side) continue;
    const view = viewShot(next, shooter, at, t, w, { moved: movedThisRound(next, shooter.id), panic: true });
    if (view.refusal !== null || view.endangers.length > 0) continue;
    if (best === null || view.distance < best.distance - 1e-9) best = { id: t.id, distance: view.distance };
  }
  if (best === null)
    return empty(say(next, { kind: 'panicNoTarget', figureId: shooter.id, left: step.of - step.n + 1 }));
  return front(next, [
    {
      kind: 'shot',
      shooterId: shooter.id,
      targetId: best.id,
      weaponId: w.id,
      n: step.n,
      of: step.of,
      aim: false,
      panic: true,
      again: false,
    },
    { kind: 'panicShot', shooterId: shooter.id, weaponId: w.id, n: step.n + 1, of: step.of },
  ]);
}
