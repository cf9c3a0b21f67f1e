import type { SiteEffect } from '../../../content/schemas/salvage';
import type { ConditionId, ManifestationId, PoolStat, SalvageQuality } from '../types';
import type { CrewSide, PostGameStep, Spot } from './basics.types';
import type { ActionOrder } from './orders';
import type { JournalEvent } from './journal.types';

/**
 * One step the rules still owe: a roll to make and read, or a change to apply. The mission keeps them in a
 * queue, first in line first; a step may put more steps at the front (a failed test's consequence, a new
 * Danger section's event card). Plain JSON, so a mission in mid-resolution saves and replays.
 */
export type Effect =
  // ——— steps that need dice ———
  | {
      readonly kind: 'test';
      readonly unit: string;
      readonly stat: PoolStat;
      /** TN before conditions (the unit's Stunned is added when rolled). */
      readonly tn: number;
      readonly purpose: string;
      readonly rule: string;
      readonly pass: readonly Effect[];
      readonly fail: readonly Effect[];
      /** Unlucky's re-roll is done: read the faces as they are. */
      readonly rerolled?: boolean;
    }
  | {
      readonly kind: 'attack';
      readonly attacker: string;
      readonly target: string;
      readonly weapon: string | null;
      readonly melee: boolean;
      readonly rerolled?: boolean;
    }
  | {
      readonly kind: 'shove';
      readonly attacker: string;
      readonly target: string;
      readonly rerolled?: boolean;
    }
  /** Unlucky: the successes of `groups` of a thrown roll are thrown again, the second result kept. */
  | {
      readonly kind: 'reroll';
      readonly of: Effect;
      readonly faces: readonly (readonly number[])[];
      readonly groups: readonly number[];
    }
  | {
      readonly kind: 'pick';
      readonly purpose: string;
      readonly rule: string;
      readonly candidates: readonly string[];
      /** Steps to run with `$pick` replaced by the chosen id. */
      readonly then: readonly Effect[];
    }
  | { readonly kind: 'unalertMove'; readonly unit: string }
  | { readonly kind: 'randomMove'; readonly unit: string; readonly inches: number; readonly rule: string }
  | { readonly kind: 'initiative' }
  | { readonly kind: 'rollOff' }
  | { readonly kind: 'drawEvent'; readonly drawer: string | null }
  | { readonly kind: 'quality'; readonly unit: string; readonly site: string }
  | { readonly kind: 'hazardRoll'; readonly hazard: string }
  | { readonly kind: 'hostileCard'; readonly slot: number }
  | { readonly kind: 'winCondition'; readonly side: CrewSide }
  | { readonly kind: 'gameLength' }
  | { readonly kind: 'wasteChute'; readonly unit: string }
  /** Damage an event card lets Armour meet: the unit's defence roll first (see handlers/events.ts). */
  | { readonly kind: 'armourSave'; readonly unit: string; readonly amount: number; readonly source: string }
  | { readonly kind: 'scatter'; readonly attacker: string; readonly weapon: string; readonly at: Spot }
  | { readonly kind: 'injury'; readonly side: CrewSide; readonly boiler: string }
  | {
      readonly kind: 'statLoss';
      readonly side: CrewSide;
      readonly boiler: string;
      readonly stat: 'muscle' | 'smarts';
      /** Manifestation 3 lasts one mission; injuries are for good. */
      readonly lasting: boolean;
    }
  | { readonly kind: 'transitFind'; readonly side: CrewSide }
  | { readonly kind: 'blightCheck'; readonly side: CrewSide }
  | { readonly kind: 'manifestation'; readonly side: CrewSide }
  // ——— steps applied at once ———
  | { readonly kind: 'act'; readonly order: ActionOrder }
  | { readonly kind: 'hostileTurn'; readonly unit: string }
  | { readonly kind: 'activationStart'; readonly unit: string }
  | { readonly kind: 'activationEnd'; readonly unit: string }
  | {
      readonly kind: 'damage';
      readonly unit: string;
      readonly amount: number;
      readonly source: string;
    }
  | { readonly kind: 'condition'; readonly unit: string; readonly condition: ConditionId }
  | { readonly kind: 'noise'; readonly at: Spot; readonly by: string | null }
  | { readonly kind: 'danger'; readonly amount: number; readonly by: string | null }
  | { readonly kind: 'blight'; readonly side: CrewSide | null; readonly amount: number }
  | { readonly kind: 'alert'; readonly unit: string }
  | {
      readonly kind: 'fall';
      readonly unit: string;
      readonly damage: number | null;
      /** A failed Launch or Scale: the point of fall part-way along the move (the table's damage applies). */
      readonly from?: Spot;
      readonly cause?: 'failed-launch' | 'failed-scale';
    }
  | {
      readonly kind: 'push';
      readonly unit: string;
      readonly away: string;
      readonly inches: number;
      /** The way it goes, degrees clockwise from north (−z); absent: straight away from `away`. */
      readonly bearing?: number;
    }
  | { readonly kind: 'siteEffects'; readonly drawer: string | null; readonly effects: readonly SiteEffect[] }
  /** A journal entry owed at this point of a chain (a failed test's outcome, a blast's reach). */
  | { readonly kind: 'note'; readonly event: JournalEvent }
  | { readonly kind: 'door'; readonly piece: string; readonly open: boolean }
  | { readonly kind: 'exit'; readonly unit: string; readonly airlock: string }
  | { readonly kind: 'search'; readonly hostile: string; readonly by: string }
  | { readonly kind: 'place'; readonly unit: string; readonly to: Spot }
  | {
      readonly kind: 'gainSalvage';
      readonly unit: string;
      readonly site: string;
      readonly quality: SalvageQuality;
    }
  | { readonly kind: 'spawn'; readonly cardId: string; readonly slot: number }
  /** A hostile arrives at a picked slot: its card is picked next. */
  | { readonly kind: 'spawnAt'; readonly slot: string; readonly deck: readonly string[] }
  | { readonly kind: 'explode'; readonly hazard: string }
  /** The player chooses one of `candidates`; the queue waits (see Mission.choice). */
  | {
      readonly kind: 'choose';
      readonly purpose: string;
      readonly rule: string;
      readonly candidates: readonly string[];
      readonly then: readonly Effect[];
    }
  /** An Explosive weapon's blast centred on a spot. */
  | { readonly kind: 'blast'; readonly at: Spot; readonly weapon: string }
  | { readonly kind: 'openAirlocks' }
  | { readonly kind: 'lockAirlock'; readonly airlock: string }
  | { readonly kind: 'theme'; readonly theme: string }
  | { readonly kind: 'fieldCrews' }
  | { readonly kind: 'closeRound' }
  /** The activation is over and its hazards are resolved: the other crew's turn (or the Enemy phase). */
  | { readonly kind: 'passTurn'; readonly side: CrewSide }
  | { readonly kind: 'postGameStep'; readonly step: PostGameStep }
  | { readonly kind: 'climbBond' }
  | { readonly kind: 'loseBoiler'; readonly side: CrewSide; readonly boiler: string }
  | {
      readonly kind: 'curse';
      readonly side: CrewSide;
      readonly curse: ManifestationId;
      readonly boiler: string;
    }
  /** `item` is "boilerId|gearId". */
  | { readonly kind: 'destroyItem'; readonly side: CrewSide; readonly item: string }
  /** Over Capacity with max Power 0: `item` is a gear id the unit drops. */
  | { readonly kind: 'dropItem'; readonly unit: string; readonly item: string };
