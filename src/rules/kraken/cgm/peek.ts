import type { CgmBook } from '../../../content/cgm/book';
import type {
  CgmEventEntry,
  CheckEffect,
  EventEffect,
  SimpleEventEffect,
} from '../../../content/schemas/cgm';
import {
  applyEventEffects,
  type EffectNote,
  type EventTarget,
  type FollowUp,
} from '../campaign/eventEffects';
import { advanceLine, d20AtLeastOdds, resolveLine, type LineAnswer, type LineWait } from './line';
import { emptyCgm, startLine, writeVariable, type CgmState } from './state';

/**
 * Peek mode of the CGM editor: the author's view of one story line, which players never get. The line is
 * followed through the real engine (`advanceLine` / `resolveLine`) from a start coordinate, and wherever it
 * waits the author picks the answer — which way a `%N` d20 goes, A or B, STANDBY or not, whether an event's
 * check passes — and sees every cell visited, the variables and the tracker. An event's effects run through
 * the campaign's own `applyEventEffects` on a stand-in party with no crew, so the variables it changes steer
 * the compares after it as they would in play; its other effects (a crawl, a fight, a quest …) are listed,
 * not played.
 */

/** The line walked sits in the first slot of a tracker of its own. */
export const PEEK_SLOT = 0;

/** The party an event's effects fall on while peeking: no crew, so only credits, oxygen and variables move. */
export type PeekParty = EventTarget;

export type PeekWait =
  | LineWait
  /** An event's check waits on whether it passes. */
  | { readonly kind: 'check'; readonly check: CheckEffect }
  /** The line cannot go on: the sheets hold nothing where it went, or it loops. */
  | { readonly kind: 'broken'; readonly message: string };

export type PeekEntry =
  | { readonly kind: 'cells'; readonly cells: readonly string[] }
  | { readonly kind: 'roll'; readonly atLeast: number; readonly face: number; readonly first: boolean }
  | { readonly kind: 'event'; readonly id: string; readonly option: 'A' | 'B' | null }
  | { readonly kind: 'held'; readonly id: string }
  | { readonly kind: 'check'; readonly passed: boolean }
  | { readonly kind: 'effect'; readonly note: EffectNote }
  | { readonly kind: 'follow-up'; readonly followUp: FollowUp }
  | { readonly kind: 'stopped'; readonly at: string }
  | { readonly kind: 'ended' }
  | { readonly kind: 'turn'; readonly turn: number };

export interface Peek {
  readonly party: PeekParty;
  readonly wait: PeekWait;
  /** Every cell the line passed through, in order, over every step so far. */
  readonly visited: readonly string[];
  /** The cell the line looks at now (where it waits), or null once it has ended. */
  readonly current: string | null;
  /** The turns the line was activated in (a red coordinate ends a turn's activation). */
  readonly turn: number;
  readonly log: readonly PeekEntry[];
  /** An event being carried out: its effects still to apply and the answer for the line. */
  readonly carrying: { readonly queue: readonly EventEffect[]; readonly answer: LineAnswer } | null;
}

export type PeekAnswer =
  /** The d20 of a `%N`: `first` takes the first blue cell (a roll of N or more). */
  | { readonly kind: 'roll'; readonly first: boolean }
  /** Read the event (A or B where it asks). */
  | { readonly kind: 'read'; readonly option?: 'A' | 'B' }
  /** Leave a STANDBY event waiting. */
  | { readonly kind: 'hold' }
  | { readonly kind: 'check'; readonly passed: boolean }
  /** Begin the next turn's activation (after a red coordinate, or to take up a held event). */
  | { readonly kind: 'next-turn' };

/** A answer the walk offers now, with its words' data: the d20's odds of that way. */
export interface PeekChoice {
  readonly answer: PeekAnswer;
  readonly odds?: number;
}

const STAND_IN_OXYGEN = 25;

function party(cgm: CgmState): PeekParty {
  return { crew: [], credits: 0, xp: 0, oxygen: STAND_IN_OXYGEN, oxygenCapacity: STAND_IN_OXYGEN, cgm };
}

type Outcome = ReturnType<typeof advanceLine>;

/** The walk after the engine answered: the cells it passed, where it waits, what it noted. */
function after(peek: Peek, outcome: Outcome, extra: readonly PeekEntry[] = []): Peek {
  if ('error' in outcome)
    return { ...peek, log: [...peek.log, ...extra], wait: { kind: 'broken', message: outcome.error } };
  const line = outcome.cgm.lines[PEEK_SLOT] ?? null;
  const log: PeekEntry[] = [...peek.log, ...extra];
  if (outcome.passed.length > 0) log.push({ kind: 'cells', cells: outcome.passed });
  if (outcome.wait.kind === 'stopped') log.push({ kind: 'stopped', at: outcome.wait.at });
  if (outcome.wait.kind === 'ended') log.push({ kind: 'ended' });
  if (outcome.wait.kind === 'held') log.push({ kind: 'held', id: outcome.wait.id });
  return {
    ...peek,
    party: { ...peek.party, cgm: outcome.cgm },
    wait: outcome.wait,
    visited: [...peek.visited, ...outcome.passed],
    current: line === null ? null : line.at,
    log,
  };
}

/** A walk of the line `name` from `start`, in a tracker of its own, followed until it first waits. */
export function startPeek(book: CgmBook, name: string, start: string): Peek {
  const cgm = startLine(emptyCgm(), PEEK_SLOT, name, start);
  const peek: Peek = {
    party: party(cgm),
    wait: { kind: 'stopped', at: start },
    visited: [],
    current: start,
    turn: 1,
    log: [{ kind: 'turn', turn: 1 }],
    carrying: null,
  };
  return after(peek, advanceLine(cgm, PEEK_SLOT, book));
}

