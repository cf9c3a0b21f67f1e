import type { EnemyProfile, EnemySpecies } from '../../../content/schemas/enemy';
import type { Item } from '../../../content/schemas/item';
import type {
  QuestObjective,
  QuestPenaltyEffect,
  QuestReward,
  QuestSheet,
} from '../../../content/schemas/quest';
import type { Weapon } from '../../../content/schemas/weapon';
import type { TileMap } from '../../../content/schemas/tileMap';
import type { DropGrid } from '../../../content/schemas/treasure';
import type { CombatLogEntry } from '../groundCombat/combatTypes';
import type { CrewMember, CrewTrait } from '../crew/crew';
import type { HireDraft } from './hire';
import type { Ship, ShipBox } from '../ship/state';
import type { ShipContent } from '../campaign/campaignShip';
import type { LocationKind } from '../../../content/schemas/location';
import type { SlotId } from '../crew/inventory';
import type { TreasureTable } from '../groundCombat/spoils';
import type { RollFaces, TileRoll } from '../../tilemap/dungeonRolls';
import type { ExplorationEnd, ExplorationEvent, SolveReward } from '../../tilemap/events';
import type { TileDrop, TileDropNote } from './tileTreasure';
import type { Exploration } from '../../tilemap/exploration';
import type { CampaignDifficulty, LocationRecord, LocationSetup, SpaceId } from '../../tilemap/types';
import type { WantedCaptive } from '../crew/captives';
import type { CgmBook } from '../../../content/cgm/book';
import type { CgmEventEntry } from '../../../content/schemas/cgm';
import type { CgmState } from '../cgm/state';
import type { StoryFollowUp, StoryNote } from '../campaign/storyPhase';
import type { SkipRecord } from '../campaign/storyTurn';

/**
 * The campaign's story book as a crawl carries it, so an LT tile's line runs at once (Space Kraken §13 LT:
 * activated immediately): the CGM book and events, the line tracker and skips, and what the lines run in
 * the crawl left for the campaign (their follow-ups and notes). A Quick crawl has none: its LT is noted.
 */
export interface CrawlStory {
  readonly book: CgmBook;
  readonly events: ReadonlyMap<string, CgmEventEntry>;
  readonly cgm: CgmState;
  readonly skips: SkipRecord;
  readonly oxygenCapacity: number;
  /** The slot of the line an LT has just started, waiting to run; null when none waits. */
  readonly waiting: number | null;
  /** The story event an Event tile has the team read now (§13 Event); absent when none waits. */
  readonly tileEvent?: string | undefined;
  /** The Event tiles read this exploration ("map:key"), each read once (Reading, kraken.cgm-event). */
  readonly tilesRead?: readonly string[] | undefined;
  readonly followUps: readonly StoryFollowUp[];
  readonly notes: readonly StoryNote[];
}

/**
 * The shapes of the dungeon crawl (Space Kraken §12–§13): its input, its context, its decision
 * events, the tasks a decision turns into while its dice are thrown, and what the exploration hands back.
 * Everything is plain JSON, so the context survives a save and a replay.
 */

/** A location as the machine explores it: the tile-map rules' set-up with a species the spawn table knows. */
export type DungeonLocation = LocationSetup & { readonly species: EnemySpecies };

/** What a ground combat needs beside the crew: content the pack provides. */
export interface CombatContent {
  readonly enemyProfiles: readonly EnemyProfile[];
  readonly treasureTable: TreasureTable;
  readonly dropGrids?: readonly DropGrid[] | undefined;
}

/** The pack's weapon and item lists: what a shop can sell (kraken.shop). */
export interface Catalogue {
  readonly weapons: readonly Weapon[];
  readonly items: readonly Item[];
  /** The pack's crew templates as crew members: who a shop can hire out (kraken.shop). */
  readonly crew?: readonly CrewMember[] | undefined;
  /** The pack's `preset` mark of a crew template, by its id, where the pack set one (§4; shop.ts). */
  readonly crewPreset?: Readonly<Record<string, boolean>> | undefined;
  /** The fold-out sheet each crew template is printed on, by its id, where the pack names one (§3.3; shop.ts). */
  readonly crewFoldOut?: Readonly<Record<string, string>> | undefined;
  /** The pack's crew traits: what a hire may gain as it is raised to its Level (kraken.shop, kraken.level-up). */
  readonly traits?: readonly CrewTrait[] | undefined;
}

