import type { StateValue } from 'xstate';
import type { CombatDecision } from '../../../src/rules/kraken/combatDecisions';
import type { Fight } from '../../../src/rules/kraken/combatTypes';
import type { DungeonDecision, DungeonState } from '../../../src/rules/kraken/dungeon/types';
import type { DiceAnswerEvent, DiceRequest } from '../../core/diceRequest';

/**
 * The dungeon-crawl machine's own shapes: its context is the rules' `DungeonState` (src/rules/kraken/dungeon)
 * plus how the machine follows its dice request and the invoked fight; its events are the decisions, every
 * ground-combat decision, dice answers and the fight's report. The rules' shapes are re-exported so the
 * machine's files and the mode keep one place to import them from.
 */

export type {
  ActiveEncounter,
  CampaignNote,
  Catalogue,
  CombatContent,
  CombatLine,
  DungeonDecision,
  DungeonInput,
  DungeonLocation,
  DungeonOutput,
  DungeonRoll,
  DungeonState,
  GamblerGift,
  LeaveHow,
  PsiArmed,
  RolledQuest,
  StallDecision,
  Task,
  TradeDecision,
  TreasureDecision,
  TreasureFound,
} from '../../../src/rules/kraken/dungeon/types';

/**
 * The ground combat running now, as the exploration follows it: mirrored from the invoked child's snapshot
 * on every change (`fight.ts`), so the dungeon's own snapshot can carry the fight's dice request and accept
 * exactly the decisions the fight accepts.
 */
export interface CombatLink {
  /** `fight-1`, `fight-2` … in the order fought: prefixes the fight's dice request ids in the dungeon's log. */
  readonly id: string;
  /** The child's state value: with the fight, it says which decisions the child takes now. */
  readonly state: StateValue;
  /** The request the child waits on, under the child's own id (`gc-N`); null when it waits for no dice. */
  readonly request: DiceRequest | null;
}

/** The machine's context: the rules' state plus the dice request waited on and the fight followed. */
export interface DungeonContext extends DungeonState {
  readonly diceRequest: DiceRequest | null;
  readonly fightLink: CombatLink | null;
}

/**
 * Sent by the invoked ground combat as it ends (its snapshot events stop before its final state), with the
 * fight as it finished, so the last lines of its log reach the exploration's narration. Not a decision.
 */
export interface CombatReportEvent {
  readonly type: 'combat.report';
  readonly fight: Fight;
}

/**
 * Everything the dungeon machine receives: its own decisions, every ground-combat decision (forwarded to
 * the running fight, which must accept it), dice answers and the fight's final report. `psi.use` and
 * `item.use` exist in both vocabularies; the state says which is meant (a fight, or the exploration).
 */
export type DungeonEvent = DungeonDecision | CombatDecision | DiceAnswerEvent | CombatReportEvent;
