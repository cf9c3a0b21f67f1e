import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../core/meta';
import { groundCombatMode } from '../../src/modes/quickFight/mode';
import { BEAST, Driver, GREY, PROFILES, fightInput, member, PRY_BAR, RIFLE } from './groundCombat.testkit';
import { narrateCombatEntry } from '../../src/rules/kraken/groundCombat/combatNarration';

/**
 * Whole fights driven with scripted dice (Space Kraken §14). Default set-up: Ada (Rifle 4+ 3 A5, Agility 3)
 * and Brann (Pry Bar 4+ 2 melee) against a level 2 Gnawer (6 HP, Agility 3, Claw 4+ 2) on map 1 of a
 * breathable underground location.
 */

function rifleOf(d: Driver, crewId = 'ada') {
  const held = d.fight.crew.find((m) => m.id === crewId)?.inventory.L;
  return held?.kind === 'weapon' ? held : null;
}

function hpOf(d: Driver, id: string): number {
  return d.fight.crew.find((m) => m.id === id)?.hp ?? d.fight.enemies.find((e) => e.uid === id)?.hp ?? NaN;
}

/** Spawn with no reaction and no minion, then the crew wins initiative (9 against 4). */
function started(input = fightInput()): Driver {
  return new Driver(input).roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
}

describe('ground combat machine: a whole fight', () => {
  it('goes from spawn to spoils: reveal, initiative, attacks, an enemy escape roll, treasure and XP', () => {
    const d = new Driver(fightInput());
    expect(d.fight.enemies.map((e) => e.profile.name)).toEqual(['Gnawer']);
    expect(d.snap.context.diceRequest?.purpose).toMatch(/Reaction/);
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(0.5, 12);
    // No reaction (2); minions d6 5 + map 1 = 6: one; species 5: Beasts → the Pup.
    d.roll(2, 5, 5);
    expect(d.fight.enemies.map((e) => `${e.profile.name}:${e.role}:${e.level}`)).toEqual([
      'Gnawer:primary:2',
      'Pup:minion:1',
    ]);
    expect(d.state).toBe('{"initiative":"cover"}');
    d.send({ type: 'initiative.roll' });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(21 / 36, 12);
    d.roll(6, 1);
    expect(d.fight.initiative).toMatchObject({ first: 'crew', crewTotal: 9, enemyTotal: 4 });
    expect(d.state).toBe('{"turn":{"crew":"picking"}}');

    // Ada: Rifle +1 damage, a 6 crits: 3 + 1 + 1 = 5, the Gnawer drops to 1.
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(6);
    expect(hpOf(d, 'e1')).toBe(1);
    expect(rifleOf(d)?.ammo).toBe(4);
    // Brann: Pry Bar +1 on the Pup (3 HP): 0 HP is a capture.
    d.send({ type: 'crew.activate', crewId: 'brann' }).attack('L', 'e2').roll(5);
    expect(d.fight.enemies[1]?.status).toBe('captured');

    // The Gnawer at 1 HP (escape 2) tries to flee: 2 fails; it claws (2) the melee attacker Brann: 4 hits.
    expect(d.state).toBe('{"turn":{"enemies":"escapeRoll"}}');
    d.roll(2);
    expect(d.state).toBe('{"turn":{"enemies":"actionRoll"}}');
    d.roll(2);
    expect(d.snap.context.diceRequest?.purpose).toMatch(/at Brann/);
    d.roll(4);
    expect(hpOf(d, 'brann')).toBe(8);

    // Turn 2: Ada finishes it (4: 3 + 1 = 4 damage, 1 → −3: dead).
    expect(d.fight.turn).toBe(2);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(4);
    expect(d.fight.enemies[0]?.status).toBe('killed');
    expect(d.state).toBe('{"spoils":"choosing"}');
    expect(d.fight.xp).toBe(4);

    // One drop of grade 2 (the Pup is a minion): a stimpack, d20 12 = weapon, row 3, the right one.
    d.send({ type: 'spoils.take', choice: 'stimpack' }).roll(12, 3);
    expect(d.state).toBe('{"spoils":"picking"}');
    d.send({ type: 'spoils.pick', side: 'right' });
    expect(d.snap.status).toBe('done');
    // A stand-alone Quick fight has no exploration to go back to: the last prompt must not promise one.
    expect(currentPrompt(d.snap)?.prompt).not.toMatch(/go back to the exploration/);
    const output = d.snap.output;
    expect(output?.outcome).toBe('victory');
    expect(output?.xp).toBe(4);
    expect(output?.items).toEqual([
      { kind: 'stimpack', grade: 2 },
      { kind: 'weapon', grade: 2, row: 3, id: 'w2-3-r', prototype: false },
    ]);
    expect(output?.crew.map((m) => m.hp)).toEqual([8, 8]);
    expect(output?.enemies.map((e) => e.status)).toEqual(['killed', 'captured']);
  });

  it('logs every hit with its damage breakdown', () => {
    const d = started();
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(6);
    const hit = d.fight.log.find((entry) => entry.damage !== undefined);
    expect(hit?.damage).toMatchObject({ attacker: 'Rifle', target: 'Gnawer', hpBefore: 6, hpAfter: 1 });
    expect(hit?.damage?.breakdown).toMatchObject({ incoming: 5, hpLoss: 5, multiplier: 1 });
    expect(hit?.cause).toBe(d.fight.log.at(-2)?.cause);
  });
});

