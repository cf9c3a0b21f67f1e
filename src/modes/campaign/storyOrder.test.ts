import { describe, expect, it } from 'vitest';
import { waitingDice } from '../../../machines/core/tree';
import { samplePack } from '../../content/testSample';
import type { LogEntry } from '../../game/log';
import { replay } from '../../game/replay';
import { RULES_VERSION } from '../../game/saveFile';
import { Session } from '../../game/session';
import type { StoryPhase } from '../../rules/kraken/campaign/storyPhase';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode } from './mode';
import { waitingAt } from './waitingAt';

/**
 * Space Kraken §6 Event: "Only read the named Event, then follow the next cell's Coordinate as usual". An
 * event's fight, crawl or trader happens when the event is read, at that point of the story phase; the
 * remaining story lines go on after it (issue 28, item 4). Played through the session a player uses.
 */

const pack = samplePack();
type CampaignSession = Session<typeof campaignMode.machine>;

/** The sample campaign with line 1 moved to `at` (2BJ holds !B3, Vask's thugs: an ambush). */
function inputFor(at: string) {
  const built = campaignInput(pack, { ...defaultChoices(pack), practice: true });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  const lineSet = built.input.setup.lineSet;
  const lines = lineSet.lines.map((l, i) => (i === 0 ? { ...l, start: at } : l));
  return { ...built.input, setup: { ...built.input.setup, lineSet: { ...lineSet, lines } } };
}

function start(at: string, seed = 'order'): CampaignSession {
  return Session.start(campaignMode, { mode: campaignMode.id, seed, input: inputFor(at) }, 'digital');
}

function send(session: CampaignSession, event: Parameters<CampaignSession['send']>[0]): void {
  const done = session.send(event);
  if (!done.ok) throw new Error(done.reason);
}

/** The story phase's own data while it runs (the phase's slot, its lines done), or null when none runs. */
function storyPhase(session: CampaignSession): StoryPhase | null {
  const active = session.active();
  if (active.path.at(-1) !== 'storyPhase') return null;
  return (active.snapshot.context as { readonly phase: StoryPhase }).phase;
}

/** Plays the fight with the first offered choice of the first matching prefix; digital dice roll themselves. */
function fightThrough(session: CampaignSession): void {
  const prefer = [
    'initiative',
    'reaction-skip',
    'activate-',
    'attack-',
    'keep',
    'psi-skip',
    'credits',
    'pick-left',
    'ammo-0',
  ];
  for (let i = 0; i < 400 && session.active().path[0] === 'groundCombat'; i++) {
    if (waitingDice(session.getSnapshot()) !== null) throw new Error('a digital die waits');
    const offers = session.choices().filter((c) => c.disabled === undefined);
    const pick =
      prefer.map((p) => offers.find((c) => c.id.startsWith(p))).find((c) => c !== undefined) ?? offers[0];
    if (pick === undefined) throw new Error('nothing to choose in the fight');
    send(session, pick.event);
  }
}

