import type { Gear, UnitCard } from '../../../content/schemas/salvage';
import type { Effect } from './effects.types';
import type { JournalEvent } from './journal.types';
import type { Company, CrewSide, Mission, Unit } from './state';

/** Small changes every part of the mission engine makes: one purpose each, all pure. */

export function withUnit(m: Mission, id: string, change: (u: Unit) => Unit): Mission {
  return { ...m, units: m.units.map((u) => (u.id === id ? change(u) : u)) };
}

/**
 * Adds typed events to the journal (narrate.ts words them). The journal is copied (a mission is a value), but
 * in one go (`concat`), not element by element through the spread's iterator; it starts afresh with each
 * mission (startMission), so the copies stay short.
 */
export function say(m: Mission, ...entries: JournalEvent[]): Mission {
  if (entries.length === 0) return m;
  return { ...m, journal: m.journal.concat(entries) };
}

/** Puts steps at the front of the queue, in the order given. */
export function first(m: Mission, effects: readonly Effect[]): Mission {
  return effects.length === 0 ? m : { ...m, queue: [...effects, ...m.queue] };
}

/** Puts steps at the back of the queue. */
export function later(m: Mission, effects: readonly Effect[]): Mission {
  return effects.length === 0 ? m : { ...m, queue: [...m.queue, ...effects] };
}

export function gearById(m: Mission, id: string): Gear | undefined {
  return m.content.gear.find((g) => g.id === id);
}

/**
 * Augments (salvage.augments, sample gear): one raises its stat by its dice while it is carried. Applied to a
 * unit's stats when it takes the field (setup.ts) and taken off again when the augment is removed.
 */
export function withAugment(stats: Unit['stats'], gear: Gear | undefined, sign: 1 | -1): Unit['stats'] {
  if (gear?.kind !== 'augment' || gear.raises === undefined) return stats;
  return { ...stats, [gear.raises]: Math.max(1, stats[gear.raises] + sign * gear.bonusDice) };
}

export function isAugment(m: Mission, id: string): boolean {
  return gearById(m, id)?.kind === 'augment';
}

export function cardById(m: Mission, id: string): UnitCard | undefined {
  return m.content.units.find((c) => c.id === id);
}

/**
 * Takes one `item` from a unit's gear (used up, dropped), and an augment's raise with it. Conditions table †: "Pickled: removed when the
 * granting item is removed", so the Pickled that item gave goes with the last one carried.
 */
export function removeGear(m: Mission, unitId: string, item: string): Mission {
  let next = withUnit(m, unitId, (x) => {
    const at = x.gear.indexOf(item);
    if (at < 0) return x;
    // An augment's raise goes with it (Reading, salvage.augments: dropped over Capacity, it stops working).
    return {
      ...x,
      gear: x.gear.filter((_, i) => i !== at),
      stats: withAugment(x.stats, gearById(m, item), -1),
    };
  });
  const u = next.units.find((x) => x.id === unitId);
  if (u === undefined || u.pickledBy !== item || u.gear.includes(item)) return next;
  next = withUnit(next, unitId, (x) => ({
    ...x,
    conditions: x.conditions.filter((c) => c !== 'pickled'),
    pickledBy: null,
  }));
  return say(next, { kind: 'pickledEnds', unit: unitId, item });
}

export function withCompany(m: Mission, side: CrewSide, change: (c: Company) => Company): Mission {
  const company = m.companies[side];
  if (company === undefined) return m;
  return { ...m, companies: { ...m.companies, [side]: change(company) } };
}

export function crewSides(m: Mission): CrewSide[] {
  return (['attacker', 'defender'] as const).filter((s) => m.companies[s] !== undefined);
}

export function isCrewSide(side: string): side is CrewSide {
  return side === 'attacker' || side === 'defender';
}

export function boilersOf(m: Mission, side: CrewSide): Unit[] {
  return m.units.filter((u) => u.side === side);
}

export function hostiles(m: Mission): Unit[] {
  return m.units.filter((u) => u.side === 'site');
}

/**
 * Replaces the `$pick` placeholder in a step (and the steps it nests) with the picked id. A nested pick's own
 * placeholder is bound first by its parent only when the parent means it; parents that nest a pick build
 * the inner steps after choosing (see apply.ts, spawning).
 */
export function bindPick(effect: Effect, id: string, name: string = id): Effect {
  const safe = (text: string) => JSON.stringify(text).slice(1, -1);
  // `$pickName` in a step's words becomes the name a player reads; `$pick` the id the rules keep.
  return JSON.parse(
    JSON.stringify(effect).replaceAll('$pickName', safe(name)).replaceAll('$pick', safe(id)),
  ) as Effect;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
