import { describe, expect, it } from 'vitest';
import type { EventLocation } from '../../../content/schemas/cgm';
import type { FightOutput } from '../groundCombat/combatTypes';
import type { CrewMember } from '../crew/crew';
import type { DungeonOutput } from '../dungeon/types';
import { carryItem, putInSlot } from '../crew/inventory';
import { EMPTY_RECORD } from '../../tilemap/types';
import { eventLocation } from './location.testkit';
import { crawlInputFor } from './landing';
import type { StoryFollowUp } from './storyPhase';
import { storyParty, turnRefusal } from './turn';
import {
  sampleCampaign,
  decide,
  finish,
  standAt,
  turnOf,
  type CampaignAt,
} from '../../../../machines/kraken/campaign/campaign.testkit';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * Quests advanced and completed by play (Space Kraken §4 Capture alien, §5 phase 5, §13 Quest master),
 * through the campaign turn a player drives: a quest taken from the sample quest board, a crawl or an
 * event's fight, what it hands back, and the turn on to the quest timer.
 */

const { pack, content, input, first } = sampleCampaign();
const HAULER = 'sample-derelict-ore-hauler';
const VAULT = 'sample-ice-seed-vault';

const place = (type: string): EventLocation =>
  eventLocation(type, { name: type === HAULER ? 'The hauler' : 'The vault' });

/** Phase 1 ended with these follow-ups (the story phase itself is the machine's child). */
function afterPhase1(
  turn: CampaignTurn,
  followUps: readonly Partial<StoryFollowUp>[],
  pack: CampaignContent = content,
): CampaignAt {
  return finish(standAt(input, turn, { story: 'lines' }, pack), 'storyPhase', {
    party: storyParty(turn),
    skips: turn.campaign.skips,
    followUps: followUps.map((f) => ({ slot: 0, leaderId: 'ada-voss', ...f }) as StoryFollowUp),
    notes: [],
  });
}

/** An event offers the sample board's row `roll`, and the crew takes it. */
function take(turn: CampaignTurn, roll: number): CampaignAt {
  const offered = afterPhase1(turn, [{ kind: 'quest', sheet: 'sample-quest-board', roll }]);
  return decide(offered, { type: 'quest.accept' });
}

/** The rest of this turn played straight through by the chart, with nothing done, to the next phase 1. */
function quietTurn(start: CampaignAt): CampaignAt {
  const from = turnOf(start).campaign.turn;
  let t = start.matches({ story: 'lines' }) ? afterPhase1(turnOf(start), [], start.context.content) : start;
  for (let i = 0; i < 12 && !(t.matches({ story: 'lines' }) && turnOf(t).campaign.turn > from); i++) {
    if (t.matches({ story: 'recovery' }) || t.matches({ freeAction: 'recovery' }))
      t = decide(t, { type: 'recovery.pass' });
    else if (t.matches({ questTimer: 'recovery' })) t = decide(t, { type: 'recovery.pass' });
    else if (t.matches({ construction: 'choosing' })) t = decide(t, { type: 'construction.pass' });
    else if (t.matches({ freeAction: 'choosing' })) t = decide(t, { type: 'free.skip' });
    else if (t.matches({ shortVisit: 'choosing' })) t = decide(t, { type: 'visit.pass' });
    else throw new Error(`stuck at ${JSON.stringify(t.value)}`);
  }
  return t;
}

/** The crawl an event starts at a location of `type` (phase 1). */
function crawlAt(at: CampaignAt, type: string): CampaignAt {
  const t = afterPhase1(turnOf(at), [{ kind: 'crawl', location: place(type) }], at.context.content);
  expect(t.value).toEqual({ story: 'crawl' });
  return t;
}

/** The crawl over: what it hands back taken by the machine (its `onDone`). */
const crawled = (t: CampaignAt, output: DungeonOutput): CampaignAt => finish(t, 'dungeon', output);

/** What a crawl hands back: the crew as it came back, nothing else gained. */
function crawlOutput(turn: CampaignTurn, crew: readonly CrewMember[], extra: Partial<DungeonOutput> = {}) {
  const c = turn.campaign;
  const output: DungeonOutput = {
    end: null,
    crew,
    lost: [],
    oxygen: c.oxygen,
    credits: c.credits,
    xp: c.xp,
    record: EMPTY_RECORD,
    mapIds: [1, 2, 3, 4],
    treasures: [],
    loot: [],
    reward: null,
    solveReward: null,
    notes: [],
    psi: { initiativeBonus: 0, lootShift: 0, midasCredits: 0 },
    ...extra,
  };
  return output;
}

const kinds = (notes: readonly TurnNote[]) => notes.map((n) => n.kind);
const questIds = (t: CampaignAt) => turnOf(t).campaign.quests.map((q) => q.id);

