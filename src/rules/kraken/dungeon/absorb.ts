import type { ExplorationEvent } from '../../tilemap/events';
import type { Exploration, Step } from '../../tilemap/exploration';
import { endIfNobodyStanding } from '../../tilemap/exploration';
import type { TileMapGraph } from '../../tilemap/graph';
import { explorationEntry, narrateEvent } from './narration';
import type { CampaignNote, DungeonJournalEntry, DungeonState } from './types';

import { queueTileDrop } from './treasure';
import { startCrawlLine, startTileEvent } from './storyLine';
import { tileMapFor } from './graphs';
/**
 * Takes what a rule step returned into the machine's context: the new exploration, and what its events mean
 * for the campaign (treasure found, a shop's junk bonus, story lines started, quests, save points, XP for
 * solving the location, crew lost with the team) plus one journal line per event. No rule is computed here:
 * the numbers are the events' own.
 */

export function crewName(context: DungeonState, crewId: string): string {
  return context.sheets.find((s) => s.id === crewId)?.name ?? crewId;
}

export type Applied =
  { readonly ok: true; readonly context: DungeonState } | { readonly ok: false; readonly reason: string };

function note(mapNumber: number, event: ExplorationEvent, graph: TileMapGraph | null): CampaignNote | null {
  const codeOf = (key: string) => graph?.elements.get(key)?.element.code ?? key;
  switch (event.type) {
    case 'story-line':
      return event.start === null
        ? null
        : ({ kind: 'story-line', mapNumber, key: event.key, start: event.start } as const);
    case 'quest-master':
      return { kind: 'quest', mapNumber, key: event.key } as const;
    case 'save-point':
      return { kind: 'save-point', mapNumber, key: event.key } as const;
    case 'shop':
      return {
        kind: 'trader',
        mapNumber,
        key: event.key,
        code: codeOf(event.key),
        maxGrade: event.terms.maxGrade,
      } as const;
    case 'ammo-dealer':
      return {
        kind: 'trader',
        mapNumber,
        key: event.key,
        code: codeOf(event.key),
        maxGrade: event.maxGrade,
      } as const;
    case 'element-activated':
      return graph?.elements.get(event.key)?.element.type === 'event'
        ? ({ kind: 'event-tile', mapNumber, key: event.key, code: event.code } as const)
        : ({ kind: 'trader', mapNumber, key: event.key, code: event.code, maxGrade: null } as const);
    default:
      return null;
  }
}

/** The context after `events` happened and left `exploration`. */
export function absorb(
  context: DungeonState,
  exploration: Exploration,
  events: readonly ExplorationEvent[],
  graph: TileMapGraph | null,
): DungeonState {
  const mapNumber = context.exploration?.mapNumber ?? exploration.mapNumber;
  let next: DungeonState = { ...context, exploration };
  const notes: CampaignNote[] = [];
  const lines: DungeonJournalEntry[] = [];
  const name = (id: string) => crewName(context, id);
  for (const event of events) {
    if (narrateEvent(event, graph, name) !== null) lines.push(explorationEntry(context, event, graph, name));
    const recorded = note(mapNumber, event, graph);
    if (recorded !== null) notes.push(recorded);
    switch (event.type) {
      case 'treasure-found':
        next = queueTileDrop(
          { ...next, treasures: [...next.treasures, { mapNumber, key: event.key, grade: event.grade }] },
          mapNumber,
          event.key,
          event.grade,
        );
        break;
      case 'shop':
        next = { ...next, credits: next.credits + event.junkBonus };
        break;
      case 'story-line':
        if (event.start !== null) {
          next = { ...next, storyLineSlots: Math.max(0, next.storyLineSlots - 1) };
          const started = startCrawlLine(next, event.start);
          if (started !== null) {
            next = started.context;
            const last = notes[notes.length - 1];
            if (last?.kind === 'story-line') notes[notes.length - 1] = { ...last, slot: started.slot };
          }
        }
        break;
      case 'element-activated': {
        // §13 Event: the tile reads the story event its map names for it.
        const element = graph?.elements.get(event.key)?.element;
        const eventId =
          element?.type === 'event' ? tileMapFor(next, mapNumber)?.events?.[element.code] : undefined;
        if (eventId !== undefined) next = startTileEvent(next, `${mapNumber}:${event.key}`, eventId);
        break;
      }
      case 'location-solved':
        next = { ...next, xp: next.xp + event.reward.xp };
        break;
      case 'team-lost': {
        const gone = exploration.crew.map((m) => m.id).filter((id) => !next.lost.includes(id));
        next = { ...next, lost: [...next.lost, ...gone] };
        break;
      }
      default:
        break;
    }
  }
  return {
    ...next,
    record: exploration.record,
    notes: [...next.notes, ...notes],
    journal: [...next.journal, ...lines],
  };
}

/** Applies a rule step's outcome, or passes its refusal on. */
export function fromStep(
  context: DungeonState,
  step: Step,
  graph: TileMapGraph | null,
  then: (next: DungeonState) => DungeonState = (next) => next,
): Applied {
  if (!step.ok) return step;
  return { ok: true, context: then(absorb(context, step.state, step.events, graph)) };
}

/** Adds a journal entry. */
export function withLine(context: DungeonState, entry: DungeonJournalEntry): DungeonState {
  return { ...context, journal: [...context.journal, entry] };
}

/** Ends the exploration with the team lost when nobody conscious is left (the rule's own step). */
export function loseTheTeam(context: DungeonState): DungeonState {
  if (context.exploration === null) return context;
  const events: ExplorationEvent[] = [];
  const exploration = endIfNobodyStanding(context.exploration, events);
  return absorb(context, exploration, events, null);
}
