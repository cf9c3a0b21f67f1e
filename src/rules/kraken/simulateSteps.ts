import type { MutableRngState } from '../dice/rng';
import type { AttackPlan } from './attack';
import type { CrewMember } from './crew';
import type { DamageTarget, HitInput } from './damage';
import type { EnemyAttack } from '../../content/schemas/enemy';
import type { EnemyState, LastAction } from './enemyTurn';
import type { HandSlot } from './inventory';
import type { Atmosphere } from './oxygen';
import type { FightOutcome, FightPolicy, FightStep } from './simulate';
import { rollDieInPlace } from '../dice/rng';
import { applyAttackToCrew, attackNeed, canSplitTargets, resolveAttack } from './attack';
import { applyHitToCrew, applyHpChange, crewAsTarget, isActive, rechargeCrewShield } from './crew';
import { resolveHit, resolveHits } from './damage';
import {
  applyHitToEnemy,
  endEnemyActivation,
  enemyAction,
  enemyAsTarget,
  enemyAttackDice,
  rechargeEnemyShield,
  resolveEnemyAttack,
  resolveEnemyEscape,
  targetCandidates,
  triesToEscape,
} from './enemyTurn';
import { planEscape, resolveEscape } from './escape';
import { loneWolf } from './initiative';
import { putInSlot, reloadFromInventory } from './inventory';
import { combatTurnOxygen, spendOxygen } from './oxygen';
import { attackIsOver, chooseCrewAction, fightingEnemyIndices, weakestEnemy } from './simulatePolicy';
import { rechargeT2, resolveUnjam } from './weaponState';

/**
 * The four steps of a simulated ground-combat turn (see `simulate.ts` for what is simulated and how).
 * One fight's working state is a mutable `FightRun` private to `simulateFight`: the arrays are replaced
 * element by element with the new values the rule functions return, so nothing outside ever changes.
 */

export interface FightRun {
  /** The run's own copy of the RNG state, advanced in place (`simulateFight` hands back a plain copy). */
  readonly rng: MutableRngState;
  readonly crew: CrewMember[];
  readonly enemies: EnemyState[];
  /** By crew index: how they attacked in their last activation. */
  readonly last: LastAction[];
  /** By crew index: carries an active flash or energy shield (fixed for the fight). */
  readonly shielded: readonly boolean[];
  /** By crew index: in Cover until their next activation. */
  readonly cover: boolean[];
  /** By crew index: activations used this turn. */
  readonly crewActs: number[];
  /** By enemy index: action-table rolls per turn (fixed by the profile). */
  readonly enemyActions: readonly (1 | 2)[];
  /** By enemy index: activated this turn. */
  readonly enemyActed: boolean[];
  oxygen: number;
  escapeAttempts: number;
  /** Lone wolf this turn, and whether their attack re-roll is spent. */
  wolf: boolean;
  rerollUsed: boolean;
  readonly atmosphere: Atmosphere;
  readonly policy: FightPolicy;
}

export function runD6(run: FightRun): number {
  return rollDieInPlace(run.rng, 6);
}

/** 'win' when no enemy fights on, 'lose' when no crew member is conscious, else null. */
export function runOutcome(run: FightRun): FightOutcome | null {
  if (!run.enemies.some((enemy) => enemy.status === 'fighting')) return 'win';
  if (!run.crew.some(isActive)) return 'lose';
  return null;
}

/** A new turn: nobody has acted, the lone wolf's re-roll is back. */
export function startFightTurn(run: FightRun): void {
  run.crewActs.fill(0);
  run.enemyActed.fill(false);
  run.rerollUsed = false;
}

export function runFightStep(run: FightRun, step: FightStep): FightOutcome | null {
  switch (step) {
    case 'oxygen':
      return oxygenStep(run);
    case 'crew':
      return crewStep(run);
    case 'enemies':
      return enemyStep(run);
    case 'recharge':
      rechargeStep(run);
      return null;
  }
}

