import { describe, expect, it } from 'vitest';
import { owed, refusal } from './engine';
import { fig, testSetup, type TestBattle } from './testkit';
import { answer, startBattle, act, battle, need, roll, until } from '../../../machines/fringe/battle.testkit';

describe('Fringe battle round (reading), initiative (reading) and gear', () => {
  it('every figure acts once a round, highest Reactions first; ties to the side that seized the initiative', () => {
    const t = {
      a: [
        { id: 'ada', x: 5, z: 5, reactions: 1 },
        { id: 'bo', x: 6, z: 5, reactions: 3 },
      ],
      b: [
        { id: 'rex', x: 30, z: 30, reactions: 3 },
        { id: 'sal', x: 31, z: 30, reactions: 2 },
      ],
    } as const;
    // Hot-seat, a tie: nobody seizes; ties go to the crew.
    const tie = battle(t, [[3], [3]]);
    expect(tie.seized).toBeNull();
    expect(tie.stage.kind === 'round' && tie.stage.order).toEqual(['a-bo', 'b-rex', 'b-sal', 'a-ada']);
    // Side b seizes it: all of b first in round 1, then b wins ties.
    const seized = battle(t, [[1], [6]]);
    expect(seized.seized).toBe('b');
    expect(seized.stage.kind === 'round' && seized.stage.order).toEqual(['b-rex', 'b-sal', 'a-bo', 'a-ada']);
    let r2 = seized;
    for (const id of ['b-rex', 'b-sal', 'a-bo', 'a-ada'])
      r2 = act(until(r2, id), { type: 'figure.end', figureId: id });
    expect(r2.round).toBe(2);
    expect(r2.stage.kind === 'round' && r2.stage.order).toEqual(['b-rex', 'a-bo', 'b-sal', 'a-ada']);
  });

  it('Seize the Initiative (solo): d6 + best Savvy, +1 for a Scanner bot, less the battle’s penalty, against 6', () => {
    const b = startBattle(
      testSetup({
        a: [
          { id: 'ada', x: 5, z: 5, savvy: 2, gear: ['scanner'] },
          { id: 'bo', x: 6, z: 5, savvy: 1 },
        ],
        b: [{ id: 'rex', x: 30, z: 30 }],
        play: 'solo',
        penalty: 1,
      }),
    );
    const n = need(b);
    expect(n.rule).toBe('fringe.initiative');
    expect(n.modifiers).toEqual([
      { label: 'Best Savvy', value: '+2' },
      { label: 'Scanner bot', value: '+1' },
      { label: 'Battle penalty', value: '−1' },
    ]);
    // d6 + 2 ≥ 6: 4, 5 and 6.
    expect(n.odds).toBeCloseTo(3 / 6, 12);
    const seized = answer(b, [[4]]);
    expect(seized.seized).toBe('a');
  });

  it('a negated initiative roll is not made, unless a Snooper Bot goes out (Damaged on a 1)', () => {
    const t: TestBattle = {
      a: [{ id: 'ada', x: 5, z: 5, gear: ['snooper'] }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      play: 'solo',
      negated: true,
    };
    let b = startBattle(testSetup(t));
    expect(owed(b)).toEqual({ kind: 'decide', step: 'snooper' });
    const skipped = act(b, { type: 'gear.snooper.skip' });
    expect(skipped.stage.kind).toBe('round');
    expect(skipped.seized).toBeNull();
    b = act(b, { type: 'gear.snooper', figureId: 'a-ada' });
    b = roll(b, [1]);
    expect(fig(b, 'a-ada').damagedGear).toEqual(['snooper']);
    expect(need(b).rule).toBe('fringe.initiative');
  });

  it('a Duplicator copies one item of the crew, never a Duplicator, and is spent', () => {
    let b = startBattle(
      testSetup({
        a: [
          { id: 'ada', x: 5, z: 5, gear: ['dup'] },
          { id: 'bo', x: 6, z: 5, weapons: ['heavy'], gear: ['dup'] },
        ],
        b: [{ id: 'rex', x: 30, z: 30 }],
        play: 'solo',
      }),
    );
    expect(owed(b)).toEqual({ kind: 'decide', step: 'duplicator' });
    expect(refusal(b, { type: 'gear.duplicate', holderId: 'a-ada', itemId: 'dup' })).toMatch(
      /cannot copy a Duplicator/,
    );
    b = act(b, { type: 'gear.duplicate', holderId: 'a-ada', itemId: 'heavy' });
    expect(fig(b, 'a-ada')).toMatchObject({ weapons: ['rifle', 'heavy'], gear: [] });
    // Bo still holds one: skip it.
    expect(owed(b)).toEqual({ kind: 'decide', step: 'duplicator' });
    b = act(b, { type: 'gear.duplicate.skip' });
    expect(need(b).rule).toBe('fringe.initiative');
  });

  it('Notable sights: acquired in contact, forgoing every other action', () => {
    const sights = [{ id: 'cache', kind: 'loot-cache', x: 12, z: 10, level: 3 }] as const;
    let b = battle({
      a: [{ id: 'ada', x: 8, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      sights: [...sights],
    });
    expect(refusal(b, { type: 'figure.sight', figureId: 'a-ada', sightId: 'cache' })).toMatch(/contact/);
    b = act(b, {
      type: 'figure.move',
      figureId: 'a-ada',
      to: [{ x: 11, z: 10, level: 3 }],
      mode: 'auto',
      dash: false,
    });
    b = act(b, { type: 'figure.sight', figureId: 'a-ada', sightId: 'cache' });
    expect(b.sights[0]?.takenBy).toBe('a-ada');
    expect(b.stage.kind === 'round' && b.stage.activation?.figureId).toBe('b-rex');
  });

  it('the battle ends when a side has nobody left, or after its last round', () => {
    let b = battle({ a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }], b: [{ id: 'rex', x: 20, z: 10 }] });
    b = act(b, { type: 'figure.shoot', figureId: 'a-ada', weaponId: 'rifle', targetId: 'b-rex', aim: false });
    b = roll(b, [6]);
    b = roll(b, [6]);
    expect(b.stage).toEqual({ kind: 'over', outcome: { kind: 'won', side: 'a' } });
    let t = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      rounds: 1,
    });
    t = act(t, { type: 'figure.end', figureId: 'a-ada' });
    t = act(t, { type: 'figure.end', figureId: 'b-rex' });
    expect(t.stage).toEqual({ kind: 'over', outcome: { kind: 'time' } });
  });
});

