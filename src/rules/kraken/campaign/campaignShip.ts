import type { Hull, ShipSystem, StandardAbility } from '../../../content/schemas/ship';
import { crewMaxHp, type CrewMember } from '../crew/crew';
import type { SlotContent } from '../crew/inventory';
import { hullOf, shipTotals, systemOf, type Ship, type ShipBox, type ShipCatalogue } from '../ship/state';
import type { SpaceCrew } from '../space/combatTypes';
import { starmapCapacity, type LoggedLocation } from './starmap';

/**
 * The campaign's ship (Space Kraken §3.7, §11; kraken.ship-systems, kraken.standard-systems): the hull and
 * the systems fitted into its boxes, the equipment kept in its storage, and what the campaign reads from
 * it — the Starmap slots (HyperNavMemory), the Recovery bonus (Med Bays), the Teleporter.
 *
 * Reading (kraken.standard-systems): a system that holds something (HyperNavMemory's four extra Starmap
 * slots, the Storage Expansion's boxes) keeps it while it is fitted, damaged or not; only when it is gone
 * (destroyed or sold) is what it held lost — the last Starmap entries past the two slots, the stored
 * pieces past the hull's own boxes. A system that does something (Med Bays, the Teleporter) works only
 * while undamaged, as in combat.
 */

/** The pack's ship content a campaign carries in its input. */
export interface ShipContent {
  readonly systems: readonly ShipSystem[];
  readonly hulls: readonly Hull[];
}

/** A system the combat destroyed: off the ship, but marked on the sheet until phase 2 erases it (§7). */
export interface DestroyedSystem {
  readonly systemId: string;
  readonly box: ShipBox;
  readonly magazine?: boolean;
}

/** What the campaign keeps of its ship. */
export interface CampaignShip {
  readonly ship: Ship;
  readonly destroyedSystems: readonly DestroyedSystem[];
  /** §3.7: equipment kept aboard (an event's item, what the crew leaves there). */
  readonly storage: readonly SlotContent[];
  /** §3.9: the ship was lost in space — the campaign is lost. */
  readonly shipDestroyed: boolean;
  /**
   * §5 phase 2, §11, §13: the other ships the crew owns, docked while `ship` flies (shipFleet.ts). Absent in
   * campaigns saved before ships could be bought: none.
   */
  readonly hangar?: readonly Ship[];
}

const CATALOGUES = new WeakMap<ShipContent, ShipCatalogue>();

/** The ship content as the ship rules read it, built once per content object. */
export function shipCatalogueOf(content: ShipContent): ShipCatalogue {
  const known = CATALOGUES.get(content);
  if (known !== undefined) return known;
  const catalogue: ShipCatalogue = {
    systems: new Map(content.systems.map((s) => [s.id, s])),
    hulls: new Map(content.hulls.map((h) => [h.id, h])),
  };
  CATALOGUES.set(content, catalogue);
  return catalogue;
}

/** How many fitted systems (damaged or not) give this ability. */
export function fittedWith(catalogue: ShipCatalogue, ship: Ship, ability: StandardAbility): number {
  return ship.fitted.filter((f) => {
    if (f.magazine === true) return false;
    const effect = systemOf(catalogue, f).effect;
    return effect.kind === 'standard' && effect.ability === ability;
  }).length;
}

/** How many working (undamaged) systems give this ability. */
export function workingWith(catalogue: ShipCatalogue, ship: Ship, ability: StandardAbility): number {
  return ship.fitted.filter((f) => {
    if (f.magazine === true || f.damaged) return false;
    const effect = systemOf(catalogue, f).effect;
    return effect.kind === 'standard' && effect.ability === ability;
  }).length;
}

/** §11 HyperNavMemory: 2 Starmap slots, 6 with one fitted. */
export function starmapSlots(catalogue: ShipCatalogue, ship: Ship): number {
  return starmapCapacity(fittedWith(catalogue, ship, 'hyper-nav-memory') > 0);
}

/** §11 storage boxes: the hull's own, and its EXPANSION boxes while a Storage Expansion is fitted. */
export function storageSlots(catalogue: ShipCatalogue, ship: Ship): number {
  const hull = hullOf(catalogue, ship);
  return hull.storage + (fittedWith(catalogue, ship, 'storage-expansion') > 0 ? hull.expansionStorage : 0);
}

/** §5 Recovery with §11 Med Bay and Advanced Med Bay: +3 HP for each working one. */
export const MED_BAY_HP = 3;
export function recoveryBonus(catalogue: ShipCatalogue, ship: Ship): number {
  return (
    MED_BAY_HP * (workingWith(catalogue, ship, 'med-bay') + workingWith(catalogue, ship, 'advanced-med-bay'))
  );
}

/** §11 Teleporter: a working one teleports the crew (phase 4, a crawl's escape and later maps). */
export function hasTeleporter(catalogue: ShipCatalogue, ship: Ship): boolean {
  return shipTotals(catalogue, ship).abilities.has('teleporter');
}

/** What a ship change cost the campaign: Starmap entries and stored pieces with nowhere to go. */
export interface Trimmed {
  readonly starmap: readonly LoggedLocation[];
  readonly storage: readonly SlotContent[];
  readonly lostLocations: readonly string[];
  readonly lostPieces: number;
}

/** The Starmap log and the storage cut to what the ship can hold now (the last entries go). */
export function trimToShip(
  catalogue: ShipCatalogue,
  ship: Ship,
  starmap: readonly LoggedLocation[],
  storage: readonly SlotContent[],
): Trimmed {
  const slots = starmapSlots(catalogue, ship);
  const boxes = storageSlots(catalogue, ship);
  return {
    starmap: starmap.slice(0, slots),
    storage: storage.slice(0, boxes),
    lostLocations: starmap.slice(slots).map((l) => l.name),
    lostPieces: Math.max(0, storage.length - boxes),
  };
}

/** The systems fitted before and gone after (a space combat's destroyed systems). */
export function goneSystems(before: Ship, after: Ship): DestroyedSystem[] {
  const kept = new Set(after.fitted.map((f) => f.id));
  return before.fitted
    .filter((f) => !kept.has(f.id))
    .map((f) => ({ systemId: f.systemId, box: f.box, ...(f.magazine === true ? { magazine: true } : {}) }));
}

/** A crew member as the space combat sees them (§10: every living crew member is aboard). */
export function spaceCrewOf(member: CrewMember): SpaceCrew {
  const a = member.attributes;
  return {
    id: member.id,
    name: member.name,
    tech: a.tech,
    ranged: a.ranged,
    melee: a.melee,
    charisma: a.charisma,
    hp: member.condition === 'conscious' ? member.hp : 0,
    conscious: member.condition === 'conscious',
  };
}

/**
 * The crew sheet after a space combat: a boarding's hits, a heal in a hurry, a death (§10 phase 5).
 * Reading (kraken.boarding): HP a boarding left are kept within 0 and the member's maximum; the unconscious
 * stay at 0.
 */
export function crewAfterSpace(member: CrewMember, space: SpaceCrew | undefined): CrewMember {
  if (space === undefined || member.condition === 'killed') return member;
  if (space.dead === true) return { ...member, hp: 0, condition: 'killed' };
  if (!space.conscious) return { ...member, hp: 0, condition: 'unconscious' };
  return {
    ...member,
    hp: Math.max(0, Math.min(crewMaxHp(member), space.hp)),
    condition: space.hp > 0 ? 'conscious' : 'unconscious',
  };
}
