/**
 * Differential test: the analytic slab test against three.js's Raycaster on the same boxes. For every figure
 * pair on seeded random boards, "the eyeline (eye to eye) hits a sight-blocking mesh before reaching the
 * target" must agree with eyelineBlocked, and the per-box verdicts must agree with segmentHitsBox.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from './defaults';
import { compileLos, eyeY, eyelineBlocked, eyelineMatrix, segmentHitsBox } from './los';
import { blocksSight, terrainBox } from './terrain';
import type { Board, Box, Figure, Level, TerrainPiece } from './types';

/** mulberry32: a tiny seeded generator, so each board is reproducible from the seed in the test name. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: readonly TerrainPiece['kind'][] = [
  'wall',
  'block',
  'small-obstacle',
  'door',
  'climbable',
  'hazard-site',
];

function inside(box: Box, x: number, y: number, z: number): boolean {
  return x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY && z >= box.minZ && z <= box.maxZ;
}

function randomBoard(seed: number): Board {
  const rnd = seeded(seed);
  const range = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] ?? (list[0] as T);
  const levelSpacing = range(2.5, 3);
  const terrain: TerrainPiece[] = [];
  for (let i = 0; i < 12; i++) {
    const level: Level = i % 2 === 0 ? 1 : 2;
    terrain.push(
      makePiece({
        id: `deck${String(i)}`,
        kind: 'platform',
        level,
        x: range(0, 36),
        z: range(0, 36),
        width: range(3, 14),
        depthExtent: range(3, 14),
        height: 0.25,
      }),
    );
  }
  for (let i = 0; i < 40; i++) {
    const kind = pick(KINDS);
    const thin = kind === 'wall' || kind === 'door';
    const long = range(1, 9);
    const short = thin ? range(0.2, 0.6) : range(0.5, 4);
    const across = rnd() < 0.5;
    terrain.push(
      makePiece({
        id: `${kind}${String(i)}`,
        kind,
        level: pick<Level>([1, 2, 3]),
        x: range(0, 36),
        z: range(0, 36),
        width: across ? long : short,
        depthExtent: across ? short : long,
        height: kind === 'small-obstacle' ? range(0.3, 1) : range(0.5, 4),
        rotation: rnd() < 0.2 ? 90 : 0,
        blocksLos: rnd() < 0.7,
        open: kind === 'door' ? rnd() < 0.3 : undefined,
      }),
    );
  }
  const blockers = terrain.filter(blocksSight).map((p) => terrainBox(p, levelSpacing));
  const figures: Figure[] = [];
  while (figures.length < 12) {
    const f = makeFigure({
      id: `f${String(figures.length)}`,
      side: rnd() < 0.5 ? 'crew' : 'hostile',
      level: pick<Level>([1, 2, 3]),
      x: range(0.5, 35.5),
      z: range(0.5, 35.5),
      eyeHeight: range(0.9, 1.2),
    });
    // A figure with its eyes inside a wall would make a line that starts and ends in the same box, which
    // the Raycaster (meshes are surfaces) never reports. Real boards do not put eyes inside walls.
    const ey = eyeY(f, levelSpacing);
    if (!blockers.some((b) => inside(b, f.x, ey, f.z))) figures.push(f);
  }
  return makeBoard({ terrain, figures, levelSpacing });
}

function meshesFor(board: Board): { mesh: THREE.Mesh; piece: TerrainPiece }[] {
  const material = new THREE.MeshBasicMaterial({ side: THREE.DoubleSide });
  return board.terrain.filter(blocksSight).map((piece) => {
    const b = terrainBox(piece, board.levelSpacing);
    const mesh = new THREE.Mesh(
      new THREE.BoxGeometry(b.maxX - b.minX, b.maxY - b.minY, b.maxZ - b.minZ),
      material,
    );
    mesh.position.set((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2, (b.minZ + b.maxZ) / 2);
    mesh.updateMatrixWorld(true);
    return { mesh, piece };
  });
}

describe('eyelines agree with three.js Raycaster', () => {
  for (const seed of [1, 7, 17, 42, 99, 123, 2024, 31337]) {
    it(`matches three.js Raycaster on random board seed ${String(seed)}`, () => {
      const board = randomBoard(seed);
      const spacing = board.levelSpacing;
      const index = compileLos(board);
      const meshes = meshesFor(board);
      const objects = meshes.map((m) => m.mesh);
      const raycaster = new THREE.Raycaster();
      const from = new THREE.Vector3();
      const to = new THREE.Vector3();
      const dir = new THREE.Vector3();
      const matrix = eyelineMatrix(board, index);
      let blocked = 0;
      let pairs = 0;
      const figures = board.figures;
      for (let i = 0; i < figures.length; i++) {
        for (let j = i + 1; j < figures.length; j++) {
          const a = figures[i];
          const b = figures[j];
          if (a === undefined || b === undefined) continue;
          from.set(a.x, eyeY(a, spacing), a.z);
          to.set(b.x, eyeY(b, spacing), b.z);
          const length = dir.subVectors(to, from).length();
          raycaster.set(from, dir.normalize());
          raycaster.near = 0;
          raycaster.far = length;
          const hit = raycaster.intersectObjects(objects, false).length > 0;
          const ours = eyelineBlocked(index, a, b, spacing);
          expect(ours, `${a.id} → ${b.id}`).toBe(hit);
          expect(matrix[i * figures.length + j] === 1, `matrix ${a.id} → ${b.id}`).toBe(hit);
          for (const { mesh, piece } of meshes) {
            const three = raycaster.intersectObject(mesh, false).length > 0;
            const box = terrainBox(piece, spacing);
            expect(
              segmentHitsBox(from.x, from.y, from.z, to.x, to.y, to.z, box),
              `${a.id} → ${b.id} vs ${piece.id}`,
            ).toBe(three);
          }
          pairs++;
          if (hit) blocked++;
        }
      }
      expect(pairs).toBe(66);
      // The boards are busy enough to exercise both answers.
      expect(blocked).toBeGreaterThan(0);
      expect(blocked).toBeLessThan(pairs);
    });
  }
});
