import { COMPASS } from '../../board/direction';
import { LEVEL_NAMES } from '../../board/types';
import { ACTIONS } from '../tables/actions';
import { CONDITIONS } from '../tables/conditions';
import { dangerLevel, DANGER_LEVEL_NAMES } from '../tables/danger';
import { HAZARDS } from '../tables/hazards';
import { injuryResult } from '../tables/injuries';
import { manifestation } from '../tables/postGame';
import { SALVAGE_QUALITY_NAMES } from '../tables/salvageQuality';
import { pieceName, thePiece } from './board';
import type { JournalEvent } from './journal.types';
import type { Mission } from './state';

/** The names a journal line needs: units by id and gear by id (the id itself when unknown). */
export interface JournalNames {
  readonly unit: (id: string) => string;
  readonly gear: (id: string) => string;
  readonly company: (side: 'attacker' | 'defender') => string;
  /** A unit card's name by card id (a hired Boiler is on the roster, not yet a unit). */
  readonly card: (id: string) => string;
}

const ENEMY_PARTS = {
  unalert: '— Enemy Phase: Unalert hostiles wander —',
  alert: '— Enemy Phase: Alert hostiles follow their Motivations —',
  event: '— Enemy Phase: the player with initiative draws an event card —',
} as const;

export function journalNames(m: Mission): JournalNames {
  return {
    unit: (id) => m.units.find((u) => u.id === id)?.name ?? id,
    gear: (id) => m.content.gear.find((g) => g.id === id)?.name ?? id,
    company: (side) => m.companies[side]?.name ?? side,
    card: (id) => m.content.units.find((c) => c.id === id)?.name ?? id,
  };
}

const NO_ROUTE_GOALS = { noise: 'the Noise it heard', salvage: 'the salvage it guards' } as const;

const sideName = (side: 'attacker' | 'defender'): string => (side === 'attacker' ? 'Attacker' : 'Defender');

