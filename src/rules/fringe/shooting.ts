/**
 * Shooting: may this figure shoot that one with this weapon from where it stands (or from a spot it could
 * move to), at what number, with what odds.
 *
 * Fringe, Combat Skill is added to all attack dice rolls. Watch where you point that thing: a line of sight
 * that crosses another character between firer and target means no shot, for both sides; a shot that would
 * endanger an ally (an Area weapon) needs a 5+ on a D6 first. Aiming: a figure that is not Stunned and does
 * not move re-rolls 1s on its to-hit dice, once. Panic Fire: half the weapon's base range, two extra shots,
 * each at the closest available target, then that weapon and every identical one is out of ammunition.
 *
 * Reading (the to-hit numbers, fringe.hit-roll): the notes refer to a to-hit table they do not give. A shot
 * needs d6 + Combat Skill + trait modifiers to reach the number the battle's readings give for its range
 * band, in the open or in cover (cover: the board kernel's line of sight says "cover"). Packs carry the table
 * (`toHit`). Reading (no natural results, fringe.hit-roll): the notes give a shot no automatic hit or miss,
 * so none is used.
 */
import type { FringeHitBand, FringeWeapon } from '../../content/schemas/fringe';
import { distanceBetween } from '../board/distance';
import { compileLos, lineOfSight, type LosVerdict } from '../board/los';
import type { SightIndex } from '../board/sight-index';
import type { BoardPoint } from '../board/types';
import { battleBoard, boardFigure } from './geometry';
import { carried, fighter, hasGear, onTable } from './lookup';
import type { Battle, Fighter } from './types';
import { bonusSum, hasTrait, shoots, traitModifiers, type Bonus } from './weapons';

/** Fringe, watch where you point that thing: the D6 score needed to take a shot that endangers an ally. */
export const ENDANGER_TARGET = 5;
/**
 * Reading (fringe.weapon-traits): an Area weapon's hit also hits every other figure whose base is within 1"
 * of the target's.
 */
export const AREA_REACH = 1;
/** Fringe, Panic Fire: two additional shots. */
export const PANIC_EXTRA_SHOTS = 2;

/**
 * Fringe 002 Panic Fire: "limited to firing at half the weapon's base Range" — exactly half, never rounded
 * down: a 9" weapon reaches 4.5".
 */
export function panicRange(weapon: { readonly range: number }): number {
  return weapon.range / 2;
}

/** The number a shot must reach at this range, in the open or in cover. */
export function toHitNumber(bands: readonly FringeHitBand[], distance: number, cover: boolean): number {
  const band = bands.find((b) => distance <= b.upTo + 1e-9) ?? bands[bands.length - 1];
  if (band === undefined) throw new Error('The readings have no to-hit band.');
  return cover ? band.cover : band.open;
}

/** Exact chance that d6 + `modifier` reaches `target`. */
export function d6Odds(modifier: number, target: number): number {
  let hits = 0;
  for (let face = 1; face <= 6; face++) if (face + modifier >= target) hits++;
  return hits / 6;
}

/**
 * Exact chance that one aimed to-hit die lands: a 1 that misses is thrown once more.
 * Fringe, Aiming: pick up any 1s on the To Hit dice and roll them again, once.
 */
export function aimedOdds(modifier: number, target: number): number {
  const p = d6Odds(modifier, target);
  const oneMisses = 1 + modifier < target;
  return oneMisses ? p + p / 6 : p;
}

export interface ShotView {
  readonly weaponId: string;
  readonly targetId: string;
  readonly distance: number;
  readonly verdict: LosVerdict;
  /** Other figures on the line of fire (no shot). */
  readonly crossing: readonly string[];
  /** The range the shot may reach: the weapon's, or half its base range in Panic Fire. */
  readonly range: number;
  /** The number to reach on d6 + `modifier`. */
  readonly target: number;
  /** Combat Skill plus the traits' modifiers. */
  readonly modifier: number;
  readonly bonuses: readonly Bonus[];
  readonly shots: number;
  /** Chance one die hits, not aimed. */
  readonly perShot: number;
  /** Chance one aimed die hits. */
  readonly perShotAimed: number;
  /** Allies of the shooter an Area hit would also hit: the 5+ roll first. */
  readonly endangers: readonly string[];
  /** Why the shot cannot be taken (the rule named), or null. */
  readonly refusal: string | null;
}

