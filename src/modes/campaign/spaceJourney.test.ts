import { describe, expect, it } from 'vitest';
import { waitingAt } from './waitingAt';
import { waitingDice } from '../../../machines/core/tree';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import {
  fightBoardingOut,
  flyIntoFlightSix,
  journeyInput,
  offered,
  purpose,
  storyUntil,
  take,
  throwDice,
  toTheBoarding,
  turnThree,
} from './journey.testkit';
import { campaignMode } from './mode';

/**
 * The journey the campaign e2e spec plays, through the session with the player's own dice: the lone runners
 * (Ada Voss and Brann Okafor) on a Tin Kettle with a Teleporter, Maneuver Engines and a Laser; phase 2 builds
 * a second Laser; phase 3 flies with two options (Risky Shortcut, Pay a Smuggler: flight difficulty 2),
 * fails the avoid check, and fights flight 6 (Customs patrol: objective C8, a Patrol Cutter with 4 crew and
 * shield 3) — an objective missed, a re-rolled shot, a failed escape, a boarding, an evade, then the
 * objective solved; the new location is rolled with a dice modification and lands on the Starmap log.
 */

describe('a campaign journey into space (the e2e spec’s script)', () => {
  it('builds, flies, fights flight 6 with every kind of crew action, and logs the found location', () => {
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'journey', input: journeyInput() },
      'manual',
    );
    // 130¢ − 40 hull − 10 Teleporter − 30 Maneuver Engines − 5 Laser − 20 of gear.
    expect(session.getSnapshot().context.turn.campaign.credits).toBe(25);
    storyUntil(session, () => waitingAt(session.getSnapshot().value) === 'construction');

    // Phase 2: Ada builds a second Laser in one turn; her d6 and Tech 4 take 10¢ off its 5¢.
    take(session, 'build:laser:printed12:ada-voss:1');
    expect(purpose(session)).toBe('Ada Voss: a d6, plus Tech 4, off the price');
    throwDice(session, [[6]]);
    expect(session.getSnapshot().context.turn.campaign.construction?.discount).toBe(10);
    take(session, 'construction-pass');

    // Phase 3: the flight, into flight 6 (Customs patrol).
    flyIntoFlightSix(session);

    // Turn 1: an objective missed, a re-rolled hit, the Cutter's hit, a failed escape; turn 2: the boarding.
    toTheBoarding(session);
    expect(session.active().path).toEqual(['spaceFlight', 'combat', 'boarding']);
    // Undo and redo four levels deep: the boarding is taken back to the combat's choice, then done again.
    const boarded = JSON.stringify(session.getSnapshot().context.turn);
    const log = session.log.length;
    expect(session.undo()).toBe(true);
    expect(session.active().path).toEqual(['spaceFlight', 'combat']);
    expect(session.redo()).toBe(true);
    expect(session.active().path).toEqual(['spaceFlight', 'combat', 'boarding']);
    expect(session.log.length).toBe(log);
    expect(JSON.stringify(session.getSnapshot().context.turn)).toBe(boarded);
    fightBoardingOut(session);
    // Turn 3: Brann solves the C8 objective with a 6; the Cutter hits and Ada evades (Tech 4 halved + 6 = 8).
    turnThree(session);
    if (offered(session).includes('escape-skip')) take(session, 'escape-skip');
    expect(waitingAt(session.getSnapshot().value)).not.toBe('flight');
    const turn = session.getSnapshot().context.turn;
    expect(turn.journal.some((n) => n.kind === 'flight-end' && n.end === 'won')).toBe(true);

    // §12: the location, with Risky Shortcut's two modifications.
    expect(purpose(session)).toMatch(/location type/);
    throwDice(session, [[2]]);
    take(session, 'location-plus-0');
    take(session, 'location-keep');
    for (let i = 0; i < 20 && waitingAt(session.getSnapshot().value) !== 'arrival'; i++) {
      if (purpose(session) !== null) {
        const w = waitingDice(session.getSnapshot());
        throwDice(
          session,
          (w?.request.groups ?? []).map((g) => Array.from({ length: g.spec.count }, () => 3)),
        );
      } else take(session, 'location-keep');
    }
    expect(waitingAt(session.getSnapshot().value)).toBe('arrival');
    const found = session.getSnapshot().context.turn.campaign.starmap.find((l) => !l.fromStory);
    expect(found?.location.difficulty).toBe(2);
    const again = replay(campaignMode, session.setup, session.log);
    expect(again.ok ? '' : again.reason).toBe('');
  });
});
