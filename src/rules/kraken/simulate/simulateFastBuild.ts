import type { Weapon } from '../../../content/schemas/weapon';
import type { EnemyAction, EnemyAttack } from '../../../content/schemas/enemy';
import type { Condition, CrewMember } from '../crew/crew';
import type { EnemyState, LastAction } from '../groundCombat/enemyTurn';
import type { Inventory, SlotContent } from '../crew/inventory';
import type { FightState } from './simulateTypes';
import type { Fight } from '../groundCombat/combatTypes';
import type { AttackInfo, FastFight } from './simulateFastState';
import type { JamState } from '../crew/weaponState';
import { BARE_FISTS, attackModifiers } from '../groundCombat/attack';
import { unjamBonus } from '../groundCombat/combatActions';
import { statusOf } from '../groundCombat/combatFlow';
import { crewArmour, crewMaxHp, crewShield, hasTraitRule } from '../crew/crew';
import { damageMultiplier } from '../groundCombat/damage';
import {
  enemyActionsPerTurn,
  enemyTraitValue,
  hasEnemyTrait,
  highLevelBonus,
  zombieThreshold,
} from '../groundCombat/enemyTurn';
import { SLOT_IDS, bestShieldCharge, itemsCarried, overloadOf, overloadPenalty } from '../crew/inventory';
import { modifierTotal } from '../crew/modifiers';
import { fightOfState } from './simulateStart';
import {
  CLEAR,
  CONDITIONS,
  CONSCIOUS,
  EMPTY,
  FIGHTING,
  FastRunState,
  HARDEN,
  HEAL,
  HINDER,
  ITEM,
  JAMS,
  MAGAZINES,
  MELEE,
  NO_ATTACK,
  NO_ROW,
  OTHER,
  RANGED,
  RECHARGE_SHIELD,
  SLOTS,
  STATUSES,
  WEAPON,
  attackInfo,
} from './simulateFastState';

/**
 * Turning a `FightState` into the fast simulator's numbers (`simulateFastState.ts`) and back: every value
 * that stays fixed through a fight is read here once with the game's own rule functions (a shield's class,
 * the armour worn, a weakness multiplier, the action table), and `crewMemberOf` / `enemyStateOf` rebuild
 * the game's objects from the numbers of a run.
 */

export function jamState(code: number): JamState {
  return JAMS[code] ?? 'clear';
}

export function conditionCode(condition: Condition): number {
  return CONDITIONS.indexOf(condition);
}

/** The crew member `c` as the game's object, from the numbers of the run. */
export function crewMemberOf(f: FastFight, c: number): CrewMember {
  const member = f.crew0[c];
  if (member === undefined) throw new Error(`No crew member ${c}.`);
  const r = f.run;
  const inventory: Record<string, SlotContent | null> = {};
  SLOT_IDS.forEach((id, slot) => {
    const s = c * SLOTS + slot;
    const content = f.slot0[s] ?? null;
    if (r.slotKind[s] === EMPTY || content === null) inventory[id] = null;
    else if (content.kind === 'weapon') {
      inventory[id] = {
        ...content,
        ammo: f.ammoUnlimited[s] === 1 ? null : (r.ammo[s] ?? 0),
        jam: jamState(r.jam[s] ?? CLEAR),
        charged: r.charged[s] === 1,
        spareMagazine: r.spare[s] === 1,
      };
    } else if (content.kind === 'magazines') inventory[id] = { ...content, count: r.magazines[s] ?? 0 };
    else inventory[id] = content;
  });
  return {
    ...member,
    hp: r.hp[c] ?? 0,
    condition: CONDITIONS[r.cond[c] ?? CONSCIOUS] ?? 'conscious',
    shieldEnergy: r.shield[c] ?? 0,
    weakened: r.weak[c] ?? 0,
    inventory: inventory as unknown as Inventory,
  };
}

export function enemyStateOf(f: FastFight, j: number): EnemyState {
  const enemy = f.enemy0[j];
  if (enemy === undefined) throw new Error(`No enemy ${j}.`);
  const r = f.run;
  return {
    ...enemy,
    hp: r.enemyHp[j] ?? 0,
    shieldEnergy: r.enemyShield[j] ?? 0,
    weakened: r.enemyWeak[j] ?? 0,
    status: STATUSES[r.status[j] ?? FIGHTING] ?? 'fighting',
    confused: r.confused[j] === 1,
  };
}

