import { describe, expect, it } from 'vitest';
import { formatPackError } from './errors';
import { loadPack } from './loadPack';
import { packFiles, weapon } from './testPack';

const demo = (extra: Record<string, unknown> = {}) => ({
  id: 'first-look',
  name: 'A first look',
  description: 'Sample demo.',
  mode: 'depth-board',
  minutes: 2,
  setup: { seed: 'x', build: { boardId: 'yard' } },
  steps: [{ kind: 'narrate', text: 'Hello.' }],
  ...extra,
});

function errorsOf(files: Map<string, string>): string[] {
  const result = loadPack(files);
  return result.ok ? [] : result.errors.map(formatPackError);
}

describe('demo content', () => {
  it('loads a demo and leaves it out of the content hash (a new demo refuses no save)', () => {
    const without = loadPack(packFiles({ 'w.json': { schemaVersion: 1, weapons: [weapon('gun')] } }));
    const withDemo = loadPack(
      packFiles({
        'w.json': { schemaVersion: 1, weapons: [weapon('gun')] },
        'demos.json': { schemaVersion: 1, demos: [demo()] },
      }),
    );
    expect(without.ok && withDemo.ok).toBe(true);
    if (!without.ok || !withDemo.ok) throw new Error(`without or withDemo failed`);
    expect(withDemo.pack.demos.get('first-look')?.steps).toHaveLength(1);
    expect(withDemo.pack.hash).toBe(without.pack.hash);
  });

  it('names the file, the path and what was expected', () => {
    const errors = errorsOf(
      packFiles({
        'demos.json': {
          schemaVersion: 1,
          demos: [
            demo({
              setup: { seed: 'x' },
              steps: [
                { kind: 'narrate' },
                {
                  kind: 'question',
                  text: 'Which?',
                  choices: [{ label: 'A', correct: false, explain: 'No.' }],
                },
                { kind: 'highlight', highlights: [{ on: 'sparkle' }] },
                { kind: 'play', moves: [{ decide: { type: 'x' }, rolls: [[[0]]] }] },
                { kind: 'wait' },
              ],
            }),
          ],
        },
      }),
    );
    expect(errors).toEqual([
      `demos.json at demos[0].setup: expected one of "input" (the mode's own set-up) or "build" (options of its set-up from the pack), got neither`,
      'demos.json at demos[0].steps[0].text: expected non-empty narration, got nothing',
      'demos.json at demos[0].steps[1].choices: expected at least two answers, got a list of 1',
      'demos.json at demos[0].steps[1].choices: expected at least one answer marked "correct": true, got none marked correct',
      'demos.json at demos[0].steps[2].highlights[0].on: expected a highlight: { "on": "figure" | "ring" | "sight" | "distance" | "area" | "level" | "tile" | "stat" | "button" | "odds" | "prompt", ... }, got "sparkle"',
      'demos.json at demos[0].steps[3].moves[0].rolls[0][0][0]: expected a face from 1 to 100, got 0',
      'demos.json at demos[0].steps[4].kind: expected a step: { "kind": "narrate" | "camera" | "highlight" | "play" | "yourTurn" | "question", ... }, got "wait"',
    ]);
  });
});
