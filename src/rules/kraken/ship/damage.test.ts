import { describe, expect, it } from 'vitest';
import {
  countThrough,
  damageCandidates,
  damageClassOf,
  damageSystem,
  endShipTurn,
  resolveSystemDamage,
  shieldChoiceRefusal,
  systemDamageNeed,
  systemDamageStep,
} from './damage';
import { blank, catalogue, KETTLE, printed, shipOf } from './testkit';

const cat = catalogue();

/**
 * Boxes in sheet order: teleporter (0), armor (6), hull-expansion (7), primary-shields (9),
 * secondary-shields (10), laser (11), missile (14), then a laser and a missile magazine in the blank boxes.
 */
const loaded = () =>
  shipOf(KETTLE, [
    { systemId: 'laser', box: printed(11) }, // s1
    { systemId: 'teleporter', box: printed(0) }, // s2
    { systemId: 'primary-shields', box: printed(9) }, // s3
    { systemId: 'armor', box: printed(6) }, // s4
    { systemId: 'missile', box: printed(14) }, // s5
    { systemId: 'hull-expansion', box: printed(7) }, // s6
    { systemId: 'secondary-shields', box: printed(10) }, // s7
    { systemId: 'laser', box: blank(0) }, // s8
    { systemId: 'missile', box: blank(1), magazine: true }, // s9
  ]);

describe('the system-damage table (§10 phase 4)', () => {
  it('reads the d6: 1–2 none, 3–4 standard, 5 weapon, 6 shield', () => {
    expect([1, 2, 3, 4, 5, 6].map(damageClassOf)).toEqual([
      'none',
      'none',
      'standard',
      'standard',
      'weapon',
      'shield',
    ]);
    expect(() => damageClassOf(7)).toThrow();
    expect(systemDamageNeed()).toMatchObject({
      rule: 'kraken.ship-damage',
      check: { kind: 'table-roll', notation: 'd6' },
    });
  });

  it('counts the standard class through standard systems, armour and hull expansions, in sheet order', () => {
    expect(damageCandidates(cat, loaded(), 'standard').map((f) => f.systemId)).toEqual([
      'teleporter',
      'armor',
      'hull-expansion',
    ]);
  });

  it('counts weapons in sheet order, printed boxes then blank ones, never a magazine', () => {
    expect(damageCandidates(cat, loaded(), 'weapon').map((f) => f.id)).toEqual(['s1', 's5', 's8']);
  });

  it('counts round the list again past its end (the d20 on three systems)', () => {
    const list = ['a', 'b', 'c'];
    expect([1, 2, 3, 4, 5, 6, 20].map((face) => countThrough(list, face))).toEqual([
      'a',
      'b',
      'c',
      'a',
      'b',
      'c',
      'b',
    ]);
    expect(countThrough<string>([], 5)).toBeUndefined();
  });

  it('a 5 with a d20 of 2 damages the second weapon; a 3 with 4 comes round to the teleporter', () => {
    const weapon = resolveSystemDamage(cat, loaded(), { d6: 5, d20: 2 });
    expect(weapon).toMatchObject({
      kind: 'hit',
      cls: 'weapon',
      fittedId: 's5',
      systemId: 'missile',
      outcome: 'damaged',
    });
    const standard = resolveSystemDamage(cat, loaded(), { d6: 3, d20: 4 });
    expect(standard).toMatchObject({ kind: 'hit', fittedId: 's2', systemId: 'teleporter' });
  });

  it('counts damaged systems too', () => {
    const ship = damageSystem(loaded(), 's1').ship;
    expect(damageCandidates(cat, ship, 'weapon').map((f) => f.id)).toEqual(['s1', 's5', 's8']);
  });

  it('on a 6 the player chooses which shield', () => {
    const step = systemDamageStep(cat, loaded(), 6);
    expect(step.kind).toBe('choose-shield');
    expect(shieldChoiceRefusal(cat, loaded(), 's1')).toMatch(/shield systems/);
    expect(resolveSystemDamage(cat, loaded(), { d6: 6, shieldId: 's7' })).toMatchObject({
      kind: 'hit',
      fittedId: 's7',
    });
  });

  it('nothing is damaged on a 1–2, nor when the ship has no system of the class rolled', () => {
    expect(resolveSystemDamage(cat, loaded(), { d6: 2 }).kind).toBe('none');
    const bare = shipOf(KETTLE, [{ systemId: 'teleporter', box: printed(0) }]);
    expect(systemDamageStep(cat, bare, 5)).toEqual({ kind: 'none', cls: 'weapon' });
    expect(systemDamageStep(cat, bare, 6)).toEqual({ kind: 'none', cls: 'shield' });
    const step = systemDamageStep(cat, bare, 4);
    expect(step.kind === 'count' ? step.need : null).toMatchObject({
      check: { kind: 'table-roll', notation: 'd20' },
    });
  });

  it('damaged twice destroys the system, unless it was first damaged this turn', () => {
    const once = damageSystem(loaded(), 's3');
    expect(once.outcome).toBe('damaged');
    const sameTurn = damageSystem(once.ship, 's3');
    expect(sameTurn.outcome).toBe('still-damaged');
    expect(sameTurn.ship.fitted.some((f) => f.id === 's3')).toBe(true);
    const nextTurn = damageSystem(endShipTurn(once.ship), 's3');
    expect(nextTurn.outcome).toBe('destroyed');
    expect(nextTurn.ship.fitted.some((f) => f.id === 's3')).toBe(false);
  });
});
