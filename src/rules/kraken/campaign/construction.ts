import { needTable, type RollNeed } from '../crew/rolls';
import type { FitRequest } from '../ship/fitting';

/**
 * Space Kraken §7 ship construction (kraken.ship-construction): 1 to 3 crew members build a ship or a system
 * in 1 or 2 turns. Each rolls a d6 and adds their Tech; the total, doubled for a 2-turn build, is taken off
 * the price, which is paid in the construction phase the build is done. A build that cannot be paid fails.
 * The assigned crew and the task are fixed; a build may be cancelled with no refund.
 */

export const MIN_BUILDERS = 1;
export const MAX_BUILDERS = 3;

export interface Construction {
  /** The system (or magazine) being built and the box it will be fitted into; absent for a new ship. */
  readonly request?: FitRequest;
  /**
   * §7 "To build a new Ship or System": the hull being built, its price the hull's (§11 Hull: "the price of
   * the empty Ship"); the ship is docked beside the one flying when done (shipFleet.ts).
   */
  readonly hullId?: string;
  readonly what: string;
  readonly price: number;
  readonly builders: readonly string[];
  readonly turns: 1 | 2;
  /** The discount rolled when the build began. */
  readonly discount: number;
  /** Construction phases still to pass before it is done (and paid). */
  readonly turnsLeft: number;
}

/** Why this build may not start (naming the rule), or null. */
export function constructionRefusal(
  builders: readonly string[],
  busy: ReadonlySet<string>,
  turns: number,
  price: number,
): string | null {
  if (builders.length < MIN_BUILDERS || builders.length > MAX_BUILDERS)
    return 'Assign 1 to 3 crew members to a construction (kraken.ship-construction).';
  if (new Set(builders).size !== builders.length) return 'A crew member is assigned twice.';
  if (builders.some((b) => busy.has(b))) return 'A crew member already works on another construction.';
  if (turns !== 1 && turns !== 2) return 'A construction takes 1 or 2 turns.';
  if (!Number.isFinite(price) || price < 0) return 'The price of what is built is not a price.';
  return null;
}

/** Each builder's d6 + Tech (a table roll: the face is added, nothing to reach). */
export function constructionRolls(
  builders: readonly { readonly name: string; readonly tech: number }[],
): RollNeed[] {
  return builders.map((b, i) =>
    needTable(
      `construction.${i}`,
      `${b.name}: a d6, plus Tech ${b.tech}, off the price`,
      'kraken.ship-construction',
      'd6',
    ),
  );
}

/** The discount: Σ(d6 + Tech) over the builders, doubled for a 2-turn build. */
export function constructionDiscount(
  faces: readonly number[],
  techs: readonly number[],
  turns: 1 | 2,
): number {
  const sum = faces.reduce((s, face, i) => s + face + (techs[i] ?? 0), 0);
  return turns === 2 ? sum * 2 : sum;
}

export function startConstruction(
  task: FitRequest | { readonly hullId: string },
  what: string,
  price: number,
  builders: readonly string[],
  turns: 1 | 2,
  discount: number,
): Construction {
  const built = 'hullId' in task ? { hullId: task.hullId } : { request: task };
  return { ...built, what, price, builders, turns, discount, turnsLeft: turns };
}

/** What the build costs when it is done: the price less the discount, never below 0. */
export function constructionCost(c: Construction): number {
  return Math.max(0, c.price - c.discount);
}

export type ConstructionStep =
  | { readonly kind: 'building'; readonly construction: Construction }
  | { readonly kind: 'done'; readonly credits: number; readonly paid: number }
  | { readonly kind: 'failed'; readonly credits: number; readonly cost: number };

/**
 * One construction phase passes. Reading (kraken.ship-construction): a build "in 1 turn" is done at the next
 * construction phase after the one it began in, a 2-turn build at the second one; it is paid then, or fails
 * (no credits are taken).
 */
export function passConstructionPhase(c: Construction, credits: number): ConstructionStep {
  const left = c.turnsLeft - 1;
  if (left > 0) return { kind: 'building', construction: { ...c, turnsLeft: left } };
  const cost = constructionCost(c);
  if (credits < cost) return { kind: 'failed', credits, cost };
  return { kind: 'done', credits: credits - cost, paid: cost };
}
