import type { TurnDecision } from '../../rules/kraken/campaign/turn';
import type { TurnNote } from '../../rules/kraken/campaign/turn.types';
import { hireDecisionWords } from '../../rules/kraken/dungeon/hireOffers';
import { hullOf, type Ship, type ShipCatalogue } from '../../rules/kraken/ship/state';

/**
 * The words of the crew's ships and of a shop's crew trade (Space Kraken §5 phase 2, §7, §11, §13), for the
 * campaign's log (narrate.ts hands these decisions and notes here).
 */

type ShipDecision = Extract<
  TurnDecision,
  {
    type:
      | 'construction.buildShip'
      | 'fleet.buy'
      | 'fleet.sell'
      | 'fleet.fly'
      | 'fleet.move'
      | 'market.crew.hire'
      | 'market.crew.sell'
      | 'hire.level'
      | 'hire.gain'
      | 'hire.gear'
      | 'hire.cancel';
  }
>;

export function describeShipDecision(d: ShipDecision, name: (id: string) => string): string {
  switch (d.type) {
    case 'construction.buildShip':
      return `Phase 2: ${d.builders.map(name).join(', ')} ${d.builders.length === 1 ? 'starts' : 'start'} building a new ship over ${d.turns === 1 ? '1 turn' : '2 turns'}.`;
    case 'fleet.buy':
      return 'Buys a new ship.';
    case 'fleet.sell':
      return 'Sells a docked ship.';
    case 'fleet.fly':
      return 'Changes the ship the crew flies.';
    case 'fleet.move':
      return 'Moves a system to another of the crew’s ships.';
    case 'market.crew.hire':
      return 'Picks a crew member to hire at the shop.';
    case 'hire.level':
    case 'hire.gain':
    case 'hire.gear':
    case 'hire.cancel':
      return hireDecisionWords(d);
    case 'market.crew.sell':
      return `Sells ${name(d.crewId)} at the shop.`;
  }
}

/** "a", "a and b", "a, b and c". */
function inWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export function narrateShipNote(
  note: Extract<TurnNote, { kind: 'fleet' | 'crew-trade' | 'dead-gear' | 'hire-step' }>,
): string {
  if (note.kind === 'hire-step')
    return note.what === 'picked'
      ? `${note.crew} is picked for hire: the Level comes next.`
      : note.what === 'called off'
        ? `The hire of ${note.crew} is called off; nothing is paid.`
        : note.what.startsWith('Level ')
          ? `${note.crew} is to be hired at ${note.what}.`
          : `${note.crew} gains ${note.what}.`;
  if (note.kind === 'dead-gear') {
    const stored =
      note.stored.length === 0
        ? ''
        : `${note.crew}'s gear is collected into the ship's storage: ${inWords(note.stored)}.`;
    const left =
      note.left.length === 0
        ? ''
        : `The storage has no free box for ${inWords(note.left)}, left with ${note.crew}.`;
    return `${stored}${stored !== '' && left !== '' ? ' ' : ''}${left} ${note.crew}'s sheet is erased.`;
  }
  if (note.kind === 'crew-trade')
    return note.action === 'hired'
      ? `${note.crew} (Level ${note.level}) joins the crew for ${note.price}¢.`
      : `${note.crew} (Level ${note.level}) leaves the crew, sold for ${note.price}¢.`;
  switch (note.action) {
    case 'bought':
      return `The ${note.ship} is bought for ${note.price ?? 0}¢, an empty hull, and docked beside the ship the crew flies.`;
    case 'built':
      return `The ${note.ship} is built and docked beside the ship the crew flies.`;
    case 'sold':
      return `The ${note.ship} is sold with its systems for ${note.price ?? 0}¢.`;
    case 'flies':
      return `The crew now flies the ${note.ship}; the other ship stays docked.`;
    case 'moved':
      return `The ${note.system ?? 'system'} moves from the ${note.ship} to the ${note.to ?? 'other ship'}, free of charge.`;
  }
}

/** The crew's docked ships for the ship panel: name, type, SP and how many systems each carries. */
export function dockedLines(catalogue: ShipCatalogue, hangar: readonly Ship[]): string[] {
  return hangar.map((ship) => {
    const hull = hullOf(catalogue, ship);
    const systems = ship.fitted.length;
    return `${ship.name} (${hull.type}, ${hull.sp} SP, ${systems === 0 ? 'no systems' : `${systems} system${systems === 1 ? '' : 's'}`})`;
  });
}
