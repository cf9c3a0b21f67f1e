import type { CampaignInput } from '../../../machines/kraken/campaign/campaign.types';
import type { ContentPack } from '../../content/pack';
import type { TileMap } from '../../content/schemas/tileMap';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import {
  setupProblems,
  shipPrice,
  startingCredits,
  type CampaignSetup,
  type SetupPurchase,
} from '../../rules/kraken/campaign/setup';
import { allBoxes } from '../../rules/kraken/ship/boxes';
import { placementRefusal, placeSystem, type FitRequest } from '../../rules/kraken/ship/fitting';
import { emptyShip } from '../../rules/kraken/ship/hull';
import type { ShipCatalogue } from '../../rules/kraken/ship/state';
import type { CampaignContent } from '../../rules/kraken/campaign/turn.types';
import type { CampaignDifficulty } from '../../rules/tilemap/types';
import { refusals, type CrewProblem } from '../../rules/kraken/crew/validateCrew';
import type { CrewTrait } from '../../rules/kraken/crew/crew';
import {
  attributeProblems,
  overloadProblems,
  crewProblems,
  FIRST_ATTRIBUTES,
  gearProblems,
  memberOf,
  sheetGearPrice,
  storageProblems,
  storedContents,
  traitProblems,
  type CrewDraft,
  type Piece,
} from '../../rules/kraken/campaign/crewSheet';
import { storageSlots } from '../../rules/kraken/campaign/campaignShip';
import { startingShip, startingShipRefusal } from '../../rules/kraken/ship/starting';
import { shopCatalogue } from '../dungeon/crewFromPack';

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
  /** The crew sheet: each member from a template (the quick start) or made by hand (§3.3–3.5). */
  readonly crew: readonly CrewDraft[];
  /** §3.7: pieces bought for the ship's storage (absent: none). */
  readonly storage?: readonly Piece[];
  readonly lineSetId: string;
  readonly practice: boolean;
  /** §3.7: the hull bought first, then these systems into its boxes, in this order. */
  readonly hullId: string;
  readonly systems: readonly FitRequest[];
}

/**
 * The wizard's steps, one on screen at a time: the campaign's frame (difficulty, backstory, achievements,
 * story lines), then the crew sheet as §3 fills it — members and names, attributes, traits — then §3.7's
 * purchases in the book's order: the ship first, the crew's gear, the storage; then the summary.
 * Reading (kraken.starting-equipment): §3.7 buys the ship before the gear, so the ship step comes before the
 * gear and storage steps, which spend what it left.
 */