describe('§6 an event is carried out when it is read', () => {
  it('an ambush is fought when its event is read; the next story line waits until the fight is over', () => {
    const session = start('2BJ');
    const lineTwoAt = session.getSnapshot().context.turn.campaign.cgm.lines[1];
    expect(storyPhase(session)?.slot).toBe(0);
    send(session, { type: 'story.lead', leaderId: 'ada-voss' });
    expect(session.getSnapshot().context.events.get('B3')?.effects[0]).toMatchObject({
      kind: 'fight',
      ambush: true,
    });
    send(session, { type: 'story.read' });
    // The fight runs now, inside phase 1, before line 2 is activated.
    expect(session.active().path).toEqual(['groundCombat']);
    expect(waitingAt(session.getSnapshot().value)).toBe('fight');
    expect(session.getSnapshot().context.turn.campaign.cgm.lines[1]).toEqual(lineTwoAt);
    fightThrough(session);
    const journal = session.getSnapshot().context.turn.journal;
    expect(journal.some((n) => n.kind === 'fight-end')).toBe(true);
    // Back in the story phase: line 1 has had its turn, line 2 waits for its Leader.
    const phase = storyPhase(session);
    expect(phase?.slot).toBe(1);
    expect(phase?.done.slice(0, 2)).toEqual([true, false]);
    expect(session.getSnapshot().matches({ story: 'lines' })).toBe(true);
    // The log replays to the same game.
    const again = replay(campaignMode, session.setup, session.log);
    expect(again.ok ? '' : again.reason).toBe('');
  });

  it('a log of the old order (line 2 led before the fight) means something else now: RULES_VERSION 4', () => {
    const session = start('2BJ');
    send(session, { type: 'story.lead', leaderId: 'ada-voss' });
    send(session, { type: 'story.read' });
    // Under rules version 3 the next decision was line 2's Leader, in the story phase; now the fight waits.
    const old: LogEntry[] = [
      ...session.log,
      { kind: 'decision', event: { type: 'story.lead', leaderId: 'brann-okafor' }, path: ['storyPhase'] },
    ];
    const again = replay(campaignMode, session.setup, old);
    expect(again.ok).toBe(false);
    expect(RULES_VERSION).toBeGreaterThanOrEqual(4);
  });
});

describe('§6 / glossary "Space Combat": a story event can start a space combat', () => {
  it('the sample event !CB starts flight 7’s space combat as it is read, through the space-combat machine', () => {
    const event = pack.cgmEvents.get('CB');
    expect(event?.sample).toBe(true);
    expect(event?.effects).toContainEqual({ kind: 'space-combat', flight: 7 });
    const at = [...pack.cgmSheets.values()].flatMap((sheet) =>
      Object.entries(sheet.cells).flatMap(([cell, text]) =>
        text === '!CB' ? [`${sheet.number}${cell}`] : [],
      ),
    )[0];
    expect(at).toBeDefined();
    const session = start(at ?? '', 'space');
    send(session, { type: 'story.lead', leaderId: 'ada-voss' });
    send(session, { type: 'story.read' });
    expect(session.active().path).toEqual(['spaceCombat']);
    expect(waitingAt(session.getSnapshot().value)).toBe('spaceCombat');
    const combat = (session.active().snapshot.context as { combat: { row: { number: number } } }).combat;
    expect(combat.row.number).toBe(7);
    expect(session.getSnapshot().context.turn.journal.at(-1)).toEqual({
      kind: 'space-combat-start',
      flight: 7,
    });
    const credits = session.getSnapshot().context.turn.campaign.credits;
    // Fought to its end: fire at the enemy each turn, no repairs, no boarding, no escape (digital dice).
    for (let i = 0; i < 600 && session.active().path[0] === 'spaceCombat'; i++) {
      const offers = session.choices().filter((c) => c.disabled === undefined);
      const pick =
        ['fire-s', 'objectives-done', 'board-skip', 'escape-skip']
          .map((p) => offers.find((c) => c.id.startsWith(p)))
          .find((c) => c !== undefined) ?? offers[0];
      if (pick === undefined) throw new Error('nothing to choose in the space combat');
      send(session, pick.event);
    }
    const turn = session.getSnapshot().context.turn;
    const end = turn.journal.find((n) => n.kind === 'space-combat-end');
    // Seed "space" wins flight 7 (the Pirate skiff): its XP as credits, then the rest of the event (+15).
    expect(end).toMatchObject({ kind: 'space-combat-end', outcome: 'won' });
    const won = end?.kind === 'space-combat-end' ? end.credits : -1;
    expect(won).toBeGreaterThan(0);
    expect(turn.campaign.credits).toBe(credits + won);
    // Then the next story line waits for its Leader; the story phase's party holds the event's +15.
    expect(storyPhase(session)?.slot).toBe(1);
    expect(storyPhase(session)?.party.credits).toBe(credits + won + 15);
    const again = replay(campaignMode, session.setup, session.log);
    expect(again.ok ? '' : again.reason).toBe('');
  });
});
