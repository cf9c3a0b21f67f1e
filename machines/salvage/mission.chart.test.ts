import { describe, expect, it } from 'vitest';
import { hubStatesOf } from '../../src/game/chart/hubs';
import type { AnyStateNode } from 'xstate';
import { salvageMachine } from './mission.machine';

/**
 * The salvage round read from the chart itself (the machine's definition, walked from `machine.root`): the
 * book's phases are states, in the book's order, the transitions between them go that way round, and no
 * state is a hub that re-derives where the game is.
 */

const root = salvageMachine.root;

function descendants(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(descendants)];
}

function transitionsOf(node: AnyStateNode) {
  return [...Object.values(node.on).flat(), ...(node.always ?? [])];
}

/** The states any transition inside `from` leads to, outside `from` (less `stalled`, the rules-bug stop). */
function exitsOf(from: AnyStateNode): Set<string> {
  const out = new Set<string>();
  for (const n of descendants(from))
    for (const t of transitionsOf(n))
      for (const target of t.target ?? [])
        if (!target.path.join('.').startsWith(from.path.join('.')) && target.key !== 'stalled')
          out.add(target.path.join('.'));
  return out;
}

const keys = (node: AnyStateNode) => Object.keys(node.states);

describe('the salvage chart', () => {
  it('has the mission parts in order: set-up, the round, the post-game', () => {
    expect(keys(root).filter((k) => k !== 'stalled')).toEqual(['setup', 'round', 'postGame']);
    expect(keys(root.states.setup as AnyStateNode)).toEqual([
      'theme',
      'salvage',
      'deployment',
      'airlocks',
      'hazards',
      'hostiles',
      'winConditions',
      'gameLength',
    ]);
  });

  it('has the round’s three phases as states, in the book’s order', () => {
    const round = root.states.round as AnyStateNode;
    expect(keys(round)).toEqual(['boilerPhase', 'enemyPhase', 'endPhase']);
    expect(round.config.initial).toBe('boilerPhase');
    expect(keys(round.states.boilerPhase as AnyStateNode)).toEqual([
      'initiative',
      'pickUnit',
      'activation',
      'turnPasses',
    ]);
    expect(keys(round.states.enemyPhase as AnyStateNode)).toEqual(['unalert', 'alert', 'event']);
  });

  it('moves between the phases only the book’s way round', () => {
    const phase = (name: string) => root.states.round?.states[name] as AnyStateNode;
    expect([...exitsOf(phase('boilerPhase'))]).toEqual(['round.enemyPhase']);
    expect([...exitsOf(phase('enemyPhase'))]).toEqual(['round.endPhase']);
    expect([...exitsOf(phase('endPhase'))].sort()).toEqual(['postGame', 'round.boilerPhase']);
    expect([...exitsOf(root.states.setup as AnyStateNode)]).toEqual(['round']);
    const enemy = phase('enemyPhase');
    expect(exitsOf(enemy.states.unalert as AnyStateNode)).toContain('round.enemyPhase.alert');
    expect(exitsOf(enemy.states.alert as AnyStateNode)).toContain('round.enemyPhase.event');
  });

  it('has no hub: no eventless state fans out to four or more states that half the transitions lead back to', () => {
    // One definition of a hub for every machine (src/game/chart/hubs.ts), the one the phase map uses.
    expect(hubStatesOf(salvageMachine)).toEqual([]);
  });

  it('gives every roll its own state, with its prompt and rule', () => {
    const rolls = descendants(root).filter((n) => n.tags.includes('awaiting-dice'));
    expect(rolls.length).toBeGreaterThan(20);
    for (const n of rolls) {
      expect(n.key).toMatch(/Roll$/);
      const meta = n.meta as { prompt?: string; rule?: string } | undefined;
      expect(meta?.prompt, n.id).toBeTruthy();
      expect(meta?.rule, n.id).toMatch(/^salvage\./);
    }
  });
});
