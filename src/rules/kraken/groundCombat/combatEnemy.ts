import type { EnemyActionEffect } from './combatEvents';
import type { CombatRoll, EnemyTurn, Fight } from './combatTypes';
import type { EnemyAttackContext, EnemyState } from './enemyTurn';
import type { HitInput } from './damage';
import { isActive } from '../crew/crew';
import {
  endEnemyActivation,
  enemyAction,
  enemyActionRolls,
  enemyActionsPerTurn,
  enemyEscapeRoll,
  nextEnemyAttackRoll,
  resolveEnemyAttack,
  resolveEnemyEscape,
  targetCandidates,
  triesToEscape,
} from './enemyTurn';
import {
  consciousCrew,
  crewName,
  enemyByUid,
  enemyName,
  journaled,
  recordOf,
  replaceEnemy,
  statusOf,
  withStatus,
} from './combatFlow';
import { crewTakesHits, drainAfterAttack, swarmBonus } from './combatTraits';

/**
 * The enemies' step of a ground combat turn (Space Kraken §14, Enemies take action; kraken.enemy-actions,
 * kraken.enemy-target-priority, kraken.enemy-escape, kraken.critical): top to bottom, each tries to escape
 * when hurt enough, rolls on its action table (twice with two actions), attacks the crew by priority — the
 * player picks within the class — and applies its traits after acting. Enemy weapons never jam.
 */

function actingEnemy(fight: Fight): EnemyState | undefined {
  const uid = fight.enemyTurn?.uid;
  return uid === undefined ? undefined : enemyByUid(fight, uid);
}

/** The next enemy to act this turn, top to bottom, or null when all have acted. */
export function nextEnemyUid(fight: Fight): string | null {
  const next = fight.enemies.find((e) => e.status === 'fighting' && !fight.enemiesActed.includes(e.uid));
  return next?.uid ?? null;
}

export function beginEnemyActivation(fight: Fight): Fight {
  const uid = nextEnemyUid(fight);
  const enemy = uid === null ? undefined : enemyByUid(fight, uid);
  if (uid === null || enemy === undefined) return fight;
  const enemyTurn: EnemyTurn = {
    uid,
    actionsLeft: enemyActionsPerTurn(enemy.profile),
    actionNumber: 1,
    action: null,
    attack: null,
    candidates: [],
    targets: [],
    faces: [],
    shieldAsked: false,
    shieldFor: null,
    shielded: null,
  };
  return { ...fight, enemyTurn, enemiesActed: [...fight.enemiesActed, uid] };
}

export function enemyTriesEscape(fight: Fight): boolean {
  const enemy = actingEnemy(fight);
  return enemy !== undefined && fight.enemyTurn?.actionNumber === 1 && triesToEscape(enemy);
}

export function enemyEscapeNeed(fight: Fight): CombatRoll | null {
  const enemy = actingEnemy(fight);
  return enemy === undefined ? null : { need: enemyEscapeRoll(enemy), who: enemyName(fight, enemy.uid) };
}

/** 4+: it leaves without acting (XP, no treasure); otherwise it still acts this turn. */
export function applyEnemyEscapeDie(fight: Fight, face: number): Fight {
  const enemy = actingEnemy(fight);
  const roll = enemyEscapeNeed(fight);
  if (enemy === undefined || roll === null) return fight;
  const after = resolveEnemyEscape(enemy, face);
  const record = recordOf(roll.need, face);
  return journaled(
    replaceEnemy(fight, after),
    {
      kind: 'enemy-escape-die',
      uid: enemy.uid,
      purpose: roll.need.purpose,
      fled: after.status === 'escaped',
    },
    { roll: record },
  );
}

/** The acting enemy is out (fled, captured or dead) and takes no further action. */
export function enemyGone(fight: Fight): boolean {
  return actingEnemy(fight)?.status !== 'fighting';
}

export function enemyActionNeed(fight: Fight): CombatRoll | null {
  const enemy = actingEnemy(fight);
  const turn = fight.enemyTurn;
  if (enemy === undefined || turn === null || turn.action !== null) return null;
  const need = enemyActionRolls(enemy, 2)[turn.actionNumber - 1];
  return need === undefined ? null : { need, who: enemyName(fight, enemy.uid) };
}

/** The crew as target priority sees them: conscious, and how they attacked in their last activation. */
function crewTargetInfo(fight: Fight) {
  return fight.crew.map((member) => ({
    id: member.id,
    conscious: isActive(member),
    lastAction: statusOf(fight, member.id).lastAction,
  }));
}

