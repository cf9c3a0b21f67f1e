import { ltStartCoordinate } from '../../../content/cgm/coordinates';
import type { EventLocation } from '../../../content/schemas/cgm';
import { freeSlot, startLine } from '../cgm/state';
import type { AttributeName } from '../crew';
import { isActive } from '../crew';
import { levelUp } from '../levelUp';
import { needTable, type RollNeed } from '../rolls';
import { campaignOutcome, recoverCampaign, type CampaignState } from './campaignState';
import { passConstructionPhase } from './construction';
import type { EventTarget } from './eventEffects';
import { acceptQuest, questFromSheet, questOfferNeed, questTimerPhase } from './quests';
import { mayRecover, type RecoveryPoint } from './recovery';
import { eraseLocation, logLocation, starmapCapacity, type LoggedLocation } from './starmap';
import type { StoryFollowUp, StoryNote } from './storyPhase';
import { nextTurnSkips, type SkipRecord } from './storyTurn';
import type { CampaignContent, CampaignTurn, TurnNote, TurnPhase, TurnStep } from './turn.types';

/**
 * Space Kraken §5 the campaign turn (kraken.turn-phases): phase 1 the story lines, then what their events
 * asked for (items, new lines, locations, crawls, quests, the victory), phase 2 ship construction, phase 3
 * one free action, phase 4 the short visit, phase 5 the quest timer, and Recovery at the points the rules
 * allow. Pure: the campaign machine invokes the story phase and the crawl where `step` says so, asks for
 * the dice `turnNeed` names and sends the player's decisions through `turnRefusal` and `decideTurn`.
 *
 * Stand-ins until their rules land, each said so in the log and the prompt: a space flight (phase 3;
 * the space rules), an event's fight and trader, the grade-5 shop. Phase 2 can only pass or cancel a build
 * while the ship rules (hulls and systems to build) are missing; phase 4 is skipped as the rules say for a
 * ship with no teleporter, which is every ship until the ship rules land.
 */

export type TurnDecision =
  | { readonly type: 'quest.accept' }
  | { readonly type: 'quest.decline' }
  | { readonly type: 'starmap.erase'; readonly key: string }
  | { readonly type: 'starmap.drop' }
  | { readonly type: 'recovery.take' }
  | { readonly type: 'recovery.pass' }
  | { readonly type: 'construction.pass' }
  | { readonly type: 'construction.cancel' }
  | { readonly type: 'free.land'; readonly key: string }
  | { readonly type: 'free.line'; readonly slot: number }
  | { readonly type: 'free.flight' }
  | { readonly type: 'free.skip' }
  | { readonly type: 'crew.levelUp'; readonly crewId: string; readonly attribute: AttributeName };

const NO_FLAGS = { fightOrCrawlInPhase1: false, returnedInPhase3: false, recovered: false } as const;

/** The first turn of a new campaign: phase 1 begins. */
export function startTurns(campaign: CampaignState): CampaignTurn {
  return {
    campaign,
    step: { kind: 'story', phase: 1, only: null },
    pending: [],
    offer: null,
    flags: NO_FLAGS,
    advanced: [],
    storage: [],
    visits: {},
    nextKey: 1,
    journal: [{ kind: 'turn', turn: campaign.turn }],
  };
}

const say = (turn: CampaignTurn, ...notes: TurnNote[]): CampaignTurn => ({
  ...turn,
  journal: [...turn.journal, ...notes],
});

/** The part of the campaign a story phase works on. */
export function storyParty(turn: CampaignTurn): EventTarget {
  const { crew, credits, xp, oxygen, oxygenCapacity, cgm } = turn.campaign;
  return { crew, credits, xp, oxygen, oxygenCapacity, cgm };
}

/** The story phase is over: its party and skips kept, its notes logged, its follow-ups owed. */
export function afterStory(
  turn: CampaignTurn,
  output: {
    readonly party: EventTarget;
    readonly skips: SkipRecord;
    readonly followUps: readonly StoryFollowUp[];
    readonly notes: readonly StoryNote[];
  },
  content: CampaignContent,
): CampaignTurn {
  if (turn.step.kind !== 'story') return turn;
  const { crew, credits, xp, oxygen, oxygenCapacity, cgm } = output.party;
  const next: CampaignTurn = {
    ...turn,
    campaign: { ...turn.campaign, crew, credits, xp, oxygen, oxygenCapacity, cgm, skips: output.skips },
    step: { kind: 'follow-ups', phase: turn.step.phase },
    pending: [...turn.pending, ...output.followUps],
    journal: [...turn.journal, ...output.notes.map((note): TurnNote => ({ kind: 'story', note }))],
  };
  return settle(next, content);
}

