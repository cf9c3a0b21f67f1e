import type { LocationKind } from '../../content/schemas/location';

/**
 * Shapes shared by the tile-map rules of Space Kraken's dungeon exploration (§12 creating a location, §13
 * dungeon exploration). Everything here is plain data that survives JSON, so an exploration can sit in a
 * machine's context and in a save file.
 */

/** A space the team can stand in: `area:<key>` for a whole area, `tile:<x>,<y>` for one tile. */
export type SpaceId = string;

/** A grid cell, x across from the left, y down from the top. */
export type CellPos = readonly [x: number, y: number];

/**
 * An atmosphere as the location generator writes it (§12, kraken.atmospheres): YES breathable, NO none
 * (1 oxygen per action), HELL (2 oxygen per exploration action, healing halved).
 */
export type Atmosphere = 'YES' | 'NO' | 'HELL';

/** The campaign difficulty chosen at set-up (§3.2, kraken.difficulty). */
export type CampaignDifficulty = 'just-a-simulation' | 'adventurer' | 'real-life' | 'hardcore';

/** The location's special condition (§12, kraken.location-conditions). */
export type SpecialCondition = 'none' | 'one-way' | 'self-destruction';

/**
 * A generated location (§12, kraken.location-parameters), as noted in the starmap locations log.
 * `mapIds[n - 1]` is the d20 Map-ID of map number n, or null while it has not been rolled (the book lets
 * you roll each one as you reach that map). Which tile map a Map-ID names is the location type's business
 * (content: the n-th entry of its `maps`).
 */
export interface LocationSetup {
  readonly kind: LocationKind;
  /** Location difficulty: enemy, trap and treasure strength. */
  readonly difficulty: number;
  /** AO: the atmosphere of Outside spaces. */
  readonly ao: Atmosphere;
  /** AI: the atmosphere of Inside spaces. */
  readonly ai: Atmosphere;
  /** How many maps the location has, 4 to 9. */
  readonly depth: number;
  readonly mapIds: readonly (number | null)[];
  /** Teleport: the deepest map number the ship's teleporter reaches; 0 = no teleporting here. */
  readonly teleport: number;
  readonly condition: SpecialCondition;
  /** The most common enemy species. */
  readonly species: string;
}

/**
 * What a location remembers between explorations: cleared maps (by map number, kraken.clearing-maps),
 * whether it was solved (kraken.solving-location) and the shops whose junk bonus was already paid
 * (`<map number>:<element key>`, kraken.shop).
 */
export interface LocationRecord {
  readonly cleared: readonly number[];
  readonly solved: boolean;
  readonly shopBonusTaken: readonly string[];
}

export const EMPTY_RECORD: LocationRecord = { cleared: [], solved: false, shopBonusTaken: [] };

/**
 * The crew member as the tile-map rules see them: a deliberately small shape. The full crew sheet lives in
 * the crew rules (src/rules/kraken); map it onto this by id before a step and back after.
 * - `hp` never goes below 0 (negative HP is not tracked, §4); `conscious` false at 0 HP.
 * - `alive` false once killed (reduced to -4 or lower, §4).
 * - `armor`: the armour value that reduces mine and laser damage (shields never do); 0 when absent.
 */
export interface ExplorationCrew {
  readonly id: string;
  readonly name: string;
  readonly hp: number;
  readonly maxHp: number;
  readonly agility: number;
  readonly tech: number;
  readonly conscious: boolean;
  readonly alive: boolean;
  readonly armor?: number;
}

/** A step either happened (new state and what it caused) or was refused with a sentence saying why. */
export type Outcome<T, E> =
  | { readonly ok: true; readonly state: T; readonly events: readonly E[] }
  | { readonly ok: false; readonly reason: string };

export function refuse(reason: string): { readonly ok: false; readonly reason: string } {
  return { ok: false, reason };
}
