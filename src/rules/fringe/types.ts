/**
 * The shapes of a Fringe battle: plain JSON, so a battle in the middle of a brawl sits in machine context,
 * shows in the test bridge and replays exactly. Only the pure functions of this folder change it.
 */
import type { Board as BoardContent } from '../../content/schemas/board';
import type {
  FringeBattle,
  FringeCrew,
  FringeGear,
  FringeReadings,
  FringeSightKind,
  FringeSpecies,
  FringeWeapon,
} from '../../content/schemas/fringe';
import type { BoardPoint, Level } from '../board/types';

/** The two sides: `a` is the player's crew; `b` the opponents (the rules play them solo) or a second crew. */
export type Side = 'a' | 'b';

export const SIDES: readonly Side[] = ['a', 'b'];

export function otherSide(side: Side): Side {
  return side === 'a' ? 'b' : 'a';
}

/** Solo: side b follows the enemy behaviour. Hot-seat: two players share the screen. */
export type PlayMode = 'solo' | 'hot-seat';

/** The once-per-campaign options a battle can use (the others belong to the campaign). */
export interface OnceLeft {
  readonly timeToGo: boolean;
  readonly mate: boolean;
  readonly luckyShot: boolean;
}

/** What a battle starts from, as a save's set-up holds it: the battle and every piece of content it reads. */
export interface BattleSetup {
  readonly battle: FringeBattle;
  readonly board: BoardContent;
  readonly readings: FringeReadings;
  readonly species: readonly FringeSpecies[];
  readonly weapons: readonly FringeWeapon[];
  readonly gear: readonly FringeGear[];
  /** [side a, side b]. */
  readonly crews: readonly [FringeCrew, FringeCrew];
  readonly play: PlayMode;
  /** The once-per-campaign options each side still has. */
  readonly onceLeft: { readonly a: OnceLeft; readonly b: OnceLeft };
}

/** Why a figure is no longer on the table. */
export type OutOfPlay = 'casualty' | 'knocked-out' | 'escaped';

/** A figure in the battle: its profile, what it carries and where it stands. */
export interface Fighter {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly species: string;
  readonly leader: boolean;
  readonly reactions: number;
  readonly speed: number;
  readonly combatSkill: number;
  readonly toughness: number;
  readonly savvy: number;
  readonly luck: number;
  /** The armour save to reach on a D6, or null. */
  readonly save: number | null;
  readonly swift: boolean;
  readonly brawlTwice: boolean;
  readonly mustCharge: boolean;
  readonly bot: boolean;
  readonly weapons: readonly string[];
  readonly gear: readonly string[];
  /** Where it stands; null once out of play. */
  readonly at: BoardPoint | null;
  readonly stun: number;
  readonly out: OutOfPlay | null;
  /** Weapons emptied by Panic Fire (and every identical one carried). */
  readonly emptied: readonly string[];
  /** A Snooper Bot carried that was Damaged. */
  readonly damagedGear: readonly string[];
}

/** The figure acting now and what it has done this activation. */
export interface Activation {
  readonly figureId: string;
  /** Stunned when the activation began: it may Move or take a Combat Action, not both. */
  readonly stunned: boolean;
  readonly moved: boolean;
  readonly dashed: boolean;
  /** A Combat Action was taken (a shot, Panic Fire). */
  readonly acted: boolean;
  /** The shot was Aimed: no move may follow. */
  readonly aimed: boolean;
  /** A jump down of more than 1" ended the figure's round. */
  readonly roundOver: boolean;
  /** Targets the figure would not shoot at after failing the 5+ to endanger an ally. */
  readonly refused: readonly string[];
}

export type Stage =
  | { readonly kind: 'setup'; readonly step: 'duplicator' | 'snooper' | 'initiative' }
  | {
      readonly kind: 'round';
      /** The activation order of this round (figure ids); figures taken out meanwhile are skipped. */
      readonly order: readonly string[];
      readonly index: number;
      readonly activation: Activation | null;
    }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export type Outcome =
  | { readonly kind: 'won'; readonly side: Side }
  | { readonly kind: 'escaped'; readonly side: Side }
  | { readonly kind: 'time' }
  | { readonly kind: 'wiped' };

