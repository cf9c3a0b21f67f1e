import { describe, expect, it } from 'vitest';
import type { ActionId } from '../types';
import { ACTIONS, CRAWL_INCHES, DISENGAGE_INCHES, EXTRA_INCHES, MAX_CONCENTRATE, MAX_EXERT } from './actions';

// Salvage QR, Actions: [id, name, PWR, ● noise, noise on a failed test, allowed while Engaged].
const TABLE: [ActionId, string, number, boolean, boolean, boolean][] = [
  ['move', 'Move', 1, false, false, false],
  ['crawl', 'Crawl', 1, false, false, false],
  ['run', 'Run', 1, true, true, false],
  ['standUp', 'Stand Up', 1, false, false, false],
  ['goProne', 'Go Prone', 1, false, false, false],
  ['jump', 'Jump', 1, false, false, false],
  ['launch', 'Launch', 2, true, true, false],
  ['climb', 'Climb', 1, false, false, false],
  ['scale', 'Scale', 2, true, true, false],
  ['rangedAttack', 'Ranged Attack', 2, false, false, true],
  ['meleeAttack', 'Melee Attack', 1, false, false, true],
  ['disengage', 'Disengage', 2, false, false, true],
  ['shove', 'Shove', 1, false, false, true],
  ['useItem', 'Use Item', 1, false, false, false],
  ['interact', 'Interact', 1, true, true, false],
  ['extractSalvage', 'Extract Salvage', 1, true, false, false],
  ['firstAid', 'First Aid', 1, false, false, false],
  ['concentrate', 'Concentrate', 1, false, false, false],
  ['rest', 'Rest', 1, false, false, false],
  ['exert', 'Exert', 0, false, false, true],
];

describe('ACTIONS (Salvage QR, Actions)', () => {
  it.each(TABLE)(
    '%s: %s, %i Power, noise %s, on a fail %s, combat %s',
    (id, name, power, noise, onFail, combat) => {
      expect(ACTIONS[id]).toMatchObject({ name, power, noise, noiseOnFail: onFail, combat });
      expect(ACTIONS[id].summary.length).toBeGreaterThan(5);
    },
  );

  it('lists every action of the table, in its order', () => {
    expect(Object.keys(ACTIONS)).toEqual(TABLE.map(([id]) => id));
  });

  it('an action that makes no Noise makes none on a fail either', () => {
    for (const info of Object.values(ACTIONS)) if (!info.noise) expect(info.noiseOnFail).toBe(false);
  });
});

describe('action distances and token limits (Salvage QR, Actions)', () => {
  it('Run, Launch and Scale add 2"; Crawl 2"; Disengage 1"', () => {
    expect(EXTRA_INCHES).toEqual({ run: 2, launch: 2, scale: 2 });
    expect(CRAWL_INCHES).toBe(2);
    expect(DISENGAGE_INCHES).toBe(1);
  });

  it('Exert and Concentrate hold at most 2 tokens each', () => {
    expect(MAX_EXERT).toBe(2);
    expect(MAX_CONCENTRATE).toBe(2);
  });
});
