import { advanceDanger } from '../../tables/danger';
import { unitById } from '../board';
import { boilersOf, crewSides, first, isCrewSide, say, withCompany, withUnit } from '../core';
import { hostilesHearing } from '../noise';
import type { Effect } from '../effects.types';
import type { Mission, Spot, Unit } from '../state';
import type { Handlers } from './types';
/** Harm and alarm: damage, conditions, Noise, the Danger Tracker, Blight and hostiles turning Alert. */

function damage(m: Mission, unitId: string, amount: number, source: string): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.status !== 'active' || amount <= 0) return m;
  const health = Math.max(0, u.health - amount);
  let next = withUnit(m, unitId, (x) => ({ ...x, health, alert: x.side === 'site' ? true : x.alert }));
  next = say(next, { kind: 'damaged', unit: u.id, amount, source, health });
  if (u.side === 'site' && !u.alert) next = say(next, { kind: 'hurtAlert', unit: u.id });
  if (health === 0) {
    next = withUnit(next, unitId, (x) => ({ ...x, status: 'mortallyWounded', conditions: [], power: 0 }));
    next = say(next, { kind: 'mortallyWounded', unit: u.id });
  }
  return next;
}

function addCondition(m: Mission, unitId: string, condition: Unit['conditions'][number]): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.status !== 'active' || u.conditions.includes(condition)) return m;
  return say(
    withUnit(m, unitId, (x) => ({ ...x, conditions: [...x.conditions, condition] })),
    { kind: 'conditionGained', unit: u.id, condition },
  );
}

function crewOfUnit(m: Mission, by: string | null): Mission['crews'][keyof Mission['crews']] | null {
  const u = by === null ? undefined : unitById(m, by);
  return u !== undefined && isCrewSide(u.side) ? (m.crews[u.side] ?? null) : null;
}

/** Advance the Danger Tracker; each new section: the causer draws an event card and the crew gains Blight. */
function moveDanger(m: Mission, steps: number, by: string | null): Mission {
  const { track, entered } = advanceDanger(m.danger, steps);
  let next: Mission = { ...m, danger: track };
  if (track !== m.danger) next = say(next, { kind: 'dangerMoved', from: m.danger, to: track });
  const owed: Effect[] = [];
  for (const level of entered) {
    const crew = crewOfUnit(next, by) ?? undefined;
    next = say(next, { kind: 'dangerSection', level });
    owed.push(
      { kind: 'drawEvent', drawer: by },
      ...(crew === undefined
        ? crewSides(next).map((side) => ({
            kind: 'blight' as const,
            side,
            amount: 1 + next.blightPerSection,
          }))
        : [{ kind: 'blight' as const, side: crew.side, amount: 1 + next.blightPerSection }]),
    );
    if (level === 'maximum') next = say(next, { kind: 'maximumDanger' });
  }
  // Sections are resolved in the order they were entered.
  return first(next, owed);
}

function noise(m: Mission, at: Spot, by: string | null): Mission {
  let next: Mission = { ...m, noise: [...m.noise, { at, by }] };
  next = say(next, { kind: 'noise', by });
  for (const h of hostilesHearing(next, at)) {
    next = say(
      withUnit(next, h.id, (x) => ({ ...x, alert: true })),
      { kind: 'heardNoise', unit: h.id },
    );
  }
  return moveDanger(next, 1, by);
}

export const HARM_HANDLERS: Handlers<'damage' | 'condition' | 'noise' | 'danger' | 'blight' | 'alert'> = {
  damage: {
    apply: (m, e) => damage(m, e.unit, e.amount, e.source),
  },
  condition: {
    apply: (m, e) => addCondition(m, e.unit, e.condition),
  },
  noise: {
    apply: (m, e) => noise(m, e.at, e.by),
  },
  danger: {
    apply: (m, e) => moveDanger(m, e.amount, e.by),
  },
  blight: {
    apply: (m, e) => {
      const sides = e.side === null ? crewSides(m) : [e.side];
      let next = m;
      for (const side of sides) {
        // Injury 32 Damaged Filters: "First Blight gain each mission +1 extra" — the crew keeps whether it
        // has had it this mission.
        const filters = { kind: 'damagedFilters', side } as const;
        const crew = next.crews[side];
        const extra =
          crew !== undefined &&
          !crew.filtersBitten &&
          boilersOf(next, side).some((u) => u.injuries.includes('damagedFilters'))
            ? 1
            : 0;
        if (crew !== undefined && extra > 0)
          next = { ...next, crews: { ...next.crews, [side]: { ...crew, filtersBitten: true } } };
        next = withCompany(next, side, (c) => ({ ...c, blight: c.blight + e.amount + extra }));
        next = say(next, ...(extra > 0 ? [filters] : []), {
          kind: 'blightGained',
          side,
          amount: e.amount + extra,
        });
      }
      return next;
    },
  },
  alert: {
    apply: (m, e) => {
      const u = unitById(m, e.unit);
      return u === undefined || u.alert
        ? m
        : say(
            withUnit(m, e.unit, (x) => ({ ...x, alert: true })),
            { kind: 'alerted', unit: u.id },
          );
    },
  },
};
