import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import fc from 'fast-check';
import { cgmBookOf } from '../../../content/campaignChecks';
import type { CgmBook } from '../../../content/cgm/book';
import { emptyCgm, readVariable, startLine, type CgmState } from '../cgm/state';
import { makeCrew } from '../testkit/fixtures';
import type { EventTarget } from './eventEffects';
import {
  answerStory,
  checkOwed,
  decideStory,
  lineAwaitsEvent,
  lineAwaitsRandom,
  linesOver,
  nextStoryLine,
  resumeStoryPhase,
  startStoryPhase,
  storyNeed,
  storyPaused,
  storyRefusal,
  storyResumeOf,
  waitingEvent,
  type StoryDecision,
  type StoryPhase,
} from './storyPhase';
import { NO_SKIPS, nextTurnSkips } from './storyTurn';

const pack = samplePack();
const wrapped = (list: ReadonlyMap<string, unknown>) => [...list.values()].map((entry) => ({ entry }));
const book: CgmBook = (() => {
  const b = cgmBookOf(
    wrapped(pack.cgmSheets) as Parameters<typeof cgmBookOf>[0],
    wrapped(pack.cgmEvents) as Parameters<typeof cgmBookOf>[1],
  );
  if (b === null) throw new Error('the sample pack has CGM sheets');
  return b;
})();

function lantern(): CgmState {
  const set = pack.lineSets.get('sample-lantern-lines');
  let cgm = emptyCgm();
  set?.lines.forEach((line, slot) => {
    cgm = startLine(cgm, slot, line.name, line.start);
  });
  return cgm;
}

function party(cgm: CgmState = lantern()): EventTarget {
  const ana = makeCrew({
    id: 'ana',
    name: 'Ana',
    attributes: { agility: 3, strength: 4, tech: 4, charisma: 3, ranged: 1, melee: 1 },
  });
  return {
    crew: [ana, makeCrew({ id: 'bo', name: 'Bo' })],
    credits: 0,
    xp: 0,
    oxygen: 20,
    oxygenCapacity: 25,
    cgm,
  };
}

/** The story-phase chart's `storyLines.next` step, played here as the machine plays it after a line's turn. */
function settle(phase: StoryPhase): StoryPhase {
  return phase.slot === null ? nextStoryLine(phase) : phase;
}

const start = (...args: Parameters<typeof startStoryPhase>): StoryPhase =>
  nextStoryLine(startStoryPhase(...args));
const answer = (phase: StoryPhase, face: number): StoryPhase => settle(answerStory(phase, face));

/** The campaign ran what the event asked for at once; the phase is invoked again where it stood. */
function resume(phase: StoryPhase): StoryPhase {
  const at = storyResumeOf(phase);
  if (at === null) throw new Error('the phase is not paused');
  return settle(resumeStoryPhase(phase.book, phase.events, phase.party, phase.skips, at));
}

/** Where the chart waits now (storyPhase.machine.ts), read with the guards' own rules. */
function stepOf(phase: StoryPhase): 'leader' | 'd20' | 'event' | 'check' | 'paused' | 'done' {
  if (storyPaused(phase)) return 'paused';
  if (linesOver(phase)) return 'done';
  if (checkOwed(phase)) return 'check';
  if (lineAwaitsRandom(phase)) return 'd20';
  return lineAwaitsEvent(phase) ? 'event' : 'leader';
}

function act(phase: StoryPhase, decision: StoryDecision): StoryPhase {
  const refused = storyRefusal(phase, decision);
  if (refused !== null) throw new Error(refused);
  return settle(decideStory(phase, decision));
}
const lead = { type: 'story.lead', leaderId: 'ana' } as const;
const read = { type: 'story.read' } as const;

