import { describe, expect, it } from 'vitest';
import { hubStatesOf } from '../../../src/game/chart/hubs';
import { chartEdges, phaseOf, phasesOf } from '../../core/chart';
import { AWAITING_DICE } from '../../core/diceRequest';
import { waitingStates } from '../../core/states';
import { storyPhaseMachine } from './storyPhase.machine';

describe('the story phase’s chart (Space Kraken §6 Phase 1), read from the machine', () => {
  const storyPhases = phasesOf(storyPhaseMachine);
  const storyEdges = chartEdges(storyPhaseMachine);

  it('has the book’s steps as phases, in its order: the story lines, the CGM, the story events', () => {
    // `opening` takes a phase up where an event handed the turn over (§6 Event), else it goes to the lines.
    expect(storyPhases).toEqual(['opening', 'storyLines', 'cgm', 'storyEvent', 'done']);
  });

  it('goes back only where the book loops: the CGM follows the line after an event, the next line after the CGM', () => {
    const backward = storyEdges
      .filter((e) => storyPhases.indexOf(phaseOf(e.to)) < storyPhases.indexOf(phaseOf(e.from)))
      .map((e) => `${phaseOf(e.from)} → ${phaseOf(e.to)}`);
    expect([...new Set(backward)].sort()).toEqual(['cgm → storyLines', 'storyEvent → cgm']);
  });

  it('has no hub state, and a die of its own for the random switch and the Leader’s check', () => {
    expect(hubStatesOf(storyPhaseMachine)).toEqual([]);
    const dice = waitingStates(storyPhaseMachine).filter((s) =>
      storyPhaseMachine.getStateNodeById(`storyPhase.${s}`).tags.includes(AWAITING_DICE),
    );
    expect(dice).toEqual(['cgm.randomSwitch', 'storyEvent.checkRoll']);
  });
});
