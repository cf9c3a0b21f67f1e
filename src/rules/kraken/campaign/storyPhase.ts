import type { CgmBook } from '../../../content/cgm/book';
import type {
  CgmEventEntry,
  CheckEffect,
  EventEffect,
  SimpleEventEffect,
} from '../../../content/schemas/cgm';
import { isActive, type CrewMember } from '../crew/crew';
import { advanceLine, resolveLine, type LineAnswer, type LineWait } from '../cgm/line';
import { LINE_SLOTS } from '../cgm/state';
import type { RollNeed } from '../crew/rolls';
import {
  applyEventEffects,
  eventCheckNeed,
  eventCheckOutcome,
  leaderRefusal,
  type EffectNote,
  type EventTarget,
  type FollowUp,
} from './eventEffects';
import { skipLine, skipRefusal, type SkipRecord } from './storyTurn';

/**
 * Space Kraken §6 Phase 1, activate story lines (kraken.story-lines), as the pure rules the story-phase
 * machine's states call (machines/kraken/campaign/storyPhase.machine.ts, which holds the order): the next
 * running line in order from slot 1; a line skipped (one line a turn, never the same line two turns running)
 * or activated under a Leader the player names; the line followed through the sheets until it stops or ends
 * or waits for a d20 (`%N`, with its odds) or an event to read (its A/B choice, or STANDBY to leave it
 * waiting); and the Leader's checks an event makes. An event's plain effects are applied at once; its other effects are collected as follow-ups for
 * the turn (a crawl, a fight, a trader, a quest, a location, a new line, the victory). The player sees the
 * event and the choices, never a sheet.
 */

export interface StoryPhase<T extends EventTarget = EventTarget> {
  readonly book: CgmBook;
  readonly events: ReadonlyMap<string, CgmEventEntry>;
  readonly party: T;
  readonly skips: SkipRecord;
  /** The slot being activated, or null between lines (and once every line had its turn). */
  readonly slot: number | null;
  /** Slots whose turn this phase is over (activated, skipped, or empty). */
  readonly done: readonly boolean[];
  readonly leaderId: string | null;
  /** What the active line waits on. */
  readonly wait: LineWait | null;
  /** An event being carried out: the effects still to apply and its answer for the line (A or B). */
  readonly carrying: { readonly queue: readonly EventEffect[]; readonly answer: LineAnswer } | null;
  /** A check of the event waiting on the Leader's d6. */
  readonly check: CheckEffect | null;
  readonly followUps: readonly StoryFollowUp[];
  readonly notes: readonly StoryNote[];
  /** A line activated again by phase 3's free action: it cannot be skipped (§5 Phase 3). */
  readonly forced: boolean;
  /**
   * The event just carried out asked for something the campaign runs now (a fight, a crawl, a trader, a
   * space combat): the phase hands the turn over and is taken up again where it stood (`StoryResume`).
   * Absent in phases saved before events ran at once.
   */
  readonly paused?: boolean;
  /**
   * The line runs inside a crawl, started by an LT tile (§13 LT: activated immediately). Reading
   * (kraken.story-trigger): a fight, a crawl, a trader or a space combat its events ask for cannot happen
   * while the crew is down, so it is owed like the other follow-ups and runs once the crawl is over.
   */
  readonly inCrawl?: boolean;
  /**
   * An Event tile's story event read inside a crawl (§13 Event: "Refers to a Story Line Event"), led from
   * the place after the tracker's lines (`TILE_SLOT`); it follows no line. Absent otherwise.
   */
  readonly tileEvent?: string;
}

/**
 * Where an Event tile's event stands among the slots: after the tracker's lines, so no line is read or
 * written for it. Reading (kraken.event-tile): a line variable (A–H) such an event changes has no line to
 * hold it and is left alone; the shared ones (I–Z) change as from any line.
 */
export const TILE_SLOT = LINE_SLOTS;

/**
 * Where a story phase stands while the campaign runs what an event asked for at once (§6 Event: "Only read
 * the named Event, then follow the next cell's Coordinate as usual"): the line being followed, its Leader,
 * the event's effects still to apply and its answer for the line, and the lines whose turn is over. The
 * party is not kept: the phase takes it up from the campaign as the fight or the trader left it.
 */