describe('§6 phase 1 on the sample campaign', () => {
  it('turn 1: each line in order under its Leader — an event read, an A/B choice, a line that waits', () => {
    let p = start(book, pack.cgmEvents, party(), NO_SKIPS);
    expect(p.slot).toBe(0);
    expect(stepOf(p)).toBe('leader');
    p = act(p, lead);
    expect(waitingEvent(p)?.id).toBe('A1');
    expect(storyRefusal(p, { type: 'story.choose', option: 'A' })).toMatch(/offers no choice/);
    expect(storyRefusal(p, { type: 'story.hold' })).toMatch(/no STANDBY/);
    p = act(p, read);
    expect(p.party.credits).toBe(10);
    expect(p.party.cgm.lines[0]?.at).toBe('1BB');
    // Line 2: Vask's loan, option A takes 40 credits; the line notes the debt in its own A and stops at 2BD.
    expect(p.slot).toBe(1);
    p = act(p, lead);
    expect(waitingEvent(p)?.id).toBe('B1');
    expect(storyRefusal(p, read)).toMatch(/asks for option A or B/);
    p = act(p, { type: 'story.choose', option: 'A' });
    expect(p.party.credits).toBe(50);
    expect(readVariable(p.party.cgm, 1, 'A')).toBe(40);
    expect(p.party.cgm.lines[1]?.at).toBe('2BD');
    // Line 3 starts on a red coordinate: nothing happens this turn.
    p = act(p, lead);
    expect(p.party.cgm.lines[2]?.history).toEqual(['3BA', '3BB']);
    expect(stepOf(p)).toBe('done');
    expect(p.notes.filter((n) => n.kind === 'stopped').map((n) => n.slot)).toEqual([0, 1, 2]);
  });

  it('§4 money: "Pay 50 credits" with 36 credits is refused, naming the rule, while "Ask for more time" is open', () => {
    let p = start(book, pack.cgmEvents, party(), NO_SKIPS);
    p = act(act(act(p, lead), read), lead);
    p = act(p, { type: 'story.choose', option: 'A' }); // Vask's loan: +40 credits
    p = act(p, lead);
    let next = start(book, pack.cgmEvents, { ...p.party, credits: 36 }, nextTurnSkips(p.skips));
    next = act(next, { type: 'story.skip' });
    next = act(next, lead);
    expect(waitingEvent(next)?.id).toBe('B2');
    expect(storyRefusal(next, { type: 'story.choose', option: 'A' })).toBe(
      '“Pay 50 credits” pays 50 credits and the crew has 36: an option is chosen only with the credits for it; the other one is open (kraken.out-of-credits).',
    );
    expect(storyRefusal(next, { type: 'story.choose', option: 'B' })).toBeNull();
    // With 50 credits it can be paid.
    const rich = { ...next, party: { ...next.party, credits: 50 } };
    expect(storyRefusal(rich, { type: 'story.choose', option: 'A' })).toBeNull();
  });

  it('the skip rule: one line a turn, never the same line two turns running', () => {
    let p = start(book, pack.cgmEvents, party(), NO_SKIPS);
    p = act(p, { type: 'story.skip' });
    expect(p.slot).toBe(1);
    expect(storyRefusal(p, { type: 'story.skip' })).toMatch(/skip/i);
    p = act(act(p, lead), { type: 'story.choose', option: 'B' });
    const next = start(book, pack.cgmEvents, p.party, nextTurnSkips(p.skips));
    expect(storyRefusal(next, { type: 'story.skip' })).toMatch(/skip/i);
  });

  it('%8: the d20 with its odds; below it the line stops to try again next turn, 8 or more goes on', () => {
    let p = start(book, pack.cgmEvents, party(), NO_SKIPS);
    p = act(act(p, lead), read); // A1, stops at 1BB
    p = start(book, pack.cgmEvents, p.party, nextTurnSkips(p.skips));
    p = act(act(p, lead), { type: 'story.choose', option: 'A' }); // A2 option A → %8
    expect(stepOf(p)).toBe('d20');
    expect(storyNeed(p)?.odds).toBe(13 / 20);
    p = answer(p, 7);
    expect(p.party.cgm.lines[0]?.at).toBe('1BC');
    p = start(book, pack.cgmEvents, p.party, NO_SKIPS);
    p = answer(act(p, lead), 8);
    expect(waitingEvent(p)?.id).toBe('A4');
    p = act(p, read);
    expect(p.followUps.map((f) => f.kind)).toEqual(['location']);
    expect(p.party.xp).toBe(1);
  });

  it('STANDBY: A5 left waiting stops the line; a later activation offers it again', () => {
    const cgm = startLine(emptyCgm(), 0, "The Lantern's call", '1BF');
    let p = act(start(book, pack.cgmEvents, party(cgm), NO_SKIPS), lead);
    expect(waitingEvent(p)?.standby).toBe(true);
    p = act(p, { type: 'story.hold' });
    expect(stepOf(p)).toBe('done');
    expect(p.notes.at(-1)).toEqual({ kind: 'held', slot: 0, event: 'A5' });
    p = act(start(book, pack.cgmEvents, p.party, NO_SKIPS), lead);
    expect(waitingEvent(p)?.id).toBe('A5');
    p = act(p, read);
    // §6 Event: the crawl runs as the event is read; the phase hands it to the turn and waits.
    expect(p.followUps.map((f) => f.kind)).toEqual(['crawl']);
    expect(stepOf(p)).toBe('paused');
    expect(p.party.cgm.lines[0]?.at).toBe('1BF');
    // Taken up again after the crawl: then K+1 and K>2 (false) lead to %15.
    p = resume(p);
    expect(p.followUps).toEqual([]);
    expect(readVariable(p.party.cgm, 0, 'K')).toBe(1);
    expect(stepOf(p)).toBe('d20');
    expect(storyNeed(p)?.odds).toBe(6 / 20);
  });

  it('Reading (kraken.story-trigger): an LT line run inside a crawl does not pause at A5’s crawl; it is owed', () => {
    const cgm = startLine(emptyCgm(), 0, 'Line from the Lantern', '1BF');
    let p = act(start(book, pack.cgmEvents, party(cgm), NO_SKIPS, 0, true), lead);
    expect(waitingEvent(p)?.id).toBe('A5');
    p = act(p, read);
    // The crew is down already: the crawl A5 asks for waits for the end of this one; the line goes on now.
    expect(p.followUps.map((f) => f.kind)).toEqual(['crawl']);
    expect(stepOf(p)).not.toBe('paused');
    expect(storyResumeOf(p)).toBeNull();
    expect(readVariable(p.party.cgm, 0, 'K')).toBe(1);
    expect(stepOf(p)).toBe('d20');
  });

  it('an event’s check: B6 hurts the Leader, then waits on the Tech check with its odds; a miss costs oxygen', () => {
    const cgm = startLine(emptyCgm(), 1, "Vask's ledger", '2BN');
    let p = act(start(book, pack.cgmEvents, party(cgm), NO_SKIPS), lead);
    p = act(p, read);
    expect(p.party.crew[0]?.hp).toBe(6);
    expect(stepOf(p)).toBe('check');
    // d6 + Tech 4 against 8: a 4, 5 or 6.
    expect(storyNeed(p)?.odds).toBe(1 / 2);
    expect(storyNeed(p)?.who).toBe('Ana');
    p = answer(p, 3);
    expect(p.party.oxygen).toBe(18);
    expect(p.notes.find((n) => n.kind === 'check')).toEqual({
      kind: 'check',
      slot: 1,
      face: 3,
      passed: false,
    });
    expect(p.party.cgm.lines[1]?.at).toBe('2BO');
    expect(stepOf(p)).toBe('done');
  });

  it('the Leader must be a conscious crew member', () => {
    const p = start(book, pack.cgmEvents, party(), NO_SKIPS);
    expect(storyRefusal(p, { type: 'story.lead', leaderId: 'nobody' })).toMatch(/must be one of your crew/);
    expect(storyRefusal(p, read)).toMatch(/No event is waiting/);
  });

  // Reading (kraken.leader): a found counterexample of the property below once stood at "leader" with
  // every crew member knocked out and the skip used: nothing could be chosen. The lines now wait a turn.
  it('with nobody fit to lead, the lines wait for the next turn and the skip is not spent', () => {
    const out = party();
    const knocked = {
      ...out,
      crew: out.crew.map((c) => ({ ...c, hp: 0, condition: 'unconscious' as const })),
    };
    const p = start(book, pack.cgmEvents, knocked, { thisTurn: 0, lastTurn: null });
    expect(stepOf(p)).toBe('done');
    expect(p.notes.map((n) => n.kind)).toEqual(['unled', 'unled', 'unled']);
    expect(p.skips).toEqual({ thisTurn: 0, lastTurn: null });
  });

  it('phase 3 runs only the chosen line, and it cannot be skipped', () => {
    const p = start(book, pack.cgmEvents, party(), NO_SKIPS, 1);
    expect(p.slot).toBe(1);
    expect(p.done).toEqual([true, false, true, true, true, true]);
    expect(storyRefusal(p, { type: 'story.skip' })).toMatch(/free action/);
  });
});

