import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { salvageMachine } from '../../../machines/salvage/mission.machine';
import type { GameSnapshot } from '../gameSnapshot';
import { salvageStep } from './salvage';

/** The salvage step on the real checkpoints of the fixture saves (e2e/fixtures-saves, never edited). */

const FIXTURES = join(import.meta.dirname, '../../../e2e/fixtures-saves');

function checkpoint(file: string): GameSnapshot {
  const save = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as {
    checkpoint: { snapshot: GameSnapshot };
  };
  return save.checkpoint.snapshot;
}

function leafPath(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ['?', ''];
  return [key, ...leafPath(inner)];
}

describe('the salvage snapshot step (format 1 → 2)', () => {
  it.each([
    ['salvage-mission.salvage-manual.v2.r3.json', 'round.enemyPhase.unalert.unalertMoveRoll'],
    ['salvage-mission.v2.r3.json', 'round.enemyPhase.unalert.waiting'],
    ['salvage-mission.salvage-postgame.v2.r3.json', 'postGame.downtime.waiting'],
  ])('%s rests in %s, a state of the rebuilt chart', (file, expected) => {
    const old = checkpoint(file);
    const root = salvageStep(old.root, { mode: 'salvage-mission', path: [] });
    const path = leafPath(root.state);
    expect(path.join('.')).toBe(expected);
    expect(() => salvageMachine.getStateNodeById(`salvage.${path.join('.')}`)).not.toThrow();
    // The context keeps its shape: the mission and the waiting dice request are carried over as they are.
    expect(root.context).toBe(old.root.context);
  });

  it('leaves the levels of other modes alone', () => {
    const old = checkpoint('salvage-mission.v2.r3.json');
    expect(salvageStep(old.root, { mode: 'fringe-battle', path: [] })).toBe(old.root);
  });
});
