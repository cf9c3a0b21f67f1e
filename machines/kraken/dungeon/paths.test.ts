import { describe, expect, it } from 'vitest';
import { hubStatesOf } from '../../../src/game/chart/hubs';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode, SnapshotFrom } from 'xstate';
import { physicalDice } from '../../../src/rules/dice/notation';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import type { DiceRequest } from '../../core/diceRequest';
import { AWAITING_DICE } from '../../core/diceRequest';
import { currentPrompt } from '../../core/meta';
import type { DropGrid } from '../../../src/content/schemas/treasure';
import { dungeonMachine, type DungeonMachine } from './dungeon.machine';
import { DICE, TASK_LOOPS, dieState } from './loops';
import { dungeonOffers, statePath } from './offers';
import { dungeonInput, location, sheet, tileMap, TREASURE } from './testkit';
import type { DungeonEvent, DungeonInput } from './types';
import { samplePack } from '../../../src/content/testSample';
import { cgmBookOf } from '../../../src/content/campaignChecks';
import { emptyCgm } from '../../../src/rules/kraken/cgm/state';
import { NO_SKIPS } from '../../../src/rules/kraken/campaign/storyTurn';

/**
 * Path tests from the chart itself (the states are read from `dungeonMachine.root`, never listed by hand):
 * the book's steps are states in the book's order; no state is a hub; every die is its own state with its
 * prompt, rule and tag; every task's loop is in the chart. Then a walk (xstate/graph): every waiting state
 * other than a die is reachable through the decisions the mode offers and the lowest and highest dice, and
 * each has a prompt and a rules entry. States are
 * told apart by their value and by where the team stands (map and space) and how far the roll in hand has
 * got: the same value at another spot is where the next decisions differ, so the walk goes on from there.
 */

const pack = samplePack();
const BOOK = (() => {
  const wrapped = (list: ReadonlyMap<string, unknown>) => [...list.values()].map((entry) => ({ entry }));
  const b = cgmBookOf(
    wrapped(pack.cgmSheets) as Parameters<typeof cgmBookOf>[0],
    wrapped(pack.cgmEvents) as Parameters<typeof cgmBookOf>[1],
  );
  if (b === null) throw new Error('the sample pack has CGM sheets');
  return b;
})();

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
        // A visited trader: the same spot, other offers (a shop's hire among them).
        s.context.notes.filter((n) => n.kind === 'trader').length,
      ]),
  });
  return new Map(paths.map((p) => [statePath(p.state.value), p.state]));
}

const crew = [sheet('ana', { tech: 5 }), sheet('bo', { tech: 3 })];
const baseLocation = location({ ao: 'NO', ai: 'YES', teleport: 2, mapIds: [null, null, null, null] });

/** Every state a snapshot can rest in: atomic and not a choice point (a state with `always` is left at once). */
function restingStates(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  if (children.length === 0) return (node.always?.length ?? 0) > 0 ? [] : [node];
  return children.flatMap(restingStates);
}

const id = (node: AnyStateNode) => node.path.join('.');

const resting = restingStates(dungeonMachine.root);
const dice = resting.filter((node) => node.tags.includes(AWAITING_DICE));
const waiting = resting
  .filter((node) => !node.tags.includes(AWAITING_DICE))
  .map(id)
  .sort();

describe('dungeon crawl machine: the chart', () => {
  it('has the book’s steps as states, in the book’s order', () => {
    // §12–§13: landing (Map-IDs, the map, deployment), move and activate, the action's dice, what it set off,
    // the triggered tiles, the encounter, treasure, moving between maps, solving and leaving the location.
    const steps = [
      'landing',
      'settingUp',
      'choosingMap',
      'mapIds',
      'deploying',
      'exploring',
      'action',
      'aftermath',
      'resolving',
      'encounter',
      'treasure',
      'travelling',
      'reward',
      'done',
    ];
    const chart = Object.keys(dungeonMachine.root.states);
    expect(chart.filter((name) => steps.includes(name))).toEqual(steps);
    expect(Object.keys(dungeonMachine.root.states['exploring']?.states ?? {})).toEqual([
      'check',
      'freeMove',
      'acting',
      'breathless',
    ]);
  });

  it('has no hub: no eventless state fans out to four or more states that half the transitions lead back to', () => {
    // One definition of a hub for every machine (src/game/chart/hubs.ts), the one the phase map uses.
    expect(hubStatesOf(dungeonMachine)).toEqual([]);
  });

  it('gives every die a state of its own, tagged, with its prompt and rule', () => {
    const names = new Set(Object.values(DICE).map((die) => dieState(die.die)));
    expect(dice.length).toBeGreaterThan(20);
    for (const node of dice) {
      const meta = node.meta as { prompt?: string; rule?: string } | undefined;
      expect(names.has(node.key), id(node)).toBe(true);
      expect(meta?.prompt?.length, id(node)).toBeGreaterThan(40);
      expect(meta?.rule, id(node)).toMatch(/^kraken\./);
    }
    // Every die the crawl throws has a state somewhere in the chart.
    expect(new Set(dice.map((node) => node.key))).toEqual(names);
  });

  it('has every task’s loop in the chart', () => {
    for (const [kind, path] of Object.entries(TASK_LOOPS)) {
      const node = path.reduce<AnyStateNode | undefined>((at, key) => at?.states[key], dungeonMachine.root);
      expect(node?.states['check'], `${kind} → ${path.join('.')}`).toBeDefined();
    }
  });
});

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
    // §13 LT in a campaign crawl: the line runs at once (the story phase is an invoked child, not walked).
    const tale = reached(
      dungeonInput([tileMap(mapOf(['>  LT']))], crew, {
        location: location({ mapIds: [1, 1, 1, 1] }),
        story: { book: BOOK, events: pack.cgmEvents, cgm: emptyCgm(), skips: NO_SKIPS, oxygenCapacity: 25 },
      }),
    );
    // §13 Shops: a hire's steps (its Level, a Level's gain, its gear) at a visited shop.
    const store = reached(
      dungeonInput([tileMap(mapOf(['>  S2  EX']))], crew, {
        location: location({ mapIds: [1, 1, 1, 1] }),
        credits: 100,
        catalogue: { weapons: [], items: [], crew: [sheet('rookie')] },
      }),
    );
    const all = new Map([...roomy, ...short, ...hoard, ...tale, ...store]);
    // The list comes from the machine: a waiting state added later must be reached here too.
    const reachedWaiting = [...all.keys()].filter((name) => !all.get(name)?.hasTag(AWAITING_DICE));
    expect(reachedWaiting.sort()).toEqual(waiting);
    for (const [name, snapshot] of all) {
      const prompt = currentPrompt(snapshot);
      expect(prompt?.prompt.length, name).toBeGreaterThan(40);
      expect(prompt?.rule, name).toMatch(/^(kraken|general)\./);
      expect(snapshot.context.diceRequest !== null, name).toBe(snapshot.hasTag(AWAITING_DICE));
    }
  }, 120_000);
});
