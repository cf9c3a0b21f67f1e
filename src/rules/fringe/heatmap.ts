/**
 * The heat map's Fringe scorer: for the figure acting now and one target, the exact chance of its best
 * attack on that target from each square of the board, by the rules the battle itself runs — what the game
 * would offer after the move there, with the odds it would compute.
 *
 * The heat-map kernel (src/rules/board/heatmap) stands the figure on each square and gives the scorer the
 * line of sight, the true distance and the board's verdict on the straight move there (the first legal of
 * the modes the player allows, as the move preview makes it). This file reads those with the battle's own
 * code: the shot's numbers (`shotNumbers`, the same arithmetic viewShot uses), Aiming, Heavy and its
 * Stabilizer, Snap Shot, watch where you point that thing (no shot across a figure; the 5+ first when an
 * ally is endangered), the activation's limits (Dash, Stunned, a jump that ends the round, a K'Erin that
 * must charge, a Combat Action already taken) and, where the move ends in contact, the brawl
 * (`brawlHitChance`). It runs in the heat-map worker (src/workers/heatmapScorers.ts names it `fringe`) and on
 * the main thread (`attackFromSpot`, for the move preview), pure either way.
 *
 * Reading (best attack, fringe.heat-map): the attack with the highest chance that the target takes at least
 * one hit — a shot's "at least one of its dice lands" (after the 5+ when an ally is endangered), a brawl's
 * "the target is hit" (a win or a draw). Not the chance of a casualty: that also turns on the target's saves
 * and Luck, which the map's question — where to stand to reach the target — does not.
 * Reading (a brawl or a shot): a move whose end touches an enemy is a charge — the brawl starts at once and no
 * other action follows (Proximity) — so a square whose centre is in base contact scores that brawl, never a
 * shot (0 when it touches only other enemies: the brawl there is not with the target). A figure on a 1" grid
 * seldom stands exactly a base from another, so each square beside the target also stands for the charge
 * that ends at the spot of contact nearest it (`chargeSpotIn`: within half the square's diagonal of its
 * centre): it shows the better of the shot from its centre and that charge's brawl, a tie going to the shot
 * (no hit back). Panic Fire is left out: its shots go at
 * whoever is closest, not at a chosen target.
 * Reading (no odds): a square the rules would not let the figure reach this activation has none (drawn dim):
 * beyond its move, a brawl entered by Dashing, a K'Erin's move that is not the charge it must make — and a
 * charge that needs a jump of 3" or more, whose Damage +0 Hit on the jumper comes before the brawl and changes
 * it (Stunned, or out): the map gives no single number there.
 */
import type { HeatmapRequest, HeatmapScorer } from '../board/heatmap';
import type { SightVerdict } from '../board/los';
import { sightVerdict } from '../board/los';
import { distanceBetween } from '../board/distance';
import type { MoveResult } from '../board/movement';
import { CONTACT_TOLERANCE, DEFAULT_BASE_DIAMETER, type BoardPoint } from '../board/types';
import { brawlHitChance } from './brawl';
import type { FringeMoveMode } from './decisions';
import { battleBoard, boardFigure, standProblems } from './geometry';
import { carried, fighter, onTable } from './lookup';
import { bestMove, chargeOptions, DASH_INCHES } from './moves';
import { modesOf } from './refusal';
import {
  aimedOdds,
  areaVictims,
  atLeastOne,
  battleSightIndex,
  d6Odds,
  ENDANGER_ODDS,
  shotNumbers,
} from './shooting';
import type { Activation, Battle, Fighter } from './types';
import { hasTrait, shoots } from './weapons';

/** What the worker is sent: plain data (the battle as it stands, who, against whom, and the Dash box). */
export interface FringeHeatParams {
  readonly battle: Battle;
  readonly figureId: string;
  readonly targetId: string;
  /** How the player lets the figure move (the move preview's "Move as"). */
  readonly mode: FringeMoveMode;
  /** The player means to Dash: 2" more, no Combat Action, no brawl. */
  readonly dash: boolean;
  /** Side of a square, inches (the request's). */
  readonly resolution: number;
}

/** The attack a square offers, and its exact chance of landing a hit on the target. */
export type SquareAttack =
  | {
      readonly kind: 'shot';
      readonly weaponId: string;
      readonly chance: number;
      readonly aimed: boolean;
      readonly endangers: boolean;
    }
  | {
      readonly kind: 'brawl';
      readonly chance: number;
      readonly opponents: readonly string[];
      /** Where the charge ends: the square's own centre, or the spot of base contact inside the square. */
      readonly at: BoardPoint;
    }
  /** No attack on the target from there (why, in a few words). */
  | { readonly kind: 'none'; readonly chance: 0; readonly why: string }
  /** The rules would not let the figure get there this activation. */
  | { readonly kind: 'unreachable'; readonly why: string };

