import type { CombatEvent, DamageRecord, Outcome } from './combatEvents';
import type { EnemyAction, EnemyAttack, EnemyProfile, EnemySpecies } from '../../../content/schemas/enemy';
import type { LocationKind } from '../../../content/schemas/location';
import type { AttackPlan } from './attack';
import type { CrewMember } from '../crew/crew';
import type { EnemyState, LastAction } from './enemyTurn';
import type { EscapeChoice } from './escape';
import type { Side } from './initiative';
import type { HandSlot, SlotId } from '../crew/inventory';
import type { Atmosphere } from '../crew/oxygen';
import type { PrototypeEffect, PrototypeInput } from '../crew/prototypes';
import type { RollNeed } from '../crew/rolls';
import type { GivenFoe, SpawnState } from './spawn';
import type { TreasureDropKind, TreasureTable } from './spoils';

export type { DamageRecord, Outcome } from './combatEvents';

/**
 * The data of one whole ground combat (Space Kraken §14, Ground combat loop; kraken.combat-loop), from the
 * first spawn die to the last treasure drop. The ground-combat machine keeps a `Fight` in its context and
 * changes it only through the pure functions of the `combat*.ts` files; everything here is plain JSON.
 */

/** Where the fight happens and what kind of fight it is (§12 location parameters, §13 enemy tiles). */
export interface Encounter {
  /** Location difficulty, added to the element value for the primary level (kraken.spawn-enemies). */
  readonly difficulty: number;
  readonly locationKind: LocationKind;
  readonly atmosphere: Atmosphere;
  /** Map number within the location, 1..9. */
  readonly map: number;
  /** The number after E or B on the map, or '?' for a value rolled as a d3 (kraken.random-value). */
  readonly elementValue: number | '?';
  readonly boss: boolean;
  readonly ambush: boolean;
  /** The location's species: the first primary enemy is one of these. */
  readonly species: EnemySpecies;
  /** An event's fight: its enemies as the event lists them, placed without spawn rolls (`SpawnSetup.foes`). */
  readonly foes?: readonly GivenFoe[] | undefined;
}

/** A treasure drop grid row, as the content pack prints it (left and right piece ids per d6 face). */
export interface DropGridLike {
  readonly list: 'weapons' | 'items';
  readonly grade: number;
  readonly rows: readonly { readonly roll: number; readonly left: string; readonly right: string }[];
}

export interface FightInput {
  readonly crew: readonly CrewMember[];
  readonly encounter: Encounter;
  /** Every enemy profile the fight may unfold, by species and level. */
  readonly enemyProfiles: readonly EnemyProfile[];
  readonly treasureTable: TreasureTable;
  /** The crew's shared oxygen store when the fight begins. */
  readonly oxygen: number;
  /** Weapon and item pages read with a d6 for weapon and item drops; without them a drop names its row only. */
  readonly dropGrids?: readonly DropGridLike[] | undefined;
  /** The names of the pieces the drop grids list, by id, so a spoils choice reads "Take the Rail Rifle". */
  readonly pieceNames?: Readonly<Record<string, string>> | undefined;
  /**
   * The prototype page (tables by category, and the category of each piece the drop grids name); without
   * it a prototype drop is noted as one and its effect is left to the player (kraken.prototype-drop).
   */
  readonly prototypeEffects?: PrototypeInput | undefined;
  /** PSI SURPRISE cast during the exploration: added to the crew's initiative roll (kraken.psi-exploration). */
  readonly initiativeBonus?: number | undefined;
  /**
   * PSI DIVINATION cast during the exploration: added to the fight's first d20 loot roll (+3 or −3, chosen
   * before the roll), the result kept on the treasure table's 1..20 (kraken.psi-exploration).
   */
  readonly lootShift?: number | undefined;
}

/** What a crew member's turn in the fight looks like, beside their sheet (`CrewMember`). */
export interface CrewStatus {
  /** In Cover: +1 armour (+3 against explosives), enemy hits need 1 more, until their next activation. */
  readonly cover: boolean;
  readonly activationsLeft: number;
  /** Activated this turn: only crew not yet activated may join an escape. */
  readonly activated: boolean;
  /** How they attacked in their last activation (enemy target priority). */
  readonly lastAction: LastAction;
  /** PSI CONCENTRATE: +amount to Melee or Ranged until the end of their next activation. */
  readonly concentrate: { readonly attribute: 'melee' | 'ranged'; readonly amount: number } | null;
  /** The concentrate bonus is being used in the current activation and ends with it. */
  readonly concentrateArmed: boolean;
  /** Attack re-rolls used this turn (lone wolf, re-roll items). */
  readonly rerollsUsed: number;
  /** An enemy's hindering action: their hit rolls need this much more until the end of their next activation. */
  readonly hindered: number;
  readonly psiThisActivation: boolean;
  readonly psiLastActivation: boolean;
}

