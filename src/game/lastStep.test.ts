import { describe, expect, it } from 'vitest';
import type { CheckSpec } from '../rules/dice/checks.types';
import { diceLabMode } from '../modes/diceLab/mode';
import { Session } from './session';

const bulkhead: CheckSpec = { kind: 'kraken-tech-2d6', tech: 5, level: 2 };
const start = (diceMode: 'digital' | 'manual') =>
  Session.start(diceLabMode, { mode: 'dice-lab', seed: 'last-step', input: {} }, diceMode);

describe('Session.lastStep: the result panel reads the rolls of the last step', () => {
  it('holds a digital roll with the request it answered and the faces logged', () => {
    const s = start('digital');
    s.send({ type: 'check.choose', check: bulkhead });
    expect(s.lastStep?.rolls).toEqual([]);
    s.send({ type: 'roll' });
    const step = s.lastStep;
    const dice = s.log[s.log.length - 1];
    expect(step?.rolls).toHaveLength(1);
    expect(dice?.kind === 'dice' && dice.faces).toEqual(step?.rolls[0]?.faces);
    expect(step?.rolls[0]?.request).toMatchObject({ target: 12, modifier: 5, dice: '2d6' });
    expect(step?.rolls[0]?.source).toBe('digital');
    expect(step?.from).toBe(1);
    expect(step?.revision).toBe(s.revision);
    expect(step?.before.value).not.toBe(s.getSnapshot().value);
  });

  it('holds typed dice as a step of their own, and nothing after an undo', () => {
    const s = start('manual');
    s.send({ type: 'check.choose', check: bulkhead });
    s.send({ type: 'roll' });
    expect(s.lastStep?.rolls).toEqual([]);
    expect(s.answerDice([[3, 4]]).ok).toBe(true);
    expect(s.lastStep?.rolls[0]).toMatchObject({ faces: [[3, 4]], source: 'manual' });
    s.undo();
    expect(s.lastStep).toBeNull();
  });
});
