import { describe, expect, it } from 'vitest';
import type { EnemyProfile } from '../../../content/schemas/enemy';
import type { CrewMember, CrewTrait } from '../crew/crew';
import type { Fight } from './combatTypes';
import type { AttackOrder } from './combatAttack';
import { applyHitDie, finishAttack, hitNeed, rerollOffered } from './combatAttack';
import { attackParts } from './combatChain';
import { decide, decisionRefusal } from './combatDecisions';
import { openFight } from './combatSpawn';
import { beginTurn, openCrewPhase } from './combatTurn';
import { crewFromTemplate } from '../crew/crew';
import { enemyFromProfile } from './enemyTurn';
import { makeEnemy, makeWeapon } from '../testkit/fixtures';
import { narrateCombatEntry } from './combatNarration';

/**
 * The Chain Attack trait (crew trait rule 'chain-attack'; the sample's Follow-Through): a melee attack that
 * defeats its target goes on to another enemy with the same weapon, without boosts (combatChain.ts).
 */

const FOLLOW: CrewTrait = { id: 'follow', name: 'Follow-Through', value: 2, rule: 'chain-attack' };
const bar = makeWeapon({
  id: 'bar',
  name: 'Bar',
  kind: 'melee',
  hit: 4,
  damage: 2,
  ammo: null,
  damageTypes: ['ML'],
});
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
const rifle = makeWeapon({ id: 'rifle', name: 'Rifle' });
const attrs = { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 };
const pup = makeEnemy({ id: 'pup', name: 'Pup', hp: 2 });
const brute = makeEnemy({ id: 'brute', name: 'Brute', hp: 8 });

function fighter(traits: readonly CrewTrait[], loadout = [bar, rifle]): CrewMember {
  return crewFromTemplate({ id: 'kai', name: 'Kai', level: 1, attributes: attrs }, traits, loadout);
}

function fightWith(member: CrewMember, enemies: readonly EnemyProfile[]): Fight {
  const opened = openFight({
    crew: [member],
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
  const fight = openCrewPhase(
    beginTurn({
      ...opened,
      enemies: states,
      phase: 'turn',
      initiative: { ...opened.initiative, first: 'crew' },
    }),
  );
  return decide(fight, { type: 'crew.activate', crewId: 'kai' });
}

const order = (over: Partial<AttackOrder> = {}) =>
  ({
    type: 'attack',
    weapon: 'L',
    targets: ['e1'],
    boost: { damage: 1, accuracy: 0 },
    berserk: 0,
    flank: false,
    chain: ['e2', 'e3'],
    ...over,
  }) as const;

describe('Chain Attack', () => {
  it('a melee attack that defeats its target goes on to the next enemy, without the boost', () => {
    let fight = decide(fightWith(fighter([FOLLOW]), [pup, brute, brute]), order());
    const planned = fight.log.at(-1);
    expect(planned?.event).toMatchObject({ kind: 'chain-planned', targets: ['Brute 1', 'Brute 2'] });
    expect(planned && narrateCombatEntry(planned)).toMatch(/chains on to Brute 1, then Brute 2/);
    // 2 + 1 boost = 3 against the Pup's 2 HP: captured.
    fight = applyHitDie(fight, 5);
    // The Pup's defeat lands at once and the pending attack is now the chained one.
    expect(fight.enemies[0]).toMatchObject({ status: 'captured', hp: -1 });
    expect(fight.attack).toMatchObject({ link: 1, targets: ['e2'], chain: ['e3'], faces: [] });
    if (fight.attack === null) throw new Error('no attack');
    expect(attackParts(fight, fight.attack)).toHaveLength(1);
    expect(hitNeed(fight)?.need.purpose).toMatch(/^Chain attack — .* at Brute 1$/);
    // The chained attack: 2 damage, no boost; it does not defeat Brute 1, so the chain stops.
    fight = applyHitDie(fight, 4);
    expect(hitNeed(fight)).toBeNull();
    fight = finishAttack(fight);
    expect(fight.enemies.map((e) => `${e.status}:${e.hp}`)).toEqual([
      'captured:-1',
      'fighting:6',
      'fighting:8',
    ]);
    const chained = fight.log.find((l) => l.event.kind === 'chain-attack');
    expect(chained?.event).toMatchObject({ name: 'Kai', target: 'Brute 1', weapon: 'Bar' });
    expect(chained && narrateCombatEntry(chained)).toBe('Chain attack: Kai goes on to Brute 1 with Bar.');
  });

  it('a chained attack that defeats its target chains again; a miss or a jam stops it', () => {
    const weak = makeEnemy({ id: 'weak', name: 'Weak', hp: 2 });
    let fight = decide(fightWith(fighter([FOLLOW]), [pup, weak, brute]), order());
    fight = applyHitDie(applyHitDie(fight, 5), 5);
    expect(hitNeed(fight)?.need.purpose).toMatch(/at Brute$/);
    fight = finishAttack(applyHitDie(fight, 1));
    expect(fight.enemies.map((e) => e.status)).toEqual(['captured', 'captured', 'fighting']);
    expect(fight.crew[0]?.inventory.L).toMatchObject({ jam: 'jammed' });

    let missed = decide(fightWith(fighter([FOLLOW]), [pup, brute]), order({ chain: ['e2'] }));
    missed = applyHitDie(missed, 3);
    expect(hitNeed(missed)).toBeNull();
  });

  it('a multi-attack chains once all its dice are in, when its target fell', () => {
    let fight = decide(fightWith(fighter([FOLLOW], [flail]), [pup, brute]), order({ chain: ['e2'] }));
    fight = applyHitDie(fight, 2);
    // The first die missed: a lone wolf may re-roll it (read on the first part's plan); it is kept here.
    expect(rerollOffered(fight)).toBe(true);
    fight = applyHitDie(fight, 4);
    // The second hit (2, no boost) brings the Pup to 0: captured; the chain goes on with 2 attacks.
    expect(hitNeed(fight)?.need.purpose).toMatch(/Chain attack — Flail: hit roll for attack 1 of 2 at Brute/);
    fight = finishAttack(applyHitDie(applyHitDie(fight, 4), 4));
    expect(fight.enemies[1]?.hp).toBe(4);
  });

  it('is refused without the trait, for a ranged attack, or at an enemy no longer fighting', () => {
    const plain = fightWith(fighter([]), [pup, brute]);
    expect(decisionRefusal(plain, order({ chain: ['e2'] }))).toMatch(/Chain Attack trait/);
    const trained = fightWith(fighter([FOLLOW]), [pup, brute]);
    expect(decisionRefusal(trained, order({ weapon: 'R', chain: ['e2'] }))).toMatch(/only melee/);
    expect(decisionRefusal(trained, order({ chain: ['e2', 'e2'] }))).toMatch(/once/);
    expect(decisionRefusal(trained, order({ chain: ['e9'] }))).toMatch(/not an enemy/);
    expect(decisionRefusal(trained, order({ chain: ['e2'] }))).toBeNull();
  });
});