/** Where a hit came from: pushes go directly away from it. */
export interface From {
  readonly x: number;
  readonly z: number;
}

/** A step the rules still owe (a reaction chain inside one decision): most need a roll. */
export type Step =
  | { readonly kind: 'initiative' }
  | { readonly kind: 'snooper'; readonly figureId: string; readonly gearId: string }
  | {
      readonly kind: 'endanger';
      readonly shooterId: string;
      readonly targetId: string;
      readonly weaponId: string;
      readonly aim: boolean;
    }
  | {
      readonly kind: 'shot';
      readonly shooterId: string;
      readonly targetId: string;
      readonly weaponId: string;
      /** Shot n of `of`. */
      readonly n: number;
      readonly of: number;
      readonly aim: boolean;
      /** Fired in Panic Fire. */
      readonly panic: boolean;
      /** The aimed re-roll of a 1. */
      readonly again: boolean;
      /** A story point re-roll: the new result stands. */
      readonly story?: boolean;
    }
  | {
      readonly kind: 'panicShot';
      readonly shooterId: string;
      readonly weaponId: string;
      readonly n: number;
      readonly of: number;
    }
  | {
      readonly kind: 'hit';
      readonly targetId: string;
      readonly damage: number;
      /** Who dealt it (null: a jump). */
      readonly byId: string | null;
      readonly from: From | null;
      readonly source: 'shot' | 'brawl' | 'jump';
      readonly story?: boolean;
    }
  | {
      readonly kind: 'save';
      readonly targetId: string;
      readonly byId: string | null;
      readonly from: From | null;
      readonly source: 'shot' | 'brawl' | 'jump';
      readonly story?: boolean;
    }
  | { readonly kind: 'casualty'; readonly targetId: string }
  | { readonly kind: 'luck'; readonly targetId: string; readonly story?: boolean }
  | {
      readonly kind: 'brawlPick';
      readonly attackerId: string;
      readonly opponents: readonly string[];
      readonly story?: boolean;
    }
  | {
      readonly kind: 'brawl';
      readonly attackerId: string;
      readonly defenderId: string;
      /** Opponents still to fight after this one (multiple opponents). */
      readonly remaining: readonly string[];
      /** +1 to the outnumbering side applies (the first fight of several only). */
      readonly outnumbered: boolean;
      readonly story?: boolean;
    }
  | {
      readonly kind: 'brawlPush';
      readonly attackerId: string;
      readonly defenderId: string;
      readonly hitsOnAttacker: number;
      readonly hitsOnDefender: number;
      /** Where each stood when the brawl began: a figure that dove away on Luck is not pushed again. */
      readonly attackerAt: BoardPoint;
      readonly defenderAt: BoardPoint;
    }
  | {
      readonly kind: 'brawlAfter';
      readonly attackerId: string;
      readonly defenderId: string;
      readonly remaining: readonly string[];
      readonly hitsOnAttacker: number;
      readonly hitsOnDefender: number;
    }
  | { readonly kind: 'jumpHit'; readonly figureId: string }
  | { readonly kind: 'enemyAct'; readonly figureId: string }
  | { readonly kind: 'endActivation' };

export type StepKind = Step['kind'];

/** A roll just applied that went against a side who may still change it (story point, lucky shot). */
export interface Review {
  /** The side the roll went against, who decides. */
  readonly side: Side;
  /** The battle before the roll was applied (its queue's head is the step rolled). */
  readonly before: Battle;
  readonly faces: readonly (readonly number[])[];
  /** A story point may re-roll it (not a re-roll already). */
  readonly reroll: boolean;
  /** A failed item roll: a story point makes it succeed. */
  readonly succeed: boolean;
  /** A missed shot: Lucky shot! turns it into a hit. */
  readonly luckyShot: boolean;
}

/** A figure the winner of a brawl may move 2" (not into a new brawl). */
export interface WinnerMove {
  readonly figureId: string;
}

export interface SideState {
  readonly name: string;
  readonly storyPoints: number;
  readonly onceLeft: OnceLeft;
  /** The crew's mate has not joined yet. */
  readonly mateAvailable: boolean;
}

