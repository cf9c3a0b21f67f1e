/**
 * `say` and `unitFigure` as they were before they were made cheaper (issue 27): kept verbatim as the
 * reference that `core.reference.test.ts` holds the new ones to, value for value and key for key.
 */
import {
  DEFAULT_BASE_DIAMETER,
  DEFAULT_EYE_HEIGHT,
  DEFAULT_FIGURE_HEIGHT,
  type Figure,
} from '../../board/types';
import type { JournalEvent } from './journal.types';
import type { Mission, Spot, Unit } from './state';

/** board.ts: a Prone or Mortally Wounded figure lies low. */
const PRONE_HEIGHT = 0.5;

export function referenceSay(m: Mission, ...entries: JournalEvent[]): Mission {
  if (entries.length === 0) return m;
  return { ...m, journal: [...m.journal, ...entries] };
}

export function referenceUnitFigure(unit: Unit, at: Spot): Figure {
  const prone = unit.conditions.includes('prone') || unit.status === 'mortallyWounded';
  return {
    id: unit.id,
    name: unit.name,
    side: unit.side,
    level: at.level,
    x: at.x,
    z: at.z,
    ...(at.elevation !== undefined ? { elevation: at.elevation } : {}),
    baseDiameter: DEFAULT_BASE_DIAMETER,
    height: prone ? PRONE_HEIGHT : DEFAULT_FIGURE_HEIGHT,
    eyeHeight: prone ? PRONE_HEIGHT * 0.8 : DEFAULT_EYE_HEIGHT,
  };
}
