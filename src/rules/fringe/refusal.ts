/**
 * Why a decision is refused now, naming the rule; null when the rules allow it. The machine's guards and the
 * mode's explanations both ask here, so a click and a save are judged alike.
 */
import type { MoveMode } from '../board/movement';
import type { FringeDecision, FringeMoveMode } from './decisions';
import { battleBoard, boardFigure, contacts, edgeDistance, standProblems, touchesSight } from './geometry';
import { fighter, gearItem, hasGear, onTable, ruledSide, weapon } from './lookup';
import { mateFighter } from './mate';
import {
  AUTO_MODES,
  bestMove,
  chargeOptions,
  DASH_INCHES,
  WINNER_MOVE_INCHES,
  type MoveCheck,
} from './moves';
import { movedThisRound } from './needs';
import { panicRange, viewShot } from './shooting';
import type { Activation, Battle, Fighter, Side } from './types';
import { shoots } from './weapons';

/** Fringe, did you ever meet my mate: placed within 6" of any battlefield edge. */
export const MATE_EDGE_INCHES = 6;

/** What the battle waits on now. */
export type DecisionStep = 'review' | 'winner' | 'duplicator' | 'snooper' | 'activation' | 'enemy';

/** The player side whose decision the battle waits on (for the once-per-campaign options), or null. */
export function decidingSide(b: Battle, step: DecisionStep | null): Side | null {
  switch (step) {
    case 'review':
      return b.review?.side ?? null;
    case 'winner':
      return b.winnerMove === null ? null : (fighter(b, b.winnerMove.figureId)?.side ?? null);
    case 'activation': {
      const id = b.stage.kind === 'round' ? b.stage.activation?.figureId : undefined;
      return id === undefined ? null : (fighter(b, id)?.side ?? null);
    }
    case 'enemy':
      return 'a';
    default:
      return null;
  }
}

export function modesOf(mode: FringeMoveMode): readonly MoveMode[] {
  return mode === 'auto' ? AUTO_MODES : [mode];
}

/** The move a `figure.move` decision makes, judged by the board kernel. */
export function moveOf(b: Battle, d: Extract<FringeDecision, { type: 'figure.move' }>): MoveCheck | null {
  const f = fighter(b, d.figureId);
  if (f?.at == null || !onTable(f)) return null;
  return bestMove(b, f, d.to, modesOf(d.mode), f.speed + (d.dash ? DASH_INCHES : 0));
}

/**
 * Fringe, Proximity: a K'Erin that can move to an enemy without Dashing must do so and brawl. Refuses
 * anything else while it has not moved and such a charge exists.
 */
function mustChargeRefusal(b: Battle, f: Fighter, act: Activation): string | null {
  if (!f.mustCharge || act.moved || act.acted) return null;
  const options = chargeOptions(b, f.id);
  if (options.length === 0) return null;
  const names = options.map((o) => fighter(b, o.enemyId)?.name ?? o.enemyId).join(', ');
  return `${f.name} can reach ${names} without Dashing, and a K'Erin that can must charge and brawl (Fringe: Proximity).`;
}

function moveRefusal(
  b: Battle,
  f: Fighter,
  act: Activation,
  d: Extract<FringeDecision, { type: 'figure.move' }>,
): string | null {
  if (act.moved) return `${f.name} has already moved this activation.`;
  if (act.roundOver) return `${f.name} jumped down more than 1": its round is over (Fringe: Jumping).`;
  if (act.aimed) return `${f.name} Aimed its shot, so it does not move this activation (Fringe: Aiming).`;
  if (act.stunned && act.acted)
    return `${f.name} is Stunned: it may Move or take a Combat Action, not both (Fringe: Stunned).`;
  if (d.dash && act.acted) return `Only a figure that takes no Combat Action may Dash (Fringe: Dash).`;
  const check = moveOf(b, d);
  if (check === null) return `${f.name} is not on the table.`;
  if (!check.result.legal) return `${check.result.reasons.join('; ')} (Fringe: moving).`;
  if (check.contacts.length > 0 && d.dash)
    return 'Figures may not enter a brawl by Dashing (Fringe: Proximity).';
  if (check.contacts.length === 0) return mustChargeRefusal(b, f, act);
  return null;
}

