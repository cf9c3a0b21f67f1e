import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crewMember, locationOf, mapOf } from './fixtures';
import {
  deploy,
  move,
  activateInPlace,
  memoryOf,
  passageState,
  type Exploration,
  type Step,
} from './exploration';
import { attemptBulkheadStep, disarmLaserStep } from './exploration.activate';
import {
  beginEncounter,
  endEncounter,
  resolveLaserStep,
  resolveMinesStep,
  resolveStoryLine,
  resolveTeleportal,
} from './exploration.resolve';
import { buildGraph, cellAt, neighbours, tileSpaceId } from './graph';
import { arrive, goBack, takeExit } from './journey';
import { resolvableNow } from './triggers';
import { validateTileMap } from './validate';
import type { CampaignDifficulty, SpecialCondition } from './types';

/**
 * Seeded random explorations (boardgame.io habit: play whole games with a bot picking random legal
 * choices) on a map holding most elements, checking invariants after every step:
 * oxygen never below zero, a defeated enemy or boss never goes off again in the same exploration, and the
 * team never stands in a wall or a void.
 */
const MAP = mapOf([
  '>   a     a:M1  B1    b:E1     b     EX',
  'a   a:E?  X     #     b        L1    .',
  '~   a:T?  a     DOOR  c:BOSS1  c:O2  SB',
  'HB  a     a     #     c        TP1   /',
  '#   TP1   a     #     #        #     #',
]);
const graph = buildGraph(MAP);
const ENTRANCE = tileSpaceId(0, 0);
const EXITS = [tileSpaceId(6, 0)];
const CONDITIONS: readonly SpecialCondition[] = ['none', 'one-way', 'self-destruction'];
const DIFFICULTIES: readonly CampaignDifficulty[] = ['adventurer', 'hardcore'];

/** Random d6 faces for every element key, for '?' values. */
function facesFor(pick: (n: number) => number): Record<string, number> {
  return Object.fromEntries([...graph.elements.keys()].map((key) => [key, pick(6) + 1]));
}

function resolvePending(s: Exploration, pick: (n: number) => number): Step {
  const now = resolvableNow(s.pending);
  const next = now[pick(now.length)] ?? now[0];
  if (next === undefined) return { ok: false, reason: 'nothing pending' };
  const awake = s.crew.filter((m) => m.alive && m.conscious);
  switch (next.type) {
    case 'mine': {
      const disarmer = pick(2) === 0 ? awake[pick(awake.length)] : undefined;
      const dodges = Object.fromEntries(awake.map((m) => [m.id, pick(6) + 1]));
      return resolveMinesStep(s, graph, {
        ...(disarmer === undefined
          ? {}
          : { disarm: { crewId: disarmer.id, faces: [pick(6) + 1, pick(6) + 1] } }),
        dodges,
        faces: facesFor(pick),
      });
    }
    case 'laser-barrier':
      return resolveLaserStep(s, graph, { faces: facesFor(pick) });
    case 'enemy':
    case 'boss': {
      const begun = beginEncounter(s, graph, { key: next.key, faces: facesFor(pick) });
      if (!begun.ok) return begun;
      const outcomes =
        next.type === 'boss'
          ? (['defeated', 'escaped'] as const)
          : (['defeated', 'avoided', 'escaped'] as const);
      return endEncounter(begun.state, {
        key: next.key,
        outcome: outcomes[pick(outcomes.length)] ?? 'defeated',
      });
    }
    case 'story-line-trigger':
      return resolveStoryLine(s, { freeSlot: pick(2) === 0, face: pick(20) + 1 });
    case 'teleportal':
      return resolveTeleportal(s, graph, { faces: Array.from({ length: 12 }, () => pick(6) + 1) });
  }
}

