import type { EnemyShip, FlightRow } from '../../../../content/schemas/flight';
import type { FittedSystem, Ship, ShipCatalogue } from '../../ship/state';
import type { SpaceDecision } from '../../space/combatFlow';
import type { SpaceCombat, SpaceCrew } from '../../space/combatTypes';
import { TIMELINE_COMMANDS } from '../../../../content/schemas/flight';
import { decisionRefusal } from '../../space/combatFlow';
import { answerRoll, beginSpaceCombat, decide } from '../../space/combatWalk';
import { liveEnemies } from '../../space/combatState';
import { readyWeapons } from '../../space/combatFire';
import { DEFAULT_SPACE_POLICY, spaceDecision } from './simulatePolicy';
import { Draw } from '../draw.testkit';

/**
 * Random space combats for the fast simulator's differential test (`simulateFast.test.ts`): a random
 * flight row (timeline, objectives, enemies), a random ship from a catalogue (damaged systems, boxes out of
 * fitted order, magazines), a random crew (some unconscious or dead), then a random number of steps played
 * by the kernel with the policy or another legal choice, so the simulators start from any point of a turn:
 * a die, a decision, a boarding. Pure data from a seed.
 */

function randomRow(d: Draw): FlightRow {
  const timeline = Array.from({ length: d.int(9) }, () => (d.chance(0.4) ? null : d.of(TIMELINE_COMMANDS)));
  const objectives = Array.from({ length: d.int(4) }, () => ({
    attribute: d.of(['attack', 'tech', 'charisma', 'any'] as const),
    difficulty: 4 + d.int(12),
  }));
  const enemies = Array.from({ length: 1 + d.int(4) }, (_, i): EnemyShip => ({
    type: `Enemy ${i}`,
    sp: 1 + d.int(15),
    crew: d.int(8),
    damage: d.int(7),
    shield: d.int(6),
    recharge: d.int(4),
  }));
  return { number: 7, name: 'Random', timeline, objectives, enemies, xp: 5 };
}

function randomShip(d: Draw, catalogue: ShipCatalogue): { ship: Ship; magazines: Record<string, number> } {
  const hull = d.of([...catalogue.hulls.values()]);
  const systems = [...catalogue.systems.values()];
  const weapons = systems.filter((s) => s.effect.kind === 'weapon');
  const first = d.of(weapons);
  // Often two of one kind, which share their magazines (§11).
  const chosen = [first, d.chance(0.4) ? first : d.of(weapons)];
  // Often the systems that open decisions (evade, drones), so every step is met.
  const helpers = new Set(
    d.chance(0.5) ? ['maneuver-engines', 'repair-drones', 'boarding-armory', 'onboard-defense'] : [],
  );
  for (const s of systems) {
    const ability = s.effect.kind === 'standard' ? s.effect.ability : '';
    if (helpers.has(ability) || d.chance(0.25)) chosen.push(s);
  }
  // §11 Ammo magazines: a blank weapon box holding one for a weapon type fitted, its ammo shared by the type.
  const magazines: Record<string, number> = {};
  const stocked = new Set<string>();
  for (const system of chosen) {
    if (system.effect.kind !== 'weapon' || system.effect.ammo === null || stocked.has(system.id)) continue;
    stocked.add(system.id);
    if (d.chance(0.5)) magazines[system.id] = d.int(4);
  }
  const entries = [...chosen.map((system) => ({ system, magazine: false }))];
  for (const id of Object.keys(magazines)) {
    const system = catalogue.systems.get(id);
    if (system !== undefined) entries.push({ system, magazine: true });
  }
  const fitted = entries.map(({ system, magazine }, i): FittedSystem => ({
    id: `s${i + 1}`,
    systemId: system.id,
    box: d.chance(0.5) ? { kind: 'printed', index: d.int(12) } : { kind: 'blank', index: d.int(4) },
    damaged: d.chance(0.15),
    ...(magazine ? { magazine: true as const } : {}),
  }));
  return { ship: { name: 'Random ship', hullId: hull.id, fitted }, magazines };
}

