/**
 * Pure: a ground combat the crawl invoked, as figures on the crawl's own map. Space Kraken §13 starts an
 * enemy's combat when the team enters its tile or area, and the §14 combat loop gives no figure a place, so
 * where each stands is presentation only: the team's figures stand in a row on the south half of the team's cell, the enemies that are still
 * fighting face them on its north half, each labelled with its name (as the log names it) and its HP. A
 * figure out of the fight (knocked out, killed, captured, fled) leaves the map; its card says why.
 */
import { enemyName } from '../../rules/kraken/groundCombat/combatFlow';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';
import { crewMaxHp, isActive } from '../../rules/kraken/crew/crew';
import type { TileCell, TileFigure } from './types';

/** Room between two pawns of a row, in tiles: four pawns fit in one tile, more spill into the next. */
const STEP = 0.26;

function row(count: number, i: number): number {
  return 0.5 + (i - (count - 1) / 2) * STEP;
}

const hpWords = (hp: number, max: number) => `${Math.max(0, Math.min(hp, max))}/${max} HP`;

/** The fight's figures standing on `cell` (the team's cell of the crawl's map). */
export function fightOnMap(fight: Fight, cell: TileCell): TileFigure[] {
  const crew = fight.crew.filter(isActive);
  const enemies = fight.enemies.filter((e) => e.status === 'fighting');
  const acting = fight.activation?.crewId ?? null;
  return [
    ...crew.map((c, i): TileFigure => ({
      id: c.id,
      side: 'crew',
      x: cell.x,
      y: cell.y,
      at: [row(crew.length, i), 0.72],
      label: `${c.name} · ${hpWords(c.hp, crewMaxHp(c))}`,
      acting: c.id === acting,
    })),
    ...enemies.map((e, i): TileFigure => ({
      id: e.uid,
      side: 'enemy',
      x: cell.x,
      y: cell.y,
      at: [row(enemies.length, i), 0.28],
      label: `${enemyName(fight, e.uid)} · ${hpWords(e.hp, e.profile.hp)}`,
    })),
  ];
}
