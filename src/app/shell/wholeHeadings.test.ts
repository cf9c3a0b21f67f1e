import { describe, expect, it } from 'vitest';
import { cutAbove } from './wholeHeadings';

describe('a drawer ends above a heading its foot would cut', () => {
  it("the foot crossing a panel's heading ends the drawer above that panel", () => {
    // The crawl's panels drawer at 1280 × 720: its foot at 239 crosses the map title (229–248) of the HUD panel
    // that starts at 222.
    expect(cutAbove(72, 239, [{ top: 229, bottom: 248, block: 222 }])).toBe(150);
  });

  it('a heading that opens no block: the drawer ends at its top', () => {
    expect(cutAbove(72, 239, [{ top: 229, bottom: 248, block: null }])).toBe(157);
  });

  it('headings wholly above or below the foot cut nothing', () => {
    expect(
      cutAbove(72, 239, [
        { top: 80, bottom: 99, block: 76 },
        { top: 239, bottom: 258, block: 235 },
      ]),
    ).toBeNull();
  });
});
