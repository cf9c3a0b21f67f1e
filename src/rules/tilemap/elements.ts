import { planCheck, resolveCheck } from '../dice';
import { healingIn } from './atmosphere';
import type { Atmosphere, CampaignDifficulty, ExplorationCrew } from './types';

/**
 * The map elements of Space Kraken §13 as pure rules: data and dice faces in, result out. The exploration
 * steps (exploration*.ts) apply these to the exploration state; shops and other traders are in traders.ts.
 * Dice are never rolled here: every check takes the faces thrown.
 */

type Refusal = { readonly ok: false; readonly reason: string };
const no = (reason: string): Refusal => ({ ok: false, reason });

function faceProblem(face: number, sides: number): string | null {
  return Number.isInteger(face) && face >= 1 && face <= sides
    ? null
    : `${face} is not a face of a d${sides}.`;
}

function twoD6Problem(faces: readonly number[]): string | null {
  if (faces.length !== 2) return `A Tech check throws two d6; got ${faces.length} faces.`;
  return faceProblem(faces[0] ?? 0, 6) ?? faceProblem(faces[1] ?? 0, 6);
}

/**
 * '?' values: a d6 halved, rounded up (1-2 → 1, 3-4 → 2, 5-6 → 3), rolled once per exploration when the
 * element is resolved (§13 '?' Random numbers, kraken.random-value).
 */
export function randomValue(face: number): number {
  const problem = faceProblem(face, 6);
  if (problem !== null) throw new Error(problem);
  return Math.ceil(face / 2);
}

/** The highest grade of any treasure or equipment (§14 Treasure drops). */
export const MAX_GRADE = 6;

/** 2d6 + Tech against 10 + level: bulkheads, laser barriers and mines (§13, kraken.bulkhead). */
export function techCheck(tech: number, level: number, faces: readonly number[]) {
  const result = resolveCheck({ kind: 'kraken-tech-2d6', tech, level }, [faces]);
  return {
    success: result.success === true,
    total: result.value,
    target: 10 + level,
    narration: result.narration,
  };
}

/** Exact odds of 2d6 + Tech reaching 10 + level, for the prompt before the throw. */
export function techCheckOdds(tech: number, level: number): number {
  return planCheck({ kind: 'kraken-tech-2d6', tech, level }).odds ?? 0;
}

// ---------------------------------------------------------------- bulkhead

/** What the exploration remembers about one bulkhead. */
export interface BulkheadMemory {
  readonly opened: boolean;
  /** Failed Tech checks so far this exploration. */
  readonly fails: number;
}

export const CLOSED_BULKHEAD: BulkheadMemory = { opened: false, fails: 0 };

/** Three failed attempts lock a bulkhead for the rest of the exploration (kraken.bulkhead). */
export const BULKHEAD_ATTEMPTS = 3;

export function isLocked(memory: BulkheadMemory): boolean {
  return !memory.opened && memory.fails >= BULKHEAD_ATTEMPTS;
}

/**
 * One attempt at a bulkhead: 2d6 + Tech against 10 + B#. Success leaves it an unlocked door for the rest of
 * the exploration; the third failure locks it.
 */
export function attemptBulkhead(
  memory: BulkheadMemory,
  input: { readonly tech: number; readonly level: number; readonly faces: readonly number[] },
):
  | {
      readonly ok: true;
      readonly memory: BulkheadMemory;
      readonly success: boolean;
      readonly total: number;
      readonly target: number;
      readonly locked: boolean;
    }
  | Refusal {
  if (memory.opened) return no('This bulkhead is already open; walk through.');
  if (isLocked(memory))
    return no('This bulkhead is locked after three failed attempts; only cracking it is left.');
  const problem = twoD6Problem(input.faces);
  if (problem !== null) return no(problem);
  const check = techCheck(input.tech, input.level, input.faces);
  const next: BulkheadMemory = check.success
    ? { opened: true, fails: memory.fails }
    : { opened: false, fails: memory.fails + 1 };
  return {
    ok: true,
    memory: next,
    success: check.success,
    total: check.total,
    target: check.target,
    locked: isLocked(next),
  };
}

/** A weapon offered to crack a bulkhead open. `ammoCapacity` null means unlimited ammo (no A value). */
export interface CrackingWeapon {
  readonly grade: number;
  readonly ammoCapacity: number | null;
  readonly loaded: number;
}

/**
 * Cracking a bulkhead, even a locked one: empty a fully loaded weapon whose grade is at least the B# value;
 * melee or ranged does not matter (kraken.bulkhead). Reading: a weapon with unlimited ammo has no magazine
 * to spend, so it cannot crack a bulkhead.
 */
