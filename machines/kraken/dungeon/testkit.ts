import type { AnyActorRef } from 'xstate';
import type { CombatDecision } from '../../../src/rules/kraken/groundCombat/combatDecisions';
import { activeLeaf, waitingDice } from '../../core/tree';
import { createActor, setup, type Actor } from 'xstate';
import type { EnemyProfile } from '../../../src/content/schemas/enemy';
import { tileMapSchema, type TileMap } from '../../../src/content/schemas/tileMap';
import type { TreasureTableEntry } from '../../../src/content/schemas/treasure';
import type { FightInput, FightOutput } from '../../../src/rules/kraken/groundCombat/combatTypes';
import { maxHp, type CrewMember } from '../../../src/rules/kraken/crew/crew';
import { makeCrew, makeEnemy } from '../../../src/rules/kraken/testkit/fixtures';
import type { FixtureMap } from '../../../src/rules/tilemap/fixtures';
import { dungeonMachine, type DungeonMachine } from './dungeon.machine';
import { asGroundCombat } from './encounter';
import type { DungeonEvent, DungeonInput, DungeonLocation } from './types';

/**
 * Test support for the dungeon-crawl machine: crew sheets, enemy profiles, a treasure table, an input
 * builder, scripted dice and a fake ground combat that ends at once with the outcome a test picks. Not
 * used by the app.
 */

export const TREASURE: TreasureTableEntry = {
  id: 'test-treasure',
  name: 'Test treasure',
  gradeValues: [4, 8, 12, 30, 50, 80],
  columns: [
    {
      locationKinds: ['planet-surface', 'underground', 'space-station', 'in-space', 'other'],
      bands: [
        { from: 1, to: 10, drop: 'cash' },
        { from: 11, to: 20, drop: 'item' },
      ],
    },
  ],
};

/** Small original enemies of the location's species: a level-1 spawn and a level-3 drone, 2 and 3 HP. */
export const ENEMIES: readonly EnemyProfile[] = [
  makeEnemy({
    id: 'kraken-spawn',
    name: 'Kraken Spawn',
    species: 'Krakens',
    level: 1,
    hp: 2,
    xp: 2,
    treasure: 1,
  }),
  makeEnemy({
    id: 'kraken-drone',
    name: 'Kraken Drone',
    species: 'Krakens',
    level: 3,
    hp: 3,
    xp: 4,
    treasure: 2,
  }),
];

/** A crew sheet: 10 HP (Strength 5) unless told otherwise. */
export function sheet(
  id: string,
  over: {
    readonly tech?: number;
    readonly agility?: number;
    readonly charisma?: number;
    readonly strength?: number;
    readonly level?: number;
    readonly psi?: number;
  } & Partial<Pick<CrewMember, 'inventory'>> = {},
): CrewMember {
  const attributes = {
    agility: over.agility ?? 4,
    strength: over.strength ?? 5,
    tech: over.tech ?? 4,
    charisma: over.charisma ?? 3,
    ranged: 3,
    melee: 3,
  };
  return makeCrew({
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    attributes,
    level: over.level ?? 1,
    hp: maxHp(attributes.strength),
    psi: over.psi === undefined ? null : { level: over.psi, exhausted: false },
    ...(over.inventory === undefined ? {} : { inventory: over.inventory }),
  });
}

/** A fixture map in the content format, checked by the schema. */
export function tileMap(map: FixtureMap): TileMap {
  return tileMapSchema.parse(map);
}

export function location(over: Partial<DungeonLocation> = {}): DungeonLocation {
  const depth = over.depth ?? 4;
  return {
    kind: 'planet-surface',
    difficulty: 2,
    ao: 'NO',
    ai: 'YES',
    depth,
    mapIds: Array.from({ length: depth }, () => null),
    teleport: 0,
    condition: 'none',
    species: 'Krakens',
    ...over,
  };
}

