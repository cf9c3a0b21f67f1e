import type { ReactNode } from 'react';
import { DiceRows } from '../DiceTable';
import { StatsBoard } from '../board/StatsBoard';
import { StatsTileMap } from '../tilemap/StatsTileMap';
import { SpaceView } from '../space/SpaceView';
import { sampleSpaceStage } from '../space/sampleStage';

/**
 * The views the render-stats page can draw headless, by name, with their parameters from the query string.
 * Each later board adds its view here so its draw-call budget can be counted.
 */
export interface StatsView {
  readonly size: number;
  readonly camera: [number, number, number];
  readonly render: (params: URLSearchParams) => ReactNode;
}

export const STATS_VIEWS: Readonly<Record<string, StatsView>> = {
  dice: {
    size: 16,
    camera: [0, 12, 12],
    render: (params) => {
      const count = Math.max(0, Math.min(40, Number(params.get('dice') ?? '3')));
      const faces = [Array.from({ length: count }, (_, i) => (i % 6) + 1)];
      return <DiceRows faces={faces} />;
    },
  },
  // The depth board: a generated board (`terrain`, `figures`) or a sample-pack board (`sample=<id>`); see
  // StatsBoard for `preset`, `levels`, `select` and `overlays`.
  board: {
    size: 48,
    camera: [24, 29, 38],
    render: (params) => <StatsBoard params={params} />,
  },
  // Space Kraken's tile maps: `maps` (1–9) generated maps of `w` × `h` (default 40 × 30) with every element
  // and border kind, or the sample pack's maps (`sample=1`); see StatsTileMap for `preset`, `state`, `moved`.
  tilemap: {
    size: 140,
    camera: [0, 110, 40],
    render: (params) => <StatsTileMap params={params} />,
  },
  // Space Kraken's space combat: your ship and `enemies` (0–4, default 4) with bars, a hit and a miss.
  space: {
    size: 40,
    camera: [0, 36, 30],
    render: (params) => <SpaceView view={sampleSpaceStage(Number(params.get('enemies') ?? '4'))} />,
  },
};