export interface StoryResume {
  readonly slot: number;
  readonly done: readonly boolean[];
  readonly leaderId: string | null;
  readonly carrying: { readonly queue: readonly EventEffect[]; readonly answer: LineAnswer };
  readonly forced: boolean;
}

/**
 * The follow-ups that happen where the event is read (§6; issue 28): a fight, a crawl, a trader, a space
 * combat. Reading (kraken.cgm-event): the others — an item, a new line, a location, a quest offer, the
 * victory — change nothing the remaining lines read, and are still taken in order when the phase hands
 * over (at such an event, or when every line had its turn).
 */
const AT_ONCE: ReadonlySet<SimpleEventEffect['kind']> = new Set(['fight', 'crawl', 'trader', 'space-combat']);

/** A follow-up with the line and Leader whose event asked for it (an event's "you", §4 Leader). */
export type StoryFollowUp = FollowUp & { readonly slot: number; readonly leaderId: string };

/** What happened, typed for the log and the narration. */
export type StoryNote =
  | { readonly kind: 'skipped'; readonly slot: number }
  /** Nobody could lead the line this turn. */
  | { readonly kind: 'unled'; readonly slot: number }
  | { readonly kind: 'led'; readonly slot: number; readonly leaderId: string }
  | { readonly kind: 'stopped'; readonly slot: number; readonly at: string }
  | { readonly kind: 'ended'; readonly slot: number }
  | { readonly kind: 'held'; readonly slot: number; readonly event: string }
  | {
      readonly kind: 'event';
      readonly slot: number;
      readonly event: string;
      readonly option: 'A' | 'B' | null;
    }
  | { readonly kind: 'check'; readonly slot: number; readonly face: number; readonly passed: boolean }
  | { readonly kind: 'effect'; readonly slot: number; readonly note: EffectNote };

export type StoryDecision =
  | { readonly type: 'story.skip' }
  | { readonly type: 'story.lead'; readonly leaderId: string }
  | { readonly type: 'story.read' }
  | { readonly type: 'story.choose'; readonly option: 'A' | 'B' }
  | { readonly type: 'story.hold' };

export function startStoryPhase<T extends EventTarget>(
  book: CgmBook,
  events: ReadonlyMap<string, CgmEventEntry>,
  party: T,
  skips: SkipRecord,
  /** Phase 3's "activate a story line again": only this slot runs, and it may not be skipped. */
  only: number | null = null,
  /** An LT tile's line, run at once inside a crawl (§13 LT). */
  inCrawl = false,
  /** An Event tile's story event, read alone inside a crawl (§13 Event). */
  tileEvent: string | null = null,
): StoryPhase<T> {
  const lines = Array.from(
    { length: LINE_SLOTS },
    (_, i) => tileEvent !== null || party.cgm.lines[i] === null || (only !== null && i !== only),
  );
  const phase: StoryPhase<T> = {
    ...(inCrawl ? { inCrawl } : {}),
    ...(tileEvent === null ? {} : { tileEvent }),
    book,
    events,
    party,
    skips,
    slot: null,
    done: tileEvent === null ? lines : [...lines, false],
    forced: only !== null || tileEvent !== null,
    leaderId: null,
    wait: null,
    carrying: null,
    check: null,
    followUps: [],
    notes: [],
  };
  return phase;
}

/**
 * The story phase taken up again after what an event asked for at once (a fight, a crawl, a trader, a space
 * combat): the event's remaining effects are applied, then its line follows on (§6 Event).
 */
export function resumeStoryPhase<T extends EventTarget>(
  book: CgmBook,
  events: ReadonlyMap<string, CgmEventEntry>,
  party: T,
  skips: SkipRecord,
  resume: StoryResume,
): StoryPhase<T> {
  return carryOn({
    book,
    events,
    party,
    skips,
    slot: resume.slot,
    done: resume.done,
    forced: resume.forced,
    leaderId: resume.leaderId,
    wait: null,
    carrying: resume.carrying,
    check: null,
    followUps: [],
    notes: [],
  });
}

