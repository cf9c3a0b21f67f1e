import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import { campaignContentFrom, campaignInput, defaultChoices } from '../../../modes/campaign/campaignInput';
import type { EventLocation } from '../../../content/schemas/cgm';
import type { FightOutput } from '../groundCombat/combatTypes';
import type { CrewMember } from '../crew/crew';
import type { DungeonOutput } from '../dungeon/types';
import { carryItem, putInSlot } from '../crew/inventory';
import { EMPTY_RECORD } from '../../tilemap/types';
import { newCampaign } from './campaignState';
import { shipCatalogueOf } from './campaignShip';
import { afterCrawl, crawlInputFor } from './landing';
import type { StoryFollowUp } from './storyPhase';
import { afterStory, settleOwed, startTurns, storyParty, turnRefusal } from './turn';
import { onward, play } from './turnPhases.testkit';
import { afterEventFight } from './turnFight';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * Quests advanced and completed by play (Space Kraken §4 Capture alien, §5 phase 5, §13 Quest master),
 * through the campaign turn a player drives: a quest taken from the sample quest board, a crawl or an
 * event's fight, what it hands back, and the turn on to the quest timer.
 */

const pack = samplePack();
const built = campaignInput(pack, defaultChoices(pack));
if (!built.ok) throw new Error('the sample campaign sets up');
const content = campaignContentFrom(pack) as CampaignContent;
const first = startTurns(newCampaign(built.input.setup, shipCatalogueOf(content.ship)));
const HAULER = 'sample-derelict-ore-hauler';
const VAULT = 'sample-ice-seed-vault';

const place = (type: string): EventLocation => ({
  name: type === HAULER ? 'The hauler' : 'The vault',
  type,
  difficulty: 1,
  ao: 'NO',
  ai: 'YES',
  depth: 4,
  teleport: 0,
  condition: 'none',
  species: 'Krakens',
});

/** Phase 1 ended with these follow-ups (the story phase itself is the machine's child). */
function afterPhase1(turn: CampaignTurn, followUps: readonly Partial<StoryFollowUp>[]): CampaignTurn {
  return onward(
    afterStory(
      turn,
      {
        party: storyParty(turn),
        skips: turn.campaign.skips,
        followUps: followUps.map((f) => ({ slot: 0, leaderId: 'ada-voss', ...f }) as StoryFollowUp),
        notes: [],
      },
      content,
    ),
    content,
  );
}

/** An event offers the sample board's row `roll`, and the crew takes it. */
function take(turn: CampaignTurn, roll: number): CampaignTurn {
  const offered = afterPhase1(turn, [{ kind: 'quest', sheet: 'sample-quest-board', roll }]);
  return play(offered, { type: 'quest.accept' }, content);
}

/** The rest of this turn played straight through, with nothing done, to the next turn's phase 1. */
function quietTurn(turn: CampaignTurn): CampaignTurn {
  let t = turn.step.kind === 'story' ? afterPhase1(turn, []) : turn;
  for (let i = 0; i < 12 && !(t.step.kind === 'story' && t.campaign.turn > turn.campaign.turn); i++) {
    if (t.step.kind === 'recovery') t = play(t, { type: 'recovery.pass' }, content);
    else if (t.step.kind === 'construction') t = play(t, { type: 'construction.pass' }, content);
    else if (t.step.kind === 'free-action') t = play(t, { type: 'free.skip' }, content);
    else if (t.step.kind === 'short-visit') t = play(t, { type: 'visit.pass' }, content);
    else throw new Error(`stuck at ${t.step.kind}`);
  }
  return t;
}

/** The crawl an event starts at a location of `type` (phase 1). */
function crawlAt(turn: CampaignTurn, type: string): CampaignTurn {
  const t = afterPhase1(turn, [{ kind: 'crawl', location: place(type) }]);
  expect(t.step.kind).toBe('crawl');
  return t;
}

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
const questIds = (t: CampaignTurn) => t.campaign.quests.map((q) => q.id);