/** Whether crew member `c` holds a working weapon they are strong enough for (actions.ts `hasFunctionalWeapon`). */
export function holdsWorkingWeapon(f: FastFight, c: number): boolean {
  const r = f.run;
  for (let hand = 0; hand < 2; hand += 1) {
    const s = c * SLOTS + hand;
    const info = f.weapons[f.slotWeapon[s] ?? -1];
    if (r.slotKind[s] !== WEAPON || info === undefined || r.jam[s] !== CLEAR) continue;
    if (f.ammoUnlimited[s] === 0 && (r.ammo[s] ?? 0) <= 0) continue;
    if (r.charged[s] === 1 && info.strength <= (f.strength[c] ?? 0)) return true;
  }
  return false;
}

/**
 * Reads again what the inventory decides for crew member `c` (overload: kraken.inventory; hit and damage
 * modifiers: kraken.crew-traits; armour: kraken.armor), with the rules' own functions. Called at the start
 * and whenever a slot empties (a magazine stack used up, a weapon broken), the only inventory changes that
 * can change them.
 */
export function readInventory(f: FastFight, c: number): void {
  const member = crewMemberOf(f, c);
  const r = f.run;
  const melee = attackModifiers(member, 'melee');
  const ranged = attackModifiers(member, 'ranged');
  r.overload[c] = overloadPenalty(overloadOf(member.inventory, member.attributes.strength));
  r.hitMelee[c] = melee.hitModifier;
  r.hitRanged[c] = ranged.hitModifier;
  r.damageMelee[c] = melee.damageModifier;
  r.damageRanged[c] = ranged.damageModifier;
  r.armour[c] = crewArmour(member);
  r.unjamBonus[c] = unjamBonus(member);
  r.escapeMod[c] = modifierTotal(member, 'escape');
}

const LAST_CODE: Readonly<Record<LastAction, number>> = { melee: MELEE, ranged: RANGED, other: OTHER };

function fillCrew(f: FastFight, fight: Fight, state: FightState): void {
  const r = f.run;
  fight.crew.forEach((member, c) => {
    const status = statusOf(fight, member.id);
    r.hp[c] = member.hp;
    r.cond[c] = conditionCode(member.condition);
    r.shield[c] = member.shieldEnergy;
    r.weak[c] = member.weakened;
    r.cover[c] = status.cover ? 1 : 0;
    r.last[c] = LAST_CODE[status.lastAction];
    r.left[c] = status.activationsLeft;
    r.activated[c] = status.activated ? 1 : 0;
    r.hindered[c] = status.hindered;
    r.concMelee[c] = status.concentrate?.attribute === 'melee' ? status.concentrate.amount : 0;
    r.concRanged[c] = status.concentrate?.attribute === 'ranged' ? status.concentrate.amount : 0;
    r.rerolls[c] = status.rerollsUsed;
    SLOT_IDS.forEach((id, slot) => {
      const s = c * SLOTS + slot;
      const content = member.inventory[id];
      if (content?.kind === 'weapon') {
        r.slotKind[s] = WEAPON;
        r.ammo[s] = content.ammo ?? 0;
        r.jam[s] = JAMS.indexOf(content.jam);
        r.charged[s] = content.charged ? 1 : 0;
        r.spare[s] = content.spareMagazine ? 1 : 0;
      } else if (content?.kind === 'magazines') {
        r.slotKind[s] = MAGAZINES;
        r.magazines[s] = content.count;
      } else r.slotKind[s] = content === null ? EMPTY : ITEM;
    });
  });
  state.crew.forEach((_, c) => {
    readInventory(f, c);
  });
  r.taunt = fight.taunt === null ? -1 : fight.crew.findIndex((m) => m.id === fight.taunt);
  r.conscious = fight.crew.filter((m) => m.condition === 'conscious').length;
}

function fillEnemies(f: FastFight, fight: Fight): void {
  const r = f.run;
  fight.enemies.forEach((enemy, j) => {
    r.enemyHp[j] = enemy.hp;
    r.enemyShield[j] = enemy.shieldEnergy;
    r.enemyWeak[j] = enemy.weakened;
    r.status[j] = STATUSES.indexOf(enemy.status);
    r.confused[j] = enemy.confused ? 1 : 0;
    r.enemyActed[j] = fight.enemiesActed.includes(enemy.uid) ? 1 : 0;
    r.hardened[j] = fight.hardened[enemy.uid] ?? 0;
  });
  r.fighting = fight.enemies.filter((e) => e.status === 'fighting').length;
  r.oxygen = fight.oxygen;
  r.escapeAttempts = fight.escapeAttempts;
  r.flash = fight.escapeBonus;
  r.escaped = false;
}