/** Where a paused phase stands, for the campaign to take it up again; null when it is not paused. */
export function storyResumeOf(phase: StoryPhase): StoryResume | null {
  if (phase.paused !== true || phase.slot === null || phase.carrying === null) return null;
  return {
    slot: phase.slot,
    done: phase.done,
    leaderId: phase.leaderId,
    carrying: phase.carrying,
    forced: phase.forced,
  };
}

/**
 * The next running line in order, or none when every line had its turn (§6: "starting with Line number 1").
 * Reading (kraken.leader): with nobody fit to lead (every crew member unconscious or dead after an event),
 * the remaining lines wait for the next turn; this is not a skip, so the one-skip rule is untouched.
 */
export function nextStoryLine<T extends EventTarget>(phase: StoryPhase<T>): StoryPhase<T> {
  const slot = phase.done.findIndex((d) => !d);
  if (slot >= 0 && !phase.party.crew.some(isActive)) {
    const unled = phase.done.flatMap((d, i) => (d ? [] : [{ kind: 'unled' as const, slot: i }]));
    return {
      ...phase,
      done: phase.done.map(() => true),
      notes: [...phase.notes, ...unled],
      slot: null,
      leaderId: null,
      wait: null,
      carrying: null,
      check: null,
    };
  }
  return { ...phase, slot: slot < 0 ? null : slot, leaderId: null, wait: null, carrying: null, check: null };
}

// ——— What the chart asks at its choice points ———

/** Every line had its turn this phase (`nextStoryLine` found none). */
export function linesOver(phase: StoryPhase): boolean {
  return phase.slot === null;
}

/** The event just read asked for something the campaign runs now: the phase hands over (§6 Event). */
export function storyPaused(phase: StoryPhase): boolean {
  return phase.paused === true;
}

/** A line is next and waits for its Leader (or to be skipped). */
export function awaitsLeader(phase: StoryPhase): boolean {
  return phase.slot !== null && phase.wait === null && phase.check === null;
}

/** The line stands on a random switch `%N`: a d20 (§6 Random). */
export function lineAwaitsRandom(phase: StoryPhase): boolean {
  return phase.slot !== null && phase.check === null && phase.wait?.kind === 'roll';
}

/** The line stands on an event `!ID` for the player to read (§6 Event). */
export function lineAwaitsEvent(phase: StoryPhase): boolean {
  return phase.slot !== null && phase.check === null && phase.wait?.kind === 'event';
}

/** An event being carried out waits on its Leader's check. */
export function checkOwed(phase: StoryPhase): boolean {
  return phase.check !== null;
}

/** The event the active line waits on, for the player to read. */
export function waitingEvent(phase: StoryPhase): CgmEventEntry | null {
  return phase.wait?.kind === 'event' ? (phase.events.get(phase.wait.id) ?? null) : null;
}

function leaderOf(phase: StoryPhase): CrewMember | undefined {
  return phase.party.crew.find((c) => c.id === phase.leaderId);
}

/** The die to roll now: the `%N` d20, or the Leader's d6 for an event's check. */
export function storyNeed(phase: StoryPhase): RollNeed | null {
  const leader = leaderOf(phase);
  if (phase.check !== null && leader !== undefined) return eventCheckNeed(phase.check, leader);
  if (phase.wait?.kind === 'roll') return phase.wait.need;
  return null;
}