describe('a Capture quest (kraken.capture-alien)', () => {
  it('is completed when the crew comes back carrying the captive it asks for: the reward paid, the captive handed over', () => {
    let t = take(first, 1);
    expect(questIds(t)).toEqual(['sample-quest-board#1']);
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    // The crawl is told which captives to pick up: row 1 asks for one alien of any kind.
    expect(crawlInputFor(t, content).wantedCaptives).toEqual([null]);
    const [ana, ...rest] = t.campaign.crew;
    if (ana === undefined) throw new Error('no crew');
    const before = { credits: t.campaign.credits, xp: t.campaign.xp };
    const back = onward(
      afterCrawl(t, crawlOutput(t, [{ ...ana, captive: 'ink-crawler' }, ...rest]), content),
      content,
    );
    expect(back.campaign.quests).toEqual([]);
    expect(back.campaign.credits).toBe(before.credits + 15);
    expect(back.campaign.xp).toBe(before.xp + 1);
    expect(back.campaign.crew.every((m) => m.captive === null)).toBe(true);
    const fresh = back.journal.slice(t.journal.length);
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
    expect(crawlInputFor(t, content).wantedCaptives).toEqual([]);
    const [ana, ...rest] = t.campaign.crew;
    if (ana === undefined) throw new Error('no crew');
    const back = onward(
      afterCrawl(t, crawlOutput(t, [{ ...ana, captive: 'ink-crawler' }, ...rest]), content),
      content,
    );
    expect(questIds(back)).toEqual(['sample-quest-board#3']);
    expect(back.advanced).toEqual([]);
    expect(back.campaign.crew.find((m) => m.id === ana.id)?.captive).toBeNull();
    expect(kinds(back.journal.slice(t.journal.length))).toContain('captive-released');
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
  // The campaign machine settles the turn once the invoked fight hands its output back.
  const fought = (t: CampaignTurn, output: FightOutput) =>
    onward(settleOwed(afterEventFight(t, output, content), content), content);
  const eventFight = (t: CampaignTurn) =>
    afterPhase1(t, [{ kind: 'fight', foes: [{ species: 'Krakens', level: 1, count: 2 }], ambush: false }]);

  it('counts enemies put out of the fight over several fights, and is completed at its count (3)', () => {
    let t = take(first, 3);
    t = quietTurn(t);
    t = eventFight(t);
    expect(t.step.kind).toBe('fight');
    t = fought(t, fightOutput(t, [{ id: 'ink-crawler' }, { id: 'silt-squirmer' }]));
    expect(t.campaign.quests[0]?.progress).toBe(2);
    expect(t.advanced).toEqual(['sample-quest-board#3']);
    t = quietTurn(t);
    t = eventFight(t);
    const credits = t.campaign.credits;
    t = fought(t, fightOutput(t, [{ id: 'ink-crawler' }, { id: 'ink-crawler' }]));
    expect(t.campaign.quests).toEqual([]);
    expect(t.campaign.credits).toBe(credits + 25);
  });

  it('asking for a boss is not met by a common enemy', () => {
    let t = take(first, 6);
    t = quietTurn(t);
    t = eventFight(t);
    t = fought(t, fightOutput(t, [{ id: 'ink-crawler' }]));
    expect(questIds(t)).toEqual(['sample-quest-board#6']);
    expect(t.advanced).toEqual([]);
    t = quietTurn(t);
    t = eventFight(t);
    t = fought(t, fightOutput(t, [{ id: 'brood-leviathan', boss: true }]));
    expect(t.campaign.quests).toEqual([]);
  });
});

describe('the quest timer and activated quests (kraken.quest-timer)', () => {
  it('an urgent quest activated this turn (its location landed at) is not ticked; one left alone is', () => {
    // Row 2: deliver a field medkit to the ice seed vault, urgent.
    let t = take(first, 2);
    t = quietTurn(t);
    expect(t.campaign.quests[0]?.ticks).toBe(1);
    t = crawlAt(t, VAULT);
    // Nobody carries a field medkit: the vault is visited, the quest activated but not met.
    const back = onward(afterCrawl(t, crawlOutput(t, t.campaign.crew), content), content);
    expect(back.advanced).toEqual(['sample-quest-board#2']);
    const next = quietTurn(back);
    expect(next.campaign.quests[0]?.ticks).toBe(1);
    // The turn after, nothing happens to it: ticked again.
    expect(quietTurn(next).campaign.quests[0]?.ticks).toBe(2);
  });

  it('a landing elsewhere does not activate it', () => {
    let t = take(first, 2);
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    const back = onward(afterCrawl(t, crawlOutput(t, t.campaign.crew), content), content);
    expect(back.advanced).toEqual([]);
    expect(quietTurn(back).campaign.quests[0]?.ticks).toBe(2);
  });

  it('a Deliver quest is met when a crew member carries the piece there: the piece is handed over', () => {
    const medkit = pack.items.get('field-medkit');
    if (medkit === undefined) throw new Error('no medkit');
    let t = take(first, 2);
    t = quietTurn(t);
    t = crawlAt(t, VAULT);
    const crew = t.campaign.crew.map((m, i) =>
      i === 1 ? { ...m, inventory: putInSlot(m.inventory, '4', carryItem(medkit)) } : m,
    );
    const credits = t.campaign.credits;
    const back = onward(afterCrawl(t, crawlOutput(t, crew), content), content);
    expect(back.campaign.quests).toEqual([]);
    expect(back.campaign.credits).toBe(credits + 20);
    expect(back.campaign.crew[1]?.inventory['4']).toBeNull();
  });

  it('a Reach quest is met by landing at its location type', () => {
    let t = take(first, 4);
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    const back = onward(afterCrawl(t, crawlOutput(t, t.campaign.crew), content), content);
    expect(back.campaign.quests).toEqual([]);
    expect(kinds(back.journal.slice(t.journal.length))).toContain('quest-done');
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
    let t = onward(
      afterStory(
        first,
        {
          party: storyParty(first),
          skips: first.campaign.skips,
          followUps: [{ kind: 'quest', sheet: 'sample-quest-board', roll: 4, slot: 0, leaderId: 'ada-voss' }],
          notes: [],
        },
        withEvent,
      ),
      withEvent,
    );
    t = play(t, { type: 'quest.accept' }, withEvent);
    t = quietTurn(t);
    t = crawlAt(t, HAULER);
    const plain = onward(afterCrawl(t, crawlOutput(t, t.campaign.crew), withEvent), withEvent);
    expect(questIds(plain)).toEqual(['sample-quest-board#4']);
    expect(plain.advanced).toEqual(['sample-quest-board#4']);
    const met = onward(
      afterCrawl(t, crawlOutput(t, t.campaign.crew, { notes: [eventNote] }), withEvent),
      withEvent,
    );
    expect(met.campaign.quests).toEqual([]);
  });
});

describe('a quest with no typed target (the player judges it)', () => {
  it('is marked done by the player on the ship after a second yes, and paid; a typed quest cannot be', () => {
    let t = take(first, 5);
    t = take(quietTurn(t), 1);
    expect(t.step.kind).toBe('construction');
    expect(turnRefusal(t, { type: 'quest.done', id: 'sample-quest-board#1' }, content)).toMatch(
      /checks this quest against play/,
    );
    const credits = t.campaign.credits;
    const asked = play(t, { type: 'quest.done', id: 'sample-quest-board#5' }, content);
    // The campaign asks again: "keep it" leaves the log as it was.
    expect(asked.offer).toEqual({
      kind: 'quest-done',
      id: 'sample-quest-board#5',
      quest: "Sample: the smuggler's ledger",
    });
    expect(questIds(asked)).toHaveLength(2);
    const kept = play(asked, { type: 'quest.keep' }, content);
    expect(kept.offer).toBeNull();
    expect(questIds(kept)).toHaveLength(2);
    expect(turnRefusal(kept, { type: 'quest.confirm' }, content)).toMatch(/No quest waits/);
    const done = play(asked, { type: 'quest.confirm' }, content);
    expect(done.offer).toBeNull();
    expect(questIds(done)).toEqual(['sample-quest-board#1']);
    expect(done.campaign.credits).toBe(credits + 30);
    expect(done.advanced).toContain('sample-quest-board#5');
  });
});