export interface ShotOptions {
  /** The shooter has moved this round (Heavy). */
  readonly moved: boolean;
  readonly panic?: boolean;
  /** A compiled sight index of this battle's board (skips compiling per call). */
  readonly index?: SightIndex;
}

/** Figures whose bases lie within `reach` of the target's base: an Area hit reaches them too. */
export function areaVictims(b: Battle, targetId: string, excludeId: string): Fighter[] {
  const t = fighter(b, targetId);
  if (t?.at == null) return [];
  const at = t.at;
  return b.fighters.filter(
    (f) =>
      f.id !== targetId &&
      f.id !== excludeId &&
      onTable(f) &&
      f.at !== null &&
      f.at.level === at.level &&
      Math.hypot(f.at.x - at.x, f.at.z - at.z) - 1 <= AREA_REACH + 1e-9,
  );
}

/** The sight index of a battle's terrain, compiled once: the terrain never changes during a battle. */
const indexCache = new WeakMap<Battle['setup']['board'], SightIndex>();

export function battleSightIndex(b: Battle): SightIndex {
  const cached = indexCache.get(b.setup.board);
  if (cached !== undefined) return cached;
  const index = compileLos(battleBoard(b));
  indexCache.set(b.setup.board, index);
  return index;
}

/** A shot's numbers once its distance and cover are known. */
export interface ShotNumbers {
  /** The range the shot may reach: the weapon's, or half its base range in Panic Fire. */
  readonly range: number;
  readonly shots: number;
  /** The number to reach on d6 + `modifier`. */
  readonly target: number;
  /** Combat Skill plus the traits' modifiers. */
  readonly modifier: number;
  readonly bonuses: readonly Bonus[];
}

/**
 * The arithmetic of one weapon's shot at `distance`, in the open or in cover: what viewShot reads once it
 * has the line of sight, and what the heat map's Fringe scorer reads from the sight it already has, so the
 * two cannot disagree.
 */
export function shotNumbers(
  b: Battle,
  shooter: Fighter,
  weapon: FringeWeapon,
  distance: number,
  cover: boolean,
  opts: { readonly moved: boolean; readonly panic?: boolean },
): ShotNumbers {
  const stabilizer = hasGear(b, shooter, 'stabilizer') !== null;
  const bonuses = traitModifiers(weapon, distance, opts.moved, stabilizer);
  return {
    range: opts.panic === true ? panicRange(weapon) : weapon.range,
    shots: weapon.shots + (opts.panic === true ? PANIC_EXTRA_SHOTS : 0),
    target: toHitNumber(b.setup.readings.toHit, distance, cover),
    modifier: shooter.combatSkill + bonusSum(bonuses),
    bonuses,
  };
}

/** What a shot from `from` at `target` with `weapon` would be. */
export function viewShot(
  b: Battle,
  shooter: Fighter,
  from: BoardPoint,
  target: Fighter,
  weapon: FringeWeapon,
  opts: ShotOptions,
): ShotView {
  const board = battleBoard(b, { id: shooter.id, at: from });
  const viewer = boardFigure(shooter, from);
  const range = opts.panic === true ? panicRange(weapon) : weapon.range;
  const base = {
    weaponId: weapon.id,
    targetId: target.id,
    range,
    shots: weapon.shots + (opts.panic === true ? PANIC_EXTRA_SHOTS : 0),
  };
  if (target.at === null || !onTable(target)) {
    return {
      ...base,
      distance: 0,
      verdict: 'blocked',
      crossing: [],
      target: 7,
      modifier: shooter.combatSkill,
      bonuses: [],
      perShot: 0,
      perShotAimed: 0,
      endangers: [],
      refusal: `${target.name} is not on the table.`,
    };
  }
  const los = lineOfSight(board, viewer, boardFigure(target, target.at), {
    index: opts.index ?? battleSightIndex(b),
  });
  const distance = distanceBetween(from, target.at, board.levelSpacing).total;
  const {
    target: number,
    modifier,
    bonuses,
  } = shotNumbers(b, shooter, weapon, distance, los.verdict === 'cover', opts);
  const endangers = hasTrait(weapon, 'area')
    ? areaVictims(b, target.id, shooter.id)
        .filter((f) => f.side === shooter.side)
        .map((f) => f.id)
    : [];
  let refusal: string | null = null;
  if (!shoots(weapon)) refusal = `${weapon.name} is not a shooting weapon; it only counts in a brawl.`;
  else if (shooter.emptied.includes(weapon.id))
    refusal = `${weapon.name} is out of ammunition after Panic Fire (Fringe: Panic Fire).`;
  else if (los.verdict === 'blocked') refusal = `${shooter.name} cannot see ${target.name} (line of sight).`;
  else if (los.figuresCrossing.length > 0)
    refusal = `${names(b, los.figuresCrossing)} ${los.figuresCrossing.length === 1 ? 'is' : 'are'} in the line of fire: the shot cannot be taken (Fringe: watch where you point that thing).`;
  else if (distance > range + 1e-9)
    refusal =
      opts.panic === true
        ? `${target.name} is ${distance.toFixed(1)}" away, beyond half the ${weapon.name}'s base range (${range}") that Panic Fire reaches.`
        : `${target.name} is ${distance.toFixed(1)}" away, beyond the ${weapon.name}'s ${range}" range.`;
  return {
    ...base,
    distance,
    verdict: los.verdict,
    crossing: los.figuresCrossing,
    target: number,
    modifier,
    bonuses,
    perShot: refusal === null ? d6Odds(modifier, number) : 0,
    perShotAimed: refusal === null ? aimedOdds(modifier, number) : 0,
    endangers,
    refusal,
  };
}