describe('jams and the unjam ladder (kraken.unjam)', () => {
  function jammed(): Driver {
    const d = started();
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(1);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' });
    d.roll(1); // the Gnawer idles
    return d;
  }

  it('a 1 jams the weapon and wastes no ammo; a jammed weapon cannot fire', () => {
    const d = jammed();
    expect(rifleOf(d)).toMatchObject({ jam: 'jammed', ammo: 5 });
    d.send({ type: 'crew.activate', crewId: 'ada' });
    const attack = {
      type: 'attack',
      weapon: 'L',
      targets: ['e1'],
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: false,
    } as const;
    expect(d.snap.can(attack)).toBe(false);
    expect(groundCombatMode.explainRefusal(d.snap, attack)).toMatch(/jammed/);
  });

  it('8+, then 6+ (or damaged), then 6+ to repair', () => {
    const d = jammed();
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'unjam', slot: 'L' });
    expect(d.snap.context.diceRequest).toMatchObject({ modifier: 3, target: 8 });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(1 / 3, 12);
    d.roll(4); // 7: fails, eased
    expect(rifleOf(d)?.jam).toBe('jammed-eased');
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'unjam', slot: 'L' });
    expect(d.snap.context.diceRequest).toMatchObject({ target: 6 });
    d.roll(2); // 5: damaged
    expect(rifleOf(d)?.jam).toBe('damaged');
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'unjam', slot: 'L' }).roll(3); // 6: repaired
    expect(rifleOf(d)?.jam).toBe('clear');
    expect(d.fight.log.some((l) => /repaired/.test(narrateCombatEntry(l)))).toBe(true);
  });

  it('a failed repair breaks the weapon', () => {
    const d = jammed();
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'unjam', slot: 'L' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'unjam', slot: 'L' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'unjam', slot: 'L' }).roll(2);
    expect(d.fight.crew[0]?.inventory.L).toBeNull();
  });

  it('jams clear when the fight ends', () => {
    const d = started();
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(1);
    // Brann: Pry Bar 6 (crit): 2 + 1 + 1 = 4; then 5: 3 more → 6 − 7 = −1: captured.
    d.send({ type: 'crew.activate', crewId: 'brann' }).attack('L', 'e1').roll(6);
    d.roll(1, 1); // at 2 HP it tries to flee (1 fails), then idles
    d.send({ type: 'crew.activate', crewId: 'brann' }).attack('L', 'e1').roll(5);
    expect(d.state).toBe('{"spoils":"choosing"}');
    expect(rifleOf(d)?.jam).toBe('clear');
  });
});