export interface DungeonInput {
  readonly location: DungeonLocation;
  /** Shown in prompts and the log. */
  readonly locationName?: string | undefined;
  /** The location type's maps, in order: Map-ID n is `maps[(n - 1) % maps.length]` (mapIndexForId). */
  readonly maps: readonly TileMap[];
  readonly record?: LocationRecord | undefined;
  readonly campaignDifficulty: CampaignDifficulty;
  /** A practice crawl: undo works anywhere, whatever the difficulty (default false). */
  readonly practice?: boolean | undefined;
  readonly hasTeleporter: boolean;
  /** The whole crew: those deployed go down, the others stay on the ship. */
  readonly crew: readonly CrewMember[];
  /**
   * The rest of a campaign's crew sheet, not handed to the crawl (builders busy aboard, §7; the dead, §4):
   * never deployed, but a shop's crew rules count them (kraken.shop). Absent: the crew is the whole sheet.
   */
  readonly aboard?: readonly CrewMember[] | undefined;
  readonly credits: number;
  readonly xp?: number | undefined;
  /** Oxygen when landing; the capacity (25 + tanks of the deployed crew) when absent. */
  readonly oxygen?: number | undefined;
  /** Free story-line slots on the CGM line tracker (an LT starts a line only with one free). */
  readonly storyLineSlots: number;
  readonly combat: CombatContent;
  /** The pack's weapons and items for the shops' stock; a shop sells only ammo without it. */
  readonly catalogue?: Catalogue | undefined;
  /** The pack's quest sheet: a Quest Master's quest is rolled on it (d6); only the tile is noted without it. */
  readonly questSheet?: QuestSheet | undefined;
  /** The captives the campaign's Capture quests ask for: picked up after a won fight (kraken.capture-alien). */
  readonly wantedCaptives?: readonly WantedCaptive[] | undefined;
  /** The crew's ships and the pack's ship content: a shop trades in them (shipStall.ts); none: it cannot. */
  readonly ships?: CrawlShips | undefined;
  /** The campaign's story book: an LT's line then runs inside the crawl (§13 LT); absent in a Quick crawl. */
  readonly story?: Omit<CrawlStory, 'waiting' | 'followUps' | 'notes'> | undefined;
}

/** An enemy a ground combat put out of the fight (killed or captured), for the quests (kraken.quest-master). */
export interface DefeatedFoe {
  /** Its enemy profile id. */
  readonly enemy: string;
  readonly boss: boolean;
}

/** The quest rolled on the quest sheet at a Quest Master (kraken.quest-master). */
export interface RolledQuest {
  readonly sheetId: string;
  readonly roll: number;
  readonly quest: string;
  readonly objective: QuestObjective;
  readonly reward: QuestReward;
  readonly urgent: boolean;
  /** What failing it costs, typed (the quest timer applies it at the fourth tick); empty when nothing. */
  readonly penalty: readonly QuestPenaltyEffect[];
}

/** Something the campaign has to act on after the exploration: recorded, not resolved here. */
export type CampaignNote =
  | {
      readonly kind: 'story-line';
      readonly mapNumber: number;
      readonly key: string;
      readonly start: string;
      /** The slot the line took when it started at once inside the crawl (§13 LT). */
      readonly slot?: number | undefined;
    }
  | { readonly kind: 'event-tile'; readonly mapNumber: number; readonly key: string; readonly code: string }
  | {
      readonly kind: 'quest';
      readonly mapNumber: number;
      readonly key: string;
      /** The quest rolled on the pack's quest sheet; absent when there was no sheet. */
      readonly quest?: RolledQuest | undefined;
    }
  | { readonly kind: 'save-point'; readonly mapNumber: number; readonly key: string }
  | {
      readonly kind: 'trader';
      readonly mapNumber: number;
      readonly key: string;
      readonly code: string;
      /** The grade limit of a shop or an ammo dealer, when it has one. */
      readonly maxGrade: number | null;
    };

/** Treasure found on a tile: a drop of this grade, played at once (`tileDrops`); kept for the log. */
export interface TreasureFound {
  readonly mapNumber: number;
  readonly key: string;
  readonly grade: number;
}

