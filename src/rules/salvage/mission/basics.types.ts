import type { BoardPoint } from '../../board/types';

/**
 * The few words the mission's state, its queue of owed effects (effects.types.ts) and its journal
 * (journal.types.ts) all speak. Apart from state.ts so that those two import these, and state.ts imports
 * them, never the reverse.
 */

export type CrewSide = 'attacker' | 'defender';

/** A spot on the board (a unit's base centre). */
export type Spot = BoardPoint;

export type PostGameStep = 'injuries' | 'transitFind' | 'blightCheck' | 'companyBond' | 'downtime';