describe('PSI powers and Meditate (kraken.psi-check, kraken.meditate)', () => {
  const dax = member(
    'dax',
    'Dax',
    { agility: 4, strength: 4 },
    [PRY_BAR],
    [{ id: 'psi', name: 'PSI', value: 2, rule: 'psi' }],
    2,
  );

  it('a PSI power after the action: success applies it, failure costs HP and exhausts', () => {
    const d = started(fightInput({ crew: [dax, member('brann', 'Brann', {}, [PRY_BAR])] }));
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'cover' });
    expect(d.state).toBe('{"turn":{"crew":{"acting":"psiChoice"}}}');
    d.send({ type: 'psi.use', power: 'psi-attack', enemyId: 'e1' });
    // d6 + PSI 2 against 5.
    expect(d.snap.context.diceRequest).toMatchObject({ modifier: 2, target: 5, rule: 'kraken.psi-check' });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(4 / 6, 12);
    d.roll(3);
    expect(hpOf(d, 'e1')).toBe(4);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' }).roll(1);
    // Turn 2: PSI Blast (7) with a 2: fails, 1 HP, exhausted.
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'cover' });
    d.send({ type: 'psi.use', power: 'psi-blast', enemyId: 'e1' }).roll(2);
    expect(hpOf(d, 'dax')).toBe(7);
    expect(d.fight.crew[0]?.psi?.exhausted).toBe(true);
    expect(hpOf(d, 'e1')).toBe(4);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' }).roll(1);
    // Turn 3: exhausted, no PSI step after the action; Meditate is the action: 3 + 1 lost HP = 4+.
    d.send({ type: 'crew.activate', crewId: 'dax' });
    expect(d.snap.can({ type: 'psi.use', power: 'psi-attack', enemyId: 'e1' })).toBe(false);
    d.send({ type: 'meditate' });
    expect(d.snap.context.diceRequest).toMatchObject({ target: 4 });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(0.5, 12);
    d.roll(4);
    expect(d.fight.crew[0]?.psi?.exhausted).toBe(false);
    // Meditation worked, so a power may follow it at once.
    expect(d.state).toBe('{"turn":{"crew":{"acting":"psiChoice"}}}');
    d.send({ type: 'psi.skip' });
  });

  it('a failed meditation costs 2 HP on a 1', () => {
    const tired = { ...dax, psi: { level: 2, exhausted: true } };
    const d = started(fightInput({ crew: [tired, member('brann', 'Brann', {}, [PRY_BAR])] }));
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'meditate' }).roll(1);
    expect(hpOf(d, 'dax')).toBe(6);
    expect(d.fight.crew[0]?.psi?.exhausted).toBe(true);
  });

  it('PSI Cure on oneself is 1 harder; Motivation gives another crew member an extra activation', () => {
    const d = started(fightInput({ crew: [dax, member('brann', 'Brann', {}, [PRY_BAR])] }));
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'cover' });
    d.send({ type: 'psi.use', power: 'psi-cure', crewId: 'dax' });
    expect(d.snap.context.diceRequest?.target).toBe(6);
    d.roll(6);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' }).roll(1);
    d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'cover' });
    expect(d.snap.can({ type: 'psi.use', power: 'psi-motivation', crewId: 'dax' })).toBe(false);
    d.send({ type: 'psi.use', power: 'psi-motivation', crewId: 'brann' }).roll(6);
    expect(d.fight.status['brann']?.activationsLeft).toBe(2);
  });
});

describe('PSI Shield (kraken.psi-support)', () => {
  const dax = member(
    'dax',
    'Dax',
    { agility: 4 },
    [PRY_BAR],
    [{ id: 'psi', name: 'PSI', value: 2, rule: 'psi' }],
    2,
  );

  it('after an enemy hit lands, the PSI hero may stop its HP damage with an 8+', () => {
    const d = new Driver(fightInput({ crew: [dax, member('brann', 'Brann', {}, [PRY_BAR])] }));
    d.roll(2, 1).send({ type: 'initiative.roll' }).roll(1, 6);
    d.roll(2).send({ type: 'enemy.target', crewId: 'brann' }).roll(5);
    expect(d.state).toBe('{"turn":{"enemies":"shieldOffer"}}');
    const offer = groundCombatMode.choices(d.snap).find((c) => c.id === 'psi-shield-brann');
    expect(offer?.odds).toBeCloseTo(1 / 6, 12);
    d.send({ type: 'psi.shield', crewId: 'brann' });
    expect(d.snap.context.diceRequest).toMatchObject({ modifier: 2, target: 8 });
    d.roll(6);
    expect(hpOf(d, 'brann')).toBe(8);
    expect(d.fight.log.some((l) => /shield holds/.test(narrateCombatEntry(l)))).toBe(true);
    // Used outside an activation, it counts as PSI used: not again before an activation without PSI.
    expect(d.fight.status['dax']?.psiLastActivation).toBe(true);
  });

  it('letting the attack through applies the damage', () => {
    const d = new Driver(fightInput({ crew: [dax, member('brann', 'Brann', {}, [PRY_BAR])] }));
    d.roll(2, 1).send({ type: 'initiative.roll' }).roll(1, 6);
    d.roll(2).send({ type: 'enemy.target', crewId: 'brann' }).roll(5).send({ type: 'psi.pass' });
    expect(hpOf(d, 'brann')).toBe(6);
  });
});

