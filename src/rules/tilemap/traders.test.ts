import { describe, expect, it } from 'vitest';
import { camouflage, intimidates, runAway, talkPast } from './avoid';
import {
  ammoDealerOffer,
  gamble,
  hireCrewPrice,
  junkBonus,
  modWeapon,
  sellCrewPrice,
  sellPrice,
  shopAmmoPrice,
  shopPrice,
  shopTerms,
} from './traders';

describe('shops (kraken.shop)', () => {
  it('pay Charisma - 2 for junk on a first visit', () => {
    expect(junkBonus(6)).toBe(4);
    expect(junkBonus(1)).toBe(0);
  });

  it('sell up to shop grade + difficulty, one grade more as rare at double price', () => {
    const terms = shopTerms(2, 3);
    expect(terms).toEqual({ shopGrade: 2, maxGrade: 5, rareGrade: 6, crewLevelMax: 2 });
    expect(shopPrice(terms, { grade: 3, price: 12 })).toEqual({ ok: true, price: 12, rare: false });
    expect(shopPrice(terms, { grade: 6, price: 50 })).toEqual({ ok: true, price: 100, rare: true });
    expect(shopTerms(3, 3)).toMatchObject({ maxGrade: 6, rareGrade: null });
    expect(shopPrice(shopTerms(1, 1), { grade: 4, price: 30 })).toMatchObject({ ok: false });
    expect(shopPrice(terms, { grade: 1, price: 3, unique: true })).toMatchObject({ ok: false });
  });

  it('sell ammo at the weapon grade per magazine, and buy at half value rounded up', () => {
    const terms = shopTerms(2, 3);
    expect(shopAmmoPrice(terms, 3)).toEqual({ ok: true, price: 3 });
    expect(shopAmmoPrice(terms, 6)).toMatchObject({ ok: false });
    expect(sellPrice(15)).toEqual({ ok: true, price: 8 });
    expect(sellPrice(12, { partUsed: true })).toMatchObject({ ok: false });
  });

  it('hire crew up to the shop grade for 10 per Level, sell them for 5 per Level', () => {
    const terms = shopTerms(2, 3);
    expect(hireCrewPrice(terms, 2, 3)).toEqual({ ok: true, price: 20 });
    expect(hireCrewPrice(terms, 3, 3)).toMatchObject({ ok: false });
    expect(hireCrewPrice(terms, 1, 4)).toMatchObject({ ok: false });
    expect(sellCrewPrice(3)).toBe(15);
  });
});

describe('ammo dealer (kraken.ammo-dealer)', () => {
  it('sells two magazines for the grade number, up to difficulty + 1', () => {
    expect(ammoDealerOffer(2, 3)).toEqual({ ok: true, magazines: 2, price: 3 });
    expect(ammoDealerOffer(2, 4)).toMatchObject({ ok: false });
  });
});

describe('gambler (kraken.gambler)', () => {
  it.each([
    [1, 3],
    [2, 3],
    [3, 4],
    [5, 4],
    [6, 5],
  ])('a grade 4 piece and a %i gives grade %i', (face, grade) => {
    expect(gamble({ grade: 4, full: true, face })).toMatchObject({ ok: true, counted: 4, grade });
  });

  it('counts a part-used piece one grade lower, caps at 6 and wants grade 2', () => {
    expect(gamble({ grade: 4, full: false, face: 4 })).toMatchObject({ counted: 3, grade: 3 });
    expect(gamble({ grade: 6, full: true, face: 6 })).toMatchObject({ grade: 6 });
    expect(gamble({ grade: 1, full: true, face: 4 })).toMatchObject({ ok: false });
    expect(gamble({ grade: 2, full: false, face: 4 })).toMatchObject({ ok: false });
    expect(gamble({ grade: 3, full: true, face: 4, fromThisGamblerThisTurn: true })).toMatchObject({
      ok: false,
    });
  });
});

describe('modder (kraken.modder)', () => {
  const weapon = { ammo: 5, damage: 3, modded: false, listed: true };
  it('adds 50% ammo (rounded up) or 1 damage for the grade price, both for three times', () => {
    expect(modWeapon({ weapon, mod: 'ammo', gradePrice: 30 })).toEqual({
      ok: true,
      price: 30,
      ammo: 8,
      damage: 3,
    });
    expect(modWeapon({ weapon, mod: 'damage', gradePrice: 30 })).toEqual({
      ok: true,
      price: 30,
      ammo: 5,
      damage: 4,
    });
    expect(modWeapon({ weapon, mod: 'both', gradePrice: 30 })).toEqual({
      ok: true,
      price: 90,
      ammo: 8,
      damage: 4,
    });
  });

  it('refuses modded, unlisted or bottomless weapons', () => {
    expect(modWeapon({ weapon: { ...weapon, modded: true }, mod: 'damage', gradePrice: 4 })).toMatchObject({
      ok: false,
    });
    expect(modWeapon({ weapon: { ...weapon, listed: false }, mod: 'damage', gradePrice: 4 })).toMatchObject({
      ok: false,
    });
    expect(modWeapon({ weapon: { ...weapon, ammo: null }, mod: 'ammo', gradePrice: 4 })).toMatchObject({
      ok: false,
    });
  });
});

describe('avoiding a ground combat (kraken.avoid-combat)', () => {
  it('run: d6 + lowest + highest Agility against level + 9', () => {
    expect(runAway({ face: 3, agilities: [2, 5, 4], enemyLevel: 1 })).toEqual({
      ok: true,
      success: true,
      total: 10,
      target: 10,
    });
    expect(runAway({ face: 2, agilities: [2, 5], enemyLevel: 1 })).toMatchObject({ success: false });
  });

  it('camouflage: every member d6 + Tech against level + 2', () => {
    expect(
      camouflage({
        rolls: [
          { tech: 3, face: 3 },
          { tech: 1, face: 5 },
        ],
        enemyLevel: 4,
      }),
    ).toMatchObject({ success: true });
    expect(
      camouflage({
        rolls: [
          { tech: 3, face: 3 },
          { tech: 1, face: 4 },
        ],
        enemyLevel: 4,
      }),
    ).toMatchObject({ success: false });
  });

  it('charisma: d6 + all Charisma + credits paid against level × 3 + 5', () => {
    expect(talkPast({ face: 2, charismaTotal: 12, credits: 3, enemyLevel: 4 })).toEqual({
      ok: true,
      success: true,
      total: 17,
      target: 17,
    });
  });

  it('intimidate: level below the second-lowest crew Level', () => {
    expect(intimidates(2, [1, 3, 5])).toBe(true);
    expect(intimidates(3, [1, 3, 5])).toBe(false);
    expect(intimidates(1, [4])).toBe(false);
  });
});
