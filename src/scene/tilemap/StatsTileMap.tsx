import { useEffect, useMemo } from 'react';
import { tileMapSchema, type TileMap } from '../../content/schemas/tileMap';
import {
  buildGraph,
  deploy,
  move,
  tileSpaceId,
  type Exploration,
  type ExplorationCrew,
  type LocationSetup,
} from '../../rules/tilemap';
import { explorationOverlays } from './explorationOverlays';
import { LocationView, type LocationMap } from './LocationView';
import { placeMaps } from './locationLayout';
import { getTileMapProbe, type TileMapProbe as Probe } from './probe';
import { sampleMapsForStats } from './sampleMapsForStats';
import { TileCameraPresets } from './TileCameraPresets';
import { TileMapProbe } from './TileMapProbe';
import type { DoneMark, TileCameraPreset } from './types';

declare global {
  interface Window {
    /** The render-stats page's tile-map probe, so the bench can hover tiles and count frames. */
    __tileMapProbe?: () => Probe | null;
    /** What the tilemap view's pointer callbacks reported, in order, so a script can check the wiring. */
    __tileEvents?: string[];
  }
}

function record(entry: string): void {
  (window.__tileEvents ??= []).push(entry);
}

const callbacks = {
  onTileClick: (x: number, y: number, map: number) => record(`down ${map}:${x},${y}`),
  onTileHover: (cell: { x: number; y: number; map: number } | null) =>
    record(cell === null ? 'hover null' : `hover ${cell.map}:${cell.x},${cell.y}`),
};

// The sample pack's Kraken maps, so the stats page can draw the real ones too (`sample=1`).
const PACK_FILES = import.meta.glob<unknown>('../../../assets/packs/sample/kraken/*.json', {
  eager: true,
  import: 'default',
});

function packMaps(): TileMap[] {
  const maps: TileMap[] = [];
  for (const file of Object.values(PACK_FILES)) {
    if (typeof file !== 'object' || file === null || !('maps' in file) || !Array.isArray(file.maps)) continue;
    for (const entry of file.maps as unknown[]) {
      const parsed = tileMapSchema.safeParse(entry);
      if (parsed.success) maps.push(parsed.data);
    }
  }
  return maps;
}

const LOCATION: LocationSetup = {
  kind: 'planet-surface',
  difficulty: 2,
  ao: 'NO',
  ai: 'YES',
  depth: 9,
  mapIds: Array.from({ length: 9 }, () => null),
  teleport: 0,
  condition: 'none',
  species: 'Krakens',
};

const CREW: readonly ExplorationCrew[] = [
  { id: 'ada', name: 'Ada', hp: 10, maxHp: 10, agility: 4, tech: 4, conscious: true, alive: true },
];

/**
 * The team deployed on map 1's first entrance and, when `moved`, after its free move into the first open
 * neighbour: real rules, so the highlights and costs are what the game would show.
 */
function exploreFirstMap(map: TileMap, moved: boolean): Exploration | null {
  const graph = buildGraph(map);
  const entrance = [...graph.elements.values()].find((item) => item.element.type === 'entrance');
  if (entrance === undefined) return null;
  const deployed = deploy(graph, {
    location: LOCATION,
    campaignDifficulty: 'adventurer',
    hasTeleporter: false,
    crew: CREW,
    entrance: tileSpaceId(entrance.cell[0], entrance.cell[1]),
  });
  if (!deployed.ok) return null;
  if (!moved) return deployed.state;
  const first = graph.links.get(deployed.state.position)?.find((link) => link.to !== null)?.to ?? null;
  if (first === null) return deployed.state;
  const step = move(deployed.state, graph, { to: first });
  return step.ok ? step.state : deployed.state;
}

/** A mark of every done kind on the first elements of their types, and on the first two border bulkheads. */
function demoDone(map: TileMap): DoneMark[] {
  const graph = buildGraph(map);
  const marks: DoneMark[] = [];
  const firstOf = (kind: DoneMark['kind'], types: readonly string[]) => {
    const item = [...graph.elements.values()].find((e) => types.includes(e.element.type));
    if (item === undefined) return;
    const index = Number(item.key.slice(item.key.indexOf('#') + 1));
    marks.push({ x: item.cell[0], y: item.cell[1], kind, element: index });
  };
  firstOf('defeated', ['enemy']);
  firstOf('taken', ['treasure']);
  firstOf('used', ['med-station']);
  firstOf('off', ['mine']);
  firstOf('locked', ['bulkhead']);
  const bulkheads = graph.borders.filter((b) => b.type === 'bulkhead');
  if (bulkheads[0] !== undefined) marks.push({ border: bulkheads[0].index, kind: 'opened' });
  if (bulkheads[1] !== undefined) marks.push({ border: bulkheads[1].index, kind: 'locked' });
  return marks;
}

const PRESETS: readonly TileCameraPreset[] = ['top', 'tilted', 'free'];

/**
 * The render-stats page's `tilemap` view (see views.tsx). Query: `maps` (1 to 9, default 1), `w` and `h`
 * (default 40 × 30) for generated maps with every element and border kind (sampleMapsForStats), or
 * `sample=1` for the sample pack's Kraken maps (the first `maps` of them, default all, up to 9); `preset`
 * (top, tilted, free; default top); `state=0` to leave out the team, highlights and done marks (default on:
 * the team deployed on map 1 and moved once by the rules, every done kind, map 2 cleared); `moved=0` keeps
 * the team on the entrance (free move: every neighbour 0 O₂).
 * @param params the page's query string (required).
 */
export function StatsTileMap({ params }: { params: URLSearchParams }) {
  const sample = params.get('sample') === '1';
  const count = Math.max(1, Math.min(9, Number(params.get('maps') ?? (sample ? '9' : '1')) || 1));
  const width = Number(params.get('w') ?? '40') || 40;
  const height = Number(params.get('h') ?? '30') || 30;
  const withState = params.get('state') !== '0';
  const moved = params.get('moved') !== '0';
  const presetParam = params.get('preset');
  const preset = PRESETS.find((p) => p === presetParam) ?? 'top';

  const maps = useMemo(() => {
    const pack = sample ? packMaps().slice(0, count) : [];
    return pack.length > 0 ? pack : sampleMapsForStats(count, width, height);
  }, [sample, count, width, height]);

  const location = useMemo((): LocationMap[] => {
    return maps.map((map, i): LocationMap => {
      const title = `${i + 1} · ${map.name}`;
      if (!withState) return { map, title };
      if (i === 0) {
        const state = exploreFirstMap(map, moved);
        if (state === null) return { map, title, done: demoDone(map) };
        const overlays = explorationOverlays(state, buildGraph(map));
        return { map, title, ...overlays, done: [...overlays.done, ...demoDone(map)] };
      }
      return i === 1
        ? { map, title: `${title} · cleared`, cleared: true }
        : { map, title, done: demoDone(map) };
    });
  }, [maps, withState, moved]);

  const { width: totalW, depth: totalD } = placeMaps(maps);
  const origin = useMemo(() => [-totalW / 2, -totalD / 2] as const, [totalW, totalD]);
  const offsets = useMemo(() => placeMaps(maps).offsets, [maps]);
  useEffect(() => {
    window.__tileMapProbe = getTileMapProbe;
  }, []);
  return (
    <>
      <group position={[origin[0], 0, origin[1]]}>
        <LocationView maps={location} {...callbacks} />
      </group>
      <TileCameraPresets preset={preset} width={totalW} depth={totalD} />
      <TileMapProbe offsets={offsets} origin={origin} />
    </>
  );
}
