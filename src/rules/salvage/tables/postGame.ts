import type { EscapeStatus, ManifestationId } from '../types';
import { requireWhole } from './guards';

/**
 * Mission length and the post-game tables (rules reference salvage.mission-setup, salvage.transit-find,
 * salvage.blight-check, salvage.blight-manifestation, salvage.escape-status). Injuries are in injuries.ts.
 */

/** Salvage QR, Mission set-up, 8 Game Length: "D4: 1=5 rounds | 2–3=6 rounds | 4=7 rounds". */
export function gameLength(d4: number): 5 | 6 | 7 {
  requireWhole(d4, 1, 4, 'A game length D4');
  if (d4 === 1) return 5;
  return d4 === 4 ? 7 : 6;
}

/** Salvage QR, Post-game, Transit Find: "Roll 1D4 per non-Mortally Wounded Boiler (max 5 dice)." */
export const MAX_TRANSIT_DICE = 5;

export function transitFindDice(standingBoilers: number): number {
  requireWhole(standingBoilers, 0, Infinity, 'Standing Boilers');
  return Math.min(MAX_TRANSIT_DICE, standingBoilers);
}

/**
 * Salvage QR, Post-game, Transit Find: 1–4 10 scrip, 5–8 20, 9–12 35, 13–15 50, 16–18 65, 19–20 75.
 *
 * Reading (salvage.transit-find): the band is the bonus; with no eligible Boiler there is no roll and no
 * bonus (a total of 0 gives 0). Five D4 cannot pass 20; a larger total is read as the top band.
 */
export function transitScrip(total: number): number {
  requireWhole(total, 0, Infinity, 'A transit find total');
  if (total === 0) return 0;
  if (total <= 4) return 10;
  if (total <= 8) return 20;
  if (total <= 12) return 35;
  if (total <= 15) return 50;
  if (total <= 18) return 65;
  return 75;
}

/** Salvage QR, Blight: "Roll 1D8 + current Blight + 1 per Mortally Wounded Boiler." */
export function blightCheckTotal(d8: number, blight: number, mortallyWoundedBoilers: number): number {
  requireWhole(d8, 1, 8, 'A Blight check D8');
  requireWhole(blight, 0, Infinity, 'Blight');
  requireWhole(mortallyWoundedBoilers, 0, Infinity, 'Mortally Wounded Boilers');
  return d8 + blight + mortallyWoundedBoilers;
}

/** Salvage QR, Blight: "1–10: No effect. 11+: Roll 2D8 on table below." */
export function blightManifests(total: number): boolean {
  return total >= 11;
}

export interface Manifestation {
  readonly id: ManifestationId;
  readonly name: string;
  readonly summary: string;
  /** "Blight resets to 0 after (unless result says otherwise)": only 16 keeps it. */
  readonly resetsBlight: boolean;
  /** Missions it lasts; null when it is permanent or happens at once. */
  readonly missions: number | null;
}

function row(
  id: ManifestationId,
  name: string,
  missions: number | null,
  summary: string,
  resetsBlight = true,
): Manifestation {
  return { id, name, summary, resetsBlight, missions };
}

/**
 * Salvage QR, Blight Manifestation 2D8 table, in the project's words. Reading (salvage.blight-manifestation):
 * "one Boiler" (3, 4) is the crew's choice, "one random Boiler" is drawn at random.
 */
const MANIFESTATIONS: Readonly<Record<number, Manifestation>> = {
  2: row('boilerLost', 'Lost to the Blight', null, 'A random Boiler is gone from the roster for good.'),
  3: row(
    'weakened',
    'Weakened',
    1,
    'One Boiler rolls one die (1D8) fewer for Muscle and for Smarts next mission.',
  ),
  4: row('noSalvage', 'Empty Hands', 1, 'One Boiler may not carry salvage next mission.'),
  5: row('noAugments', 'Rejected Augments', 1, 'A random Boiler may not carry augments next mission.'),
  6: row('spreadOut', 'Spread Out', 1, 'Next mission no Boiler may deploy within 2" of another.'),
  7: row('slowStart', 'Slow Start', 1, 'Every Boiler moves 1" less in round 1 of the next mission.'),
  8: row('noPerk', 'Lost Nerve', 1, 'No Boss perk in the next mission.'),
  9: row('noExert', 'Drained', 1, 'A random Boiler may not Exert next mission.'),
  10: row('shortSight', 'Short Sight', 1, 'Next mission no Boiler can see further than 12".'),
  11: row('itemDestroyed', 'Item Destroyed', null, 'One item a Boiler carries, picked at random, is ruined.'),
  12: row('stashSpoiled', 'Stash Spoiled', null, 'Take 2 food or consumable items out of the stash.'),
  13: row('lessCapacity', 'Overburdened', 1, 'A random Boiler has 1 less Capacity next mission.'),
  14: row('upgradeLost', 'Upgrade Lost', null, 'The company loses one base upgrade, picked at random.'),
  15: row('blightSurge', 'Blight Surge', 1, 'Next mission each new Danger level gives 1 extra Blight.'),
  16: row(
    'frailCrew',
    'Frail Crew',
    3,
    'The whole crew has 1 less maximum Health for the next 3 missions. Blight is not reset.',
    false,
  ),
};

/** Salvage QR, Blight Manifestation: the row for a 2D8 total, 2..16. */
export function manifestation(total2d8: number): Manifestation {
  requireWhole(total2d8, 2, 16, 'A 2D8 manifestation total');
  const found = MANIFESTATIONS[total2d8];
  if (found === undefined) throw new Error(`No manifestation row ${total2d8}.`);
  return found;
}

export interface EscapeOutcome {
  readonly keepsSalvage: boolean;
  /** Keeps everything it carried, items picked up in the mission included. */
  readonly keepsItems: boolean;
  readonly keepsStartingItems: boolean;
  readonly rollsInjury: boolean;
  /** Certainly on the roster for the next game, with no roll to make first. */
  readonly available: boolean;
}

/**
 * Salvage QR, Post-game, Escape status: escaped via Airlock keeps all Salvage and Items; alive but not
 * escaped loses all Salvage, keeps its starting Items and is available next game; Mortally Wounded loses all
 * Items and Salvage and rolls on the Injury table; a crew that achieves its Win Condition has all its units
 * treated as escaped.
 *
 * Reading (salvage.escape-status): the win condition covers the units still on the table; a Mortally
 * Wounded unit stays Mortally Wounded. Reading: a unit left behind keeps only its starting items, so items
 * it picked up in the mission are lost (`keepsItems` false). A Mortally Wounded unit is not `available`
 * until its injury roll is made (Killed! removes it).
 */
export function escapeOutcome(status: EscapeStatus, crewWon: boolean): EscapeOutcome {
  const effective = crewWon && status === 'aliveNotEscaped' ? 'escaped' : status;
  switch (effective) {
    case 'escaped':
      return {
        keepsSalvage: true,
        keepsItems: true,
        keepsStartingItems: true,
        rollsInjury: false,
        available: true,
      };
    case 'aliveNotEscaped':
      return {
        keepsSalvage: false,
        keepsItems: false,
        keepsStartingItems: true,
        rollsInjury: false,
        available: true,
      };
    case 'mortallyWounded':
      return {
        keepsSalvage: false,
        keepsItems: false,
        keepsStartingItems: false,
        rollsInjury: true,
        available: false,
      };
  }
}
