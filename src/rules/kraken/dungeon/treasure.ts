import type { Item } from '../../../content/schemas/item';
import type { Weapon } from '../../../content/schemas/weapon';
import { SLOT_IDS, carryItem, putInSlot, type SlotContent } from '../crew/inventory';
import { carryWeapon } from '../crew/weaponState';
import type { RollFaces, TileRoll } from '../../tilemap/dungeonRolls';
import {
  applyTileDropDie,
  gridRowOf,
  pickTileSide,
  startTileDrop,
  takeTileAmmo,
  takeTileFirst,
  tileDropNeed,
  type TileDrop,
  type TileDropGain,
  type TileDropStep,
  type TreasureContent,
} from './tileTreasure';
import { ammoDropOptions } from '../groundCombat/spoils';
import { rememberGift } from './gifts';
import { deployedSheets } from './crewSync';
import type { Offer } from './types';
import type { DungeonJournalEntry, DungeonState, TypedEvent, TreasureDecision } from './types';

/**
 * A treasure tile's drop, played where it is found (kraken.treasure-tile, kraken.treasure-drops): the
 * machine keeps the drops found in `tileDrops`, asks for each die as a task (tileTreasure.ts gives the die
 * and reads it) and takes the player's choices — stimpack or credits, left or right piece and who carries
 * it, which ammo — as decisions without dice.
 */

type Result =
  { readonly ok: true; readonly context: DungeonState } | { readonly ok: false; readonly reason: string };

const TREASURE_TYPES: readonly string[] = ['treasure.take', 'treasure.pick', 'treasure.ammo'];

export function isTreasureDecision(event: TypedEvent): event is TreasureDecision {
  return TREASURE_TYPES.includes(event.type);
}

export function dropInHand(context: DungeonState): TileDrop | null {
  return context.tileDrops[0] ?? null;
}

function contentOf(context: DungeonState): TreasureContent {
  return {
    table: context.combat.treasureTable,
    locationKind: (context.exploration?.location ?? context.location).kind,
    grids: context.combat.dropGrids ?? [],
  };
}

/** A drop found on entering: queued behind any drop still in play. */
export function queueTileDrop(context: DungeonState, mapNumber: number, key: string, grade: number) {
  return { ...context, tileDrops: [...context.tileDrops, startTileDrop(mapNumber, key, grade)] };
}

/** The die the drop in hand waits for, under a key of its own. */
export function tileDropRoll(context: DungeonState): TileRoll | null {
  const drop = dropInHand(context);
  const need = drop === null ? null : tileDropNeed(drop);
  return need === null
    ? null
    : {
        key: need.key,
        purpose: need.purpose,
        rule: need.rule,
        check: need.check,
        odds: need.odds,
        who: null,
      };
}

export const tileDropDiceDue = (context: DungeonState) =>
  context.task === null && tileDropRoll(context) !== null;
export const tileDropChoiceDue = (context: DungeonState) =>
  dropInHand(context) !== null && tileDropRoll(context) === null;

function pieceOf(context: DungeonState, kind: 'weapon' | 'item', id: string): SlotContent | null {
  if (kind === 'weapon') {
    const weapon: Weapon | undefined = context.catalogue.weapons.find((w) => w.id === id);
    return weapon === undefined ? null : carryWeapon(weapon);
  }
  const item: Item | undefined = context.catalogue.items.find((i) => i.id === id);
  return item === undefined ? null : carryItem(item);
}

/** Where a piece can go: the first free slot of each conscious member down here. */
export function freeSlots(context: DungeonState) {
  return deployedSheets(context)
    .filter((s) => s.condition === 'conscious')
    .flatMap((s) => {
      const slot = SLOT_IDS.find((id) => s.inventory[id] === null);
      return slot === undefined ? [] : [{ crewId: s.id, name: s.name, slot }];
    });
}

interface Placement {
  readonly crewId?: string | undefined;
  readonly slot?: (typeof SLOT_IDS)[number] | undefined;
}

