import type { DamageType, Weapon } from '../../../content/schemas/weapon';
import type { MutableRngState } from '../../dice/rng';
import type { AttackProfile } from '../groundCombat/attack';
import type { Condition, CrewMember } from '../crew/crew';
import type { EnemyState, EnemyStatus, LastAction } from '../groundCombat/enemyTurn';
import type { SlotContent } from '../crew/inventory';
import type { InitiativeSetup } from '../groundCombat/initiative';
import type { Atmosphere } from '../crew/oxygen';
import type { FightState } from './simulateTypes';
import type { ResumeAt } from './simulateStart';
import type { JamState } from '../crew/weaponState';
import { SLOT_IDS } from '../crew/inventory';
import { isT2 } from '../crew/weaponState';

/**
 * The fast fight simulator's state (`simulateFast.ts`): a `FightState` turned once into typed arrays and
 * numbers, so that a simulated fight changes numbers in place instead of building new crew, enemy and
 * inventory objects on every shot. Everything a rule reads that cannot change during a simulated fight (an
 * attribute, a profile's numbers, a weakness multiplier) is read here once, with the game's own rule
 * functions; what can change is a number in `FastRunState`. `crewMemberOf` / `enemyStateOf` turn the numbers
 * back into the game's objects (for the rare steps that call the rules directly, and for the tests that
 * compare the fast simulator with the reference one, `simulate.ts`).
 */

export const CONSCIOUS = 0;
export const UNCONSCIOUS = 1;
export const KILLED = 2;
export const CONDITIONS: readonly Condition[] = ['conscious', 'unconscious', 'killed'];

export const FIGHTING = 0;
export const CAPTURED = 1;
export const ENEMY_KILLED = 2;
export const ESCAPED = 3;
export const STATUSES: readonly EnemyStatus[] = ['fighting', 'captured', 'killed', 'escaped'];

export const MELEE = 0;
export const RANGED = 1;
export const OTHER = 2;
export const LAST_ACTIONS: readonly LastAction[] = ['melee', 'ranged', 'other'];

export const CLEAR = 0;
export const JAMMED = 1;
export const EASED = 2;
export const DAMAGED = 3;
export const JAMS: readonly JamState[] = ['clear', 'jammed', 'jammed-eased', 'damaged'];

export const EMPTY = 0;
export const WEAPON = 1;
export const ITEM = 2;
export const MAGAZINES = 3;
/** Slots per crew member: L, R, 1–4 (kraken.inventory), in `SLOT_IDS` order. */
export const SLOTS = SLOT_IDS.length;
/** The reload source "the spare magazine beside the weapon" (slots are 0..5). */
export const SPARE = SLOTS;

/** An attack profile (crew weapon, bare fists or enemy attack) as the damage pipeline and the dice read it. */
export interface AttackInfo {
  readonly index: number;
  readonly ranged: boolean;
  readonly hit: number;
  readonly damage: number;
  readonly attacks: number;
  readonly explosive: boolean;
  readonly t2: boolean;
  readonly ap: boolean;
  readonly ia: boolean;
  readonly is: boolean;
  readonly emp: boolean;
  readonly weakens: boolean;
  /** X of WEAKEN X (0 when absent). */
  readonly weaken: number;
  /** Crew weapons: Strength needed, content id and magazine size (null: unlimited ammo). */
  readonly strength: number;
  readonly id: string;
  readonly capacity: number | null;
  readonly damageTypes: readonly DamageType[];
}

export function attackInfo(index: number, profile: AttackProfile, weapon: Weapon | null): AttackInfo {
  const has = (k: string) => profile.keywords.some((keyword) => keyword === k);
  return {
    index,
    ranged: profile.kind === 'ranged',
    hit: profile.hit,
    damage: profile.damage,
    attacks: profile.attacks,
    explosive: has('EX'),
    t2: weapon !== null && isT2(weapon),
    ap: has('AP'),
    ia: has('IA'),
    is: has('IS'),
    emp: has('EMP'),
    weakens: has('WEAKEN'),
    weaken: profile.weaken ?? 0,
    strength: weapon?.strength ?? 0,
    id: weapon?.id ?? '',
    capacity: weapon === null ? null : weapon.ammo,
    damageTypes: profile.damageTypes,
  };
}

