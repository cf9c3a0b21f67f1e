import { describe, expect, it } from 'vitest';
import type { DropGrid } from '../../../content/schemas/treasure';
import {
  applyTileDropDie,
  pickTileSide,
  startTileDrop,
  takeTileAmmo,
  takeTileFirst,
  tileDropNeed,
  type TreasureContent,
} from './tileTreasure';

const grid: DropGrid = {
  id: 'items-3',
  list: 'items',
  grade: 3,
  rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, left: `left-${roll}`, right: `right-${roll}` })),
};

const content: TreasureContent = {
  table: {
    gradeValues: [4, 8, 12, 30, 50, 80],
    columns: [
      {
        locationKinds: ['space-station'],
        bands: [
          { from: 1, to: 5, drop: 'cash' },
          { from: 6, to: 10, drop: 'item' },
          { from: 11, to: 15, drop: 'ammo' },
          { from: 16, to: 20, drop: 'prototype' },
        ],
      },
    ],
  },
  locationKind: 'space-station',
  grids: [grid],
};

describe('a treasure tile drop (kraken.treasure-tile, kraken.treasure-drops)', () => {
  it('gives credits first, then the extra cash die', () => {
    const first = takeTileFirst(startTileDrop(1, 'a', 3), 'credits');
    expect(first.gains).toEqual([{ kind: 'credits', credits: 3 }]);
    const drop = first.drop;
    if (drop === null) throw new Error('drop ended');
    expect(tileDropNeed(drop)?.check).toEqual({ kind: 'table-roll', notation: 'd20' });
    const cash = applyTileDropDie(drop, content, 2);
    if (cash.drop === null) throw new Error('drop ended');
    expect(applyTileDropDie(cash.drop, content, 6).gains).toEqual([{ kind: 'credits', credits: 12 }]);
    expect(applyTileDropDie(cash.drop, content, 1)).toMatchObject({ drop: null, gains: [{ credits: 6 }] });
  });

  it('rolls a row of the grid and takes one side; a prototype rolls again for its base', () => {
    let drop = takeTileFirst(startTileDrop(1, 'a', 3), 'stimpack').drop;
    if (drop === null) throw new Error('drop ended');
    drop = applyTileDropDie(drop, content, 18).drop;
    if (drop === null) throw new Error('drop ended');
    expect(drop.prototype).toBe(true);
    drop = applyTileDropDie(drop, content, 12).drop;
    expect(drop?.stage).toBe('d20');
    if (drop === null) throw new Error('drop ended');
    drop = applyTileDropDie(drop, content, 7).drop;
    if (drop === null) throw new Error('drop ended');
    drop = applyTileDropDie(drop, content, 4).drop;
    if (drop === null) throw new Error('drop ended');
    expect(pickTileSide(drop, [grid], 'right')).toMatchObject({
      drop: null,
      gains: [{ kind: 'item', id: 'right-4', prototype: true, grade: 3 }],
    });
  });

  it('offers two ammo choices above grade 1 and refuses others', () => {
    const drop = { ...startTileDrop(1, 'a', 3), stage: 'ammo' as const };
    expect(takeTileAmmo(drop, 1)).toMatchObject({ gains: [{ kind: 'ammo', magazines: 2 }] });
    expect(takeTileAmmo(drop, 2)).toEqual({ refused: 'There is no such ammo choice (kraken.ammo-drop).' });
    expect(pickTileSide(drop, [grid], 'left')).toHaveProperty('refused');
  });

  it('PSI Divination shifts the d20 table roll by +3 or −3, kept on the d20, and no other die', () => {
    const drop = takeTileFirst(startTileDrop(1, 'a', 3), 'stimpack').drop;
    if (drop === null) throw new Error('drop ended');
    expect(applyTileDropDie(drop, content, 8, -3).drop?.stage).toBe('cash'); // 5
    expect(applyTileDropDie(drop, content, 8, 3).drop?.stage).toBe('ammo'); // 11
    expect(applyTileDropDie(drop, content, 3, 3).drop?.stage).toBe('row'); // 6: item
    expect(applyTileDropDie(drop, content, 2, -3).note).toMatchObject({
      kind: 'd20',
      rolled: 2,
      value: 1,
      shift: -3,
    });
    expect(applyTileDropDie(drop, content, 19, 3).drop?.prototype).toBe(true); // 20
    const cash = applyTileDropDie(drop, content, 2).drop;
    if (cash === null) throw new Error('drop ended');
    expect(applyTileDropDie(cash, content, 1, 3).gains).toEqual(applyTileDropDie(cash, content, 1).gains);
  });
});
