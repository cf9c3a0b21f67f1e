import { describe, expect, it } from 'vitest';
import { hubStatesOf } from '../../../src/game/chart/hubs';
import type { AnyStateNode } from 'xstate';
import { AWAITING_DICE } from '../../core/diceRequest';
import { campaignMachine } from './campaign.machine';
import { PHASE_NUMBERS } from './campaign.phase';

/**
 * Path tests from the chart itself (issue 27): the state lists and the phase order are read from
 * `campaignMachine.root.states`, never written out, so a renamed, missing or reordered phase fails here.
 */

const PHASES = ['story', 'construction', 'freeAction', 'shortVisit', 'questTimer'] as const;

function descendants(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(descendants)];
}

const all = descendants(campaignMachine.root);

function transitionsOf(node: AnyStateNode) {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

const targetsOf = (node: AnyStateNode): AnyStateNode[] =>
  transitionsOf(node).flatMap((t) => (t.target ?? []) as AnyStateNode[]);

/** The phase (a root state) a node belongs to. */
const phaseOf = (node: AnyStateNode): string => node.path[0] ?? '';

describe('the campaign machine’s chart', () => {
  it('has the five phases of the book, in its order, then the campaign’s end', () => {
    expect(Object.keys(campaignMachine.root.states)).toEqual([...PHASES, 'over']);
    expect(campaignMachine.root.states['over']?.type).toBe('final');
    expect(campaignMachine.root.initial.target.map((t) => t.key)).toEqual(['story']);
  });

  it('numbers its phase states 1 to 5 in the chart’s order, the headings’ phase (campaign.phase.ts)', () => {
    expect(Object.entries(PHASE_NUMBERS)).toEqual(PHASES.map((p, i) => [p, i + 1]));
  });

  it('leaves each phase only for the next one (phase 5 for the next turn’s phase 1) or the campaign’s end', () => {
    for (const [i, phase] of PHASES.entries()) {
      const next = PHASES[(i + 1) % PHASES.length];
      const inside = all.filter((n) => phaseOf(n) === phase);
      const out = new Set(
        inside
          .flatMap(targetsOf)
          .map(phaseOf)
          .filter((p) => p !== phase),
      );
      expect([...out].sort(), phase).toEqual([next, ...(phase === 'construction' ? [] : ['over'])].sort());
    }
  });

  it('offers a Recovery at the end of phases 1, 3 and 5 only (Phase R)', () => {
    const withRecovery = PHASES.filter(
      (p) => campaignMachine.root.states[p]?.states['recovery'] !== undefined,
    );
    expect(withRecovery).toEqual(['story', 'freeAction', 'questTimer']);
  });

  it('has no hub: no eventless state fans out to four or more states that half the transitions lead back to', () => {
    // One definition of a hub for every machine (src/game/chart/hubs.ts), the one the phase map uses.
    expect(hubStatesOf(campaignMachine)).toEqual([]);
  });

  it('gives every roll its own state, tagged as waiting for dice, with its prompt and rule', () => {
    const rolls = all.filter((n) => n.tags.includes(AWAITING_DICE));
    const names = new Set(rolls.map((n) => n.key));
    expect([...names].sort()).toEqual(
      ['builderDie', 'gambleDie', 'lineStart', 'locationDie', 'questRow', 'shopGrade'].sort(),
    );
    for (const roll of rolls) {
      const meta = roll.meta as { prompt?: unknown; rule?: unknown } | undefined;
      expect(typeof meta?.prompt, roll.id).toBe('string');
      expect(meta?.rule, roll.id).toMatch(/^kraken\./);
    }
    // One rule per purpose: the builder's d6 is the construction rule's, never the story trigger's.
    const rule = (key: string) => (rolls.find((n) => n.key === key)?.meta as { rule: string }).rule;
    expect(rule('builderDie')).toBe('kraken.ship-construction');
    expect(rule('lineStart')).toBe('kraken.story-trigger');
  });

  it('gives every state a player waits in a prompt and a rule', () => {
    const waiting = all.filter(
      (n) => Object.keys(n.states).length === 0 && !(n.always ?? []).some((t) => t.guard === undefined),
    );
    for (const node of waiting.filter((n) => n.type !== 'final' && !n.key.startsWith('owed'))) {
      const meta = node.meta as { prompt?: unknown; rule?: unknown } | undefined;
      expect(typeof meta?.prompt, node.id).toBe('string');
      expect(typeof meta?.rule, node.id).toBe('string');
    }
  });
});
