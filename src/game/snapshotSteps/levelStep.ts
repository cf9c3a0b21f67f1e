import type { GameSnapshot, LevelSnapshot } from '../gameSnapshot';

/**
 * Where a level stands in the actor tree: the mode the game is of, and the invoke ids from the root down to
 * the level (the root's path is empty; a boarding inside a campaign's flight is ['flight', 'combat',
 * 'boarding'] or as the machines name them). A machine is found by its place, since a snapshot names no
 * machine internals (gameSnapshot.ts).
 */
export interface LevelPlace {
  readonly mode: string;
  readonly path: readonly string[];
}

/**
 * One machine's share of a snapshot migration: it rewrites the levels of that machine (their state value,
 * context, children) and returns every other level as it is. Steps are pure JSON → JSON.
 */
export type LevelStep = (level: LevelSnapshot, place: LevelPlace) => LevelSnapshot;

function visit(level: LevelSnapshot, place: LevelPlace, steps: readonly LevelStep[]): LevelSnapshot {
  let current = level;
  for (const step of steps) current = step(current, place);
  const children: Record<string, LevelSnapshot> = {};
  for (const [id, child] of Object.entries(current.children)) {
    children[id] = visit(child, { mode: place.mode, path: [...place.path, id] }, steps);
  }
  return { ...current, children };
}

/**
 * A whole-snapshot step made of per-machine steps, each applied to every level, parents before their
 * children (a parent's step may reshape which children it holds; the children it leaves are then visited).
 */
export function stepOfLevels(steps: readonly LevelStep[]): (old: GameSnapshot, mode: string) => GameSnapshot {
  return (old, mode) => ({ ...old, root: visit(old.root, { mode, path: [] }, steps) });
}
