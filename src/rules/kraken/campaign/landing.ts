import { freeSlot, LINE_SLOTS, startLine } from '../cgm/state';
import type { EventLocation } from '../../../content/schemas/cgm';
import type { TileMap } from '../../../content/schemas/tileMap';
import type { CrawlStory, DungeonInput, DungeonOutput } from '../dungeon/types';
import { EMPTY_RECORD } from '../../tilemap/types';
import { EMPTY_INVENTORY } from '../crew/inventory';
import type { CrewMember } from '../crew/crew';
import { deadPresetsOf } from '../dungeon/shop';
import type { CampaignState } from './campaignState';
import { eraseTheDead } from './market';
import { hasTeleporter, shipCatalogueOf, trimToShip } from './campaignShip';
import { builders } from './turnConstruction';
import { crawlShipsOf, fleetAfterCrawl } from './crawlFleet';
import { acceptQuest } from './quests';
import { captivesWanted, questsAfterPlay } from './questProgress';
import { afterLeaving } from './starmap';
import { settleOwed } from './turn';
import type { CampaignContent, CampaignTurn, EventPhase, TurnNote } from './turn.types';

/**
 * Landing at a location inside the campaign (Space Kraken §12 and §13): the crawl is the dungeon
 * exploration the Quick crawl plays, handed the campaign's crew, oxygen, credits and XP, with the
 * location's record from earlier visits; what it hands back is applied to the campaign. An LT tile's line
 * ran inside the crawl (§13 LT: activated immediately; the crawl carries the CGM book) and comes back on the
 * tracker with what its events owe; a Quest Master's quest goes into the quest log, and a Self-destruction
 * location leaves the Starmap once the crew is out.
 */

/**
 * The pack's catalogue as the crawl's shops read it: a preset crew member who died in this campaign is not for
 * hire (§4, kraken.unconscious-killed; the crawl knows only the crew it is handed).
 */
function hireableCatalogue(c: CampaignState, content: CampaignContent): CampaignContent['catalogue'] {
  const dead = deadPresetsOf(c.crew, c.deadPresets, content.catalogue);
  const crew = content.catalogue.crew;
  if (dead.length === 0 || crew === undefined) return content.catalogue;
  return { ...content.catalogue, crew: crew.filter((t) => !dead.includes(t.id)) };
}

/**
 * Whether a member of the campaign's crew goes down with the crawl: the living, less those busy with a build
 * (§7: they "do not join Dungeon Exploration"; they are merged back as they were).
 */
function handedDown(turn: CampaignTurn): (m: CrewMember) => boolean {
  const busy = builders(turn);
  return (m) => m.condition !== 'killed' && !busy.has(m.id);
}

/**
 * The campaign's crew sheet with the crawl's as it stands (`crew`: every sheet the crawl holds, `lost`: those it
 * erased): the members handed down as the crawl has them, those it erased dead with nothing on them (what
 * they carried stayed down there, §4), those sold at a shop down there gone and those hired there added
 * (§13 Shops), the rest as they were. The screen shows it while the crew is down; `afterCrawl` keeps it.
 */
export function crewWithCrawl(
  turn: CampaignTurn,
  crew: readonly CrewMember[],
  lost: readonly string[],
): {
  readonly crew: readonly CrewMember[];
  readonly hired: readonly CrewMember[];
  readonly sold: readonly CrewMember[];
} {
  const c = turn.campaign;
  const back = new Map(crew.map((m) => [m.id, m]));
  const down = handedDown(turn);
  // §13 Shops: a member handed down who is not on the crawl's sheets, nor lost, was sold at a shop down there.
  const sold = (m: CrewMember) => down(m) && !back.has(m.id) && !lost.includes(m.id);
  // §13 Shops: a member hired at a shop down there joins the campaign's crew, with what they carry.
  const hired = crew.filter((m) => !c.crew.some((k) => k.id === m.id));
  const kept = c.crew.flatMap((m) => {
    if (lost.includes(m.id))
      return [{ ...m, hp: 0, condition: 'killed' as const, inventory: EMPTY_INVENTORY }];
    return sold(m) ? [] : [back.get(m.id) ?? m];
  });
  return { crew: [...kept, ...hired], hired, sold: c.crew.filter(sold) };
}

