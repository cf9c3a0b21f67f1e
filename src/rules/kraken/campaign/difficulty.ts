import type { CampaignDifficulty } from '../../tilemap/types';
import { halfUp } from '../crew/rolls';

/**
 * Space Kraken §3.2 difficulty and §4 campaign score (kraken.difficulty, kraken.saving-loading,
 * kraken.campaign-score). The Hardcore air shift is the tilemap's (`atmosphere.ts`).
 */

export const DIFFICULTIES: readonly CampaignDifficulty[] = [
  'just-a-simulation',
  'adventurer',
  'real-life',
  'hardcore',
];

/** Where a save may be made or loaded. */
export type SavePoint = 'turn-start' | 'clone-station';

/**
 * Just a Simulation: at the start of each turn or at a clone station; Adventurer: at a clone station only;
 * Real Life and Hardcore: never.
 */
export function maySaveAt(difficulty: CampaignDifficulty, at: SavePoint): boolean {
  switch (difficulty) {
    case 'just-a-simulation':
      return true;
    case 'adventurer':
      return at === 'clone-station';
    case 'real-life':
    case 'hardcore':
      return false;
  }
}

const DIFFICULTY_NAMES: Readonly<Record<CampaignDifficulty, string>> = {
  'just-a-simulation': 'Just a Simulation',
  adventurer: 'Adventurer',
  'real-life': 'Real Life',
  hardcore: 'Hardcore',
};

/** "Hardcore": the difficulty as the wizard names it. */
export function difficultyName(difficulty: CampaignDifficulty): string {
  return DIFFICULTY_NAMES[difficulty];
}

/**
 * kraken.saving-loading: why a campaign of this difficulty keeps no saves (Real Life and Hardcore have "no
 * save-and-load function"), naming the rule; null where saving and loading are allowed. Reading: the
 * autosave is the table left as it is, not a save, so it goes on; what is refused is a save slot, loading an
 * older save over the campaign and taking a decision back.
 */
export function noSaveAndLoad(difficulty: CampaignDifficulty): string | null {
  if (maySaveAt(difficulty, 'clone-station')) return null;
  return `Saving and loading: a ${difficultyName(difficulty)} campaign has no save and load — it is only autosaved as it stands, and nothing takes it back.`;
}

/** The score multiplier of each difficulty: ½, 1, 2, 3. */
export function scoreMultiplier(difficulty: CampaignDifficulty): number {
  return { 'just-a-simulation': 0.5, adventurer: 1, 'real-life': 2, hardcore: 3 }[difficulty];
}

/**
 * The campaign score: the levels of the surviving crew added up, then the difficulty's multiplier.
 * Reading (kraken.campaign-score): halving an odd total rounds up, as every halving in the book does (§4
 * "Always round up").
 */
export function campaignScore(difficulty: CampaignDifficulty, survivingLevels: readonly number[]): number {
  const total = survivingLevels.reduce((sum, level) => sum + level, 0);
  return difficulty === 'just-a-simulation' ? halfUp(total) : total * scoreMultiplier(difficulty);
}

/**
 * §4 running out of credits: a price the rules demand and the crew cannot meet takes every credit there is,
 * and nothing more happens unless the rule says so. Returns what is left and what went unpaid.
 */
export function payDemanded(
  credits: number,
  price: number,
): { readonly credits: number; readonly unpaid: number } {
  const paid = Math.min(Math.max(0, credits), price);
  return { credits: Math.max(0, credits) - paid, unpaid: price - paid };
}
