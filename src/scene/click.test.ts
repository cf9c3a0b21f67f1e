import { describe, expect, it } from 'vitest';
import { CLICK_MAX_MS, follow, isClick, pressAt } from './click';

describe('a click on a 3D board', () => {
  it('is a press released where it began, soon', () => {
    expect(isClick(pressAt(100, 100, 0, 'floor'), 103, 102, 200)).toBe(true);
  });
  it('is not a release far from the press: that was a drag', () => {
    expect(isClick(pressAt(100, 100, 0, 'floor'), 180, 100, 200)).toBe(false);
  });
  it('is not a drag that came back to where it began', () => {
    const press = pressAt(100, 100, 0, 'floor');
    follow(press, 180, 100);
    expect(isClick(press, 100, 100, 300)).toBe(false);
  });
  it('is not a long press', () => {
    expect(isClick(pressAt(100, 100, 0, 'floor'), 100, 100, CLICK_MAX_MS + 1)).toBe(false);
  });
});
