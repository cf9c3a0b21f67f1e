import type { HazardNumber } from '../types';
import { requireWhole } from './guards';

/**
 * The eight hazards of the D8 hazard table (rules reference salvage.hazards), and where a Waste Chute
 * throws a unit.
 *
 * Reading (salvage.hazards): only attacks give an Armour roll; hazard damage is always applied directly.
 */

export type HazardTrigger =
  'enterOrEnd' | 'endWithin1' | 'roundEndContact' | 'damaged' | 'contact' | 'within3BeforeActivation';

export interface Hazard {
  readonly name: string;
  /** When the hazard acts on a unit. */
  readonly trigger: HazardTrigger;
  readonly summary: string;
}

/** Salvage QR, Hazards D8 1–8, in the project's words. */
export const HAZARDS: Record<HazardNumber, Hazard> = {
  1: {
    name: 'Acid Pool',
    trigger: 'enterOrEnd',
    summary: 'Entering it or ending an activation in it: 1 damage, no Armour roll, and Poisoned.',
  },
  2: {
    name: 'Waste Chute',
    trigger: 'endWithin1',
    summary: 'Ending an activation within 1": 1 damage and carried 1 depth (D4: 1–2 up, 3–4 down).',
  },
  3: {
    name: 'Metal Press',
    trigger: 'roundEndContact',
    summary: 'At the end of every round, each unit in base contact takes 2 damage.',
  },
  4: {
    name: 'Explosive Container',
    trigger: 'damaged',
    summary:
      'When it takes any damage it is removed; every unit within 3" takes 1 damage, no Armour roll; Noise.',
  },
  5: {
    name: 'Grav Pool',
    trigger: 'enterOrEnd',
    summary: 'Entering it or ending an activation in it: Panicked, and a free 6" move in a random direction.',
  },
  6: {
    name: 'Invasive Flora',
    trigger: 'contact',
    summary: 'Base contact with it makes Noise.',
  },
  7: {
    name: 'Burn Pit',
    trigger: 'enterOrEnd',
    summary: 'Entering it or ending an activation in it: 1 damage, no Armour roll, and Burning.',
  },
  8: {
    name: 'Dark Engine',
    trigger: 'within3BeforeActivation',
    summary:
      'A unit within 3" makes a Smarts test before activating, or moves 3" towards its own deployment area.',
  },
};

/**
 * Salvage QR, Hazards 2 Waste Chute: "D4: 1–2 up, 3–4 down". Up one depth is one level number less
 * (Topside is depth 1, The Sink depth 3), so 1–2 give −1 and 3–4 give +1.
 */
export function wasteChuteShift(d4: number): -1 | 1 {
  requireWhole(d4, 1, 4, 'A Waste Chute D4');
  return d4 <= 2 ? -1 : 1;
}

/**
 * The depth a Waste Chute leaves a unit on.
 *
 * Reading (salvage.hazards): the chute cannot carry a unit above Topside or below The Sink; a roll that
 * would do so leaves it on its own level, and the 1 damage still applies.
 */
export function wasteChuteDestination(level: 1 | 2 | 3, d4: number): 1 | 2 | 3 {
  const to = level + wasteChuteShift(d4);
  return to === 1 || to === 2 || to === 3 ? to : level;
}
