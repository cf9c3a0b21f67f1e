import { lineOfSight, type LosResult } from '../../board/los';
import { pathCost, SALVAGE_SMALL_OBSTACLE, type MoveResult } from '../../board/movement';
import { figureDistance, inBaseContact } from '../../board/distance';
import type { Figure, TerrainPiece } from '../../board/types';
import { ACTIONS, CRAWL_INCHES, EXTRA_INCHES, MAX_CONCENTRATE, MAX_EXERT } from '../tables/actions';
import { actionLimit, movementAfterConditions, pronePermits } from '../tables/conditions';
import { airlockCanCycle, airlockInteractTn, airlocksOpenAutomatically, dangerLevel } from '../tables/danger';
import { MAX_EXTRACTIONS_PER_SITE } from '../tables/salvageQuality';
import { weaponRefusal } from '../tables/attack';
import {
  engagedEnemies,
  isStanding,
  missionBoard,
  sightIndexOf,
  pieceById,
  pieceName,
  pieceSpot,
  thePiece,
  touchesPiece,
  unitById,
  unitDistance,
  unitFigure,
} from './board';
import { gearById } from './core';
import type { ActionOrder, MoveAction, MoveOrder } from './orders';
import type { Mission, Spot, Unit } from './state';
import type { ActionId } from '../types';
import { knownWalk } from './walks';

/**
 * Whether an order may be carried out now, and what it would cost: the action table, Power, Engagement,
 * Prone, Blinded and the rest, each refusal naming the rule it breaks.
 */

export function hasCurse(u: Unit, id: Unit['curses'][number]): boolean {
  return u.curses.includes(id);
}

/** Power an action costs this unit now (Nerve Damage: the first action of an activation costs 1 more). */
export function orderCost(u: Unit, action: ActionId): number {
  const base = ACTIONS[action].power;
  if (action === 'exert') return 0;
  return base + (u.injuries.includes('nerveDamage') && u.actionsTaken === 0 ? 1 : 0);
}

/** Inches this unit may move now for a movement action (conditions, injuries, blight, the theme). */
export function moveAllowance(m: Mission, u: Unit, action: MoveAction): number {
  // Reading (salvage.conditions): a Crawl is movement too, so the same cuts shorten its 2" — Limping Gait
  // −1", Slow Start −1" in round 1, then Exhausted −2" (never below 1").
  const cut = (inches: number) => {
    let move = inches;
    if (u.injuries.includes('limpingGait')) move -= 1;
    if (m.round === 1 && hasCurse(u, 'slowStart')) move -= 1;
    return movementAfterConditions(Math.max(move, 0), u.conditions);
  };
  const move = cut(u.stats.move);
  switch (action) {
    case 'crawl':
      return cut(CRAWL_INCHES);
    case 'run':
      return move + EXTRA_INCHES.run;
    case 'launch':
      return move + EXTRA_INCHES.launch;
    case 'scale':
      return move + EXTRA_INCHES.scale;
    default:
      return move;
  }
}

/** The board kernel's verdict on a movement order. */
export function moveCheck(m: Mission, u: Unit, action: MoveAction, to: MoveOrder): MoveResult | null {
  if (u.at === null) return null;
  let byKey = moveChecks.get(m);
  if (byKey === undefined) {
    byKey = new Map();
    moveChecks.set(m, byKey);
  }
  const via = 'via' in to && to.via !== undefined ? to.via : null;
  const key = `${u.id}|${action}|${JSON.stringify(to.to)}${via === null ? '' : JSON.stringify(via)}`;
  const cached = byKey.get(key);
  if (cached !== undefined && cached.unit === u) return cached.result;
  const result = walkCheck(m, u, action, to.to, via);
  byKey.set(key, { unit: u, result });
  return result;
}

/** One verdict per mission value, order and unit: the ChoiceBar, `can()` and the machine's guard ask alike. */
const moveChecks = new WeakMap<Mission, Map<string, { unit: Unit; result: MoveResult | null }>>();

/** The actions that walk (and so may bend through `via` points); the others go straight. */
function walks(action: MoveAction): boolean {
  return action === 'move' || action === 'run' || action === 'crawl';
}

