import type { CgmBook } from '../../../src/content/cgm/book';
import type { CgmEventEntry, CgmSheetEntry } from '../../../src/content/schemas/cgm';
import type { CampaignSetup } from '../../../src/rules/kraken/campaign/setup';
import type { TurnDecision } from '../../../src/rules/kraken/campaign/turn';
import type { CampaignContent, CampaignTurn } from '../../../src/rules/kraken/campaign/turn.types';
import type { DiceAnswerEvent, DiceRequest } from '../../core/diceRequest';

/**
 * The campaign machine's types (Space Kraken §3–§5). The set-up the wizard finished, the pack content the
 * turn reads (the CGM sheets and events, and what a landing needs), and a practice flag; the turn itself is
 * plain data changed only by src/rules/kraken/campaign/turn.ts.
 */
export interface CampaignInput {
  readonly setup: CampaignSetup;
  /** An unscored practice campaign: undo anywhere, shown as such on the score. */
  readonly practice: boolean;
  readonly sheets: readonly CgmSheetEntry[];
  readonly events: readonly CgmEventEntry[];
  readonly content: CampaignContent;
}

export interface CampaignContext {
  readonly turn: CampaignTurn;
  readonly content: CampaignContent;
  readonly book: CgmBook;
  readonly events: ReadonlyMap<string, CgmEventEntry>;
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

export type CampaignEvent = TurnDecision | DiceAnswerEvent;

export interface CampaignArgs {
  readonly context: CampaignContext;
  readonly event: CampaignEvent;
}
