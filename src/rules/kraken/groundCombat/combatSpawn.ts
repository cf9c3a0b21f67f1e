import type { EnemyProfile, EnemySpecies } from '../../../content/schemas/enemy';
import type { CombatEvent, SpawnDieResult } from './combatEvents';
import type { CombatRoll, Fight, FightInput } from './combatTypes';
import type { InitiativeSetup } from './initiative';
import type { SpawnSetup, SpawnState } from './spawn';
import { chargeShieldFull } from '../crew/crew';
import { enemyFromProfile } from './enemyTurn';
import {
  crewInitiativeAgilities,
  crewInitiativeOdds,
  initiativeRolls,
  initiativeWithoutRoll,
  resolveInitiative,
} from './initiative';
import { coverAtStartRefusal } from './actions';
import { lootShiftProblem } from '../crew/psi';
import { crewModifierTotal } from '../crew/modifiers';
import { applySpawnRoll, spawnRoll, startSpawn } from './spawn';
import {
  FRESH_STATUS,
  NO_INITIATIVE,
  UNCLOSED_FIGHT,
  consciousCrew,
  crewById,
  crewName,
  fightingEnemies,
  journaled,
  recordOf,
} from './combatFlow';

/**
 * The start of a ground combat: spawning one die at a time with enemies revealed as they come
 * (kraken.spawn-enemies, kraken.spawn-reaction, kraken.second-primary, kraken.minions,
 * kraken.creature-from-hell, kraken.high-level-enemies), then initiative (kraken.initiative, kraken.ambush,
 * kraken.lone-wolf).
 */

/**
 * The sheet to unfold for a spawned enemy: a profile of its species and sheet level, one not yet in the
 * fight if there is one ("two profiles per page, either will do"). Reading (kraken.spawn-enemies): when the
 * pack has no such profile, the same species at the nearest level is used, then any species at that level,
 * then the nearest level of any species.
 */
export function pickProfile(
  profiles: readonly EnemyProfile[],
  species: EnemySpecies,
  sheetLevel: number,
  used: readonly string[],
): EnemyProfile {
  const distance = (p: EnemyProfile) => Math.abs(p.level - sheetLevel) * 2 + (p.level > sheetLevel ? 1 : 0);
  const best = (list: readonly EnemyProfile[]) => {
    const sorted = [...list].sort((a, b) => distance(a) - distance(b));
    const nearest = sorted.filter((p) => distance(p) === distance(sorted[0] ?? p));
    return nearest.find((p) => !used.includes(p.id)) ?? nearest[0];
  };
  const own = profiles.filter((p) => p.species === species);
  const exact = own.filter((p) => p.level === sheetLevel);
  const found =
    best(exact) ?? best(own) ?? best(profiles.filter((p) => p.level === sheetLevel)) ?? best(profiles);
  if (found === undefined) throw new Error('There is no enemy profile to unfold.');
  return found;
}

function spawnSetup(input: FightInput): SpawnSetup {
  const { encounter } = input;
  return {
    difficulty: encounter.difficulty,
    elementValue: encounter.elementValue === '?' ? 'random' : encounter.elementValue,
    boss: encounter.boss,
    map: encounter.map,
    species: encounter.species,
    ambush: encounter.ambush,
    ...(encounter.foes === undefined ? {} : { foes: encounter.foes }),
  };
}

/** Unfolds the sheets of spawned enemies that are new (or changed species) since `before`. */
function reveal(fight: Fight, before: SpawnState | null, after: SpawnState): Fight {
  let next: Fight = { ...fight, spawn: after };
  after.enemies.forEach((spawned, index) => {
    const old = before?.enemies[index];
    if (old !== undefined && old.species === spawned.species) return;
    const used = next.enemies.map((e) => e.profile.id);
    const profile = pickProfile(next.profiles, spawned.species, spawned.sheetLevel, used);
    const enemy = enemyFromProfile(`e${index + 1}`, profile, {
      role: spawned.role,
      level: spawned.level,
      boss: next.encounter.boss,
    });
    const enemies = [...next.enemies];
    enemies[index] = enemy;
    next = journaled(
      { ...next, enemies },
      { kind: 'enemy-appeared', uid: enemy.uid, name: profile.name, spawned },
    );
  });
  return next;
}

/** Once no die is left to spawn, the fight moves on to initiative. */
/**
 * Spawning is over when no spawn die is owed and no reaction waits. Space Kraken §14 step 3: a passed
 * reaction lets one crew member act "before the rest arrive" — also when the reaction die was the last
 * spawn die (a level-1 enemy on map 1), so the phase stays 'spawn' until the reaction is taken or passed.
 */
export function settleSpawn(fight: Fight): Fight {
  if (spawnRoll(fight.spawn) !== null || fight.reaction === 'pending') return fight;
  const names = fight.enemies.map((e) => e.profile.name);
  return journaled({ ...fight, phase: 'initiative' }, { kind: 'enemies-gathered', names });
}

