import { describe, expect, it } from 'vitest';
import type { SpaceCombat } from './combatTypes';
import {
  DONE,
  HOLD_FIRE,
  MINE,
  STAY,
  combatOf,
  crewMember,
  enemy,
  oddsOwed,
  owedKey,
  play,
  testRow,
  testShip,
} from './combat.testkit';
import { decisionRefusal, owed } from './combatFlow';
import { resolveBoarding } from './combatWalk';
import {
  answerBoardingDice,
  boardingOutcomeOf,
  boardingOwed,
  boardingParty,
  decideBoarding,
  startBoardingFight,
  type BoardingFight,
} from './boardingFlow';

/** §9.4 set-up and §10 phase 1, the timeline, played through the step function. */

const quietTurn = [DONE, HOLD_FIRE, 1, 1, STAY] as const;
const NO_LOSS = { enemyCrewLost: 0, enemyDestroyed: false, gameLost: false, crew: [] } as const;

function commands(c: SpaceCombat): readonly (string | null)[] {
  return c.log.flatMap((l) => (l.event.kind === 'command' ? [l.event.command] : []));
}

describe('§9.4 setting up the combat sheet', () => {
  it('fills the sheet from the row: full SP with hull expansions, full shields and ammo on both sides', () => {
    const row = testRow({
      timeline: [null, null, null, null, 'time'],
      objectives: [
        { attribute: 'tech', difficulty: 7 },
        { attribute: 'tech', difficulty: 7 },
        { attribute: 'tech', difficulty: 7 },
        { attribute: 'tech', difficulty: 9 },
      ],
      enemies: [MINE, enemy('Corvette', 12, 6, 4, 5, 2)],
    });
    const c = combatOf(
      row,
      testShip('hull-expansion', 'primary-shields', 'secondary-shields', 'autocannon', 'laser'),
    );
    expect(c.sp).toBe(15);
    expect(c.shield).toBe(9);
    expect(c.ammo).toEqual({ s4: 4, s5: null });
    expect(c.enemies.map((e) => [e.def.type, e.sp, e.crew, e.shield])).toEqual([
      ['Mine', 3, 0, 0],
      ['Corvette', 12, 6, 5],
    ]);
    expect(c.turn).toBe(1);
    expect(owedKey(c)).toBe('decide:objectives');
  });
});

