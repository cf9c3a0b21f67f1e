import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import spoils from '../../assets/packs/sample/kraken/spoils.json';
import type { EnemyProfile, EnemyTrait } from '../../src/content/schemas/enemy';
import { prototypeTableSchema } from '../../src/content/schemas/prototype';
import { traitSchema } from '../../src/content/schemas/crew';
import type { CrewMember, CrewTrait } from '../../src/rules/kraken/crew/crew';
import { makeItem, makeWeapon } from '../../src/rules/kraken/testkit/fixtures';
import { applyPrototype } from '../../src/rules/kraken/crew/prototypes';
import { prototypeEffectPending } from '../../src/rules/kraken/groundCombat/combatSpoils';
import { groundCombatMode } from '../../src/modes/quickFight/mode';
import {
  BEAST,
  BEAST_PUP,
  BRUTE,
  Driver,
  GREY,
  HELLSPAWN,
  MEDKIT,
  PRY_BAR,
  PSI_TRAIT,
  RIFLE,
  fightInput,
  member,
} from './groundCombat.testkit';
import { groundCombatInputSchema } from './groundCombat.schema';
import { narrateCombatEntry } from '../../src/rules/kraken/groundCombat/combatNarration';

/**
 * The content-driven rules of the ground combat, driven through the machine (Space Kraken §14): trait and
 * item modifiers with the odds shown before each roll, Chain Attack and Independent Targeting, the enemy
 * trait rules of the sample pack, prototype drops, and the choices offered for Telekinesis and split
 * attacks. Default set-up as in groundCombat.machine.test.ts: a level 2 Gnawer (6 HP, Agility 3, Claw 4+ 2).
 */

const trait = (id: string, over: Partial<CrewTrait>): CrewTrait => ({ id, name: id, value: 1, ...over });
const enemyTrait = (rule: EnemyTrait['rule'], value?: number): EnemyTrait => ({
  name: rule ?? 'trait',
  effect: 'test',
  rule,
  value,
});

function hpOf(d: Driver, id: string): number {
  return d.fight.crew.find((m) => m.id === id)?.hp ?? d.fight.enemies.find((e) => e.uid === id)?.hp ?? NaN;
}

/** The default profiles with the Gnawer changed. */
function gnawer(over: Partial<EnemyProfile>): readonly EnemyProfile[] {
  return [{ ...BEAST, ...over }, BEAST_PUP, GREY, HELLSPAWN, BRUTE];
}

function choiceOdds(d: Driver, id: string): number | null | undefined {
  return groundCombatMode.choices(d.snap).find((c) => c.id === id)?.odds;
}

