import type { CrewMember } from '../crew/crew';
import type { Fight, FightOutput } from './combatTypes';
import type { Inventory } from '../crew/inventory';
import { isActive, rechargeCrewShield } from '../crew/crew';
import { rechargeEnemyShield } from './enemyTurn';
import { loneWolf } from './initiative';
import { SLOT_IDS } from '../crew/inventory';
import { combatTurnOxygen, spendOxygen } from '../crew/oxygen';
import { combatXp, treasureDrops } from './spoils';
import { afterCombat } from '../crew/weaponState';
import {
  consciousCrew,
  crewById,
  crewName,
  fightingEnemies,
  journaled,
  replaceCrew,
  statusOf,
  withStatus,
} from './combatFlow';

/**
 * The turn of a ground combat (Space Kraken §14, Combat loop overview; kraken.combat-loop): oxygen, the crew,
 * the enemies (swapped when the enemy won initiative), shield recharge; and what happens when it ends
 * (kraken.after-ground-combat, kraken.xp, kraken.treasure-drops).
 */

/**
 * A new turn: activations handed out (two each for a lone wolf, none on turn 1 for crew put in Cover at
 * initiative: they stay in Cover instead), the Flank and re-roll allowances renewed, then the turn's oxygen.
 */
export function beginTurn(fight: Fight): Fight {
  const turn = fight.turn + 1;
  const wolf = loneWolf(consciousCrew(fight).length);
  const firstTurnCover = turn === 1 ? fight.initiative.cover : [];
  const status = Object.fromEntries(
    fight.crew.map((member) => {
      const old = statusOf(fight, member.id);
      const covering = firstTurnCover.includes(member.id);
      return [
        member.id,
        {
          ...old,
          cover: covering || old.cover,
          activationsLeft: isActive(member) && !covering ? wolf.activations : 0,
          activated: covering,
          rerollsUsed: 0,
        },
      ];
    }),
  );
  let next: Fight = journaled(
    { ...fight, turn, step: 'oxygen', status, flankTried: false, enemiesActed: [], enemyTurn: null },
    { kind: 'turn-begun', turn, loneWolf: wolf.active },
  );
  const cost = combatTurnOxygen(fight.encounter.atmosphere);
  if (cost === 0) return next;
  const paid = spendOxygen(next.oxygen, cost);
  next = { ...next, oxygen: paid.oxygen, oxygenOwed: paid.short };
  return journaled(
    next,
    paid.short > 0 ? { kind: 'oxygen-short' } : { kind: 'oxygen-spent', left: paid.oxygen },
  );
}

/** Oxygen owed and someone conscious to pay it with (kraken.oxygen-use). */
export function oxygenShort(fight: Fight): boolean {
  return fight.oxygenOwed > 0 && consciousCrew(fight).length > 0;
}

export function faintRefusal(fight: Fight, crewId: string): string | null {
  if (fight.oxygenOwed <= 0) return 'No oxygen is owed.';
  const member = crewById(fight, crewId);
  if (member === undefined) return `There is no crew member "${crewId}".`;
  if (!isActive(member)) return `${member.name} is not conscious.`;
  return null;
}

/** With no oxygen left, one crew member of the player's choice falls unconscious for each unit owed. */
export function faint(fight: Fight, crewId: string): Fight {
  const member = crewById(fight, crewId);
  if (member === undefined) return fight;
  const out: CrewMember = { ...member, hp: 0, condition: 'unconscious' };
  const next = withStatus(replaceCrew(fight, out), crewId, { activationsLeft: 0 });
  return journaled(
    { ...next, oxygenOwed: next.oxygenOwed - 1 },
    { kind: 'passed-out', crewId, name: member.name },
  );
}

export function openCrewPhase(fight: Fight): Fight {
  return { ...fight, step: 'crew' };
}

/** Everyone conscious has used their activations. */
export function crewPhaseOver(fight: Fight): boolean {
  if (fight.activation !== null) return false;
  return consciousCrew(fight).every((member) => statusOf(fight, member.id).activationsLeft <= 0);
}

