import { describe, expect, it } from 'vitest';
import type { SpaceDecision } from './combatFlow';
import type { Shot } from './combatTypes';
import {
  DONE,
  HOLD_FIRE,
  MINE,
  STAY,
  combatOf,
  enemy,
  oddsOwed,
  owedKey,
  play,
  testRow,
  testShip,
} from './combat.testkit';
import { crewMarks, decisionRefusal } from './combatFlow';
import { weaponDamage } from './combatFire';

/** §10 phase 3: define targets and fire (kraken.space-fire, kraken.ship-weapon-effects). */

const shot = (weaponId: string, targetUid = 'e1', overclock = false): Shot => ({
  weaponId,
  targetUid,
  overclock,
});
const fireAt = (...shots: Shot[]): SpaceDecision => ({ type: 'fire', shots });
const BIG = enemy('Hulk', 30, 0, 0);
const SHIELDED = enemy('Frigate', 10, 0, 0, 5, 0);

describe('§10 phase 3: the hit roll', () => {
  it('hits on 4+, or 3+ with a working Combat Bridge', () => {
    const c = play(combatOf(testRow({ enemies: [BIG] }), testShip('laser')), DONE, fireAt(shot('s1')));
    expect(oddsOwed(c)).toBeCloseTo(3 / 6, 12);
    const bridge = play(
      combatOf(testRow({ enemies: [BIG] }), testShip('laser', 'combat-bridge')),
      DONE,
      fireAt(shot('s1')),
    );
    expect(oddsOwed(bridge)).toBeCloseTo(4 / 6, 12);
    const broken = play(
      combatOf(testRow({ enemies: [BIG] }), testShip('laser', 'combat-bridge!')),
      DONE,
      fireAt(shot('s1')),
    );
    expect(oddsOwed(broken)).toBeCloseTo(3 / 6, 12);
  });

  it('one unused crew member may re-roll a weapon’s die, once', () => {
    let c = play(
      combatOf(testRow({ enemies: [BIG] }), testShip('laser', 'heavy-laser')),
      DONE,
      fireAt(shot('s1'), shot('s2')),
      2,
    );
    expect(owedKey(c)).toBe('decide:reroll');
    c = play(c, { type: 'reroll', crewId: 'ann' }, 3);
    // Missed again: no second re-roll of the same weapon; the next weapon rolls.
    expect(owedKey(c)).toBe('space.hit');
    c = play(c, 1, { type: 'reroll', crewId: 'bo' }, 5);
    expect(c.enemies[0]?.sp).toBe(25);
    expect(
      crewMarks(c)
        .filter((m) => m.task === 'reroll')
        .map((m) => m.crewId),
    ).toEqual(['ann', 'bo']);
  });

  it('offers the re-roll after an HE hit below 6 on an unshielded target (a 6 doubles it), not after other hits', () => {
    const he = play(combatOf(testRow({ enemies: [BIG] }), testShip('missile')), DONE, fireAt(shot('s1')), 4);
    expect(owedKey(he)).toBe('decide:reroll');
    expect(play(he, { type: 'reroll', crewId: 'ann' }, 6).enemies[0]?.sp).toBe(18);
    const plain = play(combatOf(testRow({ enemies: [BIG] }), testShip('laser')), DONE, fireAt(shot('s1')), 4);
    expect(owedKey(plain)).toBe('space.enemy-hit');
  });
});