describe('trait and item modifiers (modifier.ts)', () => {
  const keen = trait('keen-eyed', { modifiers: [{ to: 'initiative', amount: 1 }] });
  const near = trait('nearsighted', { modifiers: [{ to: 'ranged-hit', amount: -1 }] });
  const hot = trait('hothead', { modifiers: [{ to: 'melee-damage', amount: 1 }] });
  const medic = trait('field-medic', { modifiers: [{ to: 'healing', amount: 1 }] });

  it('initiative, hit and damage modifiers change the rolls, and the odds shown before them', () => {
    const ada = member('ada', 'Ada', {}, [RIFLE], [keen, near]);
    const brann = member('brann', 'Brann', { strength: 5 }, [PRY_BAR], [hot]);
    const d = new Driver(fightInput({ crew: [ada, brann] })).roll(2, 1);
    // Crew: lowest Agility 3 + 1 + d6 against 3 + d6.
    expect(choiceOdds(d, 'initiative')).toBeCloseTo(26 / 36, 12);
    d.send({ type: 'initiative.roll' });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(26 / 36, 12);
    d.roll(2);
    const line = d.fight.log.at(-1);
    expect(line?.event).toEqual({
      kind: 'crew-initiative',
      face: 2,
      lowestAgility: 3,
      bonus: 1,
      psiSurprise: false,
    });
    expect(line && narrateCombatEntry(line)).toMatch(
      /rolled 2 \+ lowest Agility 3 \+ 1 from traits and items = 6/,
    );
    // The enemies' die: 3 + d6 must stay at or below 6.
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(3 / 6, 12);
    d.roll(3);
    expect(d.fight.initiative.first).toBe('crew');

    d.send({ type: 'crew.activate', crewId: 'ada' });
    // Rifle 4+, −1 to hit: 5+.
    expect(choiceOdds(d, 'attack-L-e1-1-0')).toBeCloseTo(2 / 6, 12);
    d.attack('L', 'e1');
    expect(d.snap.context.diceRequest).toMatchObject({ target: 5 });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(2 / 6, 12);
    d.roll(4); // misses
    expect(hpOf(d, 'e1')).toBe(6);
    // Brann: Pry Bar 2 + 1 boost + 1 Hothead.
    d.send({ type: 'crew.activate', crewId: 'brann' }).attack('L', 'e1').roll(4);
    expect(hpOf(d, 'e1')).toBe(2);
  });

  it('a healing modifier adds to what a medkit restores; armour modifiers to worn armour', () => {
    const ada = member('ada', 'Ada', {}, [RIFLE, MEDKIT], [medic]);
    const brittle = trait('brittle', { modifiers: [{ to: 'armor', amount: -1 }] });
    const helmet = makeItem({ id: 'helmet', name: 'Helmet', kind: 'helmet', armor: 1 });
    const brann = { ...member('brann', 'Brann', { strength: 5 }, [PRY_BAR, helmet], [brittle]), hp: 5 };
    const d = new Driver(fightInput({ crew: [ada, brann] }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(1, 6);
    // The Gnawer claws Brann for 2: armour 1 − 1 = 0.
    d.roll(2).send({ type: 'enemy.target', crewId: 'brann' }).roll(4);
    expect(hpOf(d, 'brann')).toBe(3);
    // Medkit 3 + 1.
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'item.use', slot: 'R', targetId: 'brann' });
    expect(hpOf(d, 'brann')).toBe(7);
  });

  it('a pack cannot give a trait a meditation modifier: nothing modifies that die (kraken.meditate)', () => {
    const calm = {
      id: 'calm',
      name: 'Calm',
      value: 1,
      effect: 'Calm.',
      modifiers: [{ to: 'meditate', amount: 1 }],
    };
    expect(traitSchema.safeParse(calm).success).toBe(false);
  });

  it('an unjam modifier adds to the unjam check; nothing modifies the meditation die', () => {
    const handy = trait('handy', { modifiers: [{ to: 'unjam', amount: 2 }] });
    // kraken.meditate: "no other effect or rule can modify the result" — a PSI item's bonus does not either.
    const crown = makeItem({ id: 'crown', name: 'Crown', kind: 'psi', psiBonus: 2 });
    const ada = member('ada', 'Ada', {}, [RIFLE], [handy]);
    const dax = {
      ...member('dax', 'Dax', {}, [PRY_BAR, crown], [PSI_TRAIT], 2),
      psi: { level: 2, exhausted: true },
    };
    const d = new Driver(fightInput({ crew: [ada, dax] }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(1);
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'meditate' });
    // 3 + 0 missing HP = 3, the die alone.
    expect(d.snap.context.diceRequest).toMatchObject({ modifier: 0, target: 3 });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(4 / 6, 12);
    d.roll(3);
    expect(d.fight.crew[1]?.psi?.exhausted).toBe(false);
    d.send({ type: 'psi.skip' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'ada' });
    expect(choiceOdds(d, 'unjam-L')).toBeCloseTo(4 / 6, 12);
    d.send({ type: 'unjam', slot: 'L' });
    // d6 + Tech 3 + 2 against 8.
    expect(d.snap.context.diceRequest).toMatchObject({ modifier: 5, target: 8 });
  });
});

