import { SLOT_IDS, putInSlot, type SlotContent, type SlotId } from '../crew/inventory';
import type { RollFaces, TileRoll } from '../../tilemap/dungeonRolls';
import { activateElement } from '../../tilemap/exploration.activate';
import type { Exploration } from '../../tilemap/exploration';
import type { TileMapGraph } from '../../tilemap/graph';
import { startTileDrop } from './tileTreasure';
import { gamble } from '../../tilemap/traders';
import { sellPrice } from '../../tilemap/traders';
import { fromStep, type Applied } from './absorb';
import { deployedSheets } from './crewSync';
import { standingGraph } from './graphs';
import type { Offer } from './types';
import { gamblerHere, giftsHere } from './gifts';
import { valueOf } from './trade';
import type { DungeonState, Task } from './types';

/**
 * The gambler (kraken.gambler): an action on its tile hands over a weapon or item a crew member carries
 * (grade 2 or better; one grade lower when not full) and throws the d6 of its chart — 1-2 a piece one
 * grade lower, 3-5 the same grade, 6 one grade higher (6 stays 6). The piece is defined on the treasure
 * table: a drop of that grade is queued from its d20 (tileTreasure.ts), so it ends as credits, a piece of
 * the drop grid, ammo or a prototype. Gamblers ignore the location's grade limits.
 * Reading: the die is requested with the odds of keeping the grade or better (3+).
 *
 * The same action may sell equipment instead (`gambler.sell`), at the shop's price: half its value, nothing
 * for a part-used item (kraken.shop). Gamblers do not take back a weapon or item they gave you during this
 * turn ("bad for business"). Reading: the turn is the visit — what the gambler handed out is remembered
 * (`gamblerGifts`) while the team stands on its tile, and forgotten once it stands elsewhere.
 */

export type GambleTask = Extract<Task, { kind: 'gamble' }>;

const no = (reason: string): Applied => ({ ok: false, reason });

/** A carried weapon or item as the gambler counts it: its grade and whether it is full. */
export function gambledPiece(
  content: SlotContent | null,
): { readonly name: string; readonly grade: number; readonly full: boolean } | null {
  if (content === null) return null;
  if (content.kind === 'weapon')
    return {
      name: content.weapon.name,
      grade: content.weapon.grade,
      full: content.weapon.ammo === null || (content.ammo ?? 0) >= content.weapon.ammo,
    };
  if (content.kind === 'item')
    return {
      name: content.item.name,
      grade: content.item.grade,
      full: content.usesLeft === null || content.usesLeft >= (content.item.uses ?? 0),
    };
  return null;
}

function pieceIdOf(content: SlotContent | null): string | null {
  if (content?.kind === 'weapon') return content.weapon.id;
  if (content?.kind === 'item') return content.item.id;
  return null;
}

/** Why the gambler refuses before any die (null when the die may be thrown, or the sale made). */
export function gambleRefusal(context: DungeonState, task: GambleTask): string | null {
  if (!gamblerHere(context, task.key))
    return `${task.sell === true ? 'Selling to a gambler' : 'Gambling'} needs a gambler where the team stands (kraken.gambler).`;
  const sheet = deployedSheets(context).find((s) => s.id === task.crewId);
  if (sheet?.condition !== 'conscious')
    return `Only a conscious crew member down here can ${task.sell === true ? 'sell' : 'gamble'}.`;
  const content = sheet.inventory[task.slot];
  const id = pieceIdOf(content);
  if (id !== null && giftsHere(context, task.key).some((g) => g.pieceId === id))
    return `The gambler does not take back the ${gambledPiece(content)?.name ?? id} it handed out this turn: it's bad for business (kraken.gambler).`;
  if (task.sell === true) {
    if (content === null) return `${sheet.name} carries nothing in slot ${task.slot} (kraken.gambler).`;
    const value = valueOf(context, content);
    if (value === null) return 'The gambler cannot tell what these magazines are worth (kraken.gambler).';
    const price = sellPrice(value.value, { partUsed: value.partUsed });
    return price.ok ? null : `${price.reason} (kraken.gambler)`;
  }
  const piece = gambledPiece(content);
  if (piece === null) return `${sheet.name} carries no weapon or item in slot ${task.slot} (kraken.gambler).`;
  const counted = gamble({ grade: piece.grade, full: piece.full, face: 3 });
  return counted.ok ? null : `${counted.reason} (kraken.gambler)`;
}

/** The gambler's d6: a table of three results; the odds are those of keeping the grade or better (3+). */
export function gambleRoll(context: DungeonState, task: GambleTask, faces: RollFaces): TileRoll | null {
  if (faces['gamble'] !== undefined) return null;
  const sheet = deployedSheets(context).find((s) => s.id === task.crewId);
  const piece = gambledPiece(sheet?.inventory[task.slot] ?? null);
  const name = piece === null ? 'the piece' : `the ${piece.name}`;
  return {
    key: 'gamble',
    purpose: `The gambler's d6 for ${name}: 1-2 one grade lower, 3-5 the same grade, 6 one grade higher (3+ keeps the grade or better)`,
    rule: 'kraken.gambler',
    check: { kind: 'kraken-attribute', attribute: 0, target: 3, oneFails: false },
    odds: 4 / 6,
    who: sheet?.id ?? null,
  };
}