/** Why the crawl cannot be built from the pack (a location type or a map missing), or null. */
export function landingProblem(location: EventLocation, content: CampaignContent): string | null {
  const type = content.locationTypes.find((t) => t.id === location.type);
  if (type === undefined) return `The pack has no location type "${location.type}".`;
  const missing = type.maps.find((id) => !content.maps.some((m) => m.id === id));
  return missing === undefined ? null : `The location type's map "${missing}" is not in the pack.`;
}

/** The crawl's input for a landing (the step must be a crawl). */
export function crawlInputFor(
  turn: CampaignTurn,
  content: CampaignContent,
  /** The CGM book: an LT's line then runs inside the crawl (§13 LT); without it the line is noted. */
  book?: Pick<CrawlStory, 'book' | 'events'>,
): DungeonInput {
  const step = turn.underway;
  if (step?.kind !== 'crawl') throw new Error('No landing is under way.');
  const problem = landingProblem(step.location, content);
  if (problem !== null) throw new Error(problem);
  const where = step.location;
  const type = content.locationTypes.find((t) => t.id === where.type);
  const maps = (type?.maps ?? []).flatMap((id): TileMap[] => {
    const map = content.maps.find((m) => m.id === id);
    return map === undefined ? [] : [map];
  });
  const visit = step.key === null ? undefined : turn.visits[step.key];
  const c = turn.campaign;
  // §12: given Map-IDs are fixed; the others are rolled by the crawl (and kept for the next visit).
  const mapIds = Array.from({ length: where.depth }, (_, i) => visit?.mapIds[i] ?? where.mapIds?.[i] ?? null);
  return {
    locationName: step.name,
    location: {
      kind: type?.kind ?? 'other',
      difficulty: where.difficulty,
      ao: where.ao,
      ai: where.ai,
      depth: where.depth,
      mapIds,
      teleport: where.teleport,
      condition: where.condition,
      species: where.species,
    },
    maps,
    record: visit?.record ?? EMPTY_RECORD,
    campaignDifficulty: c.difficulty,
    practice: c.practice,
    hasTeleporter: hasTeleporter(shipCatalogueOf(content.ship), c.ship),
    // §7: crew members busy with a build stay aboard; they are merged back as they were.
    crew: c.crew.filter(handedDown(turn)),
    // §7, §13 Shops: the rest of the sheet, which a shop down there still counts (builders count toward the
    // 4; the dead are on the sheet until erased).
    ...(c.crew.every(handedDown(turn)) ? {} : { aboard: c.crew.filter((m) => !handedDown(turn)(m)) }),
    credits: c.credits,
    xp: c.xp,
    oxygen: c.oxygen,
    storyLineSlots: c.cgm.lines.filter((l) => l === null).length,
    combat: content.combat,
    catalogue: hireableCatalogue(c, content),
    questSheet: content.questSheets[0],
    // kraken.capture-alien: the crew picks up only the captives a Capture quest asks for.
    wantedCaptives: captivesWanted(c.quests),
    // §5 phase 2, §13 Shops: a shop down there deals in the campaign's own ships (shipStall.ts).
    ships: crawlShipsOf(turn, content),
    ...(book === undefined
      ? {}
      : {
          story: {
            book: book.book,
            events: book.events,
            cgm: c.cgm,
            skips: c.skips,
            oxygenCapacity: c.oxygenCapacity,
          },
        }),
  };
}

/**
 * The crawl is over: its crew, oxygen, credits, XP and notes applied; the turn goes on. `phase` is the one the
 * campaign machine ran it in (its chart's state), for Phase R.
 */
