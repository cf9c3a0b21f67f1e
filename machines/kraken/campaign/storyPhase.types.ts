import type { CgmBook } from '../../../src/content/cgm/book';
import type { CgmEventEntry } from '../../../src/content/schemas/cgm';
import type { EventTarget } from '../../../src/rules/kraken/campaign/eventEffects';
import type {
  StoryDecision,
  StoryFollowUp,
  StoryNote,
  StoryPhase,
  StoryResume,
} from '../../../src/rules/kraken/campaign/storyPhase';
import type { SkipRecord } from '../../../src/rules/kraken/campaign/storyTurn';
import type { DiceAnswerEvent, DiceRequest } from '../../core/diceRequest';

/**
 * The story-phase machine's types (Space Kraken §6 Phase 1). The phase is plain data changed only by the
 * pure functions of src/rules/kraken/campaign/storyPhase.ts; the machine adds the dice request waiting now
 * and the counter that keeps request ids deterministic (`story-1`, `story-2` …).
 */
export interface StoryPhaseInput {
  readonly book: CgmBook;
  readonly events: ReadonlyMap<string, CgmEventEntry>;
  readonly party: EventTarget;
  readonly skips: SkipRecord;
  /** Phase 3's free action: only this line runs (and it cannot be skipped). */
  readonly only?: number | null;
  /** A phase taken up again after what an event asked for at once (§6 Event). */
  readonly resume?: StoryResume | null;
  /** An LT tile's line run at once inside a crawl (§13 LT): what an event asks for waits for its end. */
  readonly inCrawl?: boolean;
  /** An Event tile's story event, read alone inside a crawl (§13 Event); no line runs. */
  readonly tileEvent?: string;
}

export interface StoryPhaseContext {
  readonly phase: StoryPhase;
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

/** What the turn gets back: the party and tracker as the lines left them, and what it must run next. */
export interface StoryPhaseOutput {
  readonly party: EventTarget;
  readonly skips: SkipRecord;
  readonly followUps: readonly StoryFollowUp[];
  readonly notes: readonly StoryNote[];
  /** Where the phase stands when an event handed the turn over (a fight, a crawl, a trader); null when done. */
  readonly resume: StoryResume | null;
}

export type StoryPhaseEvent = StoryDecision | DiceAnswerEvent;

export interface StoryPhaseArgs {
  readonly context: StoryPhaseContext;
  readonly event: StoryPhaseEvent;
}