describe('Chain Attack and Independent Targeting (kraken.target-choice)', () => {
  const follow = trait('follow-through', { rule: 'chain-attack', value: 2 });
  const split = trait('split-sight', { rule: 'independent-targeting', value: 2 });

  /** Gnawer (e1) and a Pup minion (e2, 3 HP), the crew first. */
  function withPup(crew: readonly CrewMember[]): Driver {
    return new Driver(fightInput({ crew })).roll(2, 5, 5).send({ type: 'initiative.roll' }).roll(6, 1);
  }

  it('a melee attack that defeats its target goes on to the next enemy named, without the boost', () => {
    const brann = member('brann', 'Brann', { strength: 5 }, [PRY_BAR], [follow]);
    const d = withPup([member('ada', 'Ada', {}, [RIFLE]), brann]);
    d.send({ type: 'crew.activate', crewId: 'brann' });
    const offered = groundCombatMode.choices(d.snap).find((c) => c.id === 'attack-L-e2-1-0');
    expect(offered?.event).toMatchObject({ targets: ['e2'], chain: ['e1'] });
    if (offered === undefined) throw new Error('no chain choice');
    d.send(offered.event);
    // 2 + 1 against the Pup's 3 HP: 0, captured.
    d.roll(5);
    expect(d.fight.enemies[1]?.status).toBe('captured');
    expect(d.snap.context.diceRequest?.purpose).toMatch(/^Chain attack — .* at Gnawer$/);
    // 2 + 1 critical, no boost.
    d.roll(6);
    expect(hpOf(d, 'e1')).toBe(3);
    expect(d.state).toBe('{"turn":{"crew":"picking"}}');
  });

  it('ranged attacks split between enemies only with Independent Targeting', () => {
    const burst = makeWeapon({ id: 'burst', name: 'Burst Gun', hit: 4, damage: 2, attacks: 2, ammo: 6 });
    const splitOrder = {
      type: 'attack',
      weapon: 'L',
      targets: ['e1', 'e2'],
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: false,
    } as const;
    const plain = withPup([member('ada', 'Ada', {}, [burst]), member('brann', 'Brann', {}, [PRY_BAR])]);
    plain.send({ type: 'crew.activate', crewId: 'ada' });
    expect(plain.snap.can(splitOrder)).toBe(false);
    expect(groundCombatMode.explainRefusal(plain.snap, splitOrder)).toMatch(/Independent Targeting/);

    const d = withPup([member('ada', 'Ada', {}, [burst], [split]), member('brann', 'Brann', {}, [PRY_BAR])]);
    d.send({ type: 'crew.activate', crewId: 'ada' });
    expect(groundCombatMode.choices(d.snap).some((c) => c.id === 'split-L-e1.e2-1-0')).toBe(true);
    d.send(splitOrder).roll(4, 5);
    // 2 + 1 boost on the Gnawer, 2 on the Pup.
    expect([hpOf(d, 'e1'), hpOf(d, 'e2')]).toEqual([3, 1]);
  });
});

