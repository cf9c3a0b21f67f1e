import { z } from 'zod';
import { flag, id, idRef, intAtLeast, listOf, numberIn, text } from './fields';
import { depthLevel } from './salvage';

/**
 * Salvage skirmish missions: everything the mission set-up table asks for (theme, deployment, hostiles,
 * hazards, win conditions), tied to a board of the pack, plus the company's roster and starting scrip; and
 * the company bond track a company climbs from mission to mission.
 *
 * Which board, theme and unit cards a mission names is checked across the pack (../references.ts): the ids
 * must exist, the hostile deck must hold hostiles, the roster Boilers and at least one Boss, and every zone
 * and slot must lie on its board.
 */

/** Inches on the board: the schema allows any board size a pack may hold (boards are 6" to 120"). */
const inches = () => numberIn(0, 120);

/** A rectangle of one depth, inches from the board's corner, edges included. */
export const zoneSchema = z
  .strictObject({
    level: depthLevel(),
    minX: inches(),
    maxX: inches(),
    minZ: inches(),
    maxZ: inches(),
  })
  .superRefine((zone, ctx) => {
    for (const axis of ['X', 'Z'] as const) {
      const min = zone[`min${axis}`];
      const max = zone[`max${axis}`];
      if (max <= min) {
        ctx.addIssue({
          code: 'custom',
          path: [`max${axis}`],
          input: max,
          message: `a max${axis} greater than min${axis} (${min}): a zone is a rectangle of some size`,
        });
      }
    }
  });
export type Zone = z.infer<typeof zoneSchema>;

/** Do two zones share ground (the same depth and an overlap of some area)? */
export function zonesOverlap(a: Zone, b: Zone): boolean {
  return a.level === b.level && a.minX < b.maxX && b.minX < a.maxX && a.minZ < b.maxZ && b.minZ < a.maxZ;
}

/** Where one hostile is set up: the centre of its base. */
export const hostileSlotSchema = z.strictObject({
  x: inches(),
  z: inches(),
  level: depthLevel(),
});
export type HostileSlot = z.infer<typeof hostileSlotSchema>;

export const WIN_CHECK_KINDS = ['extract', 'escape', 'search', 'eliminate', 'survive'] as const;
export type WinCheckKind = (typeof WIN_CHECK_KINDS)[number];

/**
 * When a win condition is met, for the rules to check:
 * - extract: the crew has extracted at least `tokens` Salvage tokens;
 * - escape: at least `units` of the crew's units have escaped through an airlock;
 * - search: the crew has searched at least `hostiles` Mortally Wounded hostiles;
 * - eliminate: the crew has left at least `hostiles` hostiles Mortally Wounded;
 * - survive: at the end of the mission no unit of the crew is Mortally Wounded.
 */
export const winCheckSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('extract'), tokens: intAtLeast(1) }),
    z.strictObject({ kind: z.literal('escape'), units: intAtLeast(1) }),
    z.strictObject({ kind: z.literal('search'), hostiles: intAtLeast(1) }),
    z.strictObject({ kind: z.literal('eliminate'), hostiles: intAtLeast(1) }),
    z.strictObject({ kind: z.literal('survive') }),
  ],
  { error: `a check whose "kind" is one of ${WIN_CHECK_KINDS.map((k) => JSON.stringify(k)).join(', ')}` },
);
export type WinCheck = z.infer<typeof winCheckSchema>;

export const winConditionSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** The objective in words. */
  text: text('objective text'),
  /** Scrip the crew earns for meeting it. */
  scrip: intAtLeast(0),
  check: winCheckSchema,
});
export type WinCondition = z.infer<typeof winConditionSchema>;

/** The most hostile slots a mission sets up. */
export const MAX_HOSTILE_SLOTS = 12;

