import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GearKeyword } from '../../../content/schemas/salvage';
import { opposedPoolOdds } from '../../dice';
import {
  ATTACK_TN,
  BLUNT_PUSH_INCHES,
  MELEE_PUSH_INCHES,
  THROWN_SCATTER_INCHES,
  armourPiercingDice,
  attackSituation,
  bonusDice,
  resolveAttack,
  thrownOutcome,
  weaponRefusal,
} from './attack';

describe('attack constants (Salvage QR, Tests; Weapon keywords; Attack, Resolve)', () => {
  it('default TN 6, Thrown scatter 4", Blunt push 2", melee push 1"', () => {
    expect(ATTACK_TN).toBe(6);
    expect(THROWN_SCATTER_INCHES).toBe(4);
    expect(BLUNT_PUSH_INCHES).toBe(2);
    expect(MELEE_PUSH_INCHES).toBe(1);
  });
});

describe('attackSituation (Salvage QR, Attack dice and situations)', () => {
  const plain = {
    melee: false,
    targetProne: false,
    targetInCover: false,
    attackerFriendsInContact: 0,
    defenderFriendsInContact: 0,
    attackerConditions: [],
    defenderConditions: [],
  };

  it('changes nothing in the plain case', () => {
    expect(attackSituation(plain)).toEqual({
      attackTnModifier: 0,
      defenceTnModifier: 0,
      attackExtraDice: 0,
      defenceExtraDice: 0,
      notes: [],
    });
  });

  it('ranged vs Prone: attack TN +1; melee vs Prone: attack TN −1', () => {
    expect(attackSituation({ ...plain, targetProne: true })).toMatchObject({
      attackTnModifier: 1,
      notes: ['Ranged against a Prone target: attack TN +1'],
    });
    expect(attackSituation({ ...plain, melee: true, targetProne: true })).toMatchObject({
      attackTnModifier: -1,
      notes: ['Melee against a Prone target: attack TN −1'],
    });
  });

  it('reads Prone from the defender conditions too', () => {
    expect(attackSituation({ ...plain, defenderConditions: ['prone'] }).attackTnModifier).toBe(1);
  });

  it('Cover: attack TN +1 at range; not in melee (reading of salvage.line-of-sight)', () => {
    expect(attackSituation({ ...plain, targetInCover: true })).toMatchObject({
      attackTnModifier: 1,
      notes: ['Target in Cover: attack TN +1'],
    });
    expect(attackSituation({ ...plain, melee: true, targetInCover: true }).attackTnModifier).toBe(0);
  });

  it('stacks Prone and Cover at range: +2', () => {
    expect(attackSituation({ ...plain, targetProne: true, targetInCover: true }).attackTnModifier).toBe(2);
  });

  it('Stunned: +2 on that side’s TN', () => {
    expect(attackSituation({ ...plain, attackerConditions: ['stunned'] })).toMatchObject({
      attackTnModifier: 2,
      defenceTnModifier: 0,
      notes: ['Attacker Stunned: attack TN +2'],
    });
    expect(attackSituation({ ...plain, defenderConditions: ['stunned'] })).toMatchObject({
      attackTnModifier: 0,
      defenceTnModifier: 2,
      notes: ['Defender Stunned: defence TN +2'],
    });
  });

  it('+1 die per friendly in contact, each side its own', () => {
    expect(
      attackSituation({ ...plain, attackerFriendsInContact: 2, defenderFriendsInContact: 1 }),
    ).toMatchObject({
      attackExtraDice: 2,
      defenceExtraDice: 1,
      notes: ["Attacker's friends in contact: +2D8", "Defender's friends in contact: +1D8"],
    });
  });

  it('refuses a negative or fractional number of friends', () => {
    expect(() => attackSituation({ ...plain, attackerFriendsInContact: -1 })).toThrow();
    expect(() => attackSituation({ ...plain, defenderFriendsInContact: 0.5 })).toThrow();
  });

  it('property: one note per modifier, and the attack modifier is the sum of its parts', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.nat(3),
        fc.nat(3),
        (melee, prone, cover, aStun, dStun, aF, dF) => {
          const r = attackSituation({
            melee,
            targetProne: prone,
            targetInCover: cover,
            attackerFriendsInContact: aF,
            defenderFriendsInContact: dF,
            attackerConditions: aStun ? ['stunned'] : [],
            defenderConditions: dStun ? ['stunned'] : [],
          });
          const expected = (prone ? (melee ? -1 : 1) : 0) + (cover && !melee ? 1 : 0) + (aStun ? 2 : 0);
          expect(r.attackTnModifier).toBe(expected);
          expect(r.defenceTnModifier).toBe(dStun ? 2 : 0);
          const count = [prone, cover && !melee, aStun, dStun, aF > 0, dF > 0].filter(Boolean).length;
          expect(r.notes).toHaveLength(count);
        },
      ),
    );
  });
});

