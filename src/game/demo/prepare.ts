import type { ZodType } from 'zod';
import type { ContentPack } from '../../content/pack';
import type { Demo, DemoMove } from '../../content/schemas/demo';
import { formatPackError, formatPath, packError } from '../../content/errors';
import { issueToPackErrors, PARSE_OPTIONS } from '../../content/zodIssues';
import type { GameSetup } from '../log';
import type { ModeDefinition } from '../mode';

/** A demo checked against its mode and ready to run: the set-up the mode's schema read. */
export interface PreparedDemo {
  readonly demo: Demo;
  readonly mode: ModeDefinition;
  readonly setup: GameSetup;
}

/** Where the demo came from, for errors: a file (or a pack) and the path of the demo inside it. */
export interface DemoSource {
  readonly file: string;
  readonly path: readonly (string | number)[];
}

export type PrepareOutcome =
  | { readonly ok: true; readonly prepared: PreparedDemo }
  | { readonly ok: false; readonly errors: readonly string[] };

const MAX_ERRORS = 20;

/**
 * Checks what only the mode knows about a demo the pack loader has read: the mode exists, its set-up fits
 * the mode's `inputSchema` (built from the pack by the mode's `packSetup` for `setup.build`), and every
 * scripted decision fits the mode's `decisionSchema`. Each error names the file, the path and what was
 * expected, as pack errors do ("sample pack at demos["salvage-power"].setup.build.missionId: expected …").
 * Whether the script replays is found by running it (`DemoRun`).
 */
export function prepareDemo(
  demo: Demo,
  modeById: (id: string) => ModeDefinition | undefined,
  pack: ContentPack | null,
  source: DemoSource,
): PrepareOutcome {
  const errors: string[] = [];
  const at = (path: readonly (string | number)[], expected: string, got: string) =>
    errors.push(
      formatPackError(packError(source.file, formatPath([...source.path, ...path]), expected, got)),
    );
  const check = (schema: ZodType, value: unknown, path: readonly (string | number)[]): unknown => {
    const result = schema.safeParse(value, PARSE_OPTIONS);
    if (result.success) return result.data;
    for (const issue of result.error.issues.slice(0, MAX_ERRORS)) {
      for (const e of issueToPackErrors(source.file, issue, value, [...source.path, ...path])) {
        errors.push(formatPackError(e));
      }
    }
    return undefined;
  };

  const mode = modeById(demo.mode);
  if (mode === undefined) {
    at(['mode'], 'the id of a game mode of this app', JSON.stringify(demo.mode));
    return { ok: false, errors };
  }
  let raw: unknown;
  if (demo.setup.build !== undefined) {
    if (mode.packSetup === undefined) {
      at(['setup', 'build'], `"input": the ${mode.title} has no set-up from a pack`, 'build');
    } else if (pack === null) {
      at(['setup', 'build'], 'a pack to build the set-up from', 'no pack');
    } else {
      const options = check(mode.packSetup.options, demo.setup.build, ['setup', 'build']);
      if (options !== undefined) {
        const built = mode.packSetup.build(pack, options);
        if (built.ok) raw = built.input;
        else at(['setup', 'build'], 'options the pack can build a set-up from', JSON.stringify(built.reason));
      }
    }
  } else {
    raw = demo.setup.input;
  }
  const input =
    raw === undefined
      ? undefined
      : check(mode.inputSchema, raw, ['setup', demo.setup.build === undefined ? 'input' : 'build']);
  const decisions = (moves: readonly DemoMove[] | undefined, path: readonly (string | number)[]) =>
    moves?.forEach((move, i) => check(mode.decisionSchema, move.decide, [...path, i, 'decide']));
  decisions(demo.prelude, ['prelude']);
  demo.steps.forEach((step, i) => {
    if (step.kind === 'play') decisions(step.moves, ['steps', i, 'moves']);
    if (step.kind === 'yourTurn') check(mode.decisionSchema, step.expect, ['steps', i, 'expect']);
  });
  if (errors.length > 0 || input === undefined) return { ok: false, errors: errors.slice(0, MAX_ERRORS) };
  return { ok: true, prepared: { demo, mode, setup: { mode: mode.id, seed: demo.setup.seed, input } } };
}
