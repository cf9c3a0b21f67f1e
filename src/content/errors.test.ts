import { describe, expect, it } from 'vitest';
import { describeValue, formatPackError, formatPackErrors, formatPath, packError } from './errors';

describe('pack errors', () => {
  it('write paths the way a JSON path reads', () => {
    expect(formatPath(['weapons', 3, 'grade'])).toBe('weapons[3].grade');
    expect(formatPath(['maps', 0, 'areas', 'hall 2', 'name'])).toBe('maps[0].areas["hall 2"].name');
    expect(formatPath([])).toBe('');
  });

  it('describe what was found in a few words', () => {
    expect(describeValue('seven')).toBe('"seven"');
    expect(describeValue(7)).toBe('7');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue([])).toBe('an empty list');
    expect(describeValue([1, 2])).toBe('a list of 2');
    expect(describeValue({ a: 1 })).toBe('an object');
    expect(describeValue('x'.repeat(100))).toHaveLength(61);
  });

  it('format to one readable line each', () => {
    const error = packError('weapons.json', 'weapons[3].grade', 'a number from 1 to 6', '"seven"');
    expect(formatPackError(error)).toBe(
      'weapons.json at weapons[3].grade: expected a number from 1 to 6, got "seven"',
    );
    const whole = packError('pack.json', '', 'a pack.json manifest', 'no such file', 'files given: none');
    expect(formatPackError(whole)).toBe(
      'pack.json: expected a pack.json manifest, got no such file (files given: none)',
    );
    expect(formatPackErrors([error, whole]).split('\n')).toHaveLength(2);
  });
});
