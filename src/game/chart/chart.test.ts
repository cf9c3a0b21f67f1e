import { describe, expect, it } from 'vitest';
import { and, createMachine, not, setup } from 'xstate';
import { readChart, statesOf } from './chart';
import { hubsOf } from './hubs';
import { phaseLabel } from './label';
import { mermaidChart } from './mermaid';

const child = createMachine({
  id: 'boardingTest',
  initial: 'round',
  states: {
    round: { meta: { prompt: 'Fight', rule: 'kraken.boarding-loop' }, on: { next: 'out' } },
    out: { type: 'final' },
  },
});

const loop = setup({
  guards: { firing: () => true, over: () => false, open: () => true },
  actors: { boardingTest: child },
}).createMachine({
  id: 'combatTest',
  initial: 'timeline',
  states: {
    timeline: {
      meta: { prompt: 'Timeline', rule: 'kraken.timeline' },
      on: { go: [{ guard: 'firing', target: 'enemyFire' }, { target: 'boarding' }] },
    },
    enemyFire: {
      meta: { prompt: 'Enemy fire', rule: 'kraken.space-fire' },
      always: { guard: and(['open', not('over')]), target: 'boarding' },
    },
    boarding: {
      invoke: { id: 'boarding', src: 'boardingTest', onDone: 'recharge' },
    },
    recharge: {
      on: { done: [{ guard: { type: 'over' }, target: 'out' }, { target: 'timeline' }] },
    },
    out: { type: 'final' },
  },
});

describe('readChart', () => {
  const chart = readChart(loop);

  it('keeps the states in document order, with their rules and prompts', () => {
    expect(statesOf(chart).map((s) => s.path)).toEqual([
      '',
      'timeline',
      'enemyFire',
      'boarding',
      'recharge',
      'out',
    ]);
    const timeline = chart.root.children[0];
    expect(timeline?.rule).toBe('kraken.timeline');
    expect(timeline?.prompt).toBe('Timeline');
  });

  it('names guards, and maps each guarded transition to the rule of the state it leads to', () => {
    const timeline = chart.root.children[0];
    expect(timeline?.transitions.map((t) => [t.event, t.guard, t.targets, t.rule])).toEqual([
      ['go', 'firing', ['enemyFire'], 'kraken.space-fire'],
      // The boarding state has no rule of its own: the guard keeps the rule of the state it leaves.
      ['go', null, ['boarding'], 'kraken.timeline'],
    ]);
    expect(chart.root.children[1]?.transitions[0]?.guard).toBe('and(open, not(over))');
  });

  it('nests an invoked machine under the state that invokes it, by its invoke id', () => {
    const boarding = chart.root.children[2];
    expect(boarding?.invokes.map((i) => [i.id, i.chart.id])).toEqual([['boarding', 'boardingTest']]);
    expect(boarding?.invokes[0]?.chart.root.children[0]?.rule).toBe('kraken.boarding-loop');
  });

  it('is read once per machine', () => {
    expect(readChart(loop)).toBe(chart);
  });

  it('prints a Mermaid chart with guarded transitions and the nested machine named', () => {
    const text = mermaidChart(chart);
    expect(text).toContain('stateDiagram-v2');
    expect(text).toContain('timeline --> enemyFire : go [firing]');
    expect(text).toContain('boarding : invokes boardingTest as boarding');
    expect(text).toContain('boarding --> recharge : boarding done');
    expect(text).toContain('state "Enemy fire" as enemyFire');
  });
});

describe('hubsOf', () => {
  const hubMachine = createMachine({
    id: 'hubTest',
    initial: 'route',
    states: {
      route: {
        always: [
          { guard: () => false, target: 'a' },
          { guard: () => false, target: 'b' },
          { guard: () => false, target: 'c' },
          { target: 'd' },
        ],
      },
      a: { on: { x: 'route' } },
      b: { on: { x: 'route' } },
      c: { on: { x: 'route', y: 'd' } },
      d: { on: { x: 'route' } },
    },
  });

  it('finds a route state that every waiting state returns to', () => {
    expect(hubsOf(readChart(hubMachine))).toEqual([
      { state: 'route', fanOut: 4, leadingBack: 4, transitions: 5 },
    ]);
  });

  it('lets a choice point be that only its own steps return to', () => {
    const choice = createMachine({
      id: 'choiceTest',
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: () => false, target: 'a' },
            { guard: () => false, target: 'b' },
            { guard: () => false, target: 'c' },
            { target: 'd' },
          ],
        },
        a: { on: { x: 'check', y: 'b' } },
        b: { on: { x: 'c', y: 'd' } },
        c: { on: { x: 'd' } },
        d: { on: { x: 'a', y: 'b' } },
      },
    });
    expect(hubsOf(readChart(choice))).toEqual([]);
  });
});

describe('phaseLabel', () => {
  it.each([
    ['enemyFire', 'Enemy fire'],
    ['shortVisit', 'Short visit'],
    ['questTimer', 'Quest timer'],
    ['d20', 'D20'],
    ['boilerPhase', 'Boiler phase'],
    ['route', 'Route'],
  ])('%s → %s', (key, label) => {
    expect(phaseLabel(key)).toBe(label);
  });
});