/** The head follow-up's die, when it needs one: a d20 start for a new line, a d6 quest row. */
export function turnNeed(turn: CampaignTurn, content: CampaignContent): RollNeed | null {
  if (turn.step.kind !== 'follow-ups' || turn.offer !== null) return null;
  const head = turn.pending[0];
  if (head === undefined) return null;
  if (head.kind === 'start-line' && head.start === undefined && freeSlot(turn.campaign.cgm) !== null)
    return needTable(
      'story-line',
      `${head.name}: the new story line's start coordinate (d20, 1AA to 1AT)`,
      'kraken.story-trigger',
      'd20',
    );
  if (head.kind === 'quest' && head.roll === undefined) {
    const sheet = content.questSheets.find((q) => q.id === head.sheet);
    if (sheet !== undefined) return questOfferNeed(sheet);
  }
  return null;
}

/** The face the head follow-up's die showed. */
export function answerTurn(turn: CampaignTurn, face: number, content: CampaignContent): CampaignTurn {
  const head = turn.pending[0];
  if (head === undefined || turnNeed(turn, content) === null) throw new Error('No die is awaited.');
  const rest = { ...turn, pending: turn.pending.slice(1) };
  if (head.kind === 'start-line')
    return settle(startNewLine(rest, head.name, ltStartCoordinate(face)), content);
  if (head.kind === 'quest') return settle(offerQuest(rest, head.sheet, face, content), content);
  throw new Error('No die is awaited.');
}

function startNewLine(turn: CampaignTurn, name: string, at: string): CampaignTurn {
  const slot = freeSlot(turn.campaign.cgm);
  // Space Kraken §6: a new line needs a free slot; an unfinished line is never erased to make room.
  if (slot === null) return say(turn, { kind: 'no-line-slot', name });
  const cgm = startLine(turn.campaign.cgm, slot, name, at);
  return say({ ...turn, campaign: { ...turn.campaign, cgm } }, { kind: 'line-started', name, slot, at });
}

function offerQuest(
  turn: CampaignTurn,
  sheetId: string,
  roll: number,
  content: CampaignContent,
): CampaignTurn {
  const sheet = content.questSheets.find((q) => q.id === sheetId);
  const quest = sheet === undefined ? null : questFromSheet(sheet, roll);
  if (quest === null) return say(turn, { kind: 'quest-none', sheet: sheetId, roll });
  return { ...turn, offer: { kind: 'quest', quest } };
}

function newEntry(turn: CampaignTurn, location: EventLocation, content: CampaignContent): LoggedLocation {
  const type = content.locationTypes.find((t) => t.id === location.type);
  return {
    key: `L${turn.nextKey}`,
    name: location.name ?? type?.name ?? location.type,
    location,
    fromStory: true,
  };
}

function noteLocation(turn: CampaignTurn, entry: LoggedLocation): CampaignTurn {
  const logged = logLocation(turn.campaign.starmap, entry, starmapCapacity(turn.campaign.hyperNavMemory));
  if ('refused' in logged) return { ...turn, offer: { kind: 'starmap-full', entry } };
  return say(
    { ...turn, campaign: { ...turn.campaign, starmap: logged.log }, nextKey: turn.nextKey + 1 },
    { kind: 'location-logged', name: entry.name },
  );
}

/** One follow-up that needs neither a die nor the player, applied. */
function applyFollowUp(turn: CampaignTurn, head: StoryFollowUp, content: CampaignContent): CampaignTurn {
  switch (head.kind) {
    case 'item':
      return say(
        { ...turn, storage: [...turn.storage, head.item] },
        { kind: 'item-stored', item: head.item, leaderId: head.leaderId },
      );
    case 'start-line':
      // Without a start (a d20 is rolled) and no free slot, the line cannot start: turnNeed asked no die.
      return startNewLine(turn, head.name, head.start ?? '');
    case 'location':
      return noteLocation(turn, newEntry(turn, head.location, content));
    case 'crawl': {
      const phase = turn.step.kind === 'follow-ups' ? turn.step.phase : 1;
      const name = newEntry(turn, head.location, content).name;
      return say(
        {
          ...turn,
          step: { kind: 'crawl', phase, name, location: head.location, key: null },
          flags: phase === 1 ? { ...turn.flags, fightOrCrawlInPhase1: true } : turn.flags,
        },
        { kind: 'crawl-start', name },
      );
    }
    case 'fight':
      return say(turn, {
        kind: 'stand-in',
        what: 'fight',
        detail: head.foes.map((f) => `${f.count} × ${f.species} level ${f.level}`).join(', '),
      });
    case 'trader':
      return say(turn, { kind: 'stand-in', what: 'trader', detail: `${head.trader}, grade ${head.grade}` });
    case 'quest':
      return head.roll === undefined
        ? say(turn, { kind: 'quest-none', sheet: head.sheet, roll: 0 })
        : offerQuest(turn, head.sheet, head.roll, content);
    case 'victory':
      return say(
        { ...turn, campaign: { ...turn.campaign, victory: head.text } },
        { kind: 'victory', text: head.text },
      );
  }
}

