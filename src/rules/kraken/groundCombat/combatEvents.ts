import type { DamageBreakdown } from './damage';
import type { PrototypeEffect } from '../crew/prototypes';
import type { SpawnedEnemy } from './spawn';
import type { FirstChoice, TreasureDropKind } from './spoils';
import type { UnjamOutcome } from '../crew/weaponState';

/** How a fight ended (declared here, under the fight's types, so the events import no fight state). */
export type Outcome = 'victory' | 'defeat' | 'escaped';

/** One hit through the damage pipeline, for the UI's damage breakdown. */
export interface DamageRecord {
  readonly attacker: string;
  readonly targetId: string;
  readonly target: string;
  readonly breakdown: DamageBreakdown;
  /** The hit die was a 6: +1 damage, already in `breakdown.incoming` (kraken.critical). */
  readonly critical: boolean;
  readonly hpBefore: number;
  readonly hpAfter: number;
  /** What the hit left the target as: 'fighting', 'conscious', 'unconscious', 'killed', 'captured' … */
  readonly result: string;
}

/**
 * What a ground combat step caused, as data (Space Kraken §14; kraken.combat-loop): the rules write these to
 * `Fight.log` and `combatNarration.ts` turns them into words, so rule state and saves stay language-free. The
 * die read, when there is one, rides on the log entry (`roll`), not here. Names are pack or crew data, carried
 * as they were when the event happened (an enemy's log name is numbered only while two share a profile).
 */

/** How a spawn die read (kraken.spawn-enemies, kraken.spawn-reaction, kraken.second-primary, kraken.minions). */
export type SpawnDieResult =
  | { readonly step: 'random-value'; readonly elementValue: number | null; readonly level: number | null }
  | { readonly step: 'hell'; readonly fromHell: boolean }
  | { readonly step: 'reaction'; readonly reaction: boolean }
  | { readonly step: 'second-primary'; readonly coming: boolean }
  | { readonly step: 'minion-count'; readonly minions: number }
  | { readonly step: 'species'; readonly reroll: boolean }
  | { readonly step: 'done' };

/** Spawning and initiative (kraken.spawn-enemies, kraken.initiative, kraken.ambush, kraken.lone-wolf). */
export type SpawnEvent =
  | { readonly kind: 'fight-begun'; readonly encounter: 'boss' | 'ambush' | 'ground'; readonly map: number }
  | {
      readonly kind: 'enemy-appeared';
      readonly uid: string;
      readonly name: string;
      readonly spawned: SpawnedEnemy;
    }
  | { readonly kind: 'enemies-gathered'; readonly names: readonly string[] }
  | { readonly kind: 'spawn-die'; readonly purpose: string; readonly result: SpawnDieResult }
  | { readonly kind: 'reaction-passed' }
  | {
      readonly kind: 'initiative-cover';
      readonly crewId: string;
      readonly name: string;
      readonly inCover: boolean;
    }
  | { readonly kind: 'initiative-announced'; readonly odds: number }
  | { readonly kind: 'initiative-fixed'; readonly by: 'ambush' | 'lone-wolf'; readonly name: string | null }
  | {
      readonly kind: 'crew-initiative';
      readonly face: number;
      readonly lowestAgility: number;
      readonly bonus: number;
      /** PSI Surprise added to the bonus (kraken.psi-support). */
      readonly psiSurprise: boolean;
    }
  | {
      readonly kind: 'enemy-initiative';
      readonly face: number;
      readonly lowestAgility: number;
      readonly total: number;
      readonly first: 'crew' | 'enemy';
      readonly tie: boolean;
    };

/** The turn's frame: its start, oxygen, shields and the end of the fight (kraken.combat-loop). */
export type TurnEvent =
  | { readonly kind: 'turn-begun'; readonly turn: number; readonly loneWolf: boolean }
  | { readonly kind: 'oxygen-spent'; readonly left: number }
  | { readonly kind: 'oxygen-short' }
  | { readonly kind: 'passed-out'; readonly crewId: string; readonly name: string }
  | {
      readonly kind: 'shields-recharged';
      readonly shields: readonly { readonly name: string; readonly energy: number }[];
    }
  | {
      readonly kind: 'fight-over';
      readonly outcome: Outcome;
      readonly xp: number;
      /** XP doubled for a boss (kraken.xp). */
      readonly boss: boolean;
      readonly drops: number;
    };

/** One hit through the damage pipeline (kraken.apply-damage). */
export interface HitEvent {
  readonly kind: 'hit';
  readonly damage: DamageRecord;
}