function walkCheck(
  m: Mission,
  u: Unit,
  action: MoveAction,
  to: Spot,
  via: readonly Spot[] | null,
): MoveResult | null {
  if (u.at === null) return null;
  const allowance = moveAllowance(m, u, action);
  const board = missionBoard(m);
  const figure = unitFigure(u, u.at);
  const mode =
    action === 'climb' || action === 'scale'
      ? 'climb'
      : action === 'jump' || action === 'launch'
        ? 'jump'
        : 'walk';
  if (via !== null && walks(action))
    return pathCost(board, figure, [...via, to], {
      allowance,
      mode,
      smallObstacle: SALVAGE_SMALL_OBSTACLE,
    });
  if (mode === 'walk') {
    const known = knownWalk(board, u, to, allowance);
    if (known !== undefined) return known;
  }
  const jumpy = mode === 'jump' ? { maxGap: allowance, maxDrop: allowance } : {};
  return pathCost(board, figure, [to], {
    allowance,
    mode,
    smallObstacle: SALVAGE_SMALL_OBSTACLE,
    ...jumpy,
  });
}

export interface AttackCheck {
  readonly refusal: string | null;
  readonly los: LosResult | null;
  readonly distance: number;
  readonly cover: boolean;
}

/** Visibility limit in force for a unit (a theme, or a Blight manifestation). */
export function visibilityOf(m: Mission, u: Unit): number | undefined {
  const theme = m.theme?.effects.find((e) => e.kind === 'visibility');
  const limits: number[] = [];
  if (theme?.kind === 'visibility') limits.push(theme.inches);
  if (hasCurse(u, 'shortSight')) limits.push(12);
  return limits.length === 0 ? undefined : Math.min(...limits);
}

/**
 * The verdict of one attack declaration per mission value: the ChoiceBar, the order's refusal and the dice
 * request all ask the same question of the same (immutable) mission, and a line of sight is costly.
 */
const attackChecks = new WeakMap<Mission, Map<string, { unit: Unit; check: AttackCheck }>>();

/** Declare (attack step 1): melee needs base contact (or Long Reach), ranged needs range and LoS. */
export function attackCheck(
  m: Mission,
  u: Unit,
  targetId: string,
  weaponId: string | null,
  melee: boolean,
): AttackCheck {
  let byKey = attackChecks.get(m);
  if (byKey === undefined) {
    byKey = new Map();
    attackChecks.set(m, byKey);
  }
  const key = `${u.id}|${targetId}|${weaponId ?? ''}|${melee ? 1 : 0}`;
  const cached = byKey.get(key);
  if (cached !== undefined && cached.unit === u) return cached.check;
  const check = declareAttack(m, u, targetId, weaponId, melee);
  byKey.set(key, { unit: u, check });
  return check;
}

function declareAttack(
  m: Mission,
  u: Unit,
  targetId: string,
  weaponId: string | null,
  melee: boolean,
): AttackCheck {
  const target = unitById(m, targetId);
  const none = { los: null, distance: Infinity, cover: false };
  if (target === undefined) return { refusal: `There is no unit "${targetId}".`, ...none };
  if (target.side === u.side) return { refusal: `${target.name} is on your own side.`, ...none };
  if (!isStanding(target))
    return { refusal: `${target.name} is no longer a target (Mortally Wounded or gone).`, ...none };
  const weapon = weaponId === null ? null : gearById(m, weaponId);
  if (weaponId !== null && (weapon === undefined || !u.gear.includes(weaponId))) {
    return { refusal: `${u.name} does not carry "${weaponId}".`, ...none };
  }
  if (weapon !== undefined && weapon !== null && weapon.kind !== 'weapon') {
    return { refusal: `${weapon.name} is not a weapon.`, ...none };
  }
  const ranged = weapon?.range !== undefined;
  if (melee === ranged) {
    return {
      refusal: melee
        ? `${weapon?.name ?? 'That'} is a ranged weapon: use a Ranged Attack.`
        : `${weapon?.name ?? 'Bare hands'} is a melee weapon: use a Melee Attack.`,
      ...none,
    };
  }
  const distance = unitDistance(m, u, target);
  const engaged = engagedEnemies(m, u).length > 0;
  const contact =
    u.at !== null && target.at !== null && inBaseContact(unitFigure(u, u.at), unitFigure(target, target.at));
  const problem = weaponRefusal({
    keywords: weapon?.keywords ?? [],
    ranged,
    engaged,
    heavyUsedThisRound: weapon !== null && weapon !== undefined && u.heavyUsed.includes(weapon.id),
    distance: contact ? 0 : distance,
    range: weapon?.range ?? null,
    reach: weapon?.reach ?? null,
    blindedInjury: u.injuries.includes('blinded'),
    shatteredArm: u.injuries.includes('shatteredArm'),
    crackedVisor: u.injuries.includes('crackedVisor'),
  });
  if (problem !== null) return { refusal: problem, los: null, distance, cover: false };
  if (melee) return { refusal: null, los: null, distance, cover: false };
  if (u.at === null || target.at === null) return { refusal: 'Both units must be on the table.', ...none };
  const board = missionBoard(m);
  const visibility = visibilityOf(m, u);
  const los = lineOfSight(board, unitFigure(u, u.at), unitFigure(target, target.at), {
    index: sightIndexOf(board),
    ...(visibility !== undefined ? { visibility } : {}),
  });
  if (los.verdict === 'blocked') {
    return {
      refusal: `No line of sight to ${target.name} (a ranged attack needs LoS).`,
      los,
      distance,
      cover: false,
    };
  }
  if (los.beyondVisibility) {
    return {
      refusal: `${target.name} is beyond ${u.name}'s visibility of ${visibility ?? 0}".`,
      los,
      distance,
      cover: false,
    };
  }
  return { refusal: null, los, distance, cover: los.verdict === 'cover' };
}