/** Phase 2 opens: a build under way passes one construction phase (paid when done, failed if unpaid). */
function openConstruction(turn: CampaignTurn): CampaignTurn {
  const at: CampaignTurn = { ...turn, step: { kind: 'construction' } };
  const build = turn.campaign.construction;
  if (build === null) return at;
  const passed = passConstructionPhase(build, turn.campaign.credits);
  switch (passed.kind) {
    case 'building':
      return say(
        { ...at, campaign: { ...at.campaign, construction: passed.construction } },
        { kind: 'construction', step: 'building', what: build.what },
      );
    case 'done':
      return say(
        { ...at, campaign: { ...at.campaign, construction: null, credits: passed.credits } },
        { kind: 'construction', step: 'done', what: build.what },
      );
    case 'failed':
      return say(
        { ...at, campaign: { ...at.campaign, construction: null } },
        { kind: 'construction', step: 'failed', what: build.what },
      );
  }
}

/** Phases 4 and 5, then the fallback Recovery or the next turn. */
function afterPhase3(turn: CampaignTurn): CampaignTurn {
  if (mayRecover('after-phase-3', turn.flags))
    return { ...turn, step: { kind: 'recovery', at: 'after-phase-3' } };
  return phases4and5(turn);
}

function phases4and5(turn: CampaignTurn): CampaignTurn {
  // §5 Phase 4: a ship with no teleporter skips the short visit (no ship has one until the ship rules land).
  let next = say(turn, { kind: 'visit-skipped' });
  const timer = questTimerPhase(next.campaign.quests, new Set(next.advanced));
  if (timer.skipped) next = say(next, { kind: 'timer-skipped' });
  else {
    const ticked = timer.log
      .filter((q) => q.urgent && !next.advanced.includes(q.id))
      .map((q): TurnNote => ({ kind: 'quest-ticked', quest: q.quest.quest, ticks: q.ticks }));
    const failed = timer.failed.map((q): TurnNote => ({ kind: 'quest-failed', quest: q.quest.quest }));
    next = say({ ...next, campaign: { ...next.campaign, quests: timer.log } }, ...ticked, ...failed);
  }
  if (mayRecover('after-phase-5', next.flags))
    return { ...next, step: { kind: 'recovery', at: 'after-phase-5' } };
  return nextTurn(next);
}

function nextTurn(turn: CampaignTurn): CampaignTurn {
  const campaign: CampaignState = {
    ...turn.campaign,
    turn: turn.campaign.turn + 1,
    skips: nextTurnSkips(turn.campaign.skips),
  };
  return say(
    {
      ...turn,
      campaign,
      step: { kind: 'story', phase: 1, only: null },
      flags: NO_FLAGS,
      advanced: [],
    },
    { kind: 'turn', turn: campaign.turn },
  );
}

/** Where the turn goes once a Recovery is taken or passed. */
function afterRecovery(turn: CampaignTurn, at: RecoveryPoint): CampaignTurn {
  switch (at) {
    case 'after-phase-1':
      return openConstruction(turn);
    case 'after-phase-3':
      return phases4and5(turn);
    case 'after-phase-5':
      return nextTurn(turn);
  }
}

/**
 * Applies every step that needs neither a die nor the player: follow-ups in order, the end of the follow-ups
 * (a Recovery or the next phase), the end of the campaign. Stops where the machine or the player must act.
 */