describe('escape (kraken.escape-ground-combat)', () => {
  const fast = { ...BEAST, agility: 8 };

  it('a failed attempt ends the crew turn; the next is 2 easier and ends the fight without XP', () => {
    const d = new Driver(fightInput({ enemyProfiles: [fast] }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' });
    const escape = { type: 'escape', escaping: ['ada', 'brann'], sacrificed: [] } as const;
    d.send(escape);
    // d6 + lowest Agility 3 against 8: 5 or 6.
    expect(d.snap.context.diceRequest).toMatchObject({ target: 8, modifier: 3 });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(2 / 6, 12);
    d.roll(2);
    expect(d.fight.escapeAttempts).toBe(1);
    expect(d.state).toBe('{"turn":{"enemies":"actionRoll"}}');
    d.roll(1);
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({
      type: 'escape',
      escaping: ['ada', 'brann'],
      sacrificed: [],
    });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(4 / 6, 12);
    d.roll(3);
    expect(d.snap.status).toBe('done');
    expect(d.snap.output).toMatchObject({ outcome: 'escaped', xp: 0, items: [], credits: 0 });
  });

  it('activated crew can only be sacrificed; a sacrifice adds 3 and is erased on success', () => {
    const d = new Driver(fightInput({ enemyProfiles: [fast] }))
      .roll(2, 1)
      .send({ type: 'initiative.roll' })
      .roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'cover' });
    d.send({ type: 'crew.activate', crewId: 'brann' });
    const both = { type: 'escape', escaping: ['ada', 'brann'], sacrificed: [] } as const;
    expect(d.snap.can(both)).toBe(false);
    expect(groundCombatMode.explainRefusal(d.snap, both)).toMatch(/already acted/);
    d.send({ type: 'escape', escaping: ['brann'], sacrificed: ['ada'] });
    // 3 + 3 for the sacrifice against 8: 2+.
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(5 / 6, 12);
    d.roll(2);
    expect(d.snap.output).toMatchObject({ outcome: 'escaped', erased: ['ada'] });
    expect(d.snap.output?.crew.map((m) => m.id)).toEqual(['brann']);
  });
});