function actionRefusal(f: Fighter, act: Activation): string | null {
  if (act.acted) return `${f.name} has already taken its Combat Action this activation.`;
  if (act.dashed) return `${f.name} Dashed, so it takes no Combat Action (Fringe: Dash).`;
  if (act.roundOver) return `${f.name} jumped down more than 1": its round is over (Fringe: Jumping).`;
  if (act.stunned && act.moved)
    return `${f.name} is Stunned: it may Move or take a Combat Action, not both (Fringe: Stunned).`;
  return null;
}

function shootRefusal(
  b: Battle,
  f: Fighter,
  act: Activation,
  d: Extract<FringeDecision, { type: 'figure.shoot' }>,
): string | null {
  const action = actionRefusal(f, act);
  if (action !== null) return action;
  const w = weapon(b, d.weaponId);
  if (w === undefined || !f.weapons.includes(d.weaponId)) return `${f.name} carries no such weapon.`;
  const t = fighter(b, d.targetId);
  if (t === undefined || !onTable(t)) return 'There is no such figure on the table.';
  if (t.side === f.side) return `${t.name} is on ${f.name}'s own side.`;
  if (d.aim && (act.moved || act.stunned))
    return `Only a figure that is not Stunned and has not moved may Aim (Fringe: Aiming).`;
  if (act.refused.includes(t.id))
    return `${f.name} failed the 5+ to endanger an ally and will not consider that shot: pick another target or action (Fringe: watch where you point that thing).`;
  if (f.at === null) return `${f.name} is not on the table.`;
  const view = viewShot(b, f, f.at, t, w, { moved: movedThisRound(b, f.id) });
  if (view.refusal !== null) return view.refusal;
  return mustChargeRefusal(b, f, act);
}

function panicRefusal(b: Battle, f: Fighter, act: Activation, weaponId: string): string | null {
  const action = actionRefusal(f, act);
  if (action !== null) return action;
  const w = weapon(b, weaponId);
  if (w === undefined || !f.weapons.includes(weaponId)) return `${f.name} carries no such weapon.`;
  if (!shoots(w)) return `${w.name} is not a shooting weapon.`;
  if (f.emptied.includes(w.id)) return `${w.name} is already out of ammunition (Fringe: Panic Fire).`;
  if (f.at === null) return `${f.name} is not on the table.`;
  const at = f.at;
  const moved = movedThisRound(b, f.id);
  const any = b.fighters.some((t) => {
    if (t.side === f.side || !onTable(t)) return false;
    const view = viewShot(b, f, at, t, w, { moved, panic: true });
    return view.refusal === null && view.endangers.length === 0;
  });
  if (!any)
    return `No enemy is in sight within half the ${w.name}'s base range (${String(panicRange(w))}"), all Panic Fire reaches (Fringe: Panic Fire).`;
  return mustChargeRefusal(b, f, act);
}

function sightRefusal(b: Battle, f: Fighter, act: Activation, sightId: string): string | null {
  if (act.acted)
    return `${f.name} took a Combat Action: acquiring a Notable sight means forgoing every other action (Fringe: Notable sights).`;
  const s = b.sights.find((x) => x.id === sightId);
  if (s === undefined) return 'There is no such Notable sight.';
  if (s.takenBy !== null) return 'That Notable sight has been taken already.';
  if (f.at === null || !touchesSight(f.at, s))
    return `${f.name} must be in contact with the Notable sight to acquire it (Fringe: Notable sights).`;
  return mustChargeRefusal(b, f, act);
}