/** A PSI power as the player sends it: the power's id and whatever it aims at. */
export interface PsiUse {
  readonly power: string;
  /** The crew member a support power helps (Cure, Concentrate, Taunt, Motivation). */
  readonly crewId?: string | undefined;
  /** The enemy a single-target power strikes (Attack, Blast, Confuse). */
  readonly enemyId?: string | undefined;
  /** PSI CONCENTRATE: which attribute it raises. */
  readonly attribute?: 'melee' | 'ranged' | undefined;
  /** PSI TELEKINESIS: one piece of equipment from one crew member's slot to another's. */
  readonly transfer?:
    | {
        readonly fromCrewId: string;
        readonly fromSlot: SlotId;
        readonly toCrewId: string;
        readonly toSlot: SlotId;
      }
    | undefined;
}

/** The crew member acting now: a turn activation, or the free reaction action while enemies spawn. */
export interface Activation {
  readonly crewId: string;
  readonly kind: 'reaction' | 'turn';
  /** Their status before the activation, put back if the player changes their mind before acting. */
  readonly before: CrewStatus;
  readonly acted: boolean;
  /** A failed escape ends the crew's turn at once (kraken.escape-ground-combat). */
  readonly turnOver: boolean;
  readonly unjamSlot: SlotId | null;
  readonly escape: EscapeChoice | null;
  readonly meditating: boolean;
  readonly psi: PsiUse | null;
}

export type FlankState = 'none' | 'pending' | 'passed' | 'failed';

/** An attack between its announcement and its last hit die. */
export interface PendingAttack {
  readonly crewId: string;
  readonly plan: AttackPlan;
  /** The hand whose weapon fires (null for fists or an item). */
  readonly slot: HandSlot | null;
  /** The slot of an item used as an attack (a grenade), used up when the attack is over. */
  readonly itemSlot: SlotId | null;
  /** Enemy uid per hit die: one per enemy for an explosive, else one per attack (or one for all). */
  readonly targets: readonly string[];
  readonly flank: FlankState;
  readonly faces: readonly number[];
  /** Dice already past the re-roll offer. */
  readonly settled: number;
  /**
   * Chain Attack (crew trait rule 'chain-attack'): the enemies to attack next, in order, each time a melee
   * attack of this crew member defeats its target. The hit dice of every part follow one another in
   * `faces`; combatChain.ts splits them into parts.
   */
  readonly chain?: readonly string[] | undefined;
  /** How many chained attacks came before this one in the activation (0 or absent: the announced one). */
  readonly link?: number | undefined;
}

/** One enemy's activation. */
export interface EnemyTurn {
  readonly uid: string;
  /** Table rolls left this activation, the current one included. */
  readonly actionsLeft: number;
  readonly actionNumber: number;
  readonly action: EnemyAction | null;
  readonly attack: EnemyAttack | null;
  /** Crew members the player may pick from as this attack's target (kraken.enemy-target-priority). */
  readonly candidates: readonly string[];
  /** Crew id per hit die (an explosive: one per conscious crew member), or the one target. */
  readonly targets: readonly string[];
  readonly faces: readonly number[];
  /** PSI SHIELD: the offer was answered for this attack; the crew member it is being tried for; who it saved. */
  readonly shieldAsked: boolean;
  readonly shieldFor: string | null;
  readonly shielded: string | null;
}

export type AmmoOption =
  { readonly magazines: 1; readonly grade: number } | { readonly magazines: 2; readonly belowGrade: number };

/** What the spoils gave, for the exploration to put into inventories. */
export type GainedItem =
  | { readonly kind: 'stimpack'; readonly grade: number }
  | {
      readonly kind: 'weapon' | 'item';
      readonly grade: number;
      /** The d6 row of the grade's list. */
      readonly row: number;
      /** The piece chosen; null when no drop grid of that grade was given (the player looks it up). */
      readonly id: string | null;
      /** A prototype: apply an effect from the prototype page (kraken.prototype-drop). */
      readonly prototype: boolean;
      /**
       * The prototype effect rolled on the table of the piece's category (`applyPrototype` puts it on the
       * piece); null when no table applies to it. Absent when it is no prototype, or when the piece or the
       * prototype page was not known to the fight (the player looks the effect up).
       */
      readonly prototypeEffect?: PrototypeEffect | null | undefined;
    }
  | { readonly kind: 'ammo'; readonly grade: number; readonly option: AmmoOption };

export type SpoilsStage = 'choice' | 'd20' | 'cash' | 'row' | 'pick' | 'ammo';

export interface SpoilsState {
  /** Treasure grade of each drop (one per defeated primary). */
  readonly drops: readonly number[];
  readonly index: number;
  readonly stage: SpoilsStage;
  readonly drop: TreasureDropKind | null;
  readonly prototype: boolean;
  readonly row: number | null;
  readonly credits: number;
  readonly items: readonly GainedItem[];
  /**
   * A picked prototype waiting for its effect die: the prototype table's row is read at the 'row' stage,
   * like the row of a drop list.
   */
  readonly effectFor?: { readonly id: string; readonly kind: 'weapon' | 'item'; readonly row: number } | null;
}

