import type { EventLocation } from '../../../content/schemas/cgm';
import { placementRefusal, placeSystem } from '../ship/fitting';
import { repairAll } from '../ship/repair';
import { campaignOutcome, type CampaignState } from './campaignState';
import { hasTeleporter, shipCatalogueOf, starmapSlots } from './campaignShip';
import { constructionCost, passConstructionPhase } from './construction';
import { payQuestPenalties, storedId } from './questPenalty';
import { questTimerPhase } from './quests';
import { dockNewShip } from './shipFleet';
import { visitOptions } from './shortVisit';
import { logLocation, type LoggedLocation } from './starmap';
import { nextTurnSkips } from './storyTurn';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * The campaign turn's phase openings and closings (Space Kraken §5; kraken.turn-phases): phase 2 opening
 * (repairs, the destroyed systems erased, a build moved on), phase 4 skipped, phase 5's quest timer, the
 * campaign's end and the next turn. Pure, and none of them stores a phase: the campaign machine decides which
 * comes next (machines/kraken/campaign/campaign.machine.ts) and calls these on its transitions.
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
      const paid = { ...at.campaign, construction: null, credits: passed.credits };
      if (build.request === undefined) {
        // §7 "build a new Ship": the finished hull is docked beside the one flying (shipFleet.ts).
        const docked = dockNewShip(catalogue, paid, build.hullId ?? '');
        return say(
          { ...at, campaign: docked.state },
          { kind: 'construction', step: 'done', what, cost: passed.paid },
          { kind: 'fleet', action: 'built', ship: docked.ship },
        );
      }
      // Reading (kraken.ship-construction): the box was kept for the build, so the finished system fits.
      const ship = at.campaign.ship;
      const fitted =
        placementRefusal(catalogue, ship, build.request) === null
          ? placeSystem(catalogue, ship, build.request)
          : ship;
      return say(
        { ...at, campaign: { ...paid, ship: fitted } },
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

/**
 * §5 Phase 4 is skipped without a working teleporter, or with no trader on a cleared map in its reach;
 * null when the short visit may be made. The campaign machine's guards read it.
 */
export function visitBlocked(
  turn: CampaignTurn,
  content: CampaignContent,
): 'no-teleporter' | 'no-trader' | null {
  if (!hasTeleporter(shipCatalogueOf(content.ship), turn.campaign.ship)) return 'no-teleporter';
  return visitOptions(turn, content).length === 0 ? 'no-trader' : null;
}

/** §5 Phase 4 skipped, and why (the log says it). */
export const skipVisit = (turn: CampaignTurn, why: 'no-teleporter' | 'no-trader'): CampaignTurn =>
  say(turn, { kind: 'visit-skipped', why });

/**
 * §5 Phase 5, the quest timer: each urgent quest not activated this turn gets a tick; one at its fourth tick
 * fails and its penalty is paid. With no quest the phase is skipped.
 */
export function tickQuestTimer(turn: CampaignTurn): CampaignTurn {
  const timer = questTimerPhase(turn.campaign.quests, new Set(turn.advanced));
  if (timer.skipped) return say(turn, { kind: 'timer-skipped' });
  const ticked = timer.log
    .filter((q) => q.urgent && !turn.advanced.includes(q.id))
    .map((q): TurnNote => ({ kind: 'quest-ticked', quest: q.quest.quest, ticks: q.ticks }));
  // §5 phase 5: a quest failed at its fourth tick has its penalty paid (the quest sheet's typed effects).
  const paid = payQuestPenalties(turn.campaign, turn.campaign.storage, timer.failed, storedId);
  const failed = paid.byQuest.map((q): TurnNote => ({
    kind: 'quest-failed',
    quest: q.quest,
    penalty: q.notes,
  }));
  return say(
    { ...turn, campaign: { ...paid.target, storage: paid.storage, quests: timer.log } },
    ...ticked,
    ...failed,
  );
}

/** The campaign is won or lost (§5, kraken.victory-defeat): the defeat is logged and nothing waits any more. */
export function endCampaign(turn: CampaignTurn): CampaignTurn {
  const why = turn.campaign.shipDestroyed ? 'ship' : 'crew';
  const ended = campaignOutcome(turn.campaign) === 'defeat' ? say(turn, { kind: 'defeat', why }) : turn;
  return { ...ended, underway: null, offer: null };
}

/** The next turn: its number, the story lines' skips moved on, the Recovery rule's memory cleared. */
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
      underway: null,
      flags: NO_FLAGS,
      advanced: [],
    },
    { kind: 'turn', turn: campaign.turn },
  );
}