describe('property: random legal play of the sample campaign’s story phases', () => {
  it('never breaks a rule of its own: 200 seeded campaigns of 12 turns keep their bounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 400, maxLength: 400 }),
        (picks) => {
          let n = 0;
          const pick = (k: number) => (picks[n++ % picks.length] ?? 0) % k;
          let p = start(book, pack.cgmEvents, party(), NO_SKIPS);
          for (let turn = 0; turn < 12; turn++) {
            for (let steps = 0; stepOf(p) !== 'done'; steps++) {
              if (steps > 200) throw new Error('a phase that never ends');
              const step = stepOf(p);
              if (step === 'paused') p = resume(p);
              else if (step === 'd20') p = answer(p, 1 + pick(20));
              else if (step === 'check') p = answer(p, 1 + pick(6));
              else {
                const options: StoryDecision[] = [
                  { type: 'story.skip' },
                  // Both leaders are offered: the story phase refuses a knocked-out one, and with only one
                  // of them asked a found seed once stood here with nothing legal (the skip already spent).
                  ...(pick(2) === 0 ? ['ana', 'bo'] : ['bo', 'ana']).map(
                    (leaderId) => ({ type: 'story.lead', leaderId }) as const,
                  ),
                  read,
                  { type: 'story.choose', option: 'A' },
                  { type: 'story.choose', option: 'B' },
                  { type: 'story.hold' },
                ].filter((d) => storyRefusal(p, d as StoryDecision) === null) as StoryDecision[];
                const choice = options[pick(options.length)];
                if (choice === undefined) throw new Error(`no legal decision at step ${step}`);
                p = settle(decideStory(p, choice));
              }
              expect(p.party.credits).toBeGreaterThanOrEqual(0);
              expect(p.party.oxygen).toBeGreaterThanOrEqual(0);
              expect(p.party.oxygen).toBeLessThanOrEqual(25);
            }
            for (const line of p.party.cgm.lines) expect(line?.history.length ?? 0).toBeLessThanOrEqual(7);
            p = start(book, pack.cgmEvents, p.party, nextTurnSkips(p.skips));
          }
        },
      ),
      // Seed pinned at the CI run that found the one-leader gap (its 178th run), so it stays covered.
      { numRuns: 200, seed: -1963242756 },
    );
    // About a second alone; the shared CI box may be loaded several times over.
  }, 30_000);
});