/** A crew attack, from the order to the last die (kraken.attack, kraken.flank, kraken.multiple-attacks). */
export type AttackEvent =
  | {
      readonly kind: 'attack-begun';
      readonly crewId: string;
      readonly name: string;
      /** The targets' log names, one each; empty for an explosive that hits every enemy. */
      readonly targets: readonly string[];
      readonly explosive: boolean;
      readonly weapon: string;
      readonly boostDamage: number;
      readonly boostAccuracy: number;
      readonly berserk: number;
      readonly flanking: boolean;
    }
  | {
      readonly kind: 'chain-planned';
      readonly crewId: string;
      readonly name: string;
      readonly targets: readonly string[];
    }
  | { readonly kind: 'flank-die'; readonly crewId: string; readonly name: string; readonly passed: boolean }
  /** `purpose` is the hit die's label as the dice request names it. */
  | { readonly kind: 'hit-die'; readonly purpose: string; readonly jams: boolean }
  | { readonly kind: 'die-rerolled' }
  | {
      readonly kind: 'chain-attack';
      readonly crewId: string;
      readonly name: string;
      readonly target: string;
      readonly weapon: string;
    }
  | { readonly kind: 'weapon-jammed'; readonly weapon: string }
  | { readonly kind: 'attack-missed'; readonly crewId: string; readonly name: string };

/** What the treasure d20 led to besides its drop kind (kraken.treasure-drops, kraken.prototype-drop). */
export type TreasureDieNote =
  'none' | 'prototype-base-missing' | 'prototype-base' | 'prototype-roll' | 'one-magazine';

/** The spoils of a won fight (kraken.treasure-drops, kraken.item-weapon-drop, kraken.ammo-drop). */
export type SpoilsEvent =
  | { readonly kind: 'first-taken'; readonly grade: number; readonly choice: FirstChoice }
  | {
      readonly kind: 'treasure-die';
      readonly grade: number;
      readonly rolled: number;
      /** PSI Divination's shift and the face it was read as (kraken.psi-exploration). */
      readonly shift: number;
      readonly readAs: number;
      readonly drop: TreasureDropKind;
      readonly note: TreasureDieNote;
    }
  | { readonly kind: 'extra-cash'; readonly face: number; readonly credits: number }
  | { readonly kind: 'prototype-effect'; readonly face: number; readonly effect: PrototypeEffect }
  | {
      readonly kind: 'drop-row-noted';
      readonly face: number;
      readonly grade: number;
      readonly list: 'weapon' | 'item';
    }
  | { readonly kind: 'drop-row'; readonly face: number; readonly left: string; readonly right: string }
  | {
      readonly kind: 'drop-taken';
      readonly id: string;
      readonly prototype: boolean;
      /** A prototype's effect: none to roll, no table for it, or its die comes next. */
      readonly effect: 'none' | 'no-table' | 'roll';
    }
  | { readonly kind: 'ammo-taken'; readonly grade: number; readonly magazines: number };

/**
 * A crew member's activation and the actions besides attacking (kraken.cover, kraken.reload, kraken.unjam,
 * kraken.escape-ground-combat, kraken.meditate). A null name is a crew member the fight no longer finds.
 */
export type ActionEvent =
  | { readonly kind: 'activated'; readonly crewId: string; readonly name: string; readonly reaction: boolean }
  | { readonly kind: 'held-back'; readonly crewId: string; readonly name: string | null }
  | { readonly kind: 'took-cover'; readonly crewId: string; readonly name: string }
  | {
      readonly kind: 'reloaded';
      readonly crewId: string;
      readonly name: string;
      readonly weapon: string | null;
    }
  | { readonly kind: 'recharged'; readonly crewId: string; readonly name: string; readonly weapon: string }
  | { readonly kind: 'unjam-started'; readonly name: string | null; readonly weapon: string | null }
  | { readonly kind: 'unjam-die'; readonly purpose: string; readonly outcome: UnjamOutcome }
  | {
      readonly kind: 'escape-called';
      readonly name: string | null;
      readonly escaping: readonly string[];
      readonly leftBehind: readonly string[];
    }
  | { readonly kind: 'escape-die'; readonly success: boolean; readonly leftBehind: number }
  | { readonly kind: 'meditate-started'; readonly name: string | null }
  | {
      readonly kind: 'meditate-die';
      readonly crewId: string;
      readonly name: string;
      readonly success: boolean;
      readonly hpLost: number;
    };

/** Items used and gear moved in a fight (kraken.use-item, kraken.exchange). */
export type ItemEvent =
  | {
      readonly kind: 'gear-exchanged';
      readonly crewId: string;
      readonly name: string;
      readonly with: string | null;
    }
  | {
      readonly kind: 'item-healed';
      readonly name: string;
      readonly item: string;
      readonly target: string;
      readonly hpBefore: number;
      readonly hpAfter: number;
      /** The target woke up and acts from the next turn. */
      readonly revived: boolean;
    }
  | {
      readonly kind: 'item-charged-shield';
      readonly name: string;
      readonly item: string;
      readonly energy: number;
    };

