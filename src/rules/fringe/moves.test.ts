import { describe, expect, it } from 'vitest';
import type { TerrainPiece } from '../../content/schemas/board';
import { owed } from './engine';
import { fig } from './testkit';
import { act, battle, need, roll, until } from '../../../machines/fringe/battle.testkit';

const sink = (x: number, z: number) => ({ x, z, level: 3 as const });
const mids = (x: number, z: number) => ({ x, z, level: 2 as const });
const deck = (id: string, x: number, width: number): TerrainPiece => ({
  id,
  kind: 'platform',
  level: 2,
  x,
  z: 18,
  width,
  depthExtent: 36,
  height: 0.5,
  blocksLos: true,
  cover: false,
});
const block = (id: string, x: number, z: number, height: number): TerrainPiece => ({
  id,
  kind: 'block',
  level: 3,
  x,
  z,
  width: 2,
  depthExtent: 2,
  height,
  blocksLos: true,
  cover: true,
});
const move = (
  figureId: string,
  to: { x: number; z: number; level: 1 | 2 | 3; elevation?: number }[],
  mode: 'auto' | 'walk' | 'climb' | 'leap' | 'jump' = 'auto',
  dash = false,
) => ({ type: 'figure.move', figureId, to, mode, dash }) as const;

describe('Fringe moving: Speed, Dash, climbing, jumping and leaping on the depth board', () => {
  it('a figure moves up to its Speed; Dash adds 2" and then no Combat Action', () => {
    const start = battle({
      a: [{ id: 'ada', x: 5, z: 5, speed: 4, reactions: 2 }],
      b: [{ id: 'rex', x: 25, z: 5 }],
    });
    expect(() => act(start, move('a-ada', [sink(10, 5)]))).toThrow(/Movement costs 5" but only 4"/);
    let b = act(start, move('a-ada', [sink(11, 5)], 'auto', true));
    expect(fig(b, 'a-ada').at).toMatchObject({ x: 11, z: 5 });
    expect(() =>
      act(b, { type: 'figure.shoot', figureId: 'a-ada', weaponId: 'rifle', targetId: 'b-rex', aim: false }),
    ).toThrow(/Dashed/);
    b = act(start, {
      type: 'figure.shoot',
      figureId: 'a-ada',
      weaponId: 'rifle',
      targetId: 'b-rex',
      aim: false,
    });
    b = roll(b, [1]);
    // The miss may be changed (Lucky shot!): let it stand.
    b = act(b, { type: 'roll.accept' });
    expect(() => act(b, move('a-ada', [sink(10, 5)], 'auto', true))).toThrow(/Dash/);
  });

  it('a figure may not Dash into a brawl', () => {
    const b = battle({
      a: [{ id: 'ada', x: 5, z: 5, speed: 4, reactions: 2 }],
      b: [{ id: 'rex', x: 11, z: 5 }],
    });
    expect(() => act(b, move('a-ada', [sink(10, 5)], 'auto', true))).toThrow(
      /may not enter a brawl by Dashing/,
    );
  });

  it('climbing pays the height; a descent of 1" or less is free; more is climbed (same cost) or jumped', () => {
    const terrain = [deck('west', 5, 10), block('crate', 20, 10, 1), block('tall', 20, 20, 2)];
    // Up onto the Mids from the Sink at x 11: 2" across + 3" up.
    const up = battle({
      a: [{ id: 'ada', x: 11, z: 10, speed: 5, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain,
    });
    expect(() => act(up, move('a-ada', [mids(8.5, 10)], 'climb'))).toThrow(/costs 5.5"/);
    const climbed = act(up, move('a-ada', [mids(9, 10)], 'climb'));
    expect(fig(climbed, 'a-ada').at).toMatchObject({ level: 2, x: 9 });
    expect(climbed.journal.find((e) => e.kind === 'move')).toMatchObject({ inches: 5, mode: 'climb' });
    // Off a 1" crate: free.
    const crate = battle({
      a: [{ id: 'ada', x: 20, z: 10, elevation: 1, speed: 4, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain,
    });
    const off = act(crate, move('a-ada', [sink(23, 10)], 'walk'));
    expect(fig(off, 'a-ada').at).toMatchObject({ x: 23, level: 3 });
    expect(off.journal.find((e) => e.kind === 'move')).toMatchObject({ inches: 3 });
    // Off a 2" block: walking is refused; climbing down pays 2"; a jump is free but ends the round.
    const tall = battle({
      a: [{ id: 'ada', x: 20, z: 20, elevation: 2, speed: 4, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain,
    });
    expect(() => act(tall, move('a-ada', [sink(23, 20)], 'walk'))).toThrow(/walks off an edge/);
    expect(() => act(tall, move('a-ada', [sink(23, 20)], 'climb'))).toThrow(/costs 5"/);
    const jumped = act(tall, move('a-ada', [sink(23, 20)], 'jump'));
    expect(fig(jumped, 'a-ada').at).toMatchObject({ x: 23, level: 3 });
    // Jumping down more than 1" ends the figure's round; 2" is no hit.
    expect(jumped.stage.kind === 'round' && jumped.stage.activation?.figureId).toBe('b-rex');
    expect(fig(jumped, 'a-ada').stun).toBe(0);
  });

  it('a rise of 1" is paid like any other (Fringe 002 Moving Up and Down: pay the height; no free small obstacle)', () => {
    // A 1" crate at x 19..21 across the path: 10" across plus 1" up (and a free 1" descent) is 11".
    const b = battle({
      a: [{ id: 'ada', x: 15, z: 10, speed: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain: [block('crate', 20, 10, 1)],
    });
    expect(() => act(b, move('a-ada', [sink(25, 10)], 'walk'))).toThrow(/climb/);
    expect(() => act(b, move('a-ada', [sink(25, 10)], 'climb'))).toThrow(/costs 11" but only 10"/);
    const over = act(b, move('a-ada', [sink(24, 10)], 'auto'));
    expect(over.journal.find((e) => e.kind === 'move')).toMatchObject({ inches: 10, mode: 'climb' });
  });

  it('a jump down of 3" or more (from the Mids) is a Damage +0 Hit; a Swift figure takes none', () => {
    const terrain = [deck('west', 5, 10)];
    let b = battle({
      a: [{ id: 'ada', x: 9, z: 10, level: 2, speed: 4, reactions: 2, toughness: 4 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain,
    });
    b = act(b, move('a-ada', [sink(12, 10)], 'jump'));
    const hit = need(b);
    expect(hit.rule).toBe('fringe.resolving-hits');
    expect(hit.purpose).toContain('Damage 0 against Toughness 4');
    expect(hit.odds).toBeCloseTo(3 / 6, 12);
    b = roll(b, [2]);
    expect(fig(b, 'a-ada')).toMatchObject({ stun: 1, out: null });
    // The jump's hit has no attacker: no push.
    expect(fig(b, 'a-ada').at).toMatchObject({ x: 12, z: 10, level: 3 });
    expect(b.stage.kind === 'round' && b.stage.activation?.figureId).toBe('b-rex');
    let s = battle({
      a: [{ id: 'zip', species: 'swift', x: 9, z: 10, level: 2, speed: 4, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain,
    });
    s = act(s, move('a-zip', [sink(12, 10)], 'jump'));
    expect(owed(s)).toEqual({ kind: 'decide', step: 'activation' });
    expect(s.stage.kind === 'round' && s.stage.activation?.figureId).toBe('b-rex');
  });

  it('leaping crosses a gap up to 2" (4" for Swift) as part of the move', () => {
    const terrain2 = [deck('west', 5, 10), deck('east', 17, 10)]; // gap x 10..12
    const terrain3 = [deck('west', 5, 10), deck('east', 17.5, 9)]; // gap x 10..13
    const b2 = battle({
      a: [{ id: 'ada', x: 9, z: 10, level: 2, speed: 6, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain: terrain2,
    });
    expect(() => act(b2, move('a-ada', [mids(13, 10)], 'walk'))).toThrow(/walks off an edge/);
    expect(fig(act(b2, move('a-ada', [mids(13, 10)], 'leap')), 'a-ada').at).toMatchObject({
      x: 13,
      level: 2,
    });
    const b3 = battle({
      a: [{ id: 'ada', x: 9, z: 10, level: 2, speed: 6, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain: terrain3,
    });
    expect(() => act(b3, move('a-ada', [mids(14, 10)], 'leap'))).toThrow(/gap of 3" is wider than the 2"/);
    const s3 = battle({
      a: [{ id: 'zip', species: 'swift', x: 9, z: 10, level: 2, speed: 6, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain: terrain3,
    });
    expect(fig(act(s3, move('a-zip', [mids(14, 10)], 'leap')), 'a-zip').at).toMatchObject({
      x: 14,
      level: 2,
    });
  });

  it('a move may not end on a crate top right under a deck: no room for the body', () => {
    // A 2.5" leg under the Mids deck (its underside at 2.5"): climbing onto it leaves no headroom.
    const terrain = [deck('west', 5, 10), block('leg', 9, 10, 2.5)];
    const b = battle({
      a: [{ id: 'ada', x: 12, z: 10, speed: 6, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      terrain,
    });
    expect(() => act(b, move('a-ada', [{ x: 9, z: 10, level: 3, elevation: 2.5 }], 'climb'))).toThrow(
      /No room to stand there/,
    );
  });

  it('a K’Erin that can reach an enemy without Dashing must charge it', () => {
    const b = battle({
      a: [{ id: 'ka', species: 'kerin', x: 10, z: 10, speed: 4, reactions: 2 }],
      b: [{ id: 'rex', x: 14.5, z: 10 }],
    });
    expect(() => act(b, { type: 'figure.end', figureId: 'a-ka' })).toThrow(/must charge/);
    expect(() =>
      act(b, { type: 'figure.shoot', figureId: 'a-ka', weaponId: 'rifle', targetId: 'b-rex', aim: false }),
    ).toThrow(/must charge/);
    expect(() => act(b, move('a-ka', [sink(8, 10)]))).toThrow(/must charge/);
    const charged = act(b, move('a-ka', [sink(13.5, 10)]));
    expect(need(charged).rule).toBe('fringe.brawling');
    // Out of reach without a Dash: free to do anything else.
    const far = battle({
      a: [{ id: 'ka', species: 'kerin', x: 10, z: 10, speed: 4, reactions: 2 }],
      b: [{ id: 'rex', x: 16, z: 10 }],
    });
    expect(until(act(far, { type: 'figure.end', figureId: 'a-ka' }), 'b-rex').stage.kind).toBe('round');
  });
});
