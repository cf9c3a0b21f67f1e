import type { DamageType, Weapon } from '../../content/schemas/weapon';
import type { MutableRngState } from '../dice/rng';
import type { AttackProfile } from './attack';
import type { Condition, CrewMember } from './crew';
import type { EnemyState, EnemyStatus, LastAction } from './enemyTurn';
import type { SlotContent } from './inventory';
import type { InitiativeSetup } from './initiative';
import type { Atmosphere } from './oxygen';
import type { FightState } from './simulate';
import type { JamState } from './weaponState';
import { SLOT_IDS } from './inventory';
import { isT2 } from './weaponState';

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
  readonly acts: Float64Array;
  /** Read from the inventory with the rules' functions; read again when a slot empties. */
  readonly armour: Float64Array;
  readonly overload: Float64Array;
  readonly hitMelee: Float64Array;
  readonly hitRanged: Float64Array;
  readonly damageMelee: Float64Array;
  readonly damageRanged: Float64Array;
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
  oxygen = 0;
  escapeAttempts = 0;
  wolf = false;
  rerollUsed = false;

  constructor(crew: number, enemies: number) {
    const f = () => new Float64Array(crew);
    const u = () => new Uint8Array(crew);
    this.hp = f();
    this.cond = u();
    this.shield = f();
    this.weak = f();
    this.cover = u();
    this.last = u();
    this.acts = f();
    this.armour = f();
    this.overload = f();
    this.hitMelee = f();
    this.hitRanged = f();
    this.damageMelee = f();
    this.damageRanged = f();
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
  }

  copyFrom(o: FastRunState): void {
    this.hp.set(o.hp);
    this.cond.set(o.cond);
    this.shield.set(o.shield);
    this.weak.set(o.weak);
    this.cover.set(o.cover);
    this.last.set(o.last);
    this.acts.set(o.acts);
    this.armour.set(o.armour);
    this.overload.set(o.overload);
    this.hitMelee.set(o.hitMelee);
    this.hitRanged.set(o.hitRanged);
    this.damageMelee.set(o.damageMelee);
    this.damageRanged.set(o.damageRanged);
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
    this.oxygen = o.oxygen;
    this.escapeAttempts = o.escapeAttempts;
    this.wolf = o.wolf;
    this.rerollUsed = o.rerollUsed;
  }
}

/** A fight compiled for the fast simulator: what never changes, the start of every run, and scratch space. */
export interface FastFight {
  readonly state: FightState;
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
  readonly captive: Uint8Array;
  readonly independent: Uint8Array;
  /** Carries an active flash or energy shield (kraken.personal-shields); items never change in a run. */
  readonly hasShield: Uint8Array;
  readonly shieldB: Uint8Array;
  readonly shieldPower: Float64Array;
  readonly shieldRecharge: Float64Array;
  readonly shieldCharge: Float64Array;
  /** The first crew index with the same id (enemy targeting finds crew by id). */
  readonly sameId: Int32Array;
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
  readonly zombie: Uint8Array;
  readonly mayEscape: Uint8Array;
  readonly escapeAt: Float64Array;
  readonly actions: Uint8Array;
  readonly levelHit: Float64Array;
  readonly levelDamage: Float64Array;
  /** Enemy index × 6 + face − 1: the enemy attack the action uses, −1 for no attack, −2 for no row. */
  readonly table: Int32Array;
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
}
