import { describe, expect, it } from 'vitest';
import { damageSystem } from './damage';
import { moveSystem, moveSystemRefusal } from './transfer';
import { blank, catalogue, printed, shipOf, starterShip } from './testkit';

const cat = catalogue();
const spur = () => shipOf('long-spur', []);
const idOf = (systemId: string) => starterShip().fitted.find((f) => f.systemId === systemId)?.id ?? '';

describe('moving systems to another ship (§11)', () => {
  it('moves a system to a box the new blueprint prints for it', () => {
    const moved = moveSystem(cat, starterShip(), idOf('teleporter'), spur(), printed(0));
    expect(moved.from.fitted.some((f) => f.systemId === 'teleporter')).toBe(false);
    expect(moved.to.fitted).toEqual([{ id: 's1', systemId: 'teleporter', box: printed(0), damaged: false }]);
  });

  it('refuses a system the new blueprint does not list', () => {
    const kettle = shipOf('tin-kettle', [{ systemId: 'ion-cannon', box: printed(13) }]);
    expect(moveSystemRefusal(cat, kettle, 's1', spur(), blank(0))).toMatch(
      /blueprint does not list the Ion cannon.*kraken\.ship-systems/,
    );
  });

  it('moves a weapon into a blank weapon box when the new sheet prints it', () => {
    expect(moveSystemRefusal(cat, starterShip(), idOf('laser'), spur(), blank(2))).toBeNull();
    expect(moveSystemRefusal(cat, starterShip(), idOf('laser'), spur(), printed(20))).toMatch(
      /printed for Heavy laser/,
    );
  });

  it('keeps a damaged system damaged', () => {
    const { ship } = damageSystem(starterShip(), idOf('primary-shields'));
    const moved = moveSystem(cat, ship, idOf('primary-shields'), spur(), printed(17));
    expect(moved.to.fitted[0]?.damaged).toBe(true);
  });
});
