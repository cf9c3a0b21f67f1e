import { freeSlot, LINE_SLOTS, startLine } from '../cgm/state';
import type { EventTarget } from '../campaign/eventEffects';
import type { StoryFollowUp, StoryNote } from '../campaign/storyPhase';
import type { SkipRecord } from '../campaign/storyTurn';
import { deployedSheets, replaceSheets, toExplorationCrew } from './crewSync';
import type { DungeonState } from './types';

/**
 * An LT tile's story line inside a campaign crawl (Space Kraken §13 LT: "activated immediately"): the line
 * takes the first free slot on the tracker as the tile goes off, the crawl pauses while the story phase
 * runs that line alone (with the CGM book), and the crawl goes on with what its events did to the team.
 * Pure data moves only; the story's rules are src/rules/kraken/campaign/storyPhase.ts.
 */

/** The name a crawl's line carries on the tracker. */
export function crawlLineName(context: Pick<DungeonState, 'locationName'>): string {
  return `Line from ${context.locationName}`;
}

/** The line started in the first free slot, waiting to run; null without a story book or a free slot. */
export function startCrawlLine(
  context: DungeonState,
  start: string,
): { readonly context: DungeonState; readonly slot: number } | null {
  const story = context.story;
  if (story === undefined) return null;
  const slot = freeSlot(story.cgm);
  if (slot === null || slot >= LINE_SLOTS) return null;
  const cgm = startLine(story.cgm, slot, crawlLineName(context), start);
  return { context: { ...context, story: { ...story, cgm, waiting: slot } }, slot };
}

/**
 * An Event tile's story event, waiting to be read (Space Kraken §13 Event: "Refers to a Story Line Event"):
 * the event the map names for the tile, when the crawl carries the story book and the pack has that event.
 * Reading (kraken.event-tile): the event is read when the team activates the tile, once per exploration (a
 * second activation reads nothing), never skipped nor held (the team stands on it), led by one of the team;
 * it has no line of its own, so its A or B changes only what the event itself does.
 */
export function startTileEvent(context: DungeonState, at: string, eventId: string): DungeonState {
  const story = context.story;
  if (story === undefined || !story.events.has(eventId)) return context;
  const read = story.tilesRead ?? [];
  if (read.includes(at)) return context;
  return { ...context, story: { ...story, tileEvent: eventId, tilesRead: [...read, at] } };
}

/** A started line or a tile's event waits to run (the machine's `storyLineWaits`). */
export function crawlLineWaits(context: DungeonState): boolean {
  const story = context.story;
  if (story === undefined) return false;
  return story.waiting !== null || story.tileEvent !== undefined;
}

/**
 * The story phase's party inside the crawl. Reading (kraken.story-trigger): only the team that is down can
 * lead the line (the "you" of its events stands on the tile); credits, XP and oxygen are the crawl's own.
 */
export function crawlStoryParty(context: DungeonState): EventTarget {
  const story = context.story;
  if (story === undefined) throw new Error('The crawl carries no story book.');
  return {
    crew: deployedSheets(context),
    credits: context.credits,
    xp: context.xp,
    oxygen: context.exploration?.oxygen ?? context.startOxygen ?? 0,
    oxygenCapacity: context.exploration?.oxygenCapacity ?? story.oxygenCapacity,
    cgm: story.cgm,
  };
}

/** The story phase's input for the line waiting to run: that line alone, its events' fights held (§13 LT). */
export function crawlStoryInput(context: DungeonState) {
  const story = context.story;
  if (story === undefined || (story.waiting === null && story.tileEvent === undefined))
    throw new Error('No story line waits in the crawl.');
  return {
    book: story.book,
    events: story.events,
    party: crawlStoryParty(context),
    skips: story.skips,
    only: story.waiting,
    inCrawl: true,
    ...(story.tileEvent === undefined ? {} : { tileEvent: story.tileEvent }),
  } as const;
}

/** What the line's story phase did, taken back into the crawl; the crawl goes on from here. */
export function afterCrawlStory(
  context: DungeonState,
  output: {
    readonly party: EventTarget;
    readonly skips: SkipRecord;
    readonly followUps: readonly StoryFollowUp[];
    readonly notes: readonly StoryNote[];
  },
): DungeonState {
  const story = context.story;
  if (story === undefined) return context;
  const party = output.party;
  const exploration = context.exploration;
  const crew = exploration?.crew.map((m) => {
    const sheet = party.crew.find((s) => s.id === m.id);
    return sheet === undefined ? m : toExplorationCrew(sheet);
  });
  // The tile's event is read: nothing waits any more (the key goes, as in crawls before Event tiles read).
  const { tileEvent: _read, ...rest } = story;
  return {
    ...context,
    sheets: replaceSheets(context.sheets, party.crew),
    credits: party.credits,
    xp: party.xp,
    exploration:
      exploration === null || crew === undefined
        ? exploration
        : { ...exploration, crew, oxygen: party.oxygen },
    story: {
      ...rest,
      cgm: party.cgm,
      skips: output.skips,
      waiting: null,
      followUps: [...story.followUps, ...output.followUps],
      notes: [...story.notes, ...output.notes],
    },
  };
}