/** The enemy or boss being dealt with. */
export interface ActiveEncounter {
  readonly key: string;
  readonly code: string;
  readonly boss: boolean;
  /** Difficulty + value; null while a '?' value is unknown. */
  readonly level: number | null;
  /**
   * The number on the tile; null while a '?' is unknown: §13 forbids throwing it before entering the combat,
   * so the avoid attempt or the fight throws it (kraken.random-value).
   */
  readonly value: number | null;
  /** Set when the fight is on: the ground combat gets this. */
  readonly request: EncounterRequest | null;
}

/** A weapon or item a gambler handed out, by the gambler's key on its map and the tile the team stood on. */
export interface GamblerGift {
  readonly mapNumber: number;
  readonly key: string;
  readonly position: string;
  readonly pieceId: string;
}

/** Exploration-phase PSI effects waiting for the next ground combat or loot roll (kraken.psi-exploration). */
export interface PsiArmed {
  /** PSI SURPRISE: added to the next initiative roll. */
  readonly initiativeBonus: number;
  /**
   * PSI DIVINATION: the shift (+3 or −3) for the next d20 loot roll, a fight's or a treasure tile's,
   * whichever comes first; 0 when none is armed.
   */
  readonly lootShift: number;
  /** PSI MIDAS TOUCH: 3 more credits if the next ground combat is won. */
  readonly midasCredits: number;
}

export type LeaveHow = 'exit' | 'back' | 'exit-location' | 'teleporter';

/** How a decision waits for its dice: the machine stores faces under each roll's key, then applies it. */
export type Task =
  | { readonly kind: 'map-ids'; readonly numbers: readonly number[] }
  | { readonly kind: 'deploy'; readonly entrance: SpaceId; readonly crewIds: readonly string[] }
  | { readonly kind: 'arrive'; readonly space: SpaceId }
  | { readonly kind: 'move'; readonly to: SpaceId; readonly knockOut: readonly string[] }
  | { readonly kind: 'activate'; readonly knockOut: readonly string[] }
  | {
      readonly kind: 'bulkhead';
      readonly bulkhead: string;
      readonly crewId: string;
      readonly knockOut: readonly string[];
    }
  | {
      readonly kind: 'crack';
      readonly bulkhead: string;
      readonly crewId: string;
      readonly slot: SlotId;
      readonly knockOut: readonly string[];
    }
  | {
      readonly kind: 'laser-disarm';
      readonly key: string;
      readonly crewId: string;
      readonly knockOut: readonly string[];
    }
  | {
      readonly kind: 'visit';
      readonly element: 'med' | 'clone' | 'shop' | 'ammo-dealer' | 'element' | 'quest' | 'hull';
      readonly key: string;
      readonly crewId: string | null;
      readonly knockOut: readonly string[];
    }
  | {
      readonly kind: 'portal-jump';
      readonly key: string;
      readonly choice: SpaceId | null;
      readonly knockOut: readonly string[];
    }
  | {
      readonly kind: 'leave';
      readonly how: LeaveHow;
      readonly keepUncleared: boolean;
      readonly knockOut: readonly string[];
    }
  | { readonly kind: 'mines'; readonly key: string; readonly disarmer: string | null }
  | { readonly kind: 'laser'; readonly key: string }
  | { readonly kind: 'begin'; readonly key: string }
  /** Entering the ground combat with the enemy in hand (its '?' value thrown now if still unknown). */
  | { readonly kind: 'fight' }
  | {
      readonly kind: 'avoid';
      readonly way: 'run' | 'camouflage' | 'charisma' | 'intimidate';
      readonly credits: number;
    }
  | { readonly kind: 'story-line'; readonly key: string }
  | { readonly kind: 'portal'; readonly choice: SpaceId | null }
  | {
      readonly kind: 'psi';
      readonly crewId: string;
      readonly power: string;
      readonly shift: 3 | -3 | undefined;
      readonly knockOut: readonly string[];
    }
  | { readonly kind: 'meditate'; readonly crewId: string }
  | { readonly kind: 'item'; readonly crewId: string; readonly slot: SlotId; readonly targetId: string }
  | { readonly kind: 'reward'; readonly option: number }
  /** The die of the treasure drop in hand (`tileDrops[0]`). */
  | { readonly kind: 'tile-drop' }
  /** A piece handed to the gambler and its d6 (kraken.gambler). */
  | {
      readonly kind: 'gamble';
      /** Sell the piece for half its value (no die) rather than gamble it. */
      readonly sell?: boolean | undefined;
      readonly key: string;
      readonly crewId: string;
      readonly slot: SlotId;
      readonly knockOut: readonly string[];
    };