describe('§10 phase 1: the timeline', () => {
  it('activates the leftmost command each turn and crosses it out; Time retreats at the end of its turn', () => {
    const row = testRow({
      timeline: [null, null, null, null, 'time'],
      objectives: [{ attribute: 'tech', difficulty: 60 }],
    });
    let c = combatOf(row, testShip('laser'));
    for (let turn = 1; turn <= 4; turn++) c = play(c, ...quietTurn);
    expect(c.outcome).toBeNull();
    expect(c.turn).toBe(5);
    c = play(c, ...quietTurn);
    expect(commands(c)).toEqual([null, null, null, null, 'time']);
    expect(c.outcome).toBe('retreated');
    expect(c.endedBy).toBe('time-command');
  });

  it('Time spares a combat whose enemies are all destroyed, though objectives remain', () => {
    const row = testRow({
      timeline: ['time'],
      objectives: [{ attribute: 'tech', difficulty: 60 }],
      enemies: [MINE],
    });
    const c = play(
      combatOf(row, testShip('heavy-laser')),
      DONE,
      { type: 'fire', shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }] },
      4,
      STAY,
    );
    expect(c.outcome).toBeNull();
    expect(c.turn).toBe(2);
  });

  it('Attack: the enemies fire at once, before phase 2, and again in phase 4', () => {
    const c = combatOf(testRow({ timeline: ['attack'] }), testShip('laser'));
    expect(owedKey(c)).toBe('space.enemy-hit');
    const afterVolley = play(c, 1, 1);
    expect(owedKey(afterVolley)).toBe('decide:objectives');
    const phase4 = play(afterVolley, DONE, HOLD_FIRE);
    expect(owedKey(phase4)).toBe('space.enemy-hit');
    const shots = play(phase4, 1, 1).log.filter((l) => l.event.kind === 'enemy-shot');
    expect(shots).toHaveLength(4);
  });

  it('Backup: destroyed enemies come back fresh; damaged ones are not replaced', () => {
    const row = testRow({ timeline: [null, 'backup'], enemies: [MINE, enemy('Drone', 6, 0, 1), MINE] });
    let c = combatOf(row, testShip('heavy-laser', 'laser', 'target-system'));
    c = play(c, DONE, {
      type: 'fire',
      shots: [
        { weaponId: 's1', targetUid: 'e1', overclock: false },
        { weaponId: 's2', targetUid: 'e2', overclock: false },
      ],
    });
    c = play(c, 5, 5, 1, 1, STAY);
    expect(c.enemies.map((e) => [e.uid, e.sp, e.destroyed])).toEqual([
      ['e4', 3, false],
      ['e2', 3, false],
      ['e3', 3, false],
    ]);
    expect(commands(c)).toEqual([null, 'backup']);
  });

  it('Combat: with 3 or less shield, ships with 4+ crew board you, one after another in the order you pick', () => {
    const row = testRow({
      timeline: ['combat'],
      enemies: [enemy('Raider', 9, 4, 2), enemy('Cutter', 9, 3, 2), enemy('Brig', 9, 7, 2)],
    });
    const c = combatOf(row, testShip('laser', 'secondary-shields!'));
    expect(owed(c)).toEqual({ kind: 'boarding', request: { side: 'theirs', candidates: ['e1', 'e3'] } });
    const first = resolveBoarding(c, 'e3', { ...NO_LOSS, enemyCrewLost: 2 });
    expect(owed(first)).toEqual({ kind: 'boarding', request: { side: 'theirs', candidates: ['e1'] } });
    expect(first.enemies[2]?.crew).toBe(5);
    const lost = resolveBoarding(first, 'e1', { ...NO_LOSS, gameLost: true });
    expect([lost.outcome, lost.endedBy]).toEqual(['lost', 'boarded']);
  });

  it('Combat: no boarding with more than 3 shield, or with working Boarding Shields', () => {
    const row = testRow({ timeline: ['combat'], enemies: [enemy('Raider', 9, 6, 2)] });
    expect(owedKey(combatOf(row, testShip('laser', 'primary-shields')))).toBe('decide:objectives');
    expect(owedKey(combatOf(row, testShip('laser', 'boarding-shields')))).toBe('decide:objectives');
    expect(owedKey(combatOf(row, testShip('laser', 'boarding-shields!')))).toBe('boarding');
  });

  it('Evading: hitting them needs 5+ this turn (4+ with a Combat Bridge)', () => {
    const shot = { type: 'fire', shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }] } as const;
    const plain = play(combatOf(testRow({ timeline: ['evading'] }), testShip('laser')), DONE, shot);
    expect(oddsOwed(plain)).toBeCloseTo(2 / 6, 12);
    const bridge = play(
      combatOf(testRow({ timeline: ['evading'] }), testShip('laser', 'combat-bridge')),
      DONE,
      shot,
    );
    expect(oddsOwed(bridge)).toBeCloseTo(3 / 6, 12);
    const next = play(combatOf(testRow({ timeline: ['evading'] }), testShip('laser')), DONE, shot, 4);
    expect(owedKey(next)).toBe('decide:reroll');
    expect(play(next, { type: 'reroll.skip' }).log.some((l) => l.event.kind === 'shot' && !l.event.hit)).toBe(
      true,
    );
  });

  it('Game over: the ship is destroyed unless every enemy is destroyed (or objective solved) this turn', () => {
    const lost = play(combatOf(testRow({ timeline: ['game-over'] }), testShip('laser')), ...quietTurn);
    expect([lost.outcome, lost.endedBy]).toEqual(['lost', 'game-over-command']);
    const row = testRow({ timeline: ['game-over'], enemies: [MINE] });
    const won = play(
      combatOf(row, testShip('heavy-laser')),
      DONE,
      { type: 'fire', shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }] },
      4,
    );
    expect([won.outcome, won.endedBy]).toEqual(['won', 'enemies-destroyed']);
  });

  it('Idle: phase 4 is skipped', () => {
    const c = play(combatOf(testRow({ timeline: ['idle'] }), testShip('laser')), DONE, HOLD_FIRE);
    expect(owedKey(c)).toBe('decide:escape');
  });

  it('Shields: enemy shields are down this turn and do not recharge; next turn they return with their charge', () => {
    const row = testRow({ timeline: ['shields'], enemies: [enemy('Frigate', 20, 0, 1, 6, 2)] });
    let c = combatOf(row, testShip('heavy-laser', 'target-system'));
    // A heavy laser's 5 goes straight to SP: no shield is up.
    c = play(c, DONE, { type: 'fire', shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }] }, 4);
    expect(c.enemies[0]).toMatchObject({ sp: 15, shield: 6 });
    c = play(c, 1, STAY);
    expect(c.enemies[0]?.shield).toBe(6);
    // Turn 2: the shield is up again and takes the 5.
    c = play(c, DONE, { type: 'fire', shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }] }, 4);
    expect(c.enemies[0]).toMatchObject({ sp: 15, shield: 1 });
  });

  it('Victory: the enemies withdraw at the end of the turn and you win', () => {
    const c = play(
      combatOf(testRow({ timeline: [null, 'victory'] }), testShip('laser')),
      ...quietTurn,
      ...quietTurn,
    );
    expect([c.outcome, c.endedBy, c.turn]).toEqual(['won', 'victory-command', 2]);
  });
});