/** What a square's attack depends on that stays the same for every square: worked out once per map. */
interface Context {
  readonly b: Battle;
  readonly figure: Fighter;
  readonly target: Fighter;
  readonly act: Activation;
  readonly dash: boolean;
  readonly mode: FringeMoveMode;
  readonly resolution: number;
  readonly canMove: boolean;
  /** A K'Erin that can reach an enemy without Dashing: only that charge is allowed. */
  readonly mustCharge: boolean;
  /** The weapons that can shoot, each with whether an Area hit on the target would reach an ally. */
  readonly weapons: readonly { readonly id: string; readonly endangers: boolean; readonly w: Weapon }[];
  readonly board: ReturnType<typeof battleBoard>;
}

type Weapon = ReturnType<typeof carried>[number];

/** The activation the figure is in, or the one it would start with (a figure not acting now). */
function activationOf(b: Battle, f: Fighter): Activation {
  if (b.stage.kind === 'round' && b.stage.activation?.figureId === f.id) return b.stage.activation;
  return {
    figureId: f.id,
    stunned: f.stun > 0,
    moved: false,
    dashed: false,
    acted: false,
    aimed: false,
    roundOver: false,
    refused: [],
  };
}

/** May the figure still move this activation (refusal.ts, moveRefusal: before the path is judged)? */
function mayMove(act: Activation, dash: boolean): boolean {
  if (act.moved || act.roundOver || act.aimed) return false;
  if (act.stunned && act.acted) return false;
  return !(dash && act.acted);
}

function context(params: FringeHeatParams): Context {
  const { battle: b, figureId, targetId, dash } = params;
  if (!(params.resolution > 0)) throw new Error('The Fringe heat map needs squares of some size.');
  const figure = fighter(b, figureId);
  const target = fighter(b, targetId);
  if (figure?.at == null || !onTable(figure)) throw new Error(`No figure "${figureId}" on the table to map.`);
  if (target?.at == null || !onTable(target)) throw new Error(`No target "${targetId}" on the table.`);
  const act = activationOf(b, figure);
  const victims = areaVictims(b, target.id, figure.id).filter((f) => f.side === figure.side);
  return {
    b,
    figure,
    target,
    act,
    dash,
    mode: params.mode,
    resolution: params.resolution,
    canMove: mayMove(act, dash),
    // Fringe, Proximity: a K'Erin that can move to an enemy without Dashing must (refusal.ts).
    mustCharge: figure.mustCharge && !act.moved && !act.acted && chargeOptions(b, figure.id).length > 0,
    weapons: carried(b, figure)
      .filter((w) => shoots(w) && !figure.emptied.includes(w.id))
      .map((w) => ({ id: w.id, w, endangers: hasTrait(w, 'area') && victims.length > 0 })),
    board: battleBoard(b),
  };
}

/** What limits the map this activation, for the legend to say (each true when it applies). */
export interface FringeHeatLimits {
  /** A K'Erin that can reach an enemy without Dashing: only charges count. */
  readonly mustCharge: boolean;
  /** Stunned: a move is its one action (a charge still brawls). */
  readonly stunned: boolean;
  /** Its Combat Action is taken: no shot, only a charge. */
  readonly acted: boolean;
}

export function fringeHeatLimits(b: Battle, figureId: string): FringeHeatLimits {
  const f = fighter(b, figureId);
  if (f === undefined) return { mustCharge: false, stunned: false, acted: false };
  const act = activationOf(b, f);
  return {
    mustCharge: f.mustCharge && !act.moved && !act.acted && chargeOptions(b, f.id).length > 0,
    stunned: act.stunned,
    acted: act.acted,
  };
}

/**
 * What to ask the heat-map worker for the figure acting now against a target: the request (1" squares, the
 * move this activation still allows in the modes the player allows, none once it may not move) and the
 * `fringe` scorer's parameters (the battle without its journal and a review's earlier battle, never read).
 */
export function fringeHeatAsk(
  b: Battle,
  figureId: string,
  targetId: string,
  mode: FringeMoveMode,
  dash: boolean,
): { readonly request: HeatmapRequest; readonly params: FringeHeatParams } {
  const f = fighter(b, figureId);
  if (f === undefined) throw new Error(`No figure "${figureId}".`);
  const canMove = mayMove(activationOf(b, f), dash);
  const resolution = 1;
  return {
    request: {
      moverId: figureId,
      targetId,
      resolution,
      move: canMove ? { allowance: f.speed + (dash ? DASH_INCHES : 0), modes: modesOf(mode) } : null,
    },
    params: {
      battle: { ...b, journal: [], review: null },
      figureId,
      targetId,
      mode,
      dash,
      resolution,
    },
  };
}