/** Step 1: one oxygen in bad air; each unit the store cannot pay knocks out a conscious crew member. */
function oxygenStep(run: FightRun): FightOutcome | null {
  const paid = spendOxygen(run.oxygen, combatTurnOxygen(run.atmosphere));
  run.oxygen = paid.oxygen;
  passOut(run, paid.short);
  return runOutcome(run);
}

/**
 * Oxygen that could not be paid: for each unit the conscious crew member with the fewest HP (the first on
 * a tie) passes out: HP to 0, unconscious (kraken.oxygen-use).
 */
export function passOut(run: FightRun, count: number): void {
  for (let k = 0; k < count; k += 1) {
    let weakest = -1;
    run.crew.forEach((member, i) => {
      if (isActive(member) && (weakest < 0 || member.hp < (run.crew[weakest]?.hp ?? Infinity))) weakest = i;
    });
    const member = run.crew[weakest];
    if (member === undefined) return;
    run.crew[weakest] = applyHpChange(member, -member.hp).crew;
  }
}

/** Step 4: crew and enemy shields recharge. */
function rechargeStep(run: FightRun): void {
  run.crew.forEach((member, i) => {
    // Without a shield rechargeCrewShield returns the member unchanged; the policy never swaps shields. As in
    // the game (combatTurn.ts, Reading kraken.shield-charger) an unconscious crew member's shield waits.
    if (run.shielded[i] === true && isActive(member)) run.crew[i] = rechargeCrewShield(member);
  });
  run.enemies.forEach((enemy, i) => {
    if (enemy.status === 'fighting') run.enemies[i] = rechargeEnemyShield(enemy);
  });
}

/** Step 2: each conscious crew member not yet activated acts (a lone wolf twice). */
function crewStep(run: FightRun): FightOutcome | null {
  const active = run.crew.filter(isActive).length;
  const wolf = loneWolf(active);
  run.wolf = wolf.active;
  if (shouldEscape(run, active)) return tryEscape(run);
  for (let i = 0; i < run.crew.length; i += 1) {
    while ((run.crewActs[i] ?? 0) < wolf.activations && run.crew[i]?.condition === 'conscious') {
      run.crewActs[i] = (run.crewActs[i] ?? 0) + 1;
      activate(run, i);
      const outcome = runOutcome(run);
      if (outcome !== null) return outcome;
    }
  }
  return null;
}

function shouldEscape(run: FightRun, active: number): boolean {
  const threshold = run.policy.escapeAloneAtHp;
  if (threshold <= 0 || active !== 1 || run.crewActs.some((n) => n > 0)) return false;
  return run.crew.some((member) => isActive(member) && member.hp <= threshold);
}

/** The whole crew runs (the unconscious carried); a failure ends the crew's turn. */
function tryEscape(run: FightRun): FightOutcome | null {
  const choice = {
    escaping: run.crew.filter((member) => member.condition !== 'killed').map((member) => member.id),
    sacrificed: [],
  };
  const plan = planEscape(choice, {
    crew: run.crew,
    activated: new Set(),
    earlierAttempts: run.escapeAttempts,
    bonus: 0,
    enemyAgilities: run.enemies.filter((e) => e.status === 'fighting').map((e) => e.profile.agility),
  });
  if (!plan.ok) return null;
  const result = resolveEscape(plan.plan, choice, run.crew, runD6(run));
  if (result.success) return 'escape';
  run.escapeAttempts += 1;
  run.crewActs.fill(Number.MAX_SAFE_INTEGER);
  result.crew.forEach((member, i) => (run.crew[i] = member));
  return null;
}

function handSlotContent(member: CrewMember, slot: HandSlot) {
  const content = member.inventory[slot];
  return content?.kind === 'weapon' ? content : null;
}

