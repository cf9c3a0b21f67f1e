import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { ZodType } from 'zod';
import type { ContentPack } from '../content/pack';
import type { LogEntry } from './log';
import type { Presenter } from './presenter/presenter';

export type GameSystem = 'kraken' | 'salvage' | 'fringe' | 'general';

/**
 * A choice the ChoiceBar may offer: shown only when the snapshot accepts its event. Long lists stay short
 * through `group`: the bar shows the first step of every group path with the count of choices under it, and
 * drills in step by step (power → item → target → slot), with a way back.
 */
export interface Choice<E> {
  readonly id: string;
  /** The whole choice in words, read when it stands alone (and by screen readers). */
  readonly label: string;
  readonly event: E;
  /** Exact odds of the roll this choice starts, shown before the player commits. */
  readonly odds?: number | null;
  readonly rule?: string;
  readonly hint?: string;
  /** The steps leading to this choice, outermost first ("Telekinesis", "Pistol from Ada", "to Bo"). */
  readonly group?: readonly string[];
  /** The label inside its innermost group ("slot 3"); `label` when absent. */
  readonly short?: string;
  /** What taking it costs, shown on the choice itself ("1 Power", "2 oxygen"). */
  readonly cost?: string;
  /**
   * Why it cannot be taken though the rules allow it (a roll with no chance): the bar shows it disabled with
   * this reason instead of hiding it. A choice with odds of exactly 0 is disabled even without one.
   */
  readonly disabled?: string;
}

/**
 * One thing a player keeps an eye on (a figure's Health, Power or place; the team's oxygen), read from a
 * snapshot. The result panel compares the lines from before a step with those after it ("Rust Hound 2:
 * Health 3 → 1"), so no panel works the change out from the rules itself.
 */
export interface TallyLine {
  /** Stable for the same thing across snapshots: "<unit id>:health". */
  readonly key: string;
  readonly who: string;
  readonly what: string;
  /** In words, never ids or coordinates ("The Mids", "6"). */
  readonly value: string;
  /**
   * Where a figure stands, for a place line: the result panel says how far it moved ("moved 4.5\" on The
   * Mids") instead of comparing two places. The level by its name.
   */
  readonly place?: { readonly x: number; readonly z: number; readonly level: string };
}

/** A set-up built from a pack: the machine's input, or why the pack cannot give one. */
export type PackSetupResult =
  { readonly ok: true; readonly input: unknown } | { readonly ok: false; readonly reason: string };

/**
 * The mode's set-up built from a pack by a few options (what its set-up form picks): content that starts a
 * game names these options instead of carrying the whole input (a rules demo's `setup.build`).
 */
export interface PackSetup {
  /** Checks the options (strict, bounded); the demo checker names its paths in errors. */
  readonly options: ZodType;
  /** Builds the input from the pack; the options have passed `options`. */
  readonly build: (pack: ContentPack, options: unknown) => PackSetupResult;
}

/**
 * Everything the session needs to run one mode headlessly: the root machine, how to validate a logged
 * decision when a save is loaded, what to offer, how to explain a refusal and how to narrate the log.
 * `choices`, `explainRefusal`, `narrate` and `tally` present the root machine alone, typed on its snapshot;
 * the machines it invokes are presented by their own presenters (`presenters`, src/game/presenter).
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
  /** One line per log entry the root machine wrote, in order, in the project's words. */
  readonly narrate: (log: readonly LogEntry[], snapshot: SnapshotFrom<M>) => readonly string[];
  /**
   * What must hold in every state the rules can reach (HP within 0..max, figures on the board, resources
   * never negative, the stage consistent with the round...), as sentences naming each break; empty when all
   * hold. The loader refuses a save that replays into a state breaking one; property tests and the fuzz
   * harness check them after every step.
   */
  readonly invariants: (snapshot: SnapshotFrom<M>) => readonly string[];
  /**
   * Why the game may not be taken back now (a difficulty without save and load), or null when undo is
   * allowed; absent: always allowed. The session and the undo button honour it; redo is never limited.
   */
  readonly undoAllowed?: (snapshot: SnapshotFrom<M>) => string | null;
  /**
   * Why the game keeps no save slots and takes no older save of itself loaded over it (a difficulty without
   * save and load), naming the rule, or null; absent: always allowed. The autosave is never limited (it is
   * the game as it stands), and neither is exporting the file. The SaveBar disables its slot buttons with
   * this reason; `loadOverRefusal` (saveRule.ts) refuses a load that would take the game back.
   */
  readonly saveAllowed?: (snapshot: SnapshotFrom<M>) => string | null;
  /** What the result panel compares before and after a step played in the root machine; absent: nothing. */
  readonly tally?: (snapshot: SnapshotFrom<M>) => readonly TallyLine[];
  /**
   * Where the game stands, in one line a player reads on a save slot or the home screen's "Continue" card
   * ("Salvage mission — The Drowned Foundry, round 3"). Derived from the snapshot, so a save names itself.
   */
  readonly describe: (snapshot: SnapshotFrom<M>) => string;
  /**
   * The Rules-reference entry a finished game ended by (`kraken.victory-defeat`), which the game-over panel
   * names beside `describe`'s words; null while it is played; absent: the panel names none.
   */
  readonly endRule?: (snapshot: SnapshotFrom<M>) => string | null;
  /**
   * The presenters of the machines the root invokes, at any depth (a crawl's ground combat; a campaign's
   * story phase, crawl, fight, flight, space combat and boarding), and the root's own where it is defined
   * apart from the mode. The session looks up the deepest active machine's presenter by its machine id;
   * absent: the game is its root machine alone, presented by the functions above.
   */
  readonly presenters?: readonly Presenter[];
  /** The set-up from a pack by options (absent: content gives this mode's input itself). */
  readonly packSetup?: PackSetup;
  /**
   * The version of this mode's set-up (its `inputSchema`) that saves are written in; absent: 1. Bump it when
   * the schema changes shape, with a step in `setupMigrations`.
   */
  readonly setupVersion?: number;
  /**
   * Pure JSON → JSON steps: `setupMigrations[n]` takes a set-up written at version n and returns it at n + 1
   * (docs/architecture.md, "Saves that survive updates"). Old content a set-up carries is migrated here too.
   */
  readonly setupMigrations?: SetupMigrations;
}

/** A mode's set-up migration steps, keyed by the version each step reads. */
export type SetupMigrations = Readonly<Record<number, (old: unknown) => unknown>>;
