import type { EventLocation } from '../../../content/schemas/cgm';
import { placementRefusal, placeSystem } from '../ship/fitting';
import { repairAll } from '../ship/repair';
import type { CampaignState } from './campaignState';
import { hasTeleporter, shipCatalogueOf, starmapSlots } from './campaignShip';
import { constructionCost, passConstructionPhase } from './construction';
import { payQuestPenalties, storedId } from './questPenalty';
import { questTimerPhase } from './quests';
import { mayRecover, type RecoveryPoint } from './recovery';
import { visitOptions } from './shortVisit';
import { logLocation, type LoggedLocation } from './starmap';
import { nextTurnSkips } from './storyTurn';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * The campaign turn's phase changes (Space Kraken §5; kraken.turn-phases): phase 2 opening (repairs, the
 * destroyed systems erased, a build moved on), phase 3 ending into phase 4 (the short visit), phase 5 (the
 * quest timer), Recovery at its points and the next turn. Pure; `turn.ts` settles the turn around them.
 */

export const NO_FLAGS = { fightOrCrawlInPhase1: false, returnedInPhase3: false, recovered: false } as const;

export const say = (turn: CampaignTurn, ...notes: TurnNote[]): CampaignTurn => ({
  ...turn,
  journal: [...turn.journal, ...notes],
});

/** A Starmap entry for a location under the log's next key. */
export function newEntry(
  turn: CampaignTurn,
  location: EventLocation,
  content: CampaignContent,
  fromStory: boolean,
): LoggedLocation {
  const type = content.locationTypes.find((t) => t.id === location.type);
  return {
    key: `L${turn.nextKey}`,
    name: location.name ?? type?.name ?? location.type,
    location,
    fromStory,
  };
}

/** Notes a location on the Starmap log, or offers to erase one for it when the log is full. */
export function noteLocation(
  turn: CampaignTurn,
  entry: LoggedLocation,
  content: CampaignContent,
): CampaignTurn {
  const c = turn.campaign;
  const slots = starmapSlots(shipCatalogueOf(content.ship), c.ship);
  const logged = logLocation(c.starmap, entry, slots);
  if ('refused' in logged) return { ...turn, offer: { kind: 'starmap-full', entry } };
  return say(
    { ...turn, campaign: { ...c, starmap: logged.log }, nextKey: turn.nextKey + 1 },
    { kind: 'location-logged', name: entry.name },
  );
}

/**
 * §7 Phase 2 opens: damaged systems are repaired for free, destroyed ones erased from the sheet for good,
 * and a build under way passes one construction phase (paid when done and fitted, failed if unpaid).
 */
export function openConstruction(turn: CampaignTurn, content: CampaignContent): CampaignTurn {
  const c = turn.campaign;
  const damaged = c.ship.fitted.filter((f) => f.damaged).length;
  const catalogue = shipCatalogueOf(content.ship);
  const erased = c.destroyedSystems.map((d) => catalogue.systems.get(d.systemId)?.name ?? d.systemId);
  let at: CampaignTurn = {
    ...turn,
    step: { kind: 'construction' },
    campaign: { ...c, ship: repairAll(c.ship), destroyedSystems: [] },
  };
  if (damaged > 0) at = say(at, { kind: 'ship-repaired', systems: damaged });
  if (erased.length > 0) at = say(at, { kind: 'ship-erased', systems: erased });
  const build = at.campaign.construction;
  if (build === null) return at;
  const passed = passConstructionPhase(build, at.campaign.credits);
  const what = build.what;
  switch (passed.kind) {
    case 'building':
      return say(
        { ...at, campaign: { ...at.campaign, construction: passed.construction } },
        { kind: 'construction', step: 'building', what, cost: constructionCost(build) },
      );
    case 'done': {
      // Reading (kraken.ship-construction): the box was kept for the build, so the finished system fits.
      const ship = at.campaign.ship;
      const fitted =
        placementRefusal(catalogue, ship, build.request) === null
          ? placeSystem(catalogue, ship, build.request)
          : ship;
      return say(
        { ...at, campaign: { ...at.campaign, construction: null, credits: passed.credits, ship: fitted } },
        { kind: 'construction', step: 'done', what, cost: passed.paid },
      );
    }
    case 'failed':
      return say(
        { ...at, campaign: { ...at.campaign, construction: null } },
        { kind: 'construction', step: 'failed', what, cost: passed.cost },
      );
  }
}

/** Phase 3 is over: its Recovery if the crew came back from a crawl, else phase 4. */
export function afterPhase3(turn: CampaignTurn, content: CampaignContent): CampaignTurn {
  if (mayRecover('after-phase-3', turn.flags))
    return { ...turn, step: { kind: 'recovery', at: 'after-phase-3' } };
  return phase4(turn, content);
}

/** §5 Phase 4: with a working teleporter and a trader in reach, the short visit waits; else phase 5. */
export function phase4(turn: CampaignTurn, content: CampaignContent): CampaignTurn {
  const c = turn.campaign;
  if (!hasTeleporter(shipCatalogueOf(content.ship), c.ship))
    return phase5(say(turn, { kind: 'visit-skipped', why: 'no-teleporter' }));
  if (visitOptions(turn, content).length === 0)
    return phase5(say(turn, { kind: 'visit-skipped', why: 'no-trader' }));
  return { ...turn, step: { kind: 'short-visit' } };
}

/** §5 Phase 5, the quest timer, then the Recovery kept for the turn's end or the next turn. */
export function phase5(turn: CampaignTurn): CampaignTurn {
  let next = turn;
  const timer = questTimerPhase(next.campaign.quests, new Set(next.advanced));
  if (timer.skipped) next = say(next, { kind: 'timer-skipped' });
  else {
    const ticked = timer.log
      .filter((q) => q.urgent && !next.advanced.includes(q.id))
      .map((q): TurnNote => ({ kind: 'quest-ticked', quest: q.quest.quest, ticks: q.ticks }));
    // §5 phase 5: a quest failed at its fourth tick has its penalty paid (the quest sheet's typed effects).
    const paid = payQuestPenalties(next.campaign, next.campaign.storage, timer.failed, storedId);
    const failed = paid.byQuest.map((q): TurnNote => ({
      kind: 'quest-failed',
      quest: q.quest,
      penalty: q.notes,
    }));
    next = say(
      { ...next, campaign: { ...paid.target, storage: paid.storage, quests: timer.log } },
      ...ticked,
      ...failed,
    );
  }
  if (mayRecover('after-phase-5', next.flags))
    return { ...next, step: { kind: 'recovery', at: 'after-phase-5' } };
  return nextTurn(next);
}

export function nextTurn(turn: CampaignTurn): CampaignTurn {
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
export function afterRecovery(turn: CampaignTurn, at: RecoveryPoint, content: CampaignContent): CampaignTurn {
  switch (at) {
    case 'after-phase-1':
      return openConstruction(turn, content);
    case 'after-phase-3':
      return phase4(turn, content);
    case 'after-phase-5':
      return nextTurn(turn);
  }
}
