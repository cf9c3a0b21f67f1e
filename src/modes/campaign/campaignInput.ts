import type { CampaignInput } from '../../../machines/kraken/campaign/campaign.types';
import type { ContentPack } from '../../content/pack';
import type { TileMap } from '../../content/schemas/tileMap';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import {
  setupProblems,
  type CampaignSetup,
  type SetupCrew,
  type SetupPurchase,
} from '../../rules/kraken/campaign/setup';
import { allBoxes } from '../../rules/kraken/ship/boxes';
import { placementRefusal, placeSystem, type FitRequest } from '../../rules/kraken/ship/fitting';
import { emptyShip } from '../../rules/kraken/ship/hull';
import type { ShipCatalogue } from '../../rules/kraken/ship/state';
import type { CampaignContent } from '../../rules/kraken/campaign/turn.types';
import type { CampaignDifficulty } from '../../rules/tilemap/types';
import type { CrewProblem } from '../../rules/kraken/validateCrew';
import { crewMemberFromPack, shopCatalogue } from '../dungeon/crewFromPack';

/**
 * The campaign's set-up from a loaded pack and the wizard's choices (Space Kraken §3): the backstory, the
 * achievements, the difficulty, the crew from the pack's templates with their gear (bought, §3.7), the
 * ship (a hull and the systems fitted into its boxes, bought first), the story-line set; and the content the
 * turn reads (the CGM sheets and events, the location types with their maps, the fights and the shops, the
 * ship catalogue, the flight table and the location generator). Pure: no storage, no dice.
 */
export interface CampaignChoices {
  readonly difficulty: CampaignDifficulty;
  readonly backstoryId: string;
  readonly achievementIds: readonly string[];
  /** Crew template ids. */
  readonly crew: readonly string[];
  readonly lineSetId: string;
  readonly practice: boolean;
  /** §3.7: the hull bought first, then these systems into its boxes, in this order. */
  readonly hullId: string;
  readonly systems: readonly FitRequest[];
}

export type CampaignInputResult =
  | { readonly ok: true; readonly input: CampaignInput; readonly notes: readonly CrewProblem[] }
  | { readonly ok: false; readonly problems: readonly CrewProblem[] };

const problem = (rule: string, message: string): CrewProblem => ({ severity: 'illegal', rule, message });

/** What every campaign of this pack shares: the content a landing, a fight and a shop read. */
export function campaignContentFrom(pack: ContentPack): CampaignContent | string {
  const treasureTable = [...pack.treasureTables.values()][0];
  if (treasureTable === undefined) return 'The pack has no treasure table.';
  const types = [...pack.locations.values()];
  const maps = new Map<string, TileMap>();
  for (const type of types)
    for (const id of type.maps) {
      const map = pack.maps.get(id);
      if (map === undefined) return `The location type's map "${id}" is not in the pack.`;
      maps.set(id, map);
    }
  const flightTable = [...pack.flightTables.values()][0];
  if (flightTable === undefined) return 'The pack has no flight table.';
  const locationGenerator = [...pack.locationGenerators.values()][0];
  if (locationGenerator === undefined) return 'The pack has no location generator.';
  if (pack.hulls.size === 0) return 'The pack has no ship hulls.';
  return {
    locationTypes: types.map((t) => ({ id: t.id, name: t.name, kind: t.kind, maps: t.maps })),
    maps: [...maps.values()],
    combat: {
      enemyProfiles: [...pack.enemies.values()],
      treasureTable,
      dropGrids: [...pack.dropGrids.values()],
    },
    catalogue: shopCatalogue(pack),
    questSheets: [...pack.questSheets.values()],
    ship: { systems: [...pack.shipSystems.values()], hulls: [...pack.hulls.values()] },
    flightTable,
    locationGenerator,
  };
}

/** Fits each system into the first box of the hull that takes it (skipping any with none left). */
export function firstBoxes(
  catalogue: ShipCatalogue,
  hullId: string,
  systemIds: readonly string[],
): FitRequest[] {
  const hull = catalogue.hulls.get(hullId);
  if (hull === undefined) return [];
  let ship = emptyShip(hull);
  const out: FitRequest[] = [];
  for (const systemId of systemIds) {
    const box = allBoxes(hull).find((b) => placementRefusal(catalogue, ship, { systemId, box: b }) === null);
    if (box === undefined) continue;
    ship = placeSystem(catalogue, ship, { systemId, box });
    out.push({ systemId, box });
  }
  return out;
}

