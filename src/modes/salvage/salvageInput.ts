import { z } from 'zod';
import { boardSchema, figureSchema, terrainPieceSchema } from '../../content/schemas/board';
import {
  eventCardSchema,
  gearSchema,
  missionThemeSchema,
  unitCardSchema,
  unitStatsSchema,
} from '../../content/schemas/salvage';
import { companyBondSchema, salvageMissionSchema } from '../../content/schemas/salvageMission';
import type { InjuryId, ManifestationId, SalvageQuality } from '../../rules/salvage/types';

/**
 * The set-up of a salvage mission as a save file carries it, checked field by field: the mission content
 * (the pack's own schemas), the companies (roster, Scrip, Blight, salvage, stash, bond, lasting results)
 * and the campaign. Every object is strict, every count a whole number within its bounds.
 */

const INJURY_IDS = [
  'killed',
  'deathsDoor',
  'heavyTrauma',
  'rattledBrain',
  'blinded',
  'shatteredArm',
  'internalScarring',
  'damagedFilters',
  'limpingGait',
  'crackedVisor',
  'burnedCircuits',
  'nerveDamage',
  'battered',
  'insurancePayout',
] as const satisfies readonly InjuryId[];

const MANIFESTATION_IDS = [
  'boilerLost',
  'weakened',
  'noSalvage',
  'noAugments',
  'spreadOut',
  'slowStart',
  'noPerk',
  'noExert',
  'shortSight',
  'itemDestroyed',
  'stashSpoiled',
  'lessCapacity',
  'upgradeLost',
  'blightSurge',
  'frailCrew',
] as const satisfies readonly ManifestationId[];

const QUALITIES = ['scrap', 'useful', 'valuable', 'rare'] as const satisfies readonly SalvageQuality[];

// Every id of the rules' unions is listed (a new one the lists miss fails to compile here).
export const EVERY_ID_LISTED: [
  [InjuryId] extends [(typeof INJURY_IDS)[number]] ? true : never,
  [ManifestationId] extends [(typeof MANIFESTATION_IDS)[number]] ? true : never,
  [SalvageQuality] extends [(typeof QUALITIES)[number]] ? true : never,
] = [true, true, true];

const id = z.string().min(1).max(200);
const count = (max: number) => z.number().int().min(0).max(max);
const missionsLeft = z.number().int().min(1).max(99).nullable();

const rosterBoilerSchema = z.strictObject({
  id,
  cardId: id,
  name: z.string().max(200),
  role: z.enum(['boiler', 'boss']),
  stats: unitStatsSchema,
  gear: z.array(id).max(50),
  injuries: z.array(z.strictObject({ id: z.enum(INJURY_IDS), missionsLeft })).max(50),
});

export const companySchema = z.strictObject({
  side: z.enum(['attacker', 'defender']),
  name: z.string().max(200),
  roster: z.array(rosterBoilerSchema).max(20),
  scrip: count(1_000_000),
  blight: count(1000),
  salvage: z.array(z.enum(QUALITIES)).max(200),
  stash: z.array(id).max(200),
  bond: count(1000),
  manifestations: z
    .array(
      z.strictObject({
        id: z.enum(MANIFESTATION_IDS),
        missionsLeft,
        target: z.string().max(400).nullable(),
      }),
    )
    .max(100),
  missionsPlayed: count(100_000),
  fallen: z.array(z.string().max(200)).max(1000),
});

/** More entries than any pack of this app holds in one list (the sample's longest is under 50). */
const MAX_LIST = 500;

/** The board as a mission reads it: the pack board's size and terrain, no sample figures of its own. */
const missionBoardSchema = z.strictObject({
  width: boardSchema.shape.width,
  depth: boardSchema.shape.depth,
  levelSpacing: boardSchema.shape.levelSpacing,
  terrain: z.array(terrainPieceSchema).max(MAX_LIST),
  figures: z.array(figureSchema).max(MAX_LIST),
});

/**
 * What the pack's cross-checks (references.ts) make sure of for a pack, checked again for a save, whose
 * set-up carries its own copy of the content: every zone, slot, piece and figure lies on the board.
 */
export const missionContentSchema = z
  .strictObject({
    mission: salvageMissionSchema,
    board: missionBoardSchema,
    themes: z.array(missionThemeSchema).max(MAX_LIST),
    units: z.array(unitCardSchema).max(MAX_LIST),
    gear: z.array(gearSchema).max(MAX_LIST),
    events: z.array(eventCardSchema).max(MAX_LIST),
    bond: companyBondSchema.nullable(),
  })
  .superRefine((content, ctx) => {
    const { width, depth } = content.board;
    const off = (path: (string | number)[], x: number, z: number) => {
      if (x <= width && z <= depth) return;
      ctx.addIssue({
        code: 'custom',
        path,
        input: { x, z },
        message: `a place on the ${width}" × ${depth}" board (x at most ${width}, z at most ${depth})`,
      });
    };
    for (const side of ['attacker', 'defender'] as const) {
      const zone = content.mission.deployment[side];
      off(['mission', 'deployment', side], zone.maxX, zone.maxZ);
    }
    content.mission.hostileSlots.forEach((slot, i) => off(['mission', 'hostileSlots', i], slot.x, slot.z));
    content.board.terrain.forEach((piece, i) => off(['board', 'terrain', i], piece.x, piece.z));
    content.board.figures.forEach((figure, i) => off(['board', 'figures', i], figure.x, figure.z));
  });

export const salvageInputSchema = z.strictObject({
  mode: z.enum(['solo', 'hotseat']),
  content: missionContentSchema,
  companies: z.strictObject({ attacker: companySchema, defender: companySchema.optional() }),
  campaign: z.array(missionContentSchema).max(50).optional(),
});
