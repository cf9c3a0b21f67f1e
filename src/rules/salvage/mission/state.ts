import type { Board, Level } from '../../board/types';
import type {
  Gear,
  MissionTheme,
  UnitCard,
  UnitRole,
  UnitStats,
  EventCard,
} from '../../../content/schemas/salvage';
import type { SalvageMission, WinCondition, CompanyBond } from '../../../content/schemas/salvageMission';
import type {
  ConditionId,
  DangerLevel,
  HazardNumber,
  InjuryId,
  ManifestationId,
  SalvageQuality,
} from '../types';
import type { Effect } from './effects.types';
import type { JournalEvent } from './journal.types';
import type { CrewSide, PostGameStep, Spot } from './basics.types';

/**
 * The state of a salvage skirmish company and of the mission it is on: plain JSON data, changed only by the
 * pure functions of this folder. The machine keeps one `Mission` in its context.
 */

export type { CrewSide, PostGameStep, Spot } from './basics.types';
export type Side = CrewSide | 'site';

export type PlayMode = 'solo' | 'hotseat';

/** An injury or blight effect that lasts a number of missions (null: for good). */
export interface Lasting<T extends string> {
  readonly id: T;
  readonly missionsLeft: number | null;
}

/** One Boiler of a company's roster: what carries from mission to mission. */
export interface RosterBoiler {
  readonly id: string;
  readonly cardId: string;
  readonly name: string;
  readonly role: Exclude<UnitRole, 'hostile'>;
  /** Card stats after permanent injuries. */
  readonly stats: UnitStats;
  readonly gear: readonly string[];
  readonly injuries: readonly Lasting<InjuryId>[];
}

/** A company: its roster and what it owns between missions. */
export interface Company {
  readonly side: CrewSide;
  readonly name: string;
  readonly roster: readonly RosterBoiler[];
  readonly scrip: number;
  readonly blight: number;
  /** Salvage tokens brought home and not yet sold. */
  readonly salvage: readonly SalvageQuality[];
  /** Items kept in the stash (gear ids). */
  readonly stash: readonly string[];
  /** Steps climbed on the company bond track. */
  readonly bond: number;
  /** Blight manifestations that hang over the next missions; `target` names a Boiler where one is hit. */
  readonly manifestations: readonly (Lasting<ManifestationId> & { readonly target: string | null })[];
  readonly missionsPlayed: number;
  /** Boilers killed, by name (the roster's memory). */
  readonly fallen: readonly string[];
}

export type UnitStatus = 'active' | 'mortallyWounded' | 'escaped';

/** A unit on the board for this mission: a Boiler of a crew or a hostile of the site. */
export interface Unit {
  readonly id: string;
  readonly cardId: string;
  readonly name: string;
  readonly side: Side;
  readonly role: UnitRole;
  readonly stats: UnitStats;
  readonly health: number;
  readonly maxHealth: number;
  /** Power left in the current activation. */
  readonly power: number;
  readonly exert: number;
  readonly concentrate: number;
  readonly conditions: readonly ConditionId[];
  readonly gear: readonly string[];
  /** Gear the unit started the mission with (what an unescaped survivor keeps). */
  readonly startingGear: readonly string[];
  /** Salvage tokens carried, by quality. */
  readonly salvage: readonly SalvageQuality[];
  /** Null once it has left the board through an airlock. */
  readonly at: Spot | null;
  /** Hostiles: Alert (acts on its Motivations) or Unalert (wanders). */
  readonly alert: boolean;
  readonly status: UnitStatus;
  readonly activated: boolean;
  /** Actions taken in the current activation (Blinded: one; Nerve Damage: the first costs 1 more). */
  readonly actionsTaken: number;
  readonly exertedNow: boolean;
  /** Heavy weapons used this round. */
  readonly heavyUsed: readonly string[];
  /** Hostiles: searched for scrip once Mortally Wounded. */
  readonly searched: boolean;
  /** Boilers: lasting injuries that bite this mission. */
  readonly injuries: readonly InjuryId[];
  /** Boilers: blight manifestations that bite this mission. */
  readonly curses: readonly ManifestationId[];
  /** Activations this mission (Burned Circuits bites the first). */
  readonly activations: number;
  /** The carried item that makes it Pickled (conditions table †: removed with that item); null: none. */
  readonly pickledBy: string | null;
}

export interface NoiseMarker {
  readonly at: Spot;
  readonly by: string | null;
}

export interface AirlockState {
  readonly id: string;
  readonly uses: number;
  readonly locked: boolean;
}

export interface SalvageSiteState {
  readonly id: string;
  readonly extractions: number;
}

export interface HazardState {
  readonly id: string;
  readonly hazard: HazardNumber | null;
  /** Explosive containers are removed once damaged. */
  readonly removed: boolean;
}

export type SetupStep =
  'theme' | 'salvage' | 'deployment' | 'airlocks' | 'hazards' | 'hostiles' | 'winConditions' | 'gameLength';

