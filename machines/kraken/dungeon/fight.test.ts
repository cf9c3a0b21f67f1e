import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../../../src/game/log';
import { dungeonMode } from '../../../src/modes/dungeon/mode';
import { pendingDiceRequest, replay } from '../../../src/game/replay';
import { Session } from '../../../src/game/session';
import { decisionRefusal } from '../../../src/rules/kraken/groundCombat/combatDecisions';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { fightInput } from './encounter';
import { runningFight } from './running';
import { dungeonInput, location, sheet, tileMap } from './testkit';
import type { DungeonInput } from './types';

/**
 * The real ground combat inside the exploration, played as the session plays it: the fight is an invoked
 * child, and the session sends its decisions and dice to it (the deepest active machine) with its path. Fights
 * won, escaped and lost; the fight's choices with their odds; refusals that name the combat rule; the narrated
 * log; replay(log) = live state, the child included.
 */

const t = tileSpaceId;
const HALL = tileMap(mapOf(['>  .  E2  E1']));

type DungeonSession = Session<typeof dungeonMode.machine>;

function crawl(input: DungeonInput): { readonly session: DungeonSession; readonly setup: GameSetup } {
  const setup: GameSetup = { mode: dungeonMode.id, seed: 'fight', input };
  return { session: Session.start(dungeonMode, setup, 'manual'), setup };
}

// A practice crawl: these tests take decisions back anywhere (kraken.difficulty limits undo otherwise).
const twoCrew = dungeonInput([HALL], [sheet('ana'), sheet('bo')], {
  location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
  practice: true,
});

function ok(outcome: { readonly ok: boolean; readonly reason?: string }): void {
  expect(outcome.ok ? '' : outcome.reason).toBe('');
}

type Snap = ReturnType<DungeonSession['getSnapshot']>;

/** The deepest active machine's snapshot, as the ChoiceBar reads it. */
const active = (session: DungeonSession) => session.active().snapshot as unknown as Snap;

/** A decision offered now, by its choice id (the ChoiceBar's view: offered and accepted). */
function choose(session: DungeonSession, id: string): void {
  const snapshot = active(session);
  // The choices of the machine that plays (the exploration, or its fight), as the ChoiceBar lists them.
  const choice = session.choices().find((c) => c.id === id);
  if (choice === undefined) {
    const ids = session.choices().map((c) => c.id);
    throw new Error(`No choice ${id} in ${JSON.stringify(snapshot.value)}: ${ids.join(', ')}`);
  }
  ok(session.send(choice.event));
}

/** Physical dice typed in, one request per face. */
function roll(session: DungeonSession, ...faces: number[]): void {
  for (const face of faces) ok(session.answerDice([[face]]));
}

/** The exploration and the fight it runs, as plain data. */
function state(session: DungeonSession | Snap): string {
  const snapshot = 'getSnapshot' in session ? session.getSnapshot() : session;
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, fight: runningFight(snapshot) });
}

function walkToTheDrone(session: DungeonSession): void {
  ok(session.send({ type: 'deploy', entrance: t(0, 0), crewIds: ['ana', 'bo'] }));
  ok(session.send({ type: 'move', to: t(1, 0) }));
  ok(session.send({ type: 'move', to: t(2, 0) }));
  expect(session.getSnapshot().matches({ encounter: 'choosing' })).toBe(true);
  choose(session, 'fight');
}

