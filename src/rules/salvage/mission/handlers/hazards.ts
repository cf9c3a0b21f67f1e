import { wasteChuteDestination } from '../../tables/hazards';
import type { HazardNumber } from '../../types';
import { pieceById, spotDistance, unitById } from '../board';
import { first, say } from '../core';
import type { Effect } from '../effects.types';
import { placeUnit } from '../moves';
import type { Mission, Spot } from '../state';
import { face, sum, type EffectOf, type Faces, type Handlers } from './types';
/** Hazards and airlocks: what each hazard is, the Waste Chute, Explosive Containers, airlocks opening and sealing. */

function explodeContainer(m: Mission, id: string): Mission {
  const piece = pieceById(m, id);
  const state = m.hazards.find((h) => h.id === id);
  if (piece === undefined || state === undefined || state.removed) return m;
  const next: Mission = say(
    { ...m, hazards: m.hazards.map((h) => (h.id === id ? { ...h, removed: true } : h)) },
    { kind: 'containerExploded', hazard: id },
  );
  const at: Spot = { x: piece.x, z: piece.z, level: piece.level };
  const hits: Effect[] = [];
  for (const u of next.units) {
    if (u.at !== null && u.status === 'active' && spotDistance(next, u.at, at) <= 3 + 0.5) {
      hits.push({ kind: 'damage', unit: u.id, amount: 1, source: 'the exploding container (no armour)' });
    }
  }
  // "Takes any damage": the blast's 1 damage sets off every other container within its 3" too.
  for (const h of next.hazards) {
    const other = pieceById(next, h.id);
    if (h.hazard !== 4 || h.removed || other === undefined) continue;
    if (spotDistance(next, { x: other.x, z: other.z, level: other.level }, at) <= 3 + 0.5)
      hits.push({ kind: 'explode', hazard: h.id });
  }
  return first(next, [...hits, { kind: 'noise', at, by: null }]);
}

function applyWasteChute(m: Mission, e: EffectOf<'wasteChute'>, faces: Faces): Mission {
  const u = unitById(m, e.unit);
  if (u === undefined || u.at === null) return m;
  const level = wasteChuteDestination(u.at.level, face(faces));
  const next =
    level === u.at.level
      ? say(m, { kind: 'chuteHeaves', unit: u.id })
      : placeUnit(say(m, { kind: 'chuteCarries', unit: u.id, up: level < u.at.level }), u.id, {
          x: u.at.x,
          z: u.at.z,
          level,
        });
  return first(next, [{ kind: 'damage', unit: u.id, amount: 1, source: 'the Waste Chute' }]);
}

export const HAZARDS_HANDLERS: Handlers<
  'hazardRoll' | 'wasteChute' | 'explode' | 'openAirlocks' | 'lockAirlock'
> = {
  hazardRoll: {
    need: (_m, e) => ({
      purpose: `Hazard ${e.hazard}: roll D8 on the hazard table`,
      who: null,
      groups: [{ label: 'Hazard', spec: sum(1, 'd8') }],
      target: null,
      odds: null,
      rule: 'salvage.hazards',
    }),
    apply: (m, e, faces) => {
      const f = faces ?? [];
      const hazard = face(f) as HazardNumber;
      return say(
        { ...m, hazards: m.hazards.map((h) => (h.id === e.hazard ? { ...h, hazard } : h)) },
        { kind: 'hazardRevealed', hazard: e.hazard, number: hazard },
      );
    },
  },
  wasteChute: {
    need: (m, e) => ({
      purpose: `${unitById(m, e.unit)?.name ?? e.unit} is by a Waste Chute: D4 — 1–2 up a depth, 3–4 down, and 1 damage`,
      who: null,
      groups: [{ label: 'Waste Chute', spec: sum(1, 'd4') }],
      target: null,
      odds: 0.5,
      rule: 'salvage.hazards',
    }),
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return applyWasteChute(m, e, f);
    },
  },
  explode: {
    apply: (m, e) => explodeContainer(m, e.hazard),
  },
  openAirlocks: {
    apply: (m) => say({ ...m, airlocksOpen: true }, { kind: 'airlocksOpened' }),
  },
  lockAirlock: {
    apply: (m, e) =>
      say(
        { ...m, airlocks: m.airlocks.map((a) => (a.id === e.airlock ? { ...a, locked: true } : a)) },
        { kind: 'airlockSealed', airlock: e.airlock },
      ),
  },
};
