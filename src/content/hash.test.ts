import { describe, expect, it } from 'vitest';
import { canonicalJson, cyrb53 } from './hash';
import { loadPack } from './loadPack';
import { manifestFor, packFiles, trait, weapon } from './testPack';

function hashOf(files: Map<string, string>): string {
  const result = loadPack(files);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.pack.hash;
}

/** The same object with its keys in reverse order, at every depth. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps list order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"e":2,"f":1}]},"b":1}',
    );
  });

  it('leaves out undefined fields as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });
});

describe('cyrb53', () => {
  it('gives 14 hex digits, the same for the same text and different for different text', () => {
    expect(cyrb53('kraken')).toMatch(/^[0-9a-f]{14}$/);
    expect(cyrb53('kraken')).toBe(cyrb53('kraken'));
    expect(cyrb53('kraken')).not.toBe(cyrb53('krakem'));
    expect(cyrb53('')).not.toBe(cyrb53(' '));
  });
});

describe('the pack hash', () => {
  const weapons = [weapon('a'), weapon('b', { keywords: ['AP'] })];
  const traits = [trait('t1', 1), trait('t2', -1)];
  const base = hashOf(
    packFiles({ 'w.json': { schemaVersion: 1, weapons }, 't.json': { schemaVersion: 1, traits } }),
  );

  it('does not depend on key order or whitespace', () => {
    const files = new Map([
      ['pack.json', JSON.stringify(reversed(manifestFor(['t.json', 'w.json'])))],
      ['w.json', JSON.stringify(reversed({ schemaVersion: 1, weapons }))],
      ['t.json', JSON.stringify(reversed({ schemaVersion: 1, traits }), null, 8)],
    ]);
    expect(hashOf(files)).toBe(base);
  });

  it('does not depend on file order, how entries are split over files, or entry order', () => {
    const files = packFiles({
      'x.json': { schemaVersion: 1, traits: [traits[1]], weapons: [weapons[1]] },
      'y.json': { schemaVersion: 1, weapons: [weapons[0]], traits: [traits[0]] },
    });
    expect(hashOf(files)).toBe(base);
  });

  it('counts a default written out the same as a default left out', () => {
    const explicit = weapons.map((w) => ({ attacks: 1, keywords: [], ...w }));
    expect(
      hashOf(
        packFiles({
          'w.json': { schemaVersion: 1, weapons: explicit },
          't.json': { schemaVersion: 1, traits },
        }),
      ),
    ).toBe(base);
  });

  it('changes when the content changes', () => {
    const cheaper = [weapon('a', { price: 3 }), weapons[1]];
    expect(
      hashOf(
        packFiles({
          'w.json': { schemaVersion: 1, weapons: cheaper },
          't.json': { schemaVersion: 1, traits },
        }),
      ),
    ).not.toBe(base);
  });
});