/** Everything of a simulated fight that changes; `copyFrom` starts a new run from the saved start. */
export class FastRunState {
  // Crew, by crew index.
  readonly hp: Float64Array;
  readonly cond: Uint8Array;
  readonly shield: Float64Array;
  readonly weak: Float64Array;
  readonly cover: Uint8Array;
  readonly last: Uint8Array;
  /** Activations left this turn (combatTypes.ts `CrewStatus`), and whether one was begun. */
  readonly left: Float64Array;
  readonly activated: Uint8Array;
  /** An enemy's hindrance: more every hit die needs, until the end of the next activation. */
  readonly hindered: Float64Array;
  /** PSI CONCENTRATE waiting for the next activation: +amount to Melee (`concMelee`) or Ranged. */
  readonly concMelee: Float64Array;
  readonly concRanged: Float64Array;
  /** Attack re-rolls used this turn. */
  readonly rerolls: Float64Array;
  /** Read from the inventory with the rules' functions; read again when a slot empties. */
  readonly armour: Float64Array;
  readonly overload: Float64Array;
  readonly hitMelee: Float64Array;
  readonly hitRanged: Float64Array;
  readonly damageMelee: Float64Array;
  readonly damageRanged: Float64Array;
  readonly unjamBonus: Float64Array;
  readonly escapeMod: Float64Array;
  // Slots, by crew index × 6 + slot.
  readonly slotKind: Uint8Array;
  readonly ammo: Float64Array;
  readonly jam: Uint8Array;
  readonly charged: Uint8Array;
  readonly spare: Uint8Array;
  readonly magazines: Float64Array;
  // Enemies, by enemy index.
  readonly enemyHp: Float64Array;
  readonly enemyShield: Float64Array;
  readonly enemyWeak: Float64Array;
  readonly status: Uint8Array;
  readonly confused: Uint8Array;
  readonly enemyActed: Uint8Array;
  /** Armour added by hardening actions. */
  readonly hardened: Float64Array;
  oxygen = 0;
  escapeAttempts = 0;
  /** PSI FLASH's bonus to the next escape roll. */
  flash = 0;
  /** PSI TAUNT: the crew index every enemy targets in the next enemy step, −1 for none. */
  taunt = -1;
  /** The crew escaped (kraken.escape-ground-combat). */
  escaped = false;
  /** Conscious crew members and fighting enemies, kept up as they change (the fight is over at 0). */
  conscious = 0;
  fighting = 0;

  constructor(crew: number, enemies: number) {
    const f = () => new Float64Array(crew);
    const u = () => new Uint8Array(crew);
    this.hp = f();
    this.cond = u();
    this.shield = f();
    this.weak = f();
    this.cover = u();
    this.last = u();
    this.left = f();
    this.activated = u();
    this.hindered = f();
    this.concMelee = f();
    this.concRanged = f();
    this.rerolls = f();
    this.armour = f();
    this.overload = f();
    this.hitMelee = f();
    this.hitRanged = f();
    this.damageMelee = f();
    this.damageRanged = f();
    this.unjamBonus = f();
    this.escapeMod = f();
    this.slotKind = new Uint8Array(crew * SLOTS);
    this.ammo = new Float64Array(crew * SLOTS);
    this.jam = new Uint8Array(crew * SLOTS);
    this.charged = new Uint8Array(crew * SLOTS);
    this.spare = new Uint8Array(crew * SLOTS);
    this.magazines = new Float64Array(crew * SLOTS);
    this.enemyHp = new Float64Array(enemies);
    this.enemyShield = new Float64Array(enemies);
    this.enemyWeak = new Float64Array(enemies);
    this.status = new Uint8Array(enemies);
    this.confused = new Uint8Array(enemies);
    this.enemyActed = new Uint8Array(enemies);
    this.hardened = new Float64Array(enemies);
  }

  copyFrom(o: FastRunState): void {
    this.hp.set(o.hp);
    this.cond.set(o.cond);
    this.shield.set(o.shield);
    this.weak.set(o.weak);
    this.cover.set(o.cover);
    this.last.set(o.last);
    this.left.set(o.left);
    this.activated.set(o.activated);
    this.hindered.set(o.hindered);
    this.concMelee.set(o.concMelee);
    this.concRanged.set(o.concRanged);
    this.rerolls.set(o.rerolls);
    this.armour.set(o.armour);
    this.overload.set(o.overload);
    this.hitMelee.set(o.hitMelee);
    this.hitRanged.set(o.hitRanged);
    this.damageMelee.set(o.damageMelee);
    this.damageRanged.set(o.damageRanged);
    this.unjamBonus.set(o.unjamBonus);
    this.escapeMod.set(o.escapeMod);
    this.slotKind.set(o.slotKind);
    this.ammo.set(o.ammo);
    this.jam.set(o.jam);
    this.charged.set(o.charged);
    this.spare.set(o.spare);
    this.magazines.set(o.magazines);
    this.enemyHp.set(o.enemyHp);
    this.enemyShield.set(o.enemyShield);
    this.enemyWeak.set(o.enemyWeak);
    this.status.set(o.status);
    this.confused.set(o.confused);
    this.enemyActed.set(o.enemyActed);
    this.hardened.set(o.hardened);
    this.oxygen = o.oxygen;
    this.escapeAttempts = o.escapeAttempts;
    this.flash = o.flash;
    this.taunt = o.taunt;
    this.escaped = o.escaped;
    this.conscious = o.conscious;
    this.fighting = o.fighting;
  }
}