export const salvageMissionSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    description: text('description').optional(),
    /** The board the mission is played on (a board of this pack). */
    boardId: idRef('a board'),
    /** The mission theme; left out, the player picks or rolls one at set-up. */
    themeId: idRef('a mission theme').optional(),
    /** Where each crew deploys (Attacker and Defender, decided by a roll-off before the mission). */
    deployment: z.strictObject({ attacker: zoneSchema, defender: zoneSchema }),
    /** Where hostiles are set up, one hostile card drawn per slot. */
    hostileSlots: listOf(hostileSlotSchema, 'hostile slots')
      .min(1, { error: `a list of 1 to ${MAX_HOSTILE_SLOTS} hostile slots` })
      .max(MAX_HOSTILE_SLOTS, { error: `a list of 1 to ${MAX_HOSTILE_SLOTS} hostile slots` }),
    /** The hostile unit cards drawn for the slots (ids may repeat to make a card likelier). */
    hostileDeck: listOf(idRef('a hostile unit card'), 'hostile unit card ids').min(1, {
      error: 'a list of at least one hostile unit card id',
    }),
    /** Hazard-site pieces of the board without a `hazard` number get a D8 hazard roll at set-up. */
    hazardRolls: flag().default(false),
    /** The win conditions the crews roll or pick from (Defender first, then Attacker). */
    winConditions: listOf(winConditionSchema, 'win conditions').min(2, {
      error: 'a list of at least 2 win conditions (the Defender and the Attacker each get one)',
    }),
    /** Boiler and Boss cards offered to a new company (it takes up to 3, exactly 1 of them a Boss). */
    roster: listOf(idRef('a boiler or boss unit card'), 'boiler and boss unit card ids').min(1, {
      error: 'a list of at least one boiler or boss unit card id',
    }),
    /** Scrip a new company starts with. */
    startingScrip: intAtLeast(0),
  })
  .superRefine((mission, ctx) => {
    const { attacker, defender } = mission.deployment;
    if (zonesOverlap(attacker, defender)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deployment', 'defender'],
        input: defender,
        message: "a zone that does not overlap the attacker's (the crews deploy apart)",
        params: { got: 'a zone overlapping the attacker zone' },
      });
    }
    const seen = new Set<string>();
    mission.winConditions.forEach((condition, index) => {
      if (seen.has(condition.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['winConditions', index, 'id'],
          input: condition.id,
          message: "an id no other of this mission's win conditions uses",
        });
      }
      seen.add(condition.id);
    });
    const offered = new Set<string>();
    mission.roster.forEach((card, index) => {
      if (offered.has(card)) {
        ctx.addIssue({
          code: 'custom',
          path: ['roster', index],
          input: card,
          message: 'a unit card the roster does not already offer',
        });
      }
      offered.add(card);
    });
  });
export type SalvageMission = z.infer<typeof salvageMissionSchema>;

/** A step of the company bond track: reached when the company has climbed `at` steps. */
export const bondStepSchema = z.strictObject({
  at: intAtLeast(1),
  name: text('name'),
  text: text('rule text'),
});
export type BondStep = z.infer<typeof bondStepSchema>;

/**
 * The company bond track: the company climbs one step for each mission whose win condition it met, and
 * gains each step's benefit when it reaches its `at`. One per pack, under `companyBond` in any content file.
 */
export const companyBondSchema = z
  .strictObject({
    track: listOf(bondStepSchema, 'bond steps').min(1, { error: 'a list of at least one bond step' }),
  })
  .superRefine((bond, ctx) => {
    bond.track.forEach((step, index) => {
      const before = bond.track[index - 1];
      if (before !== undefined && step.at <= before.at) {
        ctx.addIssue({
          code: 'custom',
          path: ['track', index, 'at'],
          input: step.at,
          message: `a step further up the track than the one before (at ${before.at})`,
        });
      }
    });
  });
export type CompanyBond = z.infer<typeof companyBondSchema>;

/** The step a company that has climbed `climbed` steps stands on, or null below the first. */
export function bondStepAt(bond: CompanyBond, climbed: number): BondStep | null {
  let reached: BondStep | null = null;
  for (const step of bond.track) if (step.at <= climbed) reached = step;
  return reached;
}
