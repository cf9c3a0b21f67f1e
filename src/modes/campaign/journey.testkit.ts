import { expect } from 'vitest';
import { waitingDice } from '../../../machines/core/tree';
import { samplePack } from '../../content/testSample';
import type { Session } from '../../game/session';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { campaignInput, defaultChoices, firstBoxes, templateDrafts } from './campaignInput';
import type { campaignMode } from './mode';

/**
 * The campaign journey the e2e spec plays (campaign.spec), for the unit tests that follow it through the
 * session with the player's own dice: the lone runners Ada Voss and Brann Okafor on a Tin Kettle with a
 * Teleporter, Maneuver Engines and a Laser, flying into flight 6 (Customs patrol) and boarding the Cutter.
 */

const pack = samplePack();

export type JourneySession = Session<typeof campaignMode.machine>;

export function throwDice(session: JourneySession, faces: readonly (readonly number[])[]): void {
  const done = session.answerDice(faces);
  if (!done.ok) throw new Error(done.reason);
}

/** Every die of the roll waiting shows `face(group)`. */
export function throwAll(session: JourneySession, face: (group: number) => number): void {
  const w = waitingDice(session.getSnapshot());
  throwDice(
    session,
    (w?.request.groups ?? []).map((g, gi) => Array.from({ length: g.spec.count }, () => face(gi))),
  );
}

/** What the roll waiting is for, or null. */
export function purpose(session: JourneySession): string | null {
  return waitingDice(session.getSnapshot())?.request.purpose ?? null;
}

/** The ids of the choices that may be taken now. */
export function offered(session: JourneySession): string[] {
  return session
    .choices()
    .filter((c) => c.disabled === undefined)
    .map((c) => c.id);
}

/** Takes the first choice on offer whose id starts with `prefix`; fails loudly if there is none. */
export function take(session: JourneySession, prefix: string): void {
  const choice = session.choices().find((c) => c.id.startsWith(prefix) && c.disabled === undefined);
  if (choice === undefined) throw new Error(`no "${prefix}" in ${offered(session).join(' ')}`);
  const done = session.send(choice.event);
  if (!done.ok) throw new Error(done.reason);
}

/** The story phase and the other turn steps until `until`: a d20 shows 15, other dice 6. */
export function storyUntil(session: JourneySession, until: () => boolean): void {
  for (let i = 0; i < 80 && !until(); i++) {
    const p = purpose(session);
    if (p !== null) {
      throwDice(session, [[/d20/.test(p) ? 15 : 6]]);
      continue;
    }
    const ids = offered(session);
    const pick = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass']
      .map((p) => ids.find((id) => id.startsWith(p)))
      .find((id) => id !== undefined);
    if (pick === undefined) throw new Error(`stuck: ${ids.join(' ')}`);
    take(session, pick);
  }
}

/** The journey's campaign: the lone runners, a practice campaign (it undoes anywhere), the Tin Kettle. */
export function journeyInput() {
  const catalogue = shipCatalogueOf({
    systems: [...pack.shipSystems.values()],
    hulls: [...pack.hulls.values()],
  });
  const built = campaignInput(pack, {
    ...defaultChoices(pack),
    backstoryId: 'sample-backstory-lone-runner',
    crew: templateDrafts(pack, ['ada-voss', 'brann-okafor']),
    practice: true,
    hullId: 'tin-kettle',
    systems: firstBoxes(catalogue, 'tin-kettle', ['teleporter', 'maneuver-engines', 'laser']),
  });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  return built.input;
}

/**
 * Phase 3: the flight. Location difficulty 2, Risky Shortcut (+1), Pay a Smuggler (−1): flight difficulty 2;
 * the avoid check (5 in 6) fails on a 1, and the d3 shows 2: flight number 2 × 2 + 2 = 6, a space combat.
 */
export function flyIntoFlightSix(session: JourneySession): void {
  take(session, 'free-flight');
  take(session, 'flight-difficulty-2');
  take(session, 'flight-add-risky-shortcut');
  take(session, 'flight-add-pay-smuggler');
  take(session, 'flight-set-off');
  take(session, 'flight-avoid');
  expect(waitingDice(session.getSnapshot())?.request.odds).toBeCloseTo(5 / 6);
  throwDice(session, [[1]]); // a 1 always fails
  throwDice(session, [[3]]);
  expect(session.active().path).toEqual(['spaceFlight', 'combat']);
}

/**
 * Turn 1 of flight 6: Brann misses the C8 objective; the Laser misses and Ada re-rolls it into a hit; the
 * Cutter hits back (nobody is free to evade); an escape is tried and fails. Turn 2 (Idle: no enemy fire): the
 * Laser hits again; Ada and Brann board the Cutter (shield 3 or less).
 */
export function toTheBoarding(session: JourneySession): void {
  expect(session.active().path).toEqual(['spaceFlight', 'combat']);
  take(session, 'objective-brann-okafor-charisma');
  throwDice(session, [[2]]);
  take(session, 'objectives-done');
  take(session, 'fire-s');
  throwDice(session, [[2]]);
  take(session, 'reroll-ada-voss');
  throwDice(session, [[5]]);
  throwDice(session, [[5]]); // the Cutter's hit
  if (offered(session).includes('evade-skip')) take(session, 'evade-skip');
  throwDice(session, [[1]]); // no system damaged
  if (offered(session).includes('board-skip')) take(session, 'board-skip');
  take(session, 'escape-try');
  throwDice(session, [[5]]);
  take(session, 'objectives-done');
  take(session, 'fire-s');
  throwDice(session, [[5]]);
  take(session, 'board-e1');
  expect(session.active().path).toEqual(['spaceFlight', 'combat', 'boarding']);
}

/**
 * The boarding of the Cutter, fought to its end: the party's dice all 6s, the enemy's all 1s, the cheapest
 * choice at each step (no re-roll, no cancel, no sacrifice, a retreat once offered); back in the combat.
 */
export function fightBoardingOut(session: JourneySession): void {
  expect(session.active().path).toEqual(['spaceFlight', 'combat', 'boarding']);
  for (let i = 0; i < 30 && session.active().path.length === 3; i++) {
    if (purpose(session) !== null) {
      throwAll(session, (gi) => (gi === 0 ? 6 : 1));
      continue;
    }
    const ids = offered(session);
    const pick = ['reroll-none', 'cancel-0', 'sacrifice-none', 'boarding-retreat', 'heal-done', 'hit-']
      .map((prefix) => ids.find((id) => id.startsWith(prefix)))
      .find((id) => id !== undefined);
    take(session, pick ?? ids[0] ?? '');
  }
  expect(session.active().path).toEqual(['spaceFlight', 'combat']);
}

/**
 * The rest of turn 2 (no escape), then turn 3: Brann solves the C8 objective with a 6; the Cutter hits and Ada
 * evades (Tech 4 halved + 6 = 8); nobody boards.
 */
export function turnThree(session: JourneySession): void {
  if (offered(session).includes('escape-skip')) take(session, 'escape-skip');
  take(session, 'objective-brann-okafor-charisma');
  throwDice(session, [[6]]);
  take(session, 'objectives-done');
  take(session, 'fire-hold');
  throwDice(session, [[4]]);
  take(session, 'evade-ada-voss');
  throwDice(session, [[6]]);
  if (offered(session).includes('board-skip')) take(session, 'board-skip');
}