/** A throw as the log keeps it, for the narration. */
export interface DungeonRoll {
  readonly requestId: string;
  readonly purpose: string;
  readonly faces: readonly (readonly number[])[];
  readonly narration: string;
  readonly odds: number | null;
}

/**
 * The dungeon crawl as the rules see it: everything the machine keeps except how it follows its dice
 * request and the invoked fight (`machines/kraken/dungeon/types.ts` adds those to make its context).
 */
export interface DungeonState {
  readonly locationName: string;
  /** The location as the log notes it; `exploration.location` once deployed. */
  readonly location: DungeonLocation;
  readonly maps: readonly TileMap[];
  /** The d20 Map-ID of each map number, null until rolled. */
  readonly mapIds: readonly (number | null)[];
  /** How the missing Map-IDs are rolled: all at once, or each on first entry; null until chosen. */
  readonly mapIdsMode: 'all-now' | 'on-entry' | null;
  readonly record: LocationRecord;
  readonly campaignDifficulty: CampaignDifficulty;
  /** A practice crawl: undo is not limited by the difficulty. */
  readonly practice: boolean;
  readonly hasTeleporter: boolean;
  /** Full crew sheets (equipment, PSI, attributes); HP of the deployed ones lives in `exploration.crew`. */
  readonly sheets: readonly CrewMember[];
  readonly credits: number;
  readonly xp: number;
  readonly startOxygen: number | null;
  readonly storyLineSlots: number;
  readonly combat: CombatContent;
  readonly catalogue: Catalogue;
  /** The quest sheet a Quest Master's quest is rolled on; null: only the tile is noted. */
  readonly questSheet: QuestSheet | null;
  /** The captives the campaign's Capture quests asked for when the crew went down. */
  readonly wantedCaptives?: readonly WantedCaptive[] | undefined;
  /** The crew's ships as a shop here leaves them (shipStall.ts); absent: the crawl trades in no ships. */
  readonly ships?: CrawlShips | null | undefined;
  /** The rest of the campaign's crew sheet, not handed down (`DungeonInput.aboard`); absent: none. */
  readonly aboard?: readonly CrewMember[] | undefined;
  /** Enemies the exploration's fights put out of the fight, for the quests. */
  readonly defeated?: readonly DefeatedFoe[] | undefined;
  /** The map the team lands on (1, or deeper with the teleporter); null until chosen. */
  readonly deployMap: number | null;
  readonly exploration: Exploration | null;
  readonly task: Task | null;
  readonly faces: RollFaces;
  /** The throw being waited on. */
  readonly roll: TileRoll | null;
  readonly seq: number;
  readonly encounter: ActiveEncounter | null;
  readonly psi: PsiArmed;
  readonly treasures: readonly TreasureFound[];
  /** Treasure-tile drops being played, the one in hand first (kraken.treasure-tile). */
  readonly tileDrops: readonly TileDrop[];
  /**
   * Pieces a gambler handed out on this visit (kraken.gambler: it does not take back what it gave you this
   * turn); forgotten once the team stands elsewhere.
   */
  readonly gamblerGifts?: readonly GamblerGift[] | undefined;
  readonly loot: readonly EncounterLoot[];
  readonly reward: { readonly xp: number; readonly treasures: number; readonly grade: number } | null;
  readonly notes: readonly CampaignNote[];
  /** Crew members erased (sacrificed in an escape) or lost with the team. */
  readonly lost: readonly string[];
  /** What happened, as data, one or more entries per applied step; `narrateJournal` (narration.ts) words them. */
  readonly journal: readonly DungeonJournalEntry[];
  readonly rolls: readonly DungeonRoll[];
  /** Why the last step could not be applied after its dice (should never happen; kept for the log). */
  readonly problem: string | null;
  /**
   * The log of every ground combat fought so far, in order, as each fight's output handed it back (the
   * running fight's own log is in the invoked child): for the narrated log.
   */
  readonly fightLogs: readonly (readonly CombatLogEntry[])[];
  /** The campaign's story book (§13 LT); absent in a Quick crawl and in crawls saved before it came. */
  readonly story?: CrawlStory | undefined;
  /** A hire under way at the shop with this key, step by step (kraken.shop, hire.ts); absent when none. */
  readonly hire?: { readonly key: string; readonly draft: HireDraft } | undefined;
}

