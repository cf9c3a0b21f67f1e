import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { Session } from '../../game/session';
import type { FringeBattleMachine } from '../../../machines/fringe/battle.machine';
import { fringeBattleMode, stageWords } from './mode';
import { fringeInput } from './setup';

function drill(play: 'solo' | 'hot-seat' = 'solo') {
  const built = fringeInput(samplePack(), {
    battleId: 'drill-at-the-gantry',
    crewId: 'wren-crew',
    play,
    opponentId: 'dockside-irregulars',
  });
  if (!built.ok) throw new Error(built.reason);
  return Session.start(
    fringeBattleMode,
    { mode: 'fringe-battle', seed: 'mode-test', input: built.input },
    'manual',
  );
}

function answer(session: Session<FringeBattleMachine>, ...faces: number[][]) {
  const request = session.getSnapshot().context.diceRequest;
  if (request === null) throw new Error('no roll waiting');
  const outcome = session.answerDice(faces.map((f) => [...f]));
  if (!outcome.ok) throw new Error(outcome.reason);
}

describe('the Fringe battle mode', () => {
  // The screen's title already says "round 1 of 6": its badge says the round only there, never twice.
  it('names the round once: with no figure acting the badge says nothing, with one it names it', () => {
    // A failed initiative roll waits for its review: round 1 has begun, no figure acts yet.
    const waiting = drill();
    answer(waiting, [1]);
    const b = waiting.getSnapshot().context.battle;
    expect(b.stage.kind).toBe('round');
    expect(fringeBattleMode.describe(waiting.getSnapshot())).toContain('round 1 of 6');
    expect(stageWords(b)).toBeNull();
    const acting = drill();
    answer(acting, [6]);
    expect(stageWords(acting.getSnapshot().context.battle)).toMatch(/crew: Vask acts$/);
  });

  it('opens on the Seize the Initiative roll with its exact odds, then the K’Erin must charge', () => {
    const session = drill();
    const request = session.getSnapshot().context.diceRequest;
    // d6 + Mira's Savvy 2 + the Scanner bot 1 against 6: 3, 4, 5 or 6.
    expect(request).toMatchObject({ rule: 'fringe.initiative', target: 6, modifier: 3 });
    expect(request?.odds).toBeCloseTo(4 / 6, 12);
    answer(session, [6]);
    const snap = session.getSnapshot();
    expect(fringeBattleMode.describe(snap)).toBe(
      'Fringe battle — Sample: drill at the gantry, round 1 of 6 (solo)',
    );
    const choices = fringeBattleMode.choices(snap);
    // Vask can reach Skarn without Dashing: the charge is all he may do.
    expect(choices.map((c) => c.id)).toEqual([
      'charge-b-skarn',
      'time-to-go-a',
      ...choices.filter((c) => c.id.startsWith('mate-')).map((c) => c.id),
    ]);
    const charge = choices[0];
    expect(charge?.odds).toBeGreaterThan(0.5);
    expect(fringeBattleMode.explainRefusal(snap, { type: 'figure.end', figureId: 'a-vask' })).toMatch(
      /must charge.*Proximity/,
    );
  });

  // Issue 27: which step the battle is at, the machine's state says; the rules' queue no longer words it.
  it('refuses a decision of another step in the words of the state the battle is in', () => {
    const session = drill();
    answer(session, [6]);
    const snap = session.getSnapshot();
    expect(snap.matches({ round: { activation: 'crew' } })).toBe(true);
    const why = fringeBattleMode.explainRefusal(snap, { type: 'winner.stay' });
    expect(why).toContain('Staying put after a brawl');
    expect(why).toContain('A figure of yours acts');
    expect(fringeBattleMode.explainRefusal(snap, { type: 'gear.duplicate.skip' })).toContain(
      'A figure of yours acts',
    );
  });

  it('lists shots with their odds, hides the one a figure blocks and says why', () => {
    const session = drill();
    answer(session, [6]);
    session.send({
      type: 'figure.move',
      figureId: 'a-vask',
      to: [{ x: 17, z: 28, level: 3 }],
      mode: 'auto',
      dash: false,
    });
    answer(session, [2], [5], [3]); // Vask 5 + 3 against Skarn 3 + 2: Skarn is hit
    answer(session, [4]); // 4 + 1 ≥ 3: Skarn falls
    session.send({ type: 'winner.stay' });
    session.send({ type: 'figure.end', figureId: 'a-tamsin' });
    const snap = session.getSnapshot();
    const shots = fringeBattleMode.choices(snap).filter((c) => c.id.startsWith('shoot-'));
    expect(shots.map((c) => c.short)).toEqual(['Dace']);
    expect(shots[0]?.odds).toBeCloseTo(4 / 6, 12);
    expect(
      fringeBattleMode.explainRefusal(snap, {
        type: 'figure.shoot',
        figureId: 'a-mira',
        weaponId: 'colony-rifle',
        targetId: 'b-gant',
        aim: false,
      }),
    ).toMatch(/Bex is in the line of fire.*watch where you point that thing/);
  });

  it('narrates every log entry, tallies the figures and keeps its invariants', () => {
    const session = drill('hot-seat');
    answer(session, [3], [4]);
    const snap = session.getSnapshot();
    expect(fringeBattleMode.invariants(snap)).toEqual([]);
    expect(fringeBattleMode.narrate(session.log, snap)).toHaveLength(session.log.length);
    const tally = fringeBattleMode.tally?.(snap) ?? [];
    expect(tally.find((l) => l.key === 'a-bex:luck')?.value).toBe('1');
    expect(tally.find((l) => l.key === 'b-unit-nine:luck')?.value).toBe('0');
  });
});
