import type { CombatAction } from './actions';
import type { CrewMember } from '../crew/crew';
import type { Activation, CombatRoll, Fight } from './combatTypes';
import type { EscapeChoice } from './escape';
import type { SlotId } from '../crew/inventory';
import type { LastAction } from './enemyTurn';
import { aggressiveRefusal } from './actions';
import { isActive } from '../crew/crew';
import { planEscape, resolveEscape } from './escape';
import { reloadFromInventory, putInSlot } from '../crew/inventory';
import { modifierTotal } from '../crew/modifiers';
import { meditateRoll, resolveMeditate } from '../crew/psi';
import { rechargeT2, resolveUnjam, unjamRoll, isT2 } from '../crew/weaponState';
import {
  crewById,
  fightingEnemies,
  journaled,
  recordOf,
  replaceCrew,
  statusOf,
  withStatus,
} from './combatFlow';
import { dreadOf } from './combatTraits';
import { settleSpawn } from './combatSpawn';

/**
 * A crew member's activation and the combat actions that are not attacks (Space Kraken §14, Combat actions;
 * kraken.combat-actions, kraken.cover, kraken.reload, kraken.unjam, kraken.t2, kraken.escape-ground-combat,
 * kraken.meditate, kraken.aggressive, kraken.spawn-reaction). Refusals name the rule that is broken.
 */

export function actingCrew(fight: Fight): CrewMember | undefined {
  const id = fight.activation?.crewId;
  return id === undefined ? undefined : crewById(fight, id);
}

/** Who may act: during the reaction anyone conscious, in the crew step whoever has an activation left. */
export function activateRefusal(fight: Fight, crewId: string): string | null {
  const member = crewById(fight, crewId);
  if (member === undefined) return `There is no crew member "${crewId}".`;
  if (fight.activation !== null) return 'Another crew member is acting: finish their activation first.';
  if (!isActive(member)) return `${member.name} is not conscious and cannot act.`;
  if (fight.phase === 'spawn' && fight.reaction === 'pending') return null;
  if (fight.phase !== 'turn' || fight.step !== 'crew') return 'It is not the crew’s turn to act.';
  if (statusOf(fight, crewId).activationsLeft <= 0) return `${member.name} has already acted this turn.`;
  return null;
}

/** An activation begins: Cover from before ends now, a PSI Concentrate bonus is used up in it. */
export function activate(fight: Fight, crewId: string): Fight {
  const before = statusOf(fight, crewId);
  const kind = fight.phase === 'spawn' ? 'reaction' : 'turn';
  const activation: Activation = {
    crewId,
    kind,
    before,
    acted: false,
    turnOver: false,
    unjamSlot: null,
    escape: null,
    meditating: false,
    psi: null,
  };
  const name = crewById(fight, crewId)?.name ?? crewId;
  if (kind === 'reaction')
    return journaled({ ...fight, activation }, { kind: 'activated', crewId, name, reaction: true });
  const next = withStatus(fight, crewId, {
    activationsLeft: before.activationsLeft - 1,
    activated: true,
    cover: false,
    concentrateArmed: before.concentrate !== null,
  });
  return journaled({ ...next, activation }, { kind: 'activated', crewId, name, reaction: false });
}

export function cancelRefusal(fight: Fight): string | null {
  if (fight.activation === null) return 'No crew member is acting now.';
  if (fight.activation.acted || fight.attack !== null) return 'The action is already under way.';
  return null;
}

/** The player changes their mind before acting: everything goes back as it was. */
export function cancelActivation(fight: Fight): Fight {
  const activation = fight.activation;
  if (activation === null) return fight;
  const next = withStatus(fight, activation.crewId, activation.before);
  return journaled(
    { ...next, activation: null },
    { kind: 'held-back', crewId: activation.crewId, name: actingCrew(fight)?.name ?? null },
  );
}

/** The activation is over: PSI use is remembered (PSI Shield), a used Concentrate bonus ends. */
export function endActivation(fight: Fight): Fight {
  const activation = fight.activation;
  if (activation === null) return { ...fight, attack: null };
  // §14 step 3: the reaction taken, the spawn ends if no die is left (combatSpawn.ts `settleSpawn`).
  if (activation.kind === 'reaction')
    return settleSpawn({ ...fight, activation: null, attack: null, reaction: 'taken' });
  const status = statusOf(fight, activation.crewId);
  const next = withStatus(fight, activation.crewId, {
    psiLastActivation: status.psiThisActivation,
    psiThisActivation: false,
    concentrate: status.concentrateArmed ? null : status.concentrate,
    concentrateArmed: false,
    hindered: 0,
  });
  return { ...next, activation: null, attack: null };
}

/** The acting crew member has taken their action; a turn activation sets their target priority. */
export function markActed(fight: Fight, lastAction: LastAction, patch: Partial<Activation> = {}): Fight {
  const activation = fight.activation;
  if (activation === null) return fight;
  const next = { ...fight, activation: { ...activation, ...patch, acted: true } };
  return activation.kind === 'turn' ? withStatus(next, activation.crewId, { lastAction }) : next;
}

