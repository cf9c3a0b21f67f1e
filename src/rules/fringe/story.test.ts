import { describe, expect, it } from 'vitest';
import { owed, refusal } from './engine';
import { fig } from './testkit';
import { act, battle, need, roll, until } from '../../../machines/fringe/battle.testkit';

const shoot = (figureId: string, targetId: string) =>
  ({ type: 'figure.shoot', figureId, weaponId: 'rifle', targetId, aim: false }) as const;

describe('Fringe story points and the once-per-campaign options in a battle', () => {
  it('a story point re-rolls a roll that went against you; the new result stands', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 20, z: 10 }],
      storyPoints: 1,
      luckyShot: false,
    });
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [2]);
    expect(owed(b)).toEqual({ kind: 'decide', step: 'review' });
    expect(b.review).toMatchObject({ side: 'a', reroll: true, luckyShot: false });
    b = act(b, { type: 'story.reroll' });
    expect(b.sides.a.storyPoints).toBe(0);
    expect(need(b).purpose).toContain('story point re-roll');
    b = roll(b, [3]);
    // A second miss: no story point left and a re-roll stands anyway.
    expect(owed(b)).toEqual({ kind: 'decide', step: 'activation' });
    expect(b.journal.flatMap((e) => (e.kind === 'shot' ? [e.face] : []))).toEqual([3]);
  });

  it('an enemy’s roll that went against the crew may be re-rolled too (solo)', () => {
    let b = battle(
      {
        a: [{ id: 'ada', x: 10, z: 10, reactions: 1, toughness: 3 }],
        b: [{ id: 'rex', x: 20, z: 10, reactions: 2 }],
        play: 'solo',
        behaviour: 'gunline',
        storyPoints: 2,
      },
      [[1]],
    );
    expect(owed(b)).toEqual({ kind: 'decide', step: 'enemy' });
    b = act(b, { type: 'enemy.go' });
    b = roll(b, [6]); // the enemy hits: against the crew, so the crew may re-roll
    expect(b.review).toMatchObject({ side: 'a', reroll: true });
    b = act(b, { type: 'roll.accept' });
    b = roll(b, [5]); // 5 ≥ 3: a casualty for Ada
    expect(b.review).toMatchObject({ side: 'a' });
    b = act(b, { type: 'story.reroll' });
    b = roll(b, [1]);
    expect(fig(b, 'a-ada')).toMatchObject({ out: null, stun: 1 });
    expect(b.sides.a.storyPoints).toBe(1);
  });

  it('Lucky shot! turns a shot that just missed into a hit, once per campaign', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 20, z: 10 }],
    });
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [2]);
    expect(b.review).toMatchObject({ luckyShot: true, reroll: false });
    expect(refusal(b, { type: 'story.reroll' })).toMatch(/No story points/);
    b = act(b, { type: 'campaign.lucky-shot' });
    expect(b.sides.a.onceLeft.luckyShot).toBe(false);
    expect(need(b).rule).toBe('fringe.resolving-hits');
  });

  it('a story point makes a failed item roll succeed (the Snooper Bot is not Damaged)', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, gear: ['snooper'] }],
      b: [{ id: 'rex', x: 20, z: 10 }],
      penalty: 2,
      play: 'solo',
      storyPoints: 1,
    });
    expect(owed(b)).toEqual({ kind: 'decide', step: 'snooper' });
    b = act(b, { type: 'gear.snooper', figureId: 'a-ada' });
    expect(need(b).odds).toBeCloseTo(5 / 6, 12);
    b = roll(b, [1]);
    expect(b.review).toMatchObject({ succeed: true });
    b = act(b, { type: 'story.succeed' });
    expect(fig(b, 'a-ada').damagedGear).toEqual([]);
    // The penalty is ignored: the initiative roll has no −2.
    expect(need(b).modifiers?.some((m) => m.label === 'Battle penalty')).toBe(false);
  });

  it('It’s time to go!: the side ends the battle and everyone still standing escapes', () => {
    let b = battle({ a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }], b: [{ id: 'rex', x: 20, z: 10 }] });
    expect(refusal(b, { type: 'campaign.time-to-go', side: 'b' })).toMatch(/Only the side deciding/);
    b = act(b, { type: 'campaign.time-to-go', side: 'a' });
    expect(b.stage).toEqual({ kind: 'over', outcome: { kind: 'escaped', side: 'a' } });
    expect(fig(b, 'a-ada').out).toBe('escaped');
  });

  it('Did you ever meet my mate?: a new member within 6" of an edge, acting at once', () => {
    let b = battle({
      a: [
        { id: 'ada', x: 10, z: 10, reactions: 3 },
        { id: 'bo', x: 12, z: 12, reactions: 1 },
      ],
      b: [{ id: 'rex', x: 20, z: 10, reactions: 2 }],
      mate: { id: 'kit', x: 0, z: 0, name: 'Kit' },
    });
    expect(refusal(b, { type: 'campaign.mate', side: 'a', at: { x: 18, z: 18, level: 3 } })).toMatch(
      /within 6"/,
    );
    // Not while a roll is under review: a re-roll would take the battle back to before it.
    const shot = {
      type: 'figure.shoot',
      figureId: 'a-ada',
      weaponId: 'rifle',
      targetId: 'b-rex',
      aim: false,
    } as const;
    const missed = roll(act(b, shot), [1]);
    expect(missed.review).not.toBeNull();
    expect(refusal(missed, { type: 'campaign.mate', side: 'a', at: { x: 3, z: 18, level: 3 } })).toMatch(
      /Keep or change the roll first/,
    );
    b = act(b, { type: 'campaign.mate', side: 'a', at: { x: 3, z: 18, level: 3 } });
    expect(fig(b, 'a-kit').at).toMatchObject({ x: 3, z: 18 });
    b = act(b, { type: 'figure.end', figureId: 'a-ada' });
    expect(b.stage.kind === 'round' && b.stage.activation?.figureId).toBe('a-kit');
    expect(
      refusal(until(b, 'a-bo'), { type: 'campaign.mate', side: 'a', at: { x: 3, z: 20, level: 3 } }),
    ).toMatch(/no mate left/);
  });
});
