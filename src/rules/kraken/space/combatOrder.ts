import type { SpacePhase } from './combatTypes';

/**
 * The order of a space combat turn (Space Kraken §10; kraken.space-combat): the seven sub-phases, one list
 * that the space-combat machine's chart is built from (spaceCombat.machine.ts: each phase, once finished,
 * goes on to `phaseAfter` it) and that the odds simulators and the rules tests walk, having no chart. The
 * rules of each phase say only that it is finished (`pending: open`); never which phase comes next.
 */
export const SPACE_PHASES = [
  'timeline',
  'objectives',
  'fire',
  'enemy-fire',
  'boarding',
  'escape',
  'recharge',
] as const satisfies readonly SpacePhase[];

export type TurnPhase = (typeof SPACE_PHASES)[number];

/** The phase entered once `phase` is finished: the next in the book's order; after phase 7, a new turn. */
const AFTER = Object.fromEntries(
  SPACE_PHASES.map((p, i) => [p, SPACE_PHASES[(i + 1) % SPACE_PHASES.length] ?? 'timeline']),
) as Readonly<Record<TurnPhase, TurnPhase>>;

export function phaseAfter(phase: SpacePhase): TurnPhase {
  // The set-up (§9.4) leads into the first turn; a combat over has no next phase.
  if (phase === 'setup') return 'timeline';
  if (phase === 'over') throw new Error('The combat is over.');
  return AFTER[phase];
}
