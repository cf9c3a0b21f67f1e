import { z } from 'zod';
import { id, idRef, intIn, listOf, oneOf, text } from './fields';

/**
 * A ready-to-play scenario: everything needed to start a game without the campaign around it. Today there is
 * one mode, the Space Kraken **quick crawl**: a crew of crew templates dropped straight into a location
 * (§12 Creating a new location) whose parameters are fixed in the scenario instead of rolled: the location
 * type (which maps), difficulty, Outside and Inside atmosphere (AO / AI), depth, the Map-ID of every map,
 * teleport range, special condition and the most common enemy species. Cross-references (crew templates,
 * the location type, Map-IDs within the type's maps) are checked when the pack loads (../references.ts).
 */

export const SCENARIO_MODES = ['quick-crawl'] as const;
export type ScenarioMode = (typeof SCENARIO_MODES)[number];

/** §12 Atmosphere: YES breathable, NO none, HELL hot, cold or toxic. */
export const ATMOSPHERES = ['YES', 'NO', 'HELL'] as const;

/** §12 Special condition. */
export const LOCATION_CONDITIONS = ['none', 'one-way', 'self-destruction'] as const;

/** §12 Species: the most common enemy species of the location (the spawn table's six species). */
export const LOCATION_SPECIES = [
  'Krakens',
  'Greys',
  'Insectoids',
  'The Lost',
  'Beasts',
  'Renegades',
] as const;

/** Location difficulty, chosen before the flight (§9.1): 1 to 5. */
export const MAX_LOCATION_DIFFICULTY = 5;

export const scenarioLocationSchema = z
  .strictObject({
    /** The location type whose maps the location uses. */
    type: idRef('a location type'),
    difficulty: intIn(1, MAX_LOCATION_DIFFICULTY),
    /** AO: the atmosphere of Outside spaces. */
    ao: oneOf(ATMOSPHERES),
    /** AI: the atmosphere of Inside spaces. */
    ai: oneOf(ATMOSPHERES),
    /** How many maps the location has, 4 to 9. */
    depth: intIn(4, 9),
    /** The Map-ID of map 1, 2, … in order; Map-ID n is the n-th map of the location type. */
    mapIds: listOf(intIn(1, 20, 'a Map-ID from 1 to 20'), 'Map-IDs'),
    /** The deepest map the ship's teleporter reaches; 0: no teleporting here. */
    teleport: intIn(0, 9).default(0),
    condition: oneOf(LOCATION_CONDITIONS).default('none'),
    species: oneOf(LOCATION_SPECIES),
  })
  .superRefine((location, ctx) => {
    if (location.mapIds.length !== location.depth) {
      ctx.addIssue({
        code: 'custom',
        path: ['mapIds'],
        input: location.mapIds,
        message: `one Map-ID for each of the location's ${location.depth} maps (its depth)`,
        params: { got: `${location.mapIds.length} Map-IDs` },
      });
    }
    if (location.teleport > location.depth) {
      ctx.addIssue({
        code: 'custom',
        path: ['teleport'],
        input: location.teleport,
        message: `a teleport range from 0 to ${location.depth} (the location's depth)`,
      });
    }
  });
export type ScenarioLocation = z.infer<typeof scenarioLocationSchema>;

export const scenarioSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    mode: oneOf(SCENARIO_MODES),
    /** Crew template ids of the crew that plays it: 1 to 4, never more in play (§3). */
    crew: listOf(idRef('a crew template'), 'crew template ids')
      .min(1, { error: 'a list of 1 to 4 crew template ids' })
      .max(4, { error: 'a list of 1 to 4 crew template ids' }),
    location: scenarioLocationSchema,
    description: text('description').optional(),
  })
  .superRefine((scenario, ctx) => {
    const seen = new Set<string>();
    scenario.crew.forEach((crewId, index) => {
      if (seen.has(crewId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['crew', index],
          input: crewId,
          message: 'a crew template not already in this crew',
        });
      }
      seen.add(crewId);
    });
  });
export type Scenario = z.infer<typeof scenarioSchema>;
