import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../src/content/testSample';
import { createActor } from 'xstate';
import type { z } from 'zod';
import { cgmBookOf } from '../../../src/content/campaignChecks';
import { emptyCgm, startLine, type CgmState } from '../../../src/rules/kraken/cgm/state';
import { makeCrew } from '../../../src/rules/kraken/testkit/fixtures';
import type { StoryDecision } from '../../../src/rules/kraken/campaign/storyPhase';
import { NO_SKIPS } from '../../../src/rules/kraken/campaign/storyTurn';
import { AWAITING_DICE } from '../../core/diceRequest';
import { currentPrompt } from '../../core/meta';
import { waitingStates } from '../../core/states';
import { storyPhaseMachine } from './storyPhase.machine';
import type { storyDecisionSchema } from './storyPhase.schema';
import type { StoryPhaseInput } from './storyPhase.types';

// The logged decision type and the rules' decision type are one.
const sameDecision: z.infer<typeof storyDecisionSchema> extends StoryDecision ? true : false = true;

const pack = samplePack();
const book = cgmBookOf(
  [...pack.cgmSheets.values()].map((entry) => ({ entry })),
  [...pack.cgmEvents.values()].map((entry) => ({ entry })),
);

function input(cgm: CgmState): StoryPhaseInput {
  if (book === null) throw new Error('the sample pack has sheets');
  const ana = makeCrew({
    id: 'ana',
    name: 'Ana',
    attributes: { agility: 3, strength: 4, tech: 4, charisma: 3, ranged: 1, melee: 1 },
  });
  return {
    book,
    events: pack.cgmEvents,
    party: { crew: [ana], credits: 0, xp: 0, oxygen: 20, oxygenCapacity: 25, cgm },
    skips: NO_SKIPS,
  };
}

/** A state value as its dotted path (`storyEvent.reading`), as `waitingStates` names states. */
function dotted(value: unknown): string {
  if (typeof value === 'string') return value;
  const [entry] = Object.entries(value as Record<string, unknown>);
  if (entry === undefined) throw new Error('an empty state value');
  return `${entry[0]}.${dotted(entry[1])}`;
}

function run(cgm: CgmState, script: readonly (StoryDecision | number)[]) {
  const actor = createActor(storyPhaseMachine, { input: input(cgm) }).start();
  const seen = new Set<string>([dotted(actor.getSnapshot().value)]);
  for (const step of script) {
    const snap = actor.getSnapshot();
    if (typeof step === 'number') {
      const request = snap.context.diceRequest;
      expect(snap.hasTag(AWAITING_DICE)).toBe(true);
      if (request === null) throw new Error('no dice request');
      actor.send({ type: 'dice.answer', requestId: request.id, faces: [[step]], source: 'script' });
    } else actor.send(step);
    const now = actor.getSnapshot();
    seen.add(dotted(now.value));
    expect(currentPrompt(now) ?? now.status).toBeTruthy();
    // A die's own state names the rule its request follows.
    if (now.hasTag(AWAITING_DICE)) expect(currentPrompt(now)?.rule).toBe(now.context.diceRequest?.rule);
  }
  return { actor, seen };
}

const lead = { type: 'story.lead', leaderId: 'ana' } as const;

describe('the story-phase machine (Space Kraken §6 phase 1)', () => {
  it('reaches every waiting state with real play on the sample campaign, each with its prompt and rule', () => {
    expect(sameDecision).toBe(true);
    // Line 1 from 1BB: A2 option A → %8 → 8 → A4 … ; line 2 from 2BN: B6 and its Tech check.
    let cgm = startLine(emptyCgm(), 0, "The Lantern's call", '1BB');
    cgm = startLine(cgm, 1, "Vask's ledger", '2BN');
    const { actor, seen } = run(cgm, [
      lead,
      { type: 'story.choose', option: 'A' },
      8,
      { type: 'story.read' },
      lead,
      { type: 'story.read' },
      3,
    ]);
    expect([...seen].sort()).toEqual(waitingStates(storyPhaseMachine));
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output?.followUps.map((f) => f.kind)).toEqual(['location']);
    expect(snap.output?.party.credits).toBe(0);
    expect(snap.output?.party.oxygen).toBe(18);
  });

  it('asks for the d20 with its odds and the check with the Leader named', () => {
    const cgm = startLine(emptyCgm(), 0, "The Lantern's call", '1BC');
    const { actor } = run(cgm, [lead]);
    const request = actor.getSnapshot().context.diceRequest;
    expect(request).toMatchObject({ id: 'story-1', dice: 'd20', odds: 13 / 20, rule: 'kraken.cgm-random' });
    const check = run(startLine(emptyCgm(), 1, "Vask's ledger", '2BN'), [lead, { type: 'story.read' }]);
    expect(check.actor.getSnapshot().context.diceRequest).toMatchObject({
      dice: 'd6',
      odds: 1 / 2,
      who: 'Ana',
    });
  });

  it('ignores a decision the rules refuse (a skip two turns running, A/B on a plain event)', () => {
    const cgm = startLine(emptyCgm(), 0, "The Lantern's call", '1BA');
    const { actor } = run(cgm, [lead, { type: 'story.choose', option: 'B' }]);
    expect(dotted(actor.getSnapshot().value)).toBe('storyEvent.reading');
    const skipped = createActor(storyPhaseMachine, {
      input: { ...input(cgm), skips: { thisTurn: null, lastTurn: 0 } },
    }).start();
    skipped.send({ type: 'story.skip' });
    expect(dotted(skipped.getSnapshot().value)).toBe('storyLines.leader');
  });
});
