import { z } from 'zod';
import { flag, id, idRef, intIn, numberIn, oneOf, text } from './fields';

/**
 * A rules demo: a short guided scene that runs a mode's real machine from a set-up, step by step. The
 * content layer checks the shape of every step; what only the mode knows (its set-up by its `inputSchema`,
 * each scripted decision by its `decisionSchema`, that the script replays) is checked when the demo is
 * opened, by the demo runner (`src/game/demo/check.ts`), which names the same paths.
 */

/** A demo is a few minutes of steps, not a whole game. */
export const MAX_DEMO_STEPS = 300;
/** Scripted decisions in one step; rolls after one decision. */
export const MAX_STEP_MOVES = 200;
export const MAX_MOVE_ROLLS = 50;

const OPEN_LIST = 'a list';

/** One roll's faces: a list per dice group (an opposed roll has two), in the order the request lists them. */
export const rollFacesSchema = z
  .array(
    z
      .array(intIn(1, 100, 'a face from 1 to 100'), { error: 'the faces of one dice group, like [4, 2]' })
      .max(60, { error: 'at most 60 dice in a group' }),
    { error: 'one roll: a list of face lists, one per dice group, like [[4, 2]] or [[5], [3]]' },
  )
  .min(1, { error: 'one roll: at least one group of faces' })
  .max(8, { error: 'one roll: at most 8 dice groups' });
export type RollFaces = z.infer<typeof rollFacesSchema>;

const rolls = z
  .array(rollFacesSchema, { error: 'a list of rolls (each a list of face lists)' })
  .max(MAX_MOVE_ROLLS, { error: `at most ${MAX_MOVE_ROLLS} rolls` });

/**
 * A decision as the mode's machine takes it (`{ "type": "unit.order", ... }`). Its fields are the mode's
 * vocabulary (docs/events.md): the mode's own decision schema checks them when the demo opens.
 */
export const demoDecisionSchema = z
  .object({ type: text('decision type').max(100, { error: 'a decision type of at most 100 characters' }) })
  .catchall(z.json());
export type DemoDecision = z.infer<typeof demoDecisionSchema>;

/** A decision and the faces of the rolls it leads to, in the order the game asks for them. */
export const demoMoveSchema = z.strictObject({
  decide: demoDecisionSchema,
  rolls: rolls.optional(),
});
export type DemoMove = z.infer<typeof demoMoveSchema>;

const level = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'a level: 1 (Topside), 2 (The Mids) or 3 (The Sink)',
});
const inches = numberIn(0, 120);
const FIGURE_EXPECTED = 'the id of a figure on the table (as its game names it, like "ada-voss")';
const figureRef = z
  .string({ error: FIGURE_EXPECTED })
  .min(1, { error: FIGURE_EXPECTED })
  .max(100, { error: 'a figure id of at most 100 characters' });

/** A place on the depth board, in inches (x across, z along) on a level. */
const boardPoint = z.strictObject({ x: inches, z: inches, level });
/** Where a mark stands: a figure (by id) or a place. */
const markAt = z.union([figureRef, boardPoint], {
  error: 'a figure id or a place { "x", "z", "level" }',
});
const label = text('label').max(120, { error: 'a label of at most 120 characters' }).optional();

/**
 * What a step points at. On the table: figures, a range ring, a line of sight (its verdict worked out by
 * the rules), a measured distance, an area, a level (the others faded), a tile of a tile map. In the panels:
 * a figure's stats, a choice button (by its words), the odds, the prompt.
 */
export const demoHighlightSchema = z.discriminatedUnion(
  'on',
  [
    z.strictObject({
      on: z.literal('figure'),
      ids: z.array(figureRef).min(1).max(20, { error: 'at most 20 figures' }),
    }),
    z.strictObject({ on: z.literal('ring'), at: markAt, radius: numberIn(0.1, 120), label }),
    z.strictObject({ on: z.literal('sight'), from: figureRef, to: figureRef }),
    z.strictObject({ on: z.literal('distance'), from: markAt, to: markAt }),
    z.strictObject({
      on: z.literal('area'),
      level,
      x: inches,
      z: inches,
      width: numberIn(0.1, 120),
      depth: numberIn(0.1, 120),
      label,
    }),
    z.strictObject({ on: z.literal('level'), level }),
    z.strictObject({
      on: z.literal('tile'),
      x: intIn(0, 200),
      y: intIn(0, 200),
      label,
    }),
    z.strictObject({
      on: z.literal('stat'),
      figure: figureRef,
      stat: text('stat name').max(60).optional(),
    }),
    z.strictObject({
      on: z.literal('button'),
      choice: text('the words of a choice').max(200, { error: 'at most 200 characters' }),
    }),
    z.strictObject({ on: z.literal('odds') }),
    z.strictObject({ on: z.literal('prompt') }),
  ],
  {
    error:
      'a highlight: { "on": "figure" | "ring" | "sight" | "distance" | "area" | "level" | "tile" | "stat" | "button" | "odds" | "prompt", ... }',
  },
);
export type DemoHighlight = z.infer<typeof demoHighlightSchema>;

export const CAMERA_PRESETS = ['top', 'iso', 'side'] as const;

/** A camera move: a framing, and the part of the table to fill the view with (the whole table when absent). */
export const demoCameraSchema = z.strictObject({
  preset: oneOf(CAMERA_PRESETS),
  focus: z
    .strictObject({ x: inches, z: inches, width: numberIn(1, 120), depth: numberIn(1, 120) })
    .optional(),
});
export type DemoCamera = z.infer<typeof demoCameraSchema>;

