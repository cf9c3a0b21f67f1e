import { z } from 'zod';
import { ATTRIBUTE_NAMES } from '../crew/crew';
import { SLOT_IDS } from '../crew/inventory';

const int = z.number().int();
const count = int.min(0);
const text = z.string().min(1).max(200);

const space = z.string().min(1).max(40);
const key = z.string().min(1).max(40);
const knockOut = z.array(text).max(2).readonly().optional();
const keepUncleared = z.boolean().optional();

/**
 * The steps of a hire at a shop, the same at a campaign's shop and a crawl's (Space Kraken §13 Shops,
 * kraken.shop; hire.ts): the Level bought, each Level's gain, the template's gear, or the hire called off.
 */
export const hireGainSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('attribute'), attribute: z.enum(ATTRIBUTE_NAMES) }),
  z.strictObject({ kind: z.literal('psi') }),
  z.strictObject({ kind: z.literal('positive-trait'), trait: text }),
  z.strictObject({ kind: z.literal('trait-pair'), positive: text, negative: text }),
]);

export const hireDecisionSchemas = [
  z.strictObject({ type: z.literal('hire.level'), level: int.min(1).max(20) }),
  z.strictObject({ type: z.literal('hire.gain'), gain: hireGainSchema }),
  z.strictObject({ type: z.literal('hire.gear'), take: z.boolean() }),
  z.strictObject({ type: z.literal('hire.cancel') }),
] as const;

/**
 * The exploration's own decisions (docs/events.md, "Dungeon crawl"): the one source of the vocabulary — the
 * `DungeonDecision` type is inferred from it, and a save's logged decision is checked against it (strict:
 * unknown keys are refused).
 */
