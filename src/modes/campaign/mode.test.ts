import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import type { GameSetup } from '../../game/log';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import generalRules from '../../../assets/rules/general.json';
import krakenRules from '../../../assets/rules/kraken.json';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode } from './mode';

/**
 * Seeded bots play whole campaigns through the session a player uses: random legal choices (the mode's own
 * list, filtered by `can`), digital dice from the seed. After every step the invariants hold and a choice is
 * always there; at the end replay(log) is the live state.
 */

const pack = samplePack();
const RULE_IDS = new Set([...krakenRules, ...generalRules].map((entry) => entry.id));

function inputFor(practice: boolean) {
  const built = campaignInput(pack, { ...defaultChoices(pack), practice });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  return built.input;
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

  it('random legal campaigns keep the invariants, and replay(log) equals the live state', () => {
    let turns = 0;
    let crawls = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 160, maxLength: 160 }),
        (seed, picks) => {
          const setup: GameSetup = { mode: campaignMode.id, seed: `camp-${seed}`, input: inputFor(true) };
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
});
