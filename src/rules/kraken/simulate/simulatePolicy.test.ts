import { describe, expect, it } from 'vitest';
import type { EnemyProfile } from '../../../content/schemas/enemy';
import type { CrewMember, CrewTrait } from '../crew/crew';
import type { Fight } from '../groundCombat/combatTypes';
import type { EnemyState } from '../groundCombat/enemyTurn';
import type { FightPieces } from './simulate';
import type { CarriedWeapon } from '../crew/weaponState';
import { seedRng } from '../../dice/rng';
import { decide } from '../groundCombat/combatDecisions';
import { enemyFromProfile } from '../groundCombat/enemyTurn';
import { makeCrew, makeEnemy, makeWeapon } from '../testkit/fixtures';
import { EMPTY_INVENTORY, putInSlot } from '../crew/inventory';
import { d6Odds } from '../crew/rolls';
import { DEFAULT_FIGHT_POLICY, fightStateFrom } from './simulate';
import {
  chainTargets,
  crewActionDecision,
  crewToActivate,
  enemyTargetDecision,
  escapeDecision,
  expectedAttackDamage,
  faintDecision,
  hitChance,
  weakestEnemy,
} from './simulatePolicy';
import { fightOfState } from './simulateStart';
import { carryWeapon } from '../crew/weaponState';

function holding(
  left: CarriedWeapon | null,
  right: CarriedWeapon | null = null,
  over: Partial<CrewMember> = {},
): CrewMember {
  let inventory = EMPTY_INVENTORY;
  if (left !== null) inventory = putInSlot(inventory, 'L', left);
  if (right !== null) inventory = putInSlot(inventory, 'R', right);
  return makeCrew({ inventory, ...over });
}

function foe(uid: string, hp: number, over: Partial<EnemyState> = {}, profile: Partial<EnemyProfile> = {}) {
  const base = enemyFromProfile(uid, makeEnemy({ hp, ...profile }), {
    role: 'minion',
    level: 1,
    boss: false,
  });
  return { ...base, ...over };
}

const noSkill = { ...makeCrew().attributes, ranged: 0, melee: 0 };

/** The kernel's fight in the crew step with `crew[0]` acting (simulateStart.ts, then `crew.activate`). */
function acting(
  crew: readonly CrewMember[],
  enemies: readonly EnemyState[],
  over: Partial<FightPieces> = {},
) {
  const { fight } = fightOfState(
    fightStateFrom({ crew, enemies, initiative: 'crew', step: 'crew', ...over }),
  );
  const first = crew[0];
  if (first === undefined) throw new Error('No crew.');
  return decide(fight, { type: 'crew.activate', crewId: first.id });
}

const CHAIN: CrewTrait = { id: 'follow', name: 'Follow-through', value: 2, rule: 'chain-attack' };
const AGGRESSIVE: CrewTrait = { id: 'hot', name: 'Hothead', value: -1, rule: 'aggressive' };