describe('bonusDice (Salvage QR, Attack: max one bonus die source)', () => {
  it.each([
    [[], 0],
    [[1], 1],
    [[1, 2], 2],
    [[2, 2, 1], 2],
    [[0, 0], 0],
  ])('sources %j give %i', (sources, dice) => {
    expect(bonusDice(sources)).toBe(dice);
  });

  it('property: the largest source, never a sum', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4), { maxLength: 5 }), (sources) => {
        expect(bonusDice(sources)).toBe(sources.length === 0 ? 0 : Math.max(...sources));
      }),
    );
  });
});

describe('armourPiercingDice (Salvage QR, Armor Piercing: reduce Armour, minimum 1D8)', () => {
  it.each([
    [3, 1, 2],
    [3, 2, 1],
    [3, 3, 1],
    [3, 8, 1],
    [5, 2, 3],
    [1, 1, 1],
    [2, 0, 2],
    [0, 4, 0],
  ])('Armour %iD8 less %i: %iD8', (armour, face, dice) => {
    expect(armourPiercingDice(armour, face)).toBe(dice);
  });

  it('property: never adds dice, never leaves a defender with Armour fewer than 1 die', () => {
    fc.assert(
      fc.property(fc.nat(12), fc.integer({ min: 1, max: 8 }), (armour, face) => {
        const dice = armourPiercingDice(armour, face);
        expect(dice).toBeLessThanOrEqual(armour);
        expect(dice).toBeGreaterThanOrEqual(Math.min(armour, 1));
      }),
    );
  });
});

