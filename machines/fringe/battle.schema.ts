import { z } from 'zod';
import { boardSchema } from '../../src/content/schemas/board';
import {
  fringeBattleSchema,
  fringeCrewSchema,
  fringeGearSchema,
  fringeReadingsSchema,
  fringeSpeciesSchema,
  fringeWeaponSchema,
} from '../../src/content/schemas/fringe';

import { makeFigure } from '../../src/rules/board/defaults';
import { standProblems } from '../../src/rules/fringe/geometry';

export { fringeDecisionSchema } from '../../src/rules/fringe/decisions';

const once = z.strictObject({ timeToGo: z.boolean(), mate: z.boolean(), luckyShot: z.boolean() });

/**
 * A Fringe battle's set-up as a save stores it: the battle and every piece of content it reads, each by the
 * pack's own schema, then what the rules look up checked to be there (the board and readings the battle
 * names, every species, weapon and gear item a member carries, the behaviours, spots on the table).
 */
export const fringeBattleInputSchema = z
  .strictObject({
    battle: fringeBattleSchema,
    board: boardSchema,
    readings: fringeReadingsSchema,
    species: z.array(fringeSpeciesSchema).min(1).max(50),
    weapons: z.array(fringeWeaponSchema).max(100),
    gear: z.array(fringeGearSchema).max(50),
    crews: z.tuple([fringeCrewSchema, fringeCrewSchema]),
    play: z.enum(['solo', 'hot-seat']),
    onceLeft: z.strictObject({ a: once, b: once }),
  })
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, input, message });
    if (input.board.id !== input.battle.board)
      issue(['board', 'id'], `the board the battle names ("${input.battle.board}")`);
    if (input.readings.id !== input.battle.readings)
      issue(['readings', 'id'], `the readings the battle names ("${input.battle.readings}")`);
    if (input.crews[0].id === input.crews[1].id) issue(['crews', 1, 'id'], 'two different crews');
    const species = new Map(input.species.map((s) => [s.id, s]));
    const weapons = new Set(input.weapons.map((w) => w.id));
    const gear = new Set(input.gear.map((g) => g.id));
    const behaviours = new Set(input.readings.behaviours.map((b) => b.id));
    input.crews.forEach((crew, c) => {
      const members = [
        ...crew.members.map((m, i) => ({ m, at: ['members', i] })),
        ...(crew.mate ? [{ m: crew.mate, at: ['mate'] }] : []),
      ];
      for (const { m, at } of members) {
        const kind = species.get(m.species);
        if (kind === undefined)
          issue(['crews', c, ...at, 'species'], `a species of the set-up (no "${m.species}")`);
        else if (!kind.manyLuck && m.luck > 1)
          issue(['crews', c, ...at, 'luck'], 'at most 1 Luck (only humans hold more)');
        m.weapons.forEach((w, i) => {
          if (!weapons.has(w)) issue(['crews', c, ...at, 'weapons', i], `a weapon of the set-up (no "${w}")`);
        });
        m.gear.forEach((g, i) => {
          if (!gear.has(g)) issue(['crews', c, ...at, 'gear', i], `a gear item of the set-up (no "${g}")`);
        });
      }
      if (crew.behaviour !== undefined && !behaviours.has(crew.behaviour))
        issue(['crews', c, 'behaviour'], `a behaviour of the readings (no "${crew.behaviour}")`);
    });
    const spots = [
      ...input.battle.crewDeploy.map((s, i) => ({ s, at: ['battle', 'crewDeploy', i] })),
      ...input.battle.enemyDeploy.map((s, i) => ({ s, at: ['battle', 'enemyDeploy', i] })),
      ...input.battle.sights.map((s, i) => ({ s, at: ['battle', 'sights', i] })),
    ];
    for (const { s, at } of spots)
      if (s.x > input.board.width || s.z > input.board.depth)
        issue(at, `a spot on the ${input.board.width}" by ${input.board.depth}" board`);
    // Every figure set up must be able to stand on its spot (a floor under it, no terrain through it, no other
    // figure's base on it): the battle's invariants hold from its first state.
    const board = { ...input.board, figures: [] };
    const placed: { x: number; z: number; level: 1 | 2 | 3 }[] = [];
    const deploy = (spots: typeof input.battle.crewDeploy, count: number, key: string) =>
      spots.slice(0, count).forEach((spot, i) => {
        const figure = {
          ...makeFigure({ id: `${key}-${i}`, x: spot.x, z: spot.z, level: spot.level }),
          ...(spot.elevation === undefined ? {} : { elevation: spot.elevation }),
        };
        const problems = standProblems(
          { ...board, figures: placed.map((p, j) => makeFigure({ id: `p${j}`, ...p })) },
          figure,
          spot,
        );
        if (problems.length > 0)
          issue(['battle', key, i], `a spot a figure can stand on (${problems.join(', ')})`);
        placed.push(spot);
      });
    deploy(input.battle.crewDeploy, input.crews[0].members.length, 'crewDeploy');
    deploy(input.battle.enemyDeploy, input.crews[1].members.length, 'enemyDeploy');
    const sightIds = new Set<string>();
    input.battle.sights.forEach((s, i) => {
      if (sightIds.has(s.id)) issue(['battle', 'sights', i, 'id'], 'an id no other sight uses');
      sightIds.add(s.id);
    });
  });