/** An Explosive Container still on the board, when `id` names one (an attack may target it). */
export function containerTarget(m: Mission, id: string): TerrainPiece | null {
  const piece = pieceById(m, id);
  if (piece?.kind !== 'hazard-site') return null;
  const state = m.hazards.find((h) => h.id === id);
  return state?.hazard === 4 && !state.removed ? piece : null;
}

/**
 * Hazard 4, Explosive Container: "Takes any damage", so it can be attacked. Declared like an attack on a
 * unit — melee needs base contact (or Long Reach), ranged needs range and line of sight to it — with the
 * same weapon rules.
 */
function containerAttackRefusal(
  m: Mission,
  u: Unit,
  piece: TerrainPiece,
  weaponId: string | null,
  melee: boolean,
): string | null {
  const weapon = weaponId === null ? null : gearById(m, weaponId);
  if (weaponId !== null && (weapon === undefined || !u.gear.includes(weaponId)))
    return `${u.name} does not carry "${weaponId}".`;
  if (weapon !== undefined && weapon !== null && weapon.kind !== 'weapon')
    return `${weapon.name} is not a weapon.`;
  const ranged = weapon?.range !== undefined;
  if (melee === ranged) {
    return melee
      ? `${weapon?.name ?? 'That'} is a ranged weapon: use a Ranged Attack.`
      : `${weapon?.name ?? 'Bare hands'} is a melee weapon: use a Melee Attack.`;
  }
  if (u.at === null) return `${u.name} is not on the table.`;
  const spot = pieceSpot(piece);
  const distance = touchesPiece(u, piece) ? 0 : figureDistance(u.at, spot, m.content.board.levelSpacing);
  const problem = weaponRefusal({
    keywords: weapon?.keywords ?? [],
    ranged,
    engaged: engagedEnemies(m, u).length > 0,
    heavyUsedThisRound: weapon !== null && weapon !== undefined && u.heavyUsed.includes(weapon.id),
    distance,
    range: weapon?.range ?? null,
    reach: weapon?.reach ?? null,
    blindedInjury: u.injuries.includes('blinded'),
    shatteredArm: u.injuries.includes('shatteredArm'),
    crackedVisor: u.injuries.includes('crackedVisor'),
  });
  if (problem !== null) return problem.replace('the target', thePiece(piece.id, 'container'));
  if (melee) return null;
  const board = missionBoard(m);
  const visibility = visibilityOf(m, u);
  const target: Figure = {
    id: piece.id,
    name: pieceName(piece.id, 'container'),
    side: 'site',
    level: piece.level,
    x: piece.x,
    z: piece.z,
    baseDiameter: 1,
    height: Math.max(0.5, piece.height),
    eyeHeight: Math.max(0.4, piece.height * 0.8),
  };
  const los = lineOfSight(board, unitFigure(u, u.at), target, {
    index: sightIndexOf(board),
    ...(visibility !== undefined ? { visibility } : {}),
  });
  if (los.verdict === 'blocked') return `No line of sight to ${thePiece(piece.id, 'container')}.`;
  if (los.beyondVisibility)
    return `${pieceName(piece.id, 'container')} is beyond ${u.name}'s visibility of ${visibility ?? 0}".`;
  return null;
}