/** Common checks of every action: someone acting, not yet acted, conscious, and the Aggressive trait. */
export function actionRefusal(fight: Fight, action: CombatAction): string | null {
  const activation = fight.activation;
  const member = actingCrew(fight);
  if (activation === null || member === undefined) return 'No crew member is acting now.';
  if (activation.acted || fight.attack !== null) return `${member.name} has already taken an action.`;
  if (!isActive(member)) return `${member.name} is not conscious.`;
  if (fightingEnemies(fight).length === 0) return 'No enemy is left to fight.';
  return aggressiveRefusal(member, action);
}

export function takeCover(fight: Fight): Fight {
  const member = actingCrew(fight);
  if (member === undefined) return fight;
  const next = withStatus(fight, member.id, { cover: true });
  return journaled(markActed(next, 'other'), { kind: 'took-cover', crewId: member.id, name: member.name });
}

export function reloadRefusal(fight: Fight, slot: SlotId, source: SlotId | 'spare'): string | null {
  const member = actingCrew(fight);
  const why = actionRefusal(fight, 'reload');
  if (why !== null || member === undefined) return why;
  const result = reloadFromInventory(member.inventory, slot, source);
  return result.ok ? null : result.reason;
}

export function reload(fight: Fight, slot: SlotId, source: SlotId | 'spare'): Fight {
  const member = actingCrew(fight);
  if (member === undefined) return fight;
  const result = reloadFromInventory(member.inventory, slot, source);
  if (!result.ok) return fight;
  const next = replaceCrew(fight, { ...member, inventory: result.inventory });
  const held = result.inventory[slot];
  const weapon = held?.kind === 'weapon' ? held.weapon.name : null;
  return journaled(markActed(next, 'other'), {
    kind: 'reloaded',
    crewId: member.id,
    name: member.name,
    weapon,
  });
}

export function rechargeRefusal(fight: Fight, slot: SlotId): string | null {
  const member = actingCrew(fight);
  const why = actionRefusal(fight, 'recharge');
  if (why !== null || member === undefined) return why;
  const held = member.inventory[slot];
  if (held?.kind !== 'weapon') return `Slot ${slot} holds no weapon.`;
  if (!isT2(held.weapon)) return `${held.weapon.name} is not a charge-up weapon: it needs no recharging.`;
  if (held.charged) return `${held.weapon.name} is already charged.`;
  return null;
}

/** T2: recharging takes one action (kraken.t2). */
export function recharge(fight: Fight, slot: SlotId): Fight {
  const member = actingCrew(fight);
  const held = member?.inventory[slot];
  if (member === undefined || held?.kind !== 'weapon') return fight;
  const next = replaceCrew(fight, {
    ...member,
    inventory: putInSlot(member.inventory, slot, rechargeT2(held)),
  });
  return journaled(markActed(next, 'other'), {
    kind: 'recharged',
    crewId: member.id,
    name: member.name,
    weapon: held.weapon.name,
  });
}

/**
 * The unjam bonus: the `unjam` modifiers of traits and carried items (modifiers.ts; a limit group such as
 * tool sets counts once). Only what helps unjamming counts, never `tech` modifiers (kraken.unjam).
 */
export function unjamBonus(member: CrewMember): number {
  return modifierTotal(member, 'unjam');
}

export function unjamRefusal(fight: Fight, slot: SlotId): string | null {
  const member = actingCrew(fight);
  const why = actionRefusal(fight, 'unjam');
  if (why !== null || member === undefined) return why;
  const held = member.inventory[slot];
  if (held?.kind !== 'weapon') return `Slot ${slot} holds no weapon.`;
  if (held.jam === 'clear') return `${held.weapon.name} is not jammed.`;
  return null;
}

export function startUnjam(fight: Fight, slot: SlotId): Fight {
  const held = actingCrew(fight)?.inventory[slot];
  const weapon = held?.kind === 'weapon' ? held.weapon.name : null;
  return journaled(markActed(fight, 'other', { unjamSlot: slot }), {
    kind: 'unjam-started',
    name: actingCrew(fight)?.name ?? null,
    weapon,
  });
}

export function unjamNeed(fight: Fight): CombatRoll | null {
  const member = actingCrew(fight);
  const slot = fight.activation?.unjamSlot ?? null;
  const held = slot === null ? undefined : member?.inventory[slot];
  if (member === undefined || held?.kind !== 'weapon' || held.jam === 'clear') return null;
  return { need: unjamRoll(held, member.attributes.tech, unjamBonus(member)), who: member.name };
}