describe('a Capture quest (kraken.capture-alien)', () => {
  it('is completed when the crew comes back carrying the captive it asks for: the reward paid, the captive handed over', () => {
    let t = take(first, 1);
    expect(questIds(t)).toEqual(['sample-quest-board#1']);
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    // The crawl is told which captives to pick up: row 1 asks for one alien of any kind.
    expect(crawlInputFor(turnOf(t), content).wantedCaptives).toEqual([null]);
    const [ana, ...rest] = turnOf(t).campaign.crew;
    if (ana === undefined) throw new Error('no crew');
    const before = { credits: turnOf(t).campaign.credits, xp: turnOf(t).campaign.xp };
    const back = crawled(t, crawlOutput(turnOf(t), [{ ...ana, captive: 'ink-crawler' }, ...rest]));
    expect(turnOf(back).campaign.quests).toEqual([]);
    expect(turnOf(back).campaign.credits).toBe(before.credits + 15);
    expect(turnOf(back).campaign.xp).toBe(before.xp + 1);
    expect(turnOf(back).campaign.crew.every((m) => m.captive === null)).toBe(true);
    const fresh = turnOf(back).journal.slice(turnOf(t).journal.length);
    expect(fresh).toContainEqual({
      kind: 'captive-handed',
      crewId: ana.id,
      enemy: 'Ink Crawler',
      quest: 'Sample: a live specimen for the lab',
    });
    expect(fresh).toContainEqual({
      kind: 'quest-done',
      quest: 'Sample: a live specimen for the lab',
      credits: 15,
      xp: 1,
    });
  });

  it('stays in the log when the crew comes back empty-handed, and a captive no quest asks for is released', () => {
    let t = take(first, 3); // a Defeat quest: asks for no captive
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    expect(crawlInputFor(turnOf(t), content).wantedCaptives).toEqual([]);
    const [ana, ...rest] = turnOf(t).campaign.crew;
    if (ana === undefined) throw new Error('no crew');
    const back = crawled(t, crawlOutput(turnOf(t), [{ ...ana, captive: 'ink-crawler' }, ...rest]));
    expect(questIds(back)).toEqual(['sample-quest-board#3']);
    expect(turnOf(back).advanced).toEqual([]);
    expect(turnOf(back).campaign.crew.find((m) => m.id === ana.id)?.captive).toBeNull();
    expect(kinds(turnOf(back).journal.slice(turnOf(t).journal.length))).toContain('captive-released');
  });
});

describe('a Defeat quest', () => {
  function fightOutput(turn: CampaignTurn, outs: readonly { id: string; boss?: boolean }[]): FightOutput {
    return {
      outcome: 'victory',
      crew: turn.campaign.crew,
      erased: [],
      oxygen: turn.campaign.oxygen,
      credits: 0,
      items: [],
      xp: 0,
      turns: 2,
      log: [],
      elementValue: null,
      enemies: outs.map((o, i) => ({
        uid: `e${i}`,
        name: o.id,
        profileId: o.id,
        boss: o.boss ?? false,
        role: 'primary' as const,
        status: 'killed' as const,
      })),
    };
  }
  // The campaign machine takes the invoked fight's output back (its `onDone`) and goes on.
  const fought = (t: CampaignAt, output: FightOutput) => finish(t, 'groundCombat', output);
  const eventFight = (t: CampaignAt) =>
    afterPhase1(turnOf(t), [
      { kind: 'fight', foes: [{ species: 'Krakens', level: 1, count: 2 }], ambush: false },
    ]);

  it('counts enemies put out of the fight over several fights, and is completed at its count (3)', () => {
    let t = take(first, 3);
    t = quietTurn(t);
    t = eventFight(t);
    expect(t.value).toEqual({ story: 'fight' });
    t = fought(t, fightOutput(turnOf(t), [{ id: 'ink-crawler' }, { id: 'silt-squirmer' }]));
    expect(turnOf(t).campaign.quests[0]?.progress).toBe(2);
    expect(turnOf(t).advanced).toEqual(['sample-quest-board#3']);
    t = quietTurn(t);
    t = eventFight(t);
    const credits = turnOf(t).campaign.credits;
    t = fought(t, fightOutput(turnOf(t), [{ id: 'ink-crawler' }, { id: 'ink-crawler' }]));
    expect(turnOf(t).campaign.quests).toEqual([]);
    expect(turnOf(t).campaign.credits).toBe(credits + 25);
  });

  it('asking for a boss is not met by a common enemy', () => {
    let t = take(first, 6);
    t = quietTurn(t);
    t = eventFight(t);
    t = fought(t, fightOutput(turnOf(t), [{ id: 'ink-crawler' }]));
    expect(questIds(t)).toEqual(['sample-quest-board#6']);
    expect(turnOf(t).advanced).toEqual([]);
    t = quietTurn(t);
    t = eventFight(t);
    t = fought(t, fightOutput(turnOf(t), [{ id: 'brood-leviathan', boss: true }]));
    expect(turnOf(t).campaign.quests).toEqual([]);
  });
});

