import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { ZodType } from 'zod';
import type { LogEntry } from './log';

export type GameSystem = 'kraken' | 'salvage' | 'fringe' | 'general';

/** A choice the ChoiceBar may offer: shown only when the snapshot accepts its event. */
export interface Choice<E> {
  readonly id: string;
  readonly label: string;
  readonly event: E;
  /** Exact odds of the roll this choice starts, shown before the player commits. */
  readonly odds?: number | null;
  readonly rule?: string;
  readonly hint?: string;
}

/**
 * Everything the session needs to run one mode headlessly: the root machine, how to validate a logged
 * decision when a save is loaded, what to offer, how to explain a refusal and how to narrate the log.
 * No React in here: the replay CLI and the tests use the same definitions as the app.
 */
export interface ModeDefinition<M extends AnyStateMachine = AnyStateMachine> {
  readonly id: string;
  readonly system: GameSystem;
  readonly title: string;
  readonly machine: M;
  /** Validates the machine input stored in a save's set-up. */
  readonly inputSchema: ZodType;
  /** Validates one logged decision event (dice answers are validated by the protocol). */
  readonly decisionSchema: ZodType;
  readonly choices: (snapshot: SnapshotFrom<M>) => readonly Choice<EventFromLogic<M>>[];
  /** Why the snapshot does not accept this event, naming the rule; null when it would be accepted. */
  readonly explainRefusal: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => string;
  /** One line per log entry, in order, in the project's words. */
  readonly narrate: (log: readonly LogEntry[], snapshot: SnapshotFrom<M>) => readonly string[];
  /**
   * Where the game stands, in one line a player reads on a save slot or the home screen's "Continue" card
   * ("Salvage mission — The Drowned Foundry, round 3"). Derived from the snapshot, so a save names itself.
   */
  readonly describe: (snapshot: SnapshotFrom<M>) => string;
}