/** The step's gains put into the context: credits, loot for the campaign, a piece into a slot. */
function gain(context: DungeonState, gains: readonly TileDropGain[], where: Placement): Result {
  let next = context;
  const lines: DungeonJournalEntry[] = [];
  for (const g of gains) {
    switch (g.kind) {
      case 'credits':
        next = { ...next, credits: next.credits + g.credits };
        break;
      case 'stimpack':
      case 'ammo':
        next = { ...next, loot: [...next.loot, { ...g }] };
        break;
      case 'weapon':
      case 'item': {
        const content = g.id === null ? null : pieceOf(next, g.kind, g.id);
        if (content === null || g.prototype) {
          next = { ...next, loot: [...next.loot, { ...g }] };
          break;
        }
        if (freeSlots(next).length === 0) {
          lines.push({ kind: 'left-behind', piece: g.id ?? g.kind });
          break;
        }
        const sheet = deployedSheets(next).find((s) => s.id === where.crewId && s.condition === 'conscious');
        if (sheet === undefined || where.slot === undefined)
          return {
            ok: false,
            reason:
              'Say which conscious crew member down here takes the piece, and in which slot (kraken.inventory).',
          };
        if (sheet.inventory[where.slot] !== null)
          return { ok: false, reason: `${sheet.name}'s slot ${where.slot} is not free (kraken.inventory).` };
        const slot = where.slot;
        next = {
          ...next,
          sheets: next.sheets.map((s) =>
            s.id === sheet.id ? { ...s, inventory: putInSlot(s.inventory, slot, content) } : s,
          ),
        };
        lines.push({ kind: 'stowed', crew: sheet.name, slot });
        break;
      }
    }
  }
  return {
    ok: true,
    context: {
      ...next,
      journal: [...next.journal, ...lines],
    },
  };
}

function advance(context: DungeonState, step: TileDropStep, where: Placement = {}): Result {
  const source = context.tileDrops[0];
  const gained = gainAll(context, step, where);
  if (!gained.ok || source === undefined) return gained;
  // A gambler's piece put in a slot: it will not take it back this turn (kraken.gambler).
  const placed = step.gains.find((g) => (g.kind === 'weapon' || g.kind === 'item') && !g.prototype);
  const id = placed !== undefined && 'id' in placed ? placed.id : null;
  const slot = where.slot;
  const sheet = gained.context.sheets.find((s) => s.id === where.crewId);
  const content = slot === undefined ? null : (sheet?.inventory[slot] ?? null);
  const there = content !== null && (content.kind === 'weapon' || content.kind === 'item');
  return id !== null && there ? { ok: true, context: rememberGift(gained.context, source.key, id) } : gained;
}

function gainAll(context: DungeonState, step: TileDropStep, where: Placement): Result {
  const withLine: DungeonState = {
    ...context,
    tileDrops: step.drop === null ? context.tileDrops.slice(1) : [step.drop, ...context.tileDrops.slice(1)],
    journal:
      step.note === null ? context.journal : [...context.journal, { kind: 'tile-drop', note: step.note }],
  };
  return gain(withLine, step.gains, where);
}

/** The die thrown for the drop in hand, applied. */
export function applyTileDropFaces(context: DungeonState, faces: RollFaces): Result {
  const drop = dropInHand(context);
  const roll = tileDropRoll(context);
  const face = roll === null ? undefined : faces[roll.key]?.[0];
  if (drop === null || face === undefined) return { ok: false, reason: 'No treasure die is waiting.' };
  // PSI DIVINATION: the first d20 loot roll after the cast takes the shift, a tile's as well as a fight's.
  const lootShift = drop.stage === 'd20' ? context.psi.lootShift : 0;
  const spent = lootShift === 0 ? context : { ...context, psi: { ...context.psi, lootShift: 0 } };
  return advance(spent, applyTileDropDie(drop, contentOf(context), face, lootShift));
}

