import { describe, expect, it } from 'vitest';
import { demoSchema, type Demo } from '../../content/schemas/demo';
import { samplePack } from '../../content/testSample';
import { modeById } from '../../modes/headless';
import { prepareDemo } from './prepare';
import { DemoRun, playThrough } from './run';

/** A small demo on the depth board: its decisions are tool picks, so every path is cheap to walk. */
function boardDemo(extra: Partial<Demo> = {}): Demo {
  return demoSchema.parse({
    id: 'test-board',
    name: 'Test',
    description: 'A test demo.',
    mode: 'depth-board',
    minutes: 1,
    setup: { seed: 'test', build: { boardId: 'sample-salvage-yard' } },
    steps: [
      { kind: 'narrate', text: 'The board.' },
      { kind: 'play', text: 'The ruler.', moves: [{ decide: { type: 'tool.pick', tool: 'ruler' } }] },
      {
        kind: 'yourTurn',
        text: 'Pick the line-of-sight tool.',
        expect: { type: 'tool.pick', tool: 'los' },
        hints: [{ when: { tool: 'move' }, say: 'Moving is later.' }],
        right: 'That is the sight tool.',
      },
      {
        kind: 'question',
        text: 'Which level is Topside?',
        choices: [
          { label: 'Level 1', correct: true, explain: 'Topside is level 1.' },
          { label: 'Level 3', correct: false, explain: 'Level 3 is The Sink.', figure: 'grub-2' },
        ],
      },
      { kind: 'highlight', highlights: [{ on: 'figure', ids: ['vek'] }] },
      { kind: 'play', moves: [{ decide: { type: 'tool.pick', tool: 'move' } }] },
    ],
    ...extra,
  });
}

function open(demo: Demo): DemoRun {
  const prepared = prepareDemo(demo, modeById, samplePack(), { file: 'test.json', path: ['demos', 0] });
  if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
  return DemoRun.open(prepared.prepared);
}

const tool = (run: DemoRun) => String(run.session.getSnapshot().value);

describe('DemoRun', () => {
  it('plays steps forward, refuses a wrong "your turn" with its hint, lets the right one through', () => {
    const run = open(boardDemo());
    expect(run.next()).toBe(true);
    expect(tool(run)).toBe('ruler');
    expect(run.next()).toBe(true);
    // The learner may not skip a "your turn", nor act out of turn elsewhere.
    expect(run.next()).toBe(false);
    const wrong = run.session.send({ type: 'tool.pick', tool: 'move' });
    expect(wrong).toEqual({ ok: false, reason: 'Moving is later.' });
    expect(run.getState().feedback?.tone).toBe('wrong');
    expect(tool(run)).toBe('ruler');
    const other = run.session.send({ type: 'tool.pick', tool: 'edit' });
    expect(other.ok).toBe(false);
    expect(run.session.send({ type: 'tool.pick', tool: 'los' }).ok).toBe(true);
    expect(run.getState()).toMatchObject({ answered: true, feedback: { tone: 'right' } });
    expect(tool(run)).toBe('los');
    expect(run.next()).toBe(true);
    // A question: a wrong answer on the table is explained, the right one in the panel ends it.
    expect(run.answerOnTable({ figure: 'grub-2' })).toBe(true);
    expect(run.getState()).toMatchObject({ answered: false, feedback: { tone: 'wrong' } });
    expect(run.answer(0)).toBe(true);
    expect(run.next()).toBe(true);
    expect(run.getState().highlights).toEqual([{ on: 'figure', ids: ['vek'] }]);
    expect(run.next()).toBe(true);
    expect(run.getState().finished).toBe(true);
    expect(tool(run)).toBe('move');
  });

  it('goes back by rewinding the log, and jumps forward through a "your turn" as "Show me"', () => {
    const run = open(boardDemo());
    expect(run.goTo(5)).toBe(true);
    expect(run.session.log.length).toBe(3);
    expect(run.back()).toBe(true);
    expect(run.getState().index).toBe(4);
    expect(run.session.log.length).toBe(2);
    expect(run.goTo(2)).toBe(true);
    expect(run.session.log.length).toBe(1);
    expect(run.getState().answered).toBe(false);
    expect(run.showMe()).toBe(true);
    expect(tool(run)).toBe('los');
    expect(run.restart()).toBe(true);
    expect(run.session.log.length).toBe(0);
    expect(run.getState().index).toBe(0);
  });

  it('an undo from the choice bar takes the demo back to the step it undoes', () => {
    const run = open(boardDemo());
    run.goTo(4);
    expect(run.session.undo()).toBe(true);
    expect(run.getState().index).toBeLessThanOrEqual(2);
    expect(run.session.log.length).toBe(run.getState().index === 2 ? 1 : 0);
  });

  it('a spectator’s copy of a shared demo takes the presenter’s steps only, never its own decisions', () => {
    const run = open(boardDemo());
    run.watchOnly('The presenter drives.');
    run.goTo(2);
    // Even the decision the "your turn" asks for is the presenter's to make ("Show me" follows it).
    expect(run.session.send({ type: 'tool.pick', tool: 'los' })).toEqual({
      ok: false,
      reason: 'The presenter drives.',
    });
    expect(tool(run)).toBe('ruler');
    expect(run.showMe()).toBe(true);
    expect(tool(run)).toBe('los');
    expect(run.goTo(5)).toBe(true);
    expect(tool(run)).toBe('move');
    expect(run.session.send({ type: 'tool.pick', tool: 'edit' }).ok).toBe(false);
  });

  it('leaving the script plays the position as a normal game; back returns to the script', () => {
    const run = open(boardDemo());
    run.goTo(1);
    expect(run.session.send({ type: 'tool.pick', tool: 'edit' }).ok).toBe(false);
    run.leave();
    expect(run.session.send({ type: 'tool.pick', tool: 'edit' }).ok).toBe(true);
    expect(tool(run)).toBe('edit');
    run.resume();
    expect(run.getState().free).toBe(false);
    expect(tool(run)).toBe('ruler');
  });

  it('plays through headlessly, and names a scripted decision the rules refuse', () => {
    expect(playThrough(open(boardDemo()))).toBeNull();
    const broken = boardDemo({
      steps: [{ kind: 'play', moves: [{ decide: { type: 'figure.remove', figureId: 'vek' } }] }],
    });
    expect(playThrough(open(broken))).toMatch(/^step 1, decision 1 \(figure\.remove\) is refused/);
  });

  it('refuses a set-up or a decision the mode does not know, naming the file and the path', () => {
    const bad = boardDemo({
      setup: { seed: 's', build: { boardId: 'no-such-board' } },
      steps: [{ kind: 'play', moves: [{ decide: { type: 'tool.pick', tool: 'hammer' } }] }],
    });
    const prepared = prepareDemo(bad, modeById, samplePack(), { file: 'mine.json', path: ['demos', 2] });
    expect(prepared.ok).toBe(false);
    if (prepared.ok) return;
    expect(prepared.errors).toContain(
      'mine.json at demos[2].setup.build: expected options the pack can build a set-up from, got "The pack has no board \\"no-such-board\\"."',
    );
    expect(prepared.errors.some((e) => e.startsWith('mine.json at demos[2].steps[0].moves[0].decide'))).toBe(
      true,
    );
    const unknown = prepareDemo(boardDemo({ mode: 'chess' }), modeById, samplePack(), {
      file: 'mine.json',
      path: [],
    });
    expect(unknown.ok ? [] : unknown.errors).toEqual([
      'mine.json at mode: expected the id of a game mode of this app, got "chess"',
    ]);
  });
});
