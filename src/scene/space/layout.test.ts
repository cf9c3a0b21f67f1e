import { describe, expect, it } from 'vitest';
import { BAR_COLORS, barsOf, placeShips, shipLabel, shotSegments } from './layout';
import { sampleSpaceStage } from './sampleStage';

function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

describe('space stage layout', () => {
  it('puts your ship opposite the enemies, who stand in their firing order from the far edge', () => {
    const placed = placeShips(sampleSpaceStage(4).ships);
    const player = placed.find((p) => p.ship.key === 'player');
    const enemies = placed.filter((p) => p.ship.side === 'enemy');
    expect(player?.x).toBeLessThan(0);
    expect(enemies.every((e) => e.x > 0)).toBe(true);
    expect(enemies.map((e) => e.ship.key)).toEqual(['enemy-1', 'enemy-2', 'enemy-3', 'enemy-4']);
    const zs = enemies.map((e) => e.z);
    expect([...zs].sort((a, b) => a - b)).toEqual(zs);
    expect(nth(zs, 0) + nth(zs, 3)).toBeCloseTo(0, 10);
  });

  it('fills the SP bar by the share left and colours it by danger; a destroyed ship has no bars', () => {
    const placed = placeShips(sampleSpaceStage(2).ships);
    const [player, e1, e2] = [nth(placed, 0), nth(placed, 1), nth(placed, 2)];
    const bars = barsOf(player);
    // SP 14/20: track + fill, shield 3/5: track + fill.
    expect(bars).toHaveLength(4);
    expect(nth(bars, 1).width / nth(bars, 0).width).toBeCloseTo(14 / 20, 10);
    expect(nth(bars, 1).color).toBe(BAR_COLORS.sp);
    expect(nth(bars, 3).width / nth(bars, 2).width).toBeCloseTo(3 / 5, 10);
    expect(barsOf(e2)).toEqual([]);
    const low = barsOf({ ...e1, ship: { ...e1.ship, sp: 1, maxSp: 5 } });
    expect(nth(low, 1).color).toBe(BAR_COLORS.spCritical);
  });

  it('greys the shield bar out while the Shields command holds them down', () => {
    const e1 = nth(placeShips(sampleSpaceStage(1).ships), 1);
    const down = barsOf({ ...e1, ship: { ...e1.ship, shieldsDown: true } });
    expect(down.filter((b) => b.color === BAR_COLORS.shield)).toEqual([]);
    expect(down).toHaveLength(3);
  });

  it('draws a shot from nose to nose, and a miss beside the target', () => {
    const stage = sampleSpaceStage(1);
    const placed = placeShips(stage.ships);
    const segments = shotSegments(placed, stage.shots);
    const [hit, miss] = [nth(segments, 0), nth(segments, 1)];
    expect(hit.from[0]).toBeLessThan(hit.to[0]);
    expect(hit.to[2]).toBeCloseTo(nth(placed, 1).z, 10);
    expect(miss.hit).toBe(false);
    expect(miss.to[2]).not.toBeCloseTo(nth(placed, 0).z, 1);
    expect(shotSegments(placed, [{ from: 'player', to: 'enemy-9', hit: true, label: '' }])).toEqual([]);
  });

  it('labels each ship with its SP and shield', () => {
    const ships = sampleSpaceStage(2).ships;
    const [player, e1, e2] = [nth(ships, 0), nth(ships, 1), nth(ships, 2)];
    expect(shipLabel(player)).toBe('Your ship · SP 14/20 · shield 3/5');
    expect(shipLabel(e2)).toBe('Mine 2 · destroyed');
    expect(shipLabel({ ...e1, shieldsDown: true })).toBe('Raider 1 · SP 4/5 · shields down');
  });
});