/**
 * The spot in base contact with the target that a square stands for, or null: the point of the contact ring
 * nearest the square's centre (at the target's height, as a charge makes it), when it lies within the circle
 * round the square (half its diagonal from the centre). A figure on a square's centre touches another only
 * when their centres are exactly a base apart, which a 1" grid seldom gives (a target on a whole inch has no
 * such square at all), so the squares round the target stand for the charges that end beside them.
 */
export function chargeSpotIn(from: BoardPoint, target: BoardPoint, resolution: number): BoardPoint | null {
  if (from.level !== target.level) return null;
  const dx = from.x - target.x;
  const dz = from.z - target.z;
  const len = Math.hypot(dx, dz);
  // The reach of moves.ts's charges: bases touching, a hair inside the tolerance.
  const reach = DEFAULT_BASE_DIAMETER - CONTACT_TOLERANCE / 2;
  if (len < 1e-9 || Math.abs(len - reach) > resolution * Math.SQRT1_2 + 1e-9) return null;
  const x = target.x + (dx / len) * reach;
  const z = target.z + (dz / len) * reach;
  return target.elevation === undefined
    ? { x, z, level: target.level }
    : { x, z, level: target.level, elevation: target.elevation };
}

function stays(f: Fighter, from: BoardPoint): boolean {
  const here = f.at;
  return (
    here !== null &&
    Math.abs(here.x - from.x) < 1e-6 &&
    Math.abs(here.z - from.z) < 1e-6 &&
    here.level === from.level
  );
}

/** The best shot from a square with this sight, or why there is none. */
function bestShot(
  c: Context,
  seen: SightVerdict,
  distance: number,
  moved: boolean,
): SquareAttack & { kind: 'shot' | 'none' } {
  // Fringe, Aiming: a figure that is not Stunned and does not move re-rolls its 1s once (as shotOdds reads).
  const aimed = !moved && c.figure.stun === 0;
  let best: (SquareAttack & { kind: 'shot' }) | null = null;
  if (seen.verdict === 'blocked') return { kind: 'none', chance: 0, why: 'out of sight' };
  // Fringe, watch where you point that thing: no shot across another figure.
  if (seen.figuresCrossing > 0) return { kind: 'none', chance: 0, why: 'a figure in the line of fire' };
  for (const { id, w, endangers } of c.weapons) {
    const n = shotNumbers(c.b, c.figure, w, distance, seen.verdict === 'cover', { moved });
    if (distance > n.range + 1e-9) continue;
    const perShot = aimed ? aimedOdds(n.modifier, n.target) : d6Odds(n.modifier, n.target);
    const anyHit = atLeastOne(perShot, n.shots);
    // Fringe: endangering an ally needs a 5+ first; a failed 5+ means no shot at that target.
    const chance = endangers ? ENDANGER_ODDS * anyHit : anyHit;
    if (best === null || chance > best.chance)
      best = { kind: 'shot', weaponId: id, chance, aimed, endangers };
  }
  return best ?? { kind: 'none', chance: 0, why: 'out of range' };
}

/**
 * The attack the figure would have on the target from `from`, given the sight and distance from there and
 * the board's verdict on the move there (null: no legal move there within this activation's allowance).
 */
function attackAt(
  c: Context,
  from: BoardPoint,
  seen: SightVerdict,
  distance: number,
  move: MoveResult | null,
): SquareAttack {
  const { act, figure } = c;
  if (act.refused.includes(c.target.id))
    return { kind: 'none', chance: 0, why: 'the 5+ to endanger an ally failed this activation' };
  if (stays(figure, from)) {
    // No move: the Combat Action from where it stands (refusal.ts, actionRefusal and mustChargeRefusal).
    if (act.acted) return { kind: 'none', chance: 0, why: 'its Combat Action is taken' };
    if (act.dashed || act.roundOver || (act.stunned && act.moved))
      return { kind: 'none', chance: 0, why: 'no Combat Action after this move' };
    if (c.mustCharge) return { kind: 'none', chance: 0, why: 'a K’Erin must charge' };
    return bestShot(c, seen, distance, act.moved);
  }
  if (!c.canMove || move === null) return { kind: 'unreachable', why: 'beyond this activation’s move' };
  // The move must end where the figure has room to stand (moves.ts, checkMove).
  if (standProblems(c.board, boardFigure(figure, figure.at ?? from), move.end).length > 0)
    return { kind: 'unreachable', why: 'no room to stand' };
  const contacts = move.endsEngaged;
  if (contacts.length > 0) {
    // Fringe, Proximity: moving into contact is a brawl at once; never by Dashing.
    if (c.dash) return { kind: 'unreachable', why: 'no brawl by Dashing' };
    if (move.jumpDown?.hit === true)
      return { kind: 'unreachable', why: 'the jump’s hit comes before the brawl' };
    return brawlAt(c, contacts, from);
  }
  if (c.mustCharge) return { kind: 'unreachable', why: 'a K’Erin must charge' };
  if (c.dash) return { kind: 'none', chance: 0, why: 'a Dash takes no Combat Action' };
  if (act.acted) return { kind: 'none', chance: 0, why: 'its Combat Action is taken' };
  // Fringe, Stunned: move or act, not both.
  if (act.stunned) return { kind: 'none', chance: 0, why: 'Stunned: it moved, so it does not act' };
  // Fringe, Jumping: a jump down of more than 1" ends the figure's round.
  if (move.jumpDown?.endsRound === true) return { kind: 'none', chance: 0, why: 'the jump ends its round' };
  return bestShot(c, seen, distance, true);
}

