import { describe, expect, it } from 'vitest';
import { matching, containing } from './matchers.testkit';
import sample from '../../../assets/packs/sample/kraken/maps.json';
import { tileMapSchema } from '../../content/schemas/tileMap';
import type { BorderLine } from '../../content/tilemap/grid';
import { mapOf } from './fixtures';
import { validateTileMap, type MapIssue } from './validate';

function issues(rows: readonly string[], borders: readonly BorderLine[] = []): readonly MapIssue[] {
  return validateTileMap(mapOf(rows, { borders }));
}

function errors(rows: readonly string[], borders: readonly BorderLine[] = []): readonly MapIssue[] {
  return issues(rows, borders).filter((i) => i.severity === 'error');
}

describe('validateTileMap', () => {
  it('accepts the sample pack’s map and a plain corridor', () => {
    for (const map of sample.maps) {
      expect(validateTileMap(tileMapSchema.parse(map)).filter((i) => i.severity === 'error')).toEqual([]);
    }
    expect(issues(['>  a  EX'])).toEqual([]);
  });

  it('wants an entrance and an exit', () => {
    expect(errors(['.  a  EX'])).toEqual([{ severity: 'error', message: matching(/no entrance ">"/) }]);
    expect(errors(['>  a  .'])).toEqual([{ severity: 'error', message: matching(/no exit "EX"/) }]);
  });

  it('names an exit no entrance can reach, even with bulkheads open', () => {
    expect(errors(['>  B1  a  #  EX'])).toEqual([
      {
        severity: 'error',
        message: '(4, 0): exit EX cannot be reached from any entrance, even with every bulkhead open.',
        cell: [4, 0],
      },
    ]);
    expect(errors(['>  B1  a  /  EX'])).toEqual([]);
  });

  it('names an entrance with nowhere to go', () => {
    expect(errors(['>  #  EX', 'a  a  a'])).toEqual([]);
    expect(errors(['>  #  .  EX'])).toContainEqual(
      containing({ cell: [0, 0], message: matching(/entrance leads nowhere/) }),
    );
  });

  it('names an area in pieces', () => {
    expect(errors(['>  a  #  a  EX'])).toContainEqual({
      severity: 'error',
      message: 'Area "a" is in 2 separate pieces; the piece at (3, 0) needs a key of its own.',
      cell: [3, 0],
    });
  });

  it('refuses passages inside an area or stacked on one tile', () => {
    expect(errors(['>  a:B1  a  EX'])).toContainEqual(
      containing({
        cell: [1, 0],
        message: matching(/bulkhead cannot belong to area "a"/),
      }),
    );
    expect(errors(['>  B1+DOOR  EX'])).toContainEqual(
      containing({ cell: [1, 0], message: matching(/B1 and DOOR/) }),
    );
  });

  it('refuses a passage border along a solid wall, a void or inside one area', () => {
    expect(errors(['>  a  EX', '#  #  #'], [{ from: [1, 1], to: [2, 1], type: 'door' }])).toContainEqual(
      containing({
        border: 0,
        cell: [1, 1],
        message: matching(/door\) runs against a solid wall/),
      }),
    );
    expect(
      errors(['>  a  EX', '~  ~  ~'], [{ from: [1, 1], to: [2, 1], type: 'bulkhead', level: 1 }]),
    ).toContainEqual(containing({ message: matching(/runs against a void/) }));
    expect(errors(['>  a  a  EX'], [{ from: [2, 0], to: [2, 1], type: 'door' }])).toContainEqual(
      containing({ message: matching(/inside one area/) }),
    );
  });

  it('refuses an automatic door that can never be entered', () => {
    expect(errors(['#  #  #', '>  AUTON  EX'])).toContainEqual(
      containing({
        cell: [1, 1],
        message: matching(/opens from its north side, where there is no space/),
      }),
    );
  });

  it('wants teleportals in pairs', () => {
    expect(errors(['>  TP1  EX'])).toContainEqual(
      containing({ cell: [1, 0], message: matching(/only teleportal/) }),
    );
    expect(issues(['>  TP1  TP2  EX'])).toContainEqual(
      containing({
        severity: 'warning',
        message: matching(/TP1 has no partner; its target will be picked with a d6/),
      }),
    );
    expect(errors(['>  TP1  TP1  TP1  EX'])).toContainEqual(
      containing({ message: '3 teleportals share the number 1; portals pair up two by two.' }),
    );
  });

  it('warns about unreachable elements and safety bulkheads with no boss', () => {
    expect(issues(['>  SB  EX  #  T1'])).toEqual([
      { severity: 'warning', message: '(4, 0): T1 cannot be reached from any entrance.', cell: [4, 0] },
      {
        severity: 'warning',
        message: '(1, 0): a safety bulkhead on a map without a boss is simply a door.',
        cell: [1, 0],
      },
    ]);
  });

  it('reports spelling problems the content reader found', () => {
    expect(errors(['>  a  EX', '.  .'])[0]?.message).toMatch(/cells\.1: found 2 cells/);
  });
});
