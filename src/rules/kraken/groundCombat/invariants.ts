import type { CrewMember } from '../crew/crew';
import { crewMaxHp } from '../crew/crew';
import type { Fight } from './combatTypes';

/**
 * What holds in every Space Kraken state the rules reach, as sentences naming each break (empty: all hold).
 * The save loader refuses a log that replays into a state that breaks one; property tests and the fuzz
 * harness check them after every step.
 */

const whole = (n: number): boolean => Number.isInteger(n);

/** A crew sheet: HP within 0..max (kraken.strength), conscious only above 0 HP (kraken.unconscious-killed). */
export function crewProblems(crew: readonly CrewMember[], where: string): string[] {
  const out: string[] = [];
  for (const c of crew) {
    const most = crewMaxHp(c);
    if (!whole(c.hp) || c.hp < 0 || c.hp > most)
      out.push(`${where}: ${c.name} has ${c.hp} HP (0 to ${most}).`);
    if (c.condition === 'conscious' && c.hp === 0) out.push(`${where}: ${c.name} is conscious at 0 HP.`);
    if (!(c.shieldEnergy >= 0) || !(c.weakened >= 0))
      out.push(`${where}: ${c.name} has a negative shield or Weaken.`);
  }
  return out;
}

/** A ground combat: crew as above, enemies' shields and oxygen never negative, the turn a whole count. */
export function fightProblems(fight: Fight, where = 'The fight'): string[] {
  const out = crewProblems(fight.crew, where);
  if (!whole(fight.turn) || fight.turn < 0) out.push(`${where} is in turn ${fight.turn}.`);
  if (!(fight.oxygen >= 0) || !(fight.oxygenOwed >= 0)) out.push(`${where} has negative oxygen.`);
  if (!(fight.xp >= 0)) out.push(`${where} has earned negative XP.`);
  for (const e of fight.enemies) {
    if (!whole(e.hp)) out.push(`${where}: enemy ${e.uid} has ${e.hp} HP.`);
    if (!(e.shieldEnergy >= 0)) out.push(`${where}: enemy ${e.uid} has a negative shield.`);
  }
  if (fight.outcome !== null && fight.phase !== 'over' && fight.phase !== 'spoils')
    out.push(`${where} has an outcome but is in its ${fight.phase} phase.`);
  return out;
}