export const SETUP_STEPS = [
  'campaign',
  'crew',
  'attributes',
  'traits',
  'ship',
  'gear',
  'storage',
  'summary',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

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

/** A pack trait as the crew sheet carries it. */
export function crewTraitOf(pack: ContentPack, id: string): CrewTrait | undefined {
  const t = pack.traits.get(id);
  return t === undefined
    ? undefined
    : { id: t.id, name: t.name, value: t.value, rule: t.rule, modifiers: t.modifiers };
}

/** A weapon or item of the pack by its id. */
export const pieceOf = (pack: ContentPack, id: string): Piece | undefined =>
  pack.weapons.get(id) ?? pack.items.get(id);

/**
 * The quick start: a template's member on the crew sheet, with its attributes, traits and loadout (each
 * piece still bought from the purse, §3.7), or a sentence naming what the pack lacks.
 */
export function draftFromTemplate(pack: ContentPack, templateId: string): CrewDraft | string {
  const template = pack.crewTemplates.get(templateId);
  if (template === undefined) return `The pack has no crew template "${templateId}".`;
  const traits: CrewTrait[] = [];
  for (const id of template.traits) {
    const trait = crewTraitOf(pack, id);
    if (trait === undefined) return `${template.name}'s trait "${id}" is not in the pack.`;
    traits.push(trait);
  }
  const gear: Piece[] = [];
  for (const id of template.loadout) {
    const piece = pieceOf(pack, id);
    if (piece === undefined) return `${template.name}'s "${id}" is not in the pack.`;
    gear.push(piece);
  }
  return {
    key: template.id,
    name: template.name,
    template: { id: template.id, foldOut: template.foldOut, preset: template.preset },
    attributes: template.attributes,
    traits,
    gear,
  };
}

/** The templates' members, in order (those that do not resolve are left out). */
export function templateDrafts(pack: ContentPack, ids: readonly string[]): CrewDraft[] {
  return ids.flatMap((id) => {
    const d = draftFromTemplate(pack, id);
    return typeof d === 'string' ? [] : [d];
  });
}

/** A member made by hand: a key no other member of the sheet has, every attribute at 1, nothing else. */
export function customDraft(crew: readonly CrewDraft[], name = ''): CrewDraft {
  let n = 1;
  while (crew.some((c) => c.key === `custom-${n}`)) n++;
  return { key: `custom-${n}`, name, template: null, attributes: FIRST_ATTRIBUTES, traits: [], gear: [] };
}

/** The first choices the wizard shows: the pack's first backstory and line set, crew as the backstory asks. */
export function defaultChoices(pack: ContentPack): CampaignChoices {
  const backstory = [...pack.backstories.values()][0];
  const wanted = backstory?.crew ?? 3;
  return {
    difficulty: 'adventurer',
    backstoryId: backstory?.id ?? '',
    achievementIds: [],
    crew: templateDrafts(pack, [...pack.crewTemplates.keys()].slice(0, wanted)),
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

/** The ship catalogue of the pack (what the ship step buys from). */
export const packShipCatalogue = (pack: ContentPack): ShipCatalogue =>
  shipCatalogueOf({ systems: [...pack.shipSystems.values()], hulls: [...pack.hulls.values()] });

/** Where the money stands: the purse, the ship's price, the gear's and storage's, and what is left. */
export interface SetupPurse {
  readonly purse: number;
  readonly ship: number;
  readonly gear: number;
  readonly left: number;
}

export function setupPurse(
  pack: ContentPack,
  choices: CampaignChoices,
  catalogue = packShipCatalogue(pack),
): SetupPurse {
  const backstory = pack.backstories.get(choices.backstoryId);
  const achievements = choices.achievementIds.flatMap((id) => {
    const a = pack.achievements.get(id);
    return a === undefined ? [] : [a];
  });
  const purse = backstory === undefined ? 0 : startingCredits({ backstory, achievements });
  const ship = shipPrice({ ship: { hullId: choices.hullId, systems: choices.systems } }, catalogue);
  const gear = sheetGearPrice(choices.crew, choices.storage ?? []);
  return { purse, ship, gear, left: purse - ship - gear };
}

/** The storage boxes of the ship chosen (0 while no hull is chosen). */
export function setupStorageBoxes(
  pack: ContentPack,
  choices: CampaignChoices,
  catalogue = packShipCatalogue(pack),
): number {
  const hull = catalogue.hulls.get(choices.hullId);
  if (hull === undefined) return 0;
  const order = { hullId: choices.hullId, systems: choices.systems };
  const purse = setupPurse(pack, choices, catalogue).purse;
  if (startingShipRefusal(catalogue, order, purse) !== null) return hull.storage;
  return storageSlots(catalogue, startingShip(catalogue, order, purse).ship);
}

/** Each step's problems (and notes), every one naming its rule: what the wizard shows on that step. */
export function stepProblems(
  pack: ContentPack,
  choices: CampaignChoices,
  deadPresets: readonly string[] = [],
): Readonly<Record<SetupStep, readonly CrewProblem[]>> {
  const catalogue = packShipCatalogue(pack);
  const backstory = pack.backstories.get(choices.backstoryId);
  const campaign: CrewProblem[] = [];
  if (backstory === undefined) campaign.push(problem('kraken.campaign-setup', 'Choose a backstory.'));
  const lineSet = pack.lineSets.get(choices.lineSetId);
  if (lineSet === undefined || lineSet.lines.length === 0)
    campaign.push(problem('kraken.cgm-tracker', 'Choose a set of story lines to start the campaign with.'));
  const money = setupPurse(pack, choices, catalogue);
  const shipRefusal = startingShipRefusal(
    catalogue,
    { hullId: choices.hullId, systems: choices.systems },
    money.purse,
  );
  const ship = shipRefusal === null ? [] : [problem('kraken.starting-equipment', shipRefusal)];
  return {
    campaign,
    crew: crewProblems(choices.crew, backstory?.crew ?? 3, deadPresets),
    // A Strength change that leaves the gear too heavy is judged here, before the gear step (kraken.overload).
    attributes: choices.crew.flatMap((c) => [...attributeProblems(c), ...overloadProblems(c)]),
    traits: traitProblems(choices.crew),
    ship,
    gear: gearProblems(choices.crew, money.left),
    storage: storageProblems(choices.storage ?? [], setupStorageBoxes(pack, choices, catalogue)),
    summary: [],
  };
}

/** The machine's input, or every problem that keeps the campaign from starting (each naming its rule). */
export function campaignInput(pack: ContentPack, choices: CampaignChoices): CampaignInputResult {
  const steps = stepProblems(pack, choices);
  const stepped = SETUP_STEPS.flatMap((step) => steps[step]);
  if (refusals(stepped).length > 0) return { ok: false, problems: stepped };
  const problems: CrewProblem[] = [];
  const backstory = pack.backstories.get(choices.backstoryId);
  const lineSet = pack.lineSets.get(choices.lineSetId);
  const achievements = choices.achievementIds.flatMap((id) => {
    const a = pack.achievements.get(id);
    return a === undefined ? [] : [a];
  });
  const content = campaignContentFrom(pack);
  if (typeof content === 'string') problems.push(problem('kraken.campaign-setup', content));
  if (pack.cgmSheets.size === 0)
    problems.push(problem('kraken.cgm-tracker', 'The loaded packs have no CGM sheets to play.'));
  if (backstory === undefined || lineSet === undefined || typeof content === 'string')
    return { ok: false, problems: [...problems, ...stepped] };
  const storage = choices.storage ?? [];
  const setup: CampaignSetup = {
    difficulty: choices.difficulty,
    backstory,
    achievements,
    crew: choices.crew.map((c) => ({ member: memberOf(c), template: c.template })),
    purchases: [
      ...choices.crew.flatMap((c) =>
        c.gear.map((p): SetupPurchase => ({ what: `${c.name.trim()}: ${p.name}`, price: p.price })),
      ),
      ...storage.map((p): SetupPurchase => ({ what: `Ship's storage: ${p.name}`, price: p.price })),
    ],
    ship: { hullId: choices.hullId, systems: choices.systems },
    ...(storage.length > 0 ? { storage: storedContents(storage) } : {}),
    lineSet,
  };
  const all = [...problems, ...setupProblems(setup, shipCatalogueOf(content.ship))];
  const notes = [...stepped, ...all].filter(
    (p, i, list) => list.findIndex((q) => q.message === p.message) === i,
  );
  if (refusals(all).length > 0) return { ok: false, problems: notes };
  return {
    ok: true,
    notes,
    input: {
      setup,
      practice: choices.practice,
      sheets: [...pack.cgmSheets.values()],
      events: [...pack.cgmEvents.values()],
      content,
    },
  };
}
