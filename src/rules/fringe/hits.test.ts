import { describe, expect, it } from 'vitest';
import { owed } from './engine';
import { startingLuck } from './profile';
import { fig, SPECIES, member } from './testkit';
import { act, battle, need, roll } from '../../../machines/fringe/battle.testkit';

const shoot = (figureId: string, targetId: string, weaponId = 'rifle', aim = false) =>
  ({ type: 'figure.shoot', figureId, weaponId, targetId, aim }) as const;

describe('Fringe resolving hits, saving throws, Luck and Stun markers', () => {
  it('d6 + Damage reaching Toughness is a casualty; a natural 6 always is', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['pistol'] }],
      b: [{ id: 'rex', x: 14, z: 10, toughness: 5 }],
    });
    b = act(b, shoot('a-ada', 'b-rex', 'pistol'));
    b = roll(b, [3]); // 3 + 1 (Snap Shot) = 4 ≥ 3: a hit
    const n = need(b);
    // Damage 1 against Toughness 5: faces 4, 5 and 6 take rex out.
    expect(n.odds).toBeCloseTo(3 / 6, 12);
    b = roll(b, [4]);
    expect(fig(b, 'b-rex').out).toBe('casualty');
    let c = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['rifle'] }],
      b: [
        { id: 'rex', x: 14, z: 10, toughness: 8 },
        { id: 'sal', x: 30, z: 30 },
      ],
    });
    c = act(c, shoot('a-ada', 'b-rex'));
    c = roll(c, [3]);
    expect(need(c).odds).toBeCloseTo(1 / 6, 12);
    c = roll(c, [6]);
    expect(fig(c, 'b-rex').out).toBe('casualty');
  });

  it('less than Toughness pushes the target 1" directly away from the attacker and Stuns it', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 13, z: 14 }],
    });
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [4]);
    b = roll(b, [2]);
    const rex = fig(b, 'b-rex');
    expect(rex.stun).toBe(1);
    // 3-4-5 triangle: 1" further along the line from Ada.
    expect(rex.at?.x).toBeCloseTo(13.6, 5);
    expect(rex.at?.z).toBeCloseTo(14.8, 5);
  });

  it('the push stops where terrain blocks it', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10 }],
      terrain: [
        {
          id: 'wall',
          kind: 'wall',
          level: 3,
          x: 15.2,
          z: 10,
          width: 0.4,
          depthExtent: 6,
          height: 3,
          blocksLos: true,
          cover: true,
        },
      ],
    });
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [6]);
    b = roll(b, [1]);
    expect(fig(b, 'b-rex').at?.x).toBeCloseTo(14.5, 1);
    expect(b.journal.some((e) => e.kind === 'pushed' && e.blocked)).toBe(true);
  });

  it('armour: a save on a casualty deflects the hit but still Stuns (Bots, Soulless, De-converted, Assault Bots)', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'bolt', species: 'bot', x: 14, z: 10 }],
    });
    b = act(b, shoot('a-ada', 'b-bolt'));
    b = roll(b, [6]);
    b = roll(b, [5]); // a casualty: the Bot saves on 5+
    const save = need(b);
    expect(save.rule).toBe('fringe.saving-throws');
    expect(save.odds).toBeCloseTo(2 / 6, 12);
    b = roll(b, [5]);
    expect(fig(b, 'b-bolt')).toMatchObject({ out: null, stun: 1 });
    let c = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [
        { id: 'bolt', species: 'bot', x: 14, z: 10 },
        { id: 'sal', x: 30, z: 30 },
      ],
    });
    c = act(c, shoot('a-ada', 'b-bolt'));
    c = roll(c, [6]);
    c = roll(c, [5]);
    c = roll(c, [4]);
    expect(fig(c, 'b-bolt').out).toBe('casualty');
  });

  it('gear: a defensive screen or armour carried gives the saving throw (Fringe 002 Saving Throws)', () => {
    // A human (no plating) with a 5+ screen: a casualty rolls the save, 2 in 6, and a save leaves it Stunned.
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10, gear: ['screen'] }],
    });
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [6]);
    b = roll(b, [5]); // a casualty: the screen saves on 5+
    const save = need(b);
    expect(save).toMatchObject({ rule: 'fringe.saving-throws', target: 5 });
    expect(save.odds).toBeCloseTo(2 / 6, 12);
    expect(save.purpose).toContain('Screen');
    b = roll(b, [5]);
    expect(fig(b, 'b-rex')).toMatchObject({ out: null, stun: 1 });
    // One saving throw, at the best number: a Bot's 5+ plating with 6+ armour still saves on 5+.
    let c = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [
        { id: 'bolt', species: 'bot', x: 14, z: 10, gear: ['plate'] },
        { id: 'sal', x: 30, z: 30 },
      ],
    });
    c = act(c, shoot('a-ada', 'b-bolt'));
    c = roll(c, [6]);
    c = roll(c, [5]);
    expect(need(c)).toMatchObject({ rule: 'fringe.saving-throws', target: 5 });
    c = roll(c, [4]);
    expect(fig(c, 'b-bolt').out).toBe('casualty');
  });

  it('Luck: a figure that would be a casualty loses 1 Luck and dives 1D6" in a random direction, unharmed', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10, luck: 1 }],
    });
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [6]);
    b = roll(b, [6]);
    const luck = need(b);
    expect(luck.rule).toBe('fringe.luck');
    expect('groups' in luck && luck.groups.map((g) => g.spec.die)).toEqual(['d6', 'd8']);
    b = roll(b, [4], [5]); // 4" south (D8 5 = S: +z)
    const rex = fig(b, 'b-rex');
    expect(rex).toMatchObject({ out: null, luck: 0, stun: 0 });
    expect(rex.at).toMatchObject({ x: 14, z: 14 });
  });

  it('only humans hold more than 1 Luck; the Leader gets 1 more unless a Bot', () => {
    const [human, kerin, , bot] = SPECIES;
    if (human === undefined || kerin === undefined || bot === undefined) throw new Error('species');
    expect(startingLuck(member({ id: 'h', x: 0, z: 0, luck: 2 }), human, true)).toBe(3);
    expect(startingLuck(member({ id: 'k', x: 0, z: 0, luck: 0 }), kerin, true)).toBe(1);
    expect(startingLuck(member({ id: 'k', x: 0, z: 0, luck: 1 }), kerin, true)).toBe(1);
    expect(startingLuck(member({ id: 'b', x: 0, z: 0, luck: 0 }), bot, true)).toBe(0);
    const b = battle({ a: [{ id: 'lead', x: 5, z: 5 }], b: [{ id: 'rex', x: 30, z: 30 }], leader: 'lead' });
    expect(fig(b, 'a-lead').luck).toBe(1);
  });

  it('three Stun markers knock a figure out', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [
        { id: 'rex', x: 14, z: 10 },
        { id: 'sal', x: 30, z: 30 },
      ],
    });
    b = { ...b, fighters: b.fighters.map((f) => (f.id === 'b-rex' ? { ...f, stun: 2 } : f)) };
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [5]);
    b = roll(b, [1]);
    expect(fig(b, 'b-rex').out).toBe('knocked-out');
  });

  it('a third Stun marker knocks out a figure with Luck too: Luck only saves a casualty (reading)', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [
        { id: 'rex', x: 14, z: 10, luck: 1 },
        { id: 'sal', x: 30, z: 30 },
      ],
    });
    b = { ...b, fighters: b.fighters.map((f) => (f.id === 'b-rex' ? { ...f, stun: 2 } : f)) };
    b = act(b, shoot('a-ada', 'b-rex'));
    b = roll(b, [5]);
    b = roll(b, [1]); // 1 + 0 against Toughness: no casualty, a third marker
    expect(fig(b, 'b-rex')).toMatchObject({ out: 'knocked-out', luck: 1, at: null });
    expect(b.journal.some((e) => e.kind === 'luck')).toBe(false);
  });

  it('a Stunned figure may Move or take a Combat Action, not both', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 20, z: 10 }],
    });
    b = { ...b, fighters: b.fighters.map((f) => (f.id === 'a-ada' ? { ...f, stun: 1 } : f)) };
    // The activation began before the marker in this test: start a fresh one.
    b = {
      ...b,
      stage:
        b.stage.kind === 'round' && b.stage.activation !== null
          ? { ...b.stage, activation: { ...b.stage.activation, stunned: true } }
          : b.stage,
    };
    b = act(b, {
      type: 'figure.move',
      figureId: 'a-ada',
      to: [{ x: 11, z: 10, level: 3 }],
      mode: 'auto',
      dash: false,
    });
    expect(() => act(b, shoot('a-ada', 'b-rex'))).toThrow(/Stunned: it may Move or take a Combat Action/);
    b = act(b, { type: 'figure.end', figureId: 'a-ada' });
    // Reading: a marker comes off at the end of the activation.
    expect(fig(b, 'a-ada').stun).toBe(0);
    expect(owed(b)).toEqual({ kind: 'decide', step: 'activation' });
  });
});