export const SETUP_STEPS: readonly SetupStep[] = [
  'theme',
  'salvage',
  'deployment',
  'airlocks',
  'hazards',
  'hostiles',
  'winConditions',
  'gameLength',
];

/** Each set-up step as a player reads it (the quick reference's mission set-up, in its order). */
export const SETUP_STEP_NAMES: Readonly<Record<SetupStep, string>> = {
  theme: 'Theme',
  salvage: 'Salvage',
  deployment: 'Deployment',
  airlocks: 'Airlocks',
  hazards: 'Hazards',
  hostiles: 'Hostiles',
  winConditions: 'Win conditions',
  gameLength: 'Game length',
};

export const POST_GAME_STEPS: readonly PostGameStep[] = [
  'injuries',
  'transitFind',
  'blightCheck',
  'companyBond',
  'downtime',
];

/** Each post-game step as a player reads it. */
export const POST_GAME_STEP_NAMES: Readonly<Record<PostGameStep, string>> = {
  injuries: 'Injuries',
  transitFind: 'Transit find',
  blightCheck: 'Blight check',
  companyBond: 'Company bond',
  downtime: 'Downtime',
};

/** Where the mission stands: the phase loop of the quick reference. */
export type Stage =
  | { readonly kind: 'setup'; readonly step: SetupStep }
  | { readonly kind: 'boilerPhase'; readonly active: string | null; readonly turn: CrewSide | null }
  | { readonly kind: 'enemyPhase'; readonly part: 'unalert' | 'alert' | 'event' }
  | { readonly kind: 'endPhase' }
  | { readonly kind: 'postGame'; readonly step: PostGameStep }
  | { readonly kind: 'over' };

/** Everything content-side the mission reads, looked up once when it starts. */
export interface MissionContent {
  readonly mission: SalvageMission;
  readonly board: Board;
  readonly themes: readonly MissionTheme[];
  readonly units: readonly UnitCard[];
  readonly gear: readonly Gear[];
  readonly events: readonly EventCard[];
  readonly bond: CompanyBond | null;
}

export interface CrewMission {
  readonly side: CrewSide;
  readonly winCondition: WinCondition | null;
  readonly won: boolean;
  /** Hostiles searched by this crew. */
  readonly searched: number;
  /** Rounds this crew plays (one fewer once the other crew has met its win condition). */
  readonly roundLimit: number | null;
  /** Boss perk already used this mission. */
  readonly perkUsed: boolean;
  readonly extraPowerFor: string | null;
  /** Injury 32 Damaged Filters: the crew's first Blight gain of this mission has had its +1. */
  readonly filtersBitten: boolean;
}

export interface Mission {
  readonly mode: PlayMode;
  readonly content: MissionContent;
  readonly companies: Readonly<Partial<Record<CrewSide, Company>>>;
  readonly crews: Readonly<Partial<Record<CrewSide, CrewMission>>>;
  readonly stage: Stage;
  readonly round: number;
  readonly roundLimit: number | null;
  readonly theme: MissionTheme | null;
  readonly danger: number;
  readonly units: readonly Unit[];
  readonly noise: readonly NoiseMarker[];
  readonly airlocks: readonly AirlockState[];
  readonly doors: Readonly<Record<string, boolean>>;
  /** An event has thrown every airlock open: they cycle without a test. */
  readonly airlocksOpen: boolean;
  readonly sites: readonly SalvageSiteState[];
  readonly hazards: readonly HazardState[];
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  /** The side that won initiative this round (the solo crew always has it). */
  readonly initiative: CrewSide | null;
  /** Effects waiting to be applied, first in line first. */
  readonly queue: readonly Effect[];
  /** What happened, one line a step, newest last. */
  /** What happened, as data; narrate.ts words it. Derived: a save replays it. */
  readonly journal: readonly JournalEvent[];
  /** The last card drawn and the row read. */
  readonly lastEvent: { readonly cardId: string; readonly level: DangerLevel; readonly text: string } | null;
  /** Extra blight gained per new Danger section (themes and manifestations). */
  readonly blightPerSection: number;
  /** Post-game reports, one line each, for the summary screen. */
  readonly report: readonly string[];
  /** Which crew's units still have to act this part of a phase (Enemy phase: hostiles in order). */
  readonly order: readonly string[];
  readonly seq: number;
  /** A choice a rule leaves to the player (a Blight result's "one Boiler"); the queue waits on it. */
  readonly choice: PendingChoice | null;
  /** A won Shove waiting for the winner's direction and distance (`shove.push`); the queue waits on it. */
  readonly shove: PendingShove | null;
}

/** Shove: "Win = push defender any direction up to your Muscle stat in inches" — the winner chooses. */
export interface PendingShove {
  readonly attacker: string;
  readonly target: string;
  /** The most it may be pushed: the winner's Muscle, inches. */
  readonly inches: number;
}

export interface PendingChoice {
  readonly purpose: string;
  readonly rule: string;
  readonly candidates: readonly string[];
  /** Steps to run with `$pick` replaced by the chosen id. */
  readonly then: readonly Effect[];
}

export type { Level, SalvageMission, WinCondition, CompanyBond };
