import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../scripts/lib/zipWriter';
import { crc32, readZip, ZIP_MAX_ENTRIES } from './zip';

/** The sentence a refused archive gets. */
async function refusal(bytes: Uint8Array): Promise<string> {
  const result = await readZip(bytes);
  if (result.ok) throw new Error('expected the archive to be refused');
  return result.error;
}

describe('readZip', () => {
  it('reads a zip made by the zip tool: stored and deflated JSON, folders and desktop clutter left out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    mkdirSync(join(dir, 'my-book', 'kraken'), { recursive: true });
    mkdirSync(join(dir, 'my-book', '__MACOSX'), { recursive: true });
    writeFileSync(join(dir, 'my-book', 'pack.json'), '{"id":"my-book"}');
    writeFileSync(join(dir, 'my-book', 'kraken', 'crew.json'), JSON.stringify({ crew: 'x'.repeat(5000) }));
    writeFileSync(join(dir, 'my-book', 'notes.txt'), 'not JSON');
    writeFileSync(join(dir, 'my-book', '__MACOSX', 'pack.json'), 'junk');
    execFileSync('zip', ['-qr', 'pack.zip', 'my-book'], { cwd: dir });
    const result = await readZip(new Uint8Array(readFileSync(join(dir, 'pack.zip'))));
    expect(result.ok).toBe(true);
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    expect([...result.files.keys()].sort()).toEqual(['my-book/kraken/crew.json', 'my-book/pack.json']);
    expect(result.files.get('my-book/pack.json')).toBe('{"id":"my-book"}');
    expect(result.files.get('my-book/kraken/crew.json')).toContain('x'.repeat(5000));
  });

  it('reads stored entries and UTF-8 names', async () => {
    const result = await readZip(zipOf([{ name: 'héros/pack.json', text: '{"é":1}', method: 0 }]));
    expect(result.ok && result.files.get('héros/pack.json')).toBe('{"é":1}');
  });

  it('refuses what is not a zip, with a sentence', async () => {
    expect(await refusal(new TextEncoder().encode('{"schemaVersion":1} and more text to be long'))).toContain(
      'not a zip archive',
    );
  });

  it('refuses a damaged entry (the checksum does not match)', async () => {
    const bytes = zipOf([{ name: 'pack.json', text: '{"id":"a"}', method: 0 }]);
    bytes[30 + 'pack.json'.length] = '['.charCodeAt(0);
    expect(await refusal(bytes)).toContain('"pack.json" is damaged');
  });

  it('stops inflating a bomb at the size the archive claims', async () => {
    // The entry says 10 bytes; it inflates to a million.
    const bytes = zipOf([{ name: 'pack.json', text: ' '.repeat(1_000_000), size: 10 }]);
    expect(await refusal(bytes)).toContain('damaged');
  });

  it('refuses an archive claiming more than the whole limit before inflating anything', async () => {
    const bytes = zipOf([{ name: 'pack.json', text: '{}', size: 0xfffffff0 }]);
    expect(await refusal(bytes)).toContain('more than 64 MB');
  });

  it('refuses encrypted entries, truncated archives and too many entries', async () => {
    expect(await refusal(zipOf([{ name: 'pack.json', text: '{}', flags: 1 }]))).toContain('encrypted');
    const whole = zipOf([{ name: 'pack.json', text: '{"a":1}' }]);
    const cut = whole.slice(10);
    expect((await readZip(cut)).ok).toBe(false);
    const many = zipOf(
      Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, i) => ({ name: `${i}.txt`, text: '' })),
    );
    expect(await refusal(many)).toContain(`at most ${ZIP_MAX_ENTRIES}`);
  });

  it('refuses a zip with no JSON in it, and text that is not UTF-8', async () => {
    expect(await refusal(zipOf([{ name: 'readme.txt', text: 'hi' }]))).toBe(
      'the archive holds no .json files',
    );
    const bytes = zipOf([{ name: 'pack.json', text: 'ab', method: 0 }]);
    const at = 30 + 'pack.json'.length;
    bytes[at] = 0xff;
    bytes[at + 1] = 0xfe;
    // Keep the checksum right so the text check is what refuses it.
    const view = new DataView(bytes.buffer);
    const crc = crc32(new Uint8Array([0xff, 0xfe]));
    view.setUint32(14, crc, true);
    view.setUint32(bytes.length - 22 - 46 - 'pack.json'.length + 16, crc, true);
    expect(await refusal(bytes)).toContain('not UTF-8');
  });
});
