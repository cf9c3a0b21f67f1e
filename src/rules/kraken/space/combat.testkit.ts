import type { EnemyShip, FlightRow, SpaceObjective, TimelineCommand } from '../../../content/schemas/flight';
import type { Hull, ShipSystem, ShipSystemEffect } from '../../../content/schemas/ship';
import type { FittedSystem, Ship, ShipCatalogue } from '../ship/state';
import type { SpaceCombat, SpaceCombatInput, SpaceCrew } from './combatTypes';
import type { SpaceDecision } from './combatFlow';
import { owed } from './combatFlow';
import { answerRoll, beginSpaceCombat, decide } from './combatWalk';

/**
 * A small hand-made ship catalogue and builders for the space-combat tests (numbers from §11, names kept
 * short); no pack content is read.
 */

function system(id: string, price: number, effect: ShipSystemEffect): ShipSystem {
  return { id, name: id, price, effect, summary: id };
}

const weapon = (damage: number, mode: 'plain' | 'emp' | 'he', overclock: boolean, ammo: number | null) =>
  ({ kind: 'weapon', damage, mode, overclock, ammo }) as const;

export const TEST_SYSTEMS: readonly ShipSystem[] = [
  system('laser', 5, weapon(3, 'plain', false, null)),
  system('heavy-laser', 15, weapon(5, 'plain', false, null)),
  system('ion-cannon', 5, weapon(4, 'emp', false, null)),
  system('missile', 10, weapon(6, 'he', false, 2)),
  system('twin-missile', 15, weapon(6, 'he', true, 3)),
  system('autocannon', 25, weapon(8, 'plain', true, 4)),
  system('gauss', 30, weapon(12, 'plain', false, 3)),
  system('torpedo', 15, weapon(18, 'he', false, 1)),
  system('primary-shields', 10, { kind: 'shield', capacity: 5, recharge: 2 }),
  system('secondary-shields', 15, { kind: 'shield', capacity: 4, recharge: 2 }),
  system('armor', 10, { kind: 'armour', reduction: 1 }),
  system('heavy-armor', 40, { kind: 'armour', reduction: 2 }),
  system('hull-expansion', 15, { kind: 'hull-expansion' }),
  system('combat-bridge', 20, { kind: 'standard', ability: 'combat-bridge' }),
  system('maneuver-engines', 30, { kind: 'standard', ability: 'maneuver-engines' }),
  system('target-system', 15, { kind: 'standard', ability: 'target-system' }),
  system('repair-drones', 20, { kind: 'standard', ability: 'repair-drones' }),
  system('boarding-shields', 50, { kind: 'standard', ability: 'boarding-shields' }),
  system('teleporter', 10, { kind: 'standard', ability: 'teleporter' }),
];

export const TEST_HULL: Hull = {
  id: 'test-hull',
  name: 'Test hull',
  type: 'hauler',
  price: 50,
  sp: 10,
  expansionSp: 5,
  slots: TEST_SYSTEMS.map((s) => ({ system: s.id })),
  blankWeaponSlots: 4,
  storage: 4,
  expansionStorage: 2,
};

export const TEST_CATALOGUE: ShipCatalogue = {
  systems: new Map(TEST_SYSTEMS.map((s) => [s.id, s])),
  hulls: new Map([[TEST_HULL.id, TEST_HULL]]),
};

/** A ship with these systems fitted as s1, s2, … ("!" after an id: fitted damaged). */
export function testShip(...systems: readonly string[]): Ship {
  const fitted = systems.map((entry, index): FittedSystem => ({
    id: `s${index + 1}`,
    systemId: entry.replace('!', ''),
    box: { kind: 'printed', index },
    damaged: entry.endsWith('!'),
  }));
  return { name: 'Test ship', hullId: TEST_HULL.id, fitted };
}

export function crewMember(id: string, tech: number, more: Partial<SpaceCrew> = {}): SpaceCrew {
  return { id, name: id, tech, ranged: 2, melee: 2, charisma: 2, hp: 10, conscious: true, ...more };
}

export const FOUR_CREW: readonly SpaceCrew[] = [
  crewMember('ann', 5),
  crewMember('bo', 4),
  crewMember('cy', 3),
  crewMember('di', 4),
];

export function enemy(
  type: string,
  sp: number,
  crew: number,
  damage: number,
  shield = 0,
  recharge = 0,
): EnemyShip {
  return { type, sp, crew, damage, shield, recharge };
}

/** "Mine 3-0, 5, 0-0" (flight table rows 3 and 4). */
export const MINE = enemy('Mine', 3, 0, 5);

export function testRow(part: {
  readonly timeline?: readonly (TimelineCommand | null)[];
  readonly objectives?: readonly SpaceObjective[];
  readonly enemies?: readonly EnemyShip[];
  readonly xp?: number;
}): FlightRow {
  return {
    number: 4,
    name: 'Test flight',
    timeline: [...(part.timeline ?? [])],
    objectives: [...(part.objectives ?? [])],
    enemies: [...(part.enemies ?? [MINE, MINE])],
    xp: part.xp ?? 8,
  };
}

export function combatOf(
  row: FlightRow,
  ship: Ship,
  crew: readonly SpaceCrew[] = FOUR_CREW,
  magazines?: Readonly<Record<string, number>>,
): SpaceCombat {
  const input: SpaceCombatInput = {
    row,
    ship,
    catalogue: TEST_CATALOGUE,
    crew,
    ...(magazines === undefined ? {} : { magazines }),
  };
  return beginSpaceCombat(input);
}

/** A script step: a die face for the roll owed, or a decision. */
export type Step = number | SpaceDecision;

/** Plays the steps in order, each checked against what is owed. */
export function play(start: SpaceCombat, ...steps: readonly Step[]): SpaceCombat {
  let c = start;
  for (const step of steps) {
    const now = owed(c);
    if (typeof step === 'number') {
      if (now.kind !== 'roll') throw new Error(`a die was scripted, but ${JSON.stringify(now)} is owed`);
      c = answerRoll(c, step);
    } else {
      if (now.kind !== 'decide')
        throw new Error(`"${step.type}" was scripted, but ${JSON.stringify(now)} is owed`);
      c = decide(c, step);
    }
  }
  return c;
}

export const DONE: SpaceDecision = { type: 'objectives.done' };
export const HOLD_FIRE: SpaceDecision = { type: 'fire', shots: [] };
export const STAY: SpaceDecision = { type: 'escape.skip' };

/** The key of the roll owed now (or the kind of what is owed). */
export function owedKey(c: SpaceCombat): string {
  const now = owed(c);
  if (now.kind === 'roll') return now.roll.key;
  if (now.kind === 'decide') return `decide:${now.step}`;
  return now.kind;
}

export function oddsOwed(c: SpaceCombat): number | null {
  const now = owed(c);
  if (now.kind !== 'roll') throw new Error('no roll is owed');
  return now.roll.need.odds;
}