/** Refusals of a figure's own decisions, whoever plays it (the player or the enemy behaviour). */
export function figureRefusal(b: Battle, d: FringeDecision): string | null {
  if (!('figureId' in d) || !d.type.startsWith('figure.')) return null;
  if (b.stage.kind !== 'round' || b.stage.activation === null) return 'No figure is acting now.';
  const act = b.stage.activation;
  const f = fighter(b, act.figureId);
  if (f === undefined) return 'No figure is acting now.';
  if (d.figureId !== act.figureId) return `It is ${f.name}'s activation now (Fringe: the battle round).`;
  switch (d.type) {
    case 'figure.move':
      return moveRefusal(b, f, act, d);
    case 'figure.shoot':
      return shootRefusal(b, f, act, d);
    case 'figure.panic':
      return panicRefusal(b, f, act, d.weaponId);
    case 'figure.sight':
      return sightRefusal(b, f, act, d.sightId);
    case 'figure.end':
      return mustChargeRefusal(b, f, act);
    default:
      return null;
  }
}

/**
 * Fringe, Brawling: the winner's 2" move may not enter a new brawl. Reading (fringe.brawling): it is a plain
 * move, no jump.
 */
export function winnerMoveCheck(
  b: Battle,
  d: Extract<FringeDecision, { type: 'winner.move' }>,
): MoveCheck | string {
  if (b.winnerMove === null) return 'No brawl winner is moving now.';
  const f = fighter(b, b.winnerMove.figureId);
  if (f?.at == null) return 'The winner is not on the table.';
  if (d.mode === 'jump')
    return `The winner's 2" move is a plain move; it may not jump down (Fringe: Brawling).`;
  const check = bestMove(
    b,
    f,
    [d.to],
    modesOf(d.mode).filter((m) => m !== 'jump'),
    WINNER_MOVE_INCHES,
  );
  if (!check.result.legal)
    return `${check.result.reasons.join('; ')} (Fringe: Brawling, the winner's 2" move).`;
  if (check.contacts.length > 0) return `The winner's 2" move cannot enter a new brawl (Fringe: Brawling).`;
  return check;
}

/** The Duplicator holders of player sides who may still use one. */
export function duplicatorHolders(b: Battle): Fighter[] {
  return b.fighters.filter(
    (f) => f.out === null && !ruledSide(b, f.side) && hasGear(b, f, 'duplicator') !== null,
  );
}

/** Side a may send a Snooper Bot ahead: the battle penalizes or negates its initiative roll. */
export function snooperHolders(b: Battle): Fighter[] {
  const battle = b.setup.battle;
  if (b.snooped || (battle.initiativePenalty === 0 && !battle.initiativeNegated)) return [];
  return b.fighters.filter((f) => f.side === 'a' && f.out === null && hasGear(b, f, 'snooper-bot') !== null);
}

/** Items of a crew a Duplicator may copy: every weapon and gear item its members carry, but no Duplicator. */
export function duplicable(b: Battle, side: Side): string[] {
  const ids = new Set<string>();
  for (const f of b.fighters) {
    if (f.side !== side) continue;
    for (const w of f.weapons) ids.add(w);
    for (const g of f.gear) if (gearItem(b, g)?.effect !== 'duplicator') ids.add(g);
  }
  return [...ids];
}

function mateRefusal(
  b: Battle,
  side: Side,
  at: { x: number; z: number; level: 1 | 2 | 3; elevation?: number },
): string | null {
  const state = b.sides[side];
  const crew = b.setup.crews[side === 'a' ? 0 : 1];
  if (!state.onceLeft.mate || !state.mateAvailable || crew.mate === undefined)
    return `${state.name} has no mate left to call in (Fringe: once per campaign).`;
  const board = battleBoard(b);
  const mate = mateFighter(b, side, at);
  if (mate === null) return `${state.name} has no mate to call in.`;
  const figure = boardFigure(mate, at);
  if (edgeDistance(board, at.x, at.z) > MATE_EDGE_INCHES + 1e-9)
    return `The mate is placed within 6" of a battlefield edge (Fringe: did you ever meet my mate?).`;
  const problems = standProblems(board, figure, at);
  if (problems.length > 0) return `The mate cannot stand there: ${problems.join(', ')}.`;
  if (contacts(board, figure).length > 0) return 'The mate may not be placed in contact with an enemy.';
  return null;
}

/**
 * Why `d` is refused when the battle waits on `step` (see `owed`), or null. The step is passed in so this
 * file needs no engine.
 */
