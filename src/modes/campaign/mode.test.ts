import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import type { GameSetup } from '../../game/log';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import generalRules from '../../../assets/rules/general.json';
import krakenRules from '../../../assets/rules/kraken.json';
import { campaignInput, defaultChoices } from './campaignInput';
import { waitingStates } from '../../../machines/core/states';
import { campaignMachine } from '../../../machines/kraken/campaign/campaign.machine';
import { campaignMode } from './mode';

/**
 * Seeded bots play whole campaigns through the session a player uses: random legal choices (the mode's own
 * list, filtered by `can`), digital dice from the seed. After every step the invariants hold and a choice is
 * always there; at the end replay(log) is the live state.
 */

const pack = samplePack();
/** The campaign machine's states the tests below stood in. */
const seen = new Set<string>();
const RULE_IDS = new Set([...krakenRules, ...generalRules].map((entry) => entry.id));

/** The sample campaign; `at` moves line 1's start to a cell (2BE holds !B4, a quest with no row given). */
function inputFor(practice: boolean, at?: string) {
  const built = campaignInput(pack, { ...defaultChoices(pack), practice });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  if (at === undefined) return built.input;
  const lineSet = built.input.setup.lineSet;
  const lines = lineSet.lines.map((l, i) => (i === 0 ? { ...l, start: at } : l));
  return { ...built.input, setup: { ...built.input.setup, lineSet: { ...lineSet, lines } } };
}

function state(session: Session<typeof campaignMode.machine>): string {
  const s = session.getSnapshot();
  const leaf: unknown = (session.active().snapshot as unknown as { value: unknown }).value;
  return JSON.stringify({ value: s.value, turn: s.context.turn, leaf });
}

describe('campaign mode', () => {
  it('the sample pack builds a valid campaign input', () => {
    const parsed = campaignMode.inputSchema.safeParse(inputFor(false));
    expect(parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe('');
  });

  it('starts in phase 1 with the line set on the tracker, waiting on the story phase', () => {
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 's', input: inputFor(false) },
      'digital',
    );
    expect(session.getSnapshot().value).toBe('story');
    expect(session.active().path).toEqual(['storyPhase']);
    expect(campaignMode.describe(session.getSnapshot())).toBe('Space Kraken campaign — turn 1, phase 1');
    const offered = campaignMode.choices(session.active().snapshot as never);
    expect(offered.some((c) => (c.event as { type: string }).type === 'story.lead')).toBe(true);
  });

  it('an event’s quest with no row given: the d6 with its request, then the quest offered and taken', () => {
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'quest', input: inputFor(false, '2BE') },
      'manual',
    );
    expect(session.send({ type: 'story.lead', leaderId: 'ada-voss' }).ok).toBe(true);
    expect(session.send({ type: 'story.read' }).ok).toBe(true);
    // Lines 2 and 3 still run; lead them and read or choose until the campaign itself waits.
    for (let i = 0; i < 20 && session.getSnapshot().value === 'story'; i++) {
      const leaf = session.active().snapshot;
      const offer = campaignMode.choices(leaf as never).find((c) => leaf.can(c.event as never));
      if (offer === undefined) session.answerDice([[1]]);
      else session.send(offer.event);
    }
    expect(session.getSnapshot().value).toBe('rolling');
    seen.add('rolling');
    expect(session.getSnapshot().context.diceRequest?.rule).toBe('kraken.quest-master');
    expect(session.answerDice([[3]]).ok).toBe(true);
    expect(session.getSnapshot().value).toBe('offer');
    expect(session.send({ type: 'quest.accept' }).ok).toBe(true);
    expect(session.getSnapshot().context.turn.campaign.quests).toHaveLength(1);
  });

  it('random legal campaigns keep the invariants, and replay(log) equals the live state', () => {
    let turns = 0;
    let crawls = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 160, maxLength: 160 }),
        fc.boolean(),
        (seed, picks, questFirst) => {
          const input = inputFor(true, questFirst ? '2BE' : undefined);
          const setup: GameSetup = { mode: campaignMode.id, seed: `camp-${seed}`, input };
          const session = Session.start(campaignMode, setup, 'digital');
          for (const pick of picks) {
            if (session.getSnapshot().status === 'done') break;
            const leaf = session.active().snapshot;
            const offers = campaignMode
              .choices(leaf as never)
              .filter((c) => leaf.can(c.event as never) && c.disabled === undefined);
            expect(
              offers.length,
              JSON.stringify((leaf as unknown as { value: unknown }).value),
            ).toBeGreaterThan(0);
            const choice = offers[pick % offers.length];
            if (choice === undefined) break;
            expect(campaignMode.decisionSchema.safeParse(choice.event).success, choice.id).toBe(true);
            expect(RULE_IDS.has(choice.rule ?? ''), `${choice.id} ${choice.rule ?? ''}`).toBe(true);
            const outcome = session.send(choice.event);
            expect(outcome.ok ? '' : outcome.reason).toBe('');
            expect(campaignMode.invariants(session.getSnapshot())).toEqual([]);
            if (session.getSnapshot().value === 'crawl') crawls += 1;
            seen.add(session.getSnapshot().value);
          }
          turns += session.getSnapshot().context.turn.campaign.turn;
          const again = replay(campaignMode, setup, session.log);
          expect(again.ok ? '' : again.reason).toBe('');
          if (again.ok) {
            const live = state(session);
            session.dispose();
            const resumed = Session.resume(campaignMode, setup, session.log, 'digital');
            expect(resumed.ok).toBe(true);
            if (resumed.ok) expect(state(resumed.session)).toBe(live);
          }
        },
      ),
      { numRuns: 25 },
    );
    expect(turns).toBeGreaterThan(25);
    expect(crawls).toBeGreaterThan(0);
  }, 240_000);

  // The path test: the plays above (digital dice never stand in `rolling`; the manual quest run does) reach
  // every state a player can stand in, as the machine lists them.
  it('reaches every waiting state of the campaign machine', () => {
    expect([...seen].sort()).toEqual(waitingStates(campaignMachine));
  });
});