/** The answers the walk offers where it waits (none once the line has ended or broken). */
export function peekChoices(peek: Peek): PeekChoice[] {
  const w = peek.wait;
  switch (w.kind) {
    case 'roll':
      return w.atLeast <= 1
        ? [{ answer: { kind: 'roll', first: true }, odds: 1 }]
        : [
            { answer: { kind: 'roll', first: true }, odds: d20AtLeastOdds(w.atLeast) },
            { answer: { kind: 'roll', first: false }, odds: 1 - d20AtLeastOdds(w.atLeast) },
          ];
    case 'event': {
      const read: PeekChoice[] = w.choice
        ? [{ answer: { kind: 'read', option: 'A' } }, { answer: { kind: 'read', option: 'B' } }]
        : [{ answer: { kind: 'read' } }];
      return w.standby ? [...read, { answer: { kind: 'hold' } }] : read;
    }
    case 'check':
      return [{ answer: { kind: 'check', passed: true } }, { answer: { kind: 'check', passed: false } }];
    case 'stopped':
    case 'held':
      return [{ answer: { kind: 'next-turn' } }];
    case 'ended':
    case 'broken':
      return [];
  }
}

/** The event's effects applied in order until a check waits; when none is left, the line moves on. */
function carryOn(peek: Peek, book: CgmBook): Peek {
  const carrying = peek.carrying;
  if (carrying === null) return peek;
  const queue = [...carrying.queue];
  const plain: SimpleEventEffect[] = [];
  let next = queue.shift();
  while (next !== undefined && next.kind !== 'check') {
    plain.push(next);
    next = queue.shift();
  }
  // The stand-in party has no crew: the Leader's id names no one, so XP and HP fall on nobody.
  const applied = applyEventEffects(peek.party, plain, '', PEEK_SLOT);
  const notes: PeekEntry[] = [
    ...applied.notes.map((note): PeekEntry => ({ kind: 'effect', note })),
    ...applied.followUps.map((followUp): PeekEntry => ({ kind: 'follow-up', followUp })),
  ];
  const moved: Peek = { ...peek, party: applied.target, log: [...peek.log, ...notes] };
  if (next !== undefined)
    return { ...moved, wait: { kind: 'check', check: next }, carrying: { ...carrying, queue } };
  return after({ ...moved, carrying: null }, resolveLine(moved.party.cgm, PEEK_SLOT, book, carrying.answer));
}

/** The walk with `answer` given where it waits; an answer it does not wait on changes nothing. */
export function answerPeek(
  peek: Peek,
  book: CgmBook,
  events: ReadonlyMap<string, CgmEventEntry>,
  answer: PeekAnswer,
): Peek {
  const w = peek.wait;
  const cgm = peek.party.cgm;
  switch (answer.kind) {
    case 'roll': {
      if (w.kind !== 'roll') return peek;
      // The author picks the way; the face stands for it (N for the first, N − 1 for the second).
      const face = answer.first ? w.atLeast : w.atLeast - 1;
      if (face < 1) return peek;
      return after(peek, resolveLine(cgm, PEEK_SLOT, book, { kind: 'roll', face }), [
        { kind: 'roll', atLeast: w.atLeast, face, first: answer.first },
      ]);
    }
    case 'hold':
      if (w.kind !== 'event' || !w.standby) return peek;
      return after(peek, resolveLine(cgm, PEEK_SLOT, book, { kind: 'hold' }));
    case 'read': {
      if (w.kind !== 'event') return peek;
      if (w.choice !== (answer.option !== undefined)) return peek;
      const event = events.get(w.id);
      const option = answer.option ?? null;
      const chosen =
        option === null ? [] : ((option === 'A' ? event?.choice?.a : event?.choice?.b)?.effects ?? []);
      const line: LineAnswer = option === null ? { kind: 'event' } : { kind: 'event', option };
      return carryOn(
        {
          ...peek,
          log: [...peek.log, { kind: 'event', id: w.id, option }],
          carrying: { queue: [...(event?.effects ?? []), ...chosen], answer: line },
        },
        book,
      );
    }
    case 'check': {
      if (w.kind !== 'check' || peek.carrying === null) return peek;
      const outcome = answer.passed ? w.check.pass : w.check.fail;
      return carryOn(
        {
          ...peek,
          log: [...peek.log, { kind: 'check', passed: answer.passed }],
          carrying: { ...peek.carrying, queue: [...outcome, ...peek.carrying.queue] },
        },
        book,
      );
    }
    case 'next-turn': {
      if (w.kind !== 'stopped' && w.kind !== 'held') return peek;
      const turn = peek.turn + 1;
      return after({ ...peek, turn }, advanceLine(cgm, PEEK_SLOT, book), [{ kind: 'turn', turn }]);
    }
  }
}

/**
 * A variable set by the author while peeking (to try the other way of a compare that reads a variable
 * another line would have set). A–H are the walked line's own, I–Z shared.
 */
export function setPeekVariable(peek: Peek, name: string, value: number): Peek {
  if (!/^[A-Z]$/.test(name) || !Number.isInteger(value) || peek.party.cgm.lines[PEEK_SLOT] === null)
    return peek;
  return { ...peek, party: { ...peek.party, cgm: writeVariable(peek.party.cgm, PEEK_SLOT, name, value) } };
}