/** One journal entry in the journal's words (the UI's journal panel and the tests read these lines). */
export function narrateJournal(e: JournalEvent, names: JournalNames): string {
  const unit = names.unit;
  switch (e.kind) {
    case 'testRolled':
      return `${e.purpose}: ${e.faces.join(', ')} at TN ${e.tn} — ${e.successes} success(es), ${e.passed ? 'passed' : 'failed'}.`;
    case 'attackResolved':
      return `${unit(e.attacker)} → ${unit(e.target)}: ${e.notes.join('; ')}.`;
    case 'shoveWon':
      return `${unit(e.attacker)} wins the shove (${e.atk} to ${e.def}): it may push ${unit(e.target)} up to ${e.inches}", any way it likes.`;
    case 'shovePushed':
      return e.inches <= 0
        ? `${unit(e.target)} is left where it stands.`
        : `${unit(e.target)} is pushed ${e.inches}" ${compassOf(e.bearing)}.`;
    case 'shoveStalled':
      return `The shove stalls (${e.atk} to ${e.def}): both are pushed 1" apart.`;
    case 'unluckyOwed':
      return 'Unlucky: the successes must be thrown again.';
    case 'unluckyRerolled':
      return `Unlucky re-roll: ${e.faces.map((g) => g.join(', ')).join(' / ')}.`;
    case 'scattered':
      return `The throw scatters ${e.direction} and lands 4" off.`;
    case 'blast':
      return `${names.gear(e.weapon)} blasts everything within ${e.radius}".`;
    case 'damaged':
      return `${unit(e.unit)} takes ${e.amount} damage from ${e.source} (${e.health} Health left).`;
    case 'hurtAlert':
      return `${unit(e.unit)} is hurt and turns Alert.`;
    case 'mortallyWounded':
      return `${unit(e.unit)} is Mortally Wounded: face down, out of the fight.`;
    case 'conditionGained':
      return `${unit(e.unit)} is now ${CONDITIONS[e.condition].name}.`;
    case 'dangerMoved':
      return `Danger Tracker ${e.from} → ${e.to} (${DANGER_LEVEL_NAMES[dangerLevel(e.to)]}).`;
    case 'dangerSection':
      return `A new Danger section: ${DANGER_LEVEL_NAMES[e.level]}. An event card is drawn and the crew gains Blight.`;
    case 'maximumDanger':
      return 'Maximum Danger: every airlock stands open.';
    case 'noise':
      return `Noise${e.by === null ? '' : ` from ${unit(e.by)}`}.`;
    case 'heardNoise':
      return `${unit(e.unit)} hears it and turns Alert.`;
    case 'damagedFilters':
      return `Damaged Filters: the ${e.side}'s first Blight gain this mission is 1 more.`;
    case 'blightGained':
      return `The crew gains ${e.amount} Blight.`;
    case 'alerted':
      return `${unit(e.unit)} turns Alert.`;
    case 'containerExploded':
      return `The Explosive Container ${e.hazard} goes up!`;
    case 'chuteHeaves':
      return `The chute heaves but ${unit(e.unit)} stays on its depth.`;
    case 'chuteCarries':
      return `The Waste Chute carries ${unit(e.unit)} ${e.up ? 'up' : 'down'} a depth.`;
    case 'hazardRevealed':
      return `Hazard ${e.hazard} is a ${HAZARDS[e.number].name}.`;
    case 'airlocksOpened':
      return 'Every airlock grinds open: they cycle without a test.';
    case 'airlockSealed':
      return `Airlock ${e.airlock} seals for good.`;
    case 'pushedOverEdge':
      return `${unit(e.unit)} is pushed over an edge (a forced fall, no test).`;
    case 'pushBlocked':
      return `${unit(e.unit)} has nowhere to be pushed to.`;
    case 'pushed':
      return `${unit(e.unit)} is pushed ${e.inches}".`;
    case 'wandered':
      return wandered(e, unit(e.unit));
    case 'alertNow':
      return `${unit(e.unit)} is Alert now: it will act on its Motivations.`;
    case 'droppedDepth':
      return `${unit(e.unit)} drops to a lower depth.`;
    case 'door':
      return `${pieceName(e.piece, 'door')} is now ${e.open ? 'open' : 'closed'}.`;
    case 'escaped':
      return `${unit(e.unit)} cycles out through ${thePiece(e.airlock, 'airlock')} and escapes.`;
    case 'airlockSpent':
      return `${pieceName(e.airlock, 'airlock')} has let 3 units out: it locks for good.`;
    case 'armourHeld':
      return `${unit(e.unit)}'s Armour holds: the event does it no harm.`;
    case 'pickledNoise':
      return `${unit(e.unit)} is Pickled: the movement makes Noise.`;
    case 'pickledEnds':
      return `${unit(e.unit)} no longer has ${names.gear(e.item)}: it is not Pickled any more.`;
    case 'lostGrip':
      return `${unit(e.unit)} loses its grip.`;
    case 'breakAwayFailed':
      return `${unit(e.unit)} cannot break away.`;
    case 'panicked':
      return `${unit(e.unit)} is Panicked and bolts for the nearest airlock.`;
    case 'entersHazard':
      return `${unit(e.unit)} enters the ${HAZARDS[e.number].name}.`;
    case 'endsInHazard':
      return `${unit(e.unit)} ends its activation in the ${HAZARDS[e.number].name}.`;
    case 'brushesFlora':
      return `${unit(e.unit)} brushes the Invasive Flora.`;
    case 'doorStuck':
      return `${pieceName(e.piece, 'door')} does not budge.`;
    case 'airlockFree':
      return 'Every airlock stands open: no test to cycle it.';
    case 'airlockRefuses':
      return `${pieceName(e.piece, 'airlock')} refuses to cycle.`;
    case 'searchFailed':
      return `${unit(e.unit)} finds nothing on ${unit(e.hostile)} yet.`;
    case 'moveRefused':
      return `${unit(e.unit)} cannot move there.`;
    case 'moved':
      return `${unit(e.unit)}: ${ACTIONS[e.action].name} ${e.distance.toFixed(1)}".`;
    case 'fell':
      return `${unit(e.unit)} falls ${e.drop.toFixed(1)}" (${e.depths} ${e.depths === 1 ? 'depth' : 'depths'}) and lands Prone.`;
    case 'itemUsed':
      return `${unit(e.unit)} uses ${names.gear(e.item)}.`;
    case 'stoodUp':
      return `${unit(e.unit)} stands up.`;
    case 'wentProne':
      return `${unit(e.unit)} goes Prone.`;
    case 'concentrated':
      return `${unit(e.unit)} concentrates (+1D8 on its next test).`;
    case 'exerted':
      return `${unit(e.unit)} Exerts: +1 Power now, an Exert token for later.`;
    case 'restedExert':
      return `${unit(e.unit)} rests off an Exert token.`;
    case 'restedBlight':
      return `${unit(e.unit)} rests: the crew sheds 1 Blight.`;
    case 'treated':
      return `${unit(e.unit)} treats ${unit(e.target)}: no longer ${CONDITIONS[e.condition].name}.`;
    case 'patchedUp':
      return `${unit(e.unit)} patches up ${unit(e.target)} (+1 Health).`;
    case 'activated':
      return `${unit(e.unit)} activates with ${e.power} Power.`;
    case 'activationEnded':
      return `${unit(e.unit)} ends its activation.`;
    case 'hostileDone':
      return `${unit(e.unit)} is done.`;
    case 'noRoute':
      return `${unit(e.unit)} finds no way to ${
        e.goal === 'boiler' ? (e.target === null ? 'a Boiler' : unit(e.target)) : NO_ROUTE_GOALS[e.goal]
      } and stays where it is.`;
    case 'roundBegins':
      return `— Round ${e.round}${e.limit === null ? '' : ` of ${e.limit}`}: Boiler Phase —`;
    case 'activatesFirst':
      return `${e.side === 'attacker' ? 'The Attacker' : 'The Defender'} activates first.`;
    case 'enemyPhase':
      return ENEMY_PARTS[e.part];
    case 'endPhase':
      return '— End Phase —';
    case 'roundCleared':
      return 'Noise markers and round effects are cleared.';
    case 'winConditionMet':
      return `${names.company(e.side)} meets its win condition: its units count as escaped.`;
    case 'rivalLimitDrops':
      return `The other crew's round limit drops to ${e.limit}.`;
    case 'missionEnds':
      return e.limitReached
        ? 'The round limit is reached: the mission ends.'
        : 'No crew is left in play: the mission ends.';
    case 'noEventCards':
      return 'There are no event cards at all.';
    case 'eventCard':
      return `Event card “${e.name}” at ${DANGER_LEVEL_NAMES[e.level]}: ${e.text}`;
    case 'eventByHand':
      return 'This row has no automatic effect: apply it by hand.';
    case 'picked':
      return `${e.purpose}: ${unit(e.chosen)}.`;
    case 'qualityRolled':
      return `Quality ${e.total}: ${SALVAGE_QUALITY_NAMES[e.quality]} — extraction at TN ${e.tn}.`;
    case 'extractionFailed':
      return `${unit(e.unit)} fails to pry it loose (no Noise on a failed extraction).`;
    case 'salvageGained':
      return `${unit(e.unit)} pulls out a ${SALVAGE_QUALITY_NAMES[e.quality]} salvage token.`;
    case 'searched':
      return `${unit(e.by)} searches ${unit(e.hostile)}: +${e.scrip} Scrip.`;
    case 'itemDropped':
      return `${unit(e.unit)} is so over Capacity it has no Power left: it drops ${names.gear(e.item)}.`;
    case 'rollOffTied':
      return `Roll-off tied at ${e.face}: again.`;
    case 'rollOffWon':
      return `Crew ${e.crew} rolls ${e.high} to ${e.low}: Crew ${e.crew} is the Attacker.`;
    case 'winConditionRolled':
      return `${sideName(e.side)}'s win condition: ${e.name} — ${e.text} (${e.scrip} Scrip).`;
    case 'gameLength':
      return `Game length: ${e.face} on the D4 — ${e.rounds} rounds.`;
    case 'initiativeTied':
      return 'Initiative is tied: roll again.';
    case 'initiativeWon':
      return `${sideName(e.side)} wins initiative (${e.won} to ${e.lost}) and chooses who activates first.`;
    case 'downtimeBegins':
      return 'Downtime: spend Scrip, buy and sell gear, then set out on the next mission.';
    case 'setupBegins':
      return `Mission “${e.mission}” on ${e.width}"×${e.depth}": set-up begins.`;
    case 'themeApplied':
      return `Theme: ${e.name} — ${e.rule}`;
    case 'overCapacityStashed':
      return `Over Capacity at the start: ${e.items.join(', ')} stay${e.items.length === 1 ? 's' : ''} in the stash.`;
    case 'deployed':
      return `${names.company(e.side)} deploys on Topside: ${e.units.map(unit).join(', ')}.`;
    case 'hostilePlaced':
      return `Hostile slot ${e.slot + 1}: ${unit(e.unit)}${e.alert ? ' (Alert)' : ''}.`;
    case 'perkUsed':
      return `${e.perk}: ${unit(e.unit)} ${e.removeExert ? 'sheds an Exert token' : 'gets +1 Power this round'}.`;
    case 'bought':
      return `Bought ${names.gear(e.gear)} for ${e.price} Scrip.`;
    case 'sold':
      return `Sold ${names.gear(e.gear)} for ${e.price} Scrip.`;
    case 'traded':
      return `Traded ${names.gear(e.gear)} to the other crew for ${e.scrip} Scrip.`;
    case 'salvageSold':
      return `Sold salvage (${e.qualities.map((q) => SALVAGE_QUALITY_NAMES[q]).join(', ')}) for ${e.scrip} Scrip.`;
    case 'hired':
      return `${names.card(e.card)} joins the crew.`;
    case 'postGameBegins':
      return `— Post-game for ${names.company(e.side)} —`;
    case 'injuryRolled': {
      const result = injuryResult(e.modified);
      return `Injury for ${e.boiler}: ${e.d44} → ${e.modified}, ${result.name} — ${result.summary}`;
    }
    case 'blightManifested': {
      const result = manifestation(e.total);
      return `Blight manifests (${e.total}): ${result.name} — ${result.summary}`;
    }
    case 'noUpgradeToLose':
      return 'The company has no base upgrades to lose (sample content has none).';
    case 'statLoss':
      return e.lasting ? `${e.stat} −${e.loss}, for good.` : `Next mission: −${e.loss} ${e.stat}.`;
    case 'transitFind':
      return `Transit find: ${e.faces.join(' + ')} = ${e.total}, worth ${e.scrip} Scrip.`;
    case 'blightCheck':
      return `Blight check: ${e.face} + Blight ${e.blight} + ${e.mortallyWounded} = ${e.total}.`;
    case 'boilerLost':
      return `${e.boiler} is lost to the Blight.`;
    case 'itemDestroyed':
      return `The Blight eats ${e.gear}.`;
    case 'stashSpoiled':
      return e.items.length === 0
        ? 'The Blight finds no food or consumables in the stash to spoil.'
        : `The Blight spoils the stash: ${e.items.map((id) => names.gear(id)).join(', ')}.`;
    case 'bondClimbed':
      return `Company bond +1${e.step === null ? '' : `: ${e.step.name} — ${e.step.text}`}.`;
  }
}

/** A bearing in degrees clockwise from north, as the nearest of the eight compass points. */
function compassOf(bearing: number): string {
  return `to the ${COMPASS[Math.round((((bearing % 360) + 360) % 360) / 45) % 8] ?? 'N'}`;
}

function wandered(e: Extract<JournalEvent, { kind: 'wandered' }>, name: string): string {
  const what = e.flung ? 'is flung' : 'wanders';
  const dir = e.direction ?? '';
  switch (e.outcome) {
    case 'no-move':
      return `${name} ${what}: a 1, it stays put.`;
    case 'blocked':
      return `${name} ${what} ${dir} but is blocked.`;
    case 'straight':
      return `${name} ${what} ${dir}.`;
    case 'climbed':
      return `${name} ${what} ${dir} and climbs to ${LEVEL_NAMES[e.level ?? 1]}.`;
    case 'toward-centre':
      return `${name} ${what} ${dir} (toward the centre).`;
    case 'moved':
    case 'stopped-at-edge':
      return `${name} ${what} ${dir} (${e.outcome}).`;
  }
}

/** The whole journal in words. */
export function journalLines(m: Mission): string[] {
  const names = journalNames(m);
  return m.journal.map((e) => narrateJournal(e, names));
}
