import { activationPower, capacityUsed, overCapacity } from '../tables/power';
import { BLEEDING_TN } from '../tables/conditions';
import { HAZARDS } from '../tables/hazards';
import { pieceById, unitById } from './board';
import { first, gearById, say, withUnit } from './core';
import type { Effect } from './effects.types';
import { walkToward } from './geometry';
import { hazardEntryEffects, hazardsTouching, hazardsUnder } from './moves';
import { panicOrder } from './panic';
import type { ActionOrder } from './orders';
import type { Mission, Spot, Unit } from './state';

/**
 * The frame around every action and activation: conditions that strike before each action (Burning,
 * Poisoned) or when an activation starts (Bleeding, Panicked, the Dark Engine), hazards that strike when it
 * ends, and the Power a unit starts with.
 */

/** Steps for an order: the before-each-action tests, then the action itself. */
export function orderSteps(m: Mission, order: ActionOrder): Effect[] {
  const u = unitById(m, order.unit);
  if (u === undefined) return [];
  const steps: Effect[] = [];
  if (u.conditions.includes('burning') && order.action !== 'exert') {
    steps.push({
      kind: 'test',
      unit: u.id,
      stat: 'muscle',
      tn: 6,
      purpose: `${u.name} is Burning: Muscle test before acting or take 1 damage`,
      rule: 'salvage.conditions',
      pass: [],
      fail: [{ kind: 'damage', unit: u.id, amount: 1, source: 'Burning' }],
    });
  }
  if (u.conditions.includes('poisoned') && order.action !== 'exert') {
    steps.push({
      kind: 'test',
      unit: u.id,
      stat: 'smarts',
      tn: 6,
      purpose: `${u.name} is Poisoned: Smarts test before acting or the crew gains 1 Blight`,
      rule: 'salvage.conditions',
      pass: [],
      fail: u.side === 'site' ? [] : [{ kind: 'blight', side: u.side, amount: 1 }],
    });
  }
  steps.push({ kind: 'act', order });
  return steps;
}

export function unitMaxPowerLoad(m: Mission, u: Unit): number {
  const sizes = u.gear.map((id) => gearById(m, id)?.size ?? 0);
  return overCapacity(capacityUsed(sizes, u.salvage.length), u.stats.capacity);
}

/** Power at the start of an activation (over-capacity, Exert tokens, Burned Circuits). */
export function startingPower(m: Mission, u: Unit): number {
  const power = activationPower({
    power: u.stats.power,
    overCapacity: unitMaxPowerLoad(m, u),
    exertTokens: u.exert,
    burnedCircuits: u.injuries.includes('burnedCircuits'),
    firstActivation: u.activations === 0,
  });
  const extra = u.side !== 'site' && m.crews[u.side]?.extraPowerFor === u.id ? 1 : 0;
  return power + extra;
}

function deploymentCentre(m: Mission, u: Unit): Spot | null {
  if (u.side === 'site') return null;
  const zone = m.content.mission.deployment[u.side];
  return { x: (zone.minX + zone.maxX) / 2, z: (zone.minZ + zone.maxZ) / 2, level: zone.level };
}

/** Begins a unit's activation: its Power, then whatever strikes at the start. */
export function startActivation(m: Mission, unitId: string): Mission {
  const u = unitById(m, unitId);
  if (u === undefined) return m;
  const power = startingPower(m, u);
  let next = withUnit(m, unitId, (x) => ({
    ...x,
    power,
    actionsTaken: 0,
    exertedNow: false,
    activations: x.activations + 1,
  }));
  next = say(next, { kind: 'activated', unit: u.id, power });
  const steps: Effect[] = [];
  if (u.conditions.includes('bleeding')) {
    steps.push({
      kind: 'test',
      unit: u.id,
      stat: 'muscle',
      tn: BLEEDING_TN,
      purpose: `${u.name} is Bleeding: Muscle test at TN ${BLEEDING_TN} or take 1 damage`,
      rule: 'salvage.conditions',
      pass: [],
      fail: [{ kind: 'damage', unit: u.id, amount: 1, source: 'Bleeding' }],
    });
  }
  for (const h of hazardsTouching(next, u, 3)) {
    if (h.hazard !== 8) continue;
    const home = deploymentCentre(next, u);
    const to = home === null ? null : walkToward(next, u, home, 3, 0);
    steps.push({
      kind: 'test',
      unit: u.id,
      stat: 'smarts',
      tn: 6,
      purpose: `${u.name} is within 3" of the Dark Engine: Smarts test or move 3" toward its deployment area`,
      rule: 'salvage.hazards',
      pass: [],
      fail: to === null ? [] : [{ kind: 'place', unit: u.id, to }],
    });
  }
  if (u.conditions.includes('panicked')) {
    // Salvage 004 Panicked: "Start of activation: must Move toward nearest Airlock (costs Power)" (panic.ts).
    const order = panicOrder(next, unitById(next, unitId) ?? u);
    if (order !== null) {
      steps.push({ kind: 'note', event: { kind: 'panicked', unit: u.id } }, ...orderSteps(next, order));
    }
  }
  return first(next, steps);
}

/** Ends a unit's activation: it is spent, and hazards it ends in or beside strike. */
export function endActivation(m: Mission, unitId: string): Mission {
  const u = unitById(m, unitId);
  if (u === undefined) return m;
  let next = withUnit(m, unitId, (x) => ({ ...x, activated: true, power: 0, exertedNow: false }));
  if (u.status !== 'active' || u.at === null) return next;
  const steps: Effect[] = [];
  for (const h of hazardsUnder(next, u)) {
    if (HAZARDS[h.hazard].trigger === 'enterOrEnd') {
      steps.push(
        { kind: 'note', event: { kind: 'endsInHazard', unit: u.id, number: h.hazard } },
        ...hazardEntryEffects(h.hazard, u.id),
      );
    }
  }
  for (const h of hazardsTouching(next, u, 1)) {
    if (h.hazard === 2) steps.push({ kind: 'wasteChute', unit: u.id });
  }
  next = first(next, steps);
  return next;
}

/** End phase, ongoing damage: a Metal Press hits every unit in base contact for 2. */
export function roundEndHazards(m: Mission): Effect[] {
  const out: Effect[] = [];
  for (const u of m.units) {
    if (u.status !== 'active' || u.at === null) continue;
    for (const h of hazardsTouching(m, u)) {
      if (h.hazard === 3)
        out.push({
          kind: 'damage',
          unit: u.id,
          amount: 2,
          source: `the Metal Press ${pieceById(m, h.id)?.id ?? ''}`,
        });
    }
  }
  return out;
}