export interface InitiativeState {
  /** Crew put in Cover for the first turn: they are left out of the roll and do not act on turn 1. */
  readonly cover: readonly string[];
  readonly crewFace: number | null;
  readonly enemyFace: number | null;
  readonly crewTotal: number | null;
  readonly enemyTotal: number | null;
  readonly first: Side | null;
}

/** A die as the log keeps it: the faces, what they were added to, what they had to reach and the odds. */
export interface RollRecord {
  readonly faces: readonly number[];
  readonly modifier: number;
  readonly target: number | null;
  readonly success: boolean | null;
  readonly odds: number | null;
}

interface CombatLogStamp {
  readonly turn: number;
  /** The dice request id or `decision-N` that caused it ('start' before any). */
  readonly cause: string;
  readonly roll?: RollRecord | undefined;
  readonly damage?: DamageRecord | undefined;
}

/**
 * One line of the combat log: what happened as a `CombatEvent` (combatEvents.ts), put into words by
 * combatNarration.ts. The log holds no free sentences.
 */
export type CombatLogEntry = CombatLogStamp & { readonly event: CombatEvent };

export type FightPhase = 'spawn' | 'initiative' | 'turn' | 'spoils' | 'over';
export type TurnStep = 'oxygen' | 'crew' | 'enemies' | 'recharge';
export interface Fight {
  readonly encounter: Encounter;
  readonly profiles: readonly EnemyProfile[];
  readonly treasureTable: TreasureTable;
  readonly dropGrids: readonly DropGridLike[];
  /** Piece names by id (absent in fights saved before names were kept: the id stands in). */
  readonly pieceNames?: Readonly<Record<string, string>>;
  readonly prototypes: PrototypeInput | null;
  readonly crew: readonly CrewMember[];
  readonly status: Readonly<Record<string, CrewStatus>>;
  /** Revealed enemies, top to bottom (the order they act in). */
  readonly enemies: readonly EnemyState[];
  readonly spawn: SpawnState;
  readonly reaction: 'none' | 'pending' | 'taken';
  readonly initiative: InitiativeState;
  readonly phase: FightPhase;
  readonly turn: number;
  readonly step: TurnStep | null;
  readonly oxygen: number;
  /** Oxygen that could not be paid: each unit knocks out a crew member of the player's choice. */
  readonly oxygenOwed: number;
  readonly flankTried: boolean;
  readonly escapeAttempts: number;
  /** PSI FLASH: added to the next escape roll. */
  readonly escapeBonus: number;
  /** PSI SURPRISE (exploration): added to the crew's initiative roll of this fight. */
  readonly initiativeBonus: number;
  /** PSI DIVINATION (exploration): added to the next d20 loot roll, then spent (0). */
  readonly lootShift: number;
  /** PSI TAUNT: every enemy targets this crew member on the next enemy turn. */
  readonly taunt: string | null;
  readonly activation: Activation | null;
  readonly attack: PendingAttack | null;
  readonly enemyTurn: EnemyTurn | null;
  /** Enemies that have taken their activation this turn. */
  readonly enemiesActed: readonly string[];
  /** Armour an enemy's hardening action added, by enemy uid, until the end of the fight. */
  readonly hardened: Readonly<Record<string, number>>;
  readonly outcome: Outcome | null;
  /** Crew members sacrificed in a successful escape: erased with their equipment. */
  readonly erased: readonly string[];
  readonly xp: number;
  readonly spoils: SpoilsState;
  readonly log: readonly CombatLogEntry[];
  readonly cause: string;
  readonly decisions: number;
}

/** A roll the fight needs now, with who throws it. */
export interface CombatRoll {
  readonly need: RollNeed;
  readonly who: string | null;
}

/** What the fight hands back to the exploration that started it. */
export interface FightOutput {
  readonly outcome: Outcome;
  readonly crew: readonly CrewMember[];
  readonly erased: readonly string[];
  readonly oxygen: number;
  readonly credits: number;
  readonly items: readonly GainedItem[];
  readonly xp: number;
  readonly turns: number;
  /** The fight's own log, for whoever invoked it to narrate (the crawl keeps every fight's). */
  readonly log: readonly CombatLogEntry[];
  /** The rolled E? value, remembered for the map (kraken.random-value). */
  readonly elementValue: number | null;
  readonly enemies: readonly {
    readonly uid: string;
    readonly name: string;
    /** Its enemy profile's id: what a quest's target names (kraken.quest-master). */
    readonly profileId: string;
    /** Part of a boss encounter (a Defeat quest may ask for a boss). */
    readonly boss: boolean;
    readonly role: 'primary' | 'minion';
    readonly status: EnemyState['status'];
  }[];
}
