import { describe, expect, it } from 'vitest';
import { groundCombatMode } from '../../src/modes/quickFight/mode';
import { makeWeapon } from '../../src/rules/kraken/testkit/fixtures';
import { ADA, BRANN, DAX, Driver, PRY_BAR, fightInput, member } from './groundCombat.testkit';

/**
 * Readings of Space Kraken §14 the ground combat keeps where the book is silent or says two things (issue 13
 * item 23), pinned through the machine; each is written in its Rules-reference entry's `reading`.
 */

const attack = (extra: { flank?: boolean; berserk?: number; weapon?: 'L' | 'R' } = {}) =>
  ({
    type: 'attack',
    weapon: extra.weapon ?? 'L',
    targets: ['e1'],
    boost: { damage: 1, accuracy: 0 },
    berserk: extra.berserk ?? 0,
    flank: extra.flank ?? false,
  }) as const;

describe('ground combat readings (kraken.minions, kraken.flank, kraken.weapon-profile, kraken.berserk)', () => {
  it('a level 1 boss fights alone: its minion would be level 0 (kraken.minions)', () => {
    const d = new Driver(fightInput({ encounter: { boss: true, difficulty: 0, elementValue: 1 } }));
    // Map 1: no second-primary die; level 1: no minion die. Only the reaction is asked.
    expect(d.snap.context.diceRequest?.rule).toBe('kraken.spawn-reaction');
    d.roll(2);
    expect(d.fight.enemies.map((e) => [e.role, e.level])).toEqual([['primary', 1]]);
    expect(d.state).toBe('{"initiative":"cover"}');
  });

  it('with no oxygen left in bad air a Flank is not offered (kraken.flank)', () => {
    const d = new Driver(
      fightInput({ crew: [ADA, BRANN, DAX], encounter: { atmosphere: 'non-breathable' }, oxygen: 1 }),
    );
    d.roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
    expect(d.fight.oxygen).toBe(0);
    d.send({ type: 'crew.activate', crewId: 'ada' });
    expect(d.snap.can(attack({ flank: true }))).toBe(false);
    expect(groundCombatMode.explainRefusal(d.snap, attack({ flank: true }))).toMatch(/no oxygen/);
    expect(d.snap.can(attack())).toBe(true);
  });

  it('a weapon above the wielder’s Strength is carried but cannot attack (kraken.weapon-profile)', () => {
    const maul = makeWeapon({
      id: 'maul',
      name: 'Maul',
      kind: 'melee',
      hit: 4,
      damage: 4,
      ammo: null,
      strength: 5,
    });
    const weak = member('wren', 'Wren', { strength: 4 }, [maul, PRY_BAR]);
    const d = new Driver(fightInput({ crew: [weak, BRANN] }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'wren' });
    expect(d.fight.crew[0]?.inventory.L).toMatchObject({ kind: 'weapon', weapon: { id: 'maul' } });
    expect(groundCombatMode.explainRefusal(d.snap, attack())).toMatch(/needs Strength 5/);
    expect(d.snap.can(attack({ weapon: 'R' }))).toBe(true);
  });

  it('Berserk never spends the last HP (kraken.berserk)', () => {
    const hurt = { ...BRANN, hp: 3 };
    const d = new Driver(fightInput({ crew: [ADA, hurt] }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'brann' });
    expect(d.snap.can(attack({ berserk: 3 }))).toBe(false);
    expect(d.snap.can(attack({ berserk: 2 }))).toBe(true);
  });
});
