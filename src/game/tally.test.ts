import { describe, expect, it } from 'vitest';
import { tallyChanges } from './tally';

describe('tallyChanges', () => {
  it('lists what a step changed, and only that', () => {
    const line = (key: string, value: string) => ({ key, who: key.split(':')[0] ?? '', what: 'HP', value });
    const changes = tallyChanges(
      [line('ada:hp', '5'), line('bo:hp', '4'), line('drone:hp', '2')],
      [line('ada:hp', '3'), line('bo:hp', '4'), line('rat:hp', '1')],
    );
    expect(changes.map((c) => `${c.key} ${c.from ?? '-'}→${c.to ?? '-'}`)).toEqual([
      'ada:hp 5→3',
      'rat:hp -→1',
      'drone:hp 2→-',
    ]);
  });
});