export function crackBulkhead(
  memory: BulkheadMemory,
  input: { readonly level: number; readonly weapon: CrackingWeapon },
): { readonly ok: true; readonly memory: BulkheadMemory; readonly ammoSpent: number } | Refusal {
  if (memory.opened) return no('This bulkhead is already open.');
  const { weapon, level } = input;
  if (weapon.ammoCapacity === null) return no('Only a weapon with a magazine to empty can crack a bulkhead.');
  if (weapon.loaded < weapon.ammoCapacity)
    return no('The weapon must be fully loaded: its whole magazine goes into the bulkhead.');
  if (weapon.grade < level) return no(`A B${level} bulkhead needs a weapon of grade ${level} or higher.`);
  return { ok: true, memory: { ...memory, opened: true }, ammoSpent: weapon.ammoCapacity };
}

/**
 * Emergency release (kraken.emergency-release): on a One-way location a bulkhead locked by three failures
 * opens by itself when the ship's teleporter cannot take the team out and no other path leaves the map.
 */
export function emergencyReleaseOpens(input: {
  readonly oneWay: boolean;
  readonly locked: boolean;
  readonly teleporterUsable: boolean;
  readonly otherWayOut: boolean;
}): boolean {
  return input.oneWay && input.locked && !input.teleporterUsable && !input.otherWayOut;
}

// ---------------------------------------------------------------- laser barrier

/** Damage on entering a laser barrier: location difficulty + grade; armour applies, shields do not. */
export function laserDamage(difficulty: number, grade: number): number {
  return difficulty + grade;
}

/** Disarming a laser barrier: 2d6 + Tech against 10 + grade; it stays off until the team leaves the map. */
export function disarmLaser(input: {
  readonly tech: number;
  readonly level: number;
  readonly faces: readonly number[];
}):
  | { readonly ok: true; readonly success: boolean; readonly total: number; readonly target: number }
  | Refusal {
  const problem = twoD6Problem(input.faces);
  if (problem !== null) return no(problem);
  const check = techCheck(input.tech, input.level, input.faces);
  return { ok: true, success: check.success, total: check.total, target: check.target };
}

// ---------------------------------------------------------------- mines

export const MINE_DODGE_TARGET = 8;
/** Extra damage the crew member who failed to disarm takes (kraken.mines). */
export const MINE_DISARM_PENALTY = 2;

export interface MineBlast {
  readonly crewId: string;
  /** The d6 thrown to dodge; absent for the disarmer, who cannot dodge. */
  readonly face?: number;
  readonly total?: number;
  readonly dodged: boolean;
  /** Damage before armour (shields never help). */
  readonly damage: number;
}

export interface MineResult {
  readonly ok: true;
  readonly disarmed: boolean;
  readonly disarm?: { readonly crewId: string; readonly total: number; readonly target: number };
  readonly blasts: readonly MineBlast[];
}

/**
 * Mines (kraken.mines): one optional disarm attempt (2d6 + Tech against 10 + grade). If it fails or nobody
 * tries, every conscious crew member throws d6 + Agility, 8+ to dodge; the would-be disarmer is caught
 * automatically and takes 2 more. Everyone caught takes location difficulty + grade. Unconscious crew are
 * never hurt. Either way the mines are spent for the rest of the exploration.
 * `dodges` maps each conscious crew member except the disarmer to their d6 face.
 *
 * Reading: the disarm is 2d6 + Tech as the rule text and kraken.mines say; the book's worked example reads
 * "a d6 ... 4+4", and its numbers also fit two dice showing 4 in all (see workedExample.test.ts).
 */
export function resolveMines(input: {
  readonly difficulty: number;
  readonly grade: number;
  readonly crew: readonly ExplorationCrew[];
  readonly disarm?: { readonly crewId: string; readonly faces: readonly number[]; readonly bonus?: number };
  readonly dodges: Readonly<Record<string, number>>;
  /** Equipment bonuses to each member's dodge (Agility), by crew id. */
  readonly dodgeBonuses?: Readonly<Record<string, number>>;
}): MineResult | Refusal {
  const awake = input.crew.filter((member) => member.alive && member.conscious);
  let disarm: MineResult['disarm'];
  if (input.disarm !== undefined) {
    const { crewId, faces } = input.disarm;
    const who = awake.find((member) => member.id === crewId);
    if (who === undefined) return no('Only a conscious crew member of the team can try to disarm the mines.');
    const problem = twoD6Problem(faces);
    if (problem !== null) return no(problem);
    const check = techCheck(who.tech + (input.disarm.bonus ?? 0), input.grade, faces);
    disarm = { crewId, total: check.total, target: check.target };
    if (check.success) return { ok: true, disarmed: true, disarm, blasts: [] };
  }
  const damage = input.difficulty + input.grade;
  const blasts: MineBlast[] = [];
  for (const member of awake) {
    if (member.id === input.disarm?.crewId) {
      blasts.push({ crewId: member.id, dodged: false, damage: damage + MINE_DISARM_PENALTY });
      continue;
    }
    const face = input.dodges[member.id];
    if (face === undefined) return no(`${member.name} needs a d6 to dodge the blast.`);
    const problem = faceProblem(face, 6);
    if (problem !== null) return no(problem);
    const total = face + member.agility + (input.dodgeBonuses?.[member.id] ?? 0);
    const dodged = total >= MINE_DODGE_TARGET;
    blasts.push({ crewId: member.id, face, total, dodged, damage: dodged ? 0 : damage });
  }
  return disarm === undefined
    ? { ok: true, disarmed: false, blasts }
    : { ok: true, disarmed: false, disarm, blasts };
}