export function openEnemyPhase(fight: Fight): Fight {
  return { ...fight, step: 'enemies', enemiesActed: [], enemyTurn: null };
}

/** PSI TAUNT lasts for one enemy turn. */
export function closeEnemyPhase(fight: Fight): Fight {
  return { ...fight, taunt: null, enemyTurn: null };
}

/**
 * Step 4: crew shields regain their recharge plus one charger; enemy shields their recharge.
 * Reading (kraken.shield-charger): the item text puts the charger at the start of the turn, the loop at step
 * 4; it works at step 4, and an unconscious crew member's shield does not recharge.
 */
export function rechargeShields(fight: Fight): Fight {
  const changes: { name: string; energy: number }[] = [];
  const crew = fight.crew.map((member) => {
    if (!isActive(member)) return member;
    const after = rechargeCrewShield(member);
    if (after.shieldEnergy !== member.shieldEnergy)
      changes.push({ name: member.name, energy: after.shieldEnergy });
    return after;
  });
  const enemies = fight.enemies.map((enemy) => {
    if (enemy.status !== 'fighting') return enemy;
    const after = rechargeEnemyShield(enemy);
    if (after.shieldEnergy !== enemy.shieldEnergy)
      changes.push({ name: enemy.profile.name, energy: after.shieldEnergy });
    return after;
  });
  const next: Fight = { ...fight, crew, enemies, step: 'recharge' };
  return changes.length === 0 ? next : journaled(next, { kind: 'shields-recharged', shields: changes });
}

/** Jams clear and T2 weapons recharge once the fight is over; damaged weapons stay damaged. */
function clearInventory(inventory: Inventory): Inventory {
  const next: Record<string, Inventory[keyof Inventory]> = { ...inventory };
  for (const slot of SLOT_IDS) {
    const content = inventory[slot];
    if (content?.kind === 'weapon') next[slot] = afterCombat(content);
  }
  return next as Inventory;
}

/**
 * The end: outcome, XP (doubled for a boss, none after escaping), jams cleared, Weaken lifted, and one
 * treasure drop per defeated primary when the crew won.
 */
export function closeFight(fight: Fight): Fight {
  const outcome = fight.outcome ?? (fightingEnemies(fight).length === 0 ? 'victory' : 'defeat');
  const xp = combatXp(fight.enemies, fight.encounter.boss, outcome === 'escaped');
  const crew = fight.crew.map((member) => ({
    ...member,
    weakened: 0,
    inventory: clearInventory(member.inventory),
  }));
  const drops = outcome === 'victory' ? treasureDrops(fight.enemies) : [];
  return journaled(
    {
      ...fight,
      outcome,
      xp,
      crew,
      phase: 'spoils',
      step: null,
      activation: null,
      attack: null,
      enemyTurn: null,
      spoils: { ...fight.spoils, drops, index: 0, stage: 'choice' },
    },
    { kind: 'fight-over', outcome, xp, boss: fight.encounter.boss, drops: drops.length },
  );
}

export function finishFight(fight: Fight): Fight {
  return { ...fight, phase: 'over' };
}

/** What the exploration gets back. */
export function fightOutput(fight: Fight): FightOutput {
  return {
    outcome: fight.outcome ?? 'defeat',
    crew: fight.crew.filter((member) => !fight.erased.includes(member.id)),
    erased: fight.erased,
    oxygen: fight.oxygen,
    credits: fight.spoils.credits,
    items: fight.spoils.items,
    xp: fight.xp,
    turns: fight.turn,
    log: fight.log,
    elementValue: fight.spawn.elementValue,
    enemies: fight.enemies.map((enemy) => ({
      uid: enemy.uid,
      name: enemy.profile.name,
      profileId: enemy.profile.id,
      boss: enemy.boss,
      role: enemy.role,
      status: enemy.status,
    })),
  };
}

/** Who has activations left, for prompts. */
export function crewStillToAct(fight: Fight): readonly string[] {
  return consciousCrew(fight)
    .filter((member) => statusOf(fight, member.id).activationsLeft > 0)
    .map((member) => crewName(fight, member.id));
}
