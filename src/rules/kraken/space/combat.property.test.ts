import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RngState } from '../../dice';
import type { FlightRow } from '../../../content/schemas/flight';
import type { BoardingOutcome, CrewAttribute, SpaceCombat, SpaceCrew } from './combatTypes';
import type { SpaceDecision } from './combatFlow';
import { rollDie, seedRng } from '../../dice';
import { TEST_SYSTEMS, combatOf, crewMember, enemy, testShip } from './combat.testkit';
import { decisionRefusal, owed } from './combatFlow';
import { answerRoll, decide, resolveBoarding } from './combatWalk';
import { boardable } from './combatBoarding';
import { shieldOptions } from './combatEnemyFire';
import { readyWeapons } from './combatFire';
import { liveEnemies, totalsOf, unusedCrew } from './combatState';
import { TIMELINE_COMMANDS } from '../../../content/schemas/flight';

/**
 * Seeded random-legal space combats: a random sheet, ship and crew, dice from a seeded generator and a
 * player who picks random decisions the kernel accepts. SP, shields and ammo never go negative, every
 * combat ends through a rule, and the same seed plays the same combat.
 */

const TURN_CAP = 400;
const END_RULES = [
  'objectives',
  'enemies-destroyed',
  'victory-command',
  'time-command',
  'game-over-command',
  'ship-destroyed',
  'crew-lost',
  'boarded',
  'escape',
];

class Dice {
  constructor(private state: RngState) {}
  int(sides: number): number {
    const r = rollDie(this.state, sides);
    this.state = r.state;
    return r.face;
  }
  chance(p: number): boolean {
    return this.int(1000) <= p * 1000;
  }
  pick<T>(list: readonly T[]): T {
    const item = list[this.int(list.length) - 1];
    if (item === undefined) throw new Error('empty list');
    return item;
  }
  subset<T>(list: readonly T[], max: number): T[] {
    const out = list.filter(() => this.chance(0.5));
    return out.slice(0, max);
  }
}

function randomSetup(d: Dice): {
  row: FlightRow;
  systems: string[];
  crew: SpaceCrew[];
  magazines: Record<string, number>;
} {
  const timeline = Array.from({ length: d.int(9) - 1 }, () =>
    d.chance(0.5) ? null : d.pick(TIMELINE_COMMANDS),
  );
  const objectives = Array.from({ length: d.int(5) - 1 }, () => ({
    attribute: d.pick(['attack', 'tech', 'charisma', 'any'] as const),
    difficulty: 2 + d.int(12),
  }));
  const enemies = Array.from({ length: d.int(4) }, (_, i) =>
    enemy(`E${i}`, d.int(15), d.int(8) - 1, d.int(7) - 1, d.int(7) - 1, d.int(4) - 1),
  );
  const systems = [d.pick(['laser', 'heavy-laser', 'missile', 'autocannon'])];
  for (const s of TEST_SYSTEMS) if (d.chance(0.3)) systems.push(d.chance(0.2) ? `${s.id}!` : s.id);
  const crew = Array.from({ length: d.int(4) }, (_, i) =>
    crewMember(`c${i}`, d.int(7) - 1, { ranged: d.int(6) - 1, melee: d.int(6) - 1, charisma: d.int(6) - 1 }),
  );
  const magazines: Record<string, number> = d.chance(0.5) ? { missile: d.int(3), autocannon: d.int(3) } : {};
  const row: FlightRow = { number: 7, name: 'Random', timeline, objectives, enemies, xp: d.int(10) };
  return { row, systems, crew, magazines };
}

const ATTRIBUTES: readonly CrewAttribute[] = ['ranged', 'melee', 'tech', 'charisma'];

function candidates(c: SpaceCombat, d: Dice, step: string): SpaceDecision[] {
  const free = unusedCrew(c).map((m) => m.id);
  const some = (max: number) => d.subset(free, max);
  switch (step) {
    case 'objectives': {
      const attribute = d.pick(ATTRIBUTES);
      const damaged = c.ship.fitted.filter((f) => f.damaged).map((f) => f.id);
      return [
        { type: 'objective.try', picks: some(4).map((crewId) => ({ crewId, attribute })) },
        {
          type: 'objective.try',
          picks: some(4).map((crewId) => ({ crewId, attribute: d.pick(['ranged', 'melee'] as const) })),
        },
        {
          type: 'repair.try',
          crewIds: some(2),
          target:
            damaged.length > 0 && d.chance(0.5)
              ? { kind: 'system', fittedId: d.pick(damaged) }
              : { kind: 'sp' },
        },
        { type: 'objectives.done' },
      ];
    }
    case 'fire': {
      const targets = liveEnemies(c).map((e) => e.uid);
      const one = d.pick(targets);
      const shots = d.subset(readyWeapons(c), 4).map((weaponId) => ({
        weaponId,
        targetUid: d.chance(0.3) ? d.pick(targets) : one,
        overclock: d.chance(0.3),
      }));
      return [
        { type: 'fire', shots },
        { type: 'fire', shots: shots.map((s) => ({ ...s, overclock: false, targetUid: one })) },
        { type: 'fire', shots: [] },
      ];
    }
    case 'reroll':
      return [{ type: 'reroll', crewId: free[0] ?? '' }, { type: 'reroll.skip' }];
    case 'evade':
      return [{ type: 'evade', crewIds: some(2) }, { type: 'evade.skip' }];
    case 'shield-pick':
      return shieldOptions(c).map((fittedId) => ({ type: 'shield.pick', fittedId }));
    case 'board': {
      const ships = boardable(c);
      return [{ type: 'board', enemyUid: ships[0] ?? '', crewIds: some(4) }, { type: 'board.skip' }];
    }
    case 'escape':
      return d.chance(0.15) ? [{ type: 'escape' }] : [{ type: 'escape.skip' }];
    case 'drones': {
      const damaged = c.ship.fitted.filter((f) => f.damaged).map((f) => f.id);
      return [
        {
          type: 'drones',
          target: damaged.length > 0 ? { kind: 'system', fittedId: d.pick(damaged) } : { kind: 'sp' },
        },
        { type: 'drones.skip' },
      ];
    }
    default:
      return [];
  }
}