/** Why a decision is refused now, naming the rule; null when it is allowed. */
export function storyRefusal(phase: StoryPhase, decision: StoryDecision): string | null {
  const slot = phase.slot;
  switch (decision.type) {
    case 'story.skip':
    case 'story.lead':
      if (!awaitsLeader(phase) || slot === null)
        return 'No story line is waiting to be activated now (kraken.story-lines).';
      if (decision.type === 'story.skip' && slot === TILE_SLOT)
        return 'The team stands on the Event tile: its event is read now, led by one of the team (kraken.cgm-event).';
      if (decision.type === 'story.skip' && phase.forced)
        return 'This line was chosen as the free action: it runs now and cannot be skipped (kraken.turn-phases).';
      return decision.type === 'story.skip'
        ? skipRefusal(phase.skips, slot)
        : leaderRefusal(phase.party.crew, decision.leaderId);
    case 'story.read':
    case 'story.choose':
    case 'story.hold': {
      const event = waitingEvent(phase);
      if (!lineAwaitsEvent(phase) || event === null)
        return 'No event is waiting to be read now (kraken.cgm-event).';
      if (decision.type === 'story.hold' && slot === TILE_SLOT)
        return 'An Event tile’s event is read where the team stands; STANDBY belongs to a story line (kraken.cgm-event).';
      if (decision.type === 'story.hold')
        return event.standby
          ? null
          : `Event !${event.id} has no STANDBY: it must be taken now (kraken.cgm-standby).`;
      if (decision.type === 'story.read')
        return event.choice === undefined
          ? null
          : `Event !${event.id} asks for option A or B (kraken.cgm-event).`;
      return event.choice !== undefined
        ? optionRefusal(event, decision.option, phase.party.credits)
        : `Event !${event.id} offers no choice of A or B (kraken.cgm-event).`;
    }
  }
}

/** The credits an option's own effects pay (its checks' effects are not certain, so they do not count). */
export function optionPrice(event: CgmEventEntry, option: 'A' | 'B'): number {
  const picked = option === 'A' ? event.choice?.a : event.choice?.b;
  let price = 0;
  for (const effect of picked?.effects ?? [])
    if (effect.kind === 'credits' && effect.amount < 0) price -= effect.amount;
  return price;
}

/**
 * Space Kraken §4 Running out of credits: "In a situation where the game's rules demand that you pay … and you
 * cannot, you pay all of your available Credits".
 * Reading (kraken.out-of-credits): an event's option the player picks is not a payment the rules demand —
 * it is a purchase, so it needs the credits, as at a shop. Only when the other option cannot be paid either
 * is the choice forced, and then §4 applies: all the credits there are, and nothing more.
 */
export function optionRefusal(event: CgmEventEntry, option: 'A' | 'B', credits: number): string | null {
  const price = optionPrice(event, option);
  if (price <= credits) return null;
  if (optionPrice(event, option === 'A' ? 'B' : 'A') > credits) return null;
  const label = (option === 'A' ? event.choice?.a : event.choice?.b)?.label ?? `Option ${option}`;
  return `“${label}” pays ${price} credits and the crew has ${credits}: an option is chosen only with the credits for it; the other one is open (kraken.out-of-credits).`;
}

function fail(message: string): never {
  // A refused decision never reaches here: the machine asks storyRefusal first. This is a bug, not a player error.
  throw new Error(message);
}

/** The line followed on with `answer`, or (for a fresh activation) from where it stands. */
function follow<T extends EventTarget>(phase: StoryPhase<T>, answer: LineAnswer | null): StoryPhase<T> {
  const slot = phase.slot ?? fail('No line is active.');
  if (slot === TILE_SLOT) {
    // §13 Event: the tile's event is read once; it has no line to follow on after it.
    const id = phase.tileEvent ?? fail('No Event tile is read.');
    const entry = phase.events.get(id) ?? fail(`No event ${id}.`);
    return answer === null
      ? { ...phase, wait: { kind: 'event', id, choice: entry.choice !== undefined, standby: false } }
      : lineDone({ ...phase, wait: null }, slot);
  }
  const outcome =
    answer === null
      ? advanceLine(phase.party.cgm, slot, phase.book)
      : resolveLine(phase.party.cgm, slot, phase.book, answer);
  if ('error' in outcome) fail(outcome.error);
  const party = { ...phase.party, cgm: outcome.cgm };
  const wait = outcome.wait;
  const at = { ...phase, party, wait };
  switch (wait.kind) {
    case 'stopped':
      return lineDone({ ...at, notes: [...phase.notes, { kind: 'stopped', slot, at: wait.at }] }, slot);
    case 'ended':
      return lineDone({ ...at, notes: [...phase.notes, { kind: 'ended', slot }] }, slot);
    case 'held':
      return lineDone({ ...at, notes: [...phase.notes, { kind: 'held', slot, event: wait.id }] }, slot);
    case 'roll':
    case 'event':
      return at;
  }
}

