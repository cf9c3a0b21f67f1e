import { describe, expect, it } from 'vitest';
import { waitingDice } from '../../../machines/core/tree';
import {
  fightBoardingOut,
  flyIntoFlightSix,
  journeyInput,
  offered,
  storyUntil,
  take,
  throwAll,
  toTheBoarding,
  turnThree,
} from '../../modes/campaign/journey.testkit';
import { campaignMode } from '../../modes/campaign/mode';
import { waitingAt } from '../../modes/campaign/waitingAt';
import { Session } from '../session';

/**
 * Narration is looked up by the machine that wrote an entry: a space combat (and the boarding inside it) that
 * the campaign's flight invoked words its own entries, while it runs and after it has ended. The campaign
 * below plays the e2e spec's journey (flight 6, a boarding) through the session with the player's dice.
 */

/** A line that only repeats a decision's code ("Space combat: escape.skip.") instead of saying what it did. */
const CODE = /\b[a-z]+(\.[a-zA-Z]+)+\b/;

describe('the log of a nested game that has ended', () => {
  it('keeps the space combat’s and the boarding’s words once the flight is over', () => {
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'journey', input: journeyInput() },
      'manual',
    );
    storyUntil(session, () => waitingAt(session.getSnapshot().value) === 'construction');
    take(session, 'construction-pass');
    // Phase 3: the flight, into flight 6 (Customs patrol).
    flyIntoFlightSix(session);
    const combatFrom = session.log.length;

    // Turn 1: an objective missed, a shot, an escape that fails; turn 2: a boarding, fought out.
    toTheBoarding(session);
    fightBoardingOut(session);
    turnThree(session);
    // The last decision of the combat: the lines as the running combat words them, just before it ends.
    const running = [...session.narrate()];
    const last = session.log.length;
    for (let i = 0; i < 10 && session.active().path.length > 0; i++) {
      if (waitingDice(session.getSnapshot()) !== null) throwAll(session, () => 4);
      else take(session, offered(session).find((id) => id === 'escape-skip') ?? offered(session)[0] ?? '');
    }
    expect(session.active().path).toEqual([]);
    expect(session.getSnapshot().context.turn.journal.some((n) => n.kind === 'flight-end')).toBe(true);

    const lines = session.narrate();
    const nested = session.log.map((entry, i) => ({ entry, i })).filter(({ i }) => i >= combatFrom);
    const decisions = nested.filter(
      ({ entry }) => entry.kind === 'decision' && (entry.path?.length ?? 0) > 1,
    );
    expect(decisions.length).toBeGreaterThan(10);
    expect(decisions.some(({ entry }) => entry.path?.length === 3)).toBe(true);
    for (const { i } of decisions) {
      const line = lines[i] ?? '';
      expect(line, `entry ${i}`).not.toMatch(CODE);
      expect(line, `entry ${i}`).not.toMatch(/no longer reads|earlier part of the game/);
      expect(line.length, `entry ${i}`).toBeGreaterThan(8);
    }
    // Ended or running, the combat's entries read the same.
    expect(lines.slice(combatFrom, last)).toEqual(running.slice(combatFrom, last));

    // The game loaded from its log (narration rebuilt by replaying it) reads the same.
    const resumed = Session.resume(campaignMode, session.setup, session.log, 'manual');
    expect(resumed.ok && resumed.session.narrate()).toEqual(lines);
  });
});