/** What every step may carry: its caption (the project's own words), a Rules-reference link, marks, a camera move. */
const common = {
  title: text('title').max(120, { error: 'a title of at most 120 characters' }).optional(),
  /** The narration, shown as the step's caption. */
  text: text('narration').optional(),
  /** A Rules-reference entry id (assets/rules/*.json), linked from the caption. */
  rule: z
    .string({ error: 'a Rules-reference entry id, like "salvage.actions"' })
    .regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, {
      error: 'a Rules-reference entry id, like "salvage.actions"',
    })
    .max(100)
    .optional(),
  /** Replaces the marks shown (an empty list clears them); absent: the marks stay as they were. */
  highlights: z.array(demoHighlightSchema).max(40, { error: 'at most 40 highlights' }).optional(),
  camera: demoCameraSchema.optional(),
};

const hintSchema = z.strictObject({
  /** The fields a wrong decision has for this hint to answer it (`{ "type": "unit.order" }`). */
  when: z.record(z.string().max(100), z.json()),
  say: text('hint'),
});

const choiceSchema = z.strictObject({
  label: text('answer').max(200, { error: 'an answer of at most 200 characters' }),
  correct: flag(),
  /** Why this answer is right or wrong, shown once it is picked. */
  explain: text('explanation'),
  /** The answer is also given by clicking this figure on the table. */
  figure: figureRef.optional(),
  /** ... or this tile of the tile map. */
  tile: z.strictObject({ x: intIn(0, 200), y: intIn(0, 200) }).optional(),
});

export const demoStepSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('narrate'), ...common, text: text('narration') }),
    z.strictObject({ kind: z.literal('camera'), ...common, camera: demoCameraSchema }),
    z.strictObject({
      kind: z.literal('highlight'),
      ...common,
      highlights: z.array(demoHighlightSchema).max(40, { error: 'at most 40 highlights' }),
    }),
    z.strictObject({
      kind: z.literal('play'),
      ...common,
      moves: z
        .array(demoMoveSchema)
        .min(1, { error: 'at least one scripted decision' })
        .max(MAX_STEP_MOVES, { error: `at most ${MAX_STEP_MOVES} decisions in a step` }),
    }),
    z.strictObject({
      kind: z.literal('yourTurn'),
      ...common,
      text: text('what the learner is asked to do'),
      /** The decision asked for; "Show me" takes it. */
      expect: demoDecisionSchema,
      /** Fields of `expect` not compared (dotted paths, like "order.to"): a click may land anywhere near. */
      ignore: z.array(z.string().min(1).max(100)).max(20).optional(),
      /** The faces of the rolls the decision leads to. */
      rolls: rolls.optional(),
      /** Explanations for wrong decisions, the first whose fields match. */
      hints: z.array(hintSchema).max(20).optional(),
      /** Said to any other wrong decision. */
      otherwise: text('explanation').optional(),
      /** Said once the decision is right. */
      right: text('praise').optional(),
    }),
    z
      .strictObject({
        kind: z.literal('question'),
        ...common,
        text: text('question'),
        choices: z
          .array(choiceSchema)
          .min(2, { error: 'at least two answers' })
          .max(8, { error: 'at most 8 answers' }),
      })
      .superRefine((q, ctx) => {
        if (q.choices.some((c) => c.correct)) return;
        ctx.addIssue({
          code: 'custom',
          path: ['choices'],
          input: q.choices,
          message: 'at least one answer marked "correct": true',
          params: { got: 'none marked correct' },
        });
      }),
  ],
  {
    error: 'a step: { "kind": "narrate" | "camera" | "highlight" | "play" | "yourTurn" | "question", ... }',
  },
);
export type DemoStep = z.infer<typeof demoStepSchema>;

/**
 * The starting set-up: the mode's own input (`input`, checked by the mode's `inputSchema`), or `build`,
 * the options of the mode's set-up from this pack (the same builder its set-up form uses), which keeps a
 * demo short. `seed`: the game's random stream (rolls the script leaves out come from it). `rolls`: the
 * faces of rolls the game asks for before any decision.
 */
export const demoSetupSchema = z
  .strictObject({
    seed: text('seed').max(200, { error: 'a seed of at most 200 characters' }),
    input: z.json().optional(),
    build: z.record(z.string().max(100), z.json()).optional(),
    rolls: rolls.optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.input === undefined) !== (s.build === undefined)) return;
    ctx.addIssue({
      code: 'custom',
      input: s,
      message: 'one of "input" (the mode\'s own set-up) or "build" (options of its set-up from the pack)',
      params: { got: s.input === undefined ? 'neither' : 'both' },
    });
  });
export type DemoSetup = z.infer<typeof demoSetupSchema>;

export const demoSchema = z.strictObject({
  id: id(),
  name: text('name').max(120, { error: 'a name of at most 120 characters' }),
  description: text('description'),
  /** The game mode it runs (its id: "salvage-mission", "depth-board", "ground-combat", ...). */
  mode: idRef('a game mode'),
  /** About how long it takes, in minutes. */
  minutes: intIn(1, 60),
  sample: flag().default(false),
  setup: demoSetupSchema,
  /** Silent decisions played before the first step (a set-up the demo is not about). */
  prelude: z
    .array(demoMoveSchema)
    .max(MAX_STEP_MOVES, { error: `at most ${MAX_STEP_MOVES} decisions` })
    .optional(),
  steps: z
    .array(demoStepSchema, { error: OPEN_LIST })
    .min(1, { error: 'at least one step' })
    .max(MAX_DEMO_STEPS, { error: `at most ${MAX_DEMO_STEPS} steps` }),
});
export type Demo = z.infer<typeof demoSchema>;
