import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { hubStatesOf } from '../../src/game/chart/hubs';

/** The shape the story phase and the space flight had before issue 27: every wait goes back to `route`. */
const hubbed = createMachine({
  id: 'hubbed',
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: () => false, target: 'done' },
        { guard: () => false, target: 'check' },
        { guard: () => false, target: 'd20' },
        { guard: () => false, target: 'event' },
        { target: 'leader' },
      ],
    },
    leader: { on: { lead: 'route', skip: 'route' } },
    d20: { on: { 'dice.answer': 'route' } },
    event: { on: { read: 'route', choose: 'route', hold: 'route' } },
    check: { on: { 'dice.answer': 'route' } },
    done: { type: 'final' },
  },
});

/** A choice point in a phase loop: three ways out, and the waits go on to the next step. */
const looped = createMachine({
  id: 'looped',
  initial: 'check',
  states: {
    check: {
      always: [
        { guard: () => false, target: 'done' },
        { guard: () => false, target: 'roll' },
        { target: 'pick' },
      ],
    },
    pick: { on: { pick: 'roll', pass: 'check' } },
    roll: { on: { 'dice.answer': 'after' } },
    after: { on: { next: 'done' } },
    done: { type: 'final' },
  },
});

describe('the hub test of issue 27', () => {
  it('finds the old route hub and passes a phase loop’s choice point', () => {
    expect(hubStatesOf(hubbed)).toEqual(['route']);
    expect(hubStatesOf(looped)).toEqual([]);
  });
});
