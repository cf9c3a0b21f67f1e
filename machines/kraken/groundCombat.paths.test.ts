import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode, SnapshotFrom } from 'xstate';
import { groundCombatMode } from '../../src/modes/quickFight/mode';
import type { FightInput } from '../../src/rules/kraken/groundCombat/combatTypes';
import { AWAITING_DICE } from '../core/diceRequest';
import { currentPrompt } from '../core/meta';
import { groundCombatMachine } from './groundCombat.machine';
import type { GroundCombatEvent } from './groundCombat.types';
import {
  BEAST,
  BRUTE,
  HELLSPAWN,
  PROFILES,
  PRY_BAR,
  RIFLE,
  fightInput,
  member,
} from './groundCombat.testkit';

type Snap = SnapshotFrom<typeof groundCombatMachine>;

const D6_FACES = [1, 2, 4, 6];
const D20_FACES = [1, 6, 12, 16, 20];

/** The decisions the mode offers plus a few answers to the waiting request. */
function events(snapshot: Snap): GroundCombatEvent[] {
  const decisions = groundCombatMode.choices(snapshot).map((choice) => choice.event);
  const request = snapshot.context.diceRequest;
  if (request === null || !snapshot.hasTag(AWAITING_DICE)) return decisions;
  const faces = request.groups[0]?.spec.die === 'd20' ? D20_FACES : D6_FACES;
  return faces.map((face) => ({
    type: 'dice.answer',
    requestId: request.id,
    faces: [[face]],
    source: 'script',
  }));
}

/** Every state a snapshot can rest in: atomic, not transient, and not a final child that completes its parent. */
function restingStates(node: AnyStateNode): string[] {
  const children = Object.values(node.states);
  if (children.length === 0) {
    const transient = node.always !== undefined && node.always.length > 0;
    const innerFinal = node.type === 'final' && node.path.length > 1;
    return transient || innerFinal ? [] : [serialize(node.path)];
  }
  return children.flatMap(restingStates);
}

function serialize(path: readonly string[]): string {
  const [head, ...rest] = path;
  if (head === undefined) return '""';
  return rest.length === 0 ? JSON.stringify(head) : `{${JSON.stringify(head)}:${serialize(rest)}}`;
}

const weakling = { ...BEAST, hp: 1, escape: 1 };
const dax = member(
  'dax',
  'Dax',
  { agility: 4 },
  [PRY_BAR],
  [{ id: 'psi', name: 'PSI', value: 2, rule: 'psi' }],
  2,
);
const jammedRifle = { ...member('ada', 'Ada', {}, [RIFLE]) };
const withJam = {
  ...jammedRifle,
  inventory: {
    ...jammedRifle.inventory,
    L: {
      kind: 'weapon' as const,
      weapon: RIFLE,
      ammo: 5,
      jam: 'jammed' as const,
      charged: true,
      spareMagazine: false,
    },
  },
};

const INPUTS: readonly FightInput[] = [
  // Victory, spoils, enemy escape rolls, Flank, escape, reactions and the second primary.
  fightInput({ enemyProfiles: [weakling], encounter: { map: 3 } }),
  // PSI powers after the action.
  fightInput({ crew: [dax, member('brann', 'Brann', {}, [PRY_BAR])] }),
  // Oxygen running out in Hell.
  fightInput({
    crew: [member('brann', 'Brann', {}, [PRY_BAR]), dax],
    encounter: { atmosphere: 'hell' },
    oxygen: 0,
  }),
  // A jammed weapon and an exhausted PSI user, alone: unjam and meditate, in a reaction and in a turn.
  fightInput({ crew: [{ ...withJam, psi: { level: 2, exhausted: true } }] }),
  // A lone wolf: the attack re-roll.
  fightInput({ crew: [member('ada', 'Ada', {}, [RIFLE])] }),
  // A level 6 boss with an unknown element value: E?, the creature from hell.
  fightInput({
    encounter: { boss: true, difficulty: 5, elementValue: '?' },
    enemyProfiles: [BRUTE, HELLSPAWN, ...PROFILES],
  }),
];

/** Activation states the rules never open during the free reaction: Flank, escape and the PSI step. */
const NOT_IN_A_REACTION = ['flankRoll', 'escapeRoll', 'psiChoice'].map(
  (state) => `{"spawning":{"acting":"${state}"}}`,
);

describe('ground combat machine: paths (xstate/graph)', () => {
  const reached = new Map<string, Snap>();
  for (const input of INPUTS) {
    const paths = getShortestPaths(groundCombatMachine, {
      input,
      events,
      serializeState: (s) => JSON.stringify(s.value),
    });
    for (const path of paths) {
      const key = JSON.stringify(path.state.value);
      if (!reached.has(key)) reached.set(key, path.state);
    }
  }

  it('reaches every state a fight can wait in', () => {
    const expected = restingStates(groundCombatMachine.root).filter((s) => !NOT_IN_A_REACTION.includes(s));
    const missing = expected.filter((state) => !reached.has(state));
    expect(missing).toEqual([]);
    expect(expected.length).toBeGreaterThan(35);
  });

  it('every state that waits has a prompt and a rule; dice states carry a request with its odds', () => {
    for (const [key, snapshot] of reached) {
      const prompt = currentPrompt(snapshot);
      expect(prompt?.prompt.length, key).toBeGreaterThan(20);
      expect(prompt?.rule, key).toMatch(/^kraken\./);
      if (snapshot.hasTag(AWAITING_DICE)) {
        const request = snapshot.context.diceRequest;
        expect(request, key).not.toBeNull();
        expect(request?.rule, key).toMatch(/^kraken\./);
        if (request?.target !== null) expect(typeof request?.odds, key).toBe('number');
      } else if (snapshot.status === 'active') {
        expect(groundCombatMode.choices(snapshot).length, key).toBeGreaterThan(0);
      }
    }
  });
});
