import type { EventLocation } from '../../../content/schemas/cgm';
import type { LocationGenerator } from '../../../content/schemas/campaign';
import type { FlightTable } from '../../../content/schemas/flight';
import type { LocationKind } from '../../../content/schemas/location';
import type { QuestSheet } from '../../../content/schemas/quest';
import type { TileMap } from '../../../content/schemas/tileMap';
import type { LocationRecord } from '../../tilemap/types';
import type { Catalogue, CombatContent, RolledQuest } from '../dungeon/types';
import type { TileDrop, TileDropNote } from '../dungeon/tileTreasure';
import type { HireDraft } from '../dungeon/hire';
import type { FitRequest } from '../ship/fitting';
import type { SpaceEnd } from '../space/combatTypes';
import type { PenaltyNote } from './questPenalty';
import type { CampaignState } from './campaignState';
import type { FollowUp } from './eventEffects';
import type { ShipContent } from './campaignShip';
import type { LocationDraft } from './locationGenerator';
import type { Market, MarketNote } from './market';
import type { RecoveryPoint } from './recovery';
import type { StoryFollowUp, StoryNote, StoryResume } from './storyPhase';
import type { LoggedLocation } from './starmap';

/**
 * The campaign turn's types (Space Kraken §5): what is under way inside a phase, what the story lines still
 * owe it, and what happened, typed for the log. Plain data; `turn.ts` changes it. Which of phases 1–5 and
 * Recovery the turn is in is the campaign machine's state, not data here.
 */

/**
 * How a space combat lost the campaign its ship (§3.9, §10): the rule that ended it (the last SP gone, the
 * timeline's Game over, boarders, no crew left to act) and the flight-table row it was fought on.
 */
export interface SpaceLoss {
  readonly end: SpaceEnd;
  readonly flight: number;
  readonly name: string;
}

/**
 * What the turn reads from the pack: the location types and maps a landing needs, the fights and shops,
 * the quest sheets, the ship catalogue (hulls and systems), the flight table and the location generator.
 */
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
  readonly ship: ShipContent;
  readonly flightTable: FlightTable;
  readonly locationGenerator: LocationGenerator;
}

/**
 * The phase an event's game (a crawl, a fight) is played in, as the campaign machine hands it to the rule
 * that takes the game's result: phase 1's story lines, or phase 3 (a line run again, a landing). Phase R
 * reads it (kraken.recovery).
 */
export type EventPhase = 1 | 3;

/** The gambler's game under way: its d6 for the piece handed over, then the treasure drop it pays. */
export type Gambling =
  | {
      readonly stage: 'grade';
      readonly piece: { readonly name: string; readonly grade: number; readonly full: boolean };
    }
  | { readonly stage: 'drop'; readonly drop: TileDrop };

/** §7: a build being set up, its builders' d6 thrown one by one before it starts. */
export interface PendingBuild {
  /** The system (or magazine) to build into a box of the ship flying; absent for a new ship. */
  readonly request?: FitRequest;
  /** §7 "build a new Ship": the hull to build, docked when done. */
  readonly hullId?: string;
  readonly builders: readonly string[];
  readonly turns: 1 | 2;
  readonly faces: readonly number[];
}

/**
 * What is under way inside the phase the campaign machine is in (Space Kraken §5): data the phase works on,
 * never the phase itself — which phase the turn is in, and which comes next, is the chart's
 * (machines/kraken/campaign/campaign.machine.ts). Null when nothing is under way: only the queue of what the
 * events owe (`pending`) is left to take.
 */
export type Underway =
  /** §8: phase 3's free action runs this story line once more (an invoked story phase for it alone). */
  | { readonly kind: 'line'; readonly slot: number }
  /** A dungeon exploration runs (an invoked crawl) at this location. */
  | {
      readonly kind: 'crawl';
      readonly name: string;
      readonly location: EventLocation;
      /** Its Starmap key when it is on the log (its record is kept there). */
      readonly key: string | null;
    }
  /** §9: a space flight runs (an invoked flight, which invokes its space combat and boardings). */
  | { readonly kind: 'flight' }
  /**
   * §12: the new location is rolled table by table with the flight's dice modifications; `rerolling` is
   * the die a modification re-rolls now; `land` whether the crew may land there this turn.
   */
  | {
      readonly kind: 'location';
      readonly draft: LocationDraft;
      readonly rerolling: number | null;
      readonly land: boolean;
    }
  /** §8: the flight found its location; the crew lands now (when `land`) or stays aboard. */
  | { readonly kind: 'arrival'; readonly entry: LoggedLocation; readonly land: boolean }
  /** A ground combat an event started (an invoked ground combat). */
  | {
      readonly kind: 'fight';
      readonly foes: Extract<FollowUp, { kind: 'fight' }>['foes'];
      readonly ambush: boolean;
    }
  /** A space combat a story event started (glossary "Space Combat"): the flight table's row it names. */
  | { readonly kind: 'space-combat'; readonly flight: number }
  /**
   * A trader visited: an event's, phase 3's grade-5 shop, phase 4's short visit; with the hire under way there,
   * step by step (kraken.shop, src/rules/kraken/dungeon/hire.ts).
   */
  | { readonly kind: 'market'; readonly market: Market; readonly hire?: HireDraft | undefined }
  /** §5 phase 4: the S? shop the teleporter goes to, its level waiting for its d6 (kraken.random-value). */
  | { readonly kind: 'shop-roll'; readonly shopRoll: ShopRoll };