function movementRefusal(m: Mission, u: Unit, order: MoveOrder): string | null {
  if ('via' in order && order.via !== undefined && !walks(order.action)) {
    return `${ACTIONS[order.action].name} goes straight to its spot: only a walk (Move, Run, Crawl) may bend on the way.`;
  }
  const result = moveCheck(m, u, order.action, order);
  if (result === null) return `${u.name} is not on the table.`;
  if (!result.legal) return result.reasons.join(' ');
  return null;
}

function interactRefusal(m: Mission, u: Unit, order: ActionOrder & { action: 'interact' }): string | null {
  const piece = pieceById(m, order.target);
  if (piece !== undefined) {
    if (!touchesPiece(u, piece))
      return `${u.name} must be in base contact with ${thePiece(piece.id, piece.kind)} to work it.`;
    if (piece.kind === 'door') return null;
    if (piece.kind !== 'airlock')
      return `${pieceName(piece.id, piece.kind)} is not something to Interact with (airlocks and doors are).`;
    const state = m.airlocks.find((a) => a.id === piece.id);
    if (state?.locked === true)
      return `${pieceName(piece.id, 'airlock')} has let 3 units out and is locked for good.`;
    const level = dangerLevel(m.danger);
    if (!airlockCanCycle(level) && !airlocksOpenAutomatically(level) && !m.airlocksOpen) {
      return 'At All Quiet (Danger 1–4) the airlocks cannot be cycled.';
    }
    const exit = unitById(m, order.exit ?? u.id);
    if (exit === undefined || exit.side !== u.side || !isStanding(exit) || !touchesPiece(exit, piece)) {
      return 'The unit going out must be one of yours, standing, in contact with the airlock.';
    }
    return airlockInteractTn(level) === null && !airlocksOpenAutomatically(level) && !m.airlocksOpen
      ? 'The airlock cannot cycle now.'
      : null;
  }
  const hostile = unitById(m, order.target);
  if (hostile === undefined) return 'There is nothing there to Interact with.';
  if (hostile.side !== 'site' || hostile.status !== 'mortallyWounded') {
    return 'Only a Mortally Wounded hostile can be searched.';
  }
  if (hostile.searched) return `${hostile.name} has already been searched.`;
  if (
    u.at === null ||
    hostile.at === null ||
    !inBaseContact(unitFigure(u, u.at), unitFigure(hostile, hostile.at))
  ) {
    return `Move into base contact with ${hostile.name} to search it.`;
  }
  return null;
}

