import type { ContentPack } from '../../../content/pack';
import type { MissionContent } from './state';

/**
 * Everything a mission reads from a loaded pack, looked up once: the mission, its board (without the
 * board's own sample figures: the units stand there instead), themes, unit cards, gear, the event deck and
 * the company bond track. A string names what is missing.
 */
export function missionContentFrom(pack: ContentPack, missionId: string): MissionContent | string {
  const mission = pack.salvageMissions.get(missionId);
  if (mission === undefined) return `The pack has no salvage mission "${missionId}".`;
  const board = pack.boards.get(mission.boardId);
  if (board === undefined) return `The pack has no board "${mission.boardId}".`;
  return {
    mission,
    board: {
      width: board.width,
      depth: board.depth,
      levelSpacing: board.levelSpacing,
      terrain: board.terrain,
      figures: [],
    },
    themes: [...pack.themes.values()],
    units: [...pack.unitCards.values()],
    gear: [...pack.gear.values()],
    events: [...pack.eventCards.values()],
    bond: pack.companyBond ?? null,
  };
}