function act(s: Exploration, pick: (n: number) => number): Step {
  const knockOut = s.crew.filter((m) => m.alive && m.conscious).map((m) => m.id);
  if (s.transit !== null) {
    const targets = s.transit.arriveAt === 'entrance' ? [ENTRANCE] : EXITS;
    return arrive(s, graph, { space: targets[pick(targets.length)] ?? ENTRANCE });
  }
  if (s.pending.length > 0) return resolvePending(s, pick);
  const open = neighbours(graph, passageState(s, graph), s.position).filter((n) => n.open);
  const choice = pick(10);
  if (choice < 6 && open.length > 0) {
    const to = open[pick(open.length)]?.to ?? s.position;
    return move(s, graph, { to, knockOut, faces: facesFor(pick) });
  }
  if (choice === 6) {
    const shut = [...graph.bulkheads.values()].find((b) => b.spaces.includes(s.position));
    const who = knockOut[0];
    if (shut !== undefined && who !== undefined) {
      return attemptBulkheadStep(s, graph, {
        bulkhead: shut.key,
        crewId: who,
        faces: [pick(6) + 1, pick(6) + 1],
        knockOut,
      });
    }
  }
  if (choice === 7) {
    const laser = graph.spaces.get(s.position)?.elements.find((e) => e.element.type === 'laser-barrier');
    const who = knockOut[0];
    if (laser !== undefined && who !== undefined) {
      return disarmLaserStep(s, graph, {
        key: laser.key,
        crewId: who,
        faces: [pick(6) + 1, pick(6) + 1],
        knockOut,
      });
    }
  }
  if (choice === 8) return pick(2) === 0 ? takeExit(s, graph, { knockOut }) : goBack(s, graph, { knockOut });
  return activateInPlace(s, graph, { knockOut });
}

function explore(
  choices: readonly number[],
  condition: SpecialCondition,
  campaignDifficulty: CampaignDifficulty,
  oxygen: number,
  check: (before: Exploration, step: Extract<Step, { ok: true }>) => void,
): void {
  let cursor = 0;
  const pick = (n: number) => (n <= 0 ? 0 : (choices[cursor++ % choices.length] ?? 0) % n);
  const deployed = deploy(graph, {
    location: locationOf({ ao: 'HELL', ai: 'NO', condition }),
    campaignDifficulty,
    hasTeleporter: false,
    crew: [crewMember('ana', { tech: 6 }), crewMember('bo', { agility: 6 }), crewMember('cy', { armor: 1 })],
    oxygen,
    entrance: ENTRANCE,
  });
  if (!deployed.ok) throw new Error(deployed.reason);
  let s = deployed.state;
  for (let turn = 0; turn < choices.length * 2 && s.ended === null; turn += 1) {
    const step = act(s, pick);
    if (!step.ok) continue;
    check(s, step);
    s = step.state;
  }
}

const walk = fc.tuple(
  fc.array(fc.nat({ max: 9999 }), { minLength: 40, maxLength: 250 }),
  fc.constantFrom(...CONDITIONS),
  fc.constantFrom(...DIFFICULTIES),
  fc.constantFrom(6, 25),
);

describe('random explorations (seeded)', () => {
  it('play on a valid map', () => {
    expect(validateTileMap(MAP).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('never take oxygen below zero nor above the supply (seed 1301)', () => {
    fc.assert(
      fc.property(walk, ([choices, condition, difficulty, oxygen]) => {
        explore(choices, condition, difficulty, oxygen, (_before, step) => {
          expect(step.state.oxygen).toBeGreaterThanOrEqual(0);
          expect(step.state.oxygen).toBeLessThanOrEqual(step.state.oxygenCapacity);
          for (const member of step.state.crew) {
            expect(member.hp).toBeGreaterThanOrEqual(0);
            expect(member.hp).toBeLessThanOrEqual(member.maxHp);
          }
        });
      }),
      { seed: 1301, numRuns: 150 },
    );
  });

  it('never set off a defeated tile again in the same exploration (seed 1302)', () => {
    fc.assert(
      fc.property(walk, ([choices, condition, difficulty, oxygen]) => {
        const beaten = new Map<number, Set<string>>();
        explore(choices, condition, difficulty, oxygen, (before, step) => {
          const map = step.state.mapNumber;
          const known = beaten.get(map) ?? new Set<string>();
          if (before.mapNumber === map && before.transit === null) {
            for (const event of step.events) {
              if (event.type === 'triggered') expect(known.has(event.key)).toBe(false);
            }
            for (const pending of step.state.pending) expect(known.has(pending.key)).toBe(false);
          }
          for (const key of memoryOf(step.state, map).defeated) known.add(key);
          beaten.set(map, known);
        });
      }),
      { seed: 1302, numRuns: 150 },
    );
  });

  it('never put the team inside a wall or a void (seed 1303)', () => {
    fc.assert(
      fc.property(walk, ([choices, condition, difficulty, oxygen]) => {
        explore(choices, condition, difficulty, oxygen, (_before, step) => {
          const space = graph.spaces.get(step.state.position);
          expect(space).toBeDefined();
          for (const [x, y] of space?.cells ?? []) {
            expect(['tile', 'area']).toContain(cellAt(graph.grid, x, y)?.kind);
          }
        });
      }),
      { seed: 1303, numRuns: 150 },
    );
  });
});