/** The crew's side of the fight, fixed for all runs. */
function crewStatics(state: FightState) {
  const crew = state.crew;
  const n = crew.length;
  const weapons: AttackInfo[] = [attackInfo(0, BARE_FISTS, null)];
  const known = new Map<Weapon, number>();
  const slotWeapon = new Int32Array(n * SLOTS).fill(-1);
  const ammoUnlimited = new Uint8Array(n * SLOTS);
  const slot0: (SlotContent | null)[] = [];
  const magazineOf: string[] = [];
  crew.forEach((member, c) => {
    SLOT_IDS.forEach((id, slot) => {
      const s = c * SLOTS + slot;
      const content = member.inventory[id];
      slot0[s] = content;
      magazineOf[s] = content?.kind === 'magazines' ? content.weaponId : '';
      if (content?.kind !== 'weapon') return;
      let index = known.get(content.weapon);
      if (index === undefined) {
        index = weapons.length;
        known.set(content.weapon, index);
        weapons.push(attackInfo(index, content.weapon, content.weapon));
      }
      slotWeapon[s] = index;
      ammoUnlimited[s] = content.ammo === null ? 1 : 0;
    });
  });
  const per = (read: (m: CrewMember, c: number) => number) => Float64Array.from(crew.map(read));
  const flag = (read: (m: CrewMember) => boolean) => Uint8Array.from(crew.map((m) => (read(m) ? 1 : 0)));
  const shields = crew.map((m) => crewShield(m));
  return {
    crew0: crew,
    startHp: per((m) => m.hp),
    startKilled: flag((m) => m.condition === 'killed'),
    maxHp: per((m) => crewMaxHp(m)),
    strength: per((m) => m.attributes.strength),
    tech: per((m) => m.attributes.tech),
    meleeSkill: per((m) => m.attributes.melee),
    rangedSkill: per((m) => m.attributes.ranged),
    agility: per((m) => m.attributes.agility),
    captive: flag((m) => m.captive !== null),
    aggressive: flag((m) => hasTraitRule(m, 'aggressive')),
    chain: flag((m) => hasTraitRule(m, 'chain-attack')),
    rerollItem: flag((m) =>
      itemsCarried(m.inventory).some(({ item }) => (item.item.abilities ?? []).includes('attack-reroll')),
    ),
    hasShield: Uint8Array.from(shields.map((s) => (s === null ? 0 : 1))),
    shieldB: Uint8Array.from(shields.map((s) => (s?.class === 'B' ? 1 : 0))),
    shieldPower: Float64Array.from(shields.map((s) => s?.power ?? 0)),
    shieldRecharge: Float64Array.from(shields.map((s) => s?.recharge ?? 0)),
    shieldCharge: per((m) => bestShieldCharge(m.inventory)),
    slot0,
    slotWeapon,
    ammoUnlimited,
    magazineOf,
    weapons,
  };
}