/** §3.7's advice, cut to what leaves room for the default crew's gear: a Teleporter, shields and a Laser. */
const STARTER_SYSTEMS = ['teleporter', 'primary-shields', 'laser'] as const;

/** The gear a crew member's template carries, bought at its price (§3.7: no grade limit at the start). */
function gearOf(pack: ContentPack, templateId: string): SetupPurchase[] {
  const template = pack.crewTemplates.get(templateId);
  if (template === undefined) return [];
  return template.loadout.flatMap((id) => {
    const piece = pack.weapons.get(id) ?? pack.items.get(id);
    return piece === undefined ? [] : [{ what: `${template.name}: ${piece.name}`, price: piece.price }];
  });
}

/** The first choices the wizard shows: the pack's first backstory and line set, crew as the backstory asks. */
export function defaultChoices(pack: ContentPack): CampaignChoices {
  const backstory = [...pack.backstories.values()][0];
  const wanted = backstory?.crew ?? 3;
  return {
    difficulty: 'adventurer',
    backstoryId: backstory?.id ?? '',
    achievementIds: [],
    crew: [...pack.crewTemplates.keys()].slice(0, wanted),
    lineSetId: [...pack.lineSets.keys()][0] ?? '',
    practice: false,
    ...defaultShip(pack),
  };
}

/** The cheapest hull with the starter systems that fit it. */
export function defaultShip(pack: ContentPack): Pick<CampaignChoices, 'hullId' | 'systems'> {
  const hull = [...pack.hulls.values()].sort((a, b) => a.price - b.price)[0];
  if (hull === undefined) return { hullId: '', systems: [] };
  const catalogue = shipCatalogueOf({
    systems: [...pack.shipSystems.values()],
    hulls: [...pack.hulls.values()],
  });
  return { hullId: hull.id, systems: firstBoxes(catalogue, hull.id, STARTER_SYSTEMS) };
}

/** The machine's input, or every problem that keeps the campaign from starting (each naming its rule). */
export function campaignInput(pack: ContentPack, choices: CampaignChoices): CampaignInputResult {
  const problems: CrewProblem[] = [];
  const backstory = pack.backstories.get(choices.backstoryId);
  if (backstory === undefined) problems.push(problem('kraken.campaign-setup', 'Choose a backstory.'));
  const lineSet = pack.lineSets.get(choices.lineSetId);
  if (lineSet === undefined) problems.push(problem('kraken.cgm-tracker', 'Choose a set of story lines.'));
  const achievements = choices.achievementIds.flatMap((id) => {
    const a = pack.achievements.get(id);
    return a === undefined ? [] : [a];
  });
  const crew: SetupCrew[] = [];
  for (const id of choices.crew) {
    const member = crewMemberFromPack(pack, id);
    const template = pack.crewTemplates.get(id);
    if (typeof member === 'string' || template === undefined) {
      problems.push(
        problem('kraken.crew-setup', typeof member === 'string' ? member : `No crew template "${id}".`),
      );
      continue;
    }
    crew.push({ member, template: { id, foldOut: template.foldOut, preset: template.preset } });
  }
  const content = campaignContentFrom(pack);
  if (typeof content === 'string') problems.push(problem('kraken.campaign-setup', content));
  if (pack.cgmSheets.size === 0)
    problems.push(problem('kraken.cgm-tracker', 'The loaded packs have no CGM sheets to play.'));
  if (backstory === undefined || lineSet === undefined || typeof content === 'string')
    return { ok: false, problems };
  const setup: CampaignSetup = {
    difficulty: choices.difficulty,
    backstory,
    achievements,
    crew,
    purchases: choices.crew.flatMap((id) => gearOf(pack, id)),
    ship: { hullId: choices.hullId, systems: choices.systems },
    lineSet,
  };
  const all = [...problems, ...setupProblems(setup, shipCatalogueOf(content.ship))];
  const illegal = all.filter((p) => p.severity === 'illegal');
  if (illegal.length > 0) return { ok: false, problems: all };
  return {
    ok: true,
    notes: all,
    input: {
      setup,
      practice: choices.practice,
      sheets: [...pack.cgmSheets.values()],
      events: [...pack.cgmEvents.values()],
      content,
    },
  };
}
