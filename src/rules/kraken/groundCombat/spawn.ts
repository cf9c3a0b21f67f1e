import type { EnemySpecies } from '../../../content/schemas/enemy';
import type { RollNeed } from '../crew/rolls';
import { highLevelBonus } from './enemyTurn';
import { assertFace, d6Passes, halfUp, needD6, needTable } from '../crew/rolls';

/**
 * Spawning the enemies of a ground combat (Space Kraken §14, Spawn enemies; kraken.spawn-enemies,
 * kraken.spawn-reaction, kraken.second-primary, kraken.minions, kraken.creature-from-hell,
 * kraken.high-level-enemies, kraken.boss, kraken.random-value). A small state progression: `startSpawn`,
 * then `spawnRoll` says which die to ask for next (null when done) and `applySpawnRoll` reads its face.
 */

/** d6 species table: 1 Kraken, 2 Grey, 3 Insectoids, 4 Lost, 5 Beasts, 6 Renegades. */
export const SPECIES_BY_FACE: readonly EnemySpecies[] = [
  'Krakens',
  'Greys',
  'Insectoids',
  'The Lost',
  'Beasts',
  'Renegades',
];

export const MAX_ENEMY_LEVEL = 8;
/** The highest level printed on enemy sheets; levels 7 and 8 use these with bonuses. */
export const MAX_SHEET_LEVEL = 6;
/**
 * No more than two enemies of one faction in a combat; a species roll that would break it is rolled again.
 * Reading (kraken.spawn-enemies): the book states the cap with the level 7 and 8 enemies; it holds in every
 * fight.
 */
export const MAX_PER_FACTION = 2;
export const REACTION_TARGET = 4;

export interface SpawnSetup {
  readonly difficulty: number;
  /** The number after E or B on the map, or 'random' for "E?" (a d6 halved, rounded up). */
  readonly elementValue: number | 'random';
  readonly boss: boolean;
  /** Map number within the location, 1..9. */
  readonly map: number;
  /** The location's species, for the first primary enemy. */
  readonly species: EnemySpecies;
  readonly ambush: boolean;
  /**
   * An event's fight names its enemies (§6 Event: a species at a level, so many): they are placed as given,
   * with no level, second-primary or minion rolls; only the reaction check is thrown (none in an ambush).
   * Reading (kraken.spawn-enemies): every enemy an event lists is a primary enemy, and the event may list
   * more than two of one faction (the cap governs the species rolls of a spawn).
   */
  readonly foes?: readonly GivenFoe[] | undefined;
}

export interface GivenFoe {
  readonly species: EnemySpecies;
  readonly level: number;
  readonly count: number;
}

export interface SpawnedEnemy {
  readonly role: 'primary' | 'minion';
  /** Encounter level 1..8. */
  readonly level: number;
  /** Which sheet to unfold: the level, at most 6. */
  readonly sheetLevel: number;
  readonly species: EnemySpecies;
  /** Level 7: +1 damage; level 8: +2 damage and 1 off the hit value. */
  readonly damageBonus: number;
  readonly hitBonus: number;
}

export type SpawnStep =
  | 'random-value'
  | 'hell'
  | 'reaction'
  | 'second-primary'
  | 'second-species'
  | 'minion-count'
  | 'minion-species'
  | 'done';

export interface SpawnState {
  readonly setup: SpawnSetup;
  readonly step: SpawnStep;
  /** The element value once known (E? rolled). */
  readonly elementValue: number | null;
  readonly level: number | null;
  readonly enemies: readonly SpawnedEnemy[];
  /** The reaction check: true grants one bonus action (not a Flank) or PSI power before the rest arrive. */
  readonly reaction: boolean | null;
  readonly minionsToPlace: number;
  /** Species rolls that had to be rolled again because a faction already had two enemies. */
  readonly rerolls: number;
}

/**
 * Primary level: location difficulty + element value, between 1 and 8 (Reading (kraken.spawn-enemies): higher
 * sums count as 8).
 */
