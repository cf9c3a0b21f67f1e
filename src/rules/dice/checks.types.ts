import type { DiceGroup, Distribution } from './types';

/**
 * A check from one of the three games, described completely enough to compute its exact odds and to read
 * its result from the faces of the dice. The Dice lab offers each kind; later machines build them too.
 */
export type CheckSpec =
  /** Space Kraken §4: d6 + attribute ≥ target. Some checks fail on a natural 1 whatever the total. */
  | {
      readonly kind: 'kraken-attribute';
      readonly attribute: number;
      readonly target: number;
      readonly oneFails: boolean;
    }
  /** Space Kraken §13: bulkheads, laser barriers, mines — 2d6 + Tech ≥ 10 + level. */
  | { readonly kind: 'kraken-tech-2d6'; readonly tech: number; readonly level: number }
  /** Space Kraken §10 phase 2: one d6 + the sum of the chosen crew's attribute ≥ difficulty; a 1 always fails. */
  | { readonly kind: 'kraken-objective'; readonly attributes: readonly number[]; readonly difficulty: number }
  /**
   * Salvage skirmish: a pool of D8 against a TN (base, default 6, plus stacked modifiers, clamped 2..8).
   * Each die ≥ TN is a success; each 8 is a critical high; each 1 cancels one success that is not an 8.
   * Passes with at least `need` net successes (1 for a Simple Test).
   */
  | {
      readonly kind: 'salvage-test';
      readonly dice: number;
      readonly baseTn: number;
      readonly tnModifier: number;
      readonly need: number;
    }
  /** Salvage skirmish attack: attack pool against defence pool; more or equal successes hit (see resolve). */
  | {
      readonly kind: 'salvage-attack';
      readonly attackDice: number;
      readonly attackTn: number;
      readonly defenceDice: number;
      readonly defenceTn: number;
      readonly melee: boolean;
    }
  /** Fringe: d6 + Combat Skill ≥ the shot's target number. */
  | { readonly kind: 'fringe-hit'; readonly combatSkill: number; readonly target: number }
  /** Fringe resolving hits: d6 + Damage ≥ Toughness, or a natural 6, is a casualty. */
  | { readonly kind: 'fringe-damage'; readonly damage: number; readonly toughness: number }
  /** Fringe brawl: each side d6 + Combat Skill + weapon bonus (+2 melee, +1 pistol) + other bonus. */
  | {
      readonly kind: 'fringe-brawl';
      readonly a: BrawlerSpec;
      readonly b: BrawlerSpec;
    }
  /** A plain roll on a table: no target, the reading itself is the result (d20, D44, 2D8, d3, d4 …). */
  | { readonly kind: 'table-roll'; readonly notation: string };

export interface BrawlerSpec {
  readonly name: string;
  readonly combatSkill: number;
  /** +2 carrying a Melee weapon, +1 carrying a Pistol, 0 otherwise. */
  readonly weaponBonus: number;
  /** Outnumbering, Stun markers on the opponent and the like. */
  readonly otherBonus: number;
}

export type CheckKind = CheckSpec['kind'];

/** What a check will throw and what it is worth, known before anything is rolled. */
export interface CheckPlan {
  readonly groups: readonly DiceGroup[];
  /** Flat number added to a summed reading (attribute, Tech, Combat Skill …); 0 for pools. */
  readonly modifier: number;
  /** The number to reach, after clamping (the TN for salvage pools); null for table rolls and brawls. */
  readonly target: number | null;
  /**
   * Exact probability of success (brawls: that side A lands a hit and takes none; salvage attacks: a hit);
   * null for table rolls.
   */
  readonly odds: number | null;
  /** Probability of each reading of the first group, for the chart. */
  readonly distribution: Distribution;
  /** One line in the project's words: "2d6 + 5 against 12". */
  readonly summary: string;
  /**
   * Salvage pools only: net successes the reading must reach (`target` is then the clamped TN). A chart
   * of `distribution` marks readings ≥ need as passing.
   */
  readonly need?: number;
  /**
   * Checks with more than pass/fail: every outcome's exact probability, summing to 1.
   * Brawls: aHitsOnly, bHitsOnly, bothHit. Salvage attacks: hit, miss, push.
   */
  readonly outcomes?: Readonly<Record<string, number>>;
}

export interface CheckResult {
  readonly success: boolean | null;
  /** The reading after modifiers (total, or net successes for pools). */
  readonly value: number;
  /** One line in the project's words naming faces, modifiers, target and outcome. */
  readonly narration: string;
  /** Game-specific extras: crits, cancelled successes, brawl hits. */
  readonly details: Readonly<Record<string, number | boolean | string>>;
}
