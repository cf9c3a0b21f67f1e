import type { CampaignInput } from '../../../machines/kraken/campaign/campaign.types';
import type { ContentPack } from '../../content/pack';
import type { TileMap } from '../../content/schemas/tileMap';
import { setupProblems, type CampaignSetup, type SetupCrew } from '../../rules/kraken/campaign/setup';
import type { CampaignContent } from '../../rules/kraken/campaign/turn.types';
import type { CampaignDifficulty } from '../../rules/tilemap/types';
import type { CrewProblem } from '../../rules/kraken/validateCrew';
import { crewMemberFromPack, shopCatalogue } from '../dungeon/crewFromPack';

/**
 * The campaign's set-up from a loaded pack and the wizard's choices (Space Kraken §3): the backstory, the
 * achievements, the difficulty, the crew from the pack's templates, the story-line set; and the content the
 * turn reads (the CGM sheets and events, the location types with their maps, the fights and the shops).
 * Pure: no storage, no dice.
 */
export interface CampaignChoices {
  readonly difficulty: CampaignDifficulty;
  readonly backstoryId: string;
  readonly achievementIds: readonly string[];
  /** Crew template ids. */
  readonly crew: readonly string[];
  readonly lineSetId: string;
  readonly practice: boolean;
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
  };
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
  };
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
    purchases: [],
    lineSet,
  };
  const all = [...problems, ...setupProblems(setup)];
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
