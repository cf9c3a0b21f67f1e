import { z } from 'zod';
import { CONDITIONS } from '../tables/conditions';
import type { ConditionId } from '../types';

/** The movement actions of the action table (orders.ts reads them; the schema checks them). */
export const MOVE_ACTIONS = ['move', 'crawl', 'run', 'jump', 'launch', 'climb', 'scale'] as const;

/**
 * The decision vocabulary of a salvage mission, written once as a schema: the save loader and the session
 * check logged decisions against it, the engine's `Decision` type is inferred from it, and the machine's
 * waiting states name its types. Every object is strict: a key the rules do not know is refused.
 */

const id = z.string().min(1).max(200);
const side = z.enum(['attacker', 'defender']);
// zod 4: z.number() refuses Infinity and NaN.
const inches = z.number();

export const spotSchema = z.strictObject({
  x: inches,
  z: inches,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  elevation: inches.min(0).optional(),
});

/** Bends in one walk: more than any Move on a 36" table needs. */
const MAX_VIA = 32;

const conditionIds = Object.keys(CONDITIONS) as [ConditionId, ...ConditionId[]];

/** An order of the action table for the active unit (`orders.ts` names each action's needs). */
export const actionOrderSchema = z.discriminatedUnion('action', [
  /**
   * A movement order ends at `to`; a walk (Move, Run, Crawl) may bend on the way, through the `via` points in
   * order (a Move is up to Move inches, not a straight line). Jump, Launch, Climb and Scale go straight.
   */
  z.strictObject({
    action: z.enum(MOVE_ACTIONS),
    unit: id,
    to: spotSchema,
    via: z.array(spotSchema).min(1).max(MAX_VIA).optional(),
  }),
  z.strictObject({ action: z.enum(['standUp', 'goProne', 'concentrate', 'exert', 'disengage']), unit: id }),
  z.strictObject({ action: z.literal('rest'), unit: id, remove: z.enum(['exert', 'blight']) }),
  z.strictObject({
    action: z.enum(['rangedAttack', 'meleeAttack']),
    unit: id,
    target: id,
    weapon: id.nullable(),
  }),
  z.strictObject({ action: z.literal('shove'), unit: id, target: id }),
  z.strictObject({ action: z.literal('useItem'), unit: id, item: id, target: id.optional() }),
  z.strictObject({ action: z.literal('interact'), unit: id, target: id, exit: id.optional() }),
  z.strictObject({ action: z.literal('extractSalvage'), unit: id, site: id }),
  z.strictObject({
    action: z.literal('firstAid'),
    unit: id,
    target: id,
    remove: z.enum(conditionIds).optional(),
  }),
]);

const gearMove = { side, boiler: id, gearId: id };

export const decisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('setup.next') }),
  z.strictObject({ type: z.literal('theme.choose'), themeId: id }),
  z.strictObject({ type: z.literal('theme.roll') }),
  z.strictObject({ type: z.literal('unit.deploy'), unit: id, x: inches, z: inches }),
  z.strictObject({ type: z.literal('initiative.first'), side }),
  z.strictObject({ type: z.literal('unit.activate'), unit: id }),
  z.strictObject({ type: z.literal('unit.order'), order: actionOrderSchema }),
  z.strictObject({ type: z.literal('unit.end') }),
  z.strictObject({ type: z.literal('hostile.activate'), unit: id }),
  z.strictObject({ type: z.literal('perk.use'), unit: id }),
  z.strictObject({ type: z.literal('downtime.buy'), ...gearMove }),
  z.strictObject({ type: z.literal('downtime.sell'), ...gearMove }),
  z.strictObject({ type: z.literal('downtime.sellSalvage'), side }),
  z.strictObject({ type: z.literal('downtime.hire'), side, cardId: id }),
  z.strictObject({
    type: z.literal('downtime.trade'),
    ...gearMove,
    toBoiler: id,
    /** What the other crew pays for it (0: a gift). */
    scrip: z.number().int().min(0),
  }),
  z.strictObject({ type: z.literal('mission.next') }),
  z.strictObject({ type: z.literal('choice.pick'), id }),
  /** A won Shove: the way the defender goes (degrees clockwise from north) and how far, up to Muscle. */
  z.strictObject({
    type: z.literal('shove.push'),
    bearing: z.number().min(0).max(360),
    inches: z.number().min(0).max(12),
  }),
]);

export type Decision = z.infer<typeof decisionSchema>;
export type DecisionType = Decision['type'];
export type ActionOrderData = z.infer<typeof actionOrderSchema>;