describe('resolveAttack (Salvage QR, Attack, Resolve; critical dice; weapon keywords)', () => {
  const roll = (over: Partial<Parameters<typeof resolveAttack>[0]> = {}) =>
    resolveAttack({
      attackFaces: [6, 7],
      defenceFaces: [2, 3],
      attackTn: 6,
      defenceTn: 6,
      melee: true,
      damage: 2,
      keywords: [],
      withinHalfRange: false,
      ...over,
    });

  it('more attacker successes: a hit for the weapon damage', () => {
    expect(roll()).toMatchObject({ outcome: 'hit', attackSuccesses: 2, defenceSuccesses: 0, damage: 2 });
  });

  it('a tie goes to the attacker', () => {
    expect(roll({ attackFaces: [6], defenceFaces: [7] })).toMatchObject({ outcome: 'hit', damage: 2 });
  });

  it('more defender successes: a miss for no damage', () => {
    expect(roll({ attackFaces: [6], defenceFaces: [6, 7] })).toMatchObject({ outcome: 'miss', damage: 0 });
  });

  it('neither scores: pushed apart in melee; at range a tie, which the attacker wins', () => {
    const none = { attackFaces: [2, 5], defenceFaces: [3] };
    expect(roll(none)).toMatchObject({
      outcome: 'pushApart',
      damage: 0,
      notes: ['Neither side scored: both pushed 1" apart'],
    });
    expect(roll({ ...none, melee: false }).outcome).toBe('hit');
  });

  it('+1 damage per Critical High', () => {
    expect(roll({ attackFaces: [8, 8, 2], defenceFaces: [6] })).toMatchObject({
      outcome: 'hit',
      critHighs: 2,
      damage: 4,
    });
  });

  it('a Critical Low cancels a plain success but not an 8', () => {
    expect(roll({ attackFaces: [6, 1], defenceFaces: [7] })).toMatchObject({ outcome: 'miss', critLows: 1 });
    expect(roll({ attackFaces: [8, 1], defenceFaces: [7] })).toMatchObject({ outcome: 'hit', damage: 3 });
  });

  it('judges each roll at its own TN (held in 2..8)', () => {
    expect(roll({ attackFaces: [7, 7], attackTn: 8, defenceFaces: [3], defenceTn: 3 }).outcome).toBe('miss');
    expect(roll({ attackFaces: [2], attackTn: 0, defenceFaces: [] }).outcome).toBe('hit');
  });

  it('Powershot: +1 damage within half range, ranged only', () => {
    const ps = { keywords: ['Powershot'] as GearKeyword[], melee: false };
    expect(roll({ ...ps, withinHalfRange: true }).damage).toBe(3);
    expect(roll({ ...ps, withinHalfRange: false }).damage).toBe(2);
    expect(roll({ ...ps, melee: true, withinHalfRange: true }).damage).toBe(2);
    expect(roll({ ...ps, withinHalfRange: true, attackFaces: [2], defenceFaces: [6] }).damage).toBe(0);
  });

  it('Blade: a Critical High on a hit inflicts Bleeding', () => {
    const blade = { keywords: ['Blade'] as GearKeyword[] };
    expect(roll({ ...blade, attackFaces: [8] }).bleeding).toBe(true);
    expect(roll({ ...blade }).bleeding).toBe(false);
    expect(roll({ ...blade, attackFaces: [8], defenceFaces: [6, 6] }).bleeding).toBe(false);
    expect(roll({ attackFaces: [8] }).bleeding).toBe(false);
  });

  it('Two-Handed: any Critical High splashes the enemies engaged with the attacker, hit or not', () => {
    const two = { keywords: ['Two-Handed'] as GearKeyword[] };
    expect(roll({ ...two, attackFaces: [8] }).twoHandedSplash).toBe(true);
    expect(roll({ ...two, attackFaces: [8], defenceFaces: [6, 6] })).toMatchObject({
      outcome: 'miss',
      twoHandedSplash: true,
    });
    expect(roll({ ...two }).twoHandedSplash).toBe(false);
    expect(roll({ attackFaces: [8] }).twoHandedSplash).toBe(false);
  });

  it('Blunt: a hit pushes the target 2" back', () => {
    expect(roll({ keywords: ['Blunt'] }).bluntPush).toBe(2);
    expect(roll({ keywords: ['Blunt'], attackFaces: [2], defenceFaces: [6] }).bluntPush).toBe(0);
    expect(roll().bluntPush).toBe(0);
  });

  it('a ranged hit with a 1 in the roll flags the stray shot into a melee', () => {
    expect(roll({ melee: false, attackFaces: [8, 1], defenceFaces: [] })).toMatchObject({
      outcome: 'hit',
      critLowFiringIntoMelee: true,
    });
    expect(roll({ melee: true, attackFaces: [8, 1], defenceFaces: [] }).critLowFiringIntoMelee).toBe(false);
    expect(roll({ melee: false, attackFaces: [1], defenceFaces: [6] }).critLowFiringIntoMelee).toBe(false);
    expect(roll({ melee: false }).critLowFiringIntoMelee).toBe(false);
  });

  it('notes every effect that applied', () => {
    const r = roll({
      melee: false,
      keywords: ['Powershot', 'Blade', 'Two-Handed', 'Blunt'],
      withinHalfRange: true,
      attackFaces: [8, 1, 6],
      defenceFaces: [],
    });
    expect(r.notes).toEqual([
      'Hit: 1 against 0',
      'Critical high: +1 damage',
      'Powershot within half range: +1 damage',
      'Blade: the critical high inflicts Bleeding',
      'Two-Handed: every enemy Engaged with the attacker takes 1 damage',
      'Blunt: target pushed 2" straight back',
      'Critical low: if firing into a melee, a random Engaged unit takes the damage',
    ]);
    expect(r.damage).toBe(4);
  });

  it('refuses faces off a D8 and negative damage', () => {
    expect(() => roll({ attackFaces: [9] })).toThrow();
    expect(() => roll({ damage: -1 })).toThrow();
  });

  const faces = (max: number) => fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: max });

  it('property: damage is 0 unless a hit, and at least weapon damage + Critical Highs on one', () => {
    fc.assert(
      fc.property(
        faces(6),
        faces(6),
        fc.integer({ min: 2, max: 8 }),
        fc.boolean(),
        fc.nat(5),
        (a, d, tn, melee, dmg) => {
          const r = roll({
            attackFaces: a,
            defenceFaces: d,
            attackTn: tn,
            melee,
            damage: dmg,
            keywords: ['Powershot'],
            withinHalfRange: true,
          });
          if (r.outcome !== 'hit') expect(r.damage).toBe(0);
          else expect(r.damage).toBe(dmg + r.critHighs + (melee ? 0 : 1));
          if (r.outcome === 'pushApart')
            expect(melee && r.attackSuccesses === 0 && r.defenceSuccesses === 0).toBe(true);
        },
      ),
    );
  });

  it('differential: over every throw of 2 attack dice and 1 defence die, outcomes match opposedPoolOdds', () => {
    for (const melee of [true, false]) {
      for (const tn of [4, 6, 7]) {
        const counts = { hit: 0, miss: 0, pushApart: 0 };
        for (let a = 1; a <= 8; a++)
          for (let b = 1; b <= 8; b++)
            for (let d = 1; d <= 8; d++) {
              counts[
                roll({ attackFaces: [a, b], defenceFaces: [d], attackTn: tn, defenceTn: 6, melee }).outcome
              ]++;
            }
        const odds = opposedPoolOdds(2, tn, 1, 6, melee);
        expect(counts.hit / 512).toBeCloseTo(odds.hit, 12);
        expect(counts.miss / 512).toBeCloseTo(odds.miss, 12);
        expect(counts.pushApart / 512).toBeCloseTo(odds.push, 12);
      }
    }
  });
});

