/**
 * The battle engine's face to the machine: start a battle, what it owes now (a roll, a decision, the end),
 * the refusal of a decision, applying a decision, answering a roll. The queue of owed steps inside a phase
 * (a shot's hits, a hit's save, a brawl's push-backs) runs at once (`resolve`); the phases themselves are
 * the machine's states (phases.ts holds their questions and steps).
 */
import type { RollNeed } from '../dice/need';
import type { BoardPoint } from '../board/types';
import { applyPlain, applyRoll, remove, startShots } from './apply';
import type { FringeDecision } from './decisions';
import { say } from './journal';
import { fighter, mustFighter, ruledSide, standing, weapon, withFighter } from './lookup';
import { fighterId, mateFighter } from './mate';
import { needOf } from './needs';
import { fighterOf } from './profile';
import { figureRefusal, moveOf, refusalAt, winnerMoveCheck, type DecisionStep } from './refusal';
import { passDuplicator, toInitiative } from './phases';
import { reviewFor } from './review';
import { endBattle, wipedOut } from './round';
import { enemyStep } from './enemy';
import { PANIC_EXTRA_SHOTS, viewShot } from './shooting';
import type { Battle, BattleSetup, Fighter, Side, Step } from './types';
import { movedThisRound } from './needs';

export type Owed =
  | { readonly kind: 'over' }
  | { readonly kind: 'roll'; readonly need: RollNeed }
  | { readonly kind: 'decide'; readonly step: DecisionStep };

/** Steps applied in one run of the queue before the engine gives up (a rules loop is a bug, not a hang). */
const RESOLVE_LIMIT = 5000;

function spotOf(s: { x: number; z: number; level: 1 | 2 | 3; elevation?: number | undefined }): BoardPoint {
  return s.elevation === undefined || s.elevation === 0
    ? { x: s.x, z: s.z, level: s.level }
    : { x: s.x, z: s.z, level: s.level, elevation: s.elevation };
}

/** The figures of one crew, set up on the battle's spots in order (members beyond the spots stay off). */
function crewFighters(setup: BattleSetup, side: Side): Fighter[] {
  const crew = setup.crews[side === 'a' ? 0 : 1];
  const spots = side === 'a' ? setup.battle.crewDeploy : setup.battle.enemyDeploy;
  return crew.members.flatMap((m, i) => {
    const kind = setup.species.find((s) => s.id === m.species);
    const spot = spots[i];
    if (kind === undefined) throw new Error(`No species "${m.species}" for ${m.name}.`);
    if (spot === undefined) return [];
    return [{ ...fighterOf(m, kind, side, crew.leader === m.id, spotOf(spot)), id: fighterId(side, m.id) }];
  });
}

/** A battle at its start: the crews set up, before the set-up steps (Duplicator, Snooper Bot, initiative). */
export function startBattle(setup: BattleSetup): Battle {
  const [a, z] = setup.crews;
  const b: Battle = {
    setup,
    round: 0,
    fighters: [...crewFighters(setup, 'a'), ...crewFighters(setup, 'b')],
    sides: {
      a: {
        name: a.name,
        storyPoints: a.storyPoints,
        onceLeft: setup.onceLeft.a,
        mateAvailable: a.mate !== undefined,
      },
      b: {
        name: z.name,
        storyPoints: setup.play === 'solo' ? 0 : z.storyPoints,
        onceLeft:
          setup.play === 'solo' ? { timeToGo: false, mate: false, luckyShot: false } : setup.onceLeft.b,
        mateAvailable: setup.play !== 'solo' && z.mate !== undefined,
      },
    },
    seized: null,
    snooped: false,
    stage: { kind: 'setup', step: 'duplicator' },
    queue: [],
    review: null,
    winnerMove: null,
    sights: setup.battle.sights.map((s) => ({
      id: s.id,
      kind: s.kind,
      x: s.x,
      z: s.z,
      level: s.level,
      takenBy: null,
    })),
    journal: [{ kind: 'battle', name: setup.battle.name }],
  };
  return b;
}