export const explorationDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('mapIds.rollAll') }),
  z.strictObject({ type: z.literal('mapIds.onEntry') }),
  z.strictObject({ type: z.literal('deploy.map'), mapNumber: int.min(1).max(9) }),
  z.strictObject({
    type: z.literal('deploy'),
    entrance: space,
    crewIds: z.array(text).min(1).max(4).readonly(),
  }),
  z.strictObject({ type: z.literal('arrive'), space }),
  z.strictObject({ type: z.literal('move'), to: space, knockOut }),
  z.strictObject({ type: z.literal('activate'), knockOut }),
  z.strictObject({ type: z.literal('bulkhead.attempt'), bulkhead: key, crewId: text, knockOut }),
  z.strictObject({
    type: z.literal('bulkhead.crack'),
    bulkhead: key,
    crewId: text,
    slot: z.enum(SLOT_IDS),
    knockOut,
  }),
  z.strictObject({ type: z.literal('laser.disarm'), key, crewId: text, knockOut }),
  z.strictObject({ type: z.literal('station.med'), key, crewId: text, knockOut }),
  z.strictObject({ type: z.literal('station.clone'), key, knockOut }),
  z.strictObject({ type: z.literal('shop.visit'), key, knockOut }),
  z.strictObject({ type: z.literal('ammo.visit'), key, knockOut }),
  z.strictObject({ type: z.literal('element.activate'), key, knockOut }),
  z.strictObject({ type: z.literal('quest.take'), key, knockOut }),
  z.strictObject({ type: z.literal('hull.repair'), key, knockOut }),
  z.strictObject({ type: z.literal('portal.jump'), key, knockOut }),
  z.strictObject({ type: z.literal('portal.choose'), space }),
  z.strictObject({ type: z.literal('exit.take'), keepUncleared, knockOut }),
  z.strictObject({ type: z.literal('entrance.back'), keepUncleared, knockOut }),
  z.strictObject({ type: z.literal('location.exit'), keepUncleared, knockOut }),
  z.strictObject({ type: z.literal('teleporter.out'), keepUncleared }),
  z.strictObject({ type: z.literal('mines.disarm'), crewId: text }),
  z.strictObject({ type: z.literal('mines.brave') }),
  z.strictObject({ type: z.literal('encounter.face'), key }),
  z.strictObject({ type: z.literal('avoid.run') }),
  z.strictObject({ type: z.literal('avoid.camouflage') }),
  z.strictObject({ type: z.literal('avoid.charisma'), credits: count.max(10000) }),
  z.strictObject({ type: z.literal('avoid.intimidate') }),
  z.strictObject({ type: z.literal('encounter.fight') }),
  z.strictObject({
    type: z.literal('psi.use'),
    crewId: text,
    power: text,
    /** PSI DIVINATION only: +3 or −3 on the next d20 loot roll (absent: +3, as older saves had it). */
    shift: z.union([z.literal(3), z.literal(-3)]).optional(),
    knockOut,
  }),
  z.strictObject({ type: z.literal('psi.meditate'), crewId: text }),
  z.strictObject({ type: z.literal('item.use'), crewId: text, slot: z.enum(SLOT_IDS), targetId: text }),
  z.strictObject({ type: z.literal('reward.choose'), option: int.min(0).max(1) }),
  z.strictObject({ type: z.literal('gambler.play'), key, crewId: text, slot: z.enum(SLOT_IDS), knockOut }),
  z.strictObject({ type: z.literal('gambler.sell'), key, crewId: text, slot: z.enum(SLOT_IDS), knockOut }),
  z.strictObject({ type: z.literal('shop.buy'), key, piece: text, crewId: text, slot: z.enum(SLOT_IDS) }),
  z.strictObject({ type: z.literal('shop.sell'), key, crewId: text, slot: z.enum(SLOT_IDS) }),
  z.strictObject({ type: z.literal('shop.ammo'), key, weaponId: text, crewId: text, slot: z.enum(SLOT_IDS) }),
  z.strictObject({
    type: z.literal('modder.mod'),
    key,
    crewId: text,
    slot: z.enum(SLOT_IDS),
    mod: z.enum(['ammo', 'damage', 'both']),
  }),
  z.strictObject({ type: z.literal('shop.hire'), key, template: text }),
  z.strictObject({ type: z.literal('shop.sellCrew'), key, crewId: text }),
  // Rules version 9: a hire's steps after `shop.hire` (hire.ts); additions only.
  ...hireDecisionSchemas,
  // Issue 28: ships and ship systems at a crawl's shop (shipStall.ts); additions only.
  z.strictObject({
    type: z.literal('shop.system.buy'),
    key,
    systemId: text,
    box: z.strictObject({ kind: z.enum(['printed', 'blank']), index: int.min(0).max(200) }),
    magazine: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('shop.system.sell'), key, fittedId: text }),
  z.strictObject({ type: z.literal('shop.ship.buy'), key, hullId: text }),
  z.strictObject({ type: z.literal('shop.ship.sell'), key, ship: int.min(0).max(50) }),
  z.strictObject({ type: z.literal('treasure.take'), choice: z.enum(['stimpack', 'credits']) }),
  z.strictObject({
    type: z.literal('treasure.pick'),
    side: z.enum(['left', 'right']),
    crewId: text.optional(),
    slot: z.enum(SLOT_IDS).optional(),
  }),
  z.strictObject({ type: z.literal('treasure.ammo'), option: z.number().int().min(0) }),
]);

/** Every decision the dungeon crawl accepts. */
export type DungeonDecision = z.infer<typeof explorationDecisionSchema>;

/** The player's choices while a treasure tile's drop is played (no action, no dice). */
export type TreasureDecision = Extract<
  DungeonDecision,
  { type: 'treasure.take' | 'treasure.pick' | 'treasure.ammo' }
>;

/** Trading at a visited shop or ammo dealer where the team stands (no action, no dice). */
export type TradeDecision = Extract<DungeonDecision, { type: 'shop.buy' | 'shop.sell' | 'shop.ammo' }>;

/** The modder's work and the crew market of a visited shop, where the team stands (no action, no dice). */
export type StallDecision = Extract<DungeonDecision, { type: 'modder.mod' | 'shop.hire' | 'shop.sellCrew' }>;

/** A step of the hire under way at a crawl's shop (hire.ts). */
export type CrawlHireDecision = Extract<DungeonDecision, { type: `hire.${string}` }>;