export function primaryLevel(difficulty: number, elementValue: number): number {
  return Math.max(1, Math.min(MAX_ENEMY_LEVEL, difficulty + elementValue));
}

function spawned(role: 'primary' | 'minion', level: number, species: EnemySpecies): SpawnedEnemy {
  const bonus = highLevelBonus(level);
  return {
    role,
    level,
    sheetLevel: Math.min(MAX_SHEET_LEVEL, level),
    species,
    damageBonus: bonus.damage,
    hitBonus: bonus.hit,
  };
}

/** d6 + map number: 2–5 no minion, 6–10 one, 11+ two (kraken.minions). */
export function minionCount(face: number, map: number): number {
  const total = face + map;
  if (total >= 11) return 2;
  if (total >= 6) return 1;
  return 0;
}

/** A second primary appears when the d6 is lower than the map number (always on maps 7–9). */
export function secondPrimaryAppears(face: number, map: number): boolean {
  return face < map;
}

function countOf(enemies: readonly SpawnedEnemy[], species: EnemySpecies): number {
  return enemies.filter((enemy) => enemy.species === species).length;
}

/** Moves past every step that needs no die. */
function settle(state: SpawnState): SpawnState {
  const { setup } = state;
  switch (state.step) {
    case 'random-value':
      if (setup.foes !== undefined && setup.foes.length > 0) return settle(withFoes(state, setup.foes));
      if (setup.elementValue === 'random') return state;
      return settle(withLevel(state, setup.elementValue));
    case 'hell':
      return setup.boss && (state.level ?? 0) >= 6 ? state : settle({ ...state, step: 'reaction' });
    case 'reaction':
      // In an ambush the reaction check fails without a roll.
      return setup.ambush ? settle({ ...state, reaction: false, step: afterReaction(state) }) : state;
    case 'second-primary':
      if (setup.map >= 7) return settle({ ...state, step: 'second-species' });
      // Reading (kraken.minions): on map 1 no d6 is lower than 1, so no die is asked for.
      if (setup.map <= 1) return settle({ ...state, step: 'minion-count' });
      return state;
    case 'minion-count':
      // No minions at level 1, even for a boss (Reading, kraken.minions: a level 0 minion has no sheet).
      if ((state.level ?? 1) <= 1) return { ...state, step: 'done' };
      return state;
    case 'minion-species':
      return state.minionsToPlace > 0 ? state : { ...state, step: 'done' };
    case 'second-species':
    case 'done':
      return state;
  }
}

/** An event's own enemies need no more spawn rolls after the reaction check. */
function afterReaction(state: SpawnState): SpawnStep {
  return state.setup.foes !== undefined && state.setup.foes.length > 0 ? 'done' : 'second-primary';
}

function withFoes(state: SpawnState, foes: readonly GivenFoe[]): SpawnState {
  const enemies = foes.flatMap((f) =>
    Array.from({ length: f.count }, () =>
      spawned('primary', Math.max(1, Math.min(MAX_ENEMY_LEVEL, f.level)), f.species),
    ),
  );
  const first = enemies[0];
  return {
    ...state,
    elementValue: first?.level ?? null,
    level: first?.level ?? null,
    enemies,
    step: 'reaction',
  };
}

function withLevel(state: SpawnState, elementValue: number): SpawnState {
  const level = primaryLevel(state.setup.difficulty, elementValue);
  return {
    ...state,
    elementValue,
    level,
    enemies: [spawned('primary', level, state.setup.species)],
    step: 'hell',
  };
}

export function startSpawn(setup: SpawnSetup): SpawnState {
  if (!Number.isInteger(setup.map) || setup.map < 1 || setup.map > 9)
    throw new Error(`Map ${setup.map} is not 1 to 9.`);
  return settle({
    setup,
    step: 'random-value',
    elementValue: null,
    level: null,
    enemies: [],
    reaction: null,
    minionsToPlace: 0,
    rerolls: 0,
  });
}

