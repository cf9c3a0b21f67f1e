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

describe('a campaign is lost (Space Kraken §3.9)', () => {
  it('with its ship, destroyed in the first flight’s space combat (flight 8: three drone hits take the last SP)', () => {
    const s = start('lost-flight');
    playOut(
      s,
      [
        ...STORY,
        'construction-pass',
        'free-flight',
        'flight-difficulty-3',
        'flight-set-off',
        'flight-avoid',
        ...IDLE,
      ],
      // The avoid check fails on a 1; the d3 shows 2 (a d6 of 3): 2 × 3 + 2 = flight 8.
      (p) =>
        /Avoid/.test(p) ? 1 : /Flight number/.test(p) ? 3 : /Flight|lead|story/i.test(p) ? 0 : enemyHits(p),
    );
    expectLost(s, 'the ship was destroyed in a space combat (flight 8, Drone picket)');
    s.dispose();
  });

  it('with its ship, when the timeline’s Game over ends a turn unwon (flight 12, survived to its sixth turn)', () => {
    const s = start('lost-game-over');
    playOut(
      s,
      [
        ...STORY,
        'construction-pass',
        'free-flight',
        'flight-difficulty-5',
        'flight-set-off',
        'flight-avoid',
        ...IDLE,
      ],
      // 2 × 5 + 2 = flight 12; every enemy shot misses (a 1): only the Game over command can end it.
      (p) => (/Avoid/.test(p) ? 1 : /Flight number/.test(p) ? 3 : 1),
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
    const row: FlightRow = {
      number: 9,
      name: 'Boarding hulk',
      timeline: ['attack', 'combat'],
      objectives: [],
      enemies: [{ type: 'Boarding hulk', sp: 30, crew: 8, damage: 2, shield: 0, recharge: 0 }],
      xp: 1,
    };
    const s = start('lost-boarded', undefined, row);
    playOut(
      s,
      [
        ...STORY,
        'construction-pass',
        'free-flight',
        'flight-difficulty-4',
        'flight-set-off',
        'flight-avoid',
        ...IDLE,
        'reroll-none',
        'sacrifice-none',
        'cancel-',
        'heal-done',
        'hit-',
        'boarders-',
      ],
      (p) =>
        /Avoid/.test(p)
          ? 1
          : /Flight number/.test(p)
            ? 1
            : /Flight|lead|story/i.test(p)
              ? 0
              : /Boarding hulk|enemy|their/i.test(p)
                ? 6
                : enemyHits(p),
    );
    expectLost(s, 'boarders took the ship in a space combat (flight 9, Boarding hulk)');
    s.dispose();
  });

  it('with its crew, when the crew that boarded the enemy all fall and nobody is left to act (a test row)', () => {
    // §10: "If you've lost your last Crew Member ... you lose the game". The whole crew boards a hulk of 8
    // crew; every die of theirs hits and the crew's miss, so each round costs the boarders 4 HP a hit.
    const row: FlightRow = {
      number: 9,
      name: 'Boarding hulk',
      timeline: [null],
      objectives: [],
      enemies: [{ type: 'Boarding hulk', sp: 30, crew: 8, damage: 0, shield: 0, recharge: 0 }],
      xp: 1,
    };
    const s = start('lost-crew', undefined, row);
    playOut(
      s,
      [
        ...STORY,
        'construction-pass',
        'free-flight',
        'flight-difficulty-4',
        'flight-set-off',
        'flight-avoid',
        'objectives-done',
        'fire-hold',
        'board-e',
        'reroll-none',
        'sacrifice-none',
        'cancel-',
        'hit-',
        'boarding-next',
        'heal-done',
        ...IDLE,
      ],
      (p) =>
        /Avoid/.test(p)
          ? 1
          : /Flight number/.test(p)
            ? 1
            : /Flight|lead|story/i.test(p)
              ? 0
              : /Boarding hulk|enemy|their/i.test(p)
                ? 6
                : 1,
    );
    expectLost(s, 'the crew was lost in a space combat, nobody left to act (flight 9, Boarding hulk)');
    s.dispose();
  });
});
