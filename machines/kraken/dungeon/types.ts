import type { DungeonDecision, DungeonState } from '../../../src/rules/kraken/dungeon/types';
import type { DiceAnswerEvent, DiceRequest } from '../../core/diceRequest';

/**
 * The dungeon-crawl machine's own shapes: its context is the rules' `DungeonState` (src/rules/kraken/dungeon)
 * plus the dice request it waits on; its events are its decisions and dice answers. A ground combat is an
 * invoked child the session drives directly (its decisions and dice go to it), and its output comes back on
 * done. The rules' shapes are re-exported so the machine's files and the mode keep one place to import them.
 */

export type {
  ActiveEncounter,
  CampaignNote,
  Catalogue,
  CombatContent,
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

/** The machine's context: the rules' state plus the dice request waited on. */
export interface DungeonContext extends DungeonState {
  readonly diceRequest: DiceRequest | null;
}

/** Everything the dungeon machine receives: its own decisions and dice answers. */
export type DungeonEvent = DungeonDecision | DiceAnswerEvent;
