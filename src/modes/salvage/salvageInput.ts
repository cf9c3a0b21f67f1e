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

/** The board as a mission reads it: the pack board's size and terrain, no sample figures of its own. */
const missionBoardSchema = z.strictObject({
  width: boardSchema.shape.width,
  depth: boardSchema.shape.depth,
  levelSpacing: boardSchema.shape.levelSpacing,
  terrain: z.array(terrainPieceSchema),
  figures: z.array(figureSchema),
});

export const missionContentSchema = z.strictObject({
  mission: salvageMissionSchema,
  board: missionBoardSchema,
  themes: z.array(missionThemeSchema),
  units: z.array(unitCardSchema),
  gear: z.array(gearSchema),
  events: z.array(eventCardSchema),
  bond: companyBondSchema.nullable(),
});

export const salvageInputSchema = z.strictObject({
  mode: z.enum(['solo', 'hotseat']),
  content: missionContentSchema,
  companies: z.strictObject({ attacker: companySchema, defender: companySchema.optional() }),
  campaign: z.array(missionContentSchema).max(200).optional(),
});
