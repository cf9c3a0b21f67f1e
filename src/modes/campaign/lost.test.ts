import { describe, expect, it } from 'vitest';
import { waitingDice } from '../../../machines/core/tree';
import type { FlightRow } from '../../content/schemas/flight';
import { Session } from '../../game/session';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode, journalLines } from './mode';
import { cellOf, pack } from './oneMapCampaign.testkit';

/**
 * Issue 28: the ways the book's campaign is lost, each played through the session a player uses, with the
 * player's own dice. Space Kraken §3.9: "If all of your Crew Members are dead or your spaceship is destroyed,
 * you have lost the game"; §10: losing the last SP (or the last crew member) loses the game, and the timeline's
 * Game over destroys the ship when the turn ends unwon. The end says how in words (the game-over panel reads
 * `describe`), the journal says the campaign is lost, and nothing is left to choose.
 * A crawl nobody comes back from, with nobody left on the ship, is played in mode.test.ts.
 */

type S = Session<typeof campaignMode.machine>;

const STORY = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass'];
/** Nobody acts in the space combat: no objective, no shot, no evade, no boarding, no escape. */
const IDLE = [
  'objectives-done',
  'fire-hold',
  'reroll-skip',
  'evade-skip',
  'board-skip',
  'drones-skip',
  'escape-skip',
];

function start(seed: string, lineStart?: string, row?: FlightRow): S {
  const built = campaignInput(pack, defaultChoices(pack));
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  const lineSet = built.input.setup.lineSet;
  const lines =
    lineStart === undefined
      ? lineSet.lines
      : lineSet.lines.slice(0, 1).map((l) => ({ ...l, start: cellOf(lineStart) }));
  // A test's own row stands in for the table's row of its number.
  const table = built.input.content.flightTable;
  const rows = table.rows.map((r) => (r.number === row?.number ? row : r));
  const content = { ...built.input.content, flightTable: { ...table, rows } };
  const input = { ...built.input, content, setup: { ...built.input.setup, lineSet: { ...lineSet, lines } } };
  return Session.start(campaignMode, { mode: campaignMode.id, seed, input }, 'manual');
}

/**
 * Plays on until the campaign is over: each choice the first of `prefer` on offer, each die `face(purpose)`
 * (a d20 shows 15 where `face` says 0).
 */