export function afterCrawl(
  turn: CampaignTurn,
  output: DungeonOutput,
  content: CampaignContent,
  phase: EventPhase,
): CampaignTurn {
  const step = turn.underway;
  if (step?.kind !== 'crawl') return turn;
  const c = turn.campaign;
  // A crew member the crawl erased (left behind in an escape) is dead to the campaign; one sold at a shop down
  // there leaves it, one hired there joins it.
  const { crew, hired, sold } = crewWithCrawl(turn, output.crew, output.lost);
  // §13 LT: a line the crawl ran at once is already on the tracker, its events' follow-ups owed now.
  const story = output.story;
  let cgm = story?.cgm ?? c.cgm;
  const notes: TurnNote[] = [];
  let quests = c.quests;
  const fresh = new Set<string>();
  for (const note of output.notes) {
    if (note.kind === 'story-line' && note.slot !== undefined) {
      notes.push({ kind: 'line-started', name: `Line from ${step.name}`, slot: note.slot, at: note.start });
    } else if (note.kind === 'story-line') {
      const slot = freeSlot(cgm);
      const name = `Line from ${step.name}`;
      if (slot === null || slot >= LINE_SLOTS) notes.push({ kind: 'no-line-slot', name });
      else {
        cgm = startLine(cgm, slot, name, note.start);
        notes.push({ kind: 'line-started', name, slot, at: note.start });
      }
    }
    if (note.kind === 'quest' && note.quest !== undefined) {
      const taken = acceptQuest(quests, note.quest);
      if (!('refused' in taken)) {
        quests = taken.log;
        fresh.add(quests[quests.length - 1]?.id ?? '');
        notes.push({ kind: 'quest-taken', quest: note.quest.quest });
      }
    }
  }
  const fleet = fleetAfterCrawl(c, output);
  // What only a system sold at a shop down there held aboard is lost, as when sold in phase 2.
  const trimmed = trimToShip(shipCatalogueOf(content.ship), fleet.ship, c.starmap, c.storage);
  const played: CampaignState = {
    ...c,
    ...fleet,
    storage: trimmed.storage,
    crew,
    cgm,
    ...(story === undefined ? {} : { skips: story.skips }),
    quests,
    credits: output.credits,
    xp: output.xp,
    oxygen: Math.min(c.oxygenCapacity, output.oxygen),
    starmap: step.key === null ? trimmed.starmap : afterLeaving(trimmed.starmap, step.key),
  };
  // Space Kraken §4 (kraken.unconscious-killed, kraken.shop), as at the campaign's own shops: a hire erases the
  // dead still on the sheet, what they carried collected into the ship's storage first. Reading: a hire down
  // there does so once the crew is back aboard, where the storage is; a dead preset is noted, never hired again.
  const erased =
    hired.length === 0 ? null : eraseTheDead(content.catalogue, shipCatalogueOf(content.ship), played);
  const campaign: CampaignState =
    erased === null
      ? played
      : { ...erased.state, deadPresets: deadPresetsOf(crew, c.deadPresets, content.catalogue) };
  const deadGear = (erased?.gear ?? []).map((g): TurnNote => ({ kind: 'dead-gear', ...g }));
  const visits =
    step.key === null
      ? turn.visits
      : { ...turn.visits, [step.key]: { record: output.record, mapIds: output.mapIds } };
  const ended: CampaignTurn = {
    ...turn,
    campaign,
    visits,
    // Phase R (kraken.recovery): a crawl in phase 1 or one the crew came back from in phase 3.
    flags:
      phase === 3 ? { ...turn.flags, returnedInPhase3: true } : { ...turn.flags, fightOrCrawlInPhase1: true },
    underway: null,
    // Reading (kraken.story-trigger): what an LT line's events asked for (a fight, a crawl, a trader …)
    // waits for the crew to be out; it is owed first, before what was owed when the crew landed.
    pending: [...(story?.followUps ?? []), ...turn.pending],
    journal: [
      ...turn.journal,
      {
        kind: 'crawl-end',
        name: step.name,
        credits: output.credits - c.credits,
        xp: output.xp - c.xp,
        lost: output.lost,
        ...(hired.length === 0 ? {} : { hired: hired.map((m) => m.name) }),
        ...(sold.length === 0 ? {} : { sold: sold.map((m) => m.name) }),
      },
      ...deadGear,
      ...notes,
      ...(story?.notes ?? []).map((note) => ({ kind: 'story' as const, note })),
    ],
  };
  // The quests checked against what the crawl did: its fights, the captives carried back, the landing.
  const facts = {
    defeated: output.defeated ?? [],
    landedAt: step.location.type,
    eventTile: output.notes.some((n) => n.kind === 'event-tile'),
  };
  return settleOwed(questsAfterPlay(ended, facts, content, fresh), content);
}
