import { describe, expect, it } from 'vitest';
import { waitingDice } from '../../../machines/core/tree';
import { samplePack } from '../../content/testSample';
import {
  campaignInput,
  defaultChoices,
  firstBoxes,
  templateDrafts,
} from '../../modes/campaign/campaignInput';
import { campaignMode } from '../../modes/campaign/mode';
import { waitingAt } from '../../modes/campaign/waitingAt';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { Session } from '../session';

/**
 * Narration is looked up by the machine that wrote an entry: a space combat (and the boarding inside it) that
 * the campaign's flight invoked words its own entries, while it runs and after it has ended. The campaign
 * below plays the e2e spec's journey (flight 6, a boarding) through the session with the player's dice.
 */

const pack = samplePack();
type S = Session<typeof campaignMode.machine>;

function throwDice(session: S, faces: readonly (readonly number[])[]): void {
  const done = session.answerDice(faces);
  if (!done.ok) throw new Error(done.reason);
}

function throwAll(session: S, face: (group: number) => number): void {
  const w = waitingDice(session.getSnapshot());
  throwDice(
    session,
    (w?.request.groups ?? []).map((g, gi) => Array.from({ length: g.spec.count }, () => face(gi))),
  );
}

const choicesNow = (session: S) => session.choices();

function offered(session: S): string[] {
  return choicesNow(session)
    .filter((c) => c.disabled === undefined)
    .map((c) => c.id);
}

function take(session: S, prefix: string): void {
  const choice = choicesNow(session).find((c) => c.id.startsWith(prefix) && c.disabled === undefined);
  if (choice === undefined) throw new Error(`no "${prefix}" in ${offered(session).join(' ')}`);
  const done = session.send(choice.event);
  if (!done.ok) throw new Error(done.reason);
}

function journeyInput() {
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

/** A line that only repeats a decision's code ("Space combat: escape.skip.") instead of saying what it did. */
const CODE = /\b[a-z]+(\.[a-zA-Z]+)+\b/;

describe('the log of a nested game that has ended', () => {
  it('keeps the space combat’s and the boarding’s words once the flight is over', () => {
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'journey', input: journeyInput() },
      'manual',
    );
    for (let i = 0; i < 80 && waitingAt(session.getSnapshot().value) !== 'construction'; i++) {
      const p = waitingDice(session.getSnapshot())?.request.purpose ?? null;
      if (p !== null) {
        throwDice(session, [[/d20/.test(p) ? 15 : 6]]);
        continue;
      }
      const ids = offered(session);
      const pick = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass']
        .map((prefix) => ids.find((id) => id.startsWith(prefix)))
        .find((id) => id !== undefined);
      if (pick === undefined) throw new Error(`stuck: ${ids.join(' ')}`);
      take(session, pick);
    }
    take(session, 'construction-pass');
    take(session, 'free-flight');
    take(session, 'flight-difficulty-2');
    take(session, 'flight-add-risky-shortcut');
    take(session, 'flight-add-pay-smuggler');
    take(session, 'flight-set-off');
    take(session, 'flight-avoid');
    throwDice(session, [[1]]);
    throwDice(session, [[3]]);
    expect(session.active().path).toEqual(['spaceFlight', 'combat']);
    const combatFrom = session.log.length;

    // Turn 1: an objective missed, a shot, an escape that fails; turn 2: a boarding.
    take(session, 'objective-brann-okafor-charisma');
    throwDice(session, [[2]]);
    take(session, 'objectives-done');
    take(session, 'fire-s');
    throwDice(session, [[2]]);
    take(session, 'reroll-ada-voss');
    throwDice(session, [[5]]);
    throwDice(session, [[5]]);
    if (offered(session).includes('evade-skip')) take(session, 'evade-skip');
    throwDice(session, [[1]]);
    if (offered(session).includes('board-skip')) take(session, 'board-skip');
    take(session, 'escape-try');
    throwDice(session, [[5]]);
    take(session, 'objectives-done');
    take(session, 'fire-s');
    throwDice(session, [[5]]);
    take(session, 'board-e1');
    expect(session.active().path).toEqual(['spaceFlight', 'combat', 'boarding']);
    for (let i = 0; i < 30 && session.active().path.length === 3; i++) {
      if (waitingDice(session.getSnapshot()) !== null) {
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
    if (offered(session).includes('escape-skip')) take(session, 'escape-skip');
    take(session, 'objective-brann-okafor-charisma');
    throwDice(session, [[6]]);
    take(session, 'objectives-done');
    take(session, 'fire-hold');
    throwDice(session, [[4]]);
    take(session, 'evade-ada-voss');
    throwDice(session, [[6]]);
    if (offered(session).includes('board-skip')) take(session, 'board-skip');
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