export function dungeonInput(
  maps: readonly TileMap[],
  crew: readonly CrewMember[],
  over: Partial<DungeonInput> = {},
): DungeonInput {
  return {
    location: location(),
    maps,
    campaignDifficulty: 'adventurer',
    hasTeleporter: false,
    crew,
    credits: 10,
    storyLineSlots: 1,
    combat: { enemyProfiles: ENEMIES, treasureTable: TREASURE },
    ...over,
  };
}

/** A fight's end when nothing but the outcome is known: a defeat leaves everyone unconscious. */
export function plainOutput(input: FightInput, outcome: FightOutput['outcome']): FightOutput {
  return {
    outcome,
    crew:
      outcome === 'defeat'
        ? input.crew.map((m) => ({ ...m, hp: 0, condition: 'unconscious' as const }))
        : input.crew,
    erased: [],
    oxygen: input.oxygen,
    credits: 0,
    items: [],
    xp: 0,
    turns: 0,
    log: [],
    elementValue: null,
    enemies: [],
  };
}

/** A ground combat that is over as soon as it starts, with this outcome (and what `change` makes of it). */
export function fakeCombat(
  outcome: FightOutput['outcome'],
  change: (output: FightOutput) => FightOutput = (r) => r,
) {
  return asGroundCombat(
    setup({
      types: {
        input: {} as FightInput,
        context: {} as { readonly input: FightInput },
        output: {} as FightOutput,
      },
    }).createMachine({
      context: ({ input }) => ({ input }),
      initial: 'over',
      states: { over: { type: 'final' } },
      output: ({ context }) => change(plainOutput(context.input, outcome)),
    }),
  );
}

export function withCombat(outcome: FightOutput['outcome']): DungeonMachine {
  return dungeonMachine.provide({ actors: { groundCombat: fakeCombat(outcome) } });
}

export type DungeonActor = Actor<DungeonMachine>;

export function start(input: DungeonInput, machine: DungeonMachine = dungeonMachine): DungeonActor {
  return createActor(machine, { input }).start();
}

/** The actor at a path of child ids under the dungeon (its invoked ground combat, `groundCombat`). */
function actorAt(actor: DungeonActor, path: readonly string[]): AnyActorRef {
  let ref: AnyActorRef = actor;
  for (const id of path) {
    const child = (ref.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id];
    if (child === undefined) throw new Error(`No actor at ${path.join('/')}.`);
    ref = child;
  }
  return ref;
}

/**
 * Answers the waiting dice request with scripted faces (one group), sent to the machine that waits — the
 * dungeon itself or the fight it invoked — as the session does; throws when nothing waits.
 */
export function answer(actor: DungeonActor, ...faces: number[]): void {
  const waiting = waitingDice(actor.getSnapshot());
  if (waiting === null)
    throw new Error(`No roll waits (state ${JSON.stringify(actor.getSnapshot().value)}).`);
  actorAt(actor, waiting.path).send({
    type: 'dice.answer',
    requestId: waiting.request.id,
    faces: [faces],
    source: 'script',
  });
}

/**
 * Sends a decision to the deepest active machine (the fight during a ground combat), as the session does,
 * and fails the test with the refusal when that machine does not accept it.
 */
export function decide(actor: DungeonActor, event: DungeonEvent | CombatDecision): void {
  const leaf = activeLeaf(actor.getSnapshot());
  if (!leaf.snapshot.can(event)) {
    throw new Error(`Refused ${JSON.stringify(event)} in ${JSON.stringify(actor.getSnapshot().value)}`);
  }
  actorAt(actor, leaf.path).send(event);
}

/** The oxygen store now. */
export function oxygen(actor: DungeonActor): number {
  return actor.getSnapshot().context.exploration?.oxygen ?? -1;
}

/** The list of map slots a Map-ID reads, with `byId` placed where those d20 faces point. */
export function mapsFor(byId: Readonly<Record<number, TileMap>>, filler: TileMap, count = 8): TileMap[] {
  const maps = Array.from({ length: count }, () => filler);
  for (const [id, map] of Object.entries(byId)) maps[(Number(id) - 1) % count] = map;
  return maps;
}
