import { describe, expect, it } from 'vitest';
import { isWellFormedId, validateEntries, type RuleEntry } from './entry';

function entry(overrides: Partial<RuleEntry> & { id: string }): RuleEntry {
  return {
    system: 'kraken',
    title: 'A rule',
    source: 'Space Kraken §4 General rules',
    summary: 'One sentence about the rule.',
    body: 'The rule in a few lines.',
    tags: ['rule'],
    ...overrides,
  };
}

function errorsOf(value: unknown): string[] {
  const result = validateEntries(value);
  return result.ok ? [] : result.errors;
}

describe('validateEntries', () => {
  it('accepts a well-formed set and returns typed entries', () => {
    const result = validateEntries([
      entry({ id: 'kraken.a', see: ['kraken.b'] }),
      entry({ id: 'kraken.b', reading: 'Reading: the careful one.' }),
    ]);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.entries.map((e) => e.id)).toEqual(['kraken.a', 'kraken.b']);
  });

  it('refuses something that is not an array', () => {
    expect(errorsOf({ id: 'kraken.a' })).toEqual(['entries must be an array']);
  });

  it('refuses duplicate ids', () => {
    const errors = errorsOf([entry({ id: 'kraken.a' }), entry({ id: 'kraken.a' })]);
    expect(errors.some((e) => e.includes('duplicate id'))).toBe(true);
  });

  it.each([
    'Kraken.bulkhead',
    'kraken',
    'kraken.',
    'kraken..bulkhead',
    'kraken.bulk head',
    'kraken.bulk_head',
    'kraken.-bulkhead',
    'kraken.bulkhead-',
    'space.bulkhead',
    '',
  ])('refuses the badly formed id %j', (id) => {
    expect(isWellFormedId(id)).toBe(false);
    expect(errorsOf([entry({ id })]).length).toBeGreaterThan(0);
  });

  it('accepts well-formed ids with dashes, digits and several parts', () => {
    for (const id of ['kraken.bulkhead', 'salvage.d8-direction', 'kraken.psi.attacks', 'general.2d6'])
      expect(isWellFormedId(id)).toBe(true);
  });

  it('refuses an id whose prefix is not its system', () => {
    const errors = errorsOf([entry({ id: 'salvage.tests', system: 'kraken' })]);
    expect(errors.some((e) => e.includes('does not start with its system'))).toBe(true);
  });

  it('refuses a dangling see', () => {
    const errors = errorsOf([entry({ id: 'kraken.a', see: ['kraken.nowhere'] })]);
    expect(errors).toEqual(['kraken.a: see "kraken.nowhere" names no entry']);
  });

  it('refuses a see that points at itself', () => {
    expect(errorsOf([entry({ id: 'kraken.a', see: ['kraken.a'] })]).length).toBeGreaterThan(0);
  });

  it.each<[string, Partial<RuleEntry>]>([
    ['title', { title: '' }],
    ['source', { source: '  ' }],
    ['summary', { summary: '' }],
    ['body', { body: '' }],
    ['tags', { tags: [] }],
  ])('refuses an empty %s', (_field, overrides) => {
    expect(errorsOf([entry({ id: 'kraken.a', ...overrides })]).length).toBeGreaterThan(0);
  });

  it('refuses a missing field, an unknown field and a wrong system', () => {
    const { body: _body, ...noBody } = entry({ id: 'kraken.a' });
    expect(errorsOf([noBody]).some((e) => e.includes('body'))).toBe(true);
    expect(
      errorsOf([{ ...entry({ id: 'kraken.a' }), rule: 'x' }]).some((e) => e.includes('unknown field')),
    ).toBe(true);
    expect(errorsOf([{ ...entry({ id: 'kraken.a' }), system: 'chess' }]).length).toBeGreaterThan(0);
  });

  it('keeps a sample label and refuses one that does not say it is sample', () => {
    const ok = validateEntries([entry({ id: 'kraken.a', sample: 'Sample: the pack invents this.' })]);
    expect(ok.ok && ok.entries[0]?.sample).toBe('Sample: the pack invents this.');
    expect(errorsOf([entry({ id: 'kraken.a', sample: 'The pack invents this.' })]).length).toBe(1);
  });

  it('refuses a reading that does not say it is a reading, and a multi-line summary', () => {
    expect(errorsOf([entry({ id: 'kraken.a', reading: 'We take the careful one.' })]).length).toBe(1);
    expect(errorsOf([entry({ id: 'kraken.a', summary: 'Line one.\nLine two.' })]).length).toBe(1);
  });

  it('refuses a source that does not name its document', () => {
    expect(errorsOf([entry({ id: 'kraken.a', source: '§13 Bulkhead' })]).length).toBe(1);
  });
});
