import type { SpaceCombat } from './combatTypes';
import { freshEnemy, liveEnemies, logged, phaseDone, totalsOf } from './combatState';
import { startVolley } from './combatEnemyFire';

/**
 * §10 phase 1, manage the timeline (kraken.timeline): at the start of each turn the leftmost command not yet
 * crossed out is carried out and crossed out. An empty cell, or a timeline used up, does nothing.
 */

/** The shield level at or below which the Combat command lets them board you (§10 phase 1). */
export const BOARDING_SHIELD_LIMIT = 3;
/** The Combat command: only ships with at least this many crew board you; each keeps 2 on board. */
export const THEIR_BOARDING_CREW = 4;
export const CREW_LEFT_ABOARD = 2;

/** A new turn: the turn's marks cleared, then the timeline command. */
export function beginTurn(c: SpaceCombat): SpaceCombat {
  const turn = c.turn + 1;
  const cells = c.row.timeline;
  const command = c.crossed < cells.length ? (cells[c.crossed] ?? null) : null;
  let next: SpaceCombat = logged(
    {
      ...c,
      turn,
      crossed: Math.min(c.crossed + 1, cells.length),
      command,
      evadeUsed: false,
      damagedThisTurn: [],
      boardedThisTurn: false,
      shots: [],
      volley: null,
      incoming: null,
    },
    { kind: 'turn-begun', turn },
  );
  next = logged(next, { kind: 'command', command });
  switch (command) {
    case 'attack':
      // Attack: they fire at once, then play goes on with phase 2 (they fire again in phase 4).
      return startVolley(next, 'attack');
    case 'backup':
      return phaseDone(backup(next));
    case 'combat':
      return theirBoarding(next);
    default:
      // Evading, Shields and Idle act through `command` for the rest of the turn; Game over, Time and
      // Victory at its end (combatRecharge.ts).
      return phaseDone(next);
  }
}

/** Backup: every destroyed enemy ship is replaced by a fresh one of its definition; damaged ones stay. */
export function backup(c: SpaceCombat): SpaceCombat {
  let uid = c.nextUid;
  const uids: string[] = [];
  const enemies = c.enemies.map((e) => {
    if (!e.destroyed) return e;
    const fresh = freshEnemy(`e${uid}`, e.slot, e.def);
    uid += 1;
    uids.push(fresh.uid);
    return fresh;
  });
  return logged({ ...c, enemies, nextUid: uid }, { kind: 'backup', uids });
}

/**
 * Combat: with 3 or less shield, every enemy ship with at least 4 crew boards you, unless working Boarding
 * Shields keep them off (§11). The boarding kernel fights each one out; the player picks the order.
 */
export function theirBoarding(c: SpaceCombat): SpaceCombat {
  const shielded = totalsOf(c).abilities.has('boarding-shields');
  const candidates =
    shielded || c.shield > BOARDING_SHIELD_LIMIT
      ? []
      : liveEnemies(c)
          .filter((e) => e.crew >= THEIR_BOARDING_CREW)
          .map((e) => e.uid);
  if (candidates.length === 0) return phaseDone(c);
  return { ...c, pending: { kind: 'boarding', request: { side: 'theirs', candidates } } };
}

/** Boarders a ship sends: its crew less the 2 who stay aboard. */
export function boardersOf(crew: number): number {
  return Math.max(0, crew - CREW_LEFT_ABOARD);
}
