import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { physicalDice } from '../../../src/rules/dice/notation';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import type { DiceRequest } from '../../core/diceRequest';
import { AWAITING_DICE } from '../../core/diceRequest';
import { currentPrompt } from '../../core/meta';
import { waitingStates } from '../../core/states';
import type { DropGrid } from '../../../src/content/schemas/treasure';
import { dungeonMachine, type DungeonMachine } from './dungeon.machine';
import { dungeonOffers, statePath } from './offers';
import { dungeonInput, location, sheet, tileMap, TREASURE } from './testkit';
import type { DungeonEvent, DungeonInput } from './types';

/**
 * Path tests (xstate/graph): every waiting state of the dungeon crawl is reachable through the decisions
 * the mode offers and the lowest and highest dice, and each has a prompt and a rules entry. States are
 * told apart by their value and by where the team stands (map and space) and how far the roll in hand has
 * got: the same value at another spot is where the next decisions differ, so the walk goes on from there.
 */

const MAP = tileMap(
  mapOf([
    '>   a     a:M1  .   TP1   #   TP1',
    '~   b:E1  b:E2  .   E1    #   TP1',
    '#   #     #     EX  /     #   #',
  ]),
);

type Snap = SnapshotFrom<DungeonMachine>;

/** A treasure tile's drop grid, so a walk reaches the treasure choice. */
const GRID: DropGrid = {
  id: 'items-3',
  list: 'items',
  grade: 3,
  rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, left: 'medkit', right: 'scanner' })),
};

function extremes(request: DiceRequest): number[][][] {
  const low = request.groups.map((g) => Array.from({ length: physicalDice(g.spec).count }, () => 1));
  const high = request.groups.map((g) => {
    const { count, sides } = physicalDice(g.spec);
    return Array.from({ length: count }, () => sides);
  });
  return [low, high];
}

function eventsFor(snapshot: Snap): DungeonEvent[] {
  const state = statePath(snapshot.value);
  const request = snapshot.context.diceRequest;
  const dice: DungeonEvent[] =
    request === null
      ? []
      : extremes(request).map((faces) => ({
          type: 'dice.answer',
          requestId: request.id,
          faces,
          source: 'script',
        }));
  // The fight itself is an invoked child (a graph walk does not run it): reaching `encounter.fighting` is
  // the exploration's part; the ground combat has path tests of its own.
  return [...dungeonOffers(snapshot.context, state).map((o) => o.event), ...dice];
}

function reached(input: DungeonInput): Map<string, Snap> {
  const paths = getShortestPaths(dungeonMachine, {
    input,
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.exploration?.mapNumber ?? 0,
        s.context.exploration?.position ?? '',
        s.context.exploration?.transit ?? null,
        s.context.task,
        Object.keys(s.context.faces).length,
      ]),
  });
  return new Map(paths.map((p) => [statePath(p.state.value), p.state]));
}

const crew = [sheet('ana', { tech: 5 }), sheet('bo', { tech: 3 })];
const baseLocation = location({ ao: 'NO', ai: 'YES', teleport: 2, mapIds: [null, null, null, null] });

describe('dungeon crawl machine: paths', () => {
  it('reaches every waiting state, each with a prompt and a rules entry', () => {
    const roomy = reached(
      dungeonInput([MAP], crew, {
        location: baseLocation,
        hasTeleporter: true,
        record: { cleared: [1], solved: false, shopBonusTaken: [] },
      }),
    );
    const short = reached(dungeonInput([MAP], crew, { location: baseLocation, oxygen: 1 }));
    const hoard = reached(
      dungeonInput([tileMap(mapOf(['>  T1']))], crew, {
        location: location({ mapIds: [1, 1, 1, 1] }),
        combat: { enemyProfiles: [], treasureTable: TREASURE, dropGrids: [GRID] },
      }),
    );
    const all = new Map([...roomy, ...short, ...hoard]);
    // The list comes from the machine: a state added later must be reached here too.
    expect([...all.keys()].sort()).toEqual(waitingStates(dungeonMachine));
    for (const [name, snapshot] of all) {
      const prompt = currentPrompt(snapshot);
      expect(prompt?.prompt.length, name).toBeGreaterThan(40);
      expect(prompt?.rule, name).toMatch(/^(kraken|general)\./);
      if (name === 'rolling') expect(snapshot.hasTag(AWAITING_DICE)).toBe(true);
    }
  }, 120_000);
});
