import type { InjuryId } from '../types';

/**
 * The D44 injury table (rules reference salvage.injuries): the modifier for the crew's win condition and
 * the row each reading gives.
 */

/** The sixteen readings of a D44 (tens die, then units die, each 1–4). */
export const D44_READINGS = [11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44] as const;

/** Salvage QR, Post-game, Injuries: 44–46 Insurance Payout — "Gain 35 Scrip." */
export const INSURANCE_SCRIP = 35;

/** The readings a modified roll can give: the D44 list continued by 9, 10 below and 45, 46 above. */
const MODIFIED_READINGS: readonly number[] = [9, 10, ...D44_READINGS, 45, 46];

/** Salvage QR, Post-game, Injuries: "+2 if crew achieved Win Condition; -2 if not." */
const WIN_STEPS = 2;

/**
 * Salvage QR, Post-game, Injuries: "+2 if crew achieved Win Condition; -2 if not. Apply modifiers before
 * rolling."
 *
 * Reading (salvage.injuries): the modifier moves the reading along the list of D44 readings, one step per
 * point, so 14 + 2 reads 22 and 21 − 2 reads 13; past the ends the list goes on 10, 9 below 11 and 45, 46
 * above 44 (11 − 2 reads 9, 44 + 2 reads 46).
 */
export function modifiedInjury(d44: number, wonCondition: boolean): number {
  const index = MODIFIED_READINGS.indexOf(d44);
  if (!(D44_READINGS as readonly number[]).includes(d44)) {
    throw new Error(`${d44} is not a D44 reading (11–14, 21–24, 31–34, 41–44).`);
  }
  const moved = MODIFIED_READINGS[index + (wonCondition ? WIN_STEPS : -WIN_STEPS)];
  if (moved === undefined) throw new Error(`No reading ${WIN_STEPS} steps from ${d44}.`);
  return moved;
}

export interface InjuryResult {
  readonly id: InjuryId;
  readonly name: string;
  /** How many missions it lasts; null when it is permanent or happens at once (Killed!, Insurance Payout). */
  readonly missions: number | null;
  readonly summary: string;
}

/** Salvage QR, Post-game, Injuries: every row, in the project's words. */
const ROWS: Record<InjuryId, InjuryResult> = {
  killed: {
    id: 'killed',
    name: 'Killed!',
    missions: null,
    summary: 'Off the roster for good, and everything it carried goes with it.',
  },
  deathsDoor: {
    id: 'deathsDoor',
    name: "Death's Door",
    missions: null,
    summary: '−1 maximum Health, for good.',
  },
  heavyTrauma: {
    id: 'heavyTrauma',
    name: 'Heavy Trauma',
    missions: null,
    summary: 'Rolls one Muscle die fewer (−1D8), for good.',
  },
  rattledBrain: {
    id: 'rattledBrain',
    name: 'Rattled Brain',
    missions: null,
    summary: 'Rolls one Smarts die fewer (−1D8), for good.',
  },
  blinded: {
    id: 'blinded',
    name: 'Blinded',
    missions: 3,
    summary: 'Cannot use ranged weapons for 3 missions.',
  },
  shatteredArm: {
    id: 'shatteredArm',
    name: 'Shattered Arm',
    missions: null,
    summary: 'Cannot use Two-Handed weapons, for good.',
  },
  internalScarring: {
    id: 'internalScarring',
    name: 'Internal Scarring',
    missions: null,
    summary: 'Can never Exert.',
  },
  damagedFilters: {
    id: 'damagedFilters',
    name: 'Damaged Filters',
    missions: 2,
    summary: 'The first Blight gained in each mission is 1 more, for 2 missions.',
  },
  limpingGait: {
    id: 'limpingGait',
    name: 'Limping Gait',
    missions: 2,
    summary: 'Moves 1" less, for 2 missions.',
  },
  crackedVisor: {
    id: 'crackedVisor',
    name: 'Cracked Visor',
    missions: 1,
    summary: 'Every ranged weapon distance −2" for 1 mission.',
  },
  burnedCircuits: {
    id: 'burnedCircuits',
    name: 'Burned Circuits',
    missions: 2,
    summary: 'Starts each mission with 1 Power already spent, for 2 missions.',
  },
  nerveDamage: {
    id: 'nerveDamage',
    name: 'Nerve Damage',
    missions: 1,
    summary: 'The first action of each activation costs 1 more Power, for 1 mission.',
  },
  battered: { id: 'battered', name: 'Battered', missions: 1, summary: 'No lasting harm; 1 mission.' },
  insurancePayout: {
    id: 'insurancePayout',
    name: 'Insurance Payout',
    missions: null,
    summary: `Gains ${INSURANCE_SCRIP} Scrip; no injury.`,
  },
};

/** Salvage QR, Post-game, Injuries: the single readings 21–43 and their rows. */
const SINGLE: Readonly<Record<number, InjuryId>> = {
  21: 'heavyTrauma',
  22: 'rattledBrain',
  23: 'blinded',
  24: 'shatteredArm',
  31: 'internalScarring',
  32: 'damagedFilters',
  33: 'limpingGait',
  34: 'crackedVisor',
  41: 'burnedCircuits',
  42: 'nerveDamage',
  43: 'battered',
};

/** Salvage QR, Post-game, Injuries: 9–11 Killed!, 12–14 Death's Door, 21 … 43 one row each, 44–46 Insurance Payout. */
export function injuryResult(modified: number): InjuryResult {
  if (modified >= 9 && modified <= 11 && Number.isInteger(modified)) return ROWS.killed;
  if (modified >= 12 && modified <= 14 && Number.isInteger(modified)) return ROWS.deathsDoor;
  if (modified >= 44 && modified <= 46 && Number.isInteger(modified)) return ROWS.insurancePayout;
  const id = SINGLE[modified];
  if (id === undefined)
    throw new Error(`${modified} is not a modified D44 reading (9–14, 21–24, 31–34, 41–46).`);
  return ROWS[id];
}
