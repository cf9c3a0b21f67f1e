import { describe, expect, it } from 'vitest';
import type { EnemyProfile, EnemyTrait } from '../../../content/schemas/enemy';
import type { CrewMember } from '../crew/crew';
import type { Fight } from './combatTypes';
import { crewFromTemplate } from '../crew/crew';
import { decide } from './combatDecisions';
import { applyHitDie, finishAttack, hitNeed } from './combatAttack';
import { withStatus } from './combatFlow';
import { openFight } from './combatSpawn';
import { beginTurn, openCrewPhase } from './combatTurn';
import {
  crewTakesHits,
  dreadOf,
  drainAfterAttack,
  evasionFor,
  explodeIfKilled,
  psiWardHit,
  swarmBonus,
} from './combatTraits';
import { escapeNeed } from './combatActions';
import { applyPsiDie } from './combatPsi';
import { enemyFromProfile, enemyTraitValue } from './enemyTurn';
import { makeEnemy, makeWeapon } from '../testkit/fixtures';
import { narrateCombatEntry } from './combatNarration';

/**
 * The enemy trait rules of the content schema (src/content/schemas/enemy.ts) in a fight: explodes, drain,
 * evasive, swarm, psi-ward and dread (combatTraits.ts).
 */

const trait = (rule: EnemyTrait['rule'], value?: number): EnemyTrait => ({
  name: rule ?? 'trait',
  effect: 'test',
  rule,
  value,
});
const rifle = makeWeapon({ id: 'rifle', name: 'Rifle', hit: 4, damage: 3 });
const base = { level: 1, attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 } };
const ada = crewFromTemplate({ ...base, id: 'ada', name: 'Ada' }, [], [rifle]);
const bo = crewFromTemplate(
  { ...base, id: 'bo', name: 'Bo', psi: 3 },
  [{ id: 'psi', name: 'PSI', value: 2, rule: 'psi' }],
  [rifle],
);

/** A fight in the crew step of turn 1 with these enemies (uids e1, e2, …). */
function fightWith(enemies: readonly EnemyProfile[], crew: readonly CrewMember[] = [ada, bo]): Fight {
  const opened = openFight({
    crew,
    encounter: {
      difficulty: 1,
      locationKind: 'underground',
      atmosphere: 'breathable',
      map: 1,
      elementValue: 1,
      boss: false,
      ambush: false,
      species: 'Beasts',
    },
    enemyProfiles: enemies,
    treasureTable: { gradeValues: [1, 2, 3, 4, 5, 6], columns: [] },
    oxygen: 10,
  });
  const states = enemies.map((p, i) =>
    enemyFromProfile(`e${i + 1}`, p, { role: 'primary', level: p.level, boss: false }),
  );
  return openCrewPhase(
    beginTurn({
      ...opened,
      enemies: states,
      phase: 'turn',
      initiative: { ...opened.initiative, first: 'crew' },
    }),
  );
}

const plain = makeEnemy({ id: 'plain', name: 'Plain', hp: 6 });
const evasive = makeEnemy({ id: 'eva', name: 'Flitter', traits: [trait('evasive', 1)] });

describe('Evasive X: crew hit rolls against it need X more', () => {
  it('reads the value per hit die', () => {
    const fight = fightWith([evasive, plain]);
    expect(enemyTraitValue(evasive, 'evasive')).toBe(1);
    expect(evasionFor(fight, ['e1'], 2)).toEqual([1, 1]);
    expect(evasionFor(fight, ['e2', 'e1'], 2)).toEqual([0, 1]);
    expect(evasionFor(fight, ['e2'], 1)).toBeUndefined();
  });

  it('the hit die asked for (and its odds) needs 1 more', () => {
    let fight = decide(fightWith([evasive, plain]), { type: 'crew.activate', crewId: 'ada' });
    fight = decide(fight, {
      type: 'attack',
      weapon: 'L',
      targets: ['e1'],
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: false,
    });
    expect(hitNeed(fight)?.need.check).toMatchObject({ target: 5 });
    expect(hitNeed(fight)?.need.odds).toBeCloseTo(2 / 6, 12);
  });
});

describe('Swarm X: +X damage while another enemy of its species fights', () => {
  const mite = makeEnemy({ id: 'mite', name: 'Mite', species: 'Insectoids', traits: [trait('swarm', 1)] });
  const kin = makeEnemy({ id: 'kin', name: 'Kin', species: 'Insectoids' });
  const other = makeEnemy({ id: 'other', name: 'Other', species: 'Greys' });

  it('counts only living kin of the same species', () => {
    const fight = fightWith([mite, kin]);
    const [first, second] = fight.enemies;
    if (first === undefined || second === undefined) throw new Error('enemies');
    expect(swarmBonus(fight, first)).toBe(1);
    expect(swarmBonus(fight, second)).toBe(0);
    const alone = { ...fight, enemies: [first, { ...second, status: 'killed' as const }] };
    expect(swarmBonus(alone, first)).toBe(0);
    const mixed = fightWith([mite, other]);
    expect(swarmBonus(mixed, mixed.enemies[0] ?? first)).toBe(0);
  });
});