describe('§10 phase 3: designating weapons', () => {
  const c = combatOf(
    testRow({ enemies: [BIG, BIG] }),
    testShip('laser', 'laser', 'laser', 'laser', 'heavy-laser', 'autocannon!', 'gauss'),
  );
  const atObjectives = play(c, DONE);

  it('at most 4 weapons, each once, working, at a ship still in the fight', () => {
    expect(decisionRefusal(atObjectives, fireAt(shot('s1'), shot('s2'), shot('s3'), shot('s4')))).toBeNull();
    expect(
      decisionRefusal(atObjectives, fireAt(shot('s1'), shot('s2'), shot('s3'), shot('s4'), shot('s5'))),
    ).toMatch(/At most 4/);
    expect(decisionRefusal(atObjectives, fireAt(shot('s1'), shot('s1')))).toMatch(/once a turn/);
    expect(decisionRefusal(atObjectives, fireAt(shot('s6')))).toMatch(/damaged weapon/);
    expect(decisionRefusal(atObjectives, fireAt(shot('s1', 'e9')))).toMatch(/still in the fight/);
    expect(decisionRefusal(atObjectives, HOLD_FIRE)).toBeNull();
  });

  it('several targets only with a working Target System', () => {
    expect(decisionRefusal(atObjectives, fireAt(shot('s1', 'e1'), shot('s2', 'e2')))).toMatch(
      /Target System/,
    );
    const aiming = play(
      combatOf(testRow({ enemies: [BIG, BIG] }), testShip('laser', 'laser', 'target-system')),
      DONE,
    );
    expect(decisionRefusal(aiming, fireAt(shot('s1', 'e1'), shot('s2', 'e2')))).toBeNull();
  });

  it('OC only on an OC weapon, with 3 ammo; it doubles the damage', () => {
    expect(decisionRefusal(atObjectives, fireAt(shot('s7', 'e1', true)))).toMatch(/OC weapon/);
    let oc = combatOf(testRow({ enemies: [BIG] }), testShip('autocannon'));
    oc = play(oc, DONE, fireAt(shot('s1', 'e1', true)), 4);
    expect(oc.ammo.s1).toBe(1);
    expect(oc.enemies[0]?.sp).toBe(14);
    oc = play(oc, 1, STAY, DONE);
    expect(decisionRefusal(oc, fireAt(shot('s1', 'e1', true)))).toMatch(/needs 3 ammo/);
    expect(decisionRefusal(oc, fireAt(shot('s1')))).toBeNull();
  });

  it('spends one ammo a shot; unlimited weapons never run out; an empty weapon is refused', () => {
    let t = combatOf(testRow({ enemies: [BIG] }), testShip('torpedo', 'laser', 'target-system'));
    t = play(
      t,
      DONE,
      fireAt(shot('s1'), shot('s2')),
      1,
      { type: 'reroll.skip' },
      1,
      { type: 'reroll.skip' },
      1,
      STAY,
      DONE,
    );
    expect(t.ammo).toEqual({ s1: 0, s2: null });
    expect(decisionRefusal(t, fireAt(shot('s1')))).toMatch(/out of ammo/);
  });

  it('magazines add ammo shared by every weapon of their type', () => {
    let t = combatOf(testRow({ enemies: [BIG] }), testShip('torpedo', 'torpedo'), undefined, { torpedo: 1 });
    t = play(
      t,
      DONE,
      fireAt(shot('s1'), shot('s2')),
      1,
      { type: 'reroll.skip' },
      1,
      { type: 'reroll.skip' },
      1,
      STAY,
      DONE,
    );
    expect(decisionRefusal(t, fireAt(shot('s1'), shot('s2')))).toMatch(/magazines/);
    t = play(t, fireAt(shot('s2')), 1, { type: 'reroll.skip' });
    expect(t.magazines).toEqual({ torpedo: 0 });
    // Out of torpedoes and magazine ammo: phase 3 has nothing to fire.
    t = play(t, 1, STAY, DONE);
    expect(owedKey(t)).toBe('space.enemy-hit');
  });
});

describe('§10 phase 3: dealing damage', () => {
  it('shields absorb first, then SP; two weapons may share a target', () => {
    const c = play(
      combatOf(testRow({ enemies: [SHIELDED] }), testShip('laser', 'heavy-laser')),
      DONE,
      fireAt(shot('s1'), shot('s2')),
      5,
      5,
    );
    expect(c.enemies[0]).toMatchObject({ shield: 0, sp: 7 });
  });

  it('EMP only drains shields; HE does nothing against active shields, full damage without, double on a 6', () => {
    const emp = { kind: 'weapon', damage: 4, mode: 'emp', overclock: false, ammo: null } as const;
    expect(weaponDamage(emp, false, 4, 5)).toEqual({ shieldLoss: 4, spLoss: 0 });
    expect(weaponDamage(emp, false, 4, 2)).toEqual({ shieldLoss: 2, spLoss: 0 });
    const he = { kind: 'weapon', damage: 6, mode: 'he', overclock: true, ammo: 3 } as const;
    expect(weaponDamage(he, false, 5, 1)).toEqual({ shieldLoss: 0, spLoss: 0 });
    expect(weaponDamage(he, false, 5, 0)).toEqual({ shieldLoss: 0, spLoss: 6 });
    expect(weaponDamage(he, false, 6, 0)).toEqual({ shieldLoss: 0, spLoss: 12 });
    expect(weaponDamage(he, true, 6, 0)).toEqual({ shieldLoss: 0, spLoss: 24 });
    // An ion blast that empties the shield lets the missile after it through.
    const c = play(
      combatOf(testRow({ enemies: [enemy('Frigate', 10, 0, 0, 4, 0)] }), testShip('ion-cannon', 'missile')),
      DONE,
      fireAt(shot('s1'), shot('s2')),
      5,
      5,
      { type: 'reroll.skip' },
    );
    expect(c.enemies[0]).toMatchObject({ shield: 0, sp: 4 });
  });

  it('an enemy at 0 SP is destroyed and does not fire; a later shot at it is lost', () => {
    const c = play(
      combatOf(testRow({ enemies: [MINE, MINE] }), testShip('heavy-laser', 'laser')),
      DONE,
      fireAt(shot('s1'), shot('s2')),
      4,
    );
    expect(c.enemies[0]).toMatchObject({ sp: 0, destroyed: true });
    expect(owedKey(c)).toBe('space.enemy-hit');
    const after = play(c, 1);
    expect(after.log.filter((l) => l.event.kind === 'enemy-shot').map((l) => l.event)).toEqual([
      { kind: 'enemy-shot', uid: 'e2', face: 1, hit: false, damage: 0 },
    ]);
  });
});