describe('the policy', () => {
  it('reads hit chances from the rules, a 1 always missing', () => {
    for (let need = -1; need <= 8; need += 1) expect(hitChance(need)).toBe(d6Odds(0, need, true));
    expect(hitChance(-5)).toBe(5 / 6);
    expect(hitChance(12)).toBe(0);
  });

  it('targets the fighting enemy with the fewest HP and shield, the higher one on a tie', () => {
    const enemies = [
      foe('a', 6),
      foe('b', 3, { shieldEnergy: 1 }),
      foe('c', 4),
      foe('d', 1, { status: 'killed' }),
    ];
    expect(weakestEnemy(enemies)).toBe(1);
    expect(weakestEnemy([foe('a', 4), foe('b', 4)])).toBe(0);
    expect(weakestEnemy([foe('a', 4, { status: 'escaped' })])).toBe(-1);
  });

  it('buys accuracy down to 4+ as the rules plan the die, evasion and hindrance included, damage with the rest', () => {
    const shooter = (hit: number, ranged: number) =>
      holding(carryWeapon(makeWeapon({ hit })), null, { attributes: { ...noSkill, ranged } });
    const boost = (fight: Fight) => {
      const d = crewActionDecision(fight);
      return d?.type === 'attack' ? d.boost : null;
    };
    expect(boost(acting([shooter(6, 5)], [foe('e', 5)]))).toEqual({ damage: 0, accuracy: 2 });
    expect(boost(acting([shooter(5, 5)], [foe('e', 5)]))).toEqual({ damage: 1, accuracy: 1 });
    expect(boost(acting([shooter(4, 6)], [foe('e', 5)]))).toEqual({ damage: 3, accuracy: 0 });
    // Evasive 1 (combatTraits.ts): the 4+ rifle's first die needs 5, so one pair buys accuracy.
    const evasive = foe(
      'e',
      5,
      {},
      { traits: [{ name: 'Evasive', effect: 'x', rule: 'evasive', value: 1 }] },
    );
    expect(boost(acting([shooter(4, 6)], [evasive]))).toEqual({ damage: 2, accuracy: 1 });
    // A hindrance of 2 (an enemy's special action) works like overload.
    const hindered = acting([shooter(4, 6)], [foe('e', 5)], { hindered: { 'crew-a': 2 } });
    expect(boost(hindered)).toEqual({ damage: 1, accuracy: 2 });
    // PSI Concentrate +2 Ranged: one more pair.
    const focused = acting([shooter(4, 4)], [foe('e', 5)], {
      concentrate: { 'crew-a': { attribute: 'ranged', amount: 2 } },
    });
    expect(boost(focused)).toEqual({ damage: 3, accuracy: 0 });
  });

  it('fires the weapon with the most expected HP damage, hardening counted', () => {
    // Against armour 3 a 3-damage rifle does nothing; a 2x4 blade does 1 per hit.
    const rifle = carryWeapon(makeWeapon({ id: 'rifle', damage: 3 }));
    const blade = carryWeapon(
      makeWeapon({ id: 'blade', kind: 'melee', damage: 4, attacks: 2, ammo: null, damageTypes: ['ML'] }),
    );
    const crew = holding(rifle, blade, { attributes: noSkill });
    const armoured = acting([crew], [foe('tank', 10, {}, { armor: 3 })]);
    const decision = crewActionDecision(armoured);
    expect(decision).toMatchObject({ type: 'attack', weapon: 'R', targets: ['tank'] });
    if (decision?.type === 'attack')
      expect(expectedAttackDamage(armoured, decision)).toBeCloseTo(2 * 0.5, 10);
    // The same armour from two hardening actions counts the same way.
    const hardened = acting([crew], [foe('tank', 10)], { hardened: { tank: 3 } });
    expect(crewActionDecision(hardened)).toMatchObject({ type: 'attack', weapon: 'R' });
    // Against no armour a 3-damage rifle (0.5 × 3) beats a 1-damage knife (0.5 × 1).
    const knife = carryWeapon(
      makeWeapon({ id: 'knife', kind: 'melee', damage: 1, ammo: null, damageTypes: ['ML'] }),
    );
    const both = holding(rifle, knife, { attributes: noSkill });
    expect(crewActionDecision(acting([both], [foe('soft', 10)]))).toMatchObject({ weapon: 'L' });
  });

  it('unjams, then reloads, then recharges, and punches when nothing can fire', () => {
    const rifle = carryWeapon(makeWeapon());
    const enemies = [foe('e', 5)];
    const act = (crew: CrewMember) => crewActionDecision(acting([crew], enemies));
    expect(act(holding({ ...rifle, jam: 'jammed' }))).toEqual({ type: 'unjam', slot: 'L' });
    expect(act(holding({ ...rifle, ammo: 0, spareMagazine: true }))).toEqual({
      type: 'reload',
      slot: 'L',
      source: 'spare',
    });
    const withMagazines = putInSlot(holding({ ...rifle, ammo: 0 }).inventory, '2', {
      kind: 'magazines',
      weaponId: rifle.weapon.id,
      count: 2,
    });
    expect(act(makeCrew({ inventory: withMagazines }))).toEqual({ type: 'reload', slot: 'L', source: '2' });
    const t2 = carryWeapon(makeWeapon({ keywords: ['T2'] }));
    expect(act(holding({ ...t2, charged: false }))).toEqual({ type: 'recharge', slot: 'L' });
    // Empty with no magazine, even jammed: given up for bare fists.
    expect(act(holding({ ...rifle, ammo: 0, jam: 'jammed' }))).toMatchObject({
      type: 'attack',
      weapon: 'fists',
      targets: ['e'],
    });
  });

  it('takes Cover while carrying a captive, Aggressive or not (the trait cannot make a carrier attack)', () => {
    const rifle = carryWeapon(makeWeapon());
    const carrier = holding(rifle, null, { captive: 'alien' });
    expect(crewActionDecision(acting([carrier], [foe('e', 3)]))).toEqual({ type: 'cover' });
    // Aggressive, holding a working weapon, carrying a captive: no attack, so Cover (this stalled before).
    const aggressive = { ...carrier, traits: [AGGRESSIVE] };
    expect(crewActionDecision(acting([aggressive], [foe('e', 3)]))).toEqual({ type: 'cover' });
  });

  it('spreads an explosive over every fighting enemy', () => {
    const grenade = carryWeapon(makeWeapon({ keywords: ['EX'], damage: 2 }));
    const fight = acting(
      [holding(grenade, null, { attributes: noSkill })],
      [foe('a', 5), foe('b', 5, { status: 'killed' }), foe('c', 5)],
    );
    const decision = crewActionDecision(fight);
    expect(decision).toMatchObject({ type: 'attack', weapon: 'L' });
    if (decision?.type === 'attack')
      expect(expectedAttackDamage(fight, decision)).toBeCloseTo(2 * 0.5 * 2, 10);
  });

  it('chains a melee attack on to every other fighting enemy, weakest first', () => {
    const club = carryWeapon(makeWeapon({ kind: 'melee', ammo: null, damageTypes: ['ML'] }));
    const brawler = holding(club, null, { attributes: noSkill, traits: [CHAIN] });
    const enemies = [foe('a', 6), foe('b', 2), foe('c', 4), foe('d', 4), foe('x', 1, { status: 'captured' })];
    const fight = acting([brawler], enemies);
    expect(chainTargets(fight, 'b')).toEqual(['c', 'd', 'a']);
    expect(crewActionDecision(fight)).toMatchObject({ targets: ['b'], chain: ['c', 'd', 'a'] });
    // Ranged attacks never chain.
    const gunner = holding(carryWeapon(makeWeapon()), null, { traits: [CHAIN] });
    expect(crewActionDecision(acting([gunner], enemies))).not.toHaveProperty('chain');
  });

  it('activates the first conscious crew member with an activation left, and faints the weakest', () => {
    const a = makeCrew({ id: 'a', hp: 0, condition: 'unconscious' });
    const b = makeCrew({ id: 'b', hp: 5 });
    const c = makeCrew({ id: 'c', hp: 3 });
    const d = makeCrew({ id: 'd', hp: 3 });
    const { fight } = fightOfState(
      fightStateFrom({
        crew: [a, b, c, d],
        enemies: [foe('e', 3)],
        initiative: 'crew',
        step: 'crew',
        crewActivated: ['b'],
      }),
    );
    expect(crewToActivate(fight)).toBe('c');
    expect(faintDecision(fight)).toEqual({ type: 'oxygen.faint', crewId: 'c' });
  });

  it('draws the enemy’s target within its class from the seeded stream, without a die for one', () => {
    const one = { ...fightOfState(fightStateFrom({ crew: [makeCrew()], enemies: [foe('e', 3)] })).fight };
    const turn = {
      uid: 'e',
      actionsLeft: 1,
      actionNumber: 1,
      action: null,
      attack: null,
      targets: [],
      faces: [],
      shieldAsked: false,
      shieldFor: null,
      shielded: null,
    };
    const rng = { ...seedRng('pick') };
    const before = { ...rng };
    expect(enemyTargetDecision({ ...one, enemyTurn: { ...turn, candidates: ['a'] } }, rng)).toEqual({
      type: 'enemy.target',
      crewId: 'a',
    });
    expect(rng).toEqual(before);
    const picks = new Set<string | undefined>();
    for (let i = 0; i < 40; i += 1) {
      const d = enemyTargetDecision({ ...one, enemyTurn: { ...turn, candidates: ['a', 'b', 'c'] } }, rng);
      picks.add(d?.type === 'enemy.target' ? d.crewId : undefined);
    }
    expect([...picks].sort()).toEqual(['a', 'b', 'c']);
  });

  it('runs only alone, hurt enough, on the first activation of the turn, and never when Aggressive', () => {
    const runner = holding(carryWeapon(makeWeapon()), null, { id: 'r', hp: 2 });
    const out = makeCrew({ id: 'o', hp: 0, condition: 'unconscious' });
    const policy = { ...DEFAULT_FIGHT_POLICY, escapeAloneAtHp: 3 };
    const fight = acting([runner, out], [foe('e', 5)]);
    expect(escapeDecision(fight, policy)).toEqual({ type: 'escape', escaping: ['r', 'o'], sacrificed: [] });
    expect(escapeDecision(fight, DEFAULT_FIGHT_POLICY)).toBeNull();
    expect(escapeDecision(fight, { ...policy, escapeAloneAtHp: 1 })).toBeNull();
    // A lone wolf's second activation of the turn.
    const second = acting([runner, out], [foe('e', 5)], { crewActivated: ['r'] });
    expect(escapeDecision(second, policy)).toBeNull();
    const hothead = acting([{ ...runner, traits: [AGGRESSIVE] }, out], [foe('e', 5)]);
    expect(escapeDecision(hothead, policy)).toBeNull();
  });
});
