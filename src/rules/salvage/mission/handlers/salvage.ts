import { dangerLevel } from '../../tables/danger';
import { salvageQuality, SALVAGE_QUALITY_NAMES } from '../../tables/salvageQuality';
import { unitMaxPowerLoad } from '../activation';
import { itemsToDrop, maxPower } from '../../tables/power';
import { pieceById, unitById } from '../board';
import { cardById, first, isCrewSide, removeGear, say, withCompany, withUnit } from '../core';
import type { Effect } from '../effects.types';
import type { Mission } from '../state';
import { face, sum, type EffectOf, type Faces, type Handlers } from './types';
/** Salvage: quality and extraction, searching hostiles, and dropping gear over Capacity. */

function applyQuality(m: Mission, e: EffectOf<'quality'>, faces: Faces): Mission {
  const u = unitById(m, e.unit);
  const site = pieceById(m, e.site);
  if (u === undefined || site === undefined) return m;
  const q = salvageQuality(face(faces), site.level, dangerLevel(m.danger));
  const next = say(m, { kind: 'qualityRolled', total: q.total, quality: q.quality, tn: q.extractTn });
  return first(next, [
    {
      kind: 'test',
      unit: u.id,
      stat: 'muscle',
      tn: q.extractTn,
      purpose: `${u.name}: extract ${SALVAGE_QUALITY_NAMES[q.quality]} salvage (Muscle test, TN ${q.extractTn})`,
      rule: 'salvage.salvage-quality',
      pass: [
        { kind: 'gainSalvage', unit: u.id, site: site.id, quality: q.quality },
        ...(u.at === null ? [] : [{ kind: 'noise' as const, at: u.at, by: u.id }]),
      ],
      fail: [{ kind: 'note', event: { kind: 'extractionFailed', unit: u.id } }],
    },
  ]);
}

/**
 * Capacity: "If max Power = 0, drop random items until 1 max Power remains." One random item at a time;
 * each drop is checked again. Reading (salvage.capacity): salvage tokens are not items, so only gear is
 * dropped.
 */
function capacityDrops(m: Mission, unitId: string): Effect[] {
  const u = unitById(m, unitId);
  if (u === undefined || u.gear.length === 0) return [];
  const over = unitMaxPowerLoad(m, u);
  if (!itemsToDrop(maxPower({ power: u.stats.power, overCapacity: over }))) return [];
  return [
    {
      kind: 'pick',
      purpose: `${u.name} is over Capacity with no Power left: which item it drops`,
      rule: 'salvage.capacity',
      candidates: [...u.gear],
      then: [{ kind: 'dropItem', unit: unitId, item: '$pick' }],
    },
  ];
}

export const SALVAGE_HANDLERS: Handlers<'quality' | 'gainSalvage' | 'search' | 'dropItem'> = {
  quality: {
    need: (m, e) => {
      return {
        purpose: `${unitById(m, e.unit)?.name ?? e.unit} works the salvage site: D8 quality roll (+1 in The Sink, + the Danger modifier); the result is the extraction TN`,
        who: unitById(m, e.unit)?.name ?? null,
        groups: [{ label: 'Quality', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.salvage-quality',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return applyQuality(m, e, f);
    },
  },
  gainSalvage: {
    apply: (m, e) => {
      const next = withUnit(m, e.unit, (x) => ({ ...x, salvage: [...x.salvage, e.quality] }));
      const sites = next.sites.map((s) => (s.id === e.site ? { ...s, extractions: s.extractions + 1 } : s));
      const got = say({ ...next, sites }, { kind: 'salvageGained', unit: e.unit, quality: e.quality });
      return first(got, capacityDrops(got, e.unit));
    },
  },
  search: {
    apply: (m, e) => {
      const h = unitById(m, e.hostile);
      const by = unitById(m, e.by);
      if (h === undefined || by === undefined || !isCrewSide(by.side)) return m;
      const scrip = cardById(m, h.cardId)?.scrip ?? 0;
      const side = by.side;
      let next = withUnit(m, h.id, (x) => ({ ...x, searched: true }));
      next = withCompany(next, side, (c) => ({ ...c, scrip: c.scrip + scrip }));
      const crew = next.crews[side];
      if (crew !== undefined)
        next = { ...next, crews: { ...next.crews, [side]: { ...crew, searched: crew.searched + 1 } } };
      return say(next, { kind: 'searched', by: by.id, hostile: h.id, scrip });
    },
  },
  dropItem: {
    apply: (m, e) => {
      const u = unitById(m, e.unit);
      if (u === undefined) return m;
      const dropped = removeGear(say(m, { kind: 'itemDropped', unit: u.id, item: e.item }), e.unit, e.item);
      return first(dropped, capacityDrops(dropped, e.unit));
    },
  },
};
