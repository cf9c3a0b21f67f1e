import { z } from 'zod';
import type { AnyStateMachine, Snapshot } from 'xstate';
import type { RngState } from '../rules/dice/types';

/**
 * The game as it stands, written into a save beside its log: the rules state (context) of every level of the
 * actor tree and the state each level waits in, plus the random stream. It is what a save continues from
 * when a rules change means its log no longer replays (docs/architecture.md, "Saves that survive updates").
 *
 * It names no machine internals: a child level is keyed by the id its parent invokes it under (`groundCombat`,
 * `boarding`), never by XState's generated `src` strings, and Maps and Sets in a context are written as tagged
 * JSON. When a machine's states or context change shape, SNAPSHOT_VERSION goes up and a step in
 * SNAPSHOT_MIGRATIONS (snapshotMigrations.ts) brings older snapshots along.
 */
export const SNAPSHOT_VERSION = 4;

/** One machine of the tree: where it stands, its rules state, and the machines it has invoked. */
export interface LevelSnapshot {
  readonly state: unknown;
  readonly status: 'active' | 'done';
  readonly context: unknown;
  readonly output?: unknown;
  readonly children: Readonly<Record<string, LevelSnapshot>>;
}

export interface GameSnapshot {
  readonly version: number;
  readonly rng: RngState;
  readonly root: LevelSnapshot;
}

const stateValue: z.ZodType = z.lazy(() =>
  z.union([z.string().min(1).max(64), z.record(z.string().min(1).max(64), stateValue)]),
);

const levelSchema: z.ZodType<LevelSnapshot> = z.lazy(() =>
  z.strictObject({
    state: stateValue,
    status: z.enum(['active', 'done']),
    context: z.unknown(),
    output: z.unknown().optional(),
    children: z.record(z.string().min(1).max(64), levelSchema),
  }),
);

const uint32 = z.number().int().min(0).max(0xffffffff);

export const gameSnapshotSchema = z.strictObject({
  version: z.number().int().min(1),
  rng: z.strictObject({ a: uint32, b: uint32, c: uint32, d: uint32 }),
  root: levelSchema,
});

/** How deep the tree may nest (campaign → flight → combat → boarding is four levels). */
const MAX_LEVELS = 8;

// ---------------------------------------------------------------------------------------------------------
// Context values as JSON: Maps and Sets (a campaign's book, a space combat's catalogue) are tagged.

const MAP_TAG = '$map';
const SET_TAG = '$set';