describe('Dread X: the crew’s escape rolls are X lower', () => {
  it('the strongest dread of the enemies still fighting, taken off the escape roll', () => {
    const dread1 = makeEnemy({ id: 'd1', name: 'Veiled', agility: 4, traits: [trait('dread', 1)] });
    const dread2 = makeEnemy({ id: 'd2', name: 'Ashen', agility: 4, traits: [trait('dread', 2)] });
    const fight = fightWith([dread1, dread2]);
    expect(dreadOf(fight)).toBe(2);
    const second = fight.enemies[1];
    if (second === undefined) throw new Error('enemies');
    expect(
      dreadOf({ ...fight, enemies: [fight.enemies[0] ?? second, { ...second, status: 'killed' }] }),
    ).toBe(1);
    const acting = decide(fight, { type: 'crew.activate', crewId: 'ada' });
    const escape = decide(acting, { type: 'escape', escaping: ['ada', 'bo'], sacrificed: [] });
    // d6 + Agility 3 − 2 against 4: 3 or more.
    expect(escapeNeed(escape)?.need.odds).toBeCloseTo(4 / 6, 12);
  });
});

describe('PSI Ward: PSI attack powers deal it half damage, rounded down', () => {
  it('halves the power’s damage before the pipeline', () => {
    const ward = makeEnemy({ id: 'w', name: 'Warden', hp: 6, traits: [trait('psi-ward')] });
    const fight = fightWith([ward]);
    const enemy = fight.enemies[0];
    if (enemy === undefined) throw new Error('enemy');
    expect(
      psiWardHit(enemy, { damage: 3, critical: false, kind: 'psi', keywords: ['IS', 'IA'], damageTypes: [] })
        .damage,
    ).toBe(1);
    let next = decide(fight, { type: 'crew.activate', crewId: 'bo' });
    next = decide(next, { type: 'cover' });
    next = decide(next, { type: 'psi.use', power: 'psi-blast', enemyId: 'e1' });
    next = applyPsiDie(next, 6);
    // PSI Blast: 4, halved to 2.
    expect(next.enemies[0]?.hp).toBe(4);
  });
});

describe('Explodes X: when killed, every conscious crew member takes X Fire damage', () => {
  const bomb = makeEnemy({ id: 'bomb', name: 'Legionnaire', hp: 2, traits: [trait('explodes', 3)] });

  it('a kill sets it off (shields, armour and Cover count); a capture does not', () => {
    const fight = fightWith([bomb]);
    const before = fight.enemies[0];
    if (before === undefined) throw new Error('enemy');
    const knocked = {
      ...fight,
      crew: fight.crew.map((m) => (m.id === 'bo' ? { ...m, hp: 0, condition: 'unconscious' as const } : m)),
    };
    const killed = { ...knocked, enemies: [{ ...before, hp: -4, status: 'killed' as const }] };
    const after = explodeIfKilled(killed, before);
    expect(after.crew.map((m) => m.hp)).toEqual([5, 0]);
    const blast = after.log.find((l) => l.event.kind === 'enemy-exploded');
    expect(blast && narrateCombatEntry(blast)).toMatch(
      /explodes: every conscious crew member takes \d+ Fire damage/,
    );
    const covered = explodeIfKilled(withStatus(killed, 'ada', { cover: true }), before);
    // Cover: +3 armour against an explosive.
    expect(covered.crew[0]?.hp).toBe(8);
    const captured = { ...killed, enemies: [{ ...before, hp: -1, status: 'captured' as const }] };
    expect(explodeIfKilled(captured, before).crew[0]?.hp).toBe(8);
  });

  it('goes off when a crew attack kills it', () => {
    let fight = decide(fightWith([bomb]), { type: 'crew.activate', crewId: 'ada' });
    fight = decide(fight, {
      type: 'attack',
      weapon: 'L',
      targets: ['e1'],
      boost: { damage: 1, accuracy: 0 },
      berserk: 0,
      flank: false,
    });
    // 3 + 1 + 1 (critical) against 2 HP: −3, killed.
    fight = finishAttack(applyHitDie(fight, 6));
    expect(fight.enemies[0]?.status).toBe('killed');
    expect(fight.crew.map((m) => m.hp)).toEqual([5, 5]);
  });
});

describe('Drain X: an attack that takes HP gives it X back', () => {
  const leech = makeEnemy({ id: 'leech', name: 'Thornvine', hp: 6, traits: [trait('drain', 2)] });

  it('heals once per attack that hurt, never above its sheet', () => {
    const fight = fightWith([leech]);
    const enemy = fight.enemies[0];
    if (enemy === undefined) throw new Error('enemy');
    const hurt = { ...fight, enemies: [{ ...enemy, hp: 3 }] };
    expect(drainAfterAttack(hurt, 'e1', 1).enemies[0]?.hp).toBe(5);
    expect(drainAfterAttack(hurt, 'e1', 0).enemies[0]?.hp).toBe(3);
    const scratched = { ...fight, enemies: [{ ...enemy, hp: 5 }] };
    expect(drainAfterAttack(scratched, 'e1', 4).enemies[0]?.hp).toBe(6);
  });

  it('crewTakesHits reports the HP a crew member lost', () => {
    const fight = fightWith([leech]);
    const hit = {
      damage: 3,
      critical: false,
      kind: 'melee' as const,
      keywords: [],
      damageTypes: ['ML' as const],
    };
    const result = crewTakesHits(fight, 'Thornvine', 'ada', [hit]);
    expect(result.hpLost).toBe(3);
    expect(result.fight.crew[0]?.hp).toBe(5);
  });
});
