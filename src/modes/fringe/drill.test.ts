import { describe, expect, it } from 'vitest';
import type { FringeBattleMachine } from '../../../machines/fringe/battle.machine';
import { samplePack } from '../../content/testSample';
import { Session } from '../../game/session';
import { fringeBattleMode } from './mode';
import { fringeInput } from './setup';
import { previewMove } from '../../rules/fringe/preview';
import { figureClickDecision } from './board';

/**
 * The sample drill battle played as the end-to-end test plays it, with the player's own dice: the K'Erin's
 * brawl, the jump from the Mids with its hit, the shot a friend blocks, a story-point re-roll, the enemy's
 * shot saved by Luck, and Panic Fire to the end.
 */
function start(): Session<FringeBattleMachine> {
  const built = fringeInput(samplePack(), {
    battleId: 'drill-at-the-gantry',
    crewId: 'wren-crew',
    play: 'solo',
  });
  if (!built.ok) throw new Error(built.reason);
  return Session.start(
    fringeBattleMode,
    { mode: 'fringe-battle', seed: 'drill', input: built.input },
    'manual',
  );
}

function dice(session: Session<FringeBattleMachine>, ...faces: number[][]) {
  const outcome = session.answerDice(faces);
  if (!outcome.ok) throw new Error(outcome.reason);
}

function choose(session: Session<FringeBattleMachine>, id: string) {
  const choice = fringeBattleMode.choices(session.getSnapshot()).find((c) => c.id === id);
  if (choice === undefined)
    throw new Error(
      `no choice ${id} among ${fringeBattleMode
        .choices(session.getSnapshot())
        .map((c) => c.id)
        .join(', ')}`,
    );
  const outcome = session.send(choice.event);
  if (!outcome.ok) throw new Error(outcome.reason);
}

const battle = (session: Session<FringeBattleMachine>) => session.getSnapshot().context.battle;
const fig = (session: Session<FringeBattleMachine>, id: string) =>
  battle(session).fighters.find((f) => f.id === id);

describe('the sample drill battle, as the end-to-end test plays it', () => {
  it('plays every rule the issue names and ends with the crew holding the field', () => {
    const s = start();
    dice(s, [1]); // 1 + 3 < 6: the initiative is not seized
    choose(s, 'accept');
    // Vask (K'Erin) must charge Skarn: 5 (the better of 2 and 5) + 3 against 3 + 2.
    choose(s, 'charge-b-skarn');
    dice(s, [2], [5], [3]);
    dice(s, [4]); // Blade, Damage 1: 5 ≥ Toughness 3
    expect(fig(s, 'b-skarn')?.out).toBe('casualty');
    choose(s, 'winner-stay');
    // Tamsin jumps 3" from the Mids: her round ends and she takes a Damage +0 Hit.
    const jump = previewMove(battle(s), 'a-tamsin', { x: 12, z: 6, level: 3 }, 'jump', false);
    expect(jump).toMatchObject({ refusal: null, drop: 3, endsRound: true, risky: true });
    expect(s.send(jump.decision).ok).toBe(true);
    dice(s, [2]);
    expect(fig(s, 'a-tamsin')).toMatchObject({ stun: 1, at: { x: 12, z: 6, level: 3 } });
    // Mira: Bex stands between her and Gant.
    const blocked = figureClickDecision(battle(s), 'b-gant');
    expect(blocked?.type).toBe('figure.shoot');
    if (blocked === null) return;
    expect(s.send(blocked)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Bex is in the line of fire/) as unknown,
    });
    // She shoots Dace, misses, spends the crew's story point and hits.
    choose(s, 'shoot-colony-rifle-b-dace');
    dice(s, [2]);
    choose(s, 'story-reroll');
    expect(battle(s).sides.a.storyPoints).toBe(0);
    dice(s, [5]);
    dice(s, [1]);
    expect(fig(s, 'b-dace')?.stun).toBe(1);
    choose(s, 'end');
    // Gant shoots Bex: a hit, a natural 6 — Bex spends her Luck and dives 3" east.
    choose(s, 'enemy-go');
    expect(s.getSnapshot().context.diceRequest?.purpose).toContain('at Bex');
    dice(s, [6]);
    dice(s, [6]);
    expect(s.getSnapshot().context.diceRequest?.rule).toBe('fringe.luck');
    dice(s, [3], [3]);
    expect(fig(s, 'a-bex')).toMatchObject({ out: null, luck: 0, at: { x: 21, z: 18 } });
    // Bex: Panic Fire with the rattle gun, each shot at the closest enemy.
    choose(s, 'panic-rattle-gun');
    expect(s.getSnapshot().context.diceRequest?.purpose).toContain('at Gant');
    dice(s, [6]);
    dice(s, [5]);
    expect(s.getSnapshot().context.diceRequest?.purpose).toContain('at Dace');
    dice(s, [6]);
    dice(s, [6]);
    expect(battle(s).stage).toEqual({ kind: 'over', outcome: { kind: 'won', side: 'a' } });
  });
});