/** What a special action did to the fight, and what the log says of it. */
interface SpecialDone {
  readonly fight: Fight;
  readonly effect: EnemyActionEffect | null;
}

/** Applies a special action's effect where the pack spells it out as data; otherwise only its text is logged. */
function applySpecial(fight: Fight, enemy: EnemyState): SpecialDone {
  const row = fight.enemyTurn?.action;
  const effect = row?.effect;
  if (effect?.kind === 'heal') {
    const hp = Math.min(enemy.profile.hp, enemy.hp + effect.hp);
    return { fight: replaceEnemy(fight, { ...enemy, hp }), effect: { kind: 'heal', hp } };
  }
  if (effect?.kind === 'hinder') {
    // Reading (kraken.enemy-target-priority): "the one it would target" is the first crew member of the
    // target priority (or the taunter).
    const first = targetCandidates(crewTargetInfo(fight), fight.taunt)[0];
    const ids = effect.all ? consciousCrew(fight).map((m) => m.id) : first === undefined ? [] : [first];
    let next = fight;
    for (const id of ids) {
      next = withStatus(next, id, { hindered: statusOf(next, id).hindered + effect.amount });
    }
    const names = ids.map((id) => crewName(fight, id));
    return { fight: next, effect: { kind: 'hinder', names, amount: effect.amount } };
  }
  if (effect?.kind === 'harden') {
    const armour = (fight.hardened[enemy.uid] ?? 0) + effect.amount;
    const next = { ...fight, hardened: { ...fight.hardened, [enemy.uid]: armour } };
    return { fight: next, effect: { kind: 'harden', amount: effect.amount } };
  }
  if (effect?.kind === 'recharge-shield' && enemy.profile.shield !== undefined) {
    const energy = Math.min(enemy.profile.shield.power, enemy.shieldEnergy + effect.amount);
    return {
      fight: replaceEnemy(fight, { ...enemy, shieldEnergy: energy }),
      effect: { kind: 'recharge-shield', energy },
    };
  }
  return { fight, effect: null };
}

/** Reads the action die: an attack picks its target class, anything else happens at once. */
export function applyEnemyActionDie(fight: Fight, face: number): Fight {
  const enemy = actingEnemy(fight);
  const turn = fight.enemyTurn;
  const roll = enemyActionNeed(fight);
  if (enemy === undefined || turn === null || roll === null) return fight;
  const { action, attack } = enemyAction(enemy.profile, face);
  const record = recordOf(roll.need, face);
  const said = { uid: enemy.uid, purpose: roll.need.purpose, action: action.action };
  if (action.kind !== 'attack' || attack === null) {
    const next = { ...fight, enemyTurn: { ...turn, action, attack: null } };
    const done = applySpecial(next, enemy);
    const idle = action.kind !== 'special';
    return journaled(
      done.fight,
      { kind: 'enemy-action-die', ...said, idle, effect: done.effect },
      { roll: record },
    );
  }
  const explosive = attack.keywords.includes('EX');
  const candidates = explosive ? [] : targetCandidates(crewTargetInfo(fight), fight.taunt);
  const targets = explosive
    ? consciousCrew(fight).map((m) => m.id)
    : candidates.length === 1
      ? candidates
      : [];
  const pick = candidates.length > 1 ? candidates : [];
  const next: Fight = { ...fight, enemyTurn: { ...turn, action, attack, candidates: pick, targets } };
  return journaled(next, { kind: 'enemy-action-die', ...said, idle: false, effect: null }, { roll: record });
}

export function enemyNeedsTarget(fight: Fight): boolean {
  return (fight.enemyTurn?.candidates.length ?? 0) > 0;
}

export function enemyTargetRefusal(fight: Fight, crewId: string): string | null {
  const turn = fight.enemyTurn;
  if (turn === null || turn.candidates.length === 0) return 'No enemy is choosing a target now.';
  if (turn.candidates.includes(crewId)) return null;
  const names = turn.candidates.map((id) => crewName(fight, id)).join(', ');
  return `The enemy attacks by priority: choose among ${names} (kraken.enemy-target-priority).`;
}

export function chooseEnemyTarget(fight: Fight, crewId: string): Fight {
  const turn = fight.enemyTurn;
  if (turn === null) return fight;
  return journaled(
    { ...fight, enemyTurn: { ...turn, candidates: [], targets: [crewId] } },
    {
      kind: 'enemy-target-chosen',
      uid: turn.uid,
      name: enemyName(fight, turn.uid),
      crewId,
      target: crewName(fight, crewId),
    },
  );
}

