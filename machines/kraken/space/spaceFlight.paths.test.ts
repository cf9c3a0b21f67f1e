import { describe, expect, it } from 'vitest';
import { hubStatesOf } from '../../../src/game/chart/hubs';
import { chartEdges, phaseOf, phasesOf } from '../../core/chart';
import { AWAITING_DICE } from '../../core/diceRequest';
import { waitingStates } from '../../core/states';
import { spaceFlightMachine } from './spaceFlight.machine';

const phases = phasesOf(spaceFlightMachine);
const edges = chartEdges(spaceFlightMachine);

describe('the space flight’s chart (Space Kraken §9), read from the machine', () => {
  it('has the book’s steps as phases, in its order: plan (§9.1–9.2), set off, the avoid check (§9.3), the space combat (§9.4)', () => {
    expect(phases).toEqual(['plan', 'setOff', 'avoidCheck', 'spaceCombat', 'done']);
  });

  it('only ever moves forward through the phases (a flight is flown once)', () => {
    const backward = edges.filter((e) => phases.indexOf(phaseOf(e.to)) < phases.indexOf(phaseOf(e.from)));
    expect(backward).toEqual([]);
  });

  it('has no hub state', () => {
    expect(hubStatesOf(spaceFlightMachine)).toEqual([]);
  });

  it('gives every die its own state, tagged and with its prompt and rule', () => {
    const dice = waitingStates(spaceFlightMachine).filter((s) => {
      const node = spaceFlightMachine.getStateNodeById(`spaceFlight.${s}`);
      return node.tags.includes(AWAITING_DICE);
    });
    expect(dice).toEqual(['avoidCheck.avoidRoll', 'spaceCombat.flightNumberRoll']);
    for (const s of dice) {
      const meta = spaceFlightMachine.getStateNodeById(`spaceFlight.${s}`).meta as { rule?: string };
      expect(meta.rule, s).toMatch(/^kraken\.flight-(check|number)$/);
    }
  });
});