/** A context value as plain JSON; throws on what JSON cannot hold (a function, a class instance). */
export function encodeValue(value: unknown, where = 'context'): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where} holds a number JSON cannot keep (${value})`);
    return value;
  }
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v, i) => encodeValue(v, `${where}[${i}]`) ?? null);
  if (value instanceof Map) {
    return {
      [MAP_TAG]: [...value.entries()].map(([k, v], i) => [
        encodeValue(k, `${where} key ${i}`),
        encodeValue(v, `${where} entry ${i}`),
      ]),
    };
  }
  if (value instanceof Set)
    return { [SET_TAG]: [...value].map((v, i) => encodeValue(v, `${where} item ${i}`)) };
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new Error(`${where} holds an object JSON cannot keep`);
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const encoded = encodeValue(v, `${where}.${k}`);
      if (encoded !== undefined) out[k] = encoded;
    }
    return out;
  }
  throw new Error(`${where} holds a ${typeof value}, which JSON cannot keep`);
}

/** The inverse of encodeValue: tagged objects become Maps and Sets again. */
export function decodeValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decodeValue);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === MAP_TAG && Array.isArray(record[MAP_TAG])) {
    return new Map(
      (record[MAP_TAG] as unknown[]).map((pair) => {
        const [k, v] = Array.isArray(pair) ? (pair as unknown[]) : [undefined, undefined];
        return [decodeValue(k), decodeValue(v)];
      }),
    );
  }
  if (keys.length === 1 && keys[0] === SET_TAG && Array.isArray(record[SET_TAG])) {
    return new Set((record[SET_TAG] as unknown[]).map(decodeValue));
  }
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = decodeValue(record[k]);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Capture: from XState's persisted snapshot to the portable form.

interface PersistedLevel {
  readonly status: string;
  readonly value: unknown;
  readonly context: unknown;
  readonly output?: unknown;
  readonly children?: Readonly<Record<string, { readonly snapshot?: unknown } | undefined>>;
}

function captureLevel(persisted: PersistedLevel, where: string, depth: number): LevelSnapshot {
  if (depth > MAX_LEVELS) throw new Error(`${where} nests deeper than ${MAX_LEVELS} machines`);
  if (persisted.status !== 'active' && persisted.status !== 'done') {
    throw new Error(`${where} is ${persisted.status}, not a state a game can be saved in`);
  }
  const children: Record<string, LevelSnapshot> = {};
  for (const [id, child] of Object.entries(persisted.children ?? {})) {
    const snap = child?.snapshot as PersistedLevel | undefined;
    // Only machines are part of the game; an invoked promise or callback (none today) is not.
    if (snap === undefined || typeof snap !== 'object' || !('value' in snap)) continue;
    children[id] = captureLevel(snap, `${where} › ${id}`, depth + 1);
  }
  const output =
    persisted.output === undefined ? undefined : encodeValue(persisted.output, `${where} output`);
  return {
    state: persisted.value,
    status: persisted.status,
    context: encodeValue(persisted.context, `${where} context`),
    ...(output === undefined ? {} : { output }),
    children,
  };
}

/** The portable snapshot of a running game tree and its random stream. Throws if a context is not data. */
export function captureSnapshot(persisted: Snapshot<unknown>, rng: RngState): GameSnapshot {
  return {
    version: SNAPSHOT_VERSION,
    rng: { a: rng.a, b: rng.b, c: rng.c, d: rng.d },
    root: captureLevel(persisted as unknown as PersistedLevel, 'the game', 0),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Restore: from the portable form to a persisted snapshot XState can start from.

interface InvokeDef {
  readonly id: string;
  readonly src: unknown;
}

interface StateNodeLike {
  readonly id: string;
  readonly invoke: readonly InvokeDef[];
  readonly config: { readonly invoke?: unknown };
  readonly states: Readonly<Record<string, StateNodeLike>>;
}

interface MachineLike {
  readonly root: StateNodeLike;
  readonly implementations: { readonly actors: Readonly<Record<string, unknown>> };
}

/** The state nodes a state value stands in, root first. */
function activeNodes(root: StateNodeLike, value: unknown): StateNodeLike[] {
  const nodes: StateNodeLike[] = [root];
  const walk = (node: StateNodeLike, v: unknown): void => {
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child === undefined) throw new Error(`there is no state "${v}" under ${node.id}`);
      nodes.push(child);
      return;
    }
    if (v !== null && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v)) {
        const child = node.states[key];
        if (child === undefined) throw new Error(`there is no state "${key}" under ${node.id}`);
        nodes.push(child);
        walk(child, sub);
      }
    }
  };
  walk(root, value);
  return nodes;
}

/** Finds the machine a level invokes under `childId` where it stands, and the `src` XState restores it by. */
function invokedAt(
  machine: MachineLike,
  value: unknown,
  childId: string,
): { readonly src: string; readonly logic: MachineLike } {
  for (const node of activeNodes(machine.root, value)) {
    const index = node.invoke.findIndex((inv) => inv.id === childId);
    const inv = node.invoke[index];
    if (inv === undefined || typeof inv.src !== 'string') continue;
    // A named actor of setup({ actors }), or an inline one that XState names after its node and index.
    const configured = node.config.invoke;
    const config = (Array.isArray(configured) ? configured[index] : configured) as
      { src?: unknown } | undefined;
    const logic =
      inv.src in machine.implementations.actors ? machine.implementations.actors[inv.src] : config?.src;
    if (logic !== null && typeof logic === 'object' && 'root' in logic) {
      return { src: inv.src, logic: logic as MachineLike };
    }
  }
  throw new Error(`nothing where it stands invokes a machine called "${childId}"`);
}

function restoreLevel(machine: MachineLike, level: LevelSnapshot, where: string): Record<string, unknown> {
  // Checks the state value names states of today's machine (throws with the name when not).
  activeNodes(machine.root, level.state);
  const children: Record<string, unknown> = {};
  for (const [id, child] of Object.entries(level.children)) {
    let found: ReturnType<typeof invokedAt>;
    try {
      found = invokedAt(machine, level.state, id);
    } catch (e) {
      throw new Error(`${where}: ${(e as Error).message}`, { cause: e });
    }
    children[id] = {
      src: found.src,
      syncSnapshot: false,
      snapshot: restoreLevel(found.logic, child, `${where} › ${id}`),
    };
  }
  return {
    status: level.status,
    value: level.state,
    historyValue: {},
    context: decodeValue(level.context),
    output: level.output === undefined ? undefined : decodeValue(level.output),
    error: undefined,
    children,
  };
}

/**
 * XState's persisted snapshot for a game snapshot of today's machine, or the reason it does not fit (a state
 * that no longer exists, a child nothing invokes there): then the snapshot needs a migration.
 */
export function persistedFrom(
  machine: AnyStateMachine,
  snapshot: GameSnapshot,
): { ok: true; persisted: Snapshot<unknown> } | { ok: false; reason: string } {
  try {
    const persisted = restoreLevel(machine, snapshot.root, 'the game');
    return { ok: true, persisted: persisted as unknown as Snapshot<unknown> };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}

/** A JSON text of any value with object keys sorted: two snapshots that mean the same compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}
