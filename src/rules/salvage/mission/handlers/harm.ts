import { CONDITIONS } from '../../tables/conditions';
import { advanceDanger, dangerLevel, DANGER_LEVEL_NAMES } from '../../tables/danger';
import { spotDistance, unitById } from '../board';
import { boilersOf, crewSides, first, hostiles, isCrewSide, say, withCompany, withUnit } from '../core';
import type { Effect } from '../effects.types';
import type { Mission, Spot, Unit } from '../state';
import { nameOf, type Handlers } from './types';
/** Harm and alarm: damage, conditions, Noise, the Danger Tracker, Blight and hostiles turning Alert. */

const ALERT_RADIUS = 6;

function damage(m: Mission, unitId: string, amount: number, source: string): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.status !== 'active' || amount <= 0) return m;
  const health = Math.max(0, u.health - amount);
  let next = withUnit(m, unitId, (x) => ({ ...x, health, alert: x.side === 'site' ? true : x.alert }));
  next = say(next, `${u.name} takes ${amount} damage from ${source} (${health} Health left).`);
  if (u.side === 'site' && !u.alert) next = say(next, `${u.name} is hurt and turns Alert.`);
  if (health === 0) {
    next = withUnit(next, unitId, (x) => ({ ...x, status: 'mortallyWounded', conditions: [], power: 0 }));
    next = say(next, `${u.name} is Mortally Wounded: face down, out of the fight.`);
  }
  return next;
}

function addCondition(m: Mission, unitId: string, condition: Unit['conditions'][number]): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.status !== 'active' || u.conditions.includes(condition)) return m;
  return say(
    withUnit(m, unitId, (x) => ({ ...x, conditions: [...x.conditions, condition] })),
    `${u.name} is now ${CONDITIONS[condition].name}.`,
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
  if (track !== m.danger)
    next = say(next, `Danger Tracker ${m.danger} → ${track} (${DANGER_LEVEL_NAMES[dangerLevel(track)]}).`);
  const owed: Effect[] = [];
  for (const level of entered) {
    const crew = crewOfUnit(next, by) ?? undefined;
    next = say(
      next,
      `A new Danger section: ${DANGER_LEVEL_NAMES[level]}. An event card is drawn and the crew gains Blight.`,
    );
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
    if (level === 'maximum') next = say(next, 'Maximum Danger: every airlock stands open.');
  }
  // Sections are resolved in the order they were entered.
  return first(next, owed);
}

function alertRadius(m: Mission): number {
  const theme = m.theme?.effects.find((e) => e.kind === 'noiseRadius');
  return theme?.kind === 'noiseRadius' ? theme.inches : ALERT_RADIUS;
}

function noise(m: Mission, at: Spot, by: string | null): Mission {
  let next: Mission = { ...m, noise: [...m.noise, { at, by }] };
  next = say(next, `Noise${by === null ? '' : ` from ${nameOf(m, by)}`}.`);
  const radius = alertRadius(m);
  for (const h of hostiles(next)) {
    if (h.alert || h.at === null || h.status !== 'active') continue;
    if (spotDistance(next, h.at, at) <= radius + 1e-9) {
      next = say(
        withUnit(next, h.id, (x) => ({ ...x, alert: true })),
        `${h.name} hears it and turns Alert.`,
      );
    }
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
        // Damaged Filters: only the first Blight gain of the mission is 1 more (its journal line marks it).
        const filters = `Damaged Filters: the ${side}'s first Blight gain this mission is 1 more.`;
        const extra =
          boilersOf(next, side).some((u) => u.injuries.includes('damagedFilters')) &&
          !next.journal.includes(filters)
            ? 1
            : 0;
        next = withCompany(next, side, (c) => ({ ...c, blight: c.blight + e.amount + extra }));
        next = say(next, ...(extra > 0 ? [filters] : []), `The crew gains ${e.amount + extra} Blight.`);
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
            `${u.name} turns Alert.`,
          );
    },
  },
};