export interface SightState {
  readonly id: string;
  readonly kind: FringeSightKind;
  readonly x: number;
  readonly z: number;
  readonly level: Level;
  readonly takenBy: string | null;
}

/** One thing that happened, as data; `narrate.ts` words it. */
export type JournalEvent =
  | { readonly kind: 'battle'; readonly name: string }
  | { readonly kind: 'duplicate'; readonly holderId: string; readonly itemId: string }
  | { readonly kind: 'snooper'; readonly figureId: string; readonly face: number; readonly damaged: boolean }
  | {
      readonly kind: 'initiative';
      readonly totals: readonly number[];
      readonly target: number | null;
      readonly seized: Side | null;
    }
  | { readonly kind: 'round'; readonly round: number; readonly order: readonly string[] }
  | { readonly kind: 'activate'; readonly figureId: string; readonly stunned: boolean }
  | {
      readonly kind: 'move';
      readonly figureId: string;
      readonly inches: number;
      readonly dash: boolean;
      readonly mode: string;
      readonly drop: number;
    }
  | { readonly kind: 'endanger'; readonly figureId: string; readonly face: number; readonly ok: boolean }
  | {
      readonly kind: 'shot';
      readonly figureId: string;
      readonly targetId: string;
      readonly weaponId: string;
      readonly face: number;
      readonly total: number;
      readonly target: number;
      readonly hit: boolean;
      readonly again: boolean;
    }
  | { readonly kind: 'panic'; readonly figureId: string; readonly weaponId: string; readonly shots: number }
  | { readonly kind: 'panicNoTarget'; readonly figureId: string; readonly left: number }
  | {
      readonly kind: 'hit';
      readonly targetId: string;
      readonly face: number;
      readonly total: number;
      readonly toughness: number;
      readonly casualty: boolean;
    }
  | { readonly kind: 'save'; readonly targetId: string; readonly face: number; readonly saved: boolean }
  | { readonly kind: 'luck'; readonly targetId: string; readonly inches: number; readonly direction: string }
  | { readonly kind: 'pushed'; readonly figureId: string; readonly inches: number; readonly blocked: boolean }
  | { readonly kind: 'stunned'; readonly figureId: string; readonly markers: number }
  | { readonly kind: 'out'; readonly figureId: string; readonly why: OutOfPlay }
  | {
      readonly kind: 'brawl';
      readonly attackerId: string;
      readonly defenderId: string;
      readonly attackerTotal: number;
      readonly defenderTotal: number;
      readonly hitsOnAttacker: number;
      readonly hitsOnDefender: number;
    }
  | { readonly kind: 'brawlOrder'; readonly first: string }
  | { readonly kind: 'stunCleared'; readonly figureId: string; readonly markers: number }
  | { readonly kind: 'winnerMove'; readonly figureId: string; readonly inches: number }
  | { readonly kind: 'sight'; readonly figureId: string; readonly sightId: string }
  | { readonly kind: 'endActivation'; readonly figureId: string }
  | { readonly kind: 'story'; readonly side: Side; readonly what: 'reroll' | 'succeed' }
  | { readonly kind: 'luckyShot'; readonly side: Side }
  | { readonly kind: 'timeToGo'; readonly side: Side }
  | { readonly kind: 'mate'; readonly side: Side; readonly figureId: string }
  | { readonly kind: 'over'; readonly outcome: Outcome };

/** A whole battle. */
export interface Battle {
  readonly setup: BattleSetup;
  readonly round: number;
  readonly fighters: readonly Fighter[];
  readonly sides: { readonly a: SideState; readonly b: SideState };
  /** The side that Seized the Initiative (acts first in round 1, wins Reactions ties), or null. */
  readonly seized: Side | null;
  /** A Snooper Bot went out ahead: the battle's initiative penalty (or negation) no longer applies. */
  readonly snooped: boolean;
  readonly stage: Stage;
  readonly queue: readonly Step[];
  readonly review: Review | null;
  readonly winnerMove: WinnerMove | null;
  readonly sights: readonly SightState[];
  readonly journal: readonly JournalEvent[];
}
