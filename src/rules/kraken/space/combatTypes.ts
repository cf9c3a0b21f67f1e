import type {
  EnemyShip,
  FlightRow,
  ObjectiveAttribute,
  TimelineCommand,
} from '../../../content/schemas/flight';
import type { RollNeed } from '../../dice/need';
import type { Ship, ShipCatalogue } from '../ship/state';

/**
 * The data of one space combat (Space Kraken §10; kraken.space-combat), from the set-up of the combat sheet
 * (§9.4) to what the flight reads afterwards. Plain JSON, changed only through the pure steps of the
 * `combat*.ts` files of this folder; `owed` (combatStep.ts) says what the combat waits for now.
 */

/** A crew member as space combat reads them: the four attributes it uses, and whether they can act. */
export interface SpaceCrew {
  readonly id: string;
  readonly name: string;
  readonly tech: number;
  readonly ranged: number;
  readonly melee: number;
  readonly charisma: number;
  readonly hp: number;
  readonly conscious: boolean;
  /** Killed (in a boarding): out of the combat for good. */
  readonly dead?: boolean;
}

/** What a crew member was used for this turn (§10: mark them, and how, as soon as they are used). */
/** What a crew member was used for this turn; 'healed': back from a heal in a hurry, out until next turn. */
export type CrewTask = 'objective' | 'repair' | 'reroll' | 'evade' | 'boarding' | 'healed';

/** The attribute one crew member adds to an objective check (A takes Ranged or Melee, member by member). */
export type CrewAttribute = 'ranged' | 'melee' | 'tech' | 'charisma';

export interface ObjectivePick {
  readonly crewId: string;
  readonly attribute: CrewAttribute;
}

/** What a repair (T9 or a repair drone) puts right: one damaged system, or 3 SP. */
export type RepairTarget = { readonly kind: 'system'; readonly fittedId: string } | { readonly kind: 'sp' };

export interface EnemyShipState {
  /** "e1".."e4" for the flight row's ships, "e5"… for the fresh ones a Backup brings. */
  readonly uid: string;
  /** The sheet's position, 0..3: the order they fire in, and the definition a Backup copies. */
  readonly slot: number;
  readonly def: EnemyShip;
  readonly sp: number;
  readonly crew: number;
  /** The charge the shield holds (kept while a Shields command has it down). */
  readonly shield: number;
  readonly destroyed: boolean;
}

/** One weapon designated in sub-phase 3. */
export interface Shot {
  /** The fitted weapon's id (`FittedSystem.id`). */
  readonly weaponId: string;
  readonly targetUid: string;
  /** OC: 2 extra ammo for double damage. */
  readonly overclock: boolean;
}

export interface ShotState extends Shot {
  /** The hit die as it stands (null before the throw). */
  readonly face: number | null;
  readonly rerolledBy: string | null;
  readonly done: boolean;
}

/** An enemy volley: the Attack command's, or sub-phase 4's. */
export interface Volley {
  readonly kind: 'attack' | 'regular';
  /** Enemies still to fire, in sheet order. */
  readonly queue: readonly string[];
}

/** The step a die or a decision belongs to, with what it needs to be read. */
export type Pending =
  /**
   * The phase under way (`phase`) has nothing more to ask: the chart enters the next one in its order
   * (combatOrder.ts). The rules never name that next phase.
   */
  | { readonly kind: 'open' }
  | { readonly kind: 'decide'; readonly step: DecisionStep }
  | { readonly kind: 'roll'; readonly roll: PendingRoll }
  | { readonly kind: 'boarding'; readonly request: BoardingRequest }
  | { readonly kind: 'over' };

export type DecisionStep =
  'objectives' | 'fire' | 'reroll' | 'evade' | 'shield-pick' | 'board' | 'escape' | 'drones';

export type SystemClass = 'standard' | 'weapon' | 'shield';

export type PendingRoll =
  | { readonly kind: 'objective'; readonly picks: readonly ObjectivePick[]; readonly index: number }
  | { readonly kind: 'repair'; readonly crewIds: readonly string[]; readonly target: RepairTarget }
  | { readonly kind: 'hit'; readonly shot: number }
  | { readonly kind: 'enemy-hit'; readonly uid: string }
  | {
      readonly kind: 'evade';
      readonly crewIds: readonly string[];
      readonly uid: string;
      readonly damage: number;
    }
  | { readonly kind: 'system-class' }
  | { readonly kind: 'system-count'; readonly systemClass: 'standard' | 'weapon' }
  | { readonly kind: 'escape' };

/**
 * A boarding the combat has reached, for the boarding kernel to fight out (§10 phase 5). `ours`: the crew
 * sent board one enemy ship; `theirs` (the Combat command): each candidate ship sends its crew less 2, one
 * ship after another in the order the player picks (the answer names the ship).
 */
export type BoardingRequest =
  | { readonly side: 'ours'; readonly enemyUid: string; readonly crewIds: readonly string[] }
  | { readonly side: 'theirs'; readonly candidates: readonly string[] };

/** What a boarding left behind, as the boarding kernel reports it. */
export interface BoardingOutcome {
  /** Enemy crew members lost (2 per enemy die lost). */
  readonly enemyCrewLost: number;
  /** Every enemy die beaten while boarding them: their ship is destroyed. */
  readonly enemyDestroyed: boolean;
  /** They boarded you and you lost every die: the game is lost. */
  readonly gameLost: boolean;
  /** The crew members whose HP or state changed. */
  readonly crew: readonly {
    readonly crewId: string;
    readonly hp: number;
    readonly conscious: boolean;
    readonly dead: boolean;
    /** Healed in a hurry after the fight: §10, available only on the following space combat turn. */
    readonly healedInAHurry: boolean;
  }[];
}