/** The S? shop a short visit goes to, while its level is rolled (shortVisit.ts). */
export interface ShopRoll {
  readonly key: string;
  readonly location: string;
  readonly map: number;
  readonly element: string;
  readonly difficulty: number;
}

/** A follow-up that waits on the player before the turn goes on. */
export type TurnOffer =
  | { readonly kind: 'quest'; readonly quest: RolledQuest }
  /** The Starmap log is full: erase a location to note this one, or let it go. */
  | { readonly kind: 'starmap-full'; readonly entry: LoggedLocation }
  /** The player asked to mark a quest with no typed target done: confirm it, or keep the quest. */
  | { readonly kind: 'quest-done'; readonly id: string; readonly quest: string };

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
  | { readonly kind: 'item-lost'; readonly item: string }
  | { readonly kind: 'line-started'; readonly name: string; readonly slot: number; readonly at: string }
  | { readonly kind: 'no-line-slot'; readonly name: string }
  | { readonly kind: 'location-logged'; readonly name: string }
  | { readonly kind: 'location-erased'; readonly name: string }
  | { readonly kind: 'location-dropped'; readonly name: string }
  | { readonly kind: 'flight-start' }
  | {
      readonly kind: 'flight-end';
      readonly end: string;
      readonly xp: number;
      readonly credits: number;
      readonly destroyed: readonly string[];
      /** The combat lost the ship: how (absent from journals written before it was kept). */
      readonly lostBy?: SpaceLoss;
    }
  | { readonly kind: 'location-found'; readonly name: string }
  | { readonly kind: 'location-lost'; readonly names: readonly string[] }
  | { readonly kind: 'storage-lost'; readonly pieces: number }
  | { readonly kind: 'stayed-aboard'; readonly name: string }
  | { readonly kind: 'fight-start'; readonly foes: string }
  /** A story event's space combat starts (the flight table's row), or the pack has no such row. */
  | { readonly kind: 'space-combat-start'; readonly flight: number }
  | { readonly kind: 'space-combat-missing'; readonly flight: number }
  | {
      readonly kind: 'space-combat-end';
      readonly outcome: string;
      readonly xp: number;
      readonly credits: number;
      readonly destroyed: readonly string[];
      /** The combat lost the ship: how (absent from journals written before it was kept). */
      readonly lostBy?: SpaceLoss;
    }
  | { readonly kind: 'fight-end'; readonly outcome: string; readonly credits: number; readonly xp: number }
  | { readonly kind: 'market-open'; readonly market: string }
  | { readonly kind: 'market'; readonly note: MarketNote }
  | { readonly kind: 'market-left'; readonly market: string }
  | { readonly kind: 'gamble'; readonly piece: string; readonly grade: number; readonly full: boolean }
  | {
      readonly kind: 'gamble-result';
      readonly face: number;
      readonly counted: number;
      readonly grade: number;
    }
  | { readonly kind: 'gamble-drop'; readonly note: TileDropNote }
  | { readonly kind: 'gamble-loot'; readonly what: string; readonly grade: number }
  | { readonly kind: 'ship-repaired'; readonly systems: number }
  | { readonly kind: 'ship-erased'; readonly systems: readonly string[] }
  | { readonly kind: 'ship-bought'; readonly system: string; readonly price: number }
  | { readonly kind: 'ship-sold'; readonly system: string; readonly price: number }
  /** The crew's ships (turnFleet.ts): a ship bought, sold, chosen to fly, or a system moved to another. */
  | {
      readonly kind: 'fleet';
      readonly action: 'bought' | 'sold' | 'flies' | 'moved' | 'built';
      readonly ship: string;
      readonly price?: number;
      readonly system?: string;
      readonly to?: string;
    }
  /** §4: a dead crew member's pieces, collected into the ship's storage (or left, no box free) before a hire erases them. */
  | {
      readonly kind: 'dead-gear';
      readonly crew: string;
      readonly stored: readonly string[];
      readonly left: readonly string[];
    }
  /** §13 Shops: a crew member hired or sold at one of the campaign's shops. */
  | {
      readonly kind: 'crew-trade';
      readonly action: 'hired' | 'sold';
      readonly crew: string;
      readonly level: number;
      readonly price: number;
    }
  /** A step of a hire under way (kraken.shop): its Level chosen, a Level's gain, or the hire called off. */
  | { readonly kind: 'hire-step'; readonly crew: string; readonly what: string }
  | {
      readonly kind: 'build-started';
      readonly what: string;
      readonly discount: number;
      readonly turns: 1 | 2;
    }
  | { readonly kind: 'stored'; readonly crewId: string; readonly piece: string }
  | { readonly kind: 'taken'; readonly crewId: string; readonly piece: string }
  | { readonly kind: 'quest-taken'; readonly quest: string }
  | { readonly kind: 'quest-declined'; readonly quest: string }
  | { readonly kind: 'quest-ticked'; readonly quest: string; readonly ticks: number }
  | { readonly kind: 'quest-failed'; readonly quest: string; readonly penalty: readonly PenaltyNote[] }
  | { readonly kind: 'quest-none'; readonly sheet: string; readonly roll: number }
  | { readonly kind: 'quest-progress'; readonly quest: string; readonly done: number; readonly of: number }
  | { readonly kind: 'quest-done'; readonly quest: string; readonly credits: number; readonly xp: number }
  | { readonly kind: 'quest-delivered'; readonly crewId: string; readonly quest: string }
  | {
      readonly kind: 'captive-handed';
      readonly crewId: string;
      readonly enemy: string;
      readonly quest: string;
    }
  | { readonly kind: 'captive-released'; readonly crewId: string; readonly enemy: string }
  | { readonly kind: 'crawl-start'; readonly name: string }
  /** §4: a space station's or in-space location's Outside air counts as NO (HELL on Hardcore), not YES. */
  | {
      readonly kind: 'no-outside-air';
      readonly name: string;
      readonly station: boolean;
      readonly air: 'NO' | 'HELL';
    }
  | { readonly kind: 'crawl-missed'; readonly name: string }
  | {
      readonly kind: 'crawl-end';
      readonly name: string;
      readonly credits: number;
      readonly xp: number;
      readonly lost: readonly string[];
      /** §13 Shops: the names of those hired and of those sold at a shop down there (absent: none). */
      readonly hired?: readonly string[] | undefined;
      readonly sold?: readonly string[] | undefined;
    }
  | {
      readonly kind: 'construction';
      readonly step: 'building' | 'done' | 'failed';
      readonly what: string;
      readonly cost: number;
    }
  | { readonly kind: 'construction-cancelled'; readonly what: string }
  | { readonly kind: 'visit-skipped'; readonly why: 'no-teleporter' | 'no-trader' | 'passed' }
  | { readonly kind: 'timer-skipped' }
  | { readonly kind: 'recovered'; readonly at: RecoveryPoint }
  | { readonly kind: 'recovery-passed'; readonly at: RecoveryPoint }
  | { readonly kind: 'level-up'; readonly crewId: string; readonly level: number }
  | { readonly kind: 'victory'; readonly text: string }
  | { readonly kind: 'defeat'; readonly why: 'crew' | 'ship' };

export interface CampaignTurn {
  readonly campaign: CampaignState;
  /** What the phase is working on now, or null (the phase itself is the campaign machine's state). */
  readonly underway: Underway | null;
  /** What the story lines asked for and the turn has not done yet, in their order. */
  readonly pending: readonly StoryFollowUp[];
  readonly offer: TurnOffer | null;
  readonly flags: TurnFlags;
  /**
   * Quests activated this turn — moved on by play, or their location landed at (questProgress.ts): the
   * timer does not tick them (kraken.quest-timer).
   */
  readonly advanced: readonly string[];
  /** §7: a build whose builders' dice are being thrown. */
  readonly building: PendingBuild | null;
  /** The gambler's game under way at a gambler. */
  readonly gambling: Gambling | null;
  /** Records of the locations visited, by Starmap key. */
  readonly visits: Readonly<Record<string, VisitRecord>>;
  /** The next Starmap key's number (keys stay unique within the campaign). */
  readonly nextKey: number;
  readonly journal: readonly TurnNote[];
  /**
   * §6 Event: a story phase that handed the turn over for what an event asked for at once (a fight, a
   * crawl, a trader); it is taken up again when that is done. Absent when no phase waits.
   */
  readonly storyResume?: StoryResume;
}
