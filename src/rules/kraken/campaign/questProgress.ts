import type { QuestTarget } from '../../../content/schemas/quest';
import { stillWanted, type WantedCaptive, captivesAskedBy } from '../crew/captives';
import type { CrewMember } from '../crew/crew';
import type { DefeatedFoe } from '../dungeon/types';
import { putInSlot, SLOT_IDS, type SlotId } from '../crew/inventory';
import type { CampaignState } from './campaignState';
import { completeQuest, type LoggedQuest } from './quests';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * Quests advanced and completed by what play did (Space Kraken §4 Capture alien, §5 phase 5, §13 Quest
 * master; kraken.quest-master, kraken.quest-timer, kraken.capture-alien). When a crawl or an event's fight
 * is over, its facts — the enemies put out of the fight, the captives the crew carries back aboard, where
 * the crew landed and what it carries there — are checked against each quest's typed target. A quest met
 * is completed: erased, its reward paid (credits, and XP to the crew's pool as every other XP is), noted. A
 * quest that moved on, or whose location the crew landed at, is activated this turn: phase 5 does not tick
 * it. An objective with no typed target is the player's to judge (`markQuestDone`). Pure.
 *
 * Readings (kraken.quest-timer, kraken.capture-alien):
 * - "Activated" is a quest that made progress this turn (a captive handed over, an enemy it counts put out
 *   of the fight) or whose target location the crew landed at, whether or not the quest is finished.
 * - A Defeat quest counts enemies killed or captured in ground combats after it was taken, over any
 *   number of fights; the same enemy may count for two Defeat quests.
 * - A Capture quest's captives are handed over when the crew is back aboard and leave the campaign; a
 *   captive no quest takes is released there, so nobody carries one into the next crawl.
 * - A Deliver quest is met when the crew lands at its location with a crew member carrying the piece; the
 *   piece is handed over (gone from that crew member's slot).
 */

export interface QuestFacts {
  /** Enemies the fights put out of the fight (killed or captured), by profile id. */
  readonly defeated: readonly DefeatedFoe[];
  /** The location type the crew landed at, or null (a fight at the ship's doorstep). */
  readonly landedAt: string | null;
  /** An Event tile was set off on the crawl (§13 Event: it may be a quest's objective). */
  readonly eventTile?: boolean | undefined;
}

export interface QuestAdvance {
  readonly campaign: CampaignState;
  /** Ids of the quests activated now. */
  readonly advanced: readonly string[];
  readonly notes: readonly TurnNote[];
}

/** The captives the Capture quests in the log still ask for (an input of the crawl). */
export function captivesWanted(log: readonly LoggedQuest[]): readonly WantedCaptive[] {
  return log.flatMap((q) => captivesAskedBy(q.quest.objective, q.progress ?? 0));
}

const living = (m: CrewMember) => m.condition !== 'killed';

function matchesFoe(target: QuestTarget, foe: DefeatedFoe): boolean {
  if (target.boss === true && !foe.boss) return false;
  return target.enemy === undefined || target.enemy === foe.enemy;
}

/** The crew member's slot holding piece `id` (a weapon or an item), or null. */
function slotHolding(member: CrewMember, id: string): SlotId | null {
  for (const slot of SLOT_IDS) {
    const held = member.inventory[slot];
    if (held?.kind === 'weapon' && held.weapon.id === id) return slot;
    if (held?.kind === 'item' && held.item.id === id) return slot;
  }
  return null;
}

interface Work {
  campaign: CampaignState;
  advanced: string[];
  notes: TurnNote[];
}

/** One quest's progress `by` more: completed when it reaches its count, else noted. */
function moveOn(work: Work, quest: LoggedQuest, by: number, count: number): void {
  work.advanced.push(quest.id);
  const done = (quest.progress ?? 0) + by;
  if (done >= count) {
    complete(work, quest.id);
    return;
  }
  const c = work.campaign;
  work.campaign = {
    ...c,
    quests: c.quests.map((q) => (q.id === quest.id ? { ...q, progress: done } : q)),
  };
  if (by > 0) work.notes.push({ kind: 'quest-progress', quest: quest.quest.quest, done, of: count });
}

function complete(work: Work, id: string): void {
  const c = work.campaign;
  const done = completeQuest(c.quests, id);
  if ('refused' in done) return;
  const quest = c.quests.find((q) => q.id === id)?.quest.quest ?? id;
  work.campaign = {
    ...c,
    quests: done.log,
    credits: c.credits + done.reward.credits,
    xp: c.xp + done.reward.xp,
  };
  work.notes.push({ kind: 'quest-done', quest, credits: done.reward.credits, xp: done.reward.xp });
}

/** Hands the captives a Capture quest takes over, and releases the rest. */
function handOverCaptives(work: Work, enemyName: (id: string) => string): void {
  for (const quest of work.campaign.quests) {
    const target = quest.quest.objective.target;
    if (quest.quest.objective.kind !== 'capture' || target === undefined) continue;
    const asked = captivesAskedBy(quest.quest.objective, quest.progress ?? 0);
    let open = [...asked];
    let given = 0;
    const crew = work.campaign.crew.map((m) => {
      if (m.captive === null || !living(m)) return m;
      const left = stillWanted([m], open);
      if (left.length === open.length) return m;
      open = [...left];
      given += 1;
      work.notes.push({
        kind: 'captive-handed',
        crewId: m.id,
        enemy: enemyName(m.captive),
        quest: quest.quest.quest,
      });
      return { ...m, captive: null };
    });
    if (given === 0) continue;
    work.campaign = { ...work.campaign, crew };
    moveOn(work, quest, given, target.count ?? 1);
  }
  const crew = work.campaign.crew.map((m) => {
    if (m.captive === null) return m;
    if (living(m)) work.notes.push({ kind: 'captive-released', crewId: m.id, enemy: enemyName(m.captive) });
    return { ...m, captive: null };
  });
  work.campaign = { ...work.campaign, crew };
}

/**
 * The crew is back aboard (or the event's fight is over): each quest in the log checked against the
 * facts, in the log's order; captives handed over or released.
 */
export function advanceQuests(
  campaign: CampaignState,
  facts: QuestFacts,
  enemyName: (id: string) => string = (id) => id,
  fresh: ReadonlySet<string> = new Set(),
): QuestAdvance {
  const work: Work = { campaign, advanced: [], notes: [] };
  handOverCaptives(work, enemyName);
  for (const quest of [...work.campaign.quests]) {
    const { kind, target } = quest.quest.objective;
    // Reading (kraken.quest-master): a quest taken on this very crawl counts only what follows it — the
    // captives picked up for it; the fights before it and the landing that found it are not its own.
    if (target === undefined || work.advanced.includes(quest.id) || fresh.has(quest.id)) continue;
    switch (kind) {
      case 'capture':
        break;
      case 'defeat': {
        const count = target.count ?? 1;
        const by = facts.defeated.filter((foe) => matchesFoe(target, foe)).length;
        if (by > 0) moveOn(work, quest, Math.min(by, count - (quest.progress ?? 0)), count);
        break;
      }
      case 'reach':
        if (facts.landedAt === null || facts.landedAt !== target.location) break;
        // Reading (kraken.quest-master): a Reach quest that asks for an Event tile is met only when one was
        // set off there; landing without it activates the quest (its location visited).
        if (target.event === true && facts.eventTile !== true) work.advanced.push(quest.id);
        else moveOn(work, quest, 1, 1);
        break;
      case 'deliver': {
        if (facts.landedAt === null || facts.landedAt !== target.location) break;
        const item = target.item ?? '';
        const carrier = work.campaign.crew.find((m) => living(m) && slotHolding(m, item) !== null);
        if (carrier === undefined) {
          // The crew came without the piece: the quest is activated (its location visited), not met.
          work.advanced.push(quest.id);
          break;
        }
        const slot = slotHolding(carrier, item) ?? 'L';
        work.campaign = {
          ...work.campaign,
          crew: work.campaign.crew.map((m) =>
            m.id === carrier.id ? { ...m, inventory: putInSlot(m.inventory, slot, null) } : m,
          ),
        };
        work.notes.push({ kind: 'quest-delivered', crewId: carrier.id, quest: quest.quest.quest });
        moveOn(work, quest, 1, 1);
        break;
      }
    }
  }
  return { campaign: work.campaign, advanced: work.advanced, notes: work.notes };
}

/**
 * The player marks a quest done whose objective has no typed target (Reading, kraken.quest-master: the
 * sheet's own words judge it, so the player does): completed and paid like any other. Null when refused.
 */
export function markQuestDoneRefusal(campaign: CampaignState, id: string): string | null {
  const quest = campaign.quests.find((q) => q.id === id);
  if (quest === undefined) return 'That quest is not in the quest log (kraken.quest-master).';
  if (quest.quest.objective.target !== undefined)
    return 'The campaign checks this quest against play: it is done when play meets it (kraken.quest-master).';
  return null;
}

export function markQuestDone(campaign: CampaignState, id: string): QuestAdvance {
  const work: Work = { campaign, advanced: [], notes: [] };
  if (markQuestDoneRefusal(campaign, id) !== null) return work;
  work.advanced.push(id);
  complete(work, id);
  return work;
}

/** The turn once a crawl's or a fight's facts are checked: quests moved on, activated ones remembered. */
export function questsAfterPlay(
  turn: CampaignTurn,
  facts: QuestFacts,
  content: CampaignContent,
  fresh: ReadonlySet<string> = new Set(),
): CampaignTurn {
  const names = new Map(content.combat.enemyProfiles.map((p) => [p.id, p.name]));
  const moved = advanceQuests(turn.campaign, facts, (id) => names.get(id) ?? id, fresh);
  return {
    ...turn,
    campaign: moved.campaign,
    advanced: [...turn.advanced, ...moved.advanced.filter((id) => !turn.advanced.includes(id))],
    journal: [...turn.journal, ...moved.notes],
  };
}
