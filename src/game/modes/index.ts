import type { ModeDefinition } from '../mode';
import { depthBoardMode } from './depthBoard';
import { diceLabMode } from './diceLab';
import { dungeonMode } from './dungeon';
import { groundCombatMode } from './groundCombat';
import { salvageMode } from './salvage';

/** Every mode the session can run headlessly, by id. The app adds screens; the replay CLI uses this alone. */
export const MODES: Readonly<Record<string, ModeDefinition>> = {
  [diceLabMode.id]: diceLabMode,
  [depthBoardMode.id]: depthBoardMode,
  [dungeonMode.id]: dungeonMode,
  [groundCombatMode.id]: groundCombatMode,
  [salvageMode.id]: salvageMode,
};

export function modeById(id: string): ModeDefinition | undefined {
  return MODES[id];
}
