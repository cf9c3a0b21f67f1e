import type { ExplorationCrew } from './types';

/**
 * Damage, healing and passing out for the small crew shape of the tile-map rules (Space Kraken §4,
 * kraken.unconscious-killed). Returns new arrays; never changes the one it was given.
 */

/** What happened to one crew member. */
export interface CrewChange {
  readonly crewId: string;
  /** HP lost (after armour) or gained. */
  readonly amount: number;
  readonly becameUnconscious: boolean;
  readonly killed: boolean;
  readonly revived: boolean;
}

const NO_CHANGE = { amount: 0, becameUnconscious: false, killed: false, revived: false } as const;

export function findCrew(crew: readonly ExplorationCrew[], id: string): ExplorationCrew | undefined {
  return crew.find((member) => member.id === id);
}

export function consciousCrew(crew: readonly ExplorationCrew[]): readonly ExplorationCrew[] {
  return crew.filter((member) => member.alive && member.conscious);
}

function replace(
  crew: readonly ExplorationCrew[],
  id: string,
  next: ExplorationCrew,
): readonly ExplorationCrew[] {
  return crew.map((member) => (member.id === id ? next : member));
}

/**
 * Damage to one crew member. Unconscious and dead members take none (§4). With `armor`, the member's armour
 * is taken off first (mines and laser barriers: armour applies, shields do not). 0 to -3 knocks out;
 * -4 or lower kills. HP is kept at 0 or more: negative HP is not tracked.
 * Reading (kraken.apply-damage): half points of armour leave half a point of damage, which rounds up (§4
 * Always round up), as in the ground combat's damage pipeline.
 */
export function damageCrew(
  crew: readonly ExplorationCrew[],
  id: string,
  raw: number,
  options: { readonly armor: boolean },
): { readonly crew: readonly ExplorationCrew[]; readonly change: CrewChange } {
  const member = findCrew(crew, id);
  if (member === undefined || !member.alive || !member.conscious) {
    return { crew, change: { crewId: id, ...NO_CHANGE } };
  }
  const amount = Math.ceil(Math.max(0, raw - (options.armor ? (member.armor ?? 0) : 0)));
  const left = member.hp - amount;
  const killed = left <= -4;
  const down = left <= 0;
  const next: ExplorationCrew = {
    ...member,
    hp: Math.max(0, left),
    conscious: !down,
    alive: !killed,
  };
  return {
    crew: replace(crew, id, next),
    change: { crewId: id, amount, becameUnconscious: down && !killed, killed, revived: false },
  };
}

/** Healing up to `amount` HP, never above the maximum; a healed unconscious member is active again (§4). */
export function healCrew(
  crew: readonly ExplorationCrew[],
  id: string,
  amount: number,
): { readonly crew: readonly ExplorationCrew[]; readonly change: CrewChange } {
  const member = findCrew(crew, id);
  if (member === undefined || !member.alive) return { crew, change: { crewId: id, ...NO_CHANGE } };
  const hp = Math.min(member.maxHp, member.hp + Math.max(0, amount));
  const revived = !member.conscious && hp > 0;
  return {
    crew: replace(crew, id, { ...member, hp, conscious: member.conscious || hp > 0 }),
    change: { crewId: id, amount: hp - member.hp, becameUnconscious: false, killed: false, revived },
  };
}

/**
 * Passing out for lack of oxygen (§13, kraken.oxygen-use). Reading: the member drops to 0 HP, the state
 * every unconscious crew member is in (negative HP is not tracked, §4), so healing brings them back.
 */
export function knockOutCrew(crew: readonly ExplorationCrew[], id: string): readonly ExplorationCrew[] {
  const member = findCrew(crew, id);
  if (member === undefined || !member.alive || !member.conscious) return crew;
  return replace(crew, id, { ...member, hp: 0, conscious: false });
}