/** One activation by the policy. Cover ends when the crew member is activated. */
function activate(run: FightRun, i: number): void {
  const member = run.crew[i];
  if (member === undefined) return;
  run.cover[i] = false;
  run.last[i] = 'other';
  const decision = chooseCrewAction(member, run.enemies);
  switch (decision.kind) {
    case 'attack':
      run.last[i] = decision.plan.profile.kind;
      crewAttack(run, i, member, decision.plan, decision.target);
      return;
    case 'unjam': {
      const carried = handSlotContent(member, decision.slot);
      if (carried === null || carried.jam === 'clear') return;
      const result = resolveUnjam(carried, runD6(run), member.attributes.tech);
      run.crew[i] = { ...member, inventory: putInSlot(member.inventory, decision.slot, result.weapon) };
      return;
    }
    case 'reload': {
      const result = reloadFromInventory(member.inventory, decision.slot, decision.source);
      if (result.ok) run.crew[i] = { ...member, inventory: result.inventory };
      return;
    }
    case 'recharge': {
      const carried = handSlotContent(member, decision.slot);
      if (carried === null) return;
      run.crew[i] = {
        ...member,
        inventory: putInSlot(member.inventory, decision.slot, rechargeT2(carried)),
      };
      return;
    }
    case 'none':
      return;
  }
}

/** Rolls the hit dice one at a time (a lone wolf re-rolls the first miss of the turn), then applies hits. */
function crewAttack(run: FightRun, i: number, member: CrewMember, plan: AttackPlan, target: number): void {
  const order = plan.explosive ? fightingEnemyIndices(run.enemies) : null;
  const faces: number[] = [];
  while (!attackIsOver(plan, faces)) {
    let face = runD6(run);
    if (run.wolf && !run.rerollUsed && (face === 1 || face < attackNeed(plan, faces.length))) {
      run.rerollUsed = true;
      face = runD6(run);
    }
    faces.push(face);
  }
  const carried = plan.slot === null ? null : handSlotContent(member, plan.slot);
  const outcome = resolveAttack(plan, carried, faces);
  // Writing the weapon back costs a new inventory; skip it when nothing about the weapon changed.
  const after = outcome.weapon;
  if (
    after !== null &&
    (after.ammo !== carried?.ammo || after.jam !== carried.jam || after.charged !== carried.charged)
  ) {
    run.crew[i] = applyAttackToCrew(member, plan, outcome);
  }
  if (outcome.hits.length === 0) return;

  if (order !== null) {
    for (const { index, hit } of outcome.hits) {
      const at = order[index] ?? -1;
      const enemy = run.enemies[at];
      if (enemy === undefined) continue;
      hitEnemy(run, at, enemy, resolveHit(hit, enemyAsTarget(enemy)).target);
    }
    return;
  }
  // All hits on the target; melee hits (or Independent Targeting) move on to the next weakest once it is
  // down. Each target's hits go through the pipeline together, so Weaken waits for the end of the attack.
  const split = canSplitTargets(member, plan);
  let at = target;
  let start = run.enemies[at];
  const group: HitInput[] = [];
  for (const { hit } of outcome.hits) {
    if (start === undefined) return;
    if (run.enemies[at]?.status !== 'fighting') {
      if (!split) return;
      at = weakestEnemy(run.enemies);
      start = run.enemies[at];
      if (start === undefined) return;
      group.length = 0;
    }
    group.push(hit);
    const target1 = group.length === 1 ? resolveHit(hit, enemyAsTarget(start)).target : null;
    hitEnemy(run, at, start, target1 ?? resolveHits(group, enemyAsTarget(start)).target);
  }
}

