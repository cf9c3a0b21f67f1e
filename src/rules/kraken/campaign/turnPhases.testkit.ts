import { campaignOutcome } from './campaignState';
import { mayRecover, type RecoveryPoint } from './recovery';
import { decideTurn, turnPlace, type TurnDecision } from './turn';
import {
  awaitRecovery,
  endCampaign,
  nextTurn,
  openConstruction,
  openShortVisit,
  skipVisit,
  tickQuestTimer,
  visitBlocked,
} from './turnFlow';
import type { CampaignContent, CampaignTurn } from './turn.types';

/**
 * For rule tests only: a turn played on past the ends of its phases the way the campaign machine's chart
 * does it (machines/kraken/campaign/campaign.machine.ts, whose own tests walk the chart), so a rule test
 * can follow a turn from phase to phase without the machine.
 */

function questTimer(turn: CampaignTurn): CampaignTurn {
  const ticked = tickQuestTimer(turn);
  if (mayRecover('after-phase-5', ticked.flags)) {
    const waiting = awaitRecovery(ticked, 'after-phase-5');
    return campaignOutcome(waiting.campaign) === null ? waiting : endCampaign(waiting);
  }
  return storyOpens(nextTurn(ticked));
}

const storyOpens = (turn: CampaignTurn): CampaignTurn =>
  campaignOutcome(turn.campaign) === null ? turn : endCampaign(turn);

function shortVisit(turn: CampaignTurn, content: CampaignContent): CampaignTurn {
  const blocked = visitBlocked(turn, content);
  return blocked === null ? openShortVisit(turn) : questTimer(skipVisit(turn, blocked));
}

function afterRecovery(turn: CampaignTurn, at: RecoveryPoint, content: CampaignContent): CampaignTurn {
  if (at === 'after-phase-1') return openConstruction(turn, content);
  if (at === 'after-phase-3') return shortVisit(turn, content);
  return storyOpens(nextTurn(turn));
}

function endOfPhase(turn: CampaignTurn, phase: 1 | 3 | 4, content: CampaignContent): CampaignTurn {
  if (phase === 1)
    return mayRecover('after-phase-1', turn.flags)
      ? awaitRecovery(turn, 'after-phase-1')
      : openConstruction(turn, content);
  if (phase === 3)
    return mayRecover('after-phase-3', turn.flags)
      ? awaitRecovery(turn, 'after-phase-3')
      : shortVisit(turn, content);
  return questTimer(turn);
}

/** The turn where it rests: the campaign ended, or a phase that owes nothing more ended. */
export function onward(turn: CampaignTurn, content: CampaignContent): CampaignTurn {
  const place = turnPlace(turn, content);
  if (place === 'over') return turn.step.kind === 'over' ? turn : endCampaign(turn);
  if (place !== 'owed-done' || turn.step.kind !== 'follow-ups') return turn;
  return endOfPhase(turn, turn.step.phase, content);
}

/** A decision applied, then the turn played on as the chart's transition for it does. */
export function play(turn: CampaignTurn, d: TurnDecision, content: CampaignContent): CampaignTurn {
  const next = decideTurn(turn, d, content);
  switch (d.type) {
    case 'recovery.take':
    case 'recovery.pass':
      return turn.step.kind === 'recovery' ? afterRecovery(next, turn.step.at, content) : next;
    case 'free.skip':
    case 'arrival.stay':
      return endOfPhase(next, 3, content);
    case 'visit.pass':
      return questTimer(next);
    default:
      return onward(next, content);
  }
}