/** A new fight: shields full, the first primary revealed when its level is known (kraken.personal-shields). */
/** PSI DIVINATION's shift armed for this fight: +3, −3 or 0; anything else is refused (kraken.psi-exploration). */
function armedLootShift(shift: number): number {
  const problem = lootShiftProblem(shift);
  if (problem !== null) throw new Error(problem);
  return shift;
}

export function openFight(input: FightInput): Fight {
  const crew = input.crew.map(chargeShieldFull);
  const spawn = startSpawn(spawnSetup(input));
  const fight: Fight = {
    encounter: input.encounter,
    profiles: input.enemyProfiles,
    treasureTable: input.treasureTable,
    dropGrids: input.dropGrids ?? [],
    pieceNames: input.pieceNames ?? {},
    prototypes: input.prototypeEffects ?? null,
    crew,
    status: Object.fromEntries(crew.map((member) => [member.id, FRESH_STATUS])),
    enemies: [],
    spawn,
    reaction: 'none',
    initiative: NO_INITIATIVE,
    phase: 'spawn',
    turn: 0,
    step: null,
    oxygen: input.oxygen,
    oxygenOwed: 0,
    flankTried: false,
    escapeAttempts: 0,
    escapeBonus: 0,
    initiativeBonus: input.initiativeBonus ?? 0,
    lootShift: armedLootShift(input.lootShift ?? 0),
    taunt: null,
    activation: null,
    attack: null,
    enemyTurn: null,
    enemiesActed: [],
    hardened: {},
    ...UNCLOSED_FIGHT,
    cause: 'start',
    decisions: 0,
  };
  const encounter = input.encounter.boss ? 'boss' : input.encounter.ambush ? 'ambush' : 'ground';
  const begun = journaled(fight, { kind: 'fight-begun', encounter, map: input.encounter.map });
  return settleSpawn(reveal(begun, null, spawn));
}

/** The spawn die to ask for now, or null when spawning is complete. */
export function spawnNeed(fight: Fight): CombatRoll | null {
  const need = spawnRoll(fight.spawn);
  return need === null ? null : { need, who: null };
}

/** What a spawn die did, read from the spawn state before and after it. */
function spawnDieResult(before: SpawnState, after: SpawnState, face: number): SpawnDieResult {
  switch (before.step) {
    case 'random-value':
      return { step: 'random-value', elementValue: after.elementValue, level: after.level };
    case 'hell':
      // Space Kraken §14 (kraken.creature-from-hell): a 6 brings a creature from hell instead.
      return { step: 'hell', fromHell: face === 6 };
    case 'reaction':
      return { step: 'reaction', reaction: after.reaction === true };
    case 'second-primary':
      return { step: 'second-primary', coming: after.step === 'second-species' };
    case 'minion-count':
      return { step: 'minion-count', minions: after.minionsToPlace };
    case 'second-species':
    case 'minion-species':
      return { step: 'species', reroll: after.rerolls > before.rerolls };
    case 'done':
      return { step: 'done' };
  }
}

/** Reads a spawn die, reveals whoever arrives and opens the reaction when it passed. */
export function applySpawnDie(fight: Fight, face: number): Fight {
  const need = spawnRoll(fight.spawn);
  if (need === null) return fight;
  const after = applySpawnRoll(fight.spawn, face);
  const record = recordOf(need, face);
  const result = spawnDieResult(fight.spawn, after, face);
  let next = journaled(fight, { kind: 'spawn-die', purpose: need.purpose, result }, { roll: record });
  next = reveal(next, fight.spawn, after);
  if (after.reaction === true && next.reaction === 'none') next = { ...next, reaction: 'pending' };
  return settleSpawn(next);
}

export function reactionPending(fight: Fight): boolean {
  return fight.phase === 'spawn' && fight.reaction === 'pending' && fight.activation === null;
}

export function skipReaction(fight: Fight): Fight {
  return settleSpawn(journaled({ ...fight, reaction: 'taken' }, { kind: 'reaction-passed' }));
}

/**
 * The initiative as the rules see it now: crew out of Cover, every enemy type present, and the crew's
 * `initiative` modifiers (modifiers.ts). Reading (kraken.initiative): the crew's roll is one roll for the
 * team, so the initiative modifiers of every crew member taking part in it (conscious, not put in Cover) add
 * up.
 */
export function initiativeSetup(fight: Fight): InitiativeSetup {
  const crew = consciousCrew(fight);
  const cover = new Set(fight.initiative.cover);
  const rolling = crewInitiativeAgilities(crew, cover);
  const rollers = rolling.ok ? crew.filter((m) => !cover.has(m.id)) : crew;
  return {
    ambush: fight.encounter.ambush,
    crewAgilities: rolling.ok ? rolling.agilities : crew.map((m) => m.attributes.agility),
    enemyAgilities: fightingEnemies(fight).map((e) => e.profile.agility),
    activeCrew: crew.length,
    crewBonus: crewModifierTotal(rollers, 'initiative') + fight.initiativeBonus,
  };
}