/** The line's turn is over; which line comes next is the chart's step (`nextStoryLine`). */
function lineDone<T extends EventTarget>(phase: StoryPhase<T>, slot: number): StoryPhase<T> {
  return { ...phase, slot: null, done: phase.done.map((d, i) => (i === slot ? true : d)) };
}

/**
 * The event's effects applied in order until a check waits on a die, or until one asks for something the
 * campaign runs at once (a fight, a crawl, a trader, a space combat: the phase pauses there, its remaining
 * effects kept); when none is left, the line moves on.
 */
function carryOn<T extends EventTarget>(phase: StoryPhase<T>): StoryPhase<T> {
  const carrying = phase.carrying ?? fail('No event is being carried out.');
  const slot = phase.slot ?? fail('No line is active.');
  const leaderId = phase.leaderId ?? fail('The line has no Leader.');
  const queue = [...carrying.queue];
  const plain: SimpleEventEffect[] = [];
  let check: CheckEffect | null = null;
  let atOnce = false;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next.kind === 'check') {
      check = next;
      break;
    }
    plain.push(next);
    if (AT_ONCE.has(next.kind) && phase.inCrawl !== true) {
      atOnce = true;
      break;
    }
  }
  const applied = applyEventEffects(phase.party, plain, leaderId, slot);
  const after: StoryPhase<T> = {
    ...phase,
    party: applied.target,
    followUps: [...phase.followUps, ...applied.followUps.map((f) => ({ ...f, slot, leaderId }))],
    notes: [...phase.notes, ...applied.notes.map((note): StoryNote => ({ kind: 'effect', slot, note }))],
  };
  // §6 Event: what the event asks for happens as it is read; the line goes on once it is over.
  if (atOnce) return { ...after, paused: true, carrying: { ...carrying, queue } };
  if (check !== null) return { ...after, check, carrying: { ...carrying, queue } };
  return follow({ ...after, carrying: null }, carrying.answer);
}

export function decideStory<T extends EventTarget>(
  phase: StoryPhase<T>,
  decision: StoryDecision,
): StoryPhase<T> {
  const refused = storyRefusal(phase, decision);
  if (refused !== null) fail(refused);
  const slot = phase.slot ?? fail('No line is active.');
  switch (decision.type) {
    case 'story.skip':
      return lineDone(
        { ...phase, skips: skipLine(phase.skips, slot), notes: [...phase.notes, { kind: 'skipped', slot }] },
        slot,
      );
    case 'story.lead':
      return follow(
        {
          ...phase,
          leaderId: decision.leaderId,
          notes: [...phase.notes, { kind: 'led', slot, leaderId: decision.leaderId }],
        },
        null,
      );
    case 'story.hold':
      return follow(phase, { kind: 'hold' });
    case 'story.read':
    case 'story.choose': {
      const event = waitingEvent(phase) ?? fail('No event waits.');
      const option = decision.type === 'story.choose' ? decision.option : null;
      const chosen =
        option === null ? [] : ((option === 'A' ? event.choice?.a : event.choice?.b)?.effects ?? []);
      const answer: LineAnswer = option === null ? { kind: 'event' } : { kind: 'event', option };
      return carryOn({
        ...phase,
        notes: [...phase.notes, { kind: 'event', slot, event: event.id, option }],
        carrying: { queue: [...event.effects, ...chosen], answer },
      });
    }
  }
}

/** The face of the die `storyNeed` asked for. */
export function answerStory<T extends EventTarget>(phase: StoryPhase<T>, face: number): StoryPhase<T> {
  const slot = phase.slot ?? fail('No line is active.');
  const leader = leaderOf(phase);
  if (phase.check !== null && leader !== undefined) {
    const outcome = eventCheckOutcome(phase.check, leader, face);
    const carrying = phase.carrying ?? fail('No event is being carried out.');
    return carryOn({
      ...phase,
      check: null,
      carrying: { ...carrying, queue: [...outcome, ...carrying.queue] },
      notes: [...phase.notes, { kind: 'check', slot, face, passed: outcome === phase.check.pass }],
    });
  }
  if (phase.wait?.kind === 'roll') return follow(phase, { kind: 'roll', face });
  return fail('No die is awaited in the story phase.');
}