/** What the exploration hands back to the campaign when it is over. */
export interface DungeonOutput {
  readonly end: ExplorationEnd | null;
  readonly crew: readonly CrewMember[];
  readonly lost: readonly string[];
  readonly oxygen: number;
  readonly credits: number;
  readonly xp: number;
  readonly record: LocationRecord;
  readonly mapIds: readonly (number | null)[];
  readonly treasures: readonly TreasureFound[];
  readonly loot: readonly EncounterLoot[];
  readonly reward: DungeonState['reward'];
  readonly solveReward: SolveReward | null;
  readonly notes: readonly CampaignNote[];
  readonly psi: PsiArmed;
  /** Enemies the fights put out of the fight (killed or captured), for the campaign's quests. */
  readonly defeated?: readonly DefeatedFoe[] | undefined;
  /** The crew's ships as the shops of the crawl left them (the one flying first); absent: not carried. */
  readonly fleet?: readonly Ship[] | undefined;
  /** The story as the crawl's LT lines left it (the tracker, their follow-ups and notes); absent without one. */
  readonly story?: CrawlStory | undefined;
}

export type { DungeonDecision, StallDecision, TradeDecision, TreasureDecision } from './decisions';
import type { DungeonDecision } from './decisions';

/** A candidate decision as the ChoiceBar lists it: label, the exact odds of the roll it starts, the rule. */
export interface Offer {
  readonly id: string;
  readonly label: string;
  readonly event: DungeonDecision;
  readonly odds?: number | null;
  readonly rule?: string;
  readonly hint?: string;
  /** The ChoiceBar's steps to it, outermost first (a crew member, then a PSI power); see Choice.group. */
  readonly group?: readonly string[];
  /** Its label inside its innermost step. */
  readonly short?: string;
  /** Shown on the choice: what it costs ("1 oxygen"). */
  readonly cost?: string;
  /** Why it is shown but cannot be taken (a roll with no chance). */
  readonly disabled?: string;
}

/** Any event the machine may ask about: the rules only read its type to tell their own decisions apart. */
export interface TypedEvent {
  readonly type: string;
}

/**
 * One journal entry as data: ids, numbers and the pack's names, never sentences. `narrateJournal` in
 * narration.ts is the one place that words them.
 */
export type DungeonJournalEntry =
  | {
      readonly kind: 'exploration';
      readonly event: ExplorationEvent;
      /** The map whose graph names the event's spaces and elements (null: none known). */
      readonly mapNumber: number | null;
      /** The names of the crew the event mentions, as they were when it happened. */
      readonly crew: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'map-id'; readonly mapNumber: number; readonly mapId: number | null }
  | {
      readonly kind: 'quest';
      readonly sheet: string;
      readonly roll: number;
      readonly quest: string;
      readonly objective: { readonly kind: string; readonly detail: string };
      readonly reward: { readonly credits: number; readonly xp: number };
      /** The penalty when the quest is urgent, null otherwise. */
      readonly penalty: string | null;
    }
  | {
      readonly kind: 'psi';
      readonly crew: string;
      readonly power: string;
      readonly success: boolean;
      readonly hpLost: number;
    }
  | { readonly kind: 'loot-shift'; readonly shift: number; readonly amount: number }
  /** A captured alien picked up for a Capture quest (`crew` its carrier's name), or left behind. */
  | { readonly kind: 'captive'; readonly crew: string | null; readonly enemy: string }
  | {
      readonly kind: 'gamble';
      readonly crew: string;
      readonly piece: string;
      readonly grade: number;
      readonly full: boolean;
      readonly counted: number;
      readonly face: number;
      readonly result: number;
    }
  | { readonly kind: 'gambler-sale'; readonly crew: string; readonly piece: string; readonly price: number }
  | {
      readonly kind: 'modded';
      readonly crew: string;
      readonly weapon: string;
      readonly price: number;
      readonly mod: 'ammo' | 'damage' | 'both';
    }
  | {
      /** Ship business at a shop (shipStall.ts). */
      readonly kind: 'ship-deal';
      readonly action: 'system-bought' | 'system-sold' | 'ship-bought' | 'ship-sold';
      readonly what: string;
      readonly ship: string;
      readonly price: number;
    }
  | {
      readonly kind: 'crew-hired' | 'crew-sold';
      readonly crew: string;
      readonly level: number;
      readonly price: number;
    }
  | {
      readonly kind: 'bought';
      readonly crew: string;
      readonly piece: string;
      readonly grade: number;
      readonly price: number;
      readonly rare: boolean;
      readonly slot: SlotId;
    }
  /** `what`: the sold slot's contents in words (the pack's names). */
  | { readonly kind: 'sold'; readonly crew: string; readonly what: string; readonly price: number }
  | {
      readonly kind: 'ammo-bought';
      readonly crew: string;
      readonly weapon: string;
      readonly magazines: number;
      readonly price: number;
      readonly slot: SlotId;
    }
  | {
      readonly kind: 'avoid';
      readonly code: string;
      readonly way: 'run' | 'camouflage' | 'charisma' | 'intimidate';
      readonly success: boolean;
    }
  | { readonly kind: 'meditate'; readonly crew: string; readonly success: boolean }
  | {
      readonly kind: 'item-heal';
      readonly crew: string;
      readonly item: string;
      readonly target: string;
      readonly amount: number;
    }
  | { readonly kind: 'solve-reward'; readonly treasures: number; readonly grade: number }
  /** `piece`: the piece's id (its kind when it has none), worded as the id as the journal always has. */
  | { readonly kind: 'left-behind'; readonly piece: string }
  | { readonly kind: 'stowed'; readonly crew: string; readonly slot: SlotId }
  /** A step the rules refused after its dice: the refusal's reason as the rule gave it. */
  | { readonly kind: 'not-done'; readonly reason: string }
  /** A step of a treasure tile's drop (tileTreasure.ts), as the tilemap rules report it. */
  | { readonly kind: 'tile-drop'; readonly note: TileDropNote };

