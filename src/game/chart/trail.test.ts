import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import { readChart } from './chart';
import { advanceTrails, startsNewTurn, type Trails } from './trail';
import { whereTheGameIs } from './where';

const boarding = createMachine({
  id: 'boardingTest',
  initial: 'round',
  states: { round: { on: { hit: 'heal' } }, heal: { on: { next: 'out' } }, out: { type: 'final' } },
});

const combat = setup({ actors: { boardingTest: boarding } }).createMachine({
  id: 'combatTest',
  initial: 'timeline',
  states: {
    timeline: { on: { go: 'firing' } },
    firing: {
      initial: 'pick',
      states: {
        pick: { on: { fire: 'roll' } },
        roll: { on: { hit: 'pick', done: 'finished' } },
        finished: { type: 'final' },
      },
      onDone: 'boarding',
    },
    boarding: { invoke: { id: 'boarding', src: 'boardingTest', onDone: 'recharge' } },
    recharge: { on: { next: 'timeline' } },
  },
});

const chart = readChart(combat);

describe('whereTheGameIs', () => {
  it('reads every active level on its own chart, found by the invoke id', () => {
    const actor = createActor(combat).start();
    actor.send({ type: 'go' });
    expect(whereTheGameIs(actor.getSnapshot(), chart).map((l) => [l.path, l.active, l.leaf])).toEqual([
      [[], ['firing', 'firing.pick'], 'firing.pick'],
    ]);
    for (const type of ['fire', 'done']) actor.send({ type });
    const levels = whereTheGameIs(actor.getSnapshot(), chart);
    expect(levels.map((l) => [l.path, l.chart.id, l.leaf])).toEqual([
      [[], 'combatTest', 'boarding'],
      [['boarding'], 'boardingTest', 'round'],
    ]);
  });
});

describe('the path taken this turn', () => {
  it('starts again when a top-level phase comes round, not on a step back inside a phase', () => {
    expect(startsNewTurn(chart, 'recharge', 'timeline')).toBe(true);
    expect(startsNewTurn(chart, 'timeline', 'firing.pick')).toBe(false);
    expect(startsNewTurn(chart, 'firing.roll', 'firing.pick')).toBe(true);
  });

  it('records the states of every level as the game moves, and forgets a sub-game that ended', () => {
    const actor = createActor(combat).start();
    let trails: Trails = {};
    const step = (type?: string, child?: string) => {
      const to = child === undefined ? actor : actor.getSnapshot().children[child];
      if (type !== undefined) to?.send({ type });
      trails = advanceTrails(trails, whereTheGameIs(actor.getSnapshot(), chart));
    };
    step();
    step('go');
    step('fire');
    step('done');
    expect(trails).toEqual({
      '': ['timeline', 'firing.pick', 'firing.roll', 'boarding'],
      boarding: ['round'],
    });
    step('hit', 'boarding');
    expect(trails['boarding']).toEqual(['round', 'heal']);
    step('next', 'boarding');
    expect(trails).toEqual({ '': ['timeline', 'firing.pick', 'firing.roll', 'boarding', 'recharge'] });
    step('next');
    expect(trails).toEqual({ '': ['timeline'] });
  });
});
