import type { Zone } from './atmosphere';
import type { CrewChange } from './crew';
import type { MineBlast } from './elements';
import type { ShopTerms } from './traders';
import type { PendingType } from './triggers';
import type { SpaceId } from './types';

/** How an exploration ended: the five ways to leave a location (§13 Leaving a location). */
export type LeaveWay =
  'entrance-of-first-map' | 'exit-of-last-map' | 'teleporter' | 'exit-location' | 'no-crew-left';

export interface ExplorationEnd {
  readonly way: LeaveWay;
  /** True when this exit solved the location (first time through the last map's exit). */
  readonly solved: boolean;
  /** A Self-destruction location is erased from the ship's log once left (kraken.location-conditions). */
  readonly erased: boolean;
}

/** What solving a location pays (kraken.solving-location): XP, and one of two treasure bundles. */
export interface SolveReward {
  readonly xp: number;
  readonly options: readonly { readonly treasures: number; readonly grade: number }[];
}

/** Everything a step can cause, in the order it happened; the machine narrates and logs these. */
export type ExplorationEvent =
  | {
      readonly type: 'deployed';
      readonly mapNumber: number;
      readonly space: SpaceId;
      readonly byTeleporter: boolean;
    }
  | {
      readonly type: 'moved';
      readonly from: SpaceId;
      readonly to: SpaceId;
      readonly actions: number;
      readonly free: boolean;
      readonly zone: Zone;
    }
  | { readonly type: 'action'; readonly what: string; readonly included: boolean; readonly zone: Zone }
  | { readonly type: 'oxygen-spent'; readonly amount: number; readonly left: number }
  | { readonly type: 'passed-out'; readonly crewId: string }
  | { readonly type: 'team-lost' }
  | { readonly type: 'triggered'; readonly key: string; readonly code: string; readonly element: PendingType }
  | { readonly type: 'random-value'; readonly key: string; readonly face: number; readonly value: number }
  | { readonly type: 'treasure-found'; readonly key: string; readonly grade: number }
  | { readonly type: 'oxygen-refilled'; readonly amount: number }
  | { readonly type: 'disruptor-off'; readonly key: string }
  | {
      readonly type: 'bulkhead-check';
      readonly key: string;
      readonly crewId: string;
      readonly total: number;
      readonly target: number;
      readonly success: boolean;
      readonly fails: number;
    }
  | {
      readonly type: 'bulkhead-opened';
      readonly key: string;
      readonly how: 'check' | 'cracked' | 'emergency-release';
      readonly ammoSpent?: number;
    }
  | { readonly type: 'bulkhead-locked'; readonly key: string }
  | {
      readonly type: 'mines';
      readonly key: string;
      readonly disarmed: boolean;
      readonly disarm?: { readonly crewId: string; readonly total: number; readonly target: number };
      readonly blasts: readonly MineBlast[];
    }
  | { readonly type: 'laser'; readonly key: string; readonly damage: number }
  | {
      readonly type: 'laser-disarm';
      readonly key: string;
      readonly crewId: string;
      readonly total: number;
      readonly target: number;
      readonly success: boolean;
    }
  | { readonly type: 'crew-hurt'; readonly change: CrewChange; readonly cause: 'mine' | 'laser' }
  | {
      readonly type: 'crew-healed';
      readonly change: CrewChange;
      readonly cause: 'med-station' | 'clone-station';
    }
  /** `level` is null while a '?' value is still unknown (it is thrown on entering the combat). */
  | {
      readonly type: 'encounter';
      readonly key: string;
      readonly boss: boolean;
      readonly level: number | null;
    }
  | {
      readonly type: 'encounter-over';
      readonly key: string;
      readonly outcome: 'defeated' | 'avoided' | 'escaped' | 'team-lost';
    }
  | { readonly type: 'story-line'; readonly key: string; readonly start: string | null }
  | { readonly type: 'teleported'; readonly from: SpaceId; readonly to: SpaceId }
  | { readonly type: 'save-point'; readonly key: string }
  | { readonly type: 'quest-master'; readonly key: string }
  | { readonly type: 'shop'; readonly key: string; readonly terms: ShopTerms; readonly junkBonus: number }
  | { readonly type: 'ammo-dealer'; readonly key: string; readonly maxGrade: number }
  | { readonly type: 'hull-breach'; readonly key: string; readonly repaired: boolean }
  | { readonly type: 'element-activated'; readonly key: string; readonly code: string }
  | { readonly type: 'map-left'; readonly mapNumber: number; readonly cleared: boolean }
  | { readonly type: 'map-reached'; readonly mapNumber: number; readonly space: SpaceId }
  | { readonly type: 'location-left'; readonly end: ExplorationEnd }
  | { readonly type: 'location-solved'; readonly reward: SolveReward };
