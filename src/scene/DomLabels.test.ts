import { describe, expect, it } from 'vitest';
import { EDGE, spreadBoxes } from './DomLabels';

function overlap(a: { left: number; top: number; w: number; h: number }, b: typeof a): boolean {
  return a.left < b.left + b.w && b.left < a.left + a.w && a.top < b.top + b.h && b.top < a.top + a.h;
}

describe('labels spread so none overlaps and none is cut at the edge', () => {
  it('three labels on one point stack, all inside the view', () => {
    const boxes = [0, 1, 2].map(() => ({ left: 100 - 40, top: 100 - 8, w: 80, h: 16 }));
    spreadBoxes(boxes, [100, 100, 100], 400, 300);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it('a label hanging off the left or top edge is pulled inside', () => {
    const boxes = [{ left: -30, top: -5, w: 80, h: 16 }];
    spreadBoxes(boxes, [3], 400, 300);
    expect(boxes[0]?.left).toBeGreaterThanOrEqual(0);
    expect(boxes[0]?.top).toBeGreaterThanOrEqual(0);
  });

  it("a label at the view's left or right edge keeps the screen's gap from it, not flush against it", () => {
    const boxes = [
      { left: -30, top: 100, w: 80, h: 16 },
      { left: 360, top: 140, w: 80, h: 16 },
    ];
    spreadBoxes(boxes, [120, 160], 400, 300);
    expect(boxes[0]?.left).toBeGreaterThanOrEqual(EDGE);
    expect((boxes[1]?.left ?? 0) + 80).toBeLessThanOrEqual(400 - EDGE);
    expect(EDGE).toBeGreaterThanOrEqual(6);
  });

  it('at the top edge a clash stacks downward instead', () => {
    const boxes = [
      { left: 10, top: 2, w: 80, h: 16 },
      { left: 20, top: 2, w: 80, h: 16 },
    ];
    spreadBoxes(boxes, [10, 10], 400, 300);
    const [a, b] = boxes;
    if (a === undefined || b === undefined) throw new Error('two boxes');
    expect(overlap(a, b)).toBe(false);
  });

  it('labels at the back of the board stay below the band the page covers (title and hint bar)', () => {
    // Three figures far back, right under a 60 px band: the stack grows downward, never into the band.
    const boxes = [0, 1, 2].map(() => ({ left: 100, top: 40, w: 80, h: 16 }));
    spreadBoxes(boxes, [58, 58, 58], 400, 300, 60);
    for (const b of boxes) expect(b.top).toBeGreaterThanOrEqual(60);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    // Each stays next to its figure: the stack is three labels high, no more.
    for (const b of boxes) expect(b.top).toBeLessThan(60 + 3 * (16 + 4));
  });

  it('a clash under the band goes beside or below rather than up into it', () => {
    const boxes = [
      { left: 10, top: 70, w: 80, h: 16 },
      { left: 20, top: 70, w: 80, h: 16 },
    ];
    spreadBoxes(boxes, [90, 90], 400, 300, 62);
    const [a, b] = boxes;
    if (a === undefined || b === undefined) throw new Error('two boxes');
    expect(overlap(a, b)).toBe(false);
    expect(Math.min(a.top, b.top)).toBeGreaterThanOrEqual(62);
  });
});
