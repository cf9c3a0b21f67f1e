import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoSchema } from '../../content/schemas/demo';
import { MODES, modeById } from '../../modes/headless';
import { loadGame } from '../loadGame';
import { demoFileText, readDemoFile } from './file';
import { prepareDemo } from './prepare';
import { demoFromLog } from './record';
import { DemoRun, playThrough } from './run';

function fixture(mode: string) {
  const text = readFileSync(`e2e/fixtures-saves/${mode}.v1.json`, 'utf8');
  const stamp = (JSON.parse(text) as { pack: { id: string; version: string; hash: string } }).pack;
  const loaded = loadGame(text, MODES, { lookup: (id) => (id === stamp.id ? stamp : undefined) });
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.session;
}

describe('a demo recorded from a game', () => {
  it.each(['salvage-mission', 'ground-combat', 'space-combat', 'depth-board'])(
    'replays the %s fixture save to the same game, through a demo file and back',
    (mode) => {
      const session = fixture(mode);
      const demo = demoFromLog({
        setup: session.setup,
        log: session.log,
        lines: session.narrate(),
        id: 'recorded',
        name: 'Recorded',
        modeTitle: session.mode.title,
      });
      expect(demoSchema.safeParse(demo).success).toBe(true);
      const read = readDemoFile('recorded.json', demoFileText([demo]));
      if (!read.ok) throw new Error(read.errors.join('\n'));
      const [again] = read.demos;
      if (again === undefined) throw new Error('no demo');
      const prepared = prepareDemo(again, modeById, null, { file: 'recorded.json', path: ['demos', 0] });
      if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
      const run = DemoRun.open(prepared.prepared);
      expect(playThrough(run)).toBeNull();
      // The same decisions and the same faces: the same game, step for step.
      expect(run.session.log.map((e) => (e.kind === 'dice' ? e.faces : e.event))).toEqual(
        session.log.map((e) => (e.kind === 'dice' ? e.faces : e.event)),
      );
      expect(JSON.stringify(run.session.getSnapshot().context)).toBe(
        JSON.stringify(session.getSnapshot().context),
      );
      expect(again.steps.filter((s) => s.kind === 'play')).toHaveLength(
        session.log.filter((e) => e.kind === 'decision').length,
      );
    },
  );
});