/** What the battle waits on now. */
export function owed(b: Battle): Owed {
  if (b.stage.kind === 'over') return { kind: 'over' };
  if (b.review !== null) return { kind: 'decide', step: 'review' };
  if (b.winnerMove !== null) return { kind: 'decide', step: 'winner' };
  const head = b.queue[0];
  if (head !== undefined) {
    const need = needOf(b, head);
    if (need !== null) return { kind: 'roll', need };
  }
  if (b.stage.kind === 'setup')
    return { kind: 'decide', step: b.stage.step === 'snooper' ? 'snooper' : 'duplicator' };
  const id = b.stage.activation?.figureId;
  const f = id === undefined ? undefined : fighter(b, id);
  return { kind: 'decide', step: f !== undefined && ruledSide(b, f.side) ? 'enemy' : 'activation' };
}

/** The step a decision is owed at, or null while a roll (or nothing) is owed. */
export function decisionStep(b: Battle): DecisionStep | null {
  const o = owed(b);
  return o.kind === 'decide' ? o.step : null;
}

export function refusal(b: Battle, d: FringeDecision): string | null {
  return refusalAt(b, decisionStep(b), d);
}

/** The enemy behaviour acts for the figure whose activation it is, one decision at a time. */
function enemyAct(b: Battle, step: Extract<Step, { kind: 'enemyAct' }>): Battle {
  const next = { ...b, queue: b.queue.slice(1) };
  if (next.stage.kind !== 'round' || next.stage.activation?.figureId !== step.figureId) return next;
  const d = enemyStep(next);
  const end: FringeDecision = { type: 'figure.end', figureId: step.figureId };
  if (d === null || figureRefusal(next, d) !== null) return applyDecision(next, end);
  const after = applyDecision(next, d);
  return { ...after, queue: [...after.queue, step] };
}

/**
 * Run the queue of owed steps of the phase under way: apply every step that needs neither dice nor a
 * decision, and stop at a roll, a decision or an empty queue. What comes after the queue (the next figure,
 * the end phase, the next round) is the battle machine's to decide (machines/fringe/battle.machine.ts).
 */
export function resolve(start: Battle): Battle {
  let b = start;
  for (let i = 0; i < RESOLVE_LIMIT; i++) {
    if (b.stage.kind === 'over') return b;
    // A roll that decided the battle may still be changed (a story point) before the battle ends.
    if (b.review !== null) return b;
    if (b.stage.kind === 'round') {
      const end = wipedOut(b);
      if (end !== null) return endBattle(b, end);
    }
    if (b.winnerMove !== null) return b;
    const head = b.queue[0];
    if (head === undefined || needOf(b, head) !== null) return b;
    b = head.kind === 'enemyAct' ? enemyAct(b, head) : applyPlain(b);
  }
  throw new Error('The queue of owed steps did not run out: a rules loop.');
}

function activation(b: Battle) {
  if (b.stage.kind !== 'round' || b.stage.activation === null) throw new Error('No figure is acting.');
  return b.stage.activation;
}

function withActivation(b: Battle, change: Partial<ReturnType<typeof activation>>): Battle {
  if (b.stage.kind !== 'round' || b.stage.activation === null) return b;
  return { ...b, stage: { ...b.stage, activation: { ...b.stage.activation, ...change } } };
}

function queueBack(b: Battle, steps: readonly Step[]): Battle {
  return { ...b, queue: [...b.queue, ...steps] };
}

function sideOf(b: Battle, side: Side) {
  return b.sides[side];
}

function withSide(b: Battle, side: Side, change: Partial<Battle['sides']['a']>): Battle {
  return { ...b, sides: { ...b.sides, [side]: { ...sideOf(b, side), ...change } } };
}

