import { describe, expect, it } from 'vitest';
import { sellShip, sellSystem, sellSystemRefusal, shipSalePrice, systemSalePrice } from './sale';
import { blank, catalogue, KETTLE, printed, shipOf, starterShip } from './testkit';

const cat = catalogue();

describe('selling at half price (§11)', () => {
  it('sells a system for half its price, rounded up, and frees its box', () => {
    const ship = starterShip();
    const shields = ship.fitted.find((f) => f.systemId === 'primary-shields');
    const laser = ship.fitted.find((f) => f.systemId === 'laser');
    if (shields === undefined || laser === undefined) throw new Error('starter');
    expect(systemSalePrice(cat, shields)).toBe(5);
    expect(systemSalePrice(cat, laser)).toBe(3);
    const sold = sellSystem(cat, ship, shields.id, 10);
    expect(sold.credits).toBe(15);
    expect(sold.ship.fitted.some((f) => f.box.kind === 'printed' && f.box.index === 9)).toBe(false);
  });

  it('sells a magazine for half the magazine price', () => {
    const ship = shipOf('long-spur', [{ systemId: 'autocannon', box: blank(0), magazine: true }]);
    const magazine = ship.fitted[0];
    if (magazine === undefined) throw new Error('magazine');
    // Autocannon 25¢ → magazine 13¢ → sold for 7¢.
    expect(systemSalePrice(cat, magazine)).toBe(7);
  });

  it('sells the ship: half the hull plus half of each system still fitted', () => {
    // Tin Kettle 40¢ → 20; Teleporter 5, Primary Shields 5, two Lasers 3 + 3.
    expect(shipSalePrice(cat, starterShip())).toBe(36);
    expect(sellShip(cat, shipOf(KETTLE, []), 7)).toEqual({ credits: 27, gained: 20 });
  });

  it('refuses to sell a system the ship does not have', () => {
    expect(sellSystemRefusal(starterShip(), 's99')).toContain('no such system');
    expect(sellSystemRefusal(shipOf(KETTLE, [{ systemId: 'armor', box: printed(6) }]), 's1')).toBeNull();
  });
});
