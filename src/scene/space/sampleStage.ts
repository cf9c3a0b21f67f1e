import type { SpaceStageView } from './layout';

/**
 * A stage with every kind of mark, for the render-stats page and the scene's tests: your ship with a shield,
 * `enemies` (0–4) of which the second is destroyed and the first targeted, and a hit and a miss. Original
 * sample numbers.
 */
export function sampleSpaceStage(enemies = 4): SpaceStageView {
  const count = Math.max(0, Math.min(4, enemies));
  const ships: SpaceStageView['ships'][number][] = [
    {
      key: 'player',
      side: 'crew',
      name: 'Your ship',
      sp: 14,
      maxSp: 20,
      shield: 3,
      maxShield: 5,
      destroyed: false,
    },
  ];
  for (let i = 1; i <= count; i++) {
    ships.push({
      key: `enemy-${i}`,
      side: 'enemy',
      name: i % 2 === 1 ? `Raider ${i}` : `Mine ${i}`,
      sp: i === 2 ? 0 : 3 + i,
      maxSp: 4 + i,
      shield: i % 2 === 1 ? 2 : 0,
      maxShield: i % 2 === 1 ? 4 : 0,
      destroyed: i === 2,
      targeted: i === 1,
    });
  }
  const shots =
    count === 0
      ? []
      : [
          { from: 'player', to: 'enemy-1', hit: true, label: 'Laser hits: 3' },
          { from: 'enemy-1', to: 'player', hit: false, label: 'miss' },
        ];
  return { ships, shots };
}
