import { describe, expect, it } from 'vitest';
import type { TerrainPiece } from '../../content/schemas/board';
import { owed } from './engine';
import { aimedOdds, d6Odds, panicRange, shotOdds, toHitNumber } from './shooting';
import { fig, READINGS } from './testkit';
import { act, battle, need, roll } from '../../../machines/fringe/battle.testkit';

const shoot = (figureId: string, targetId: string, weaponId = 'rifle', aim = false) =>
  ({ type: 'figure.shoot', figureId, weaponId, targetId, aim }) as const;
const wall: TerrainPiece = {
  id: 'wall',
  kind: 'wall',
  level: 3,
  x: 19,
  z: 10.5,
  width: 0.4,
  depthExtent: 1,
  height: 1,
  blocksLos: true,
  cover: true,
};

describe('Fringe shooting', () => {
  it('d6 + Combat Skill against the readings’ number by range band and cover (sample reading)', () => {
    expect(toHitNumber(READINGS.toHit, 6, false)).toBe(3);
    expect(toHitNumber(READINGS.toHit, 6.1, false)).toBe(4);
    expect(toHitNumber(READINGS.toHit, 10, true)).toBe(6);
    expect(toHitNumber(READINGS.toHit, 40, false)).toBe(5);
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, combatSkill: 1 }],
      b: [{ id: 'rex', x: 20, z: 10 }],
    });
    const n = need(act(b, shoot('a-ada', 'b-rex')));
    expect(n).toMatchObject({ target: 4, modifier: 1, rule: 'fringe.hit-roll' });
    expect(n.odds).toBeCloseTo(4 / 6, 12);
    b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, combatSkill: 1 }],
      b: [{ id: 'rex', x: 20, z: 10 }],
      terrain: [wall],
    });
    expect(need(act(b, shoot('a-ada', 'b-rex')))).toMatchObject({ target: 6 });
  });

  it('Snap Shot +1 within 6"; Heavy −1 after moving, unless Stabilized', () => {
    const b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['carbine', 'heavy'] }],
      b: [{ id: 'rex', x: 15, z: 10 }],
    });
    expect(need(act(b, shoot('a-ada', 'b-rex', 'carbine'))).modifiers).toContainEqual({
      label: 'Snap Shot within 6"',
      value: '+1',
    });
    const moved = act(b, {
      type: 'figure.move',
      figureId: 'a-ada',
      to: [{ x: 9, z: 10, level: 3 }],
      mode: 'auto',
      dash: false,
    });
    const heavy = need(act(moved, shoot('a-ada', 'b-rex', 'heavy')));
    expect(heavy.modifiers).toContainEqual({ label: 'Heavy, moved this round', value: '−1' });
    expect(heavy).toMatchObject({ modifier: -1 });
    const stab = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['heavy'], gear: ['stab'] }],
      b: [{ id: 'rex', x: 15, z: 10 }],
    });
    const movedStab = act(stab, {
      type: 'figure.move',
      figureId: 'a-ada',
      to: [{ x: 9, z: 10, level: 3 }],
      mode: 'auto',
      dash: false,
    });
    expect(need(act(movedStab, shoot('a-ada', 'b-rex', 'heavy')))).toMatchObject({ modifier: 0 });
  });

  it('a shot whose line of sight crosses another figure cannot be taken, friend or foe', () => {
    const b = battle({
      a: [
        { id: 'ada', x: 10, z: 10, reactions: 2 },
        { id: 'bo', x: 14, z: 10 },
      ],
      b: [
        { id: 'rex', x: 20, z: 10 },
        { id: 'sal', x: 20, z: 20 },
        { id: 'tom', x: 25, z: 10 },
      ],
    });
    expect(() => act(b, shoot('a-ada', 'b-rex'))).toThrow(/bo is in the line of fire.*watch where you point/);
    // An enemy in the way blocks too.
    const c = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [
        { id: 'rex', x: 20, z: 10 },
        { id: 'tom', x: 25, z: 10 },
      ],
    });
    expect(() => act(c, shoot('a-ada', 'b-tom'))).toThrow(/rex is in the line of fire/);
  });

  it('a shot that endangers an ally (Area) needs a 5+ first; a failure leaves the Combat Action for another target', () => {
    let b = battle({
      a: [
        { id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['lobber', 'rifle'] },
        { id: 'bo', x: 20, z: 11.8 },
      ],
      b: [
        { id: 'rex', x: 20, z: 10 },
        { id: 'tom', x: 10, z: 20 },
      ],
    });
    b = act(b, shoot('a-ada', 'b-rex', 'lobber'));
    const n = need(b);
    expect(n).toMatchObject({ rule: 'fringe.line-of-fire', target: 5 });
    expect(n.odds).toBeCloseTo(2 / 6, 12);
    b = roll(b, [4]);
    expect(() => act(b, shoot('a-ada', 'b-rex', 'rifle'))).toThrow(/will not consider that shot/);
    b = act(b, shoot('a-ada', 'b-tom', 'rifle'));
    expect(owed(b).kind).toBe('roll');
    // A 5 takes the shot; the Area hit reaches the ally too.
    let c = battle({
      a: [
        { id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['lobber'] },
        { id: 'bo', x: 20, z: 11.8 },
      ],
      b: [{ id: 'rex', x: 20, z: 10 }],
    });
    c = act(c, shoot('a-ada', 'b-rex', 'lobber'));
    c = roll(c, [5]);
    c = roll(c, [6]);
    expect(need(c).purpose).toContain('hit on rex');
    c = roll(c, [1]);
    expect(need(c).purpose).toContain('hit on bo');
  });

  it('Aiming (not Stunned, not moved): a 1 on the to-hit die is thrown again, once', () => {
    expect(aimedOdds(0, 4)).toBeCloseTo(3 / 6 + (1 / 6) * (3 / 6), 12);
    expect(aimedOdds(3, 4)).toBeCloseTo(1, 12);
    expect(aimedOdds(2, 4)).toBeCloseTo(d6Odds(2, 4) * (1 + 1 / 6), 12);
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 20, z: 10 }],
      luckyShot: false,
    });
    b = act(b, shoot('a-ada', 'b-rex', 'rifle', true));
    expect(need(b)).toMatchObject({ rule: 'fringe.aiming' });
    expect(need(b).odds).toBeCloseTo(aimedOdds(0, 4), 12);
    b = roll(b, [1]);
    expect(need(b).purpose).toContain('the 1 is thrown again');
    b = roll(b, [1]);
    expect(owed(b)).toEqual({ kind: 'decide', step: 'activation' });
    expect(() =>
      act(b, {
        type: 'figure.move',
        figureId: 'a-ada',
        to: [{ x: 11, z: 10, level: 3 }],
        mode: 'auto',
        dash: false,
      }),
    ).toThrow(/Aimed/);
    const moved = act(
      battle({ a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }], b: [{ id: 'rex', x: 20, z: 10 }] }),
      {
        type: 'figure.move',
        figureId: 'a-ada',
        to: [{ x: 11, z: 10, level: 3 }],
        mode: 'auto',
        dash: false,
      },
    );
    expect(() => act(moved, shoot('a-ada', 'b-rex', 'rifle', true))).toThrow(/may Aim/);
  });

  it('Panic Fire: half base range, two extra shots, each at the closest target, then the weapon is empty', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['carbine', 'carbine'] }],
      b: [
        { id: 'rex', x: 15, z: 10 },
        { id: 'sal', x: 10, z: 17 },
        { id: 'tom', x: 10, z: 25 },
      ],
      luckyShot: false,
    });
    b = act(b, { type: 'figure.panic', figureId: 'a-ada', weaponId: 'carbine' });
    // 2 shots + 2 extra, at half the carbine's 18": 9". Rex (5") is closest.
    expect(b.journal.find((e) => e.kind === 'panic')).toMatchObject({ shots: 4 });
    expect(need(b)).toMatchObject({ rule: 'fringe.panic-fire' });
    expect(need(b).purpose).toContain('Panic Fire shot 1 of 4');
    expect(need(b).purpose).toContain('at rex');
    b = roll(b, [6]);
    b = roll(b, [6]); // rex is a casualty
    expect(need(b).purpose).toContain('shot 2 of 4');
    expect(need(b).purpose).toContain('at sal');
    b = roll(b, [6]);
    b = roll(b, [6]); // sal is a casualty
    // Tom (15") is in the carbine's 18" but beyond half of it: shots 3 and 4 have no target, the volley
    // ends, and both carbines are empty.
    expect(owed(b)).toEqual({ kind: 'decide', step: 'activation' });
    expect(b.journal.find((e) => e.kind === 'panicNoTarget')).toMatchObject({ figureId: 'a-ada', left: 2 });
    expect(fig(b, 'a-ada').emptied).toEqual(['carbine']);
    const next = act(b, { type: 'figure.end', figureId: 'a-ada' });
    expect(next.stage.kind).toBe('round');
    expect(() =>
      act(
        {
          ...b,
          stage:
            b.stage.kind === 'round' && b.stage.activation
              ? { ...b.stage, activation: { ...b.stage.activation, acted: false } }
              : b.stage,
        },
        shoot('a-ada', 'b-tom', 'carbine'),
      ),
    ).toThrow(/out of ammunition/);
  });

  it('Panic Fire reaches half the base range, not a whole inch less: a 9" weapon reaches 4.5"', () => {
    const at = (x: number) =>
      act(
        battle({
          a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['scrap'] }],
          b: [{ id: 'rex', x, z: 10 }],
          luckyShot: false,
        }),
        { type: 'figure.panic', figureId: 'a-ada', weaponId: 'scrap' },
      );
    expect(panicRange({ range: 9 })).toBe(4.5);
    // Fringe 002 Panic Fire: half the weapon's base Range: 9" / 2 = 4.5". Rex at 4.4" is in reach.
    expect(need(at(14.4))).toMatchObject({ rule: 'fringe.panic-fire' });
    expect(need(at(14.4)).purpose).toContain('Panic Fire shot 1 of 3');
    // At 4.6" he is not: Panic Fire has no target.
    expect(() => at(14.6)).toThrow(/within half the Scrap pistol's base range \(4\.5"\)/);
  });

  it('Panic Fire ignores a target in full range but beyond half of it', () => {
    // Fringe 002 Panic Fire: only half the base Range. Tom is 15" away: in the carbine's 18", not its 9".
    const b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['carbine'] }],
      b: [{ id: 'tom', x: 10, z: 25 }],
      luckyShot: false,
    });
    expect(() => act(b, { type: 'figure.panic', figureId: 'a-ada', weaponId: 'carbine' })).toThrow(
      /No enemy is in sight within half the Carbine's base range \(9"\)/,
    );
    // An ordinary shot reaches him.
    expect(need(act(b, shoot('a-ada', 'b-tom', 'carbine')))).toMatchObject({ rule: 'fringe.hit-roll' });
  });

  it('shotOdds: the best attack from a spot, counting a move there as moved (no Aim, Heavy −1)', () => {
    const b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['heavy', 'rifle'] }],
      b: [{ id: 'rex', x: 20, z: 10 }],
    });
    const here = shotOdds(b, 'a-ada', { x: 10, z: 10, level: 3 }, 'b-rex');
    // Heavy gun, 2 shots at 4+, aimed: 1 − (1 − 7/12)².
    expect(here).toMatchObject({ weaponId: 'heavy', aimed: true, target: 4, verdict: 'clear' });
    expect(here?.anyHit).toBeCloseTo(1 - (1 - (3 / 6 + 3 / 36)) ** 2, 12);
    const there = shotOdds(b, 'a-ada', { x: 12, z: 10, level: 3 }, 'b-rex');
    // Moved: Heavy at 5+ twice (1 − (2/3)²) against the rifle at 4+ once (1/2): the heavy gun still.
    expect(there?.anyHit).toBeCloseTo(1 - (4 / 6) ** 2, 12);
    expect(there?.aimed).toBe(false);
  });

  it('shotOdds counts the 5+ an Area shot needs when an ally is near the target, and picks the likelier weapon', () => {
    const b = battle({
      a: [
        { id: 'ada', x: 10, z: 10, reactions: 3, weapons: ['lobber', 'rifle'] },
        { id: 'bo', x: 20, z: 12, reactions: 1 },
      ],
      b: [{ id: 'rex', x: 20, z: 11 }],
    });
    // Both hit on 4+ aimed (7/12); the lobber would first need a 5+ (Bo is within 1" of Rex).
    const best = shotOdds(b, 'a-ada', { x: 10, z: 10, level: 3 }, 'b-rex');
    expect(best).toMatchObject({ weaponId: 'rifle', endangers: false });
    expect(best?.chance).toBeCloseTo(3 / 6 + 3 / 36, 12);
    const lobber = battle({
      a: [
        { id: 'ada', x: 10, z: 10, reactions: 3, weapons: ['lobber'] },
        { id: 'bo', x: 20, z: 12, reactions: 1 },
      ],
      b: [{ id: 'rex', x: 20, z: 11 }],
    });
    const area = shotOdds(lobber, 'a-ada', { x: 10, z: 10, level: 3 }, 'b-rex');
    expect(area).toMatchObject({ weaponId: 'lobber', endangers: true });
    expect(area?.anyHit).toBeCloseTo(3 / 6 + 3 / 36, 12);
    expect(area?.chance).toBeCloseTo((2 / 6) * (3 / 6 + 3 / 36), 12);
  });
});
