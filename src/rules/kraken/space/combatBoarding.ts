import type { BoardingOutcome, SpaceCombat, SpaceCrew } from './combatTypes';
import {
  activeEnemyShield,
  canAct,
  crewRefusal,
  ended,
  enemyByUid,
  liveEnemies,
  logged,
  markUsed,
  replaceEnemy,
  phaseDone,
  unusedCrew,
} from './combatState';
import { BOARDING_SHIELD_LIMIT } from './combatTimeline';

/**
 * §10 phase 5 and the Combat command: the points where a boarding happens. The boarding itself (pools,
 * rounds, healing in a hurry) is the boarding kernel's; the combat hands it a `BoardingRequest` and takes
 * its `BoardingOutcome` back.
 */

/** Enemy ships you may board now: still in the fight, crewed, shield at 3 or less. */
export function boardable(c: SpaceCombat): readonly string[] {
  return liveEnemies(c)
    .filter((e) => e.crew > 0 && activeEnemyShield(c, e) <= BOARDING_SHIELD_LIMIT)
    .map((e) => e.uid);
}

export function openBoarding(c: SpaceCombat): SpaceCombat {
  if (c.boardedThisTurn || unusedCrew(c).length === 0 || boardable(c).length === 0) return phaseDone(c);
  return { ...c, pending: { kind: 'decide', step: 'board' } };
}

export function boardRefusal(c: SpaceCombat, enemyUid: string, crewIds: readonly string[]): string | null {
  if (c.boardedThisTurn) return 'Only one enemy ship can be boarded a turn.';
  if (!boardable(c).includes(enemyUid)) {
    const enemy = enemyByUid(c, enemyUid);
    if (enemy === undefined || enemy.destroyed) return 'Choose an enemy ship still in the fight.';
    if (enemy.crew === 0) return 'An unmanned ship cannot be boarded.';
    return 'Its shields are above 3.';
  }
  return crewRefusal(c, crewIds, 1, c.crew.length);
}

/** The boarders are marked used; the boarding kernel takes over. */
export function board(c: SpaceCombat, enemyUid: string, crewIds: readonly string[]): SpaceCombat {
  return {
    ...markUsed(c, crewIds, 'boarding'),
    boardedThisTurn: true,
    pending: { kind: 'boarding', request: { side: 'ours', enemyUid, crewIds } },
  };
}

export function boardingAnswerRefusal(c: SpaceCombat, enemyUid: string): string | null {
  const p = c.pending;
  if (p.kind !== 'boarding') return 'No boarding is under way.';
  if (p.request.side === 'ours')
    return p.request.enemyUid === enemyUid ? null : 'That ship is not being boarded.';
  return p.request.candidates.includes(enemyUid) ? null : 'That ship is not boarding you.';
}

/**
 * The crew as the boarding left them. Space Kraken §10 phase 5: one healed in a hurry is back at 2 HP "and
 * they will be available on the following Space Combat turn" — marked used for the rest of this one.
 */
function withCrew(c: SpaceCombat, outcome: BoardingOutcome): SpaceCombat {
  const changes = new Map(outcome.crew.map((x) => [x.crewId, x]));
  const crew = c.crew.map((m): SpaceCrew => {
    const x = changes.get(m.id);
    return x === undefined ? m : { ...m, hp: x.hp, conscious: x.conscious && !x.dead, dead: x.dead };
  });
  const healed = outcome.crew
    .filter((x) => x.healedInAHurry && x.conscious && !x.dead && c.used[x.crewId] === undefined)
    .map((x) => x.crewId);
  return markUsed({ ...c, crew }, healed, 'healed');
}

/**
 * What the boarding left: crew HP, the enemy's crew (2 per die lost) or its ship destroyed, or the game
 * lost when they took your ship.
 * Reading (kraken.space-combat-end): a boarding that leaves no crew member able to act loses the combat at
 * once, as the loop end would.
 */
export function answerBoarding(c: SpaceCombat, enemyUid: string, outcome: BoardingOutcome): SpaceCombat {
  const p = c.pending;
  if (p.kind !== 'boarding') return c;
  const enemy = enemyByUid(c, enemyUid);
  let next = logged(withCrew(c, outcome), { kind: 'boarding', side: p.request.side, enemyUid, outcome });
  if (enemy !== undefined) {
    const crew = Math.max(0, enemy.crew - outcome.enemyCrewLost);
    next = replaceEnemy(next, { ...enemy, crew, destroyed: enemy.destroyed || outcome.enemyDestroyed });
    if (outcome.enemyDestroyed && !enemy.destroyed)
      next = logged(next, { kind: 'enemy-destroyed', uid: enemyUid });
  }
  if (p.request.side === 'theirs' && outcome.gameLost) return ended(next, 'lost', 'boarded');
  if (!next.crew.some(canAct)) return ended(next, 'lost', 'crew-lost');
  if (p.request.side === 'ours') return phaseDone(next);
  const candidates = p.request.candidates.filter((uid) => uid !== enemyUid);
  if (candidates.length === 0) return phaseDone(next);
  return { ...next, pending: { kind: 'boarding', request: { side: 'theirs', candidates } } };
}
