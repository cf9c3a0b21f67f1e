import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';
import { FIXTURE_SAVES_DIR, readPackFiles, SAMPLE_PACK_DIR } from './pipeline';
import { Rng } from './prng';
import { CaseRunner } from './runner';
import { mutatePack, mutateSave } from './saveOps';

const save = readFileSync(`${FIXTURE_SAVES_DIR}/salvage-mission.v1.json`, 'utf8');

describe('the fuzz mutators', () => {
  it('are deterministic per seed: the same seed gives the same text and operations', () => {
    for (const seed of ['t/0', 't/1', 't/2', 't/3', 't/4']) {
      const a = mutateSave(save, new Rng(seed));
      const b = mutateSave(save, new Rng(seed));
      expect(b.ops).toEqual(a.ops);
      expect(b.text === a.text).toBe(true);
    }
    const files = readPackFiles(SAMPLE_PACK_DIR);
    const p = mutatePack(files, new Rng('pack/7'));
    const q = mutatePack(files, new Rng('pack/7'));
    expect([...q.files]).toEqual([...p.files]);
  });

  it('differ between seeds, and change the file', () => {
    const texts = new Set(Array.from({ length: 20 }, (_, k) => mutateSave(save, new Rng(`d/${k}`)).text));
    expect(texts.size).toBeGreaterThan(15);
    expect(texts.has(save)).toBe(false);
  });

  it('the generator repeats for a seed and never calls Math.random', () => {
    const a = new Rng('x');
    const b = new Rng('x');
    const seq = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seq);
    expect(new Rng('y').next()).not.toBe(seq[0]);
  });
});

describe('the fuzz runner classifies a planted pipeline', () => {
  it('an exception is a crash, a case past the limit is hung, and the worker comes back for the next', async () => {
    const runner = new CaseRunner({
      pipeline: new URL('./plantedPipeline.ts', import.meta.url).href,
      limitMs: 300,
    });
    try {
      expect((await runner.run('load')).verdict).toBe('loaded');
      const crash = await runner.run('throw');
      expect(crash.verdict).toBe('crashed');
      expect(crash.detail).toMatch(/TypeError: planted/);
      expect((await runner.run('internal')).verdict).toBe('crashed');
      expect((await runner.run('refuse')).verdict).toBe('refused');
      const hang = await runner.run('hang');
      expect(hang.verdict).toBe('hung');
      // The watchdog terminated the stuck worker and a fresh one answers.
      expect((await runner.run('refuse')).verdict).toBe('refused');
      expect(runner.starts).toBe(2);
    } finally {
      await runner.close();
    }
  }, 30_000);
});

describe('the fuzz command line', () => {
  it('reads its flags, and refuses what it does not know', () => {
    expect(parseArgs(['--mode', 'dice-lab', '--n', '5', '--seed', 's'])).toMatchObject({
      mode: 'dice-lab',
      n: 5,
      seed: 's',
      packN: 0,
      out: 'fuzz-out',
    });
    expect(parseArgs(['--n', '10'])).toMatchObject({ n: 10, packN: 3 });
    expect(parseArgs(['--n', '-1'])).toHaveProperty('error');
    expect(parseArgs(['--bogus', '1'])).toHaveProperty('error');
  });
});