/** Apply a decision the rules allow (callers check `refusal` first). Does not run the queue. */
export function applyDecision(b: Battle, d: FringeDecision): Battle {
  switch (d.type) {
    case 'gear.duplicate': {
      const holder = mustFighter(b, d.holderId);
      const dup = holder.gear.find((g) => b.setup.gear.find((x) => x.id === g)?.effect === 'duplicator');
      const isWeapon = weapon(b, d.itemId) !== undefined;
      // Fringe, Duplicator: single use; the copy goes to the figure that carried it.
      const next = withFighter(b, holder.id, (f) => ({
        ...f,
        gear: [...f.gear.filter((g) => g !== dup), ...(isWeapon ? [] : [d.itemId])],
        weapons: isWeapon ? [...f.weapons, d.itemId] : f.weapons,
      }));
      return say(next, { kind: 'duplicate', holderId: holder.id, itemId: d.itemId });
    }
    case 'gear.duplicate.skip':
      return passDuplicator(b);
    case 'gear.snooper': {
      const f = mustFighter(b, d.figureId);
      const gearId = f.gear.find((g) => b.setup.gear.find((x) => x.id === g)?.effect === 'snooper-bot') ?? '';
      return queueBack(b, [{ kind: 'snooper', figureId: f.id, gearId }]);
    }
    case 'gear.snooper.skip':
      return toInitiative(b);
    case 'figure.move':
      return applyMove(b, d);
    case 'figure.shoot': {
      const f = mustFighter(b, d.figureId);
      const t = mustFighter(b, d.targetId);
      const w = weapon(b, d.weaponId);
      if (w === undefined || f.at === null) return b;
      const view = viewShot(b, f, f.at, t, w, { moved: movedThisRound(b, f.id) });
      // Fringe, watch where you point that thing: endangering an ally needs a 5+ first.
      if (view.endangers.length > 0)
        return queueBack(b, [
          { kind: 'endanger', shooterId: f.id, targetId: t.id, weaponId: w.id, aim: d.aim },
        ]);
      return startShots(b, f.id, w.id, t.id, d.aim);
    }
    case 'figure.panic': {
      const w = weapon(b, d.weaponId);
      if (w === undefined) return b;
      const shots = w.shots + PANIC_EXTRA_SHOTS;
      return queueBack(
        say(withActivation(b, { acted: true }), {
          kind: 'panic',
          figureId: d.figureId,
          weaponId: w.id,
          shots,
        }),
        [{ kind: 'panicShot', shooterId: d.figureId, weaponId: w.id, n: 1, of: shots }],
      );
    }
    case 'figure.sight': {
      const next = {
        ...b,
        sights: b.sights.map((s) => (s.id === d.sightId ? { ...s, takenBy: d.figureId } : s)),
      };
      return queueBack(say(next, { kind: 'sight', figureId: d.figureId, sightId: d.sightId }), [
        { kind: 'endActivation' },
      ]);
    }
    case 'figure.end':
      return queueBack(b, [{ kind: 'endActivation' }]);
    case 'enemy.go':
      return queueBack(b, [{ kind: 'enemyAct', figureId: activation(b).figureId }]);
    case 'winner.move': {
      const check = winnerMoveCheck(b, d);
      if (typeof check === 'string' || b.winnerMove === null) return b;
      const id = b.winnerMove.figureId;
      return say(
        { ...withFighter(b, id, (f) => ({ ...f, at: check.result.end })), winnerMove: null },
        { kind: 'winnerMove', figureId: id, inches: Math.round(check.result.distance * 100) / 100 },
      );
    }
    case 'winner.stay':
      return { ...b, winnerMove: null };
    case 'roll.accept':
      return { ...b, review: null };
    case 'story.reroll': {
      const r = b.review;
      if (r === null) return b;
      const [head, ...rest] = r.before.queue;
      if (head === undefined) return b;
      const again = { ...head, story: true } as Step;
      const before = withSide(r.before, r.side, { storyPoints: sideOf(r.before, r.side).storyPoints - 1 });
      return say({ ...before, queue: [again, ...rest] }, { kind: 'story', side: r.side, what: 'reroll' });
    }
    case 'story.succeed': {
      const r = b.review;
      if (r === null) return b;
      const before = withSide(r.before, r.side, { storyPoints: sideOf(r.before, r.side).storyPoints - 1 });
      return say(applyRoll(before, r.faces, { force: true }), {
        kind: 'story',
        side: r.side,
        what: 'succeed',
      });
    }
    case 'campaign.lucky-shot': {
      const r = b.review;
      if (r === null) return b;
      const before = withSide(r.before, r.side, {
        onceLeft: { ...sideOf(r.before, r.side).onceLeft, luckyShot: false },
      });
      return say(applyRoll(before, r.faces, { force: true }), { kind: 'luckyShot', side: r.side });
    }
    case 'campaign.time-to-go': {
      let next = withSide(b, d.side, { onceLeft: { ...sideOf(b, d.side).onceLeft, timeToGo: false } });
      next = say(next, { kind: 'timeToGo', side: d.side });
      for (const f of standing(next, d.side)) next = remove(next, f.id, 'escaped');
      return endBattle(next, { kind: 'escaped', side: d.side });
    }
    case 'campaign.mate': {
      const mate = mateFighter(b, d.side, d.at);
      if (mate === null || b.stage.kind !== 'round') return b;
      const next = withSide({ ...b, fighters: [...b.fighters, mate] }, d.side, {
        mateAvailable: false,
        onceLeft: { ...sideOf(b, d.side).onceLeft, mate: false },
      });
      const order = [...b.stage.order];
      order.splice(b.stage.index + 1, 0, mate.id);
      return say(
        { ...next, stage: { ...b.stage, order } },
        { kind: 'mate', side: d.side, figureId: mate.id },
      );
    }
  }
}