describe('§10 phase 5 after a boarding: healed in a hurry', () => {
  it('a defender knocked out and healed in a hurry is available only on the following turn', () => {
    const row = testRow({
      timeline: ['combat'],
      objectives: [{ attribute: 'tech', difficulty: 60 }],
      enemies: [enemy('Raider', 9, 4, 2)],
    });
    const crew = [crewMember('ann', 5, { hp: 4 }), crewMember('bo', 4)];
    const c = combatOf(row, testShip('laser', 'secondary-shields!'), crew);
    const party = boardingParty(c, 'e1');
    if (party === null) throw new Error('They board.');
    const started = startBoardingFight(party.side, party.crew, party.enemyCrew, new Set(party.abilities));
    if ('refused' in started) throw new Error(started.refused);
    // Round 1: our 6 (two hits), their 4 (one hit); no cancelling; Ann takes it (4 HP: knocked out); our
    // two hits take their only die. Then Ann is healed in a hurry on a 2: back at 2 HP.
    let f: BoardingFight = answerBoardingDice(started, [[6], [4]]);
    f = decideBoarding(f, { type: 'boarding.cancel', count: 0 });
    f = decideBoarding(f, { type: 'boarding.hit', crewId: 'ann' });
    f = decideBoarding(f, { type: 'boarding.heal', crewId: 'ann' });
    f = answerBoardingDice(f, [[2]]);
    expect(boardingOwed(f)).toBe('done');
    const after = resolveBoarding(c, 'e1', boardingOutcomeOf(f));
    expect(after.crew.map((m) => [m.id, m.hp, m.conscious])).toEqual([
      ['ann', 2, true],
      ['bo', 10, true],
    ]);
    expect(owedKey(after)).toBe('decide:objectives');
    // §10: "they will be available on the following Space Combat turn" — not this one.
    expect(
      decisionRefusal(after, { type: 'objective.try', picks: [{ crewId: 'ann', attribute: 'tech' }] }),
    ).toBe('ann was healed in a hurry and is available on the following turn (kraken.after-boarding).');
    expect(
      decisionRefusal(after, { type: 'objective.try', picks: [{ crewId: 'bo', attribute: 'tech' }] }),
    ).toBeNull();
    // The next turn Ann acts again.
    const next = play(after, DONE, HOLD_FIRE, 1, { type: 'board.skip' }, STAY);
    expect(next.turn).toBe(2);
    expect(
      decisionRefusal(next, { type: 'objective.try', picks: [{ crewId: 'ann', attribute: 'tech' }] }),
    ).toBeNull();
  });
});