/**
 * Where the combat is: `setup` before the first turn, then the turn's seven sub-phases (the order is the
 * chart's, `SPACE_PHASES` of combatOrder.ts), then `over`.
 */
export type SpacePhase =
  'setup' | 'timeline' | 'objectives' | 'fire' | 'enemy-fire' | 'boarding' | 'escape' | 'recharge' | 'over';

export type SpaceOutcome = 'won' | 'escaped' | 'retreated' | 'lost';

/** Which rule ended the combat. */
export type SpaceEnd =
  | 'objectives'
  | 'enemies-destroyed'
  | 'victory-command'
  | 'time-command'
  | 'game-over-command'
  | 'ship-destroyed'
  | 'crew-lost'
  | 'boarded'
  | 'escape';

/** A line of the combat's log: what happened, as data. */
export type SpaceEvent =
  | { readonly kind: 'turn-begun'; readonly turn: number }
  | { readonly kind: 'command'; readonly command: TimelineCommand | null }
  | { readonly kind: 'backup'; readonly uids: readonly string[] }
  | { readonly kind: 'objective'; readonly index: number; readonly total: number; readonly solved: boolean }
  | { readonly kind: 'repair'; readonly target: RepairTarget; readonly total: number; readonly done: boolean }
  | { readonly kind: 'drones'; readonly target: RepairTarget }
  | {
      readonly kind: 'shot';
      readonly weaponId: string;
      readonly targetUid: string;
      readonly face: number;
      readonly hit: boolean;
      readonly shield: number;
      readonly sp: number;
    }
  | { readonly kind: 'enemy-destroyed'; readonly uid: string }
  | {
      readonly kind: 'enemy-shot';
      readonly uid: string;
      readonly face: number;
      readonly hit: boolean;
      readonly damage: number;
    }
  | { readonly kind: 'evade'; readonly total: number; readonly face: number; readonly evaded: boolean }
  | { readonly kind: 'ship-hit'; readonly shield: number; readonly armour: number; readonly sp: number }
  | { readonly kind: 'system-damaged'; readonly fittedId: string | null; readonly destroyed: boolean }
  | {
      readonly kind: 'boarding';
      readonly side: 'ours' | 'theirs';
      readonly enemyUid: string;
      readonly outcome: BoardingOutcome;
    }
  | { readonly kind: 'escape'; readonly total: number; readonly target: number; readonly escaped: boolean }
  | { readonly kind: 'recharged'; readonly shield: number }
  | { readonly kind: 'ended'; readonly outcome: SpaceOutcome; readonly by: SpaceEnd };

export interface SpaceCombatInput {
  readonly row: FlightRow;
  readonly ship: Ship;
  readonly catalogue: ShipCatalogue;
  readonly crew: readonly SpaceCrew[];
  /**
   * §11 Ammo magazines: the extra ammo of each weapon type (by ship-system id) the ship's magazines hold,
   * shared by every weapon of that type. The ship rules work it out; absent: none.
   */
  readonly magazines?: Readonly<Record<string, number>>;
}

export interface SpaceCombat {
  readonly row: FlightRow;
  readonly catalogue: ShipCatalogue;
  readonly ship: Ship;
  readonly sp: number;
  readonly shield: number;
  /** Ammo left per fitted weapon (null: unlimited). */
  readonly ammo: Readonly<Record<string, number | null>>;
  /** Magazine ammo left per weapon type. */
  readonly magazines: Readonly<Record<string, number>>;
  /** The magazines' full loads, for the reload afterwards. */
  readonly magazinesFull: Readonly<Record<string, number>>;
  readonly crew: readonly SpaceCrew[];
  readonly used: Readonly<Record<string, CrewTask>>;
  readonly enemies: readonly EnemyShipState[];
  readonly nextUid: number;
  readonly turn: number;
  readonly phase: SpacePhase;
  /** Timeline commands crossed out so far (the next one is `row.timeline[crossed]`). */
  readonly crossed: number;
  /** This turn's command (null: an empty cell or no timeline left). */
  readonly command: TimelineCommand | null;
  /** Objectives solved, left to right. */
  readonly solved: number;
  readonly shots: readonly ShotState[];
  readonly volley: Volley | null;
  /** The enemy hit waiting for the evade decision. */
  readonly incoming: { readonly uid: string; readonly damage: number } | null;
  readonly evadeUsed: boolean;
  /** Fitted systems damaged this turn: a second damage this turn leaves them damaged (§10 phase 4). */
  readonly damagedThisTurn: readonly string[];
  /** Boarded an enemy ship this turn (one a turn). */
  readonly boardedThisTurn: boolean;
  readonly failedEscapes: number;
  readonly pending: Pending;
  readonly outcome: SpaceOutcome | null;
  readonly endedBy: SpaceEnd | null;
  readonly log: readonly { readonly turn: number; readonly event: SpaceEvent }[];
}

/** A die the combat waits for: a key for the machine, and the need with its exact odds. */
export interface SpaceRoll {
  readonly key: string;
  readonly need: RollNeed;
}

/** What the combat waits for now. */
export type SpaceOwed =
  | { readonly kind: 'roll'; readonly roll: SpaceRoll }
  | { readonly kind: 'decide'; readonly step: DecisionStep }
  | { readonly kind: 'boarding'; readonly request: BoardingRequest }
  | { readonly kind: 'over'; readonly outcome: SpaceOutcome; readonly by: SpaceEnd };

export type { ObjectiveAttribute };
