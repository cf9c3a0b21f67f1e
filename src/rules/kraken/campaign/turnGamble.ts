import { gamble } from '../../tilemap/traders';
import {
  applyTileDropDie,
  pickTileSide,
  startTileDrop,
  takeTileAmmo,
  tileDropNeed,
  type TileDrop,
  type TileDropStep,
} from '../dungeon/tileTreasure';
import { gambledPiece } from '../dungeon/gambler';
import { carryItem, type SlotContent } from '../crew/inventory';
import type { RollNeed } from '../crew/rolls';
import { carryWeapon } from '../crew/weaponState';
import { shipCatalogueOf, storageSlots } from './campaignShip';
import { heldAt, putAt, type Holder } from './market';
import { say } from './turnFlow';
import type { CampaignContent, CampaignTurn, Gambling, TurnNote } from './turn.types';

/**
 * The gambler an event brings or a short visit reaches (Space Kraken §6 Event, §13 Gambler; kraken.gambler), with the crawl's own
 * rules: a weapon or item handed over (grade 2 or better; one grade lower when not full) and the gambler's d6
 * — 1-2 one grade lower, 3-5 the same, 6 one grade higher — then a treasure drop of that grade from the
 * treasure table's d20 on, as in the crawl (`tileTreasure.ts`): credits, or a piece of the drop grid the
 * player picks (left or right), or ammo.
 *
 * Readings (kraken.gambler): the drop is read on the planet-surface column (the gambler stands in no
 * location); a piece goes into the ship's storage while it has room, and is lost otherwise; ammo, a
 * stimpack and a prototype's effect are noted for the player, as the crawl notes them; the gambler does not
 * take back what it handed out during this visit.
 */

export type GambleDecision =
  | { readonly type: 'market.gamble'; readonly from: Holder }
  | { readonly type: 'market.pick'; readonly side: 'left' | 'right' }
  | { readonly type: 'market.ammoPick'; readonly option: number };

function pieceId(content: SlotContent | null | undefined): string | null {
  if (content?.kind === 'weapon') return content.weapon.id;
  if (content?.kind === 'item') return content.item.id;
  return null;
}

export function gambleRefusal(turn: CampaignTurn, d: GambleDecision): string | null {
  const step = turn.underway;
  if (step?.kind !== 'market' || step.market.kind !== 'gambler')
    return 'No gambler is here (kraken.gambler).';
  const g = turn.gambling;
  switch (d.type) {
    case 'market.gamble': {
      if (g !== null) return 'The gambler is still paying out (kraken.gambler).';
      const held = heldAt(turn.campaign, d.from);
      const piece = gambledPiece(held ?? null);
      if (piece === null) return 'The gambler plays for a weapon or an item (kraken.gambler).';
      const id = pieceId(held);
      if (id !== null && (step.market.gifts ?? []).includes(id))
        return `The gambler does not take back the ${piece.name} it handed out: it's bad for business (kraken.gambler).`;
      const counted = gamble({ grade: piece.grade, full: piece.full, face: 3 });
      return counted.ok ? null : `${counted.reason} (kraken.gambler)`;
    }
    case 'market.pick':
      return g?.stage === 'drop' && g.drop.stage === 'pick'
        ? null
        : 'No drop waits for a pick (kraken.gambler).';
    case 'market.ammoPick':
      return g?.stage === 'drop' && g.drop.stage === 'ammo' ? null : 'No ammo drop waits (kraken.gambler).';
  }
}

/** The die the gambler's game waits for: its d6, then the drop's dice. */
export function gambleNeed(turn: CampaignTurn): RollNeed | null {
  const g = turn.gambling;
  if (g === null || turn.underway?.kind !== 'market') return null;
  if (g.stage === 'grade')
    return {
      key: 'gamble',
      purpose: `The gambler's d6 for the ${g.piece.name}: 1-2 one grade lower, 3-5 the same grade, 6 one grade higher (3+ keeps the grade or better)`,
      rule: 'kraken.gambler',
      check: { kind: 'kraken-attribute', attribute: 0, target: 3, oneFails: false },
      odds: 4 / 6,
    };
  return tileDropNeed(g.drop);
}

