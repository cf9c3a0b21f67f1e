import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveOf } from '../src/game/loadGame';
import { diceLabMode } from '../src/modes/diceLab/mode';
import { Session } from '../src/game/session';

function run(file: string): { code: number; out: string } {
  try {
    const out = execFileSync('npx', ['tsx', 'scripts/replay.ts', file], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

describe('npm run replay', () => {
  it('prints the narrated log of a save, and refuses a broken one', () => {
    const session = Session.start(diceLabMode, { mode: 'dice-lab', seed: 'cli', input: {} }, 'digital');
    session.send({ type: 'check.choose', check: { kind: 'kraken-tech-2d6', tech: 5, level: 2 } });
    session.send({ type: 'roll' });
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(saveOf(session, { id: 'sample', version: '1.0.0', hash: 'x' })));
    const ok = run(good);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('Dice lab — seed "cli", 3 log entries');
    expect(ok.out).toContain('Check chosen: Level 2 obstacle with Tech 5');
    expect(ok.out).toMatch(/3\. Roll 1 \(digital dice\): .*odds 58\.3%/);

    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format":"tabletop-save","version":7}');
    const refused = run(bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('newer version');
  }, 30_000);

  it('plays a demo file through with its script, and names the step a broken script stops at', () => {
    const ok = run('assets/packs/sample/demos/board.json');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('Demo "Measuring and seeing across three levels" (depth-board, 12 steps');
    expect(ok.out).toContain('plays through: 12 steps, 4 log entries');

    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const broken = join(dir, 'broken.json');
    const demo = {
      id: 'broken',
      name: 'Broken',
      description: 'A script the rules refuse.',
      mode: 'depth-board',
      minutes: 2,
      setup: { seed: 's', build: { boardId: 'sample-salvage-yard' } },
      steps: [{ kind: 'play', moves: [{ decide: { type: 'figure.remove', figureId: 'vek' } }] }],
    };
    writeFileSync(broken, JSON.stringify({ schemaVersion: 1, demos: [demo] }));
    const refused = run(broken);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('does not play through: step 1, decision 1 (figure.remove) is refused');
  }, 60_000);
});
