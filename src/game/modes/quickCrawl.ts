import type { DungeonInput } from '../../../machines/kraken/dungeon/types';
import type { ContentPack } from '../../content/pack';
import type { EnemySpecies } from '../../content/schemas/enemy';
import type { Item } from '../../content/schemas/item';
import type { TileMap } from '../../content/schemas/tileMap';
import type { Weapon } from '../../content/schemas/weapon';
import { crewFromTemplate, type CrewMember, type CrewTrait } from '../../rules/kraken/crew';

/**
 * Builds the set-up of the ready-to-play "Quick crawl" (mode `dungeon-crawl`) from a loaded pack: a
 * difficulty-2 location with AO: NO / AI: YES on the maps of the pack's first location type, four crew
 * members from the pack's templates (traits and loadout looked up in the pack), every enemy profile, the
 * first treasure table and the drop grids. The pack has no scenario kind yet, so the location is built
 * here in code; a scenario entry can replace these defaults when one exists. Pure: no storage, no dice.
 */
export interface QuickCrawlOptions {
  /** Crew template ids, one to four; the pack's first four templates when absent. */
  readonly crew?: readonly string[];
  /** The location type to explore; the pack's first when absent. */
  readonly locationTypeId?: string;
  readonly difficulty?: number;
  readonly depth?: number;
  readonly species?: EnemySpecies;
  readonly credits?: number;
}

export type QuickCrawlResult =
  { readonly ok: true; readonly input: DungeonInput } | { readonly ok: false; readonly reason: string };

function crewMember(pack: ContentPack, templateId: string): CrewMember | string {
  const template = pack.crewTemplates.get(templateId);
  if (template === undefined) return `The pack has no crew template "${templateId}".`;
  const traits: CrewTrait[] = [];
  for (const traitId of template.traits) {
    const trait = pack.traits.get(traitId);
    if (trait === undefined) return `${template.name}'s trait "${traitId}" is not in the pack.`;
    traits.push({ id: trait.id, name: trait.name, value: trait.value, rule: trait.rule });
  }
  const loadout: (Weapon | Item)[] = [];
  for (const pieceId of template.loadout) {
    const piece = pack.weapons.get(pieceId) ?? pack.items.get(pieceId);
    if (piece === undefined) return `${template.name}'s "${pieceId}" is not in the pack.`;
    loadout.push(piece);
  }
  try {
    return crewFromTemplate(template, traits, loadout);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function quickCrawlInput(pack: ContentPack, options: QuickCrawlOptions = {}): QuickCrawlResult {
  const refuse = (reason: string) => ({ ok: false as const, reason });
  const type =
    options.locationTypeId === undefined
      ? [...pack.locations.values()][0]
      : pack.locations.get(options.locationTypeId);
  if (type === undefined) return refuse('The pack has no location type to explore.');
  const maps: TileMap[] = [];
  for (const id of type.maps) {
    const map = pack.maps.get(id);
    if (map === undefined) return refuse(`The location type's map "${id}" is not in the pack.`);
    maps.push(map);
  }
  const templateIds = options.crew ?? [...pack.crewTemplates.keys()].slice(0, 4);
  if (templateIds.length < 1 || templateIds.length > 4) return refuse('Pick one to four crew members.');
  const crew: CrewMember[] = [];
  for (const id of templateIds) {
    const member = crewMember(pack, id);
    if (typeof member === 'string') return refuse(member);
    crew.push(member);
  }
  const treasureTable = [...pack.treasureTables.values()][0];
  if (treasureTable === undefined) return refuse('The pack has no treasure table.');
  const depth = options.depth ?? 4;
  return {
    ok: true,
    input: {
      locationName: type.name,
      location: {
        kind: type.kind,
        difficulty: options.difficulty ?? 2,
        ao: 'NO',
        ai: 'YES',
        depth,
        mapIds: Array.from({ length: depth }, () => null),
        teleport: 0,
        condition: 'none',
        species: options.species ?? 'Krakens',
      },
      maps,
      campaignDifficulty: 'adventurer',
      hasTeleporter: false,
      crew,
      credits: options.credits ?? 10,
      storyLineSlots: 1,
      combat: {
        enemyProfiles: [...pack.enemies.values()],
        treasureTable,
        dropGrids: [...pack.dropGrids.values()],
      },
    },
  };
}
