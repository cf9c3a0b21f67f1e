import type { Ship } from '../ship/state';
import type { SpaceCombat, SpaceCrew, SpaceEnd, SpaceOutcome } from './combatTypes';

/**
 * After space combat (§10; kraken.space-combat-end): every damaged system and all SP repaired (destroyed
 * systems stay erased), ammo and magazines refilled, the row's XP and as many credits on a success, and
 * what the flight may do next: generate the new location after a success or an escape (a retreat under
 * the Time command too), with its dice modifications and landing this turn only after a success.
 */

export interface NewLocation {
  readonly create: boolean;
  /** Flight options, Long-range sensors and the like apply (§9.3, §10 phase 6, the Time command). */
  readonly diceModifications: boolean;
  /** The Smuggle Goods reward is paid. */
  readonly smuggleBonus: boolean;
  /** The crew may land there this turn. */
  readonly landThisTurn: boolean;
}

export interface SpaceCombatResult {
  readonly outcome: SpaceOutcome;
  readonly endedBy: SpaceEnd;
  /** The ship repaired: damaged systems working again, destroyed ones gone. */
  readonly ship: Ship;
  readonly xp: number;
  readonly credits: number;
  readonly crew: readonly SpaceCrew[];
  readonly turns: number;
  readonly newLocation: NewLocation;
}

export function afterSpaceCombat(c: SpaceCombat): SpaceCombatResult {
  if (c.outcome === null || c.endedBy === null) throw new Error('The space combat is not over yet.');
  const won = c.outcome === 'won';
  const survived = c.outcome !== 'lost';
  return {
    outcome: c.outcome,
    endedBy: c.endedBy,
    ship: { ...c.ship, fitted: c.ship.fitted.map((f) => (f.damaged ? { ...f, damaged: false } : f)) },
    xp: won ? c.row.xp : 0,
    credits: won ? c.row.xp : 0,
    crew: c.crew,
    turns: c.turn,
    newLocation: { create: survived, diceModifications: won, smuggleBonus: won, landThisTurn: won },
  };
}
