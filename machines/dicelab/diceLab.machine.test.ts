import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { CheckSpec } from '../../src/rules/dice/checks.types';
import { AWAITING_DICE } from '../core/diceRequest';
import { currentPrompt } from '../core/meta';
import { CHECK_PRESETS } from './checkCatalogue';
import { diceLabMachine } from './diceLab.machine';
import type { DiceLabEvent } from './diceLab.machine';

const bulkhead: CheckSpec = { kind: 'kraken-tech-2d6', tech: 5, level: 2 };

function eventsFor(snapshot: ReturnType<typeof diceLabMachine.transition>): DiceLabEvent[] {
  const request = snapshot.context.diceRequest;
  return [
    { type: 'check.choose', check: bulkhead },
    { type: 'roll' },
    { type: 'check.clear' },
    ...(request === null
      ? []
      : [
          { type: 'dice.answer' as const, requestId: request.id, faces: [[3, 3]], source: 'script' as const },
        ]),
  ];
}

describe('Dice lab machine', () => {
  it('reaches every state, each with a prompt and a rule', () => {
    const paths = getShortestPaths(diceLabMachine, {
      events: eventsFor,
      serializeState: (s) => JSON.stringify(s.value),
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"choosing"', '"ready"', '"rolling"', '"rolled"'].map((v) => v)));
    for (const path of paths) {
      const prompt = currentPrompt(path.state);
      expect(prompt?.prompt.length).toBeGreaterThan(20);
      expect(prompt?.rule).toMatch(/^(general|kraken|salvage|fringe)\./);
    }
  });

  it('every simple path can get back to choosing (the loop never traps the player)', () => {
    const paths = getSimplePaths(diceLabMachine, {
      events: eventsFor,
      serializeState: (s) => JSON.stringify(s.value),
    });
    for (const path of paths) {
      const actor = createActor(diceLabMachine, { snapshot: path.state, input: {} });
      actor.start();
      const snap = actor.getSnapshot();
      if (snap.hasTag(AWAITING_DICE)) {
        const id = snap.context.diceRequest?.id ?? '';
        actor.send({ type: 'dice.answer', requestId: id, faces: [[1, 1]], source: 'script' });
      }
      actor.send({ type: 'check.clear' });
      expect(actor.getSnapshot().value).toBe('choosing');
      actor.stop();
    }
  });

  it('asks for dice with the exact odds and reads the scripted answer (Space Kraken §13 worked example)', () => {
    const actor = createActor(diceLabMachine, { input: {} }).start();
    actor.send({ type: 'check.choose', check: bulkhead });
    actor.send({ type: 'roll' });
    const waiting = actor.getSnapshot();
    expect(waiting.hasTag(AWAITING_DICE)).toBe(true);
    const request = waiting.context.diceRequest;
    expect(request?.target).toBe(12);
    expect(request?.modifier).toBe(5);
    expect(request?.odds).toBeCloseTo(21 / 36, 12);
    expect(request?.dice).toBe('2d6');
    // 3 + 3 + Tech 5 = 11 against 12: fails.
    actor.send({ type: 'dice.answer', requestId: request?.id ?? '', faces: [[3, 3]], source: 'script' });
    expect(actor.getSnapshot().context.rolls.at(-1)?.result.success).toBe(false);
    actor.send({ type: 'roll' });
    const second = actor.getSnapshot().context.diceRequest;
    // 6 + 3 + 5 = 14: opens.
    actor.send({ type: 'dice.answer', requestId: second?.id ?? '', faces: [[6, 3]], source: 'script' });
    expect(actor.getSnapshot().context.rolls.at(-1)?.result.success).toBe(true);
    expect(actor.getSnapshot().context.rolls.map((r) => r.requestId)).toEqual(['lab-1', 'lab-2']);
  });

  it('refuses faces that are not on the dice, and answers for another request', () => {
    const actor = createActor(diceLabMachine, { input: {} }).start();
    actor.send({ type: 'check.choose', check: bulkhead });
    actor.send({ type: 'roll' });
    const id = actor.getSnapshot().context.diceRequest?.id ?? '';
    expect(
      actor.getSnapshot().can({ type: 'dice.answer', requestId: id, faces: [[7, 1]], source: 'manual' }),
    ).toBe(false);
    expect(
      actor.getSnapshot().can({ type: 'dice.answer', requestId: id, faces: [[6]], source: 'manual' }),
    ).toBe(false);
    expect(
      actor.getSnapshot().can({ type: 'dice.answer', requestId: 'lab-9', faces: [[6, 6]], source: 'manual' }),
    ).toBe(false);
    expect(
      actor.getSnapshot().can({ type: 'dice.answer', requestId: id, faces: [[6, 6]], source: 'manual' }),
    ).toBe(true);
  });

  it('refuses a check whose numbers make no sense', () => {
    const actor = createActor(diceLabMachine, { input: {} }).start();
    const bad: CheckSpec = { kind: 'salvage-test', dice: 0, baseTn: 6, tnModifier: 0, need: 1 };
    expect(actor.getSnapshot().can({ type: 'check.choose', check: bad })).toBe(false);
  });

  it('accepts every preset', () => {
    const actor = createActor(diceLabMachine, { input: {} }).start();
    for (const preset of CHECK_PRESETS) {
      expect(actor.getSnapshot().can({ type: 'check.choose', check: preset.check }), preset.id).toBe(true);
    }
  });
});
