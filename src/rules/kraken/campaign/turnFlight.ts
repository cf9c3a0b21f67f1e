import type { FlightTable } from '../../../content/schemas/flight';
import type { Hull, ShipSystem } from '../../../content/schemas/ship';
import { isActive } from '../crew/crew';
import type { RollNeed } from '../crew/rolls';
import { fullAmmo } from '../ship/ammo';
import type { Ship } from '../ship/state';
import type { SpaceCrew, SpaceEnd } from '../space/combatTypes';
import { flightRow, type FlightEnd } from '../space/flight';
import { shipCatalogueOf, spaceCrewOf } from './campaignShip';
import { campaignAfterSpace, spaceLoss } from './spaceAfter';
import {
  finishedLocation,
  keepTable,
  locationNeed,
  modifyDie,
  rerollDie,
  rerollNeed,
  rollMapId,
  rollTable,
  startLocation,
  currentTable,
  type DieChange,
  type LocationDraft,
} from './locationGenerator';
import { builders } from './turnConstruction';
import { newEntry, noteLocation, say } from './turnFlow';
import { landingNotes } from './landingAir';
import type { CampaignContent, CampaignTurn } from './turn.types';

/**
 * Phase 3's space flight inside the campaign (Space Kraken §8, §9, §10, §12; kraken.free-action): the
 * flight machine is handed the campaign's ship, crew and purse; its outcome comes back (the ship as the
 * combat left it, the crew, XP and credits); a flight that found a location rolls it on the pack's
 * location generator with the flight's dice modifications, notes it on the Starmap log, and lands the crew
 * there at once when the flight allows it.
 *
 * Readings (kraken.free-action): the location's name is its type's, with the turn it was found; a lost
 * space combat loses the ship (§3.9: the campaign is lost); crew members busy with a build fly with the
 * ship (§7: they are still in space combat) but do not go down.
 */

export type FlightDecision =
  | { readonly type: 'location.modify'; readonly die: number; readonly change: DieChange }
  | { readonly type: 'location.reroll'; readonly die: number }
  | { readonly type: 'location.keep' }
  | { readonly type: 'arrival.land' }
  | { readonly type: 'arrival.stay' };

/** The flight machine's input (machines/kraken/space/spaceFlight.types.ts has the same shape). */
export interface CampaignFlightInput {
  readonly table: FlightTable;
  readonly ship: Ship;
  readonly systems: readonly ShipSystem[];
  readonly hulls: readonly Hull[];
  readonly crew: readonly SpaceCrew[];
  readonly credits: number;
  readonly magazines: Readonly<Record<string, number>>;
  readonly locationDifficulty: number;
}

/** What the flight machine hands back (its output). */
export interface CampaignFlightResult {
  readonly end: FlightEnd;
  readonly xp: number;
  readonly credits: number;
  readonly paid: number;
  readonly diceModifications: number;
  readonly landThisTurn: boolean;
  readonly newLocation: boolean;
  readonly gameLost: boolean;
  readonly locationDifficulty: number;
  readonly ship: Ship;
  readonly crew: readonly SpaceCrew[];
  /** The flight-table row fought, or null without a combat (the flight machine's output has it). */
  readonly flightNumber?: number | null;
  /** How the combat ended, or null without one. */
  readonly combat?: { readonly endedBy: SpaceEnd } | null;
}

export function flightInputFor(turn: CampaignTurn, content: CampaignContent): CampaignFlightInput {
  const c = turn.campaign;
  const catalogue = shipCatalogueOf(content.ship);
  return {
    table: content.flightTable,
    ship: c.ship,
    systems: content.ship.systems,
    hulls: content.ship.hulls,
    crew: c.crew.filter((m) => m.condition !== 'killed').map(spaceCrewOf),
    credits: c.credits,
    magazines: fullAmmo(catalogue, c.ship).magazines,
    locationDifficulty: 1,
  };
}

/** The flight is over: its outcome applied; a found location is rolled next. */
export function afterFlight(
  turn: CampaignTurn,
  result: CampaignFlightResult,
  content: CampaignContent,
): CampaignTurn {
  const back = { ...result, credits: result.credits - result.paid, shipLost: result.gameLost };
  const flown = campaignAfterSpace(turn, back, content, (destroyed) => ({
    kind: 'flight-end',
    end: result.end,
    xp: result.xp,
    credits: result.credits - result.paid,
    destroyed: [...destroyed],
    ...spaceLoss(
      result.gameLost,
      result.combat?.endedBy,
      result.flightNumber == null ? undefined : flightRow(content.flightTable, result.flightNumber),
    ),
  }));
  if (!result.newLocation || result.gameLost) return { ...flown, underway: null };
  const draft = startLocation(content.locationGenerator, result.locationDifficulty, result.diceModifications);
  return { ...flown, underway: { kind: 'location', draft, rerolling: null, land: result.landThisTurn } };
}

