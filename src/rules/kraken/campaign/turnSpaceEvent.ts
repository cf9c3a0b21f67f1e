import type { FlightRow } from '../../../content/schemas/flight';
import type { Hull, ShipSystem } from '../../../content/schemas/ship';
import { fullAmmo } from '../ship/ammo';
import type { Ship } from '../ship/state';
import type { SpaceCombatResult } from '../space/combatAfter';
import type { SpaceCrew } from '../space/combatTypes';
import { flightRow } from '../space/flight';
import { shipCatalogueOf, spaceCrewOf } from './campaignShip';
import { campaignAfterSpace, spaceLoss } from './spaceAfter';
import type { CampaignContent, CampaignTurn } from './turn.types';

/**
 * A space combat a story event started (Space Kraken glossary "Space Combat": "triggered during a Space
 * Flight, or by a Story Event"; §10): the space-combat machine the flight invokes is invoked by the
 * campaign itself with the flight-table row the event names, the campaign's ship, crew and ammunition; its
 * result comes back as a flight's does (spaceAfter.ts: the ship repaired of its damage, destroyed systems noted for phase 2,
 * the crew, XP and credits; a lost combat loses the ship, §3.9).
 *
 * Reading (kraken.cgm-event): the combat is fought where the event is read, with no flight around it — no
 * avoid check (§9.3 belongs to a flight the crew started) and no new location afterwards (§9 finds one at
 * the end of a flight); the event's text may note a location with its own effect.
 */

/** The space-combat machine's input (machines/kraken/space/spaceCombat.types.ts has the same shape). */
export interface EventSpaceCombatInput {
  readonly row: FlightRow;
  readonly ship: Ship;
  readonly systems: readonly ShipSystem[];
  readonly hulls: readonly Hull[];
  readonly crew: readonly SpaceCrew[];
  readonly magazines: Readonly<Record<string, number>>;
}

/** The pack's flight-table row an event names, or undefined when the pack has none of that number. */
export function eventCombatRow(content: CampaignContent, flight: number): FlightRow | undefined {
  return flightRow(content.flightTable, flight);
}

/** The combat's input for the event's space combat (the step must be one). */
export function eventCombatInputFor(turn: CampaignTurn, content: CampaignContent): EventSpaceCombatInput {
  const step = turn.underway;
  if (step?.kind !== 'space-combat') throw new Error('No event space combat is under way.');
  const row = eventCombatRow(content, step.flight);
  // The step is opened only for a row the pack has (`applyFollowUp`); anything else is a bug.
  if (row === undefined) throw new Error(`The flight table has no row ${step.flight}.`);
  const c = turn.campaign;
  return {
    row,
    ship: c.ship,
    systems: content.ship.systems,
    hulls: content.ship.hulls,
    crew: c.crew.filter((m) => m.condition !== 'killed').map(spaceCrewOf),
    magazines: fullAmmo(shipCatalogueOf(content.ship), c.ship).magazines,
  };
}

/** The event's space combat is over: its result applied as a flight's; the phase's follow-ups go on. */
export function afterEventSpaceCombat(
  turn: CampaignTurn,
  result: SpaceCombatResult,
  content: CampaignContent,
): CampaignTurn {
  const step = turn.underway;
  if (step?.kind !== 'space-combat') return turn;
  const back = { ...result, shipLost: result.outcome === 'lost' };
  const fought = campaignAfterSpace(turn, back, content, (destroyed) => ({
    kind: 'space-combat-end',
    outcome: result.outcome,
    xp: result.xp,
    credits: result.credits,
    destroyed: [...destroyed],
    ...spaceLoss(back.shipLost, result.endedBy, eventCombatRow(content, step.flight)),
  }));
  return { ...fought, underway: null };
}