function playOut(s: S, prefer: readonly string[], face: (purpose: string) => number): void {
  for (let i = 0; i < 400 && !s.over; i++) {
    const waiting = waitingDice(s.getSnapshot())?.request ?? null;
    if (waiting !== null) {
      const shown = face(waiting.purpose);
      const faces = waiting.groups.map((g) =>
        Array.from({ length: g.spec.count }, () => (shown === 0 ? (g.spec.die === 'd20' ? 15 : 6) : shown)),
      );
      const thrown = s.answerDice(faces);
      expect(thrown.ok ? '' : thrown.reason, waiting.purpose).toBe('');
      continue;
    }
    const offers = s.choices().filter((c) => c.disabled === undefined);
    const pick = prefer.map((p) => offers.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
    if (pick === undefined) throw new Error(`nothing to choose: ${offers.map((c) => c.id).join(' ')}`);
    const sent = s.send(pick.event);
    expect(sent.ok ? '' : sent.reason, pick.id).toBe('');
  }
  expect(s.over).toBe(true);
}

/** The end as the game-over panel shows it, the rule it names, and the journal's last word. */
function expectLost(s: S, how: string): void {
  const snap = s.getSnapshot();
  expect(campaignMode.describe(snap)).toBe(`Space Kraken campaign — lost on turn 1: ${how}`);
  expect(campaignMode.endRule?.(snap)).toBe('kraken.victory-defeat');
  expect(journalLines(snap).at(-1)).toBe(
    `${how[0]?.toUpperCase() ?? ''}${how.slice(1)}: the campaign is lost.`,
  );
  expect(snap.context.turn.campaign.shipDestroyed).toBe(true);
  expect(s.choices()).toEqual([]);
}

/** Enemy shots hit (a 6), system damage spares every system (a 1), the crew's own dice show 1. */
const enemyHits = (purpose: string): number =>
  /System damage/.test(purpose) ? 1 : /fires: hits/.test(purpose) ? 6 : 1;

/** Turn 1's story lines, no build, then phase 3's flight of `difficulty`, set off and its avoid check asked. */
const flyAt = (difficulty: number): string[] => [
  ...STORY,
  'construction-pass',
  'free-flight',
  `flight-difficulty-${difficulty}`,
  'flight-set-off',
  'flight-avoid',
];

/**
 * The dice of a flight into combat: the story's dice high (0), the avoid check failed (a 1), the flight
 * number's d3 from a d6 of `d6` (3 shows 2, 1 shows 1), then `combat(purpose)` in the space combat.
 */
const flightDice =
  (d6: number, combat: (purpose: string) => number) =>
  (p: string): number =>
    /Avoid/.test(p) ? 1 : /Flight number/.test(p) ? d6 : /Flight|lead|story/i.test(p) ? 0 : combat(p);

/** A test row standing in for flight 9: one hulk of 8 crew, no shield, `damage` a hit. */
const hulk = (timeline: FlightRow['timeline'], damage: number): FlightRow => ({
  number: 9,
  name: 'Boarding hulk',
  timeline,
  objectives: [],
  enemies: [{ type: 'Boarding hulk', sp: 30, crew: 8, damage, shield: 0, recharge: 0 }],
  xp: 1,
});

/** A boarding's steps: no re-roll, nobody sacrificed, hits cancelled and taken, the next round. */
const BOARDING = ['reroll-none', 'sacrifice-none', 'cancel-', 'hit-', 'boarding-next', 'heal-done'];
/** The hulk's boarding dice all hit, the crew's miss. */
const hulkWins = (p: string): number => (/Boarding hulk|enemy|their/i.test(p) ? 6 : enemyHits(p));

describe('a campaign is lost (Space Kraken §3.9)', () => {
  it('with its ship, destroyed in the first flight’s space combat (flight 8: three drone hits take the last SP)', () => {
    const s = start('lost-flight');
    // 2 × 3 + 2 = flight 8.
    playOut(s, [...flyAt(3), ...IDLE], flightDice(3, enemyHits));
    expectLost(s, 'the ship was destroyed in a space combat (flight 8, Drone picket)');
    s.dispose();
  });

  it('with its ship, when the timeline’s Game over ends a turn unwon (flight 12, survived to its sixth turn)', () => {
    const s = start('lost-game-over');
    // 2 × 5 + 2 = flight 12; every enemy shot misses (a 1): only the Game over command can end it.
    playOut(
      s,
      [...flyAt(5), ...IDLE],
      flightDice(3, () => 1),
    );
    expect(s.getSnapshot().context.turn.campaign.crew.every((m) => m.condition !== 'killed')).toBe(true);
    expectLost(
      s,
      'the ship was destroyed in a space combat by the Game over command (flight 12, Derelict defence grid)',
    );
    s.dispose();
  });

  it('with its ship, destroyed in the space combat a story event starts (!CB: flight 7, the Pirate skiff)', () => {
    const s = start('lost-event', '!CB');
    playOut(s, [...STORY, ...IDLE], (p) => (/fires|System damage/.test(p) ? enemyHits(p) : 0));
    expectLost(s, 'the ship was destroyed in a space combat (flight 7, Pirate skiff)');
    s.dispose();
  });

  it('with its ship, taken by boarders who win the boarding (a test row: Attack, then Combat)', () => {
    // Turn 1's Attack fires twice (2 damage a hit) and leaves the Primary Shields at 3 after recharging; turn
    // 2's Combat brings the crewed hulk's boarders over (§10: 3 or less shield, 4 crew or more), and every
    // die of theirs hits while the crew's miss: all the defenders' dice are lost.
    const s = start('lost-boarded', undefined, hulk(['attack', 'combat'], 2));
    // 2 × 4 + 1 = flight 9.
    playOut(s, [...flyAt(4), ...IDLE, ...BOARDING], flightDice(1, hulkWins));
    expectLost(s, 'boarders took the ship in a space combat (flight 9, Boarding hulk)');
    s.dispose();
  });

  it('with its crew, when the crew that boarded the enemy all fall and nobody is left to act (a test row)', () => {
    // §10: "If you've lost your last Crew Member ... you lose the game". The whole crew boards a hulk of 8
    // crew; every die of theirs hits and the crew's miss, so each round costs the boarders 4 HP a hit.
    const s = start('lost-crew', undefined, hulk([null], 0));
    playOut(
      s,
      [...flyAt(4), 'objectives-done', 'fire-hold', 'board-e', ...BOARDING, ...IDLE],
      flightDice(1, hulkWins),
    );
    expectLost(s, 'the crew was lost in a space combat, nobody left to act (flight 9, Boarding hulk)');
    s.dispose();
  });
});