/** The die the location generator waits for, or null (a decision, or the location is complete). */
export function locationDie(turn: CampaignTurn): RollNeed | null {
  const step = turn.underway;
  if (step?.kind !== 'location') return null;
  if (step.rerolling !== null) return rerollNeed(step.draft);
  if (currentTable(step.draft) === null || step.draft.dice === null) return locationNeed(step.draft);
  return null;
}

function refused(outcome: LocationDraft | { readonly refused: string }): string | null {
  return 'refused' in outcome ? outcome.refused : null;
}

export function flightDecisionRefusal(turn: CampaignTurn, d: FlightDecision): string | null {
  const step = turn.underway;
  switch (d.type) {
    case 'location.modify':
    case 'location.reroll':
    case 'location.keep': {
      if (step?.kind !== 'location' || step.rerolling !== null || step.draft.dice === null)
        return 'No rolled table waits to be changed or kept (kraken.location-generation).';
      if (d.type === 'location.keep') return refused(keepTable(step.draft));
      if (d.type === 'location.modify') return refused(modifyDie(step.draft, d.die, d.change));
      // A re-roll spends a modification on one die; the new face comes from the dice tray.
      return refused(rerollDie(step.draft, d.die, 1));
    }
    case 'arrival.land': {
      if (step?.kind !== 'arrival') return 'No new location waits for the crew (kraken.free-action).';
      if (!step.land)
        return 'After this flight the crew may land there next turn at the earliest (kraken.flight-check).';
      const busy = builders(turn);
      return turn.campaign.crew.some((m) => m.condition !== 'killed' && isActive(m) && !busy.has(m.id))
        ? null
        : 'Nobody is fit to go down (kraken.free-action).';
    }
    case 'arrival.stay':
      return step?.kind === 'arrival' ? null : 'No new location waits for the crew (kraken.free-action).';
  }
}

function located(turn: CampaignTurn, content: CampaignContent): CampaignTurn {
  const step = turn.underway;
  if (step?.kind !== 'location') return turn;
  const location = finishedLocation(step.draft);
  if (location === null) return turn;
  const type = content.locationTypes.find((t) => t.id === location.type);
  const name = `${type?.name ?? location.type} (found on turn ${turn.campaign.turn})`;
  const entry = newEntry(turn, { ...location, name }, content, false);
  const noted = noteLocation(say(turn, { kind: 'location-found', name }), entry, content);
  return { ...noted, underway: { kind: 'arrival', entry, land: step.land } };
}

/** Applies an allowed decision of the generator or the arrival (the caller settles the turn after). */
export function decideFlightStep(
  turn: CampaignTurn,
  d: FlightDecision,
  content: CampaignContent,
): CampaignTurn {
  const step = turn.underway;
  if (step?.kind === 'location') {
    const draft = step.draft;
    switch (d.type) {
      case 'location.reroll':
        return { ...turn, underway: { ...step, rerolling: d.die } };
      case 'location.modify': {
        const next = modifyDie(draft, d.die, d.change);
        return 'refused' in next ? turn : { ...turn, underway: { ...step, draft: next } };
      }
      case 'location.keep': {
        const next = keepTable(draft);
        if ('refused' in next) return turn;
        return located({ ...turn, underway: { ...step, draft: next } }, content);
      }
      default:
        return turn;
    }
  }
  if (step?.kind === 'arrival') {
    const entry = step.entry;
    const key = turn.campaign.starmap.some((l) => l.key === entry.key) ? entry.key : null;
    if (d.type === 'arrival.land')
      return say(
        { ...turn, underway: { kind: 'crawl', name: entry.name, location: entry.location, key } },
        ...landingNotes(turn, entry.name, entry.location, content),
      );
    if (d.type === 'arrival.stay') return stayAboard(turn);
  }
  return turn;
}

/**
 * §8 The crew stays aboard: the found location waits on the Starmap log for a later turn. Phase 3 is then
 * over; the campaign machine's transition that calls this leaves the phase (the player's `arrival.stay`, or
 * the guard `mayNotLand` when the flight found it too late to land this turn).
 */
export function stayAboard(turn: CampaignTurn): CampaignTurn {
  const step = turn.underway;
  if (step?.kind !== 'arrival') return turn;
  return say({ ...turn, underway: null }, { kind: 'stayed-aboard', name: step.entry.name });
}

/** The generator's die (a table's dice, a re-roll, a Map-ID) as thrown. */
export function answerLocation(
  turn: CampaignTurn,
  faces: readonly number[],
  content: CampaignContent,
): CampaignTurn {
  const step = turn.underway;
  if (step?.kind !== 'location') throw new Error('No location is being rolled.');
  const draft = step.draft;
  const face = faces[0] ?? 1;
  const next =
    step.rerolling !== null
      ? rerollDie(draft, step.rerolling, face)
      : currentTable(draft) !== null
        ? rollTable(draft, faces)
        : rollMapId(draft, face);
  if ('refused' in next) throw new Error(next.refused);
  const after: CampaignTurn = { ...turn, underway: { ...step, draft: next, rerolling: null } };
  // Map-IDs are the last rolls: the location is complete once the last one is in.
  return currentTable(next) === null && locationNeed(next) === null ? located(after, content) : after;
}