describe('Fringe enemy behaviour (reading, solo)', () => {
  it('a rushing band charges what it can reach, else shoots, else advances', () => {
    let b = battle(
      {
        a: [{ id: 'ada', x: 10, z: 10, reactions: 1 }],
        b: [{ id: 'rex', x: 14, z: 10, reactions: 2, weapons: ['blade'] }],
        play: 'solo',
        behaviour: 'rush',
      },
      [[1]],
    );
    b = act(b, { type: 'enemy.go' });
    expect(need(b).rule).toBe('fringe.brawling');
    let c = battle(
      {
        a: [{ id: 'ada', x: 5, z: 10, reactions: 1 }],
        b: [{ id: 'rex', x: 32, z: 10, reactions: 2, speed: 4 }],
        play: 'solo',
        behaviour: 'rush',
      },
      [[1]],
    );
    c = act(c, { type: 'enemy.go' });
    // 27" away, beyond the rifle's 24": it advances 4" and then shoots (moved, so not aimed).
    expect(fig(c, 'b-rex').at?.x).toBeCloseTo(28, 5);
    expect(need(c).purpose).toContain('Shot 1 of 1');
    expect(need(c).purpose).not.toContain('aimed');
  });

  it('a K’Erin enemy charges whatever its band’s behaviour', () => {
    let b = battle(
      {
        a: [{ id: 'ada', x: 10, z: 10, reactions: 1 }],
        b: [{ id: 'ka', species: 'kerin', x: 14, z: 10, reactions: 2 }],
        play: 'solo',
        behaviour: 'gunline',
      },
      [[1]],
    );
    b = act(b, { type: 'enemy.go' });
    expect(need(b).rule).toBe('fringe.brawling');
  });
});