/** A fight compiled for the fast simulator: what never changes, the start of every run, and scratch space. */
export interface FastFight {
  readonly state: FightState;
  /** Where in the turn loop every run starts (simulateStart.ts). */
  readonly at: ResumeAt;
  readonly crewCount: number;
  readonly enemyCount: number;
  readonly atmosphere: Atmosphere;
  // Crew, fixed for the fight.
  readonly crew0: readonly CrewMember[];
  readonly startHp: Float64Array;
  readonly startKilled: Uint8Array;
  readonly maxHp: Float64Array;
  readonly strength: Float64Array;
  readonly tech: Float64Array;
  readonly meleeSkill: Float64Array;
  readonly rangedSkill: Float64Array;
  readonly agility: Float64Array;
  readonly captive: Uint8Array;
  /** Crew traits the fight reads: Aggressive (kraken.aggressive), Chain Attack (combatChain.ts). */
  readonly aggressive: Uint8Array;
  readonly chain: Uint8Array;
  /** Carries an item that grants an attack re-roll each turn (combatAttack.ts `rerollAllowance`). */
  readonly rerollItem: Uint8Array;
  /** Carries an active flash or energy shield (kraken.personal-shields); items never change in a run. */
  readonly hasShield: Uint8Array;
  readonly shieldB: Uint8Array;
  readonly shieldPower: Float64Array;
  readonly shieldRecharge: Float64Array;
  readonly shieldCharge: Float64Array;
  // Slots, fixed: what each held at the start, and the weapon's profile index (-1: no weapon).
  readonly slot0: readonly (SlotContent | null)[];
  readonly slotWeapon: Int32Array;
  readonly ammoUnlimited: Uint8Array;
  readonly magazineOf: readonly string[];
  /** Crew attack profiles: 0 is bare fists, then every carried weapon. */
  readonly weapons: readonly AttackInfo[];
  // Enemies, fixed.
  readonly enemy0: readonly EnemyState[];
  readonly enemyArmour: Float64Array;
  readonly enemyHasShield: Uint8Array;
  readonly enemyShieldB: Uint8Array;
  readonly enemyShieldPower: Float64Array;
  readonly enemyShieldRecharge: Float64Array;
  readonly enemyHpMax: Float64Array;
  readonly enemyAgility: Float64Array;
  /** Species, as an index into the fight's own list (Swarm counts kin by species). */
  readonly species: Int32Array;
  readonly zombie: Uint8Array;
  /** The Zombie trait's X: a single hit of at least this many HP brings it down; −1 without one. */
  readonly zombieAt: Float64Array;
  /** The X of the traits the fight applies (combatTraits.ts, combatEnemy.ts): 0 without the trait. */
  readonly explodes: Float64Array;
  readonly drain: Float64Array;
  readonly evasion: Float64Array;
  readonly swarm: Float64Array;
  readonly dread: Float64Array;
  readonly regen: Float64Array;
  readonly mayEscape: Uint8Array;
  readonly escapeAt: Float64Array;
  readonly actions: Uint8Array;
  readonly levelHit: Float64Array;
  readonly levelDamage: Float64Array;
  /**
   * Enemy index × 6 + face − 1: the enemy attack the action uses, `NO_ATTACK` for an idle action, a special
   * action (`HEAL` … `HARDEN`, its number in `tableAmount`) or `NO_ROW` when the table lacks the row.
   */
  readonly table: Int32Array;
  readonly tableAmount: Float64Array;
  /** A hindrance that reaches every conscious crew member (else the first the enemy would target). */
  readonly tableAll: Uint8Array;
  readonly enemyAttacks: readonly AttackInfo[];
  /** Weakness and resistance (kraken.weakness-resistance): crew weapon × enemies + enemy, and enemy attack. */
  readonly multiplierVsEnemy: Float64Array;
  readonly multiplierVsCrew: Float64Array;
  /**
   * The initiative roll's set-up for a fight not yet started (kraken.initiative), as it stands once the
   * oxygen owed is paid: the same for every run, so `simulateFast.ts` works it out once.
   */
  initiativeSetup: InitiativeSetup;
  // Runs.
  readonly start: FastRunState;
  readonly run: FastRunState;
  readonly rng: MutableRngState;
  // Scratch for one activation: the fighting enemies, faces thrown, targets.
  readonly order: Int32Array;
  readonly faces: Float64Array;
  readonly targets: Int32Array;
  /** The hits of one part of an attack: the face and the damage of each. */
  readonly hitFaces: Float64Array;
  readonly hitDamage: Float64Array;
  /** The enemies a Chain Attack goes on to, in order (`choice.chained` of them). */
  readonly chainTo: Int32Array;
  /** The crew members a blast hits. */
  readonly blasted: Int32Array;
}

/** Action table codes (`FastFight.table`) for the rows that are not attacks. */
export const NO_ATTACK = -1;
export const NO_ROW = -2;
export const HEAL = -3;
export const RECHARGE_SHIELD = -4;
export const HINDER = -5;
export const HARDEN = -6;