export function settle(start: CampaignTurn, content: CampaignContent): CampaignTurn {
  let turn = start;
  for (let guard = 0; guard < 1000; guard += 1) {
    if (turn.step.kind === 'over') return turn;
    const outcome = campaignOutcome(turn.campaign);
    if (outcome !== null) {
      const ended = outcome === 'defeat' ? say(turn, { kind: 'defeat' }) : turn;
      return { ...ended, step: { kind: 'over' }, offer: null };
    }
    if (turn.step.kind !== 'follow-ups' || turn.offer !== null || turnNeed(turn, content) !== null)
      return turn;
    const [head, ...rest] = turn.pending;
    if (head === undefined) {
      const phase = turn.step.phase;
      if (phase === 1)
        return mayRecover('after-phase-1', turn.flags)
          ? { ...turn, step: { kind: 'recovery', at: 'after-phase-1' } }
          : openConstruction(turn);
      turn = afterPhase3(turn);
      continue;
    }
    turn = applyFollowUp({ ...turn, pending: rest }, head, content);
  }
  throw new Error('The campaign turn did not settle.');
}

const alive = (turn: CampaignTurn) => turn.campaign.crew.filter((c) => c.condition !== 'killed');

/** Why the decision is refused now, naming the rule; null when it is allowed. */
export function turnRefusal(turn: CampaignTurn, d: TurnDecision): string | null {
  const step = turn.step;
  const offer = turn.offer;
  switch (d.type) {
    case 'quest.accept':
    case 'quest.decline':
      return offer?.kind === 'quest' ? null : 'No quest is offered now (kraken.quest-master).';
    case 'starmap.erase': {
      const open = offer?.kind === 'starmap-full' || step.kind === 'free-action';
      if (!open) return 'The Starmap log is not being changed now (kraken.starmap-log).';
      return turn.campaign.starmap.some((l) => l.key === d.key)
        ? null
        : 'That location is not on the Starmap log (kraken.starmap-log).';
    }
    case 'starmap.drop':
      return offer?.kind === 'starmap-full' ? null : 'No new location waits for the Starmap log.';
    case 'recovery.take':
    case 'recovery.pass':
      return step.kind === 'recovery' ? null : 'A Recovery is not allowed now (kraken.recovery).';
    case 'construction.pass':
      return step.kind === 'construction'
        ? null
        : 'It is not the ship construction phase (kraken.turn-phases).';
    case 'construction.cancel':
      if (step.kind !== 'construction') return 'It is not the ship construction phase (kraken.turn-phases).';
      return turn.campaign.construction === null ? 'Nothing is being built.' : null;
    case 'free.land':
      if (step.kind !== 'free-action') return 'It is not the free action phase (kraken.free-action).';
      if (!turn.campaign.starmap.some((l) => l.key === d.key))
        return 'Only a location on the Starmap log can be landed at without a flight (kraken.free-action).';
      return alive(turn).some(isActive) ? null : 'Nobody is fit to go down (kraken.free-action).';
    case 'free.line': {
      if (step.kind !== 'free-action') return 'It is not the free action phase (kraken.free-action).';
      const line = turn.campaign.cgm.lines[d.slot];
      return line === null || line === undefined
        ? 'No story line runs in that slot (kraken.story-lines).'
        : null;
    }
    case 'free.flight':
    case 'free.skip':
      return step.kind === 'free-action' ? null : 'It is not the free action phase (kraken.free-action).';
    case 'crew.levelUp': {
      if (step.kind !== 'construction' && step.kind !== 'free-action' && step.kind !== 'recovery')
        return 'Levels are bought on the ship, between phases (kraken.level-up).';
      const member = alive(turn).find((c) => c.id === d.crewId);
      if (member === undefined) return 'That crew member is not on the ship.';
      const raised = levelUp(member, turn.campaign.xp, { kind: 'attribute', attribute: d.attribute });
      return raised.ok ? null : `${raised.reason} (kraken.level-up)`;
    }
  }
}

function fail(message: string): never {
  // A refused decision never reaches here: the machine asks turnRefusal first.
  throw new Error(message);
}