function content(c: CampaignContent) {
  return {
    table: c.combat.treasureTable,
    locationKind: 'planet-surface' as const,
    grids: c.combat.dropGrids ?? [],
  };
}

/** A drop step's gains put into the campaign; the drop goes on or the game is over. */
function gained(turn: CampaignTurn, step: TileDropStep, c: CampaignContent): CampaignTurn {
  let next: CampaignTurn = step.note === null ? turn : say(turn, { kind: 'gamble-drop', note: step.note });
  const notes: TurnNote[] = [];
  let campaign = next.campaign;
  let gifts: readonly string[] = [];
  for (const g of step.gains) {
    if (g.kind === 'credits') campaign = { ...campaign, credits: campaign.credits + g.credits };
    else if ((g.kind === 'weapon' || g.kind === 'item') && g.id !== null && !g.prototype) {
      const weapon = g.kind === 'weapon' ? c.catalogue.weapons.find((w) => w.id === g.id) : undefined;
      const item = g.kind === 'item' ? c.catalogue.items.find((i) => i.id === g.id) : undefined;
      const piece = weapon !== undefined ? carryWeapon(weapon) : item !== undefined ? carryItem(item) : null;
      const room = storageSlots(shipCatalogueOf(c.ship), campaign.ship) > campaign.storage.length;
      if (piece !== null && room) {
        campaign = { ...campaign, storage: [...campaign.storage, piece] };
        gifts = [...gifts, g.id];
        notes.push({ kind: 'item-stored', item: g.id, leaderId: '' });
      } else notes.push({ kind: 'item-lost', item: g.id });
    } else notes.push({ kind: 'gamble-loot', what: g.kind, grade: g.grade });
  }
  const at = next.underway;
  const market =
    at?.kind === 'market' && at.market.kind === 'gambler'
      ? { ...at, market: { ...at.market, gifts: [...(at.market.gifts ?? []), ...gifts] } }
      : at;
  const gambling: Gambling | null = step.drop === null ? null : { stage: 'drop', drop: step.drop };
  next = { ...next, campaign, underway: market, gambling };
  return say(next, ...notes);
}

/** Applies an allowed decision of the gambler's game. */
export function decideGamble(turn: CampaignTurn, d: GambleDecision, c: CampaignContent): CampaignTurn {
  const g = turn.gambling;
  switch (d.type) {
    case 'market.gamble': {
      const held = heldAt(turn.campaign, d.from);
      const piece = gambledPiece(held ?? null);
      if (piece === null) return turn;
      return say(
        { ...turn, campaign: putAt(turn.campaign, d.from, null), gambling: { stage: 'grade', piece } },
        { kind: 'gamble', piece: piece.name, grade: piece.grade, full: piece.full },
      );
    }
    case 'market.pick': {
      if (g?.stage !== 'drop') return turn;
      const picked = pickTileSide(g.drop, c.combat.dropGrids ?? [], d.side);
      return 'refused' in picked ? turn : gained(turn, picked, c);
    }
    case 'market.ammoPick': {
      if (g?.stage !== 'drop') return turn;
      const taken = takeTileAmmo(g.drop, d.option);
      return 'refused' in taken ? turn : gained(turn, taken, c);
    }
  }
}

/** The face of the die the game waits for. */
export function answerGamble(turn: CampaignTurn, face: number, c: CampaignContent): CampaignTurn {
  const g = turn.gambling;
  if (g === null) throw new Error('No gamble is under way.');
  if (g.stage === 'grade') {
    const result = gamble({ grade: g.piece.grade, full: g.piece.full, face });
    if (!result.ok) throw new Error(result.reason);
    const drop: TileDrop = { ...startTileDrop(0, 'gambler', result.grade), stage: 'd20' };
    return say(
      { ...turn, gambling: { stage: 'drop', drop } },
      { kind: 'gamble-result', face, counted: result.counted, grade: result.grade },
    );
  }
  return gained(turn, applyTileDropDie(g.drop, content(c), face), c);
}
