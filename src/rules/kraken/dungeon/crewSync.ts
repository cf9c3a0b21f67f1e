import { crewArmour, crewMaxHp, type Condition, type CrewMember } from '../crew/crew';
import { itemsCarried, putInSlot, type SlotId } from '../crew/inventory';
import type { AvoidMember } from '../../tilemap/dungeonRolls';
import type { CrewVitals } from '../../tilemap/dungeonSteps';
import type { CrackingWeapon } from '../../tilemap/elements';
import type { ExplorationCrew } from '../../tilemap/types';
import type { DungeonState } from './types';

/**
 * The crew in two shapes: the full sheets (`CrewMember`: attributes, equipment, PSI) the campaign and the
 * ground combat use, and the small shape the tile-map rules move around (`ExplorationCrew`). While the team is
 * down, HP and consciousness of the deployed members live in `exploration.crew`; everything else stays on
 * the sheets. These functions copy between the two by id and never compute a rule.
 */

export function toExplorationCrew(sheet: CrewMember): ExplorationCrew {
  return {
    id: sheet.id,
    name: sheet.name,
    hp: sheet.hp,
    maxHp: crewMaxHp(sheet),
    agility: sheet.attributes.agility,
    tech: sheet.attributes.tech,
    conscious: sheet.condition === 'conscious',
    alive: sheet.condition !== 'killed',
    armor: crewArmour(sheet),
  };
}

function conditionOf(member: Pick<ExplorationCrew, 'alive' | 'conscious'>): Condition {
  if (!member.alive) return 'killed';
  return member.conscious ? 'conscious' : 'unconscious';
}

/** The sheet with the HP and condition the exploration gave it. */
export function withVitals(sheet: CrewMember, member: ExplorationCrew | undefined): CrewMember {
  if (member === undefined) return sheet;
  return { ...sheet, hp: member.hp, condition: conditionOf(member) };
}

export function vitalsOf(sheet: CrewMember): CrewVitals {
  return {
    id: sheet.id,
    hp: sheet.hp,
    conscious: sheet.condition === 'conscious',
    alive: sheet.condition !== 'killed',
  };
}

/** Every sheet, the deployed ones with their current HP and condition. */
export function currentSheets(context: DungeonState): readonly CrewMember[] {
  const crew = context.exploration?.crew ?? [];
  return context.sheets.map((sheet) =>
    withVitals(
      sheet,
      crew.find((m) => m.id === sheet.id),
    ),
  );
}

/** The deployed crew's sheets, in deployment order, with their current HP and condition. */
export function deployedSheets(context: DungeonState): readonly CrewMember[] {
  const crew = context.exploration?.crew ?? [];
  return crew.flatMap((member) => {
    const sheet = context.sheets.find((s) => s.id === member.id);
    return sheet === undefined ? [] : [withVitals(sheet, member)];
  });
}

export function deployedSheet(context: DungeonState, crewId: string): CrewMember | undefined {
  return deployedSheets(context).find((s) => s.id === crewId);
}

/** Puts changed sheets back in place by id. */
export function replaceSheets(
  sheets: readonly CrewMember[],
  changed: readonly CrewMember[],
): readonly CrewMember[] {
  return sheets.map((sheet) => changed.find((c) => c.id === sheet.id) ?? sheet);
}

/**
 * What the avoid rules read of the crew: the deployed members with their current vitals, and the members
 * left on the ship (`deployed: false`), whom only the Charisma avoid counts ("your entire Crew",
 * kraken.avoid-combat). Crew members lost or erased on this exploration are not counted.
 */
export function avoidMembers(context: DungeonState): readonly AvoidMember[] {
  const team = deployedSheets(context);
  const aboard = context.sheets.filter(
    (s) => !team.some((m) => m.id === s.id) && !context.lost.includes(s.id),
  );
  return [
    ...team.map((s) => ({ ...avoidMember(s), deployed: true })),
    ...aboard.map((s) => ({ ...avoidMember(s), deployed: false })),
  ];
}

function avoidMember(s: CrewMember): AvoidMember {
  return {
    id: s.id,
    name: s.name,
    agility: s.attributes.agility,
    tech: s.attributes.tech,
    charisma: s.attributes.charisma,
    level: s.level,
    conscious: s.condition === 'conscious',
    alive: s.condition !== 'killed',
  };
}

/** The team's most charismatic member's Charisma (a shop's junk bonus, kraken.shop). */
export function highestCharisma(context: DungeonState): number {
  return deployedSheets(context)
    .filter((s) => s.condition !== 'killed')
    .reduce((best, s) => Math.max(best, s.attributes.charisma), 0);
}

/** Whether someone in the team carries a welding device (kraken.hull-breach). */
export function teamCanWeld(context: DungeonState): boolean {
  return deployedSheets(context).some((s) =>
    itemsCarried(s.inventory).some(({ item }) => (item.item.abilities ?? []).includes('repair-hull-breach')),
  );
}

/** The weapon in a slot as a bulkhead-cracking tool, or null when the slot holds none. */
export function crackingWeapon(sheet: CrewMember, slot: SlotId): CrackingWeapon | null {
  const content = sheet.inventory[slot];
  if (content?.kind !== 'weapon') return null;
  return { grade: content.weapon.grade, ammoCapacity: content.weapon.ammo, loaded: content.ammo ?? 0 };
}

/** The sheet after its weapon's whole magazine went into a bulkhead. */
export function emptyWeapon(sheet: CrewMember, slot: SlotId): CrewMember {
  const content = sheet.inventory[slot];
  if (content?.kind !== 'weapon' || content.ammo === null) return sheet;
  return { ...sheet, inventory: putInSlot(sheet.inventory, slot, { ...content, ammo: 0 }) };
}