export function refusalAt(b: Battle, step: DecisionStep | null, d: FringeDecision): string | null {
  if (b.stage.kind === 'over') return 'The battle is over.';
  if (step === null) return 'A roll is waiting for its dice: answer it first.';
  const deciding = decidingSide(b, step);
  switch (d.type) {
    case 'campaign.time-to-go':
      if (b.stage.kind !== 'round') return 'The battle has not begun.';
      if (deciding !== d.side || ruledSide(b, d.side))
        return 'Only the side deciding now may leave the battle.';
      return b.sides[d.side].onceLeft.timeToGo
        ? null
        : `${b.sides[d.side].name} has used "It's time to go!" (once per campaign).`;
    case 'campaign.mate':
      if (b.stage.kind !== 'round') return 'The battle has not begun.';
      if (step === 'winner') return "Finish the brawl winner's move first.";
      // The roll under review may still be re-rolled from the battle as it was before it: settle it first.
      if (step === 'review') return 'Keep or change the roll first, then call in the mate.';
      if (deciding !== d.side || ruledSide(b, d.side))
        return 'Only the side deciding now may call in a mate.';
      return mateRefusal(b, d.side, d.at);
    case 'roll.accept':
      return step === 'review' ? null : 'No roll is waiting to be accepted.';
    case 'story.reroll':
      if (step !== 'review' || b.review === null)
        return 'No roll is waiting: a story point re-rolls a roll just made.';
      return b.review.reroll
        ? null
        : b.sides[b.review.side].storyPoints === 0
          ? 'No story points left.'
          : 'A story point re-roll must be accepted: it cannot be re-rolled again (Fringe: Story points).';
    case 'story.succeed':
      if (step !== 'review' || b.review === null) return 'No roll is waiting.';
      return b.review.succeed
        ? null
        : 'Only a failed roll of an item or ability can be made to succeed (Fringe: Story points).';
    case 'campaign.lucky-shot':
      if (step !== 'review' || b.review === null) return 'No roll is waiting.';
      return b.review.luckyShot
        ? null
        : 'Lucky shot! turns a shot that just missed into a hit, once per campaign.';
    case 'winner.move': {
      if (step !== 'winner') return 'No brawl winner is moving now.';
      const check = winnerMoveCheck(b, d);
      return typeof check === 'string' ? check : null;
    }
    case 'winner.stay':
      return step === 'winner' ? null : 'No brawl winner is moving now.';
    case 'gear.duplicate': {
      if (step !== 'duplicator') return 'A Duplicator is used before the battle begins.';
      const holder = fighter(b, d.holderId);
      if (holder === undefined || !duplicatorHolders(b).includes(holder))
        return 'That figure carries no Duplicator.';
      const item = weapon(b, d.itemId) ?? gearItem(b, d.itemId);
      if (item === undefined) return 'There is no such item.';
      if (gearItem(b, d.itemId)?.effect === 'duplicator')
        return 'A Duplicator cannot copy a Duplicator (Fringe: gear).';
      if (!duplicable(b, holder.side).includes(d.itemId))
        return 'The Duplicator copies an item of its own crew.';
      return null;
    }
    case 'gear.duplicate.skip':
      return step === 'duplicator' ? null : 'No Duplicator is waiting.';
    case 'gear.snooper': {
      if (step !== 'snooper')
        return 'The Snooper Bot goes out before the initiative roll, when it is penalized.';
      const f = fighter(b, d.figureId);
      return f !== undefined && snooperHolders(b).includes(f)
        ? null
        : 'That figure carries no working Snooper Bot.';
    }
    case 'gear.snooper.skip':
      return step === 'snooper' ? null : 'No Snooper Bot is waiting.';
    case 'enemy.go':
      return step === 'enemy' ? null : 'No enemy is waiting to act.';
    default:
      if (step !== 'activation') {
        if (step === 'enemy') return 'The enemy acts by its behaviour: let it act.';
        if (step === 'review') return 'A roll was just made: accept it or change it first.';
        if (step === 'winner') return 'The brawl winner may move 2" first, or stay.';
        return 'The battle has not begun: finish the set-up first.';
      }
      return figureRefusal(b, d);
  }
}