/** The die the current step needs, or null when spawning is complete. */
export function spawnRoll(state: SpawnState): RollNeed | null {
  const map = state.setup.map;
  switch (state.step) {
    case 'random-value':
      return needTable(
        'spawn.random-value',
        'Unknown enemy value: a d6 halved, rounded up',
        'kraken.random-value',
        'd6',
      );
    case 'hell':
      return needTable(
        'spawn.hell',
        'Level 6+ boss: a 6 brings a creature from hell',
        'kraken.creature-from-hell',
        'd6',
      );
    case 'reaction':
      return needD6(
        'spawn.reaction',
        'Reaction: 4+ gives one crew member a bonus action',
        'kraken.spawn-reaction',
        0,
        REACTION_TARGET,
      );
    case 'second-primary':
      return needTable(
        'spawn.second-primary',
        `Second primary: it appears if the d6 is below ${map}`,
        'kraken.second-primary',
        'd6',
      );
    case 'second-species':
      return needTable(
        'spawn.second-species',
        'Species of the second primary',
        'kraken.second-primary',
        'd6',
      );
    case 'minion-count':
      return needTable(
        'spawn.minion-count',
        `Minions: d6 + ${map} (2–5 none, 6–10 one, 11+ two)`,
        'kraken.minions',
        'd6',
      );
    case 'minion-species':
      return needTable('spawn.minion-species', 'Species of a minion', 'kraken.minions', 'd6');
    case 'done':
      return null;
  }
}

/** Adds an enemy of the rolled species, or counts a re-roll if its faction already has two. */
function placeSpecies(
  state: SpawnState,
  face: number,
  role: 'primary' | 'minion',
  next: SpawnStep,
): SpawnState {
  const species = SPECIES_BY_FACE[face - 1] ?? 'Krakens';
  if (countOf(state.enemies, species) >= MAX_PER_FACTION) return { ...state, rerolls: state.rerolls + 1 };
  const level = role === 'primary' ? (state.level ?? 1) : (state.level ?? 2) - 1;
  return { ...state, enemies: [...state.enemies, spawned(role, level, species)], step: next };
}

export function applySpawnRoll(state: SpawnState, face: number): SpawnState {
  assertFace(face, 6);
  switch (state.step) {
    case 'random-value':
      return settle(withLevel(state, halfUp(face)));
    case 'hell': {
      if (face !== 6) return settle({ ...state, step: 'reaction' });
      const [first, ...rest] = state.enemies;
      if (first === undefined) throw new Error('No primary enemy to replace.');
      return settle({ ...state, enemies: [{ ...first, species: 'hell' }, ...rest], step: 'reaction' });
    }
    case 'reaction':
      return settle({
        ...state,
        reaction: d6Passes(face, 0, REACTION_TARGET, false),
        step: afterReaction(state),
      });
    case 'second-primary':
      return settle({
        ...state,
        step: secondPrimaryAppears(face, state.setup.map) ? 'second-species' : 'minion-count',
      });
    case 'second-species':
      return settle(placeSpecies(state, face, 'primary', 'minion-count'));
    case 'minion-count': {
      const rolled = minionCount(face, state.setup.map);
      const count = state.setup.boss ? Math.max(1, rolled) : rolled;
      return settle({ ...state, minionsToPlace: count, step: 'minion-species' });
    }
    case 'minion-species': {
      const placed = placeSpecies(state, face, 'minion', 'minion-species');
      const done = placed.enemies.length > state.enemies.length;
      return settle(done ? { ...placed, minionsToPlace: state.minionsToPlace - 1 } : placed);
    }
    case 'done':
      throw new Error('Spawning is already complete.');
  }
}

/** Runs the whole progression over scripted faces (tests, simulations). Throws if the faces run out. */
export function spawnWithFaces(setup: SpawnSetup, faces: readonly number[]): SpawnState {
  let state = startSpawn(setup);
  let i = 0;
  while (spawnRoll(state) !== null) {
    const face = faces[i];
    if (face === undefined) throw new Error(`Spawning needs more than ${faces.length} dice.`);
    state = applySpawnRoll(state, face);
    i += 1;
  }
  return state;
}