/** An accepted decision applied, then the turn settled. */
export function decideTurn(turn: CampaignTurn, d: TurnDecision, content: CampaignContent): CampaignTurn {
  const refused = turnRefusal(turn, d);
  if (refused !== null) fail(refused);
  const c = turn.campaign;
  switch (d.type) {
    case 'quest.accept': {
      if (turn.offer?.kind !== 'quest') return fail('No quest.');
      const quest = turn.offer.quest;
      const taken = acceptQuest(c.quests, quest);
      const next = { ...turn, offer: null };
      return settle(
        'refused' in taken
          ? say(next, { kind: 'quest-declined', quest: quest.quest })
          : say(
              { ...next, campaign: { ...c, quests: taken.log } },
              { kind: 'quest-taken', quest: quest.quest },
            ),
        content,
      );
    }
    case 'quest.decline':
      if (turn.offer?.kind !== 'quest') return fail('No quest.');
      return settle(
        say({ ...turn, offer: null }, { kind: 'quest-declined', quest: turn.offer.quest.quest }),
        content,
      );
    case 'starmap.erase': {
      const erased = eraseLocation(c.starmap, d.key);
      if ('refused' in erased) return fail(erased.refused);
      const gone = c.starmap.find((l) => l.key === d.key)?.name ?? d.key;
      const after = say(
        { ...turn, campaign: { ...c, starmap: erased.log } },
        { kind: 'location-erased', name: gone },
      );
      if (turn.offer?.kind !== 'starmap-full') return after;
      return settle(noteLocation({ ...after, offer: null }, turn.offer.entry), content);
    }
    case 'starmap.drop':
      if (turn.offer?.kind !== 'starmap-full') return fail('No location waits.');
      return settle(
        say(
          { ...turn, offer: null, nextKey: turn.nextKey + 1 },
          { kind: 'location-dropped', name: turn.offer.entry.name },
        ),
        content,
      );
    case 'recovery.take':
    case 'recovery.pass': {
      if (turn.step.kind !== 'recovery') return fail('No Recovery.');
      const at = turn.step.at;
      const next =
        d.type === 'recovery.take'
          ? say(
              { ...turn, campaign: recoverCampaign(c), flags: { ...turn.flags, recovered: true } },
              { kind: 'recovered', at },
            )
          : say(turn, { kind: 'recovery-passed', at });
      return settle(afterRecovery(next, at), content);
    }
    case 'construction.pass':
      return settle({ ...turn, step: { kind: 'free-action' } }, content);
    case 'construction.cancel':
      // §7: a build may be cancelled at any time; what was paid is not refunded.
      return say(
        { ...turn, campaign: { ...c, construction: null } },
        { kind: 'construction-cancelled', what: c.construction?.what ?? '' },
      );
    case 'free.land': {
      const logged = c.starmap.find((l) => l.key === d.key) ?? fail('Not on the log.');
      return say(
        {
          ...turn,
          step: { kind: 'crawl', phase: 3, name: logged.name, location: logged.location, key: logged.key },
        },
        { kind: 'crawl-start', name: logged.name },
      );
    }
    case 'free.line':
      return { ...turn, step: { kind: 'story', phase: 3, only: d.slot } };
    case 'free.flight':
      return settle(
        afterPhase3(
          say(turn, { kind: 'stand-in', what: 'flight', detail: 'the space rules are not built yet' }),
        ),
        content,
      );
    case 'free.skip':
      return settle(afterPhase3(turn), content);
    case 'crew.levelUp': {
      const member = c.crew.find((m) => m.id === d.crewId) ?? fail('No such crew member.');
      const raised = levelUp(member, c.xp, { kind: 'attribute', attribute: d.attribute });
      if (!raised.ok) return fail(raised.reason);
      return say(
        {
          ...turn,
          campaign: { ...c, xp: raised.xp, crew: c.crew.map((m) => (m.id === d.crewId ? raised.crew : m)) },
        },
        { kind: 'level-up', crewId: d.crewId, level: raised.crew.level },
      );
    }
  }
}

/** The step the machine is at, by what it must do there. */
export function turnStage(
  turn: CampaignTurn,
  content: CampaignContent,
): 'story' | 'crawl' | 'dice' | 'offer' | 'recovery' | 'construction' | 'free-action' | 'over' {
  const step: TurnStep = turn.step;
  if (step.kind === 'over') return 'over';
  if (step.kind === 'story' || step.kind === 'crawl' || step.kind === 'recovery') return step.kind;
  if (step.kind === 'construction' || step.kind === 'free-action') return step.kind;
  if (turnNeed(turn, content) !== null) return 'dice';
  return 'offer';
}

/** The phase a player reads on the turn's heading. */
export function phaseOf(turn: CampaignTurn): TurnPhase | 2 | 5 | null {
  const step = turn.step;
  switch (step.kind) {
    case 'story':
    case 'follow-ups':
    case 'crawl':
      return step.phase;
    case 'construction':
      return 2;
    case 'free-action':
      return 3;
    case 'recovery':
      return step.at === 'after-phase-1' ? 1 : step.at === 'after-phase-3' ? 3 : 5;
    case 'over':
      return null;
  }
}
