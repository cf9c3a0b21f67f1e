import type { EventLocation } from '../../../content/schemas/cgm';
import type { LocationKind } from '../../../content/schemas/location';
import type { QuestSheet } from '../../../content/schemas/quest';
import type { TileMap } from '../../../content/schemas/tileMap';
import type { LocationRecord } from '../../tilemap/types';
import type { Catalogue, CombatContent, RolledQuest } from '../dungeon/types';
import type { CampaignState } from './campaignState';
import type { RecoveryPoint } from './recovery';
import type { StoryFollowUp, StoryNote } from './storyPhase';
import type { LoggedLocation } from './starmap';

/**
 * The campaign turn's types (Space Kraken §5): where in phases 1–5 and Recovery the turn stands, what the
 * story lines still owe it, and what happened, typed for the log. Plain data; `turn.ts` changes it.
 */

/** What a landing needs besides the location: the pack's location types, maps, fights and shops. */
export interface CampaignContent {
  readonly locationTypes: readonly {
    readonly id: string;
    readonly name: string;
    readonly kind: LocationKind;
    readonly maps: readonly string[];
  }[];
  readonly maps: readonly TileMap[];
  readonly combat: CombatContent;
  readonly catalogue: Catalogue;
  readonly questSheets: readonly QuestSheet[];
}

/** Which phase started a crawl: phase 1 (an event) or phase 3 (the free action), for the Recovery rule. */
export type TurnPhase = 1 | 3;

export type TurnStep =
  /** The story lines run (an invoked story phase); `only` is phase 3's line activated again. */
  | { readonly kind: 'story'; readonly phase: TurnPhase; readonly only: number | null }
  /** What the events of the phase asked for, taken one at a time. */
  | { readonly kind: 'follow-ups'; readonly phase: TurnPhase }
  | { readonly kind: 'recovery'; readonly at: RecoveryPoint }
  | { readonly kind: 'construction' }
  | { readonly kind: 'free-action' }
  /** A dungeon exploration runs (an invoked crawl) at this location. */
  | {
      readonly kind: 'crawl';
      readonly phase: TurnPhase;
      readonly name: string;
      readonly location: EventLocation;
      /** Its Starmap key when it is on the log (its record is kept there). */
      readonly key: string | null;
    }
  | { readonly kind: 'over' };

/** A follow-up that waits on the player before the turn goes on. */
export type TurnOffer =
  | { readonly kind: 'quest'; readonly quest: RolledQuest }
  /** The Starmap log is full: erase a location to note this one, or let it go. */
  | { readonly kind: 'starmap-full'; readonly entry: LoggedLocation };

/** The Recovery rule's memory of this turn (kraken.recovery). */
export interface TurnFlags {
  readonly fightOrCrawlInPhase1: boolean;
  readonly returnedInPhase3: boolean;
  readonly recovered: boolean;
}

/** A location's record kept between visits: cleared maps, the solved flag, the Map-IDs once rolled. */
export interface VisitRecord {
  readonly record: LocationRecord;
  readonly mapIds: readonly (number | null)[];
}

/** What happened, typed for the log (the narration words it). */
export type TurnNote =
  | { readonly kind: 'turn'; readonly turn: number }
  | { readonly kind: 'story'; readonly note: StoryNote }
  | { readonly kind: 'item-stored'; readonly item: string; readonly leaderId: string }
  | { readonly kind: 'line-started'; readonly name: string; readonly slot: number; readonly at: string }
  | { readonly kind: 'no-line-slot'; readonly name: string }
  | { readonly kind: 'location-logged'; readonly name: string }
  | { readonly kind: 'location-erased'; readonly name: string }
  | { readonly kind: 'location-dropped'; readonly name: string }
  | {
      readonly kind: 'stand-in';
      readonly what: 'fight' | 'trader' | 'flight' | 'shop';
      readonly detail: string;
    }
  | { readonly kind: 'quest-taken'; readonly quest: string }
  | { readonly kind: 'quest-declined'; readonly quest: string }
  | { readonly kind: 'quest-ticked'; readonly quest: string; readonly ticks: number }
  | { readonly kind: 'quest-failed'; readonly quest: string }
  | { readonly kind: 'quest-none'; readonly sheet: string; readonly roll: number }
  | { readonly kind: 'crawl-start'; readonly name: string }
  | {
      readonly kind: 'crawl-end';
      readonly name: string;
      readonly credits: number;
      readonly xp: number;
      readonly lost: readonly string[];
    }
  | { readonly kind: 'construction'; readonly step: 'building' | 'done' | 'failed'; readonly what: string }
  | { readonly kind: 'construction-cancelled'; readonly what: string }
  | { readonly kind: 'visit-skipped' }
  | { readonly kind: 'timer-skipped' }
  | { readonly kind: 'recovered'; readonly at: RecoveryPoint }
  | { readonly kind: 'recovery-passed'; readonly at: RecoveryPoint }
  | { readonly kind: 'level-up'; readonly crewId: string; readonly level: number }
  | { readonly kind: 'victory'; readonly text: string }
  | { readonly kind: 'defeat' };

export interface CampaignTurn {
  readonly campaign: CampaignState;
  readonly step: TurnStep;
  /** What the story lines asked for and the turn has not done yet, in their order. */
  readonly pending: readonly StoryFollowUp[];
  readonly offer: TurnOffer | null;
  readonly flags: TurnFlags;
  /** Quests advanced this turn: the timer does not tick them (kraken.quest-timer). */
  readonly advanced: readonly string[];
  /**
   * Items events gave that wait in the ship's storage. Reading: an event's item is stored on the ship, to be
   * handed out at the free re-arrangement of a Recovery (§5), since the event gives it while nobody is down.
   */
  readonly storage: readonly string[];
  /** Records of the locations visited, by Starmap key. */
  readonly visits: Readonly<Record<string, VisitRecord>>;
  /** The next Starmap key's number (keys stay unique within the campaign). */
  readonly nextKey: number;
  readonly journal: readonly TurnNote[];
}