/** Why this unit may not carry out this order now; null when it may. */
export function orderRefusal(m: Mission, order: ActionOrder): string | null {
  const u = unitById(m, order.unit);
  if (u === undefined) return `There is no unit "${order.unit}".`;
  if (!isStanding(u)) return `${u.name} cannot act (Mortally Wounded units cannot act or move).`;
  const action = order.action;
  const limit = actionLimit(u.conditions);
  if (limit !== null && u.actionsTaken >= limit && action !== 'exert') {
    return `${u.name} is Blinded: one action per activation.`;
  }
  const prone = u.conditions.includes('prone');
  const engaged = engagedEnemies(m, u).length > 0;
  // Reading (salvage.engagement): "Prone: may only Crawl or Stand Up" and "Engaged: only combat actions"
  // together would leave a Prone unit in contact nothing but Exert. Read together: it may Stand Up (it moves
  // nowhere and strikes no one) and Disengage (its free 1" is the crawl out of contact, still Prone); it
  // Crawls only once out of contact, and Melee or Shove once on its feet.
  if (prone && !pronePermits(action) && !(engaged && action === 'disengage')) {
    return `${u.name} is Prone: it may only Crawl or Stand Up.`;
  }
  if (engaged && !ACTIONS[action].combat && !(prone && action === 'standUp')) {
    return `${u.name} is Engaged: only combat actions until it Disengages (2 Power, Muscle test).`;
  }
  const cost = orderCost(u, action);
  if (cost > u.power) return `${ACTIONS[action].name} costs ${cost} Power; ${u.name} has ${u.power} left.`;
  switch (order.action) {
    case 'move':
    case 'crawl':
    case 'run':
    case 'jump':
    case 'launch':
    case 'climb':
    case 'scale':
      return movementRefusal(m, u, order);
    case 'standUp':
      return u.conditions.includes('prone') ? null : `${u.name} is already standing.`;
    case 'goProne':
      return u.conditions.includes('prone') ? `${u.name} is already Prone.` : null;
    case 'concentrate':
      return u.concentrate >= MAX_CONCENTRATE
        ? `At most ${MAX_CONCENTRATE} Concentrate tokens at once.`
        : null;
    case 'exert':
      if (u.exert >= MAX_EXERT) return `At most ${MAX_EXERT} Exert tokens.`;
      if (u.injuries.includes('internalScarring')) return `${u.name} cannot Exert (Internal Scarring).`;
      if (hasCurse(u, 'noExert')) return `${u.name} cannot Exert this mission (Blight).`;
      return null;
    case 'rest':
      if (order.remove === 'exert') {
        if (u.exert === 0) return `${u.name} has no Exert token to remove.`;
        if (u.exertedNow) return `${u.name} Exerted this activation: Rest can only remove Blight now.`;
        return null;
      }
      return u.side !== 'site' && (m.companies[u.side]?.blight ?? 0) > 0
        ? null
        : 'The crew has no Blight to remove.';
    case 'disengage':
      return engaged ? null : `${u.name} is not Engaged.`;
    case 'shove': {
      const target = engagedEnemies(m, u).find((e) => e.id === order.target);
      return target === undefined ? 'Shove needs an enemy Engaged with this unit.' : null;
    }
    case 'rangedAttack':
    case 'meleeAttack': {
      const container = containerTarget(m, order.target);
      if (container !== null)
        return containerAttackRefusal(m, u, container, order.weapon, order.action === 'meleeAttack');
      return attackCheck(m, u, order.target, order.weapon, order.action === 'meleeAttack').refusal;
    }
    case 'useItem': {
      const item = gearById(m, order.item);
      if (item === undefined || !u.gear.includes(order.item))
        return `${u.name} does not carry "${order.item}".`;
      return item.use === undefined ? `${item.name} has no use to make of it in play.` : null;
    }
    case 'interact':
      return interactRefusal(m, u, order);
    case 'extractSalvage': {
      const site = pieceById(m, order.site);
      if (site?.kind !== 'salvage-site') return `"${order.site}" is not a salvage site.`;
      if (!touchesPiece(u, site)) return `${u.name} must be at the salvage site to extract.`;
      const done = m.sites.find((s) => s.id === site.id)?.extractions ?? 0;
      if (done >= MAX_EXTRACTIONS_PER_SITE)
        return `This site is stripped: at most ${MAX_EXTRACTIONS_PER_SITE} extractions per site.`;
      if (hasCurse(u, 'noSalvage')) return `${u.name} cannot carry Salvage this mission (Blight).`;
      return u.side === 'site' ? 'Hostiles do not extract salvage.' : null;
    }
    case 'firstAid': {
      // Salvage 004 First Aid: "Restore 1 Health OR remove 1 Condition", silent on whom it treats.
      // Reading (salvage.actions): the unit itself or a standing friend in base contact.
      const target = unitById(m, order.target);
      if (target === undefined || target.side !== u.side || !isStanding(target))
        return 'First Aid needs a standing friend.';
      if (
        target.id !== u.id &&
        (u.at === null ||
          target.at === null ||
          !inBaseContact(unitFigure(u, u.at), unitFigure(target, target.at)))
      ) {
        return `${u.name} must be in base contact with ${target.name}.`;
      }
      if (order.remove !== undefined) {
        if (!target.conditions.includes(order.remove)) return `${target.name} is not ${order.remove}.`;
        if (order.remove === 'prone' || order.remove === 'pickled')
          return 'That condition is not removed by First Aid.';
        return null;
      }
      return target.health >= target.maxHealth ? `${target.name} has no Health to restore.` : null;
    }
  }
}