/** The action spent, the piece handed over and the new piece's treasure drop queued. */
export function applyGamble(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: GambleTask,
  faces: RollFaces,
): Applied {
  const refused = gambleRefusal(context, task);
  if (refused !== null) return no(refused);
  if (task.sell === true) return applySale(context, exploration, graph, task);
  const sheet = deployedSheets(context).find((s) => s.id === task.crewId);
  const piece = gambledPiece(sheet?.inventory[task.slot] ?? null);
  const face = faces['gamble']?.[0];
  if (sheet === undefined || piece === null || face === undefined)
    return no('The gambler waits for its d6 (kraken.gambler).');
  const result = gamble({ grade: piece.grade, full: piece.full, face });
  if (!result.ok) return no(`${result.reason} (kraken.gambler)`);
  const spent = fromStep(
    context,
    activateElement(exploration, graph, { key: task.key, knockOut: task.knockOut }),
    graph,
  );
  if (!spent.ok) return spent;
  const next = spent.context;
  const line = {
    kind: 'gamble',
    crew: sheet.name,
    piece: piece.name,
    grade: piece.grade,
    full: piece.full,
    counted: result.counted,
    face,
    result: result.grade,
  } as const;
  const mapNumber = exploration.mapNumber;
  return {
    ok: true,
    context: {
      ...next,
      sheets: next.sheets.map((s) =>
        s.id === sheet.id ? { ...s, inventory: putInSlot(s.inventory, task.slot, null) } : s,
      ),
      tileDrops: [...next.tileDrops, { ...startTileDrop(mapNumber, task.key, result.grade), stage: 'd20' }],
      journal: [...next.journal, line],
    },
  };
}

/** The action spent and the piece sold for half its value (kraken.gambler, kraken.shop). */
function applySale(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: GambleTask,
): Applied {
  const sheet = deployedSheets(context).find((s) => s.id === task.crewId);
  const content = sheet?.inventory[task.slot] ?? null;
  const value = content === null ? null : valueOf(context, content);
  const price = value === null ? null : sellPrice(value.value, { partUsed: value.partUsed });
  if (sheet === undefined || content === null || price?.ok !== true)
    return no('The gambler will not buy that (kraken.gambler).');
  const spent = fromStep(
    context,
    activateElement(exploration, graph, { key: task.key, knockOut: task.knockOut }),
    graph,
  );
  if (!spent.ok) return spent;
  const next = spent.context;
  const name = gambledPiece(content)?.name ?? 'magazines';
  return {
    ok: true,
    context: {
      ...next,
      credits: next.credits + price.price,
      sheets: next.sheets.map((s) =>
        s.id === sheet.id ? { ...s, inventory: putInSlot(s.inventory, task.slot, null) } : s,
      ),
      journal: [...next.journal, { kind: 'gambler-sale', crew: sheet.name, piece: name, price: price.price }],
    },
  };
}

/** One offer per weapon or item the gambler would take, for each conscious member down here. */
export function gamblerOffers(
  context: DungeonState,
  knock: { readonly knockOut?: readonly string[] },
): readonly Offer[] {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (exploration === null || graph === null) return [];
  const offers: Offer[] = [];
  for (const placed of graph.spaces.get(exploration.position)?.elements ?? []) {
    if (placed.element.type !== 'gambler') continue;
    for (const sheet of deployedSheets(context)) {
      for (const slot of SLOT_IDS) {
        const sale: GambleTask = {
          kind: 'gamble',
          sell: true,
          key: placed.key,
          crewId: sheet.id,
          slot,
          knockOut: [],
        };
        const held = sheet.inventory[slot];
        const value = held === null ? null : valueOf(context, held);
        if (held !== null && value !== null && gambleRefusal(context, sale) === null)
          offers.push({
            id: `gambler-sell-${placed.key}-${sheet.id}-${slot}`,
            label: `Sell ${sheet.name}'s ${gambledPiece(held)?.name ?? 'magazines'} to the gambler`,
            event: { type: 'gambler.sell', key: placed.key, crewId: sheet.id, slot, ...knock },
            rule: 'kraken.gambler',
            hint: 'one action; half its value, as at a shop',
          });
        const task: GambleTask = { kind: 'gamble', key: placed.key, crewId: sheet.id, slot, knockOut: [] };
        const piece = gambledPiece(sheet.inventory[slot]);
        if (piece === null || gambleRefusal(context, task) !== null) continue;
        const counted = piece.full ? piece.grade : piece.grade - 1;
        offers.push({
          id: `gamble-${placed.key}-${sheet.id}-${slot}`,
          label: `Gamble ${sheet.name}'s ${piece.name} (counts as grade ${counted}): d6 — 1-2 grade ${counted - 1}, 3-5 grade ${counted}, 6 grade ${Math.min(6, counted + 1)}`,
          event: {
            type: 'gambler.play',
            key: placed.key,
            crewId: sheet.id,
            slot: slot satisfies SlotId,
            ...knock,
          },
          odds: 4 / 6,
          rule: 'kraken.gambler',
          hint: 'one action; the odds are those of keeping the grade or better',
        });
      }
    }
  }
  return offers;
}
