import type { Ship } from '../ship/state';
import type { SpaceCrew } from '../space/combatTypes';
import { crewAfterSpace, goneSystems, shipCatalogueOf, trimToShip } from './campaignShip';
import { say } from './turnFlow';
import type { FlightRow } from '../../../content/schemas/flight';
import type { SpaceEnd } from '../space/combatTypes';
import type { CampaignContent, CampaignTurn, SpaceLoss, TurnNote } from './turn.types';

/**
 * The campaign after a space result (Space Kraken §9, §10), whether a phase-3 flight (turnFlight.ts) or a
 * space combat a story event started (turnSpaceEvent.ts) brought it: the crew as the combat left them, the
 * ship as it came back (its destroyed systems noted for phase 2 to erase, §7; what only they held aboard
 * lost: Starmap entries past the HyperNavMemory, storage past the boxes), the XP and credits it earned, and
 * a lost combat loses the ship and with it the campaign (§3.9). The caller says where the turn goes next.
 */

/** What a space game hands back, as the campaign reads it. */
export interface SpaceBack {
  readonly ship: Ship;
  readonly crew: readonly SpaceCrew[];
  readonly xp: number;
  /** Credits gained less any paid (never below none left: §4 Running out of credits). */
  readonly credits: number;
  /** The ship was lost: the campaign is lost (§3.9). */
  readonly shipLost: boolean;
}

export function campaignAfterSpace(
  turn: CampaignTurn,
  back: SpaceBack,
  content: CampaignContent,
  /** The journal line of this space game, given the names of the systems it destroyed. */
  note: (destroyed: readonly string[]) => TurnNote,
): CampaignTurn {
  const c = turn.campaign;
  const catalogue = shipCatalogueOf(content.ship);
  const returned = new Map(back.crew.map((m) => [m.id, m]));
  const crew = c.crew.map((m) => crewAfterSpace(m, returned.get(m.id)));
  const gone = goneSystems(c.ship, back.ship);
  const trimmed = trimToShip(catalogue, back.ship, c.starmap, c.storage);
  const notes: TurnNote[] = [note(gone.map((g) => catalogue.systems.get(g.systemId)?.name ?? g.systemId))];
  if (trimmed.lostLocations.length > 0) notes.push({ kind: 'location-lost', names: trimmed.lostLocations });
  if (trimmed.lostPieces > 0) notes.push({ kind: 'storage-lost', pieces: trimmed.lostPieces });
  const campaign = {
    ...c,
    crew,
    credits: Math.max(0, c.credits + back.credits),
    xp: c.xp + back.xp,
    ship: back.ship,
    destroyedSystems: [...c.destroyedSystems, ...gone],
    starmap: trimmed.starmap,
    storage: trimmed.storage,
    shipDestroyed: c.shipDestroyed || back.shipLost,
  };
  return say({ ...turn, campaign }, ...notes);
}

/**
 * A lost combat's journal field: how it lost the ship and on which row, so the end can say it (§3.9); nothing
 * for a combat the ship came back from.
 */
export function spaceLoss(
  lost: boolean,
  end: SpaceEnd | undefined,
  row: FlightRow | undefined,
): { readonly lostBy?: SpaceLoss } {
  if (!lost || end === undefined || row === undefined) return {};
  return { lostBy: { end, flight: row.number, name: row.name } };
}

/** How the ship was lost, from the journal's last space result that lost it; null if none says so. */
export function shipLossOf(journal: readonly TurnNote[]): SpaceLoss | null {
  for (let i = journal.length - 1; i >= 0; i--) {
    const note = journal[i];
    if ((note?.kind === 'flight-end' || note?.kind === 'space-combat-end') && note.lostBy !== undefined)
      return note.lostBy;
  }
  return null;
}
