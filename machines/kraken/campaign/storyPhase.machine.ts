import { assign, setup } from 'xstate';
import {
  answerStory,
  decideStory,
  startStoryPhase,
  storyNeed,
  storyRefusal,
  storyStep,
} from '../../../src/rules/kraken/campaign/storyPhase';
import { AWAITING_DICE } from '../../core/diceRequest';
import type { StateMeta } from '../../core/meta';
import { requestFor } from '../../core/roll';
import { validateAnswer } from '../../core/validateAnswer';
import type {
  StoryPhaseArgs,
  StoryPhaseContext,
  StoryPhaseEvent,
  StoryPhaseInput,
  StoryPhaseOutput,
} from './storyPhase.types';

/**
 * Space Kraken §6 Phase 1, activate story lines, one guided step at a time: for each running line in order
 * the player skips it or names its Leader; the line then runs through the sheets by itself and waits only
 * where someone must act — a d20 for `%N`, an event to read (A or B, or STANDBY), a check of the Leader's.
 * The machine only orchestrates: every rule is a function of src/rules/kraken/campaign/storyPhase.ts, every
 * die a dice request, and the result leaves through `output` for the campaign turn.
 */

const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;

export const storyPhaseMachine = setup({
  types: {
    context: {} as StoryPhaseContext,
    events: {} as StoryPhaseEvent,
    input: {} as StoryPhaseInput,
    output: {} as StoryPhaseOutput,
    meta: {} as StateMeta,
  },
  guards: {
    phaseOver: ({ context }: StoryPhaseArgs) => storyStep(context.phase) === 'done',
    awaitsCheck: ({ context }: StoryPhaseArgs) => storyStep(context.phase) === 'check',
    awaitsD20: ({ context }: StoryPhaseArgs) => storyStep(context.phase) === 'd20',
    awaitsEvent: ({ context }: StoryPhaseArgs) => storyStep(context.phase) === 'event',
    decisionAllowed: ({ context, event }: StoryPhaseArgs) =>
      event.type !== 'dice.answer' && storyRefusal(context.phase, event) === null,
    answerFits: ({ context, event }: StoryPhaseArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    decide: assign(({ context, event }: StoryPhaseArgs) =>
      event.type === 'dice.answer' ? {} : { phase: decideStory(context.phase, event) },
    ),
    askDie: assign(({ context }: StoryPhaseArgs) => {
      const need = storyNeed(context.phase);
      if (need === null) return { diceRequest: null };
      return { diceRequest: requestFor(need, `story-${context.seq}`), seq: context.seq + 1 };
    }),
    takeDie: assign(({ context, event }: StoryPhaseArgs) => {
      if (event.type !== 'dice.answer') return {};
      return { phase: answerStory(context.phase, event.faces[0]?.[0] ?? 1), diceRequest: null };
    }),
  },
}).createMachine({
  id: 'storyPhase',
  context: ({ input }) => ({
    phase: startStoryPhase(input.book, input.events, input.party, input.skips, input.only ?? null),
    diceRequest: null,
    seq: 1,
  }),
  output: ({ context }) => ({
    party: context.phase.party,
    skips: context.phase.skips,
    followUps: context.phase.followUps,
    notes: context.phase.notes,
  }),
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: 'phaseOver', target: 'done' },
        { guard: 'awaitsCheck', target: 'check' },
        { guard: 'awaitsD20', target: 'd20' },
        { guard: 'awaitsEvent', target: 'event' },
        { target: 'leader' },
      ],
    },
    leader: {
      meta: {
        prompt:
          'A story line is next. Name its Leader (the “you” of its events) to follow it, or skip it this turn — one line a turn, never the same one two turns running.',
        rule: 'kraken.story-lines',
      },
      on: { 'story.lead': decided('route'), 'story.skip': decided('route') },
    },
    d20: {
      tags: [AWAITING_DICE],
      meta: {
        prompt: 'The line reaches a random switch: roll a d20. The number shown or more takes the first way.',
        rule: 'kraken.cgm-random',
      },
      entry: 'askDie',
      on: { 'dice.answer': { guard: 'answerFits', target: 'route', actions: 'takeDie' } },
    },
    event: {
      meta: {
        prompt:
          'An event: read it. Take it as it is, pick option A or B where it asks, or — where it is on STANDBY — leave it waiting for a later turn.',
        rule: 'kraken.cgm-event',
      },
      on: {
        'story.read': decided('route'),
        'story.choose': decided('route'),
        'story.hold': decided('route'),
      },
    },
    check: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'The event tests the Leader: roll a d6 and add the attribute it names; reach the target to pass.',
        rule: 'kraken.attribute-check',
      },
      entry: 'askDie',
      on: { 'dice.answer': { guard: 'answerFits', target: 'route', actions: 'takeDie' } },
    },
    done: { type: 'final' },
  },
});