/** Exact odds of a d6 + Agility dodge reaching 8. */
export function mineDodgeOdds(agility: number): number {
  return (
    planCheck({ kind: 'kraken-attribute', attribute: agility, target: MINE_DODGE_TARGET, oneFails: false })
      .odds ?? 0
  );
}

// ---------------------------------------------------------------- stations

export const MED_STATION_HEAL = 4;
export const MED_STATION_USES = 3;
export const CLONE_STATION_HEAL = 4;

/**
 * A med-station heals one crew member on it up to 4 HP per activation, at most 3 activations per exploration
 * (kraken.med-station); Hell halves it, rounded up (kraken.atmospheres).
 */
export function medStationHeal(
  usesSoFar: number,
  air: Atmosphere,
): { readonly ok: true; readonly heal: number } | Refusal {
  if (usesSoFar >= MED_STATION_USES)
    return no('This med-station has been used three times this exploration.');
  return { ok: true, heal: healingIn(air, MED_STATION_HEAL) };
}

/**
 * A clone station heals every crew member 4 HP once per station per exploration, and is a save point on
 * Just a Simulation and Adventurer (kraken.clone-station, kraken.difficulty).
 */
export function cloneStation(
  used: boolean,
  air: Atmosphere,
  campaignDifficulty: CampaignDifficulty,
): { readonly ok: true; readonly healEach: number; readonly canSave: boolean } | Refusal {
  if (used) return no('This clone station has already healed the team this exploration.');
  return {
    ok: true,
    healEach: healingIn(air, CLONE_STATION_HEAL),
    canSave: cloneStationSaves(campaignDifficulty),
  };
}

export function cloneStationSaves(campaignDifficulty: CampaignDifficulty): boolean {
  return campaignDifficulty === 'just-a-simulation' || campaignDifficulty === 'adventurer';
}

/** An oxygen station refills the whole supply, extra tanks included (kraken.oxygen-station). */
export function oxygenStationRefill(oxygen: number, capacity: number): number {
  return Math.max(0, capacity - oxygen);
}

/** Treasure grade: location difficulty + T#, at most 6 (kraken.treasure-tile, §14 Treasure drops). */
export function treasureGrade(difficulty: number, value: number): number {
  return Math.min(MAX_GRADE, difficulty + value);
}

/** Enemy or boss level: location difficulty + the number on the tile (kraken.enemy-tile). */
export function encounterLevel(difficulty: number, value: number): number {
  return difficulty + value;
}

// ---------------------------------------------------------------- story lines and events

/** LT: the d20 start coordinate of a map story line, 1 → 1AA … 20 → 1AT (kraken.story-trigger). */
export function storyLineStart(face: number): string {
  const problem = faceProblem(face, 20);
  if (problem !== null) throw new Error(problem);
  return `1A${String.fromCharCode('A'.charCodeAt(0) + face - 1)}`;
}

// ---------------------------------------------------------------- hull breach and disruptor

/**
 * Repairing a hull breach needs a crew member on the tile carrying a welding device; the same process undoes
 * the repair (kraken.hull-breach).
 */
export function toggleHullBreach(
  repaired: boolean,
  hasWeldingDevice: boolean,
): { readonly ok: true; readonly repaired: boolean } | Refusal {
  if (!hasWeldingDevice)
    return no('Repairing (or undoing) a hull breach needs a welding device in the team.');
  return { ok: true, repaired: !repaired };
}

/**
 * Whether the ship's teleporter can take the team out from this map (§13 Leaving a location way 3,
 * kraken.teleporter, kraken.disruptor).
 */
export function teleporterOut(input: {
  readonly hasTeleporter: boolean;
  readonly mapNumber: number;
  readonly teleport: number;
  readonly activeDisruptor: boolean;
}): { readonly usable: true } | { readonly usable: false; readonly reason: string } {
  if (!input.hasTeleporter) return { usable: false, reason: 'The ship has no teleporter.' };
  if (input.mapNumber > input.teleport) {
    return {
      usable: false,
      reason:
        input.teleport === 0
          ? 'This location allows no teleporting at all.'
          : `The teleporter reaches map ${input.teleport} at the deepest; the team is on map ${input.mapNumber}.`,
    };
  }
  if (input.activeDisruptor)
    return { usable: false, reason: 'An active disruptor on this map blocks the teleporter.' };
  return { usable: true };
}