/** The unjam ladder: 8+, then 6+ (or damaged), then 6+ to repair (or broken and erased). */
export function applyUnjamDie(fight: Fight, face: number): Fight {
  const roll = unjamNeed(fight);
  const member = actingCrew(fight);
  const slot = fight.activation?.unjamSlot ?? null;
  const held = slot === null ? undefined : member?.inventory[slot];
  if (roll === null || member === undefined || slot === null || held?.kind !== 'weapon') return fight;
  const result = resolveUnjam(held, face, member.attributes.tech, unjamBonus(member));
  const inventory = putInSlot(member.inventory, slot, result.weapon);
  return journaled(
    replaceCrew(fight, { ...member, inventory }),
    { kind: 'unjam-die', purpose: roll.need.purpose, outcome: result.outcome },
    { roll: recordOf(roll.need, face) },
  );
}

/** Who may escape now: the rules' planEscape, with the acting crew member counted as not yet activated. */
function escapeContext(fight: Fight) {
  const actor = fight.activation?.crewId;
  const activated = new Set(
    fight.crew.filter((m) => m.id !== actor && statusOf(fight, m.id).activated).map((m) => m.id),
  );
  return {
    crew: fight.crew,
    activated,
    earlierAttempts: fight.escapeAttempts,
    bonus: fight.escapeBonus,
    enemyAgilities: fightingEnemies(fight).map((enemy) => enemy.profile.agility),
    dread: dreadOf(fight),
  };
}

export function escapeRefusal(fight: Fight, choice: EscapeChoice): string | null {
  const why = actionRefusal(fight, 'escape');
  if (why !== null) return why;
  if (fight.activation?.kind === 'reaction')
    return 'The free reaction cannot be an escape: the fight has not begun.';
  const plan = planEscape(choice, escapeContext(fight));
  return plan.ok ? null : plan.reason;
}

export function startEscape(fight: Fight, choice: EscapeChoice): Fight {
  const names = (ids: readonly string[]) => ids.map((id) => crewById(fight, id)?.name ?? id);
  return journaled(markActed(fight, 'other', { escape: choice }), {
    kind: 'escape-called',
    name: actingCrew(fight)?.name ?? null,
    escaping: names(choice.escaping),
    leftBehind: names(choice.sacrificed),
  });
}

export function escapeNeed(fight: Fight): CombatRoll | null {
  const choice = fight.activation?.escape ?? null;
  if (choice === null) return null;
  const plan = planEscape(choice, escapeContext(fight));
  return plan.ok ? { need: plan.plan.roll, who: actingCrew(fight)?.name ?? null } : null;
}

/** Success ends the fight (sacrificed crew erased, no rewards); failure hurts them and ends the crew's turn. */
export function applyEscapeDie(fight: Fight, face: number): Fight {
  const choice = fight.activation?.escape ?? null;
  const roll = escapeNeed(fight);
  if (choice === null || roll === null) return fight;
  const plan = planEscape(choice, escapeContext(fight));
  if (!plan.ok) return fight;
  const result = resolveEscape(plan.plan, choice, fight.crew, face);
  const record = recordOf(roll.need, face);
  const base: Fight = {
    ...fight,
    crew: result.crew,
    escapeAttempts: fight.escapeAttempts + 1,
    escapeBonus: 0,
  };
  if (result.success) {
    return journaled(
      { ...base, outcome: 'escaped', erased: [...fight.erased, ...result.erased] },
      { kind: 'escape-die', success: true, leftBehind: result.erased.length },
      { roll: record },
    );
  }
  const status = Object.fromEntries(
    Object.entries(base.status).map(([id, s]) => [id, { ...s, activationsLeft: 0 }]),
  );
  const activation = base.activation === null ? null : { ...base.activation, turnOver: true };
  return journaled(
    { ...base, status, activation },
    { kind: 'escape-die', success: false, leftBehind: 0 },
    { roll: record },
  );
}

/**
 * Meditate recovers an exhausted PSI trait. Reading (kraken.meditate): it is only offered while PSI is
 * exhausted.
 */
export function meditateRefusal(fight: Fight): string | null {
  const member = actingCrew(fight);
  const why = actionRefusal(fight, 'meditate');
  if (why !== null || member === undefined) return why;
  if (member.psi === null) return `${member.name} has no PSI trait to recover.`;
  if (!member.psi.exhausted) return `${member.name}'s PSI is not exhausted.`;
  return null;
}

export function startMeditate(fight: Fight): Fight {
  return journaled(markActed(fight, 'other', { meditating: true }), {
    kind: 'meditate-started',
    name: actingCrew(fight)?.name ?? null,
  });
}

export function meditateNeed(fight: Fight): CombatRoll | null {
  const member = actingCrew(fight);
  if (member === undefined || fight.activation?.meditating !== true) return null;
  return { need: meditateRoll(member), who: member.name };
}

export function applyMeditateDie(fight: Fight, face: number): Fight {
  const member = actingCrew(fight);
  const roll = meditateNeed(fight);
  if (member === undefined || roll === null || member.psi === null) return fight;
  const result = resolveMeditate(member, face);
  const record = recordOf(roll.need, face);
  return journaled(
    replaceCrew(fight, result.crew),
    {
      kind: 'meditate-die',
      crewId: member.id,
      name: member.name,
      success: result.success,
      hpLost: member.hp - result.crew.hp,
    },
    { roll: record },
  );
}
