import type { AnyStateMachine, EventFromLogic } from 'xstate';
import type { ZodType } from 'zod';
import type { ContentPack } from '../content/pack';
import type { ModeDefinition, PackSetup, PackSetupResult } from '../game/mode';

/**
 * The headless half of a mode (its folder's `mode.ts`): the machine, the save schemas, the choices, the
 * refusals and the narration — what the session, the replay CLI and the save loader need, and no React.
 *
 * The decision schema is the one source of the mode's decision vocabulary: the machine's decision type is
 * `z.infer` of it, and this signature refuses a schema that would let a save carry a decision the machine
 * does not know (its output must be one of the machine's events).
 */
export function defineMode<M extends AnyStateMachine, D extends EventFromLogic<M>>(
  definition: ModeDefinition<M> & { readonly decisionSchema: ZodType<D> },
): ModeDefinition<M> {
  return definition;
}

/** A mode's set-up from a pack (`ModeDefinition.packSetup`), with the options typed by their schema. */
export function packSetup<O>(
  options: ZodType<O>,
  build: (pack: ContentPack, options: O) => PackSetupResult,
): PackSetup {
  return { options, build: (pack, raw) => build(pack, options.parse(raw)) };
}