describe('weaponRefusal (Salvage QR, Attack, Declare; Weapon keywords; Engagement; injuries)', () => {
  const gun = {
    keywords: [] as GearKeyword[],
    ranged: true,
    engaged: false,
    heavyUsedThisRound: false,
    distance: 10,
    range: 12,
    reach: null,
    blindedInjury: false,
    shatteredArm: false,
    crackedVisor: false,
  };
  const blade = { ...gun, ranged: false, range: null, distance: 0, engaged: true };

  it('allows a shot in range and a blow in base contact', () => {
    expect(weaponRefusal(gun)).toBeNull();
    expect(weaponRefusal({ ...gun, distance: 12 })).toBeNull();
    expect(weaponRefusal(blade)).toBeNull();
  });

  it('out of range, one step past the boundary', () => {
    expect(weaponRefusal({ ...gun, distance: 12.1 })).toBe(
      'Out of range: the target is 12.1" away, the range is 12".',
    );
  });

  it('Cracked Visor: ranged distances −2"', () => {
    expect(weaponRefusal({ ...gun, crackedVisor: true, distance: 10 })).toBeNull();
    expect(weaponRefusal({ ...gun, crackedVisor: true, distance: 10.5 })).toBe(
      'Out of range: the target is 10.5" away, the range is 10", Cracked Visor −2" included.',
    );
  });

  it('Engaged: Rifles never, other ranged weapons only as Pistols', () => {
    expect(weaponRefusal({ ...gun, engaged: true, keywords: ['Rifle'] })).toBe(
      'Rifle: cannot be used while Engaged.',
    );
    expect(weaponRefusal({ ...gun, engaged: true })).toBe(
      'Engaged: only a Pistol can be fired while Engaged.',
    );
    expect(weaponRefusal({ ...gun, engaged: true, keywords: ['Pistol'], distance: 0 })).toBeNull();
    expect(weaponRefusal({ ...gun, keywords: ['Rifle'] })).toBeNull();
  });

  it('Heavy: once per round', () => {
    expect(weaponRefusal({ ...gun, keywords: ['Heavy'] })).toBeNull();
    expect(weaponRefusal({ ...gun, keywords: ['Heavy'], heavyUsedThisRound: true })).toBe(
      'Heavy: may only be used once per round.',
    );
    expect(weaponRefusal({ ...gun, heavyUsedThisRound: true })).toBeNull();
  });

  it('Blinded (injury): no ranged weapons; melee still allowed', () => {
    expect(weaponRefusal({ ...gun, blindedInjury: true })).toBe(
      'Blinded (injury): cannot use ranged weapons.',
    );
    expect(weaponRefusal({ ...blade, blindedInjury: true })).toBeNull();
  });

  it('Shattered Arm: no Two-Handed weapons', () => {
    expect(weaponRefusal({ ...blade, keywords: ['Two-Handed'], shatteredArm: true })).toBe(
      'Shattered Arm (injury): cannot use Two-Handed weapons.',
    );
    expect(weaponRefusal({ ...blade, shatteredArm: true })).toBeNull();
    expect(weaponRefusal({ ...blade, keywords: ['Two-Handed'] })).toBeNull();
  });

  it('melee needs base contact with the target, unless Long Reach reaches it', () => {
    expect(weaponRefusal({ ...blade, distance: 1 })).toBe('Melee needs base contact with the target.');
    expect(weaponRefusal({ ...blade, engaged: false, distance: 1 })).toBe(
      'Melee needs base contact with the target.',
    );
    const pike = { ...blade, engaged: false, keywords: ['Long Reach'] as GearKeyword[], reach: 2 };
    expect(weaponRefusal({ ...pike, distance: 2 })).toBeNull();
    expect(weaponRefusal({ ...pike, distance: 2.5 })).toBe(
      'Long Reach: the target is 2.5" away, beyond the reach of 2".',
    );
    expect(weaponRefusal({ ...pike, distance: 0 })).toBeNull();
  });

  it('a ranged use of a weapon with no range is refused', () => {
    expect(weaponRefusal({ ...gun, range: null })).toBe('Not a ranged weapon: it has no range.');
  });
});

describe('thrownOutcome (Salvage QR, Thrown)', () => {
  it('a success lands, a failure scatters', () => {
    expect(thrownOutcome(true)).toBe('lands');
    expect(thrownOutcome(false)).toBe('scatters');
  });
});
