import { describe, expect, it } from 'vitest';
import { waitingAt } from './waitingAt';
import { waitingDice } from '../../../machines/core/tree';
import { samplePack } from '../../content/testSample';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import { campaignInput, defaultChoices, firstBoxes, templateDrafts } from './campaignInput';
import { campaignMode } from './mode';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';

/**
 * The journey the campaign e2e spec plays, through the session with the player's own dice: the lone runners
 * (Ada Voss and Brann Okafor) on a Tin Kettle with a Teleporter, Maneuver Engines and a Laser; phase 2 builds
 * a second Laser; phase 3 flies with two options (Risky Shortcut, Pay a Smuggler: flight difficulty 2),
 * fails the avoid check, and fights flight 6 (Customs patrol: objective C8, a Patrol Cutter with 4 crew and
 * shield 3) — an objective missed, a re-rolled shot, a failed escape, a boarding, an evade, then the
 * objective solved; the new location is rolled with a dice modification and lands on the Starmap log.
 */

const pack = samplePack();

type S = Session<typeof campaignMode.machine>;

function throwDice(session: S, faces: readonly (readonly number[])[]): void {
  const done = session.answerDice(faces);
  if (!done.ok) throw new Error(done.reason);
}

function purpose(session: S): string | null {
  return waitingDice(session.getSnapshot())?.request.purpose ?? null;
}

function offered(session: S): string[] {
  return session
    .choices()
    .filter((c) => c.disabled === undefined)
    .map((c) => c.id);
}

function take(session: S, prefix: string): void {
  const choice = session.choices().find((c) => c.id.startsWith(prefix) && c.disabled === undefined);
  if (choice === undefined) throw new Error(`no "${prefix}" in ${offered(session).join(' ')}`);
  const done = session.send(choice.event);
  if (!done.ok) throw new Error(done.reason);
}

/** The story phase and the other turn steps until `until`: a d20 shows 15, other dice 6. */
function storyUntil(session: S, until: () => boolean): void {
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

function journeyInput() {
  const catalogue = shipCatalogueOf({
    systems: [...pack.shipSystems.values()],
    hulls: [...pack.hulls.values()],
  });
  const choices = {
    ...defaultChoices(pack),
    backstoryId: 'sample-backstory-lone-runner',
    crew: templateDrafts(pack, ['ada-voss', 'brann-okafor']),
    // A practice campaign undoes anywhere: the journey takes a step back inside a boarding.
    practice: true,
    hullId: 'tin-kettle',
    systems: firstBoxes(catalogue, 'tin-kettle', ['teleporter', 'maneuver-engines', 'laser']),
  };
  const built = campaignInput(pack, choices);
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  return built.input;
}

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

    // Phase 3: the flight. Location difficulty 2, Risky Shortcut (+1), Pay a Smuggler (−1): flight difficulty 2.
    take(session, 'free-flight');
    take(session, 'flight-difficulty-2');
    take(session, 'flight-add-risky-shortcut');
    take(session, 'flight-add-pay-smuggler');
    take(session, 'flight-set-off');
    take(session, 'flight-avoid');
    expect(waitingDice(session.getSnapshot() as never)?.request.odds).toBeCloseTo(5 / 6);
    throwDice(session, [[1]]); // a 1 always fails
    throwDice(session, [[3]]); // the d3 shows 2: flight number 2 × 2 + 2 = 6
    expect(session.active().path).toEqual(['spaceFlight', 'combat']);

    // Turn 1: Brann misses the C8 objective; the Laser misses and Ada re-rolls it into a hit; the Cutter
    // hits back (nobody is free to evade); an escape is tried and fails.
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

    // Turn 2 (Idle: no enemy fire): the Laser hits again; Ada and Brann board the Cutter (shield ≤ 3).
    take(session, 'objectives-done');
    take(session, 'fire-s');
    throwDice(session, [[5]]);
    take(session, 'board-e1');
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
    for (let i = 0; i < 30 && session.active().path.length === 3; i++) {
      const p = purpose(session);
      if (p !== null) {
        const w = waitingDice(session.getSnapshot());
        throwDice(
          session,
          (w?.request.groups ?? []).map((g, gi) =>
            Array.from({ length: g.spec.count }, () => (gi === 0 ? 6 : 1)),
          ),
        );
        continue;
      }
      const ids = offered(session);
      const pick = ['reroll-none', 'cancel-0', 'sacrifice-none', 'boarding-retreat', 'heal-done', 'hit-']
        .map((p) => ids.find((id) => id.startsWith(p)))
        .find((id) => id !== undefined);
      take(session, pick ?? ids[0] ?? '');
    }
    expect(session.active().path).toEqual(['spaceFlight', 'combat']);
    if (offered(session).includes('escape-skip')) take(session, 'escape-skip');

    // Turn 3: Brann solves the C8 objective with a 6; the Cutter hits and Ada evades (Tech 4 halved + 6 = 8).
    take(session, 'objective-brann-okafor-charisma');
    throwDice(session, [[6]]);
    take(session, 'objectives-done');
    take(session, 'fire-hold');
    throwDice(session, [[4]]);
    take(session, 'evade-ada-voss');
    throwDice(session, [[6]]);
    if (offered(session).includes('board-skip')) take(session, 'board-skip');
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
