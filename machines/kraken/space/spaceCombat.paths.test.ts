import { describe, expect, it } from 'vitest';
import { hubStatesOf } from '../../../src/game/chart/hubs';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import generalRules from '../../../assets/rules/general.json';
import krakenRules from '../../../assets/rules/kraken.json';
import { AWAITING_DICE } from '../../core/diceRequest';
import { boardingMachine } from './boarding.machine';
import { SPACE_PHASES, phaseAfter } from '../../../src/rules/kraken/space/combatOrder';
import { spaceCombatMachine } from './spaceCombat.machine';
import { STATE_OF_PHASE } from './spaceCombat.setup';

/**
 * The space combat's and the boarding's charts read from the machine definitions themselves (issue 27): the
 * book's phases are there, in its order, each phase leaving to the next; no state is a hub; every die is
 * its own state with a prompt and a rule of the rules index.
 */

const RULE_IDS = new Set([...krakenRules, ...generalRules].map((entry) => entry.id));

/** Space Kraken §10: the seven sub-phases of a space combat turn, in order. */
const BOOK_ORDER = [
  'timeline',
  'objectives',
  'firing',
  'enemyFire',
  'boarding',
  'escape',
  'recharge',
] as const;

function nodes(machine: AnyStateMachine): AnyStateNode[] {
  const all: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    all.push(node);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return all;
}

interface Edge {
  readonly from: AnyStateNode;
  readonly to: AnyStateNode;
  readonly eventless: boolean;
}

/** Every transition of the machine (events, `always`, `onDone`), one edge per target. */
function edges(machine: AnyStateMachine): Edge[] {
  return nodes(machine).flatMap((from) => {
    const byEvent = [...from.transitions.values()].flat();
    const always = from.always ?? [];
    return [
      ...byEvent.flatMap((t) => (t.target ?? []).map((to) => ({ from, to, eventless: false }))),
      ...always.flatMap((t) => (t.target ?? []).map((to) => ({ from, to, eventless: true }))),
    ];
  });
}

/** The root phase a node belongs to. */
const phaseOf = (node: AnyStateNode): string => node.path[0] ?? '';

describe('the space-combat chart (Space Kraken §10)', () => {
  const phases = Object.keys(spaceCombatMachine.root.states);

  it('has the seven sub-phases as its top states, in the book’s order, and one way out', () => {
    expect(phases).toEqual([...BOOK_ORDER, 'over']);
    expect(spaceCombatMachine.root.states['over']?.type).toBe('final');
    for (const phase of BOOK_ORDER) expect(spaceCombatMachine.root.states[phase]?.type).toBe('compound');
  });

  it('leaves each phase only for the next one in the book’s order, or for the end', () => {
    const leaving = edges(spaceCombatMachine).filter((e) => phaseOf(e.from) !== phaseOf(e.to));
    const next = (phase: string) =>
      BOOK_ORDER[((BOOK_ORDER as readonly string[]).indexOf(phase) + 1) % 7] ?? '';
    for (const e of leaving)
      expect([next(phaseOf(e.from)), 'over'], e.from.path.join('.')).toContain(phaseOf(e.to));
    // Every phase has its way on (recharge's back to the timeline closes the loop).
    for (const phase of BOOK_ORDER)
      expect(leaving.some((e) => phaseOf(e.from) === phase && phaseOf(e.to) === next(phase))).toBe(true);
  });

  it('is built from the one order the odds simulators walk (combatOrder.ts)', () => {
    expect(SPACE_PHASES.map((p) => STATE_OF_PHASE[p])).toEqual([...BOOK_ORDER]);
    const leaving = edges(spaceCombatMachine).filter((e) => phaseOf(e.from) !== phaseOf(e.to));
    for (const phase of SPACE_PHASES) {
      const from = STATE_OF_PHASE[phase];
      const to = leaving.filter((e) => phaseOf(e.from) === from && phaseOf(e.to) !== 'over');
      expect(new Set(to.map((e) => phaseOf(e.to))), from).toEqual(
        new Set([STATE_OF_PHASE[phaseAfter(phase)]]),
      );
    }
  });

  it('has no hub state', () => {
    expect(hubStatesOf(spaceCombatMachine)).toEqual([]);
  });
});

describe('the boarding chart (Space Kraken §10 phase 5)', () => {
  it('is a loop of rounds, then the heals after the fight, then done', () => {
    expect(Object.keys(boardingMachine.root.states)).toEqual(['round', 'afterFight', 'done']);
    const round = boardingMachine.root.states['round'];
    // The round loops on itself (a guarded re-entry: at most three, boarding.ts) or goes to the heals.
    const onDone = round?.transitions.get(`xstate.done.state.${round.id}`) ?? [];
    expect(onDone.map((t) => t.guard === undefined)).toEqual([false, true]);
    expect(onDone.map((t) => t.target?.[0]?.key)).toEqual(['round', 'afterFight']);
    expect(onDone[0]?.reenter).toBe(true);
  });

  it('orders the steps of a round as the book does', () => {
    const steps = Object.keys(boardingMachine.root.states['round']?.states ?? {});
    const order = ['poolRoll', 'reroll', 'rerollRoll', 'cancel', 'takeHits', 'sacrifice', 'continue'];
    expect(steps.filter((s) => order.includes(s))).toEqual(order);
  });

  it('has no hub state', () => {
    expect(hubStatesOf(boardingMachine)).toEqual([]);
  });
});

describe.each([
  ['space combat', spaceCombatMachine],
  ['boarding', boardingMachine],
])('every die of the %s', (_name, machine) => {
  const dice = nodes(machine).filter((n) => n.tags.includes(AWAITING_DICE));

  it('is its own state with its own prompt and a rule of the rules index', () => {
    expect(dice.length).toBeGreaterThan(2);
    const prompts = new Set<string>();
    for (const node of dice) {
      const meta = node.meta as { prompt?: string; rule?: string } | undefined;
      expect(meta?.prompt, node.path.join('.')).toBeTruthy();
      expect(RULE_IDS.has(meta?.rule ?? ''), `${node.path.join('.')} ${meta?.rule}`).toBe(true);
      prompts.add(meta?.prompt ?? '');
    }
    // A volley's steps are the same in the Attack command's and phase 4's; each die's prompt is its own.
    const kinds = new Set(dice.map((n) => n.key));
    expect(prompts.size).toBe(kinds.size);
  });

  it('and every decision state names its rule too', () => {
    for (const node of nodes(machine).filter((n) => n.type === 'atomic' && n.meta !== undefined)) {
      const meta = node.meta as { prompt?: string; rule?: string };
      expect(RULE_IDS.has(meta.rule ?? ''), `${node.path.join('.')} ${meta.rule}`).toBe(true);
    }
  });
});