describe('initiative, ambush, lone wolf and cover (kraken.initiative, kraken.ambush, kraken.lone-wolf)', () => {
  it('the enemy winning initiative acts before the crew every turn', () => {
    const d = new Driver(fightInput()).roll(2, 1).send({ type: 'initiative.roll' }).roll(1, 6);
    expect(d.fight.initiative.first).toBe('enemy');
    expect(d.state).toBe('{"turn":{"enemies":"actionRoll"}}');
    d.roll(1);
    expect(d.state).toBe('{"turn":{"crew":"picking"}}');
    d.send({ type: 'crew.activate', crewId: 'ada' }).send({ type: 'cover' });
    d.send({ type: 'crew.activate', crewId: 'brann' }).send({ type: 'cover' });
    expect(d.fight.turn).toBe(2);
    expect(d.state).toBe('{"turn":{"enemies":"actionRoll"}}');
  });

  it('an ambush: no reaction roll, no initiative roll, the enemy first', () => {
    const d = new Driver(fightInput({ encounter: { ambush: true } }));
    expect(d.snap.context.diceRequest?.purpose).toMatch(/Minions/);
    d.roll(1);
    expect(d.fight.initiative.first).toBe('enemy');
    expect(d.state).toBe('{"turn":{"enemies":"actionRoll"}}');
    expect(d.fight.log.map((l) => l.event)).toContainEqual({
      kind: 'initiative-fixed',
      by: 'ambush',
      name: null,
    });
  });

  it('a lone wolf wins initiative, acts twice and re-rolls one missed attack die per turn', () => {
    const d = new Driver(fightInput({ crew: [member('ada', 'Ada', { ranged: 2 }, [RIFLE])] })).roll(2, 1);
    expect(d.fight.initiative.first).toBe('crew');
    expect(d.fight.status['ada']?.activationsLeft).toBe(2);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(2);
    expect(d.state).toBe('{"turn":{"crew":{"acting":"rerollChoice"}}}');
    d.send({ type: 'attack.reroll' }).roll(5);
    expect(hpOf(d, 'e1')).toBe(2);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(2);
    // No second re-roll this turn; the Gnawer, at 2 HP, tries to flee.
    expect(d.state).toBe('{"turn":{"enemies":"escapeRoll"}}');
  });

  it('cover at initiative leaves the slowest out of the roll; they stay in cover on turn 1', () => {
    const slow = member('slow', 'Sloane', { agility: 1 }, [PRY_BAR]);
    const d = new Driver(fightInput({ crew: [member('ada', 'Ada', {}, [RIFLE]), slow] })).roll(2, 1);
    expect(groundCombatMode.choices(d.snap).find((c) => c.id === 'initiative')?.odds).toBeCloseTo(
      10 / 36,
      12,
    );
    d.send({ type: 'cover.toggle', crewId: 'slow' });
    expect(groundCombatMode.choices(d.snap).find((c) => c.id === 'initiative')?.odds).toBeCloseTo(
      21 / 36,
      12,
    );
    d.send({ type: 'initiative.roll' }).roll(3, 4);
    expect(d.fight.initiative).toMatchObject({ crewTotal: 6, enemyTotal: 7, first: 'enemy' });
    expect(d.fight.status['slow']).toMatchObject({ cover: true, activationsLeft: 0 });
    d.roll(2); // the Gnawer claws; both are "other": the player picks
    expect(d.state).toBe('{"turn":{"enemies":"choosingTarget"}}');
    d.send({ type: 'enemy.target', crewId: 'slow' });
    // 4+ becomes 5+ against Cover.
    expect(d.snap.context.diceRequest).toMatchObject({ target: 5 });
    d.roll(5);
    // Cover: +1 armour, so 2 damage becomes 1.
    expect(hpOf(d, 'slow')).toBe(7);
    expect(d.snap.can({ type: 'crew.activate', crewId: 'slow' })).toBe(false);
  });

  it('an Aggressive crew member with a working weapon must attack', () => {
    const hothead = member(
      'rook',
      'Rook',
      {},
      [PRY_BAR],
      [{ id: 'hot', name: 'Hothead', value: -1, rule: 'aggressive' }],
    );
    const d = started(fightInput({ crew: [hothead, member('ada', 'Ada', {}, [RIFLE])] }));
    d.send({ type: 'crew.activate', crewId: 'rook' });
    expect(d.snap.can({ type: 'cover' })).toBe(false);
    expect(groundCombatMode.explainRefusal(d.snap, { type: 'cover' })).toMatch(/Aggressive/);
  });
});

