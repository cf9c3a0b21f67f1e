import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const entries = JSON.parse(readFileSync(join(here, '../../../assets/rules/kraken.json'), 'utf8')) as {
  id: string;
}[];
const known = new Set(entries.map((e) => e.id));

describe('rules-reference ids cited by this folder and its subfolders (ship/, space/, campaign/ …)', () => {
  it('all exist in assets/rules/kraken.json', () => {
    const cited = new Set<string>();
    const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const file of files) {
      for (const match of readFileSync(join(here, file), 'utf8').matchAll(
        /(?<![/\w])kraken\.[a-z0-9]+(?:-[a-z0-9]+)*(?!\.json)/g,
      )) {
        cited.add(match[0]);
      }
    }
    expect(cited.size).toBeGreaterThan(30);
    expect([...cited].filter((id) => !known.has(id))).toEqual([]);
  });
});
