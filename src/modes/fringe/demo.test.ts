import { describe, expect, it } from 'vitest';
import type { FringeBattleMachine } from '../../../machines/fringe/battle.machine';
import { samplePack } from '../../content/testSample';
import { prepareDemo } from '../../game/demo/prepare';
import { DemoRun } from '../../game/demo/run';
import { modeById } from '../headless';
import { sessionOfMode } from '../kit';
import { DEMO_MODES } from '../registry';
import { figureClickDecision } from './board';
import { fringeBattleMode } from './mode';
import { fringeInput } from './setup';

/**
 * The Fringe battle as a demo mode: its set-up from a pack (a demo's `build`) is the set-up form's, and the
 * sample demo's captions say what the engine does with the demo's fixed dice (a K'Erin brawl, a Luck save).
 */
const pack = samplePack();
const DEMO_ID = 'sample-demo-fringe-brawl-and-luck';
const options = { battleId: 'drill-at-the-gantry', crewId: 'wren-crew', play: 'solo' };

function open(): DemoRun {
  const demo = pack.demos.get(DEMO_ID);
  if (demo === undefined) throw new Error(`no demo ${DEMO_ID}`);
  const prepared = prepareDemo(demo, modeById, pack, { file: 'sample pack', path: ['demos', DEMO_ID] });
  if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
  return DemoRun.open(prepared.prepared);
}

/** Jumps to the step with this title (a "your turn" on the way is played as "Show me" plays it). */
function goTo(run: DemoRun, title: string): void {
  const at = run.steps.findIndex((s) => s.title === title);
  expect(at, `a step "${title}"`).toBeGreaterThanOrEqual(0);
  expect(run.goTo(at)).toBe(true);
  expect(run.getState().problem).toBeNull();
}

const battle = (run: DemoRun) => sessionOfMode<FringeBattleMachine>(run.session).getSnapshot().context.battle;
const fig = (run: DemoRun, id: string) => battle(run).fighters.find((f) => f.id === id);

describe('the Fringe battle as a demo mode', () => {
  it('hands out its game view, so the Demos screen can play it', () => {
    expect(DEMO_MODES.map((e) => e.id)).toContain('fringe-battle');
  });

  it('builds a demo set-up from the pack exactly as the set-up form does', () => {
    const setup = fringeBattleMode.packSetup;
    expect(setup).toBeDefined();
    const built = setup?.build(pack, options);
    const form = fringeInput(pack, { battleId: 'drill-at-the-gantry', crewId: 'wren-crew', play: 'solo' });
    expect(built).toEqual(form);
    expect(setup?.build(pack, { ...options, battleId: 'nowhere' })).toEqual({
      ok: false,
      reason: 'The pack has no Fringe battle "nowhere".',
    });
    expect(setup?.options.safeParse({ ...options, play: 'duel' }).success).toBe(false);
  });
});

describe('the sample Fringe demo, as its captions tell it', () => {
  it('opens on Vask, the K’Erin, 4" from Skarn (a 3" charge), the initiative not seized', () => {
    const run = open();
    const b = battle(run);
    expect(b.stage.kind === 'round' && b.stage.activation?.figureId).toBe('a-vask');
    expect(fig(run, 'a-vask')).toMatchObject({ brawlTwice: true, at: { x: 14, z: 28 } });
    expect(fig(run, 'b-skarn')?.at).toMatchObject({ x: 18, z: 28 });
    expect(battle(run).journal.filter((e) => e.kind === 'initiative')).toEqual([
      { kind: 'initiative', totals: [4], target: 6, seized: null },
    ]);
    run.dispose();
  });

  it('takes a click on Skarn as the charge it asks for; two dice for Vask win the brawl', () => {
    const run = open();
    goTo(run, "A K'Erin has to charge");
    const click = figureClickDecision(battle(run), 'b-skarn');
    expect(click).not.toBeNull();
    if (click === null) return;
    expect(run.session.send(click).ok).toBe(true);
    expect(run.getState()).toMatchObject({ answered: true, feedback: { tone: 'right' } });
    // Fringe: Brawling — K'Erin keep the better of two dice: 5 + 1 + 2 = 8 against 3 + 0 + 2 = 5.
    expect(battle(run).journal.filter((e) => e.kind === 'brawl')).toEqual([
      {
        kind: 'brawl',
        attackerId: 'a-vask',
        defenderId: 'b-skarn',
        attackerTotal: 8,
        defenderTotal: 5,
        hitsOnAttacker: 0,
        hitsOnDefender: 1,
      },
    ]);
    // Fringe: Resolving hits — the blade's Damage 1: 4 + 1 = 5 reaches Toughness 3.
    expect(battle(run).journal.filter((e) => e.kind === 'hit')).toEqual([
      { kind: 'hit', targetId: 'b-skarn', face: 4, total: 5, toughness: 3, casualty: true },
    ]);
    const move = battle(run).journal.find((e) => e.kind === 'move');
    expect(move?.kind === 'move' && move.inches).toBeCloseTo(3, 1);
    expect(fig(run, 'b-skarn')?.out).toBe('casualty');
    expect(fig(run, 'a-vask')).toMatchObject({ out: null, stun: 0 });
    run.dispose();
  });

  it('ends with Bex alive: her Luck spent, 3" east of where Gant hit her', () => {
    const run = open();
    goTo(run, 'Saved by Luck');
    expect(battle(run).sides.a.storyPoints).toBe(1);
    expect(fig(run, 'a-bex')).toMatchObject({ out: null, luck: 0, at: { x: 21, z: 18 } });
    const journal = battle(run).journal;
    expect(journal.filter((e) => e.kind === 'shot')).toMatchObject([
      { figureId: 'b-gant', targetId: 'a-bex', face: 6, hit: true },
    ]);
    // Fringe: Resolving hits — a natural 6 is a casualty whatever the Toughness; Luck cancels the removal.
    expect(journal.filter((e) => e.kind === 'hit' && e.targetId === 'a-bex')).toMatchObject([
      { face: 6, casualty: true },
    ]);
    expect(journal.filter((e) => e.kind === 'luck')).toEqual([
      { kind: 'luck', targetId: 'a-bex', inches: 3, direction: 'E' },
    ]);
    run.dispose();
  });
});
