import { describe, expect, it } from 'vitest';
import {
  DONE,
  HOLD_FIRE,
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
import { decisionRefusal } from './combatFlow';
import { applySystemDamage, countThrough, systemDamageClass } from './combatSystemDamage';
import { TEST_CATALOGUE } from './combat.testkit';

/** §10 phase 4: enemy fire, evading and system damage (kraken.enemy-fire, kraken.evade, kraken.ship-damage). */

const GUN = enemy('Gunship', 20, 0, 5);
const atEnemyFire = [DONE, HOLD_FIRE] as const;

describe('§10 phase 4: enemy fire', () => {
  it('fires in sheet order 1 to 4, hitting on 4+', () => {
    const row = testRow({
      enemies: [enemy('A', 9, 0, 0), enemy('B', 9, 0, 0), enemy('C', 9, 0, 0), enemy('D', 9, 0, 0)],
    });
    let c = play(combatOf(row, testShip('laser')), ...atEnemyFire);
    expect(oddsOwed(c)).toBeCloseTo(3 / 6, 12);
    c = play(c, 1, 2, 3, 3);
    expect(
      c.log
        .filter((l) => l.event.kind === 'enemy-shot')
        .map((l) => l.event.kind === 'enemy-shot' && l.event.uid),
    ).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('shields absorb, then armour takes its rating off each hit, then SP; a 6 adds 3 damage', () => {
    // SP 10, shield 5, armour 1. A 6: 5 + 3 = 8, the shield takes 5, armour 1, SP lose 2.
    let c = play(
      combatOf(testRow({ enemies: [GUN, GUN] }), testShip('laser', 'primary-shields', 'armor')),
      ...atEnemyFire,
      6,
    );
    expect([c.shield, c.sp]).toEqual([0, 8]);
    expect(c.log.find((l) => l.event.kind === 'ship-hit')?.event).toEqual({
      kind: 'ship-hit',
      shield: 5,
      armour: 1,
      sp: 2,
    });
    // SP were lost: the system-damage die.
    expect(owedKey(c)).toBe('space.system-damage');
    c = play(c, 1, 4);
    // The second hit: 5, armour 1 again, 4 off SP.
    expect(c.sp).toBe(4);
  });

  it('a hit that loses no SP asks for no system-damage die', () => {
    const c = play(
      combatOf(testRow({ enemies: [enemy('Pea', 9, 0, 2)] }), testShip('laser', 'primary-shields')),
      ...atEnemyFire,
      4,
    );
    expect(c.shield).toBe(3);
    expect(owedKey(c)).toBe('decide:escape');
  });

  it('the ship is lost the moment its SP reach 0', () => {
    const c = play(
      combatOf(testRow({ enemies: [enemy('Big gun', 9, 0, 12), GUN] }), testShip('laser')),
      ...atEnemyFire,
      4,
    );
    expect([c.sp, c.outcome, c.endedBy]).toEqual([0, 'lost', 'ship-destroyed']);
  });
});

describe('§10 phase 4: evading with Maneuver Engines', () => {
  const row = testRow({ enemies: [GUN, GUN] });
  const crew = [crewMember('ann', 5), crewMember('bo', 4), crewMember('cy', 3), crewMember('di', 7)];

  it('after a hit, up to two unused pilots halve their Tech (rounded up) and add a d6: 8+ avoids all damage', () => {
    const c = play(combatOf(row, testShip('laser', 'maneuver-engines'), crew), ...atEnemyFire, 5);
    expect(owedKey(c)).toBe('decide:evade');
    expect(decisionRefusal(c, { type: 'evade', crewIds: ['ann', 'bo', 'cy'] })).toMatch(/At most 2/);
    // Tech 5 + 3 = 8, halved 4: a 4, 5 or 6.
    const pair = play(c, { type: 'evade', crewIds: ['ann', 'cy'] });
    expect(oddsOwed(pair)).toBeCloseTo(3 / 6, 12);
    // Tech 7 alone, halved and rounded up: 4.
    expect(oddsOwed(play(c, { type: 'evade', crewIds: ['di'] }))).toBeCloseTo(3 / 6, 12);
    // Tech 5 alone: 3, so a 5 or 6.
    expect(oddsOwed(play(c, { type: 'evade', crewIds: ['ann'] }))).toBeCloseTo(2 / 6, 12);
    const evaded = play(pair, 4);
    expect(evaded.sp).toBe(10);
    expect(evaded.log.at(-1)?.event).toEqual({ kind: 'evade', total: 8, face: 4, evaded: true });
    // Once a turn: the second hit goes through.
    const second = play(evaded, 4);
    expect([second.sp, owedKey(second)]).toEqual([5, 'space.system-damage']);
  });

  it('a 1 always fails; a failed evade takes the hit; without working engines none is offered', () => {
    const strong = [crewMember('ann', 20), crewMember('bo', 20)];
    const c = play(
      combatOf(row, testShip('laser', 'maneuver-engines'), strong),
      ...atEnemyFire,
      5,
      { type: 'evade', crewIds: ['ann', 'bo'] },
      1,
    );
    expect(c.sp).toBe(5);
    const broken = play(combatOf(row, testShip('laser', 'maneuver-engines!'), crew), ...atEnemyFire, 5);
    expect(owedKey(broken)).toBe('space.system-damage');
  });
});

describe('§10 phase 4: system damage', () => {
  it('reads the d6 classes: 1-2 none, 3-4 standard, 5 weapon, 6 shield', () => {
    expect([1, 2, 3, 4, 5, 6].map(systemDamageClass)).toEqual([
      null,
      null,
      'standard',
      'standard',
      'weapon',
      'shield',
    ]);
    expect(countThrough(['a', 'b', 'c'], 5)).toBe('b');
    expect(countThrough(['a', 'b', 'c'], 20)).toBe('b');
  });

  it('counts through the standard systems with a d20, damaged ones too; damaged again this turn it stays damaged, later it is destroyed', () => {
    // Standard class: teleporter s2, combat bridge s3, armour s4.
    const ship = testShip('laser', 'teleporter!', 'combat-bridge', 'armor');
    let c = play(
      combatOf(testRow({ enemies: [enemy('Gun', 20, 0, 3), enemy('Gun', 20, 0, 3)] }), ship),
      ...atEnemyFire,
      4,
      3,
    );
    expect(owedKey(c)).toBe('space.system-count');
    c = play(c, 5);
    expect(c.ship.fitted.find((f) => f.id === 's3')?.damaged).toBe(true);
    expect(c.damagedThisTurn).toEqual(['s3']);
    c = play(c, 4, 4, 2);
    expect(c.ship.fitted.find((f) => f.id === 's3')?.damaged).toBe(true);
    c = play(c, STAY, DONE, HOLD_FIRE, 4, 3, 2, 1);
    expect(c.ship.fitted.map((f) => f.id)).toEqual(['s1', 's2', 's4']);
    expect(c.log.filter((l) => l.event.kind === 'system-damaged').at(-1)?.event).toEqual({
      kind: 'system-damaged',
      fittedId: 's3',
      destroyed: true,
    });
  });

  it('a 6 lets the player pick among several shield systems; the shield charge drops with the capacity', () => {
    const ship = testShip('laser', 'primary-shields', 'secondary-shields');
    let c = play(combatOf(testRow({ enemies: [enemy('Gun', 20, 0, 11)] }), ship), ...atEnemyFire, 4);
    expect([c.shield, c.sp]).toEqual([0, 8]);
    c = play(c, 6);
    expect(owedKey(c)).toBe('decide:shield-pick');
    expect(decisionRefusal(c, { type: 'shield.pick', fittedId: 's1' })).toMatch(/shield systems/);
    c = play(c, { type: 'shield.pick', fittedId: 's2' }, STAY);
    // Recharge: only the secondary shields work now (4 capacity, 2 recharge).
    expect(c.shield).toBe(2);
  });

  it('no system of the class rolled: nothing is damaged', () => {
    const ship = testShip('laser');
    expect(applySystemDamage(ship, TEST_CATALOGUE, [], { classFace: 6 })).toMatchObject({
      kind: 'done',
      fittedId: null,
    });
    expect(applySystemDamage(ship, TEST_CATALOGUE, [], { classFace: 3 })).toMatchObject({
      kind: 'done',
      fittedId: null,
    });
    expect(applySystemDamage(ship, TEST_CATALOGUE, [], { classFace: 5 })).toEqual({
      kind: 'need-count',
      systemClass: 'weapon',
    });
    expect(applySystemDamage(ship, TEST_CATALOGUE, [], { classFace: 5, countFace: 17 })).toMatchObject({
      kind: 'done',
      fittedId: 's1',
    });
  });
});
