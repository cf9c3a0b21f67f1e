import { AWAITING_DICE, type DiceRequest } from './diceRequest';
import { currentPrompt, type StateMeta } from './meta';

/**
 * A game is a tree of actors: a root machine and the machines it invokes (a campaign turn invokes a space
 * flight, which invokes a space combat, which invokes a boarding; a crawl invokes ground combats). The one
 * that the player is dealing with is the deepest active one — the leaf of the active path. The session sends
 * decisions and dice there and logs the path; panels read its prompt, its choices and its dice request. These
 * functions walk the tree from any snapshot, so a selector over the root snapshot finds the leaf.
 */

/** What the walk needs of a snapshot (an XState machine snapshot has all of it). */
export interface TreeSnapshot {
  readonly status: string;
  readonly context: unknown;
  readonly children: Readonly<Record<string, { getSnapshot(): unknown } | undefined>>;
  hasTag(tag: string): boolean;
  can(event: { readonly type: string }): boolean;
  getMeta(): Record<string, unknown>;
}

function isMachineSnapshot(value: unknown): value is TreeSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<TreeSnapshot>;
  return typeof v.can === 'function' && typeof v.hasTag === 'function' && typeof v.children === 'object';
}

/** The active child machine of a snapshot (the first in invocation order when there are several), or null. */
function activeChild(
  snapshot: TreeSnapshot,
): { readonly id: string; readonly snapshot: TreeSnapshot } | null {
  for (const [id, ref] of Object.entries(snapshot.children)) {
    const child = ref?.getSnapshot();
    if (isMachineSnapshot(child) && child.status === 'active') return { id, snapshot: child };
  }
  return null;
}

/** The deepest active machine under (and including) `root`, with the child ids that lead to it. */
export function activeLeaf(root: TreeSnapshot): {
  readonly snapshot: TreeSnapshot;
  readonly path: readonly string[];
} {
  let snapshot: TreeSnapshot = root;
  const path: string[] = [];
  for (let child = activeChild(snapshot); child !== null; child = activeChild(snapshot)) {
    path.push(child.id);
    snapshot = child.snapshot;
  }
  return { snapshot, path };
}

/** The snapshot at a path of child ids, or null when no active machine stands there. */
export function snapshotAt(root: TreeSnapshot, path: readonly string[]): TreeSnapshot | null {
  let snapshot: TreeSnapshot = root;
  for (const id of path) {
    const child = snapshot.children[id]?.getSnapshot();
    if (!isMachineSnapshot(child)) return null;
    snapshot = child;
  }
  return snapshot;
}

/** The dice request the game waits on — the deepest machine tagged `awaiting-dice` — or null. */
export function waitingDice(
  root: TreeSnapshot,
): { readonly request: DiceRequest; readonly path: readonly string[] } | null {
  let found: { request: DiceRequest; path: readonly string[] } | null = null;
  let snapshot: TreeSnapshot = root;
  const path: string[] = [];
  for (;;) {
    if (snapshot.hasTag(AWAITING_DICE)) {
      const request = (snapshot.context as { diceRequest?: DiceRequest | null } | null)?.diceRequest ?? null;
      if (request !== null) found = { request, path: [...path] };
    }
    const child = activeChild(snapshot);
    if (child === null) return found;
    path.push(child.id);
    snapshot = child.snapshot;
  }
}

/** The prompt of the deepest active machine that has one (its deepest state speaks). */
export function leafPrompt(root: TreeSnapshot): StateMeta | null {
  let prompt = currentPrompt(root);
  for (let child = activeChild(root); child !== null; child = activeChild(child.snapshot)) {
    prompt = currentPrompt(child.snapshot) ?? prompt;
  }
  return prompt;
}
