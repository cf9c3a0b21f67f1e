import { describe, expect, it } from 'vitest';
import { resolveCheck } from '../dice/checks';
import {
  allDodgeOdds,
  avoidOptions,
  avoidSucceeded,
  d6Roll,
  dodgeFaces,
  nextAvoidRoll,
  nextMinesRoll,
  nextPortalRoll,
  portalFaces,
  valueFaces,
  type AvoidMember,
  type RollFaces,
} from './dungeonRolls';
import { crewMember, mapOf } from './fixtures';
import { buildGraph, tileSpaceId } from './graph';

const member = (id: string, over: Partial<AvoidMember> = {}): AvoidMember => ({
  id,
  name: id,
  agility: 3,
  tech: 3,
  charisma: 2,
  level: 1,
  conscious: true,
  alive: true,
  ...over,
});

/** Brute force: the share of d6 faces with face + modifier ≥ target. */
const brute = (modifier: number, target: number) =>
  [1, 2, 3, 4, 5, 6].filter((f) => f + modifier >= target).length / 6;

describe('dungeon rolls', () => {
  it('a d6 roll keeps every verdict when its modifier is moved onto the target', () => {
    for (const modifier of [-3, 0, 5, 19, 23, 40]) {
      for (const target of [1, 5, 12, 30, 50]) {
        const roll = d6Roll('k', 'p', 'kraken.avoid-combat', modifier, target);
        expect(roll.odds, `${modifier} vs ${target}`).toBeCloseTo(brute(modifier, target), 12);
        for (let face = 1; face <= 6; face += 1) {
          expect(resolveCheck(roll.check, [[face]]).success).toBe(face + modifier >= target);
        }
      }
    }
  });

  it('mines: the M? value, then the disarm, then — only if it failed — one dodge per other conscious member', () => {
    const crew = [
      crewMember('a', { tech: 4 }),
      crewMember('b', { conscious: false, hp: 0 }),
      crewMember('c', { agility: 5 }),
    ];
    const plan = { elementKey: '1,0#0', code: 'M?', grade: 'random' as const, crew, disarmer: 'a' };
    const faces: Record<string, readonly number[]> = {};
    expect(nextMinesRoll(plan, faces)?.key).toBe('value:1,0#0');
    faces['value:1,0#0'] = [3]; // grade 2
    const disarm = nextMinesRoll(plan, faces);
    expect(disarm).toMatchObject({ key: 'disarm', who: 'a' });
    expect(disarm?.check).toEqual({ kind: 'kraken-tech-2d6', tech: 4, level: 2 });
    expect(nextMinesRoll(plan, { ...faces, disarm: [4, 4] })).toBeNull();
    faces['disarm'] = [1, 2];
    expect(nextMinesRoll(plan, faces)).toMatchObject({ key: 'dodge:c', who: 'c' });
    faces['dodge:c'] = [3];
    expect(nextMinesRoll(plan, faces)).toBeNull();
    expect(dodgeFaces(faces)).toEqual({ c: 3 });
    expect(valueFaces(faces)).toEqual({ '1,0#0': 3 });
    expect(allDodgeOdds(crew)).toBeCloseTo(brute(4, 8) * brute(5, 8), 12);
  });

  it('avoiding: run, camouflage (stops at the first failure), charisma with credits, intimidate', () => {
    const crew = [
      member('a', { agility: 2, tech: 5, level: 3 }),
      member('b', { agility: 6, tech: 1, level: 4 }),
    ];
    const run = nextAvoidRoll('run', 3, crew, 0, {});
    expect(run?.odds).toBeCloseTo(brute(8, 12), 12);
    expect(avoidSucceeded('run', 3, crew, 0, { run: [4] })).toBe(true);
    expect(avoidSucceeded('run', 3, crew, 0, { run: [3] })).toBe(false);

    const hide: Record<string, readonly number[]> = {};
    expect(nextAvoidRoll('camouflage', 3, crew, 0, hide)?.key).toBe('hide:a');
    hide['hide:a'] = [1]; // 1 + 5 ≥ 5
    expect(nextAvoidRoll('camouflage', 3, crew, 0, hide)?.key).toBe('hide:b');
    hide['hide:b'] = [3]; // 3 + 1 < 5: seen, nothing more to throw
    expect(nextAvoidRoll('camouflage', 3, crew, 0, hide)).toBeNull();
    expect(avoidSucceeded('camouflage', 3, crew, 0, hide)).toBe(false);
    const early: RollFaces = { 'hide:a': [1], 'hide:b': [4] };
    expect(avoidSucceeded('camouflage', 3, crew, 0, early)).toBe(true);
    const stopped: RollFaces = { 'hide:a': [2] };
    expect(avoidSucceeded('camouflage', 6, crew, 0, stopped)).toBe(false);

    expect(nextAvoidRoll('charisma', 3, crew, 4, {})?.check).toMatchObject({ attribute: 8, target: 14 });
    expect(avoidSucceeded('charisma', 3, crew, 4, { charisma: [6] })).toBe(true);

    const options = avoidOptions([2], false, crew, 0);
    expect(options.find((o) => o.way === 'intimidate')).toMatchObject({ refusal: null, odds: 1 });
    expect(options.find((o) => o.way === 'camouflage')?.odds).toBeCloseTo(brute(5, 4) * brute(1, 4), 12);
    expect(avoidOptions([4], false, crew, 0).find((o) => o.way === 'intimidate')?.refusal).toMatch(
      /second-lowest/,
    );
    expect(avoidOptions([1], true, crew, 0).every((o) => o.refusal !== null)).toBe(true);
  });

  it('portals: ready with one twin, a choice among several, d6 rolls without a twin', () => {
    const twins = buildGraph(mapOf(['TP1  .  TP1  .  TP2  .  TP2  .  TP2']));
    expect(nextPortalRoll(twins, tileSpaceId(0, 0), {}, null)).toEqual({ kind: 'ready' });
    expect(nextPortalRoll(twins, tileSpaceId(4, 0), {}, null)).toMatchObject({ kind: 'choose' });
    expect(nextPortalRoll(twins, tileSpaceId(4, 0), {}, tileSpaceId(8, 0))).toEqual({ kind: 'ready' });
    const lone = buildGraph(mapOf(['TP1  .  TP3']));
    expect(nextPortalRoll(lone, tileSpaceId(0, 0), {}, null)).toMatchObject({
      kind: 'roll',
      roll: { key: 'portal:0' },
    });
    expect(nextPortalRoll(lone, tileSpaceId(0, 0), { 'portal:0': [5] }, null)).toMatchObject({
      kind: 'roll',
      roll: { key: 'portal:1' },
    });
    expect(nextPortalRoll(lone, tileSpaceId(0, 0), { 'portal:0': [5], 'portal:1': [3] }, null)).toEqual({
      kind: 'ready',
    });
    expect(portalFaces({ 'portal:0': [5], 'portal:1': [3], other: [1] })).toEqual([5, 3]);
  });
});
