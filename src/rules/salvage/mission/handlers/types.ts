import type { DiceSpec } from '../../../dice/types';
import { unitById } from '../board';
import type { Effect } from '../effects.types';
import type { RollNeed } from '../needs.types';
import type { Mission } from '../state';

/** The faces thrown for a step's roll, one array per dice group. */
export type Faces = readonly (readonly number[])[];

export type EffectOf<K extends Effect['kind']> = Extract<Effect, { readonly kind: K }>;

/**
 * One effect kind's rules: the roll it needs (none: applied at once) and how it changes the mission. `apply`
 * gets the faces thrown for `need`'s roll, or null when the step was applied without dice.
 */
export interface Handler<K extends Effect['kind']> {
  readonly need?: (m: Mission, e: EffectOf<K>) => RollNeed | null;
  readonly apply: (m: Mission, e: EffectOf<K>, faces: Faces | null) => Mission;
}

/** The handlers of some effect kinds, one per kind. */
export type Handlers<K extends Effect['kind']> = { readonly [P in K]: Handler<P> };

export const pool = (count: number): DiceSpec => ({ count, die: 'd8', read: 'pool' });
export const sum = (count: number, die: DiceSpec['die']): DiceSpec => ({ count, die, read: 'sum' });

export function face(faces: Faces, group = 0, die = 0): number {
  return faces[group]?.[die] ?? 1;
}

export function nameOf(m: Mission, id: string): string {
  // A step built before its unit is picked names it by the placeholder that bindPick turns into its name.
  if (id === '$pick') return '$pickName';
  return unitById(m, id)?.name ?? id;
}
