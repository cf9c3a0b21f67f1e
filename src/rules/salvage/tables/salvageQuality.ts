import { clampTn } from '../../dice';
import type { DangerLevel, SalvageQuality } from '../types';
import { requireWhole } from './guards';

/**
 * Salvage quality and extraction (rules reference salvage.salvage-quality): a D8 quality roll, raised in
 * The Sink and as the danger climbs, names the kind of salvage and sets the TN of the Extract Muscle test.
 */

/** Salvage QR, Salvage: "Max 4 extractions per site." */
export const MAX_EXTRACTIONS_PER_SITE = 4;

export const SALVAGE_QUALITY_NAMES: Record<SalvageQuality, string> = {
  scrap: 'Scrap',
  useful: 'Useful',
  valuable: 'Valuable',
  rare: 'Rare',
};

/** Salvage QR, Salvage: "Danger TN modifier: All Quiet +0 | Low +1 | Med +2 | High/Max +3". */
const DANGER_MODIFIER: Record<DangerLevel, number> = {
  allQuiet: 0,
  low: 1,
  medium: 2,
  high: 3,
  maximum: 3,
};

/** Salvage QR, Salvage: "The Sink: +1 to quality roll" (depth 3), plus the danger modifier. */
export function qualityModifier(depth: 1 | 2 | 3, danger: DangerLevel): number {
  return (depth === 3 ? 1 : 0) + DANGER_MODIFIER[danger];
}

/**
 * Salvage QR, Salvage quality D8: 1–3 Scrap, 4–5 Useful, 6–7 Valuable, 8 Rare; "TN = roll result".
 *
 * Reading (salvage.salvage-quality): the modified total picks the row, 9 or more being Rare, and the same
 * total held in 2..8 is the TN of the extraction Muscle test. The roll is made for each extraction attempt
 * with the depth and danger of that moment.
 */
export function salvageQuality(
  face: number,
  depth: 1 | 2 | 3,
  danger: DangerLevel,
): { total: number; quality: SalvageQuality; extractTn: number } {
  requireWhole(face, 1, 8, 'A salvage quality D8');
  const total = face + qualityModifier(depth, danger);
  return { total, quality: qualityOf(total), extractTn: clampTn(total) };
}

function qualityOf(total: number): SalvageQuality {
  if (total <= 3) return 'scrap';
  if (total <= 5) return 'useful';
  if (total <= 7) return 'valuable';
  return 'rare';
}
