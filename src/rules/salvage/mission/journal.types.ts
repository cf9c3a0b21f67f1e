import type { Compass, RandomMoveOutcome } from '../../board/direction';
import type { ActionId, ConditionId, DangerLevel, HazardNumber, SalvageQuality } from '../types';
import type { CrewSide, Spot } from './basics.types';

/**
 * What happened in a mission, one entry per journal line, as data: ids and numbers, never sentences. The only
 * free text is the content's own (an event card's row, a win condition's text, a theme's rule, a roll's
 * purpose built from the pack's names). `narrate.ts` turns each into the journal's words.
 */
export type JournalEvent =
  // ——— pool rolls ———
  | {
      readonly kind: 'testRolled';
      readonly purpose: string;
      readonly faces: readonly number[];
      readonly tn: number;
      readonly successes: number;
      readonly passed: boolean;
    }
  /** `notes`: the attack table's modifier notes (src/rules/salvage/tables/attack.ts). */
  | {
      readonly kind: 'attackResolved';
      readonly attacker: string;
      readonly target: string;
      readonly notes: readonly string[];
    }
  | {
      readonly kind: 'shoveWon';
      readonly attacker: string;
      readonly target: string;
      readonly atk: number;
      readonly def: number;
      readonly inches: number;
    }
  | { readonly kind: 'shoveStalled'; readonly atk: number; readonly def: number }
  | { readonly kind: 'unluckyOwed' }
  | { readonly kind: 'unluckyRerolled'; readonly faces: readonly (readonly number[])[] }
  | { readonly kind: 'scattered'; readonly direction: Compass }
  | { readonly kind: 'blast'; readonly weapon: string; readonly radius: number }
  // ——— harm and alarm ———
  | {
      readonly kind: 'damaged';
      readonly unit: string;
      readonly amount: number;
      readonly source: string;
      readonly health: number;
    }
  | { readonly kind: 'hurtAlert'; readonly unit: string }
  | { readonly kind: 'mortallyWounded'; readonly unit: string }
  | { readonly kind: 'conditionGained'; readonly unit: string; readonly condition: ConditionId }
  | { readonly kind: 'dangerMoved'; readonly from: number; readonly to: number }
  | { readonly kind: 'dangerSection'; readonly level: DangerLevel }
  | { readonly kind: 'maximumDanger' }
  | { readonly kind: 'noise'; readonly by: string | null }
  | { readonly kind: 'heardNoise'; readonly unit: string }
  | { readonly kind: 'damagedFilters'; readonly side: CrewSide }
  | { readonly kind: 'blightGained'; readonly side: CrewSide; readonly amount: number }
  | { readonly kind: 'alerted'; readonly unit: string }
  // ——— hazards and airlocks ———
  | { readonly kind: 'containerExploded'; readonly hazard: string }
  | { readonly kind: 'chuteHeaves'; readonly unit: string }
  | { readonly kind: 'chuteCarries'; readonly unit: string; readonly up: boolean }
  | { readonly kind: 'hazardRevealed'; readonly hazard: string; readonly number: HazardNumber }
  | { readonly kind: 'airlocksOpened' }
  | { readonly kind: 'airlockSealed'; readonly airlock: string }
  // ——— moves the rules make ———
  | { readonly kind: 'pushedOverEdge'; readonly unit: string }
  | { readonly kind: 'pushBlocked'; readonly unit: string }
  | { readonly kind: 'pushed'; readonly unit: string; readonly inches: number }
  /** A random move: `flung` for a free random move, else an Unalert hostile's wander. */
  | {
      readonly kind: 'wandered';
      readonly unit: string;
      readonly flung: boolean;
      readonly direction: Compass | null;
      readonly outcome: RandomMoveOutcome | 'blocked' | 'climbed' | 'straight';
      readonly level?: Spot['level'];
    }
  | { readonly kind: 'alertNow'; readonly unit: string }
  | { readonly kind: 'droppedDepth'; readonly unit: string }
  | { readonly kind: 'door'; readonly piece: string; readonly open: boolean }
  | { readonly kind: 'escaped'; readonly unit: string; readonly airlock: string }
  | { readonly kind: 'airlockSpent'; readonly airlock: string }
  | { readonly kind: 'pickledNoise'; readonly unit: string }
  | { readonly kind: 'armourHeld'; readonly unit: string }
  | {
      readonly kind: 'shovePushed';
      readonly target: string;
      readonly bearing: number;
      readonly inches: number;
    }
  | { readonly kind: 'pickledEnds'; readonly unit: string; readonly item: string }
  | { readonly kind: 'lostGrip'; readonly unit: string }
  | { readonly kind: 'breakAwayFailed'; readonly unit: string }
  | { readonly kind: 'panicked'; readonly unit: string }
  | { readonly kind: 'entersHazard'; readonly unit: string; readonly number: HazardNumber }
  | { readonly kind: 'endsInHazard'; readonly unit: string; readonly number: HazardNumber }
  | { readonly kind: 'brushesFlora'; readonly unit: string }
  | { readonly kind: 'doorStuck'; readonly piece: string }
  | { readonly kind: 'airlockFree' }
  | { readonly kind: 'airlockRefuses'; readonly piece: string }
  // ——— orders ———
  | { readonly kind: 'moveRefused'; readonly unit: string }
  | { readonly kind: 'moved'; readonly unit: string; readonly action: ActionId; readonly distance: number }
  | { readonly kind: 'fell'; readonly unit: string; readonly drop: number; readonly depths: number }
  | { readonly kind: 'itemUsed'; readonly unit: string; readonly item: string }
  | { readonly kind: 'stoodUp'; readonly unit: string }
  | { readonly kind: 'wentProne'; readonly unit: string }
  | { readonly kind: 'concentrated'; readonly unit: string }
  | { readonly kind: 'exerted'; readonly unit: string }
  | { readonly kind: 'restedExert'; readonly unit: string }
  | { readonly kind: 'restedBlight'; readonly unit: string }
  | {
      readonly kind: 'treated';
      readonly unit: string;
      readonly target: string;
      readonly condition: ConditionId;
    }
  | { readonly kind: 'patchedUp'; readonly unit: string; readonly target: string }
  | { readonly kind: 'activated'; readonly unit: string; readonly power: number }
  | { readonly kind: 'activationEnded'; readonly unit: string }
  | { readonly kind: 'hostileDone'; readonly unit: string }
  /** An Alert hostile stays: no route leads where its Motivations send it (a Boiler, a Noise marker, salvage). */
  | {
      readonly kind: 'noRoute';
      readonly unit: string;
      readonly goal: 'boiler' | 'noise' | 'salvage';
      readonly target: string | null;
    }
  // ——— the phase loop ———
  | { readonly kind: 'roundBegins'; readonly round: number; readonly limit: number | null }
  | { readonly kind: 'activatesFirst'; readonly side: CrewSide }
  | { readonly kind: 'enemyPhase'; readonly part: 'unalert' | 'alert' | 'event' }
  | { readonly kind: 'endPhase' }
  | { readonly kind: 'roundCleared' }
  | { readonly kind: 'winConditionMet'; readonly side: CrewSide }
  | { readonly kind: 'rivalLimitDrops'; readonly side: CrewSide; readonly limit: number }
  | { readonly kind: 'missionEnds'; readonly limitReached: boolean }
  // ——— event cards, picks ———
  | { readonly kind: 'noEventCards' }
  | {
      readonly kind: 'eventCard';
      readonly card: string;
      readonly name: string;
      readonly level: DangerLevel;
      readonly text: string;
    }
  | { readonly kind: 'eventByHand' }
  | { readonly kind: 'picked'; readonly purpose: string; readonly chosen: string }
  // ——— salvage ———
  | {
      readonly kind: 'qualityRolled';
      readonly total: number;
      readonly quality: SalvageQuality;
      readonly tn: number;
    }
  | { readonly kind: 'extractionFailed'; readonly unit: string }
  | { readonly kind: 'searchFailed'; readonly unit: string; readonly hostile: string }
  | { readonly kind: 'salvageGained'; readonly unit: string; readonly quality: SalvageQuality }
  | { readonly kind: 'searched'; readonly by: string; readonly hostile: string; readonly scrip: number }
  | { readonly kind: 'itemDropped'; readonly unit: string; readonly item: string }
  // ——— set-up and the phase loop ———
  | { readonly kind: 'rollOffTied'; readonly face: number }
  | { readonly kind: 'rollOffWon'; readonly crew: 'A' | 'B'; readonly high: number; readonly low: number }
  | {
      readonly kind: 'winConditionRolled';
      readonly side: CrewSide;
      readonly name: string;
      readonly text: string;
      readonly scrip: number;
    }
  | { readonly kind: 'gameLength'; readonly face: number; readonly rounds: number }
  | { readonly kind: 'initiativeTied' }
  | { readonly kind: 'initiativeWon'; readonly side: CrewSide; readonly won: number; readonly lost: number }
  | { readonly kind: 'downtimeBegins' }
  // ——— set-up ———
  /** `mission`: the pack's mission name. */
  | { readonly kind: 'setupBegins'; readonly mission: string; readonly width: number; readonly depth: number }
  /** The pack's theme name and rule. */
  | { readonly kind: 'themeApplied'; readonly name: string; readonly rule: string }
  /** `items`: the gear ids left in the stash, worded as ids (as the journal always has). */
  | { readonly kind: 'overCapacityStashed'; readonly items: readonly string[] }
  | { readonly kind: 'deployed'; readonly side: CrewSide; readonly units: readonly string[] }
  /** `slot`: 0-based hostile slot; `unit`: the hostile placed there. */
  | { readonly kind: 'hostilePlaced'; readonly slot: number; readonly unit: string; readonly alert: boolean }
  // ——— perks and downtime ———
  /** `perk`: the pack's perk name. */
  | { readonly kind: 'perkUsed'; readonly unit: string; readonly perk: string; readonly removeExert: boolean }
  | { readonly kind: 'bought'; readonly gear: string; readonly price: number }
  | { readonly kind: 'sold'; readonly gear: string; readonly price: number }
  | { readonly kind: 'traded'; readonly gear: string; readonly scrip: number }
  | { readonly kind: 'salvageSold'; readonly qualities: readonly SalvageQuality[]; readonly scrip: number }
  /** `card`: the unit card hired. */
  | { readonly kind: 'hired'; readonly card: string }
  // ——— post-game ———
  | { readonly kind: 'postGameBegins'; readonly side: CrewSide }
  /** `boiler`: the Boiler's name (a killed Boiler leaves the roster). `modified`: the modified D44 reading. */
  | {
      readonly kind: 'injuryRolled';
      readonly boiler: string;
      readonly d44: number;
      readonly modified: number;
    }
  /** `total`: the 2D8 manifestation total. */
  | { readonly kind: 'blightManifested'; readonly total: number }
  | { readonly kind: 'noUpgradeToLose' }
  | { readonly kind: 'statLoss'; readonly stat: string; readonly loss: number; readonly lasting: boolean }
  | {
      readonly kind: 'transitFind';
      readonly faces: readonly number[];
      readonly total: number;
      readonly scrip: number;
    }
  | {
      readonly kind: 'blightCheck';
      readonly face: number;
      readonly blight: number;
      readonly mortallyWounded: number;
      readonly total: number;
    }
  /** `boiler`: the lost Boiler's name (it has left the roster). */
  | { readonly kind: 'boilerLost'; readonly boiler: string }
  /** `gear`: the destroyed item's gear id, worded as the id (as the journal always has). */
  | { readonly kind: 'itemDestroyed'; readonly gear: string }
  /** Blight result 12: the food or consumable gear ids taken from the stash (none: nothing to spoil). */
  | { readonly kind: 'stashSpoiled'; readonly items: readonly string[] }
  /** `step`: the pack's bond-track step reached, if any. */
  | { readonly kind: 'bondClimbed'; readonly step: { readonly name: string; readonly text: string } | null };
