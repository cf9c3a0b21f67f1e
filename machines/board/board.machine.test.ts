import fc from 'fast-check';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { Board as BoardDoc } from '../../src/content/schemas/board';
import { CONTACT_TOLERANCE } from '../../src/rules/board/types';
import { currentPrompt } from '../core/meta';
import { boardMachine } from './board.machine';
import type { BoardEvent } from './board.machine';
import { depthBoardMode } from '../../src/modes/depthBoard/mode';
import { Session } from '../../src/game/session';

const figure = (id: string, name: string, x: number, z: number, level: 1 | 2 | 3 = 3, side = 'crew') => ({
  id,
  name,
  side,
  level,
  x,
  z,
  baseDiameter: 1,
  height: 1.25,
  eyeHeight: 1.1,
});

const board: BoardDoc = {
  id: 'test-board',
  name: 'Test board',
  width: 36,
  depth: 36,
  levelSpacing: 3,
  terrain: [
    {
      id: 'deck',
      kind: 'platform',
      level: 2,
      x: 10,
      z: 10,
      width: 10,
      depthExtent: 10,
      height: 0.5,
      blocksLos: true,
      cover: false,
    },
    {
      id: 'pit',
      kind: 'impassable',
      level: 3,
      x: 25,
      z: 5,
      width: 4,
      depthExtent: 4,
      height: 0.1,
      blocksLos: false,
      cover: false,
    },
  ],
  figures: [
    figure('a', 'Ava', 20, 20),
    figure('b', 'Bo', 10, 10, 2),
    figure('h', 'Husk', 30, 30, 3, 'hostile'),
  ],
};

const start = () => createActor(boardMachine, { input: { board } }).start();

describe('depth board machine', () => {
  it('reaches every tool, each with a prompt and a rule', () => {
    const paths = getShortestPaths(boardMachine, {
      input: { board },
      events: [
        { type: 'tool.pick', tool: 'ruler' },
        { type: 'tool.pick', tool: 'los' },
        { type: 'tool.pick', tool: 'move' },
        { type: 'tool.pick', tool: 'edit' },
      ],
      serializeState: (s) => JSON.stringify(s.value),
    });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['ruler', 'los', 'move', 'edit']));
    for (const p of paths) expect(currentPrompt(p.state)?.rule).toMatch(/^salvage\./);
  });

  it('commits a legal move and refuses one that crosses impassable ground', () => {
    const actor = start();
    actor.send({ type: 'tool.pick', tool: 'move' });
    const legal: BoardEvent = {
      type: 'figure.move',
      figureId: 'a',
      path: [{ x: 24, z: 20, level: 3 }],
      allowance: 6,
      mode: 'walk',
    };
    actor.send(legal);
    expect(actor.getSnapshot().context.board.figures.find((f) => f.id === 'a')).toMatchObject({
      x: 24,
      z: 20,
    });
    const throughPit: BoardEvent = {
      type: 'figure.move',
      figureId: 'a',
      path: [{ x: 25, z: 2, level: 3 }],
      allowance: 30,
      mode: 'walk',
    };
    expect(actor.getSnapshot().can(throughPit)).toBe(false);
    const tooFar: BoardEvent = {
      type: 'figure.move',
      figureId: 'a',
      path: [{ x: 34, z: 20, level: 3 }],
      allowance: 6,
      mode: 'walk',
    };
    expect(actor.getSnapshot().can(tooFar)).toBe(false);
  });

  it('the log names figures, not their ids', () => {
    const session = Session.start(
      depthBoardMode,
      { mode: 'depth-board', seed: 's', input: { board } },
      'digital',
    );
    session.send({ type: 'tool.pick', tool: 'move' });
    const move: BoardEvent = {
      type: 'figure.move',
      figureId: 'a',
      path: [{ x: 24, z: 20, level: 3 }],
      allowance: 6,
      mode: 'walk',
    };
    expect(session.send(move).ok).toBe(true);
    const lines = session.narrate();
    expect(lines.at(-1)).toMatch(/^Ava moved \(walk/);
  });

  it('a move off a deck edge lands below as a fall', () => {
    const actor = start();
    actor.send({ type: 'tool.pick', tool: 'move' });
    actor.send({
      type: 'figure.move',
      figureId: 'b',
      path: [{ x: 18, z: 10, level: 2 }],
      allowance: 10,
      mode: 'walk',
    });
    const snap = actor.getSnapshot().context;
    expect(snap.lastMove?.result.fall?.damage).toBe(1);
    expect(snap.board.figures.find((f) => f.id === 'b')?.level).toBe(3);
  });

  it('edits only in the edit tool, and refuses figures with no floor under them', () => {
    const actor = start();
    const { id: _drop, ...nix } = figure('x', 'Nix', 5, 30);
    expect(actor.getSnapshot().can({ type: 'figure.place', figure: nix })).toBe(false);
    actor.send({ type: 'tool.pick', tool: 'edit' });
    actor.send({ type: 'figure.place', figure: nix });
    expect(actor.getSnapshot().context.board.figures.map((f) => f.id)).toContain('fig-1');
    const floating = { ...nix, level: 2 as const };
    expect(actor.getSnapshot().can({ type: 'figure.place', figure: floating })).toBe(false);
    actor.send({ type: 'terrain.remove', pieceId: 'pit' });
    expect(actor.getSnapshot().context.board.terrain.map((p) => p.id)).toEqual(['deck']);
  });

  it('no sequence of moves ever ends with two figures overlapping (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            who: fc.constantFrom('a', 'b', 'h'),
            x: fc.double({ min: 0.5, max: 35.5, noNaN: true }),
            z: fc.double({ min: 0.5, max: 35.5, noNaN: true }),
            level: fc.constantFrom(2 as const, 3 as const),
          }),
          { maxLength: 12 },
        ),
        (moves) => {
          const actor = start();
          actor.send({ type: 'tool.pick', tool: 'move' });
          for (const m of moves) {
            actor.send({
              type: 'figure.move',
              figureId: m.who,
              path: [{ x: m.x, z: m.z, level: m.level }],
              allowance: 60,
              mode: 'walk',
            });
          }
          const figs = actor.getSnapshot().context.board.figures;
          for (const f of figs) {
            for (const g of figs) {
              if (f.id >= g.id || f.level !== g.level) continue;
              // Bases may touch (within the contact tolerance) but never overlap.
              expect(Math.hypot(f.x - g.x, f.z - g.z)).toBeGreaterThanOrEqual(1 - CONTACT_TOLERANCE - 1e-6);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
