import type { EnemyAction, EnemyAttack, EnemyProfile } from '../../../content/schemas/enemy';
import type { DamageTarget, HitInput } from './damage';
import type { RollNeed } from '../crew/rolls';
import { assertFace, d6Odds, d6Passes, needD6, needTable } from '../crew/rolls';

/**
 * Enemies in a ground combat (Space Kraken §14, Enemies take action; kraken.enemy-actions,
 * kraken.enemy-target-priority, kraken.enemy-escape, kraken.high-level-enemies, kraken.capture-alien).
 */

export type EnemyStatus = 'fighting' | 'captured' | 'killed' | 'escaped';

export interface EnemyState {
  readonly uid: string;
  readonly profile: EnemyProfile;
  readonly role: 'primary' | 'minion';
  /** The encounter level, 1..8; levels 7 and 8 fight with a level 6 sheet and bonuses. */
  readonly level: number;
  /** Part of a boss encounter: the boss and its minions never escape (kraken.boss). */
  readonly boss: boolean;
  /** May fall below 0: 0..−2 is a capture, lower is dead (kraken.capture-alien). */
  readonly hp: number;
  readonly shieldEnergy: number;
  readonly weakened: number;
  /** PSI CONFUSE: its hits need 1 more until its next activation; once per enemy (kraken.psi-support). */
  readonly confused: boolean;
  readonly confuseUsed: boolean;
  readonly status: EnemyStatus;
}

export function enemyFromProfile(
  uid: string,
  profile: EnemyProfile,
  spawn: { readonly role: 'primary' | 'minion'; readonly level: number; readonly boss: boolean },
): EnemyState {
  return {
    uid,
    profile,
    role: spawn.role,
    level: spawn.level,
    boss: spawn.boss,
    hp: profile.hp,
    shieldEnergy: profile.shield?.power ?? 0,
    weakened: 0,
    confused: false,
    confuseUsed: false,
    status: 'fighting',
  };
}

/**
 * Level 7: +1 damage on every attack. Level 8: +2 damage and the hit value 1 lower (kraken.high-level-enemies
 * reading: "+1 hit chance" lowers the number needed by 1).
 */
export function highLevelBonus(level: number): { readonly damage: number; readonly hit: number } {
  if (level >= 8) return { damage: 2, hit: 1 };
  if (level === 7) return { damage: 1, hit: 0 };
  return { damage: 0, hit: 0 };
}

/**
 * Whether an enemy has a trait: by its `rule` tag when the pack gives one ('zombie', 'two-actions'), else
 * by its name, compared without case, spaces or dashes.
 */
export function hasEnemyTrait(profile: EnemyProfile, rule: string): boolean {
  return enemyTraitValue(profile, rule) !== 0;
}