/** Step 3: enemies top to bottom: escape attempt when hurt enough, then their action-table rolls. */
function enemyStep(run: FightRun): FightOutcome | null {
  for (let j = 0; j < run.enemies.length; j += 1) {
    if (run.enemyActed[j] === true) continue;
    run.enemyActed[j] = true;
    let enemy = run.enemies[j];
    if (enemy?.status !== 'fighting') continue;
    if (triesToEscape(enemy)) {
      enemy = resolveEnemyEscape(enemy, runD6(run));
      run.enemies[j] = enemy;
      if (enemy.status === 'escaped') {
        const outcome = runOutcome(run);
        if (outcome !== null) return outcome;
        continue;
      }
    }
    const actions = run.enemyActions[j] ?? 1;
    for (let k = 0; k < actions; k += 1) {
      const { action, attack } = enemyAction(enemy.profile, runD6(run));
      if (action.kind !== 'attack' || attack === null) continue;
      enemyAttack(run, enemy, attack);
      if (!run.crew.some(isActive)) return 'lose';
    }
    run.enemies[j] = endEnemyActivation(enemy);
  }
  return runOutcome(run);
}

function rollFaces(run: FightRun, count: number): number[] {
  const faces: number[] = [];
  for (let k = 0; k < count; k += 1) faces.push(runD6(run));
  return faces;
}

/**
 * One enemy attack. An explosive throws a die at each conscious crew member; any other attack goes to one
 * target from the rules' priority class, picked by the RNG when the class has several. All its dice are
 * thrown at once: `resolveEnemyAttack` stops reading them after a 1, so the extra draws change nothing.
 */
function enemyAttack(run: FightRun, enemy: EnemyState, attack: EnemyAttack): void {
  if (attack.keywords.includes('EX')) {
    const targets: number[] = [];
    run.crew.forEach((member, c) => {
      if (isActive(member)) targets.push(c);
    });
    const contexts = targets.map((c) => ({ targetInCover: run.cover[c] === true }));
    const faces = rollFaces(run, enemyAttackDice(attack, targets.length));
    for (const result of resolveEnemyAttack(enemy, attack, contexts, faces)) {
      const c = targets[result.index] ?? -1;
      const member = run.crew[c];
      if (result.hit === null || member === undefined) continue;
      hitCrew(run, c, member, resolveHit(result.hit, crewAsTarget(member, run.cover[c] === true)).target);
    }
    return;
  }
  const candidates = targetCandidates(
    run.crew.map((member, c) => ({
      id: member.id,
      conscious: isActive(member),
      lastAction: run.last[c] ?? 'other',
    })),
  );
  if (candidates.length === 0) return;
  let pick = 0;
  if (candidates.length > 1) {
    pick = rollDieInPlace(run.rng, candidates.length) - 1;
  }
  const c = run.crew.findIndex((member) => member.id === candidates[pick]);
  const member = run.crew[c];
  if (member === undefined) return;
  const cover = run.cover[c] === true;
  const faces = rollFaces(run, enemyAttackDice(attack, 1));
  const hits: HitInput[] = [];
  for (const result of resolveEnemyAttack(enemy, attack, [{ targetInCover: cover }], faces)) {
    if (result.hit !== null) hits.push(result.hit);
  }
  if (hits.length === 0) return;
  hitCrew(run, c, member, resolveHits(hits, crewAsTarget(member, cover)).target);
}

/**
 * Writes what the damage pipeline left of the target back with the rules' apply functions. A hit that
 * changed nothing (all of it stopped by armour, say) is skipped: applying it would rebuild an equal object.
 */
function hitEnemy(run: FightRun, at: number, enemy: EnemyState, target: DamageTarget): void {
  const same =
    target.hp === enemy.hp &&
    (enemy.status !== 'fighting' || enemy.hp > 0) &&
    target.weakened === enemy.weakened &&
    (target.shield?.energy ?? enemy.shieldEnergy) === enemy.shieldEnergy;
  if (!same) run.enemies[at] = applyHitToEnemy(enemy, target);
}

function hitCrew(run: FightRun, c: number, member: CrewMember, target: DamageTarget): void {
  const same =
    target.hp === member.hp &&
    target.weakened === member.weakened &&
    (target.shield?.energy ?? member.shieldEnergy) === member.shieldEnergy;
  if (!same) run.crew[c] = applyHitToCrew(member, { target }).crew;
}
