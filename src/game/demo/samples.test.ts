import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { samplePack } from '../../content/testSample';
import { modeById } from '../../modes/headless';
import type { DecisionEntry } from '../log';
import { hasFields } from './match';
import { prepareDemo } from './prepare';
import { DemoRun, playThrough } from './run';

const pack = samplePack();
const ruleFiles = import.meta.glob<{ id: string }[]>('/assets/rules/*.json', {
  import: 'default',
  eager: true,
});
const ruleIds = new Set(Object.values(ruleFiles).flatMap((entries) => entries.map((e) => e.id)));
const demos = [...pack.demos.values()];

function open(id: string): DemoRun {
  const demo = pack.demos.get(id);
  if (demo === undefined) throw new Error(`no demo ${id}`);
  const prepared = prepareDemo(demo, modeById, pack, { file: 'sample pack', path: ['demos', id] });
  if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
  return DemoRun.open(prepared.prepared);
}

describe('the sample demos', () => {
  it('are there, one for each rule the issue names, each 2 to 5 minutes', () => {
    expect(demos.length).toBeGreaterThanOrEqual(2);
    for (const demo of demos) {
      expect(demo.sample).toBe(true);
      expect(demo.minutes).toBeGreaterThanOrEqual(2);
      expect(demo.minutes).toBeLessThanOrEqual(5);
    }
  });

  it('link only Rules-reference entries that exist', () => {
    const links = demos.flatMap((d) =>
      d.steps.flatMap((s, i) => (s.rule === undefined ? [] : [`${d.id} step ${i + 1}: ${s.rule}`])),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => !ruleIds.has(l.split(': ')[1] ?? ''))).toEqual([]);
  });

  it.each(demos.map((d) => d.id))('%s plays through headlessly with its scripted dice', (id) => {
    const run = open(id);
    expect(playThrough(run)).toBeNull();
    expect(run.getState().finished).toBe(true);
    run.dispose();
  });

  it.each(demos.map((d) => d.id))(
    '%s: every "your turn" refuses a wrong decision and takes the right one; every question a wrong answer',
    (id) => {
      const run = open(id);
      for (let i = 0; i < run.steps.length; i++) {
        if (i > 0) expect(run.next()).toBe(true);
        const state = run.getState();
        expect(state.problem).toBeNull();
        const step = state.step;
        if (step.kind === 'yourTurn') {
          const { right, wrong } = run.choicesNow();
          // The step's decision is on offer as a choice, with another beside it to get wrong.
          expect(right.length, `step ${i + 1}: the expected decision is among the choices`).toBeGreaterThan(
            0,
          );
          // Every hint answers a wrong decision the learner can actually take here.
          for (const hint of step.hints ?? []) {
            expect(
              wrong.some((c) => hasFields(c.event, hint.when)),
              `step ${i + 1}: a choice for the hint ${JSON.stringify(hint.when)}`,
            ).toBe(true);
          }
          const bad = wrong[0];
          expect(bad, `step ${i + 1}: a wrong choice to try`).toBeDefined();
          if (bad === undefined) continue;
          const before = run.session.log.length;
          const refused = run.session.send(bad.event);
          expect(refused.ok).toBe(false);
          expect(run.getState().feedback?.tone).toBe('wrong');
          expect(run.session.log.length).toBe(before);
          const good = right[0];
          if (good === undefined) continue;
          expect(run.session.send(good.event as DecisionEntry['event']).ok).toBe(true);
          expect(run.getState()).toMatchObject({
            answered: true,
            feedback: { tone: 'right' },
            problem: null,
          });
        }
        if (step.kind === 'question') {
          const wrongAt = step.choices.findIndex((c) => !c.correct);
          run.answer(wrongAt);
          expect(run.getState()).toMatchObject({ answered: false, feedback: { tone: 'wrong' } });
          run.answer(step.choices.findIndex((c) => c.correct));
          expect(run.getState().answered).toBe(true);
        }
        const leaf = run.session.active().snapshot as AnyMachineSnapshot;
        expect(leaf.status).not.toBe('error');
      }
      expect(run.getState().finished).toBe(true);
      run.dispose();
    },
  );
});
