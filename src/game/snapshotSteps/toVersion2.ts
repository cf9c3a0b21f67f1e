import { boardingStep } from './boarding';
import { campaignStep } from './campaign';
import { dungeonStep } from './dungeon';
import { fringeBattleStep } from './fringe';
import type { LevelStep } from './levelStep';
import { salvageStep } from './salvage';
import { spaceCombatStep } from './spaceCombat';
import { spaceFlightStep } from './spaceFlight';
import { storyPhaseStep } from './storyPhase';

/**
 * Snapshot format 1 → 2: the machines rebuilt as phase loops (issue 27) rename their states and reshape their
 * contexts. Each rebuilt machine adds its own step here, written in a file of its own beside this one; a step
 * touches only the levels of its machine, so the order of this list does not matter.
 */
export const LEVEL_STEPS_TO_2: readonly LevelStep[] = [
  spaceFlightStep,
  storyPhaseStep,
  spaceCombatStep,
  boardingStep,
  salvageStep,
  fringeBattleStep,
  dungeonStep,
  campaignStep,
];
