/**
 * Looking things up in a battle: figures by id, the content of the set-up (weapons, gear, species), the
 * figures still on the table.
 */
import type { FringeGear, FringeSpecies, FringeWeapon } from '../../content/schemas/fringe';
import type { Battle, Fighter, Side } from './types';

export function fighter(b: Battle, id: string): Fighter | undefined {
  return b.fighters.find((f) => f.id === id);
}

/** A figure that must exist (the rules only name figures of the battle). */
export function mustFighter(b: Battle, id: string): Fighter {
  const f = fighter(b, id);
  if (f === undefined) throw new Error(`No figure "${id}" in this battle.`);
  return f;
}

export function weapon(b: Battle, id: string): FringeWeapon | undefined {
  return b.setup.weapons.find((w) => w.id === id);
}

export function gearItem(b: Battle, id: string): FringeGear | undefined {
  return b.setup.gear.find((g) => g.id === id);
}

export function species(b: Battle, id: string): FringeSpecies | undefined {
  return b.setup.species.find((s) => s.id === id);
}

/** On the table: not out of play and placed. */
export function onTable(f: Fighter): boolean {
  return f.out === null && f.at !== null;
}

/** The figures of a side still on the table. */
export function standing(b: Battle, side?: Side): Fighter[] {
  return b.fighters.filter((f) => onTable(f) && (side === undefined || f.side === side));
}

/** The weapons a figure carries that are not empty (Panic Fire), as content. */
export function carried(b: Battle, f: Fighter): FringeWeapon[] {
  return f.weapons.flatMap((id) => {
    const w = weapon(b, id);
    return w === undefined ? [] : [w];
  });
}

/** Carries working gear with this effect (a Damaged Snooper Bot does not count). */
export function hasGear(b: Battle, f: Fighter, effect: FringeGear['effect']): string | null {
  for (const id of f.gear) {
    if (f.damagedGear.includes(id)) continue;
    if (gearItem(b, id)?.effect === effect) return id;
  }
  return null;
}

/** A figure's saving throw: the number to reach on a D6 and what gives it. */
export interface SavingThrow {
  readonly target: number;
  /** What deflects the hit, for the roll's purpose: the species' plating or the gear's name. */
  readonly from: string;
}

/**
 * Fringe 002 Saving Throws: a combatant has a saving throw from a defensive screen or some form of armour
 * (gear with a `save`), or from built-in armour plating (Bots, Soulless, De-converted, Assault Bots: the
 * species' `save`, kept on the figure).
 * Reading (fringe.saving-throws): "roll 1D6 when becoming a casualty" is one roll: a figure with more than
 * one source rolls once, at its best number (the plating on a tie).
 */
export function savingThrow(b: Battle, f: Fighter): SavingThrow | null {
  let best: SavingThrow | null = f.save === null ? null : { target: f.save, from: 'armour plating' };
  for (const id of f.gear) {
    if (f.damagedGear.includes(id)) continue;
    const g = gearItem(b, id);
    if (g?.save === undefined) continue;
    if (best === null || g.save < best.target) best = { target: g.save, from: g.name };
  }
  return best;
}

/** Replace one figure. */
export function withFighter(b: Battle, id: string, change: (f: Fighter) => Fighter): Battle {
  return { ...b, fighters: b.fighters.map((f) => (f.id === id ? change(f) : f)) };
}

/** Whether side b is played by the rules (solo) rather than a player. */
export function ruledSide(b: Battle, side: Side): boolean {
  return b.setup.play === 'solo' && side === 'b';
}
