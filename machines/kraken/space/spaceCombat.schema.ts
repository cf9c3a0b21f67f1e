import { z } from 'zod';
import { flightRowSchema } from '../../../src/content/schemas/flight';
import { hullSchema, shipSystemSchema } from '../../../src/content/schemas/ship';

const id = z.string().min(1).max(80);
const ids = z.array(id).max(20);
const repairTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('system'), fittedId: id }),
  z.strictObject({ kind: z.literal('sp') }),
]);

/** The space combat's decisions as a save logs them; the rules judge them after that. */
export const spaceDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('objective.try'),
    picks: z
      .array(z.strictObject({ crewId: id, attribute: z.enum(['ranged', 'melee', 'tech', 'charisma']) }))
      .max(20),
  }),
  z.strictObject({ type: z.literal('repair.try'), crewIds: ids, target: repairTarget }),
  z.strictObject({ type: z.literal('objectives.done') }),
  z.strictObject({
    type: z.literal('fire'),
    shots: z.array(z.strictObject({ weaponId: id, targetUid: id, overclock: z.boolean() })).max(20),
  }),
  z.strictObject({ type: z.literal('reroll'), crewId: id }),
  z.strictObject({ type: z.literal('reroll.skip') }),
  z.strictObject({ type: z.literal('evade'), crewIds: ids }),
  z.strictObject({ type: z.literal('evade.skip') }),
  z.strictObject({ type: z.literal('shield.pick'), fittedId: id }),
  z.strictObject({ type: z.literal('board'), enemyUid: id, crewIds: ids }),
  z.strictObject({ type: z.literal('board.skip') }),
  z.strictObject({ type: z.literal('escape') }),
  z.strictObject({ type: z.literal('escape.skip') }),
  z.strictObject({ type: z.literal('drones'), target: repairTarget }),
  z.strictObject({ type: z.literal('drones.skip') }),
  z.strictObject({ type: z.literal('boarding.order'), enemyUid: id }),
]);

const fittedSchema = z.strictObject({
  id,
  systemId: id,
  box: z.strictObject({ kind: z.enum(['printed', 'blank']), index: z.number().int().min(0).max(200) }),
  damaged: z.boolean(),
  magazine: z.literal(true).optional(),
});

// Attributes stay within what the dice kernel checks (0 to 20 for each crew member of a check).
const spaceCrewSchema = z.strictObject({
  id,
  name: z.string().min(1).max(80),
  tech: z.number().int().min(0).max(20),
  ranged: z.number().int().min(0).max(20),
  melee: z.number().int().min(0).max(20),
  charisma: z.number().int().min(0).max(20),
  hp: z.number().int().min(0).max(100),
  conscious: z.boolean(),
  dead: z.boolean().optional(),
});

/** A space combat's set-up as a save stores it (its content is checked by the pack schemas). */
export const spaceCombatInputSchema = z
  .strictObject({
    row: flightRowSchema,
    ship: z.strictObject({
      name: z.string().min(1).max(80),
      hullId: id,
      fitted: z.array(fittedSchema).max(200),
    }),
    systems: z.array(shipSystemSchema).min(1).max(500),
    hulls: z.array(hullSchema).min(1).max(100),
    crew: z.array(spaceCrewSchema).min(1).max(8),
    magazines: z.record(id, z.number().int().min(0).max(1000)).optional(),
  })
  .superRefine((input, ctx) => {
    // What the rules look up must be there: the ship's hull, every fitted system, a box of that hull for each.
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, input, message });
    const systems = new Set(input.systems.map((s) => s.id));
    const hull = input.hulls.find((h) => h.id === input.ship.hullId);
    if (hull === undefined)
      issue(['ship', 'hullId'], `the ship's hull "${input.ship.hullId}" is not among the hulls`);
    const fittedIds = new Set<string>();
    input.ship.fitted.forEach((f, i) => {
      if (!systems.has(f.systemId))
        issue(['ship', 'fitted', i, 'systemId'], `no ship system "${f.systemId}"`);
      if (fittedIds.has(f.id))
        issue(['ship', 'fitted', i, 'id'], `two fitted systems share the id "${f.id}"`);
      fittedIds.add(f.id);
      if (hull !== undefined) {
        const boxes = f.box.kind === 'printed' ? hull.slots.length : hull.blankWeaponSlots;
        if (f.box.index >= boxes)
          issue(['ship', 'fitted', i, 'box'], `the hull has no ${f.box.kind} box ${f.box.index + 1}`);
      }
    });
    const crewIds = new Set<string>();
    input.crew.forEach((m, i) => {
      if (crewIds.has(m.id)) issue(['crew', i, 'id'], `two crew members share the id "${m.id}"`);
      crewIds.add(m.id);
    });
    for (const weapon of Object.keys(input.magazines ?? {}))
      if (!systems.has(weapon))
        issue(['magazines', weapon], `no ship system "${weapon}" for these magazines`);
  });