describe('flank, reaction, oxygen, boss (kraken.flank, kraken.spawn-reaction, kraken.oxygen-use, kraken.boss)', () => {
  it('the Flank is its own roll first, adds 3 damage and costs oxygen in bad air; once per turn', () => {
    const d = new Driver(fightInput({ encounter: { atmosphere: 'non-breathable' }, oxygen: 5 }));
    d.roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
    expect(d.fight.oxygen).toBe(4);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1', { flank: true });
    expect(d.fight.oxygen).toBe(3);
    expect(d.snap.context.diceRequest).toMatchObject({ rule: 'kraken.flank', modifier: 3, target: 8 });
    expect(d.snap.context.diceRequest?.odds).toBeCloseTo(2 / 6, 12);
    d.roll(5).roll(4);
    // 3 + 1 boost + 3 flank = 7 against 6 HP.
    expect(d.fight.enemies[0]?.status).toBe('captured');
  });

  it('a second Flank in the same turn is refused', () => {
    const d = new Driver(fightInput({ enemyProfiles: [{ ...BEAST, hp: 20 }] }));
    d.roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1', { flank: true }).roll(2).roll(2);
    d.send({ type: 'crew.activate', crewId: 'brann' });
    const flank = {
      type: 'attack',
      weapon: 'L',
      targets: ['e1'],
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: true,
    } as const;
    expect(d.snap.can(flank)).toBe(false);
    expect(groundCombatMode.explainRefusal(d.snap, flank)).toMatch(/one Flank/);
  });

  it('a reaction of 4+ gives a free action before the rest arrive (never a Flank)', () => {
    const d = new Driver(fightInput({ encounter: { map: 3 } })).roll(5);
    expect(d.state).toBe('{"spawning":"reaction"}');
    d.send({ type: 'crew.activate', crewId: 'ada' });
    const flank = {
      type: 'attack',
      weapon: 'L',
      targets: ['e1'],
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: true,
    } as const;
    expect(groundCombatMode.explainRefusal(d.snap, flank)).toMatch(/reaction/);
    d.attack('L', 'e1').roll(5);
    expect(hpOf(d, 'e1')).toBe(2);
    expect(d.snap.context.diceRequest?.purpose).toMatch(/Second primary/);
    // 1 is below map 3: a second primary (species 3: Insectoids → nearest profile), then no minion.
    d.roll(1, 3, 1);
    expect(d.fight.enemies).toHaveLength(2);
    expect(d.fight.status['ada']?.lastAction).toBe('other');
  });

  it('with no oxygen left, someone passes out each turn', () => {
    const d = new Driver(fightInput({ encounter: { atmosphere: 'hell' }, oxygen: 0 }));
    d.roll(2, 1).send({ type: 'initiative.roll' }).roll(6, 1);
    expect(d.state).toBe('{"turn":"oxygenShort"}');
    expect(currentPrompt(d.snap)?.rule).toBe('kraken.oxygen-use');
    d.send({ type: 'oxygen.faint', crewId: 'brann' });
    expect(d.fight.crew[1]?.condition).toBe('unconscious');
    expect(d.state).toBe('{"turn":{"crew":"picking"}}');
  });

  it('a boss always has a minion, its minions never flee, and its XP is doubled', () => {
    const d = new Driver(fightInput({ encounter: { boss: true } })).roll(2, 1, 5);
    expect(d.fight.enemies.map((e) => e.role)).toEqual(['primary', 'minion']);
    d.send({ type: 'initiative.roll' }).roll(6, 1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(6);
    d.send({ type: 'crew.activate', crewId: 'brann' }).attack('L', 'e2').roll(5);
    expect(d.state).toBe('{"turn":{"enemies":"actionRoll"}}'); // at 1 HP but a boss never escapes
    d.roll(1);
    d.send({ type: 'crew.activate', crewId: 'ada' }).attack('L', 'e1').roll(4);
    expect(d.fight.xp).toBe(8);
  });

  it('a level 6+ boss turns into a creature from hell on a 6', () => {
    const d = new Driver(fightInput({ encounter: { boss: true, difficulty: 5 } }));
    expect(d.snap.context.diceRequest?.rule).toBe('kraken.creature-from-hell');
    d.roll(6);
    expect(d.fight.enemies[0]?.profile.name).toBe('Hellspawn');
  });

  it('E? is rolled as a d3 and remembered in the output', () => {
    const d = new Driver(
      fightInput({ encounter: { elementValue: '?' }, enemyProfiles: [...PROFILES, GREY] }),
    );
    expect(d.snap.context.diceRequest?.rule).toBe('kraken.random-value');
    d.roll(3);
    expect(d.fight.spawn.elementValue).toBe(2);
    expect(d.fight.enemies[0]?.level).toBe(3);
  });
});

describe('PSI Divination: one rule for the fight and the crawl (kraken.psi-exploration)', () => {
  it('a fight takes a loot shift of +3 or −3 only, as the crawl does', () => {
    const base = fightInput();
    expect(groundCombatMode.inputSchema.safeParse({ ...base, lootShift: 3 }).success).toBe(true);
    expect(groundCombatMode.inputSchema.safeParse({ ...base, lootShift: -3 }).success).toBe(true);
    expect(groundCombatMode.inputSchema.safeParse({ ...base, lootShift: 2 }).success).toBe(false);
  });
});