function names(b: Battle, ids: readonly string[]): string {
  return ids.map((id) => fighter(b, id)?.name ?? id).join(' and ');
}

/** Chance at least one of `n` dice hits, each with chance p. */
export function atLeastOne(p: number, n: number): number {
  return 1 - (1 - p) ** n;
}

export interface ShotOdds {
  readonly weaponId: string;
  readonly verdict: LosVerdict;
  readonly distance: number;
  readonly target: number;
  readonly modifier: number;
  readonly aimed: boolean;
  /** Chance one to-hit die lands. */
  readonly perShot: number;
  /** Chance at least one shot of the attack lands. */
  readonly anyHit: number;
  /** An Area hit would also reach an ally: the 5+ comes first. */
  readonly endangers: boolean;
  /**
   * Chance the attack lands at least one hit on the target: `anyHit`, after the 5+ to endanger an ally where
   * one is needed (a failed 5+ means no shot at that target). 0 when the shot is refused.
   */
  readonly chance: number;
  readonly refusal: string | null;
}

/** Fringe, watch where you point that thing: the chance of the 5+ that lets a shot endanger an ally. */
export const ENDANGER_ODDS = d6Odds(0, ENDANGER_TARGET);

/**
 * The best shot `shooterId` would have at `targetId` from `from` (where it stands, or a spot it might move
 * to): the weapon with the best chance of landing at least one hit (`chance`: after the 5+ to endanger an
 * ally, where one is needed), and its exact odds. A spot other than where the
 * figure stands counts as moved (Heavy −1 unless Stabilized, and no Aiming); standing still, a figure that
 * is not Stunned aims. For the move preview and the heat map; pure.
 */
export function shotOdds(
  b: Battle,
  shooterId: string,
  from: BoardPoint,
  targetId: string,
  opts: { readonly index?: SightIndex; readonly movedAlready?: boolean } = {},
): ShotOdds | null {
  const shooter = fighter(b, shooterId);
  const target = fighter(b, targetId);
  if (shooter === undefined || target === undefined) return null;
  const here = shooter.at;
  const stays =
    here !== null &&
    Math.abs(here.x - from.x) < 1e-6 &&
    Math.abs(here.z - from.z) < 1e-6 &&
    here.level === from.level;
  const moved = opts.movedAlready === true || !stays;
  const aimed = !moved && shooter.stun === 0;
  let best: ShotOdds | null = null;
  for (const w of carried(b, shooter)) {
    if (!shoots(w)) continue;
    const view = viewShot(b, shooter, from, target, w, {
      moved,
      ...(opts.index === undefined ? {} : { index: opts.index }),
    });
    const perShot = aimed ? view.perShotAimed : view.perShot;
    const anyHit = view.refusal === null ? atLeastOne(perShot, view.shots) : 0;
    const endangers = view.endangers.length > 0;
    const odds: ShotOdds = {
      weaponId: w.id,
      verdict: view.verdict,
      distance: view.distance,
      target: view.target,
      modifier: view.modifier,
      aimed,
      perShot,
      anyHit,
      endangers,
      chance: endangers ? ENDANGER_ODDS * anyHit : anyHit,
      refusal: view.refusal,
    };
    if (best === null || odds.chance > best.chance || (best.refusal !== null && odds.refusal === null))
      best = odds;
  }
  return best;
}