function contextFor(fight: Fight, crewId: string): EnemyAttackContext {
  return { targetInCover: statusOf(fight, crewId).cover };
}

export function enemyHitNeed(fight: Fight): CombatRoll | null {
  const enemy = actingEnemy(fight);
  const turn = fight.enemyTurn;
  if (enemy === undefined || turn?.attack == null || turn.candidates.length > 0) return null;
  if (turn.targets.length === 0) return null;
  const explosive = turn.attack.keywords.includes('EX');
  const target = (explosive ? turn.targets[turn.faces.length] : turn.targets[0]) ?? '';
  const need = nextEnemyAttackRoll(
    enemy,
    turn.attack,
    contextFor(fight, target),
    turn.faces,
    turn.targets.length,
  );
  if (need === null) return null;
  return {
    need: { ...need, purpose: `${need.purpose} at ${crewName(fight, target)}` },
    who: enemyName(fight, enemy.uid),
  };
}

export function applyEnemyHitDie(fight: Fight, face: number): Fight {
  const turn = fight.enemyTurn;
  const roll = enemyHitNeed(fight);
  if (turn === null || roll === null) return fight;
  return journaled(
    { ...fight, enemyTurn: { ...turn, faces: [...turn.faces, face] } },
    { kind: 'enemy-hit-die', uid: turn.uid, purpose: roll.need.purpose },
    { roll: recordOf(roll.need, face) },
  );
}

/**
 * The hits of the attack through the pipeline, crew member by crew member, with the Swarm bonus; a Drain
 * enemy regains HP when it took some; then the action is spent.
 */
export function finishEnemyAction(fight: Fight): Fight {
  const enemy = actingEnemy(fight);
  const turn = fight.enemyTurn;
  if (enemy === undefined || turn === null) return fight;
  let next = fight;
  if (turn.attack !== null && turn.targets.length > 0) {
    const explosive = turn.attack.keywords.includes('EX');
    const contexts = turn.targets.map((id) => contextFor(fight, id));
    const swarm = swarmBonus(fight, enemy);
    const dice = resolveEnemyAttack(enemy, turn.attack, contexts, turn.faces, swarm);
    const byTarget = new Map<string, HitInput[]>();
    for (const { index, hit } of dice) {
      if (hit === null) continue;
      const id = (explosive ? turn.targets[index] : turn.targets[0]) ?? '';
      byTarget.set(id, [...(byTarget.get(id) ?? []), hit]);
    }
    const name = enemyName(fight, enemy.uid);
    const uid = enemy.uid;
    if (byTarget.size === 0) next = journaled(next, { kind: 'enemy-missed', uid, name });
    else if (swarm > 0) next = journaled(next, { kind: 'enemy-swarmed', uid, name, bonus: swarm });
    let hpTaken = 0;
    for (const [id, hits] of byTarget) {
      const hurt = crewTakesHits(next, name, id, hits, turn.shielded === id);
      next = hurt.fight;
      hpTaken += hurt.hpLost;
    }
    next = drainAfterAttack(next, enemy.uid, hpTaken);
  }
  const after: EnemyTurn = {
    ...turn,
    actionsLeft: turn.actionsLeft - 1,
    actionNumber: turn.actionNumber + 1,
    action: null,
    attack: null,
    candidates: [],
    targets: [],
    faces: [],
    shieldAsked: false,
    shieldFor: null,
    shielded: null,
  };
  return { ...next, enemyTurn: after };
}

export function enemyHasAnotherAction(fight: Fight): boolean {
  return (fight.enemyTurn?.actionsLeft ?? 0) > 0 && !enemyGone(fight);
}

/** After acting: Regen X heals it (not above its sheet, not from 0 or below); Confuse wears off. */
export function endEnemyTurn(fight: Fight): Fight {
  const enemy = actingEnemy(fight);
  if (enemy === undefined) return { ...fight, enemyTurn: null };
  let after = endEnemyActivation(enemy);
  let next = fight;
  const regen = enemy.profile.traits.find((trait) => trait.rule === 'regen')?.value ?? 0;
  if (regen > 0 && after.status === 'fighting' && after.hp > 0 && after.hp < enemy.profile.hp) {
    after = { ...after, hp: Math.min(enemy.profile.hp, after.hp + regen) };
    const name = enemyName(fight, enemy.uid);
    next = journaled(next, { kind: 'enemy-regenerated', uid: enemy.uid, name, hp: after.hp });
  }
  return { ...replaceEnemy(next, after), enemyTurn: null };
}
