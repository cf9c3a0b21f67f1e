import { describe, expect, it } from 'vitest';
import { readingComments, referenceEntries } from './lib/readings';

/**
 * Every `Reading:` comment in src/ and machines/ has its reading in the rules reference, so a player can read
 * it on the Rules screen: the comment cites a rule id (scripts/lib/readings.ts says how), and that entry
 * carries a `reading` field.
 */

describe('every Reading: comment has its reading in the rules reference', () => {
  const found = readingComments(['src', 'machines']);
  const entries = referenceEntries();

  it('finds the comments (a reading of every part of the project)', () => {
    expect(found.length).toBeGreaterThan(200);
    expect(found.some((r) => r.file.startsWith('machines'))).toBe(true);
  });

  it('each cites a rule id', () => {
    expect(found.filter((r) => r.rules.length === 0).map((r) => `${r.file}:${r.line} ${r.text}`)).toEqual([]);
  });

  it('each cited entry exists and carries a reading', () => {
    const missing = found.flatMap((r) =>
      r.rules
        .filter((id) => entries.get(id)?.reading === undefined)
        .map((id) => `${id} (${entries.has(id) ? 'no reading' : 'no such entry'}) ← ${r.file}:${r.line}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});
