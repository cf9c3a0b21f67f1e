import {
  checkOwed,
  lineAwaitsEvent,
  lineAwaitsRandom,
  linesOver,
  type StoryPhase,
} from '../../rules/kraken/campaign/storyPhase';
import { decodeValue } from '../gameSnapshot';
import type { LevelStep } from './levelStep';

/**
 * The story phase rebuilt as its phase loop (issue 27): the `route` hub's states `leader`, `d20`, `event` and
 * `check` move under the book's steps `storyLines`, `cgm` (the Crypted Game Master's random switch) and
 * `storyEvent`. A resting phase's context is unchanged (the next line is taken as before, by the chart's
 * `storyLines.next` now); the new state is computed from it with the rules the new guards call. The
 * campaign invokes the phase as `storyPhase`.
 */
export const storyPhaseStep: LevelStep = (level, place) => {
  if (place.mode !== 'kraken-campaign' || place.path.at(-1) !== 'storyPhase') return level;
  if (typeof level.state !== 'string' || typeof level.context !== 'object' || level.context === null)
    return level;
  const { phase } = decodeValue(level.context) as { readonly phase: StoryPhase };
  return { ...level, state: stateOf(phase) };
};

type StoryState =
  | 'done'
  | { readonly storyLines: 'leader' }
  | { readonly cgm: 'randomSwitch' }
  | { readonly storyEvent: 'reading' | 'checkRoll' };

function stateOf(phase: StoryPhase): StoryState {
  if (linesOver(phase)) return 'done';
  if (checkOwed(phase)) return { storyEvent: 'checkRoll' };
  if (lineAwaitsRandom(phase)) return { cgm: 'randomSwitch' };
  if (lineAwaitsEvent(phase)) return { storyEvent: 'reading' };
  return { storyLines: 'leader' };
}