describe('enemy trait rules (src/content/schemas/enemy.ts)', () => {
  it('Evasive: the crew’s hit die needs 1 more, and its odds show it', () => {
    const d = new Driver(fightInput({ enemyProfiles: gnawer({ traits: [enemyTrait('evasive', 1)] }) }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' });
    expect(choiceOdds(d, 'attack-L-e1-1-0')).toBeCloseTo(2 / 6, 12);
    d.attack('L', 'e1');
    expect(d.snap.context.diceRequest).toMatchObject({ target: 5 });
  });

  it('Explodes: killing it hurts every conscious crew member', () => {
    const profiles = gnawer({ hp: 2, traits: [enemyTrait('explodes', 2)] });
    const d = new Driver(fightInput({ enemyProfiles: profiles }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    // 3 + 1 + 1 against 2 HP: −3, killed.
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(6);
    expect(d.fight.enemies[0]?.status).toBe('killed');
    expect([hpOf(d, 'ada'), hpOf(d, 'brann')]).toEqual([6, 8]);
    expect(d.state).toBe('{"spoils":"choosing"}');
  });

  it('Drain: an attack that takes HP gives it HP back', () => {
    const profiles = gnawer({ escape: null, traits: [enemyTrait('drain', 1)] });
    const d = new Driver(fightInput({ enemyProfiles: profiles }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(4);
    expect(hpOf(d, 'e1')).toBe(2);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' });
    // It claws Ada (the ranged attacker) for 2, and drains 1.
    d.roll(2).roll(4);
    expect(hpOf(d, 'ada')).toBe(6);
    expect(hpOf(d, 'e1')).toBe(3);
  });

  it('Swarm: +X damage while another enemy of its species fights', () => {
    const profiles = gnawer({ traits: [enemyTrait('swarm', 1)] });
    const d = new Driver(fightInput({ enemyProfiles: profiles })).roll(2, 5, 5);
    d.send({ type: 'initiative.roll' }).roll(1, 6);
    d.roll(2).send({ type: 'enemy.target', crewId: 'brann' }).roll(4);
    // Claw 2 + 1 with the Pup (a Beast) beside it.
    expect(hpOf(d, 'brann')).toBe(7);
    expect(d.fight.log.some((l) => /swarms with its kin: \+1 damage/.test(narrateCombatEntry(l)))).toBe(true);
  });

  it('PSI Ward halves PSI attack damage; Dread lowers the escape roll', () => {
    const profiles = gnawer({ traits: [enemyTrait('psi-ward'), enemyTrait('dread', 2)] });
    const dax = member('dax', 'Dax', { agility: 4 }, [PRY_BAR], [PSI_TRAIT], 2);
    const d = new Driver(
      fightInput({ crew: [dax, member('brann', 'Brann', {}, [PRY_BAR])], enemyProfiles: profiles }),
    )
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'cover' });
    d.send({ type: 'psi.use', power: 'psi-blast', enemyId: 'e1' }).roll(6);
    // PSI Blast 4, halved.
    expect(hpOf(d, 'e1')).toBe(4);
    d.send({ type: 'crew.activate', crewId: 'brann' });
    const escape = { type: 'escape', escaping: ['brann'], sacrificed: ['dax'] } as const;
    expect(choiceOdds(d, 'escape')).toBeCloseTo(1, 12);
    d.send(escape);
    // d6 + Agility 3 + 3 for the sacrifice − 2 Dread against Agility 3.
    expect(d.snap.context.diceRequest).toMatchObject({ modifier: 4, target: 3 });
  });
});

describe('prototype drops (kraken.prototype-drop)', () => {
  const tables = z.array(prototypeTableSchema).parse(spoils.prototypeEffects);

  it('a picked prototype rolls its effect on the table of its category; the effect is on the gained item', () => {
    const input = {
      ...fightInput({ enemyProfiles: gnawer({ hp: 2 }) }),
      prototypeEffects: { tables, categories: { 'w2-3-r': 'ranged-weapon' as const } },
    };
    expect(groundCombatInputSchema.safeParse(JSON.parse(JSON.stringify(input))).success).toBe(true);
    const d = new Driver(input).roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(4);
    expect(d.state).toBe('{"spoils":"choosing"}');
    // d20 19: a prototype; 12: its base is a weapon; row 3; the right one.
    d.send({ type: 'spoils.take', choice: 'credits' }).roll(19, 12, 3);
    d.send({ type: 'spoils.pick', side: 'right' });
    expect(d.state).toBe('{"spoils":"rowRoll"}');
    expect(prototypeEffectPending(d.fight)).toBe(true);
    expect(d.snap.context.diceRequest).toMatchObject({ rule: 'kraken.prototype-drop' });
    expect(d.snap.context.diceRequest?.purpose).toMatch(/Prototype effect of w2-3-r/);
    d.roll(5);
    expect(d.snap.status).toBe('done');
    const gained = d.snap.output?.items[0];
    expect(gained).toMatchObject({
      kind: 'weapon',
      id: 'w2-3-r',
      prototype: true,
      prototypeEffect: { table: 'prototype-ranged', roll: 5, name: 'Penetrator Core' },
    });
    if (gained?.kind !== 'weapon' || gained.prototypeEffect == null) throw new Error('no effect');
    expect(applyPrototype(RIFLE, gained.prototypeEffect)).toMatchObject({
      name: '#5 Rifle',
      keywords: ['AP'],
      strength: 1,
    });
  });

  it('a piece whose category has no table comes without an effect and without a roll', () => {
    const input = {
      ...fightInput({ enemyProfiles: gnawer({ hp: 2 }) }),
      prototypeEffects: { tables, categories: { 'i2-1-l': 'tool' as const } },
    };
    const d = new Driver(input).roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(4);
    d.send({ type: 'spoils.take', choice: 'credits' })
      .roll(20, 7, 1)
      .send({ type: 'spoils.pick', side: 'left' });
    expect(d.snap.status).toBe('done');
    expect(d.snap.output?.items[0]).toMatchObject({
      kind: 'item',
      id: 'i2-1-l',
      prototype: true,
      prototypeEffect: null,
    });
  });
});

describe('choices: Telekinesis and split melee targets', () => {
  it('offers each legal Telekinesis transfer of a hand piece, with the PSI odds', () => {
    const dax = member('dax', 'Dax', { agility: 4 }, [PRY_BAR], [PSI_TRAIT], 2);
    const brann = member('brann', 'Brann', { strength: 5 }, [PRY_BAR, MEDKIT]);
    const d = new Driver(fightInput({ crew: [dax, brann] }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'cover' });
    const moves = groundCombatMode.choices(d.snap).filter((c) => c.id.startsWith('psi-psi-telekinesis'));
    // Dax's Pry Bar to Brann's 4 empty backpack slots; Brann's Pry Bar and Medkit each to Dax's empty R
    // and 4 backpack slots (one piece more overloads nobody).
    expect(moves.map((c) => c.id)).toContain('psi-psi-telekinesis-dax-L-brann-1');
    expect(moves.map((c) => c.id)).toContain('psi-psi-telekinesis-brann-R-dax-R');
    expect(moves).toHaveLength(4 + 2 * 5);
    for (const move of moves) expect(move.odds).toBeCloseTo(4 / 6, 12);
    const pick = moves.find((c) => c.id === 'psi-psi-telekinesis-brann-R-dax-R');
    if (pick === undefined) throw new Error('no move');
    d.send(pick.event).roll(3);
    expect(d.fight.crew[0]?.inventory.R).toMatchObject({ kind: 'item', item: { id: 'medkit' } });
    expect(d.fight.crew[1]?.inventory.R).toBeNull();
  });

  it('offers the ways to share a multi-attack melee weapon’s dice among the fighting enemies', () => {
    const flail = makeWeapon({
      id: 'flail',
      name: 'Flail',
      kind: 'melee',
      hit: 4,
      damage: 2,
      attacks: 2,
      ammo: null,
      damageTypes: ['ML'],
    });
    const d = new Driver(
      fightInput({ crew: [member('ada', 'Ada', {}, [RIFLE]), member('brann', 'Brann', {}, [flail])] }),
    )
      .roll(2, 5, 5)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'brann' });
    const splits = groundCombatMode.choices(d.snap).filter((c) => c.id.startsWith('split-'));
    // One multiset ({Gnawer, Pup}) × the two boost spends of Melee 2.
    expect(splits.map((c) => c.id)).toEqual(['split-L-e1.e2-1-0', 'split-L-e1.e2-0-1']);
    expect(splits[1]?.odds).toBeCloseTo(4 / 6, 12);
    expect(splits[1]?.hint).toBe('Hit dice in turn: 67%, 50%.');
    const pick = splits[0];
    if (pick === undefined) throw new Error('no split');
    d.send(pick.event).roll(4, 6);
    // 2 + 1 on the Gnawer; 2 + 1 critical on the Pup (3 HP): captured.
    expect(hpOf(d, 'e1')).toBe(3);
    expect(d.fight.enemies[1]?.status).toBe('captured');
  });
});

describe('spoils labels (kraken.treasure-drops, kraken.item-weapon-drop)', () => {
  it('names the pieces a row offers and writes "1 credit" in the singular', () => {
    const input = {
      ...fightInput({ enemyProfiles: gnawer({ hp: 2 }) }),
      pieceNames: { 'w2-3-l': 'Scatter Gun', 'w2-3-r': 'Rail Rifle' },
    };
    expect(groundCombatInputSchema.safeParse(JSON.parse(JSON.stringify(input))).success).toBe(true);
    const d = new Driver(input).roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(4);
    expect(d.state).toBe('{"spoils":"choosing"}');
    const labels = () => groundCombatMode.choices(d.snap).map((c) => c.label);
    const grade = d.fight.spoils.drops[d.fight.spoils.index] ?? 1;
    expect(labels()).toContain(grade === 1 ? 'Take 1 credit' : `Take ${grade} credits`);
    expect(labels().some((l) => /\b1 credits\b/.test(l))).toBe(false);
    // d20 12: a weapon drop (not a prototype); row 3.
    d.send({ type: 'spoils.take', choice: 'credits' }).roll(12, 3);
    expect(labels()).toEqual(expect.arrayContaining(['Take the Scatter Gun', 'Take the Rail Rifle']));
    expect(labels().some((l) => l.includes('w2-3'))).toBe(false);
  });
});