function randomCrew(d: Draw): SpaceCrew[] {
  return Array.from({ length: 1 + d.int(4) }, (_, i) => {
    const out = d.chance(0.1);
    return {
      id: `c${i}`,
      name: `Crew ${i}`,
      tech: d.int(9),
      ranged: d.int(7),
      melee: d.int(7),
      charisma: d.int(7),
      hp: out ? 0 : 1 + d.int(12),
      conscious: !out,
      ...(out && d.chance(0.5) ? { dead: true } : {}),
    };
  });
}

/** Another legal decision than the policy's, when one is easy to name. */
function otherDecision(d: Draw, c: SpaceCombat, step: string): SpaceDecision | null {
  const free = c.crew.filter((m) => m.conscious && m.dead !== true && c.used[m.id] === undefined);
  switch (step) {
    case 'objectives': {
      const damaged = c.ship.fitted.find((f) => f.damaged);
      if (free.length > 0 && damaged !== undefined && d.chance(0.5))
        return {
          type: 'repair.try',
          crewIds: [d.of(free).id],
          target: { kind: 'system', fittedId: damaged.id },
        };
      return { type: 'objectives.done' };
    }
    case 'fire': {
      const targets = liveEnemies(c).map((e) => e.uid);
      const shots = readyWeapons(c)
        .slice(0, 4)
        .map((weaponId) => ({ weaponId, targetUid: d.of(targets), overclock: d.chance(0.5) }));
      return { type: 'fire', shots: shots.filter(() => d.chance(0.7)) };
    }
    case 'board':
      return free.length > 0 && d.chance(0.3) ? null : { type: 'board.skip' };
    case 'escape':
      return { type: d.chance(0.3) ? 'escape' : 'escape.skip' };
    default:
      return null;
  }
}

/** Where a combat stands, as the test names it: a roll's kind, a decision's step, or the pending kind. */
export function pendingName(c: SpaceCombat): string {
  const p = c.pending;
  if (p.kind === 'roll') return p.roll.kind;
  return p.kind === 'decide' ? `decide ${p.step}` : p.kind;
}

const STOPS = [
  'decide objectives',
  'decide fire',
  'decide reroll',
  'decide evade',
  'decide board',
  'decide escape',
  'decide drones',
  'objective',
  'repair',
  'hit',
  'enemy-hit',
  'evade',
  'system-class',
  'system-count',
  'escape',
  'boarding',
];

/**
 * Combat `seed`: set up, then steps played (dice from the seed, decisions by the policy or another legal
 * one) up to a random number of them, or — half of the time — until the combat waits on a chosen step; it
 * stops early at a boarding or at the end.
 */
export function randomSpaceCombat(seed: string, catalogue: ShipCatalogue): SpaceCombat {
  const d = new Draw(seed);
  const { ship, magazines } = randomShip(d, catalogue);
  let c = beginSpaceCombat({ row: randomRow(d), ship, catalogue, crew: randomCrew(d), magazines });
  if (d.chance(0.3)) c = { ...c, sp: 1 + d.int(c.sp), shield: d.int(c.shield + 1) };
  if (d.chance(0.3)) c = { ...c, enemies: c.enemies.map((e) => ({ ...e, shield: d.int(e.shield + 1) })) };
  if (d.chance(0.4)) {
    const ammo = Object.fromEntries(
      Object.entries(c.ammo).map(([id, n]) => [id, n === null ? null : d.int(n + 1)]),
    );
    c = { ...c, ammo };
  }
  const stop = d.chance(0.5) ? d.of(STOPS) : null;
  for (let n = stop === null ? d.int(40) : 200; n > 0 && c.outcome === null; n--) {
    if (pendingName(c) === stop) break;
    const p = c.pending;
    if (p.kind === 'roll') {
      const sides = p.roll.kind === 'escape' || p.roll.kind === 'system-count' ? 20 : 6;
      c = answerRoll(c, 1 + d.int(sides));
    } else if (p.kind === 'decide') {
      const other = d.chance(0.4) ? otherDecision(d, c, p.step) : null;
      const legal = other !== null && decisionRefusal(c, other) === null;
      c = decide(c, legal ? other : spaceDecision(c, DEFAULT_SPACE_POLICY));
    } else break;
  }
  return c;
}