function applyMove(b: Battle, d: Extract<FringeDecision, { type: 'figure.move' }>): Battle {
  const check = moveOf(b, d);
  const f = fighter(b, d.figureId);
  if (check === null || f === undefined) return b;
  let next = withFighter(b, f.id, (x) => ({ ...x, at: check.result.end }));
  next = withActivation(next, { moved: true, dashed: d.dash, roundOver: check.endsRound });
  next = say(next, {
    kind: 'move',
    figureId: f.id,
    inches: Math.round(check.result.cost * 100) / 100,
    dash: d.dash,
    mode: check.mode,
    drop: Math.round(check.drop * 100) / 100,
  });
  const steps: Step[] = [];
  // Fringe, Jumping: a jump down of 3" or more inflicts a Damage +0 Hit (Swift figures take none).
  if (check.jumpHit) steps.push({ kind: 'jumpHit', figureId: f.id });
  // Fringe, Proximity: moving into contact starts a brawl, resolved at once; no other actions follow.
  const opponents = check.contacts;
  if (opponents.length === 1 && opponents[0] !== undefined)
    steps.push({
      kind: 'brawl',
      attackerId: f.id,
      defenderId: opponents[0],
      remaining: [],
      outnumbered: false,
    });
  else if (opponents.length > 1) steps.push({ kind: 'brawlPick', attackerId: f.id, opponents });
  // Fringe, Jumping: jumping down more than 1" ends the figure's round.
  if (opponents.length > 0 || check.endsRound) steps.push({ kind: 'endActivation' });
  return queueBack(next, steps);
}

/** Apply an allowed decision and run the queue of owed steps it starts. */
export function decide(b: Battle, d: FringeDecision): Battle {
  return resolve(applyDecision(b, d));
}

/** Answer the roll owed now with the faces thrown; a roll that went against a player may be reviewed. */
export function answer(b: Battle, faces: readonly (readonly number[])[]): Battle {
  const review = reviewFor(b, faces);
  const after = applyRoll(b, faces);
  return resolve(review === null ? after : { ...after, review });
}
