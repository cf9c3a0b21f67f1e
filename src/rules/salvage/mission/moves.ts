import type { FallResult } from '../../board/falls';
import { inBaseContact } from '../../board/distance';
import { HAZARDS } from '../tables/hazards';
import { gapToPiece, missionBoard, unitById, unitFigure } from './board';
import { first, say, withUnit } from './core';
import type { Effect } from './effects.types';
import type { HazardNumber } from '../types';
import type { Mission, Spot, Unit } from './state';

/**
 * Putting a unit somewhere new and everything that sets off: hazards entered or touched, Unalert hostiles
 * met in base contact, falls at the end of a walk.
 */

function hazardNumber(m: Mission, id: string): HazardNumber | null {
  return m.hazards.find((h) => h.id === id && !h.removed)?.hazard ?? null;
}

/** Hazard effects of entering (or ending an activation in) a hazard site: table rows 1, 5 and 7. */
export function hazardEntryEffects(hazard: HazardNumber, unit: string): Effect[] {
  switch (hazard) {
    case 1:
      return [
        { kind: 'damage', unit, amount: 1, source: 'Acid Pool (no armour)' },
        { kind: 'condition', unit, condition: 'poisoned' },
      ];
    case 5:
      return [
        { kind: 'condition', unit, condition: 'panicked' },
        { kind: 'randomMove', unit, inches: 6, rule: 'salvage.hazards' },
      ];
    case 7:
      return [
        { kind: 'damage', unit, amount: 1, source: 'Burn Pit (no armour)' },
        { kind: 'condition', unit, condition: 'burning' },
      ];
    default:
      return [];
  }
}

/** Hazard sites a unit's base overlaps now. */
export function hazardsUnder(m: Mission, u: Unit): { id: string; hazard: HazardNumber }[] {
  const out: { id: string; hazard: HazardNumber }[] = [];
  for (const piece of m.content.board.terrain) {
    if (piece.kind !== 'hazard-site') continue;
    const hazard = hazardNumber(m, piece.id);
    if (hazard !== null && gapToPiece(u, piece) <= 0) out.push({ id: piece.id, hazard });
  }
  return out;
}

/** Hazard sites a unit's base touches (base contact: Metal Press, Invasive Flora). */
export function hazardsTouching(m: Mission, u: Unit, within = 0.05): { id: string; hazard: HazardNumber }[] {
  const out: { id: string; hazard: HazardNumber }[] = [];
  for (const piece of m.content.board.terrain) {
    if (piece.kind !== 'hazard-site') continue;
    const hazard = hazardNumber(m, piece.id);
    if (hazard !== null && gapToPiece(u, piece) <= within) out.push({ id: piece.id, hazard });
  }
  return out;
}

/** Noise markers and alerts for Unalert hostiles meeting Boilers in base contact (noise and alertness). */
function contactAlerts(m: Mission, u: Unit): Effect[] {
  if (u.at === null) return [];
  const me = unitFigure(u, u.at);
  const out: Effect[] = [];
  for (const o of m.units) {
    if (o.id === u.id || o.at === null || o.status !== 'active' || o.side === u.side) continue;
    if (!inBaseContact(me, unitFigure(o, o.at))) continue;
    const hostile = u.side === 'site' ? u : o.side === 'site' ? o : null;
    if (hostile !== null && !hostile.alert) out.push({ kind: 'alert', unit: hostile.id });
  }
  return out;
}

/** Moves a unit to `to` and queues what it sets off (hazards newly entered, contact alerts). */
export function placeUnit(m: Mission, unitId: string, to: Spot): Mission {
  const before = unitById(m, unitId);
  if (before === undefined) return m;
  const wasIn = new Set(hazardsUnder(m, before).map((h) => h.id));
  const moved = withUnit(m, unitId, (u) => ({ ...u, at: to }));
  const after = unitById(moved, unitId);
  if (after === undefined) return moved;
  const effects: Effect[] = [];
  for (const h of hazardsUnder(moved, after)) {
    if (wasIn.has(h.id) || HAZARDS[h.hazard].trigger !== 'enterOrEnd') continue;
    effects.push(
      { kind: 'note', event: { kind: 'entersHazard', unit: after.id, number: h.hazard } },
      ...hazardEntryEffects(h.hazard, unitId),
    );
  }
  // Hazard 6, Invasive Flora: "Base contact: causes Noise" — whoever touches it, hostiles too. Reading
  // (salvage.hazards): a hostile's brush is the hazard's Noise, made by no Boiler (salvage.danger-tracker).
  for (const h of hazardsTouching(moved, after)) {
    if (h.hazard === 6) {
      effects.push(
        { kind: 'note', event: { kind: 'brushesFlora', unit: after.id } },
        { kind: 'noise', at: to, by: after.side === 'site' ? null : unitId },
      );
    }
  }
  effects.push(...contactAlerts(moved, after));
  return first(moved, effects);
}

/** A fall from the board kernel: land Prone, take the table's damage; a unit fallen on takes 1 too. */
export function applyFall(m: Mission, unitId: string, fall: FallResult, extraDamage = 0): Mission {
  const u = unitById(m, unitId);
  if (u === undefined) return m;
  const landing = fall.pushedApart?.faller ?? fall.landing;
  let next = say(m, { kind: 'fell', unit: u.id, drop: fall.drop, depths: fall.depths });
  next = placeUnit(next, unitId, landing);
  const effects: Effect[] = [
    { kind: 'damage', unit: unitId, amount: fall.damage + extraDamage, source: 'a fall' },
    { kind: 'condition', unit: unitId, condition: 'prone' },
  ];
  if (fall.landedOn !== undefined) {
    effects.push(
      {
        kind: 'damage',
        unit: fall.landedOn,
        amount: fall.landedOnDamage ?? 1,
        source: `${u.name} landing on it`,
      },
      { kind: 'condition', unit: fall.landedOn, condition: 'prone' },
    );
  }
  return first(next, effects);
}

export function boardFor(m: Mission, unitId: string) {
  return missionBoard(m, unitId);
}