describe('dungeon crawl: the real ground combat', () => {
  it('a won fight: the fight’s dice and choices through the dungeon, its result back into the exploration', () => {
    const { session, setup } = crawl(twoCrew);
    walkToTheDrone(session);

    // The fight is the invoked child `groundCombat`; its first spawn die is the game's waiting request.
    let snapshot = session.getSnapshot();
    expect(snapshot.matches({ encounter: 'fighting' })).toBe(true);
    expect(session.active().path).toEqual(['groundCombat']);
    expect(pendingDiceRequest(snapshot)).toMatchObject({ id: 'gc-1', dice: 'd6', target: 4, odds: 0.5 });
    expect(session.choices()).toEqual([]);
    const busy = session.send({ type: 'initiative.roll' });
    expect(busy.ok ? '' : busy.reason).not.toBe('');
    roll(session, 1, 1); // no reaction, no minions
    expect(session.log.slice(-2).map((e) => e.path)).toEqual([['groundCombat'], ['groundCombat']]);

    // Initiative: the fight's own choices, with the odds the fight computes.
    snapshot = session.getSnapshot();
    const offered = session.choices();
    expect(offered.map((c) => c.id).sort()).toEqual(['cover-ana', 'cover-bo', 'initiative']);
    expect(offered.find((c) => c.id === 'initiative')?.odds).toBeCloseTo(26 / 36, 12);
    const fight = runningFight(snapshot);
    if (fight === null) throw new Error('no fight running');
    const logged = session.log.length;
    const skip = { type: 'reaction.skip' } as const;
    const refused = session.send(skip);
    expect(refused.ok ? '' : refused.reason).toBe(decisionRefusal(fight, skip));
    const wander = session.send({ type: 'move', to: t(1, 0) });
    expect(wander.ok).toBe(false);
    expect(session.log.length).toBe(logged); // nothing refused is logged

    // The enemy wins initiative, claws Bo; Ana knocks the drone down; a stimpack and an item row.
    choose(session, 'initiative');
    expect(session.log.length).toBe(logged + 1);
    roll(session, 1, 6);
    roll(session, 2); // the action table: a claw
    choose(session, 'target-bo');
    roll(session, 4); // hits
    choose(session, 'activate-ana');
    choose(session, 'attack-fists-e1-1-0');
    roll(session, 6);
    choose(session, 'stimpack');
    roll(session, 15, 4); // the d20 says item; the row die says row 4

    snapshot = session.getSnapshot();
    expect(snapshot.matches({ exploring: 'acting' })).toBe(true);
    expect(snapshot.context.exploration?.maps[0]?.defeated).toEqual(['2,0#0']);
    expect(snapshot.context.exploration?.crew.map((m) => m.hp)).toEqual([10, 8]);
    expect(snapshot.context.sheets.map((s) => s.hp)).toEqual([10, 8]);
    expect(snapshot.context).toMatchObject({ xp: 4, credits: 10 });
    expect(runningFight(snapshot)).toBeNull();
    expect(snapshot.context.fightLogs).toHaveLength(1);
    expect(snapshot.context.loot).toEqual([
      { kind: 'stimpack', grade: 2 },
      { kind: 'item', grade: 2, row: 4, id: null, prototype: false },
    ]);

    // Every logged decision is one a save accepts; the narration reads the fight's log for its entries.
    for (const entry of session.log) {
      if (entry.kind === 'decision')
        expect(dungeonMode.decisionSchema.safeParse(entry.event).success).toBe(true);
    }
    const lines = session.narrate();
    expect(lines).toHaveLength(session.log.length);
    const at = (requestId: string) =>
      lines[session.log.findIndex((e) => e.kind === 'dice' && e.requestId === requestId)] ?? '';
    expect(at('gc-1')).toMatch(/Reaction.*rolled 1/);
    expect(at('gc-7')).toMatch(/hits Kraken Drone.*Victory/);
    expect(at('gc-9')).toMatch(/Row 4/);
    expect(lines.some((l) => /The team fights\./.test(l))).toBe(true);
    expect(lines.some((l) => /Ana attacks Kraken Drone/.test(l))).toBe(true);

    // State = replay(set-up, log).
    const again = replay(dungeonMode, setup, session.log);
    expect(again.ok ? '' : again.reason).toBe('');
    if (again.ok) {
      expect(state(again.run.actor.getSnapshot() as Snap)).toBe(state(session));
    }
    session.dispose();
  });

  it('a second fight has ids of its own; an escape puts the team back where it stood', () => {
    const { session, setup } = crawl(twoCrew);
    walkToTheDrone(session);
    roll(session, 1, 1);
    choose(session, 'initiative');
    roll(session, 6, 1);
    choose(session, 'activate-ana');
    choose(session, 'attack-fists-e1-1-0');
    roll(session, 6);
    choose(session, 'credits');
    roll(session, 3, 6);

    ok(session.send({ type: 'move', to: t(3, 0) }));
    choose(session, 'fight');
    expect(pendingDiceRequest(session.getSnapshot())?.id).toBe('gc-1');
    roll(session, 1, 1);
    choose(session, 'initiative');
    roll(session, 6, 1);
    choose(session, 'activate-bo');
    choose(session, 'escape');
    roll(session, 1);
    const snapshot = session.getSnapshot();
    expect(snapshot.matches({ exploring: 'acting' })).toBe(true);
    expect(snapshot.context.exploration?.position).toBe(t(2, 0));
    expect(snapshot.context.exploration?.maps[0]?.defeated).toEqual(['2,0#0']);
    expect(snapshot.context.fightLogs).toHaveLength(2);
    const lines = session.narrate();
    const escape = session.log.findLastIndex((e) => e.kind === 'dice' && e.requestId === 'gc-5');
    expect(lines[escape]).toMatch(/Escape.*The crew got away/);

    const again = replay(dungeonMode, setup, session.log);
    expect(again.ok ? '' : again.reason).toBe('');
    if (again.ok) {
      expect(state(again.run.actor.getSnapshot() as Snap)).toBe(state(session));
    }
    // Undo replays without the last decision: back before the escape, the fight still on.
    expect(session.undo()).toBe(true);
    expect(session.active().path).toEqual(['groundCombat']);
    expect(runningFight(session.getSnapshot())?.activation?.crewId).toBe('bo');
    session.dispose();
  });

  it('a lost fight loses the team and ends the exploration', () => {
    const loner = dungeonInput([HALL], [{ ...sheet('ana'), hp: 1 }], {
      location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
    });
    const { session } = crawl(loner);
    ok(session.send({ type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] }));
    ok(session.send({ type: 'move', to: t(1, 0) }));
    ok(session.send({ type: 'move', to: t(2, 0) }));
    const request = session.getSnapshot().context.encounter;
    expect(request).toMatchObject({ code: 'E2', level: 4 });
    choose(session, 'fight');
    const sent = session.getSnapshot().context.encounter?.request;
    if (sent == null) throw new Error('no encounter request');
    expect(fightInput(sent).encounter).toEqual({
      difficulty: 2,
      locationKind: 'planet-surface',
      atmosphere: 'breathable',
      map: 1,
      elementValue: 2,
      boss: false,
      ambush: false,
      species: 'Krakens',
    });
    roll(session, 1, 1); // a lone wolf needs no initiative roll
    choose(session, 'activate-ana');
    choose(session, 'cover');
    choose(session, 'activate-ana');
    choose(session, 'cover');
    roll(session, 2, 6); // a claw, a hit through the cover
    const snapshot = session.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output?.end?.way).toBe('no-crew-left');
    expect(snapshot.output?.lost).toEqual(['ana']);
    expect(session.narrate().at(-1)).toMatch(/Defeat/);
    session.dispose();
  });
});