/** Enemy traits that act on their own (kraken.explosive; Drain X). */
export type TraitEvent =
  | { readonly kind: 'enemy-exploded'; readonly uid: string; readonly name: string; readonly blast: number }
  | {
      readonly kind: 'enemy-drained';
      readonly uid: string;
      readonly name: string;
      readonly hpBefore: number;
      readonly hpAfter: number;
    };

/** What a special action's data effect did, for its log line (kraken.enemy-actions). */
export type EnemyActionEffect =
  | { readonly kind: 'heal'; readonly hp: number }
  /** The crew members it hinders, by name; empty when nobody is in reach. */
  | { readonly kind: 'hinder'; readonly names: readonly string[]; readonly amount: number }
  | { readonly kind: 'harden'; readonly amount: number }
  | { readonly kind: 'recharge-shield'; readonly energy: number };

/**
 * The enemies' step (kraken.enemy-actions, kraken.enemy-target-priority, kraken.enemy-escape; Swarm, Regen X).
 * `purpose` is a die's label as the dice request names it; `action` is the action table row's pack text.
 */
export type EnemyEvent =
  | {
      readonly kind: 'enemy-escape-die';
      readonly uid: string;
      readonly purpose: string;
      readonly fled: boolean;
    }
  | {
      readonly kind: 'enemy-action-die';
      readonly uid: string;
      readonly purpose: string;
      readonly action: string;
      /** Neither an attack nor a special action: the enemy idles. */
      readonly idle: boolean;
      readonly effect: EnemyActionEffect | null;
    }
  | {
      readonly kind: 'enemy-target-chosen';
      readonly uid: string;
      readonly name: string;
      readonly crewId: string;
      readonly target: string;
    }
  | { readonly kind: 'enemy-hit-die'; readonly uid: string; readonly purpose: string }
  | { readonly kind: 'enemy-missed'; readonly uid: string; readonly name: string }
  | { readonly kind: 'enemy-swarmed'; readonly uid: string; readonly name: string; readonly bonus: number }
  | { readonly kind: 'enemy-regenerated'; readonly uid: string; readonly name: string; readonly hp: number };

/**
 * PSI in the fight: a power used and its die, what it did, the PSI Shield answer to an enemy attack, a PSI
 * power passed up (kraken.psi-check, kraken.psi-attacks, kraken.psi-support). Names are as the log shows them.
 */
export type PsiEvent =
  | {
      readonly kind: 'psi-reached';
      /** Null when the fight no longer finds the PSI user. */
      readonly name: string | null;
      readonly powerId: string;
      readonly power: string;
      /** The enemy or crew member it is aimed at, by log name; null when it has no single target. */
      readonly target: string | null;
    }
  | { readonly kind: 'psi-die'; readonly purpose: string; readonly success: boolean; readonly hpLost: number }
  | {
      readonly kind: 'psi-healed';
      readonly crewId: string;
      readonly name: string;
      readonly hpBefore: number;
      readonly hpAfter: number;
    }
  | {
      readonly kind: 'psi-concentrated';
      readonly crewId: string;
      readonly name: string;
      readonly amount: number;
      readonly attribute: 'melee' | 'ranged';
    }
  | { readonly kind: 'psi-taunted'; readonly crewId: string | null }
  | { readonly kind: 'psi-telekinesis'; readonly from: string; readonly to: string }
  | { readonly kind: 'psi-confused'; readonly uid: string; readonly name: string }
  | { readonly kind: 'psi-escape-bonus'; readonly bonus: number }
  | { readonly kind: 'psi-extra-activation'; readonly crewId: string; readonly name: string }
  | { readonly kind: 'psi-skipped' }
  | {
      readonly kind: 'psi-shield-raised';
      readonly heroId: string;
      readonly hero: string;
      readonly crewId: string;
      readonly name: string;
    }
  | { readonly kind: 'psi-shield-passed' }
  /** `purpose` is the PSI die's label as the dice request names it. */
  | {
      readonly kind: 'psi-shield-die';
      readonly purpose: string;
      readonly held: boolean;
      readonly hpLost: number;
    };

export type CombatEvent =
  | SpawnEvent
  | TurnEvent
  | HitEvent
  | AttackEvent
  | SpoilsEvent
  | ActionEvent
  | ItemEvent
  | TraitEvent
  | EnemyEvent
  | PsiEvent;
export type CombatEventKind = CombatEvent['kind'];
