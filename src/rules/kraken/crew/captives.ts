import type { QuestObjective } from '../../../content/schemas/quest';
import type { CrewMember } from './crew';

/**
 * Captured aliens carried along (Space Kraken §4 Capture alien; kraken.capture-alien): an enemy brought to
 * 0, −1 or −2 HP is captured (enemyTurn.ts `enemyFate`); a Capture quest needs it carried back by a crew
 * member, who cannot attack while carrying it (attack.ts refuses). Pure.
 *
 * Reading (kraken.capture-alien): a captive is picked up when the fight that captured it is over, and only
 * one a Capture quest in the log still asks for (the book gives no use to any other, and a carrier cannot
 * attack); the first conscious crew member with free hands for a captive carries it; one that nobody can
 * carry, or that no quest asks for, is left where it fell. A crew member carries one captive at a time.
 */

/**
 * One captive a quest still asks for: an enemy profile id, or null for any alien. A quest asking for two
 * gives two entries.
 */
export type WantedCaptive = string | null;

/** The captives a capture objective still asks for, `done` of them already handed over. */
export function captivesAskedBy(objective: QuestObjective, done: number): readonly WantedCaptive[] {
  const target = objective.target;
  if (objective.kind !== 'capture' || target === undefined) return [];
  const left = Math.max(0, (target.count ?? 1) - done);
  return Array.from({ length: left }, () => target.enemy ?? null);
}

/** The wanted entry `enemy` fills: its own id first, else an "any alien" one; -1 when none. */
function fills(wanted: readonly WantedCaptive[], enemy: string): number {
  const own = wanted.indexOf(enemy);
  return own >= 0 ? own : wanted.indexOf(null);
}

/** What `wanted` still asks for once the captives the crew already carries are counted. */
export function stillWanted(
  crew: readonly CrewMember[],
  wanted: readonly WantedCaptive[],
): readonly WantedCaptive[] {
  const left = [...wanted];
  for (const member of crew) {
    if (member.captive === null) continue;
    const at = fills(left, member.captive);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

export interface PickUp {
  readonly crew: readonly CrewMember[];
  /** Captives picked up, by the crew member carrying each. */
  readonly carried: readonly { readonly crewId: string; readonly enemy: string }[];
  /** Captured enemies left behind (not asked for, or nobody free to carry them). */
  readonly left: readonly string[];
}

/** After a fight: the captured enemies (profile ids) the quests still ask for, picked up by free hands. */
export function pickUpCaptives(
  crew: readonly CrewMember[],
  captured: readonly string[],
  wanted: readonly WantedCaptive[],
): PickUp {
  const open = [...stillWanted(crew, wanted)];
  let team = [...crew];
  const carried: { crewId: string; enemy: string }[] = [];
  const left: string[] = [];
  for (const enemy of captured) {
    const at = fills(open, enemy);
    const carrier = team.find((m) => m.condition === 'conscious' && m.captive === null);
    if (at < 0 || carrier === undefined) {
      left.push(enemy);
      continue;
    }
    open.splice(at, 1);
    team = team.map((m) => (m.id === carrier.id ? { ...m, captive: enemy } : m));
    carried.push({ crewId: carrier.id, enemy });
  }
  return { crew: team, carried, left };
}
