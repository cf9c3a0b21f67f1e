import type { CampaignDifficulty } from '../../rules/tilemap/types';
import type { DungeonInput } from '../../../machines/kraken/dungeon/types';
import type { ContentPack } from '../../content/pack';
import type { EnemySpecies } from '../../content/schemas/enemy';
import type { TileMap } from '../../content/schemas/tileMap';
import type { CrewMember } from '../../rules/kraken/crew/crew';
import { crewMemberFromPack, shopCatalogue } from './crewFromPack';

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
  /** The campaign difficulty the crawl is played at (Adventurer when absent). */
  readonly campaignDifficulty?: CampaignDifficulty;
  /** A practice crawl undoes anywhere; true when absent (there is no campaign yet). */
  readonly practice?: boolean;
  /** The atmosphere of Outside (AO) and Inside (AI) spaces, over the scenario's (a demo of a Hell zone). */
  readonly ao?: 'YES' | 'NO' | 'HELL';
  readonly ai?: 'YES' | 'NO' | 'HELL';
}

export type QuickCrawlResult =
  { readonly ok: true; readonly input: DungeonInput } | { readonly ok: false; readonly reason: string };

/**
 * The Quick crawl of the pack: its first `quick-crawl` scenario (crew, location type and parameters, Map-IDs)
 * when it has one — the options override its parts — else the pack's first location type and crew.
 */
export function quickCrawlInput(pack: ContentPack, options: QuickCrawlOptions = {}): QuickCrawlResult {
  // Quick crawls are the only scenario mode so far; the first scenario is the pack's Quick crawl.
  const scenario = [...pack.scenarios.values()][0];
  if (scenario === undefined || options.locationTypeId !== undefined) return locationCrawl(pack, options);
  const where = scenario.location;
  return locationCrawl(pack, {
    crew: scenario.crew,
    locationTypeId: where.type,
    difficulty: where.difficulty,
    depth: where.depth,
    species: where.species,
    ...options,
    setup: {
      ao: options.ao ?? where.ao,
      ai: options.ai ?? where.ai,
      mapIds: where.mapIds,
      teleport: where.teleport,
      condition: where.condition,
    },
  });
}

interface ScenarioSetup {
  readonly ao: 'YES' | 'NO' | 'HELL';
  readonly ai: 'YES' | 'NO' | 'HELL';
  readonly mapIds: readonly number[];
  readonly teleport: number;
  readonly condition: 'none' | 'one-way' | 'self-destruction';
}

function locationCrawl(
  pack: ContentPack,
  options: QuickCrawlOptions & { readonly setup?: ScenarioSetup },
): QuickCrawlResult {
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
    const member = crewMemberFromPack(pack, id);
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
        ao: options.setup?.ao ?? options.ao ?? 'NO',
        ai: options.setup?.ai ?? options.ai ?? 'YES',
        depth,
        mapIds: Array.from({ length: depth }, (_, i) => options.setup?.mapIds[i] ?? null),
        teleport: options.setup?.teleport ?? 0,
        condition: options.setup?.condition ?? 'none',
        species: options.species ?? 'Krakens',
      },
      maps,
      campaignDifficulty: options.campaignDifficulty ?? 'adventurer',
      // No campaign yet: a quick crawl is practice (undo anywhere) unless the set-up says otherwise.
      practice: options.practice ?? true,
      hasTeleporter: (options.setup?.teleport ?? 0) > 0,
      crew,
      credits: options.credits ?? 10,
      storyLineSlots: 1,
      catalogue: shopCatalogue(pack),
      // A Quest Master's quest is rolled on the pack's first quest sheet, when it has one.
      questSheet: [...pack.questSheets.values()][0],
      combat: {
        enemyProfiles: [...pack.enemies.values()],
        treasureTable,
        dropGrids: [...pack.dropGrids.values()],
      },
    },
  };
}