/** Ambush or lone wolf: nobody rolls. */
export function initiativeFixed(fight: Fight): boolean {
  return initiativeWithoutRoll(initiativeSetup(fight)) !== null;
}

/** Cover at initiative (kraken.initiative): conscious, Aggressive only without a working weapon. */
export function coverToggleRefusal(fight: Fight, crewId: string): string | null {
  if (fight.phase !== 'initiative' || fight.initiative.first !== null)
    return 'Initiative is already settled.';
  const member = crewById(fight, crewId);
  if (member === undefined) return `There is no crew member "${crewId}".`;
  if (fight.initiative.cover.includes(crewId)) return null;
  return coverAtStartRefusal(member);
}

export function toggleCover(fight: Fight, crewId: string): Fight {
  const cover = fight.initiative.cover;
  const inCover = cover.includes(crewId);
  const next = inCover ? cover.filter((id) => id !== crewId) : [...cover, crewId];
  return journaled(
    { ...fight, initiative: { ...fight.initiative, cover: next } },
    { kind: 'initiative-cover', crewId, name: crewName(fight, crewId), inCover: !inCover },
  );
}

export function initiativeRollRefusal(fight: Fight): string | null {
  if (fight.phase !== 'initiative' || fight.initiative.first !== null)
    return 'Initiative is already settled.';
  const rolling = crewInitiativeAgilities(consciousCrew(fight), new Set(fight.initiative.cover));
  return rolling.ok ? null : rolling.reason;
}

export function announceInitiative(fight: Fight): Fight {
  const odds = crewInitiativeOdds(initiativeSetup(fight));
  return journaled(fight, { kind: 'initiative-announced', odds });
}

/** Ambush: the enemy first, no roll; lone wolf: the crew first, no roll. */
export function settleInitiativeWithoutRoll(fight: Fight): Fight {
  const result = resolveInitiative(initiativeSetup(fight));
  const event: CombatEvent =
    result.first === 'enemy'
      ? { kind: 'initiative-fixed', by: 'ambush', name: null }
      : { kind: 'initiative-fixed', by: 'lone-wolf', name: consciousCrew(fight)[0]?.name ?? null };
  return journaled(
    { ...fight, phase: 'turn', initiative: { ...fight.initiative, first: result.first } },
    event,
  );
}

/** The crew's initiative die; its odds are the exact chance the crew acts first. */
export function crewInitiativeNeed(fight: Fight): CombatRoll | null {
  const setup = initiativeSetup(fight);
  const need = initiativeRolls(setup)[0];
  if (need === undefined || fight.initiative.crewFace !== null) return null;
  return { need: { ...need, odds: crewInitiativeOdds(setup) }, who: 'the crew' };
}

/** The enemies' die; its odds are the chance the crew still acts first, their own die known. */
export function enemyInitiativeNeed(fight: Fight): CombatRoll | null {
  const setup = initiativeSetup(fight);
  const need = initiativeRolls(setup)[1];
  const crewFace = fight.initiative.crewFace;
  if (need === undefined || crewFace === null) return null;
  const crewTotal = Math.min(...setup.crewAgilities) + crewFace + (setup.crewBonus ?? 0);
  const enemyLow = Math.min(...setup.enemyAgilities);
  const faces = [1, 2, 3, 4, 5, 6].filter((f) => enemyLow + f <= crewTotal).length;
  return { need: { ...need, odds: faces / 6 }, who: 'the enemies' };
}

export function applyCrewInitiativeDie(fight: Fight, face: number): Fight {
  const setup = initiativeSetup(fight);
  const low = Math.min(...setup.crewAgilities);
  const bonus = setup.crewBonus ?? 0;
  return journaled(
    { ...fight, initiative: { ...fight.initiative, crewFace: face } },
    { kind: 'crew-initiative', face, lowestAgility: low, bonus, psiSurprise: fight.initiativeBonus !== 0 },
    { roll: { faces: [face], modifier: low + bonus, target: null, success: null, odds: null } },
  );
}

export function applyEnemyInitiativeDie(fight: Fight, face: number): Fight {
  const setup = initiativeSetup(fight);
  const result = resolveInitiative(setup, fight.initiative.crewFace ?? 1, face);
  const low = Math.min(...setup.enemyAgilities);
  return journaled(
    {
      ...fight,
      phase: 'turn',
      initiative: {
        ...fight.initiative,
        enemyFace: face,
        crewTotal: result.crewTotal,
        enemyTotal: result.enemyTotal,
        first: result.first,
      },
    },
    {
      kind: 'enemy-initiative',
      face,
      lowestAgility: low,
      total: result.enemyTotal ?? face,
      first: result.first,
      tie: result.crewTotal === result.enemyTotal,
    },
    {
      roll: {
        faces: [face],
        modifier: low,
        target: null,
        success: result.first === 'crew',
        odds: null,
      },
    },
  );
}

/** Which spawn die is awaited now (null when every enemy is here). */
export function spawnStep(fight: Fight): SpawnState['step'] | null {
  return spawnRoll(fight.spawn) === null ? null : fight.spawn.step;
}