/*
 * The encounter request (encounterRequest.ts builds it) and the crawl's ships (shipStall.ts trades in them)
 * are declared here, with the state that holds them, so the state's types import no rule file.
 */

/** The air of the fight, in the ground-combat rules' words (kraken.combat-loop). */
export type CombatAtmosphere = 'breathable' | 'non-breathable' | 'hell';

export interface EncounterRequest {
  /** The element key of the enemy or boss on the map. */
  readonly key: string;
  /** Its code, e.g. "E2" or "BOSS?". */
  readonly code: string;
  /** The deployed crew with their current HP and condition. */
  readonly crew: readonly CrewMember[];
  readonly encounter: {
    readonly difficulty: number;
    readonly locationKind: LocationKind;
    readonly atmosphere: CombatAtmosphere;
    /** Map number within the location, 1..9 (second primaries and minions depend on it). */
    readonly map: number;
    /** The number on the tile; an E? / BOSS? value is thrown on entering the combat (or the avoid attempt). */
    readonly elementValue: number;
    /** Primary enemy level: difficulty + element value. */
    readonly level: number;
    readonly boss: boolean;
    readonly ambush: boolean;
    readonly species: EnemySpecies;
  };
  readonly enemyProfiles: readonly EnemyProfile[];
  readonly treasureTable: TreasureTable;
  readonly dropGrids?: readonly DropGrid[] | undefined;
  /** The catalogue's piece names by id, so the spoils name what a row offers. */
  readonly pieceNames?: Readonly<Record<string, string>> | undefined;
  /** The shared oxygen store when the fight begins. */
  readonly oxygen: number;
  /**
   * PSI SURPRISE cast during the exploration: added to the crew's initiative roll of the fight (spent with
   * the fight).
   */
  readonly initiativeBonus: number;
  /**
   * PSI DIVINATION cast during the exploration: added to the fight's first d20 loot roll (kept on 1..20);
   * a fight that is not won leaves it armed.
   */
  readonly lootShift: number;
}

/** Something the spoils gave: a stimpack, a weapon, an item or ammo (the ground combat's `GainedItem`). */
export type EncounterLoot = { readonly kind: string; readonly grade: number } & Readonly<
  Record<string, unknown>
>;

/** The crew's ships as a crawl carries them: the one flying first, the pack's ship content, a kept box. */
export interface CrawlShips {
  readonly fleet: readonly Ship[];
  readonly content: ShipContent;
  /** The box of the flying ship a build under way will fill (kraken.ship-construction). */
  readonly reserved?: ShipBox | undefined;
}