/** The brawl a move into contact starts, or null when the target is not among the opponents. */
function brawlAt(c: Context, contacts: readonly string[], at: BoardPoint): SquareAttack {
  if (!contacts.includes(c.target.id)) return { kind: 'none', chance: 0, why: 'a brawl with another enemy' };
  const opponents = contacts.flatMap((id) => {
    const f = fighter(c.b, id);
    return f === undefined ? [] : [f];
  });
  return {
    kind: 'brawl',
    chance: brawlHitChance(c.b, c.figure, opponents, c.target.id),
    opponents: contacts,
    at,
  };
}

/**
 * The charge this square stands for (`chargeSpotIn`), or null: the move there must be
 * one the rules allow now (not by Dashing, within Speed, by the modes the player allows; moves.ts's
 * bestMove, room to stand included) and end touching the target.
 */
function chargeIn(c: Context, from: BoardPoint): SquareAttack | null {
  const target = c.target.at;
  if (!c.canMove || c.dash || target === null) return null;
  const spot = chargeSpotIn(from, target, c.resolution);
  if (spot === null) return null;
  const check = bestMove(c.b, c.figure, [spot], modesOf(c.mode), c.figure.speed);
  if (!check.result.legal || !check.contacts.includes(c.target.id) || check.jumpHit) return null;
  return brawlAt(c, check.contacts, spot);
}

/**
 * A square's attack: the one from its centre and, on a square beside the target, the charge that ends at
 * the contact spot nearest it — whichever is likelier to hit (a tie goes to the shot, which risks no hit
 * back).
 */
function squareAttack(
  c: Context,
  from: BoardPoint,
  sight: SightVerdict,
  distance: number,
  move: MoveResult | null,
): SquareAttack {
  const centre = attackAt(c, from, sight, distance, move);
  if (centre.kind === 'brawl') return centre;
  const charge = chargeIn(c, from);
  if (charge === null || charge.kind === 'unreachable') return centre;
  if (centre.kind === 'unreachable' || charge.chance > centre.chance) return charge;
  return centre;
}

/** The scorer the heat-map worker runs (registered as `fringe`): each square's chance, or null out of reach. */
export function fringeScorer(params: FringeHeatParams): HeatmapScorer {
  const c = context(params);
  return (from, sight, distance, _moveCost, move) => {
    const attack = squareAttack(c, from, sight, distance, move);
    return attack.kind === 'unreachable' ? null : attack.chance;
  };
}

/**
 * The same reading on the main thread, for the move preview's "from there": the sight by the board's kernel
 * with the figure stood at `to`, the move there as the preview judged it (`move`: its result when legal, else
 * null). A spot is read as itself (a charge only if the move there ends in contact); `asSquare` reads it as
 * the map does a square's centre, with the charge beside the target that the square stands for.
 */
export function attackFromSpot(
  params: FringeHeatParams,
  to: BoardPoint,
  move: MoveResult | null,
  opts: { readonly asSquare?: boolean } = {},
): SquareAttack {
  const c = context(params);
  const board = battleBoard(c.b, { id: c.figure.id, at: to });
  const target = c.target.at;
  if (target === null) return { kind: 'none', chance: 0, why: 'the target is gone' };
  const seen = sightVerdict(board, boardFigure(c.figure, to), boardFigure(c.target, target), {
    index: battleSightIndex(c.b),
  });
  const distance = distanceBetween(to, target, board.levelSpacing).total;
  return opts.asSquare === true
    ? squareAttack(c, to, seen, distance, move)
    : attackAt(c, to, seen, distance, move);
}