export function treasureDecision(context: DungeonState, event: TreasureDecision): Result {
  const drop = dropInHand(context);
  if (drop === null || tileDropRoll(context) !== null)
    return { ok: false, reason: 'No treasure drop is waiting for a choice (kraken.treasure-drops).' };
  switch (event.type) {
    case 'treasure.take':
      if (drop.stage !== 'choice')
        return {
          ok: false,
          reason: 'The stimpack-or-credits choice comes first, once per drop (kraken.treasure-drops).',
        };
      return advance(context, takeTileFirst(drop, event.choice));
    case 'treasure.pick': {
      const step = pickTileSide(drop, contentOf(context).grids, event.side);
      return 'refused' in step ? { ok: false, reason: step.refused } : advance(context, step, event);
    }
    case 'treasure.ammo': {
      const step = takeTileAmmo(drop, event.option);
      return 'refused' in step ? { ok: false, reason: step.refused } : advance(context, step);
    }
  }
}

export function treasureProblem(context: DungeonState, event: TypedEvent): string | null {
  if (!isTreasureDecision(event)) return 'That is not a treasure choice.';
  const done = treasureDecision(context, event);
  return done.ok ? null : done.reason;
}

export function applyTreasure(context: DungeonState, event: TypedEvent): Partial<DungeonState> {
  if (!isTreasureDecision(event)) return {};
  const done = treasureDecision(context, event);
  return done.ok ? done.context : {};
}

/** The treasure choices on offer, each one the machine would take now. */
export function treasureOffers(context: DungeonState): readonly Offer[] {
  const drop = dropInHand(context);
  if (drop === null) return [];
  const offers: Offer[] = [];
  const add = (id: string, label: string, event: TreasureDecision, rule: string) => {
    if (treasureDecision(context, event).ok) offers.push({ id, label, event, rule });
  };
  if (drop.stage === 'choice') {
    add(
      'treasure-stimpack',
      `Take a free stimpack (grade ${drop.grade} treasure)`,
      { type: 'treasure.take', choice: 'stimpack' },
      'kraken.treasure-drops',
    );
    add(
      'treasure-credits',
      `Take ${drop.grade} ${drop.grade === 1 ? 'credit' : 'credits'} (grade ${drop.grade} treasure)`,
      { type: 'treasure.take', choice: 'credits' },
      'kraken.treasure-drops',
    );
  }
  if (drop.stage === 'pick') {
    const row = gridRowOf(contentOf(context).grids, drop);
    const slots = freeSlots(context);
    for (const side of ['left', 'right'] as const) {
      const pieceId = row === null ? '' : row[side];
      // The player reads the piece's name, not its id ("Take Dart Needler", not "Take dart-needler").
      const id =
        context.catalogue.weapons.find((w) => w.id === pieceId)?.name ??
        context.catalogue.items.find((i) => i.id === pieceId)?.name ??
        pieceId;
      const rule = 'kraken.item-weapon-drop';
      const pick = { type: 'treasure.pick', side } as const;
      if (slots.length === 0) add(`treasure-${side}`, `Take ${id} (no free slot: left behind)`, pick, rule);
      else add(`treasure-${side}`, `Take ${id} for the campaign to hand out`, pick, rule);
      for (const s of slots)
        add(
          `treasure-${side}-${s.crewId}`,
          `Take ${id} for ${s.name} (slot ${s.slot})`,
          { ...pick, crewId: s.crewId, slot: s.slot },
          rule,
        );
    }
  }
  if (drop.stage === 'ammo') {
    ammoDropOptions(drop.grade).forEach((o, i) => {
      const label =
        o.magazines === 1
          ? `One magazine for a grade ${o.grade} weapon`
          : `Two magazines for weapons below grade ${o.belowGrade}`;
      add(`treasure-ammo-${i}`, label, { type: 'treasure.ammo', option: i }, 'kraken.ammo-drop');
    });
  }
  return offers;
}