function randomOutcome(
  c: SpaceCombat,
  d: Dice,
  uid: string,
  side: 'ours' | 'theirs',
  crewIds: readonly string[],
): BoardingOutcome {
  const enemyCrew = c.enemies.find((e) => e.uid === uid)?.crew ?? 0;
  const involved = side === 'ours' ? crewIds : c.crew.map((m) => m.id);
  return {
    enemyCrewLost: d.int(enemyCrew + 1) - 1,
    enemyDestroyed: side === 'ours' && d.chance(0.3),
    gameLost: side === 'theirs' && d.chance(0.1),
    crew: involved
      .filter(() => d.chance(0.4))
      .map((crewId) => {
        const hp = d.int(11) - 1;
        return { crewId, hp, conscious: hp > 0, dead: false, healedInAHurry: hp === 2 && d.chance(0.5) };
      }),
  };
}

function checkInvariants(c: SpaceCombat): void {
  const t = totalsOf(c);
  expect(c.sp).toBeGreaterThanOrEqual(0);
  expect(c.sp).toBeLessThanOrEqual(t.maxSp);
  expect(c.shield).toBeGreaterThanOrEqual(0);
  expect(c.shield).toBeLessThanOrEqual(t.shieldCapacity);
  for (const a of Object.values(c.ammo)) if (a !== null) expect(a).toBeGreaterThanOrEqual(0);
  for (const a of Object.values(c.magazines)) expect(a).toBeGreaterThanOrEqual(0);
  for (const e of c.enemies) {
    expect(e.sp).toBeGreaterThanOrEqual(0);
    expect(e.shield).toBeGreaterThanOrEqual(0);
    expect(e.shield).toBeLessThanOrEqual(e.def.shield);
    expect(e.crew).toBeGreaterThanOrEqual(0);
  }
}

function playRandom(seed: string): SpaceCombat {
  const d = new Dice(seedRng(seed));
  const setup = randomSetup(d);
  let c = combatOf(setup.row, testShip(...setup.systems), setup.crew, setup.magazines);
  for (let steps = 0; c.turn <= TURN_CAP; steps++) {
    checkInvariants(c);
    const now = owed(c);
    if (now.kind === 'over') return c;
    if (now.kind === 'roll') {
      expect(now.roll.need.odds === null || (now.roll.need.odds >= 0 && now.roll.need.odds <= 1)).toBe(true);
      const sides =
        'check' in now.roll.need &&
        now.roll.need.check.kind === 'table-roll' &&
        now.roll.need.check.notation === 'd20'
          ? 20
          : 'groups' in now.roll.need
            ? 20
            : 6;
      c = answerRoll(c, d.int(sides));
    } else if (now.kind === 'boarding') {
      const r = now.request;
      const uid = r.side === 'ours' ? r.enemyUid : d.pick(r.candidates);
      c = resolveBoarding(c, uid, randomOutcome(c, d, uid, r.side, r.side === 'ours' ? r.crewIds : []));
    } else {
      const legal = candidates(c, d, now.step).filter((x) => decisionRefusal(c, x) === null);
      expect(legal.length, `something legal at ${now.step}`).toBeGreaterThan(0);
      c = decide(c, d.pick(legal));
    }
  }
  return c;
}

describe('seeded random-legal space combats', () => {
  it('keep SP, shields and ammo non-negative, always end through a rule, and replay the same for the same seed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const c = playRandom(seed);
        expect(c.outcome).not.toBeNull();
        expect(END_RULES).toContain(c.endedBy);
        expect(c.turn).toBeLessThanOrEqual(TURN_CAP);
        expect(playRandom(seed)).toEqual(c);
      }),
      { numRuns: 150, seed: 16 },
    );
  }, 120_000);
});
