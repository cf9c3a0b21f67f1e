import { describe, expect, it } from 'vitest';
import type { RuleEntry } from './entry';
import { entryById, queryWords, searchEntries } from './search';

function entry(id: string, title: string, more: Partial<RuleEntry> = {}): RuleEntry {
  const system = id.split('.')[0] as RuleEntry['system'];
  return {
    id,
    system,
    title,
    source: 'Space Kraken §13',
    summary: `${title}.`,
    body: 'Nothing of note.',
    tags: ['misc'],
    ...more,
  };
}

const entries: RuleEntry[] = [
  entry('kraken.emergency-release', 'Emergency release', {
    body: 'A locked bulkhead on a one-way map opens.',
  }),
  entry('kraken.safety-bulkhead', 'Safety bulkhead'),
  entry('kraken.tech-tiles', 'Tech tiles', { tags: ['bulkhead', 'tech'] }),
  entry('kraken.bulkhead', 'Bulkhead', { tags: ['tech', 'door'] }),
  entry('salvage.doors', 'Doors', { summary: 'Open or close a door; a bulkhead is a door too.' }),
  entry('fringe.dash', 'Dash', { body: 'Move 2" more.' }),
];

describe('searchEntries', () => {
  it("finds 'bulkhead' with kraken.bulkhead first", () => {
    const ids = searchEntries(entries, 'bulkhead').map((e) => e.id);
    expect(ids[0]).toBe('kraken.bulkhead');
    expect(ids).toEqual([
      'kraken.bulkhead',
      'kraken.safety-bulkhead',
      'kraken.tech-tiles',
      'salvage.doors',
      'kraken.emergency-release',
    ]);
  });

  it('ranks the initials of title words over a title word they begin ("los": line of sight, not losing)', () => {
    const pool = [
      entry('kraken.win', 'Winning and losing'),
      entry('salvage.los', 'Line of sight, cover and visibility'),
    ];
    expect(searchEntries(pool, 'LOS').map((e) => e.id)).toEqual(['salvage.los', 'kraken.win']);
    // One letter is no short form: "w" finds "Winning" by its title word only.
    expect(searchEntries(pool, 'w').map((e) => e.id)).toEqual(['kraken.win']);
  });

  it('ranks title over tag over summary over body', () => {
    const ids = searchEntries(entries, 'BULKHEAD').map((e) => e.id);
    expect(ids.indexOf('kraken.safety-bulkhead')).toBeLessThan(ids.indexOf('kraken.tech-tiles'));
    expect(ids.indexOf('kraken.tech-tiles')).toBeLessThan(ids.indexOf('salvage.doors'));
    expect(ids.indexOf('salvage.doors')).toBeLessThan(ids.indexOf('kraken.emergency-release'));
  });

  it('needs every word to match', () => {
    expect(searchEntries(entries, 'bulkhead tech').map((e) => e.id)).toEqual([
      'kraken.bulkhead',
      'kraken.tech-tiles',
    ]);
    expect(searchEntries(entries, 'bulkhead zebra')).toEqual([]);
  });

  it('filters by system and ignores case and punctuation', () => {
    expect(searchEntries(entries, 'Bulkhead,', 'salvage').map((e) => e.id)).toEqual(['salvage.doors']);
    expect(queryWords('  Bulkhead,  (Dash) 6" ')).toEqual(['bulkhead', 'dash', '6"']);
  });

  it('returns everything in order for an empty query', () => {
    expect(searchEntries(entries, '   ')).toEqual(entries);
    expect(searchEntries(entries, '', 'fringe').map((e) => e.id)).toEqual(['fringe.dash']);
  });
});

describe('entryById', () => {
  it('finds an entry or returns undefined', () => {
    expect(entryById(entries, 'fringe.dash')?.title).toBe('Dash');
    expect(entryById(entries, 'fringe.nowhere')).toBeUndefined();
  });
});