describe('the quest timer and activated quests (kraken.quest-timer)', () => {
  it('an urgent quest activated this turn (its location landed at) is not ticked; one left alone is', () => {
    // Row 2: deliver a field medkit to the ice seed vault, urgent.
    let t = take(first, 2);
    t = quietTurn(t);
    expect(turnOf(t).campaign.quests[0]?.ticks).toBe(1);
    t = crawlAt(t, VAULT);
    // Nobody carries a field medkit: the vault is visited, the quest activated but not met.
    const back = crawled(t, crawlOutput(turnOf(t), turnOf(t).campaign.crew));
    expect(turnOf(back).advanced).toEqual(['sample-quest-board#2']);
    const next = quietTurn(back);
    expect(turnOf(next).campaign.quests[0]?.ticks).toBe(1);
    // The turn after, nothing happens to it: ticked again.
    expect(turnOf(quietTurn(next)).campaign.quests[0]?.ticks).toBe(2);
  });

  it('a landing elsewhere does not activate it', () => {
    let t = take(first, 2);
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    const back = crawled(t, crawlOutput(turnOf(t), turnOf(t).campaign.crew));
    expect(turnOf(back).advanced).toEqual([]);
    expect(turnOf(quietTurn(back)).campaign.quests[0]?.ticks).toBe(2);
  });

  it('a Deliver quest is met when a crew member carries the piece there: the piece is handed over', () => {
    const medkit = pack.items.get('field-medkit');
    if (medkit === undefined) throw new Error('no medkit');
    let t = take(first, 2);
    t = quietTurn(t);
    t = crawlAt(t, VAULT);
    const crew = turnOf(t).campaign.crew.map((m, i) =>
      i === 1 ? { ...m, inventory: putInSlot(m.inventory, '4', carryItem(medkit)) } : m,
    );
    const credits = turnOf(t).campaign.credits;
    const back = crawled(t, crawlOutput(turnOf(t), crew));
    expect(turnOf(back).campaign.quests).toEqual([]);
    expect(turnOf(back).campaign.credits).toBe(credits + 20);
    expect(turnOf(back).campaign.crew[1]?.inventory['4']).toBeNull();
  });

  it('a Reach quest is met by landing at its location type', () => {
    let t = take(first, 4);
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    const back = crawled(t, crawlOutput(turnOf(t), turnOf(t).campaign.crew));
    expect(turnOf(back).campaign.quests).toEqual([]);
    expect(kinds(turnOf(back).journal.slice(turnOf(t).journal.length))).toContain('quest-done');
  });
});

describe('a Reach quest that asks for an Event tile (§13 Event)', () => {
  /** The board with row 4 asking for an Event tile set off at the hauler. */
  const withEvent: CampaignContent = {
    ...content,
    questSheets: content.questSheets.map((sheet) => ({
      ...sheet,
      rows: sheet.rows.map((row) =>
        row.roll === 4
          ? { ...row, objective: { ...row.objective, target: { location: HAULER, event: true } } }
          : row,
      ),
    })),
  };
  const eventNote = { kind: 'event-tile' as const, mapNumber: 2, key: '3,1', code: 'EV' };

  it('landing there without setting one off only activates it; with one it is met', () => {
    let t = afterPhase1(first, [{ kind: 'quest', sheet: 'sample-quest-board', roll: 4 }], withEvent);
    t = decide(t, { type: 'quest.accept' });
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    const plain = crawled(t, crawlOutput(turnOf(t), turnOf(t).campaign.crew));
    expect(questIds(plain)).toEqual(['sample-quest-board#4']);
    expect(turnOf(plain).advanced).toEqual(['sample-quest-board#4']);
    const met = crawled(t, crawlOutput(turnOf(t), turnOf(t).campaign.crew, { notes: [eventNote] }));
    expect(turnOf(met).campaign.quests).toEqual([]);
  });
});

describe('a quest with no typed target (the player judges it)', () => {
  it('is marked done by the player on the ship after a second yes, and paid; a typed quest cannot be', () => {
    let t = take(first, 5);
    t = take(turnOf(quietTurn(t)), 1);
    expect(t.value).toEqual({ construction: 'choosing' });
    expect(turnRefusal(turnOf(t), { type: 'quest.done', id: 'sample-quest-board#1' }, content)).toMatch(
      /checks this quest against play/,
    );
    const credits = turnOf(t).campaign.credits;
    const asked = decide(t, { type: 'quest.done', id: 'sample-quest-board#5' });
    // The campaign asks again: "keep it" leaves the log as it was.
    expect(turnOf(asked).offer).toEqual({
      kind: 'quest-done',
      id: 'sample-quest-board#5',
      quest: "Sample: the smuggler's ledger",
    });
    expect(questIds(asked)).toHaveLength(2);
    const kept = decide(asked, { type: 'quest.keep' });
    expect(turnOf(kept).offer).toBeNull();
    expect(questIds(kept)).toHaveLength(2);
    expect(turnRefusal(turnOf(kept), { type: 'quest.confirm' }, content)).toMatch(/No quest waits/);
    const done = decide(asked, { type: 'quest.confirm' });
    expect(turnOf(done).offer).toBeNull();
    expect(questIds(done)).toEqual(['sample-quest-board#1']);
    expect(turnOf(done).campaign.credits).toBe(credits + 30);
    expect(turnOf(done).advanced).toContain('sample-quest-board#5');
  });
});
