import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, MeshBasicMaterial, Object3D, PlaneGeometry, type InstancedMesh } from 'three';
import type { HeatMap } from '../../rules/board/heatmap';
import { setPickable } from './geometries';
import { heatmapTiles, type HeatmapTiles } from './heatmapTiles';
import { instanceCapacity } from './TerrainInstances';
import { ALL_LEVELS_SHOWN, type LevelVisibility } from './types';

/** A flat unit square lying on the floor (y up), shared by every tile. */
const unitTile = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
/**
 * Tiles on shown levels: see-through enough to keep the floor's terrain readable, drawn over the floor
 * without fighting it (polygon offset), never writing depth so they never hide a figure's feet.
 */
const tileMaterial = new MeshBasicMaterial({
  transparent: true,
  opacity: 0.7,
  depthWrite: false,
  polygonOffset: true,
  polygonOffsetFactor: -2,
});
/** Tiles on faded levels: as faint as the faded level's ghosts. */
const fadedTileMaterial = new MeshBasicMaterial({
  transparent: true,
  opacity: 0.16,
  depthWrite: false,
  polygonOffset: true,
  polygonOffsetFactor: -2,
});

/** Mesh names, for tests that look for the overlay in the scene. */
export const HEATMAP_MESH_NAMES = { shown: 'heatmap', faded: 'heatmap-faded' } as const;

const scratch = new Object3D();
const scratchColor = new Color();

function TileInstances({
  name,
  tiles,
  material,
}: {
  name: string;
  tiles: HeatmapTiles;
  material: MeshBasicMaterial;
}) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const capacity = instanceCapacity(tiles.count);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    const { position, color, size } = tiles;
    for (let i = 0; i < tiles.count; i++) {
      scratch.position.set(position[i * 3] ?? 0, position[i * 3 + 1] ?? 0, position[i * 3 + 2] ?? 0);
      scratch.scale.set(size, 1, size);
      scratch.updateMatrix();
      mesh.setMatrixAt(i, scratch.matrix);
      mesh.setColorAt(
        i,
        scratchColor.setRGB(color[i * 3] ?? 0, color[i * 3 + 1] ?? 0, color[i * 3 + 2] ?? 0),
      );
    }
    mesh.count = tiles.count;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    mesh.visible = tiles.count > 0;
    // Never catches the pointer: a drag across the map still reaches the board under it.
    setPickable(mesh, false);
    invalidate();
  }, [tiles, capacity, invalidate]);
  return <instancedMesh ref={ref} name={name} args={[unitTile, material, capacity]} />;
}

/**
 * The heat map on the floor of every level: one flat tile per square, green where standing there sees the
 * target clearly, amber in cover, red blocked, brighter for better odds when the map has them
 * (heatmapTiles.ts). One instanced mesh for the shown levels and one for the faded ones: two draw calls at
 * most, whatever the board's size; hidden levels draw nothing. The buffers are written, and one frame asked
 * for, only when the map or the levels' visibility change.
 * @param map the map to draw, in board inches (required; null draws nothing).
 * @param levelVisibility how each level is drawn (default all shown).
 */
export function HeatmapOverlay({
  map,
  levelVisibility = ALL_LEVELS_SHOWN,
}: {
  readonly map: HeatMap | null;
  readonly levelVisibility?: LevelVisibility;
}) {
  const [top, mids, sink] = [levelVisibility[1], levelVisibility[2], levelVisibility[3]];
  const sets = useMemo(
    () => (map === null ? null : heatmapTiles(map, { 1: top, 2: mids, 3: sink })),
    [map, top, mids, sink],
  );
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    // Taking the map away must clear the picture too.
    if (sets === null) invalidate();
  }, [sets, invalidate]);
  if (sets === null) return null;
  return (
    <>
      <TileInstances name={HEATMAP_MESH_NAMES.shown} tiles={sets.shown} material={tileMaterial} />
      <TileInstances name={HEATMAP_MESH_NAMES.faded} tiles={sets.faded} material={fadedTileMaterial} />
    </>
  );
}
