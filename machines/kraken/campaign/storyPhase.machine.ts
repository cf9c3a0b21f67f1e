import { assign, setup } from 'xstate';
import {
  answerStory,
  checkOwed,
  decideStory,
  lineAwaitsEvent,
  lineAwaitsRandom,
  linesOver,
  nextStoryLine,
  resumeStoryPhase,
  startStoryPhase,
  storyNeed,
  storyPaused,
  storyRefusal,
  storyResumeOf,
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
 * Space Kraken §6 Phase 1, activate story lines, as its phase loop in the book's order: `storyLines` takes the
 * next running line in order from slot 1 and waits for its Leader (or a skip); `cgm`, the Crypted Game
 * Master, follows the line through the sheets and stops for a random switch's d20; `storyEvent` waits for the
 * player to read the event the line reached, then carries out its effects, each check of the Leader's its own
 * d6; back to `cgm` until the line stops, then to the next line, and `done` when every line had its turn.
 * An event that asks for a fight, a crawl, a trader or a space combat hands the turn over there (`done`,
 * with where it stood in `output.resume`); the campaign runs it and invokes the phase again, which
 * `opening` takes up at the rest of the event (§6 Event: read it, then follow on).
 * Choice points ask one pure rule each (src/rules/kraken/campaign/storyPhase.ts); every die is a dice
 * request; the result leaves through `output` for the campaign turn.
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
    linesOver: ({ context }: StoryPhaseArgs) => linesOver(context.phase),
    lineAwaitsRandom: ({ context }: StoryPhaseArgs) => lineAwaitsRandom(context.phase),
    lineAwaitsEvent: ({ context }: StoryPhaseArgs) => lineAwaitsEvent(context.phase),
    checkOwed: ({ context }: StoryPhaseArgs) => checkOwed(context.phase),
    paused: ({ context }: StoryPhaseArgs) => storyPaused(context.phase),
    decisionAllowed: ({ context, event }: StoryPhaseArgs) =>
      event.type !== 'dice.answer' && storyRefusal(context.phase, event) === null,
    answerFits: ({ context, event }: StoryPhaseArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    takeNextLine: assign(({ context }: StoryPhaseArgs) => ({ phase: nextStoryLine(context.phase) })),
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
    phase:
      input.resume === undefined || input.resume === null
        ? startStoryPhase(
            input.book,
            input.events,
            input.party,
            input.skips,
            input.only ?? null,
            input.inCrawl ?? false,
            input.tileEvent ?? null,
          )
        : resumeStoryPhase(input.book, input.events, input.party, input.skips, input.resume),
    diceRequest: null,
    seq: 1,
  }),
  output: ({ context }) => ({
    party: context.phase.party,
    skips: context.phase.skips,
    followUps: context.phase.followUps,
    notes: context.phase.notes,
    resume: storyResumeOf(context.phase),
  }),
  initial: 'opening',
  states: {
    // A fresh phase goes to its first line; one taken up after an event's fight, crawl, trader or space combat
    // goes on with the rest of that event (`effects` routes both: nothing carried leads to the CGM, then on).
    opening: { always: { target: '#storyPhase.storyEvent.effects' } },
    // §6: "activate each Story Line once", in order from Line 1; one may be skipped (kraken.story-lines).
    storyLines: {
      initial: 'next',
      states: {
        next: {
          entry: 'takeNextLine',
          always: [{ guard: 'linesOver', target: '#storyPhase.done' }, { target: 'leader' }],
        },
        leader: {
          meta: {
            prompt:
              'A story line is next: name its Leader (the “you” of its events) to follow it. Whether it may wait a turn instead is on its Skip choice (one line a turn, never the same one two turns running, never the line chosen as the free action).',
            rule: 'kraken.story-lines',
          },
          on: { 'story.lead': decided('#storyPhase.cgm'), 'story.skip': decided('next') },
        },
      },
    },
    // §6 The CGM: the line is followed through the sheets until a red cell stops it or '/' ends it.
    cgm: {
      initial: 'follow',
      states: {
        follow: {
          always: [
            { guard: 'lineAwaitsRandom', target: 'randomSwitch' },
            { guard: 'lineAwaitsEvent', target: '#storyPhase.storyEvent' },
            { target: '#storyPhase.storyLines' },
          ],
        },
        randomSwitch: {
          tags: [AWAITING_DICE],
          meta: {
            prompt:
              'The line reaches a random switch: roll a d20. The number shown or more takes the first way.',
            rule: 'kraken.cgm-random',
          },
          entry: 'askDie',
          on: { 'dice.answer': { guard: 'answerFits', target: 'follow', actions: 'takeDie' } },
        },
      },
    },
    // §6 Event and Standby Events: read it (A or B where it asks), or leave a STANDBY event waiting.
    storyEvent: {
      initial: 'reading',
      states: {
        reading: {
          meta: {
            prompt:
              'An event: read it. Take it as it is, pick option A or B where it asks, or — where it is on STANDBY — leave it waiting for a later turn.',
            rule: 'kraken.cgm-event',
          },
          on: {
            'story.read': decided('effects'),
            'story.choose': decided('effects'),
            'story.hold': decided('#storyPhase.cgm'),
          },
        },
        // The event's effects in order (a queue inside this step); a check stops them for the Leader's d6, and
        // a fight, a crawl, a trader or a space combat hands the turn to the campaign, which runs it now.
        effects: {
          always: [
            { guard: 'paused', target: '#storyPhase.done' },
            { guard: 'checkOwed', target: 'checkRoll' },
            { target: '#storyPhase.cgm' },
          ],
        },
        checkRoll: {
          tags: [AWAITING_DICE],
          meta: {
            prompt:
              'The event tests the Leader: roll a d6 and add the attribute it names; reach the target to pass.',
            rule: 'kraken.attribute-check',
          },
          entry: 'askDie',
          on: { 'dice.answer': { guard: 'answerFits', target: 'effects', actions: 'takeDie' } },
        },
      },
    },
    done: { type: 'final' },
  },
});