/** The enemies' side of the fight, fixed for all runs. */
function enemyStatics(state: FightState, weapons: readonly AttackInfo[]) {
  const enemies = state.enemies;
  const m = enemies.length;
  const enemyAttacks: AttackInfo[] = [];
  const multiplierVsCrew: number[] = [];
  const known = new Map<EnemyAttack, number>();
  const table = new Int32Array(m * 6).fill(NO_ROW);
  const tableAmount = new Float64Array(m * 6);
  const tableAll = new Uint8Array(m * 6);
  enemies.forEach((enemy, j) => {
    for (let face = 1; face <= 6; face += 1) {
      const action = enemy.profile.actionTable[face - 1];
      if (action === undefined) continue;
      const attack =
        action.kind === 'attack' ? enemy.profile.weapons.find((w) => w.name === action.weapon) : undefined;
      if (attack === undefined) {
        const at = j * 6 + face - 1;
        const special = specialCode(enemy, action);
        table[at] = special.code;
        tableAmount[at] = special.amount;
        tableAll[at] = special.all ? 1 : 0;
        continue;
      }
      let index = known.get(attack);
      if (index === undefined) {
        index = enemyAttacks.length;
        known.set(attack, index);
        enemyAttacks.push(attackInfo(index, attack, null));
        // Crew members have no weaknesses or resistances of their own (crew.ts crewAsTarget).
        multiplierVsCrew.push(damageMultiplier(attack.damageTypes, [], []).multiplier);
      }
      table[j * 6 + face - 1] = index;
    }
  });
  const vsEnemy = new Float64Array(weapons.length * m);
  weapons.forEach((info, w) => {
    enemies.forEach((enemy, j) => {
      const { weaknesses, resistances } = enemy.profile;
      vsEnemy[w * m + j] = damageMultiplier(info.damageTypes, weaknesses, resistances).multiplier;
    });
  });
  const per = (read: (e: EnemyState) => number) => Float64Array.from(enemies.map(read));
  const flag = (read: (e: EnemyState) => boolean) => Uint8Array.from(enemies.map((e) => (read(e) ? 1 : 0)));
  const kinds = enemies.map((e) => e.profile.species);
  const trait = (rule: string) => per((e) => enemyTraitValue(e.profile, rule));
  return {
    enemy0: enemies,
    enemyArmour: per((e) => e.profile.armor),
    enemyHasShield: flag((e) => e.profile.shield !== undefined),
    enemyShieldB: flag((e) => e.profile.shield?.class === 'B'),
    enemyShieldPower: per((e) => e.profile.shield?.power ?? 0),
    enemyShieldRecharge: per((e) => e.profile.shield?.recharge ?? 0),
    enemyHpMax: per((e) => e.profile.hp),
    enemyAgility: per((e) => e.profile.agility),
    species: Int32Array.from(kinds.map((k) => kinds.indexOf(k))),
    zombie: flag((e) => hasEnemyTrait(e.profile, 'Zombie')),
    zombieAt: per((e) => zombieThreshold(e.profile) ?? -1),
    explodes: trait('explodes'),
    drain: trait('drain'),
    evasion: trait('evasive'),
    swarm: trait('swarm'),
    dread: trait('dread'),
    // combatEnemy.ts `endEnemyTurn` reads Regen by its rule tag only.
    regen: per((e) => e.profile.traits.find((t) => t.rule === 'regen')?.value ?? 0),
    mayEscape: flag((e) => !e.boss && e.profile.escape !== null),
    escapeAt: per((e) => e.profile.escape ?? 0),
    actions: Uint8Array.from(enemies.map((e) => enemyActionsPerTurn(e.profile))),
    levelHit: per((e) => highLevelBonus(e.level).hit),
    levelDamage: per((e) => highLevelBonus(e.level).damage),
    table,
    tableAmount,
    tableAll,
    enemyAttacks,
    multiplierVsEnemy: vsEnemy,
    multiplierVsCrew: Float64Array.from(multiplierVsCrew),
  };
}

/**
 * A special action's code, number and reach as combatEnemy.ts `applySpecial` reads them: a recharge of a
 * shield the enemy does not have does nothing, like an action without an effect.
 */
function specialCode(enemy: EnemyState, action: EnemyAction): { code: number; amount: number; all: boolean } {
  const effect = action.kind === 'special' ? action.effect : undefined;
  switch (effect?.kind) {
    case 'heal':
      return { code: HEAL, amount: effect.hp, all: false };
    case 'hinder':
      return { code: HINDER, amount: effect.amount, all: effect.all };
    case 'harden':
      return { code: HARDEN, amount: effect.amount, all: false };
    case 'recharge-shield':
      return enemy.profile.shield === undefined
        ? { code: NO_ATTACK, amount: 0, all: false }
        : { code: RECHARGE_SHIELD, amount: effect.amount, all: false };
    case undefined:
      return { code: NO_ATTACK, amount: 0, all: false };
  }
}

/**
 * The fight as the fast simulator starts every run: `run` holds the numbers of the kernel's own fight for the
 * state (simulateStart.ts `fightOfState`; nothing paid yet: `simulateFast.ts` pays the oxygen owed and saves
 * the result in `start`).
 */
export function buildFastFight(state: FightState): FastFight {
  const { fight, at } = fightOfState(state);
  const crew = crewStatics(state);
  const enemies = enemyStatics(state, crew.weapons);
  const attacks = [...crew.weapons, ...enemies.enemyAttacks].map((a) => a.attacks);
  const most = Math.max(6, state.crew.length, state.enemies.length, ...attacks) + 1;
  const f: FastFight = {
    state,
    at,
    crewCount: state.crew.length,
    enemyCount: state.enemies.length,
    atmosphere: state.atmosphere,
    ...crew,
    ...enemies,
    initiativeSetup: { ambush: state.ambush, crewAgilities: [], enemyAgilities: [], activeCrew: 0 },
    start: new FastRunState(state.crew.length, state.enemies.length),
    run: new FastRunState(state.crew.length, state.enemies.length),
    rng: { a: 0, b: 0, c: 0, d: 0 },
    order: new Int32Array(most),
    faces: new Float64Array(most),
    targets: new Int32Array(most),
    hitFaces: new Float64Array(most),
    hitDamage: new Float64Array(most),
    chainTo: new Int32Array(most),
    blasted: new Int32Array(most),
  };
  fillCrew(f, fight, state);
  fillEnemies(f, fight);
  return f;
}