function squashName(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * Trait look-ups by profile, remembered: a profile is content and never changes, and the fight simulator
 * asks the same questions of it thousands of times (the answers are the same, only cheaper).
 */
const TRAIT_VALUES = new WeakMap<EnemyProfile, Map<string, number>>();

/**
 * The X of an enemy trait (Regen 2 → 2), found like `hasEnemyTrait`: 0 when the enemy does not have it, 1
 * for a trait that has it without a value (the content schema's valueless rules such as psi-ward).
 */
export function enemyTraitValue(profile: EnemyProfile, rule: string): number {
  let known = TRAIT_VALUES.get(profile);
  if (known === undefined) {
    known = new Map();
    TRAIT_VALUES.set(profile, known);
  }
  const cached = known.get(rule);
  if (cached !== undefined) return cached;
  const wanted = squashName(rule);
  const trait = profile.traits.find((t) => {
    const tagged = (t as { readonly rule?: string | undefined }).rule;
    return (tagged !== undefined && squashName(tagged) === wanted) || squashName(t.name) === wanted;
  });
  const value = trait === undefined ? 0 : (trait.value ?? 1);
  known.set(rule, value);
  return value;
}

/** Actions per turn: two for an enemy with the two-actions trait, else one (kraken.enemy-actions). */
export function enemyActionsPerTurn(profile: EnemyProfile): 1 | 2 {
  return hasEnemyTrait(profile, 'two-actions') ? 2 : 1;
}

/**
 * What HP at or below zero means for an enemy (§4 Capture alien): 0, −1 or −2 captured; lower killed,
 * unless it has the Zombie trait (whose own text then decides; it stays in the fight here).
 */
export function enemyFate(hp: number, zombie: boolean): EnemyStatus {
  if (hp > 0) return 'fighting';
  if (hp >= -2) return 'captured';
  return zombie ? 'fighting' : 'killed';
}

export function enemyAsTarget(enemy: EnemyState): DamageTarget {
  const shield = enemy.profile.shield;
  return {
    hp: enemy.hp,
    shield: shield === undefined ? null : { class: shield.class, energy: enemy.shieldEnergy },
    armour: enemy.profile.armor,
    weakened: enemy.weakened,
    cover: false,
    weaknesses: enemy.profile.weaknesses,
    resistances: enemy.profile.resistances,
    immune: enemy.status !== 'fighting',
  };
}

/** The X of an enemy's Zombie trait when the pack gives one (trait rule "zombie" with a value). */
export function zombieThreshold(profile: EnemyProfile): number | null {
  const trait = profile.traits.find((t) => (t as { readonly rule?: string | undefined }).rule === 'zombie');
  const value = (trait as { readonly value?: number | undefined } | undefined)?.value;
  return value ?? null;
}

/**
 * Writes the pipeline's result back onto the enemy and settles capture or death.
 *
 * Zombie (§14: each hit is handled separately and never added up "for the purpose of overwhelming" the
 * ZOMBIE trait; kraken.capture-alien): when the pack gives the trait's X, a hit that would bring a zombie to
 * 0 HP or below only does so if that single hit took X or more HP (`hitHpLoss`); otherwise it is left on
 * 1 HP and fights on. Without an X (or without `hitHpLoss`) a zombie is simply never killed below −2.
 */
export function applyHitToEnemy(enemy: EnemyState, target: DamageTarget, hitHpLoss?: number): EnemyState {
  const threshold = zombieThreshold(enemy.profile);
  const holds =
    enemy.status === 'fighting' &&
    threshold !== null &&
    hitHpLoss !== undefined &&
    target.hp <= 0 &&
    hitHpLoss < threshold;
  const hp = holds ? 1 : target.hp;
  // A hit of X or more overwhelms the zombie: it goes down like any other enemy.
  const overwhelmed = threshold !== null && hitHpLoss !== undefined && hitHpLoss >= threshold;
  return {
    ...enemy,
    hp,
    shieldEnergy: target.shield?.energy ?? enemy.shieldEnergy,
    weakened: target.weakened,
    status:
      enemy.status === 'fighting'
        ? enemyFate(hp, hasEnemyTrait(enemy.profile, 'Zombie') && !overwhelmed)
        : enemy.status,
  };
}

/**
 * Reading (kraken.combat-loop): the book recharges crew shields at step 4 of the turn and says nothing of enemy shields, whose
 * profiles also carry a recharge; they regain it at the same step, never above their power.
 */
export function rechargeEnemyShield(enemy: EnemyState): EnemyState {
  const shield = enemy.profile.shield;
  if (shield === undefined) return enemy;
  const energy = Math.min(shield.power, enemy.shieldEnergy + shield.recharge);
  return energy === enemy.shieldEnergy ? enemy : { ...enemy, shieldEnergy: energy };
}

/** Whether the enemy tries to escape as its action: HP at or below its escape value, never in a boss fight. */
export function triesToEscape(enemy: EnemyState): boolean {
  const value = enemy.profile.escape;
  return enemy.status === 'fighting' && !enemy.boss && value !== null && enemy.hp <= value;
}

/** An enemy escapes on a d6 of 4+ (kraken.enemy-escape). */
export const ENEMY_ESCAPE_TARGET = 4;

export function enemyEscapeRoll(enemy: EnemyState): RollNeed {
  return needD6(
    'enemy.escape',
    `${enemy.profile.name} tries to escape`,
    'kraken.enemy-escape',
    0,
    ENEMY_ESCAPE_TARGET,
  );
}

/** Escaped: it leaves without acting (XP but no treasure). Failed: it still acts this turn. */
export function resolveEnemyEscape(enemy: EnemyState, face: number): EnemyState {
  return d6Passes(face, 0, ENEMY_ESCAPE_TARGET, false) ? { ...enemy, status: 'escaped' } : enemy;
}

/** The d6 on the enemy's action table; an enemy with the two-actions trait rolls twice. */
export function enemyActionRolls(enemy: EnemyState, actionsPerTurn: 1 | 2): readonly RollNeed[] {
  return Array.from({ length: actionsPerTurn }, (_, i) =>
    needTable(
      `enemy.action.${i + 1}`,
      `${enemy.profile.name}: action ${i + 1}`,
      'kraken.enemy-actions',
      'd6',
    ),
  );
}

/** Row `face` of the action table, and the attack it uses if it is an attack. */
export function enemyAction(
  profile: EnemyProfile,
  face: number,
): { readonly action: EnemyAction; readonly attack: EnemyAttack | null } {
  assertFace(face, 6);
  const action = profile.actionTable[face - 1];
  if (action === undefined) throw new Error(`${profile.name} has no action for ${face}.`);
  const attack =
    action.kind === 'attack' ? (profile.weapons.find((w) => w.name === action.weapon) ?? null) : null;
  return { action, attack };
}

export type LastAction = 'melee' | 'ranged' | 'other';

export interface CrewTargetInfo {
  readonly id: string;
  readonly conscious: boolean;
  /** How they attacked in their last activation; hit or miss does not matter. */
  readonly lastAction: LastAction;
}

/**
 * Who an enemy action may target (kraken.enemy-target-priority): the first non-empty class of (1) those
 * who attacked in melee last activation, (2) those who attacked at range, (3) everyone else. Unconscious
 * crew are never targets. The player picks one from the returned set before the hit roll. PSI TAUNT
 * narrows it to the taunting hero while they are conscious.
 */
export function targetCandidates(
  crew: readonly CrewTargetInfo[],
  taunted: string | null = null,
): readonly string[] {
  const conscious = crew.filter((member) => member.conscious);
  if (taunted !== null && conscious.some((member) => member.id === taunted)) return [taunted];
  for (const cls of ['melee', 'ranged', 'other'] as const) {
    const members = conscious.filter((member) => member.lastAction === cls);
    if (members.length > 0) return members.map((member) => member.id);
  }
  return [];
}

export interface EnemyAttackContext {
  /** The target is in Cover: hits need 1 more (kraken.cover). */
  readonly targetInCover: boolean;
}

/** The face an enemy attack needs: its hit value, −1 at level 8, +1 if confused, +1 against cover. */
export function enemyAttackNeed(enemy: EnemyState, attack: EnemyAttack, context: EnemyAttackContext): number {
  return (
    attack.hit - highLevelBonus(enemy.level).hit + (enemy.confused ? 1 : 0) + (context.targetInCover ? 1 : 0)
  );
}

/** Exact chance one enemy hit die hits. Reading (kraken.attack): a 1 always misses for enemies too (and ends a multi-attack). */
export function enemyAttackOdds(enemy: EnemyState, attack: EnemyAttack, context: EnemyAttackContext): number {
  return d6Odds(0, enemyAttackNeed(enemy, attack, context), true);
}

/** Dice an enemy attack throws at most: one per conscious crew member for EX, else one per attack. */
export function enemyAttackDice(attack: EnemyAttack, consciousCrew: number): number {
  return attack.keywords.includes('EX') ? consciousCrew : attack.attacks;
}

/** Next hit die of an enemy attack, or null when it is done (a multi-attack stops on a 1). */
export function nextEnemyAttackRoll(
  enemy: EnemyState,
  attack: EnemyAttack,
  context: EnemyAttackContext,
  faces: readonly number[],
  consciousCrew = 1,
): RollNeed | null {
  const dice = enemyAttackDice(attack, consciousCrew);
  const explosive = attack.keywords.includes('EX');
  if (faces.length >= dice || (!explosive && faces.includes(1))) return null;
  return needD6(
    'enemy.hit',
    `${enemy.profile.name}: ${attack.name}, hit roll ${faces.length + 1}`,
    'kraken.enemy-actions',
    0,
    enemyAttackNeed(enemy, attack, context),
    true,
  );
}

/**
 * Reads an enemy attack's hit dice (enemy weapons never jam). Each hit carries the attack's damage plus the
 * level 7/8 bonus and `extraDamage` (the Swarm trait, combatTraits.ts); the critical +1 is flagged for the
 * damage pipeline. For an explosive, die i is the i-th conscious crew member's; otherwise all hits go to
 * the one chosen target. `contexts` gives the cover of each die's target (one entry is enough for a single
 * target).
 */
export function resolveEnemyAttack(
  enemy: EnemyState,
  attack: EnemyAttack,
  contexts: readonly EnemyAttackContext[],
  faces: readonly number[],
  extraDamage = 0,
): readonly { readonly index: number; readonly face: number; readonly hit: HitInput | null }[] {
  const explosive = attack.keywords.includes('EX');
  const bonus = highLevelBonus(enemy.level).damage + extraDamage;
  const out: { index: number; face: number; hit: HitInput | null }[] = [];
  for (const [index, face] of faces.entries()) {
    assertFace(face, 6);
    const context = contexts[explosive ? index : 0] ?? contexts[0] ?? { targetInCover: false };
    const hits = face !== 1 && face >= enemyAttackNeed(enemy, attack, context);
    out.push({
      index,
      face,
      hit: hits
        ? {
            damage: attack.damage + bonus,
            critical: face === 6,
            kind: attack.kind,
            keywords: attack.keywords,
            weaken: attack.weaken,
            damageTypes: attack.damageTypes,
          }
        : null,
    });
    if (face === 1 && !explosive) break;
  }
  return out;
}

/** After its activation PSI CONFUSE wears off (it lasts "until this Enemy's next activation"). */
export function endEnemyActivation(enemy: EnemyState): EnemyState {
  return enemy.confused ? { ...enemy, confused: false } : enemy;
}
