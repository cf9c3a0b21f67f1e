import { isObject, nodesOf, pathText, remove, replace, setOwn, TOKEN, writeText } from './json';
import type { Json, JsonObject, Node } from './json';
import type { Rng } from './prng';

/**
 * Structure-aware mutations of a JSON file, as a player editing a save or a book owner typing a pack would
 * break it: boundary numbers, wrong types, missing and extra keys, prototype names, huge strings, deep
 * nesting, reordered and duplicated elements; then, sometimes, a text-level break (truncation, a stray
 * character) or a byte-order mark. Deterministic for a seed: the same Rng state gives the same text.
 */

export interface Mutation {
  readonly text: string;
  /** What was done, in order, for the reproducer's notes. */
  readonly ops: readonly string[];
}

export const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

const BOUNDARY: readonly Json[] = [
  -1,
  0,
  1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.5,
  -0.5,
  1e-300,
  TOKEN.inf,
  TOKEN.negInf,
];
const WRONG_TYPES: readonly Json[] = ['', 'x', true, false, null, [], {}, 42, [1, 2], { type: 'x' }];
const HUGE_LENGTHS = [1_000, 100_000, 1_000_000, 1_000_000, 11_000_000];
const DEEP = [63, 65, 300, 5_000, 100_000];

type Op = (root: Json, rng: Rng) => string | undefined;

function pickNode(root: Json, rng: Rng, keep: (n: Node) => boolean = () => true): Node | undefined {
  const nodes = nodesOf(root).filter((n) => n.parent !== undefined && keep(n));
  return nodes.length === 0 ? undefined : rng.pick(nodes);
}

function setNode(root: Json, rng: Rng, what: string, value: (n: Node) => Json, keep?: (n: Node) => boolean) {
  const node = pickNode(root, rng, keep);
  if (node === undefined) return undefined;
  const v = value(node);
  replace(node, v);
  const shown = typeof v === 'string' && v.length > 40 ? `"x"×${v.length}` : JSON.stringify(v);
  return `${what} ${pathText(node.path)} = ${shown}`;
}

const isNumber = (n: Node) => typeof n.value === 'number';
const isString = (n: Node) => typeof n.value === 'string';
const isArray = (n: Node) => Array.isArray(n.value) && n.value.length > 0;
const isObj = (n: Node) => isObject(n.value);

/** The generic operations, each with its weight. */
export const JSON_OPS: readonly (readonly [string, number, Op])[] = [
  [
    'boundary',
    6,
    (r, g) => setNode(r, g, 'boundary', () => g.pick(BOUNDARY), g.chance(0.8) ? isNumber : undefined),
  ],
  [
    'nudge',
    6,
    (r, g) =>
      setNode(
        r,
        g,
        'nudge',
        (n) => {
          const v = n.value as number;
          return g.pick([v + 1, v - 1, v * 10, -v, v + 100, Math.round(v) + 0.5]);
        },
        isNumber,
      ),
  ],
  ['wrongType', 5, (r, g) => setNode(r, g, 'wrong type', () => structuredClone(g.pick(WRONG_TYPES)))],
  [
    'removeKey',
    5,
    (r, g) => {
      const node = pickNode(r, g);
      if (node === undefined || !remove(node)) return undefined;
      return `remove ${pathText(node.path)}`;
    },
  ],
  [
    'addKey',
    4,
    (r, g) => {
      const node = pickNode(r, g, isObj);
      if (node === undefined) return undefined;
      const key = g.pick(['extra', 'note', '', ...PROTO_NAMES]);
      const value = structuredClone(g.pick([...WRONG_TYPES, ...BOUNDARY]));
      setOwn(node.value as JsonObject, key, value);
      return `add ${pathText(node.path)}.${key} = ${JSON.stringify(value)}`;
    },
  ],
  [
    'protoValue',
    4,
    (r, g) =>
      setNode(r, g, 'prototype name', () => g.pick(PROTO_NAMES), g.chance(0.8) ? isString : undefined),
  ],
  [
    'protoKey',
    3,
    (r, g) => {
      const node = pickNode(r, g, (n) => isObj(n) && Object.keys(n.value as JsonObject).length > 0);
      if (node === undefined) return undefined;
      const obj = node.value as JsonObject;
      const key = g.pick(Object.keys(obj));
      const name = g.pick(PROTO_NAMES);
      const value = obj[key] as Json;
      Reflect.deleteProperty(obj, key);
      setOwn(obj, name, value);
      return `rename ${pathText([...node.path, key])} to ${name}`;
    },
  ],
  ['hugeString', 1, (r, g) => setNode(r, g, 'huge string', () => 'x'.repeat(g.pick(HUGE_LENGTHS)))],
  ['deepNest', 2, (r, g) => setNode(r, g, 'deep nesting', () => TOKEN.deep(g.pick(DEEP)))],
  [
    'hugeArray',
    1,
    (r, g) =>
      setNode(r, g, 'huge array', (n) => {
        const item = Array.isArray(n.value) && n.value.length > 0 ? (n.value[0] as Json) : 0;
        return Array.from({ length: g.pick([1_000, 100_000]) }, () => item);
      }),
  ],
  [
    'duplicate',
    3,
    (r, g) => {
      const node = pickNode(r, g, isArray);
      if (node === undefined) return undefined;
      const list = node.value as Json[];
      const i = g.int(list.length);
      list.splice(i, 0, structuredClone(list[i] as Json));
      return `duplicate ${pathText([...node.path, i])}`;
    },
  ],
  [
    'swap',
    3,
    (r, g) => {
      const node = pickNode(r, g, (n) => Array.isArray(n.value) && n.value.length > 1);
      if (node === undefined) return undefined;
      const list = node.value as Json[];
      const i = g.int(list.length);
      const j = g.int(list.length);
      [list[i], list[j]] = [list[j] as Json, list[i] as Json];
      return `swap ${pathText(node.path)}[${i}] and [${j}]`;
    },
  ],
];

function weighted<T>(
  rng: Rng,
  items: readonly (readonly [string, number, T])[],
): readonly [string, number, T] {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= item[1];
    if (roll < 0) return item;
  }
  return items[items.length - 1] as readonly [string, number, T];
}

/** Text-level breaks, applied after the structure is written. */
function textBreak(text: string, rng: Rng, ops: string[]): string {
  const roll = rng.next();
  if (roll < 0.4) {
    const at = rng.int(text.length);
    ops.push(`truncate at ${at} of ${text.length}`);
    return text.slice(0, at);
  }
  if (roll < 0.7) {
    const at = rng.int(text.length);
    const c = rng.pick(['{', '}', '[', ']', ',', ':', '"', '\\', 'x', '\u0000', '\uD800']);
    ops.push(`insert ${JSON.stringify(c)} at ${at}`);
    return text.slice(0, at) + c + text.slice(at);
  }
  ops.push('byte-order mark');
  return `\uFEFF${text}`;
}

export interface MutateOptions {
  /** Extra operations for this kind of file (a save's log), with weights, tried alongside the generic ones. */
  readonly extraOps?: readonly (readonly [string, number, Op])[];
  /** Where most operations land (a save's set-up and log), as a sub-tree chooser; absent: the whole file. */
  readonly focus?: (root: Json, rng: Rng) => { readonly name: string; readonly value: Json };
}

/** One mutated text of `source` (JSON text). 1–3 structural operations, then maybe a text break. */
export function mutateJson(source: string, rng: Rng, options: MutateOptions = {}): Mutation {
  const root = JSON.parse(source) as Json;
  const ops: string[] = [];
  const indent = rng.chance(0.5) ? 1 : 0;
  // A byte-order mark alone: the file must still load.
  if (rng.chance(0.03)) return { text: `\uFEFF${writeText(root, indent)}`, ops: ['byte-order mark only'] };
  const table = [...JSON_OPS, ...(options.extraOps ?? [])];
  const count = 1 + (rng.chance(0.3) ? 1 : 0) + (rng.chance(0.1) ? 1 : 0);
  for (let k = 0; k < count; k++) {
    const [name, , op] = weighted(rng, table);
    const focus =
      options.focus !== undefined && !name.startsWith('log') ? options.focus(root, rng) : undefined;
    const done = op(focus?.value ?? root, rng);
    if (done !== undefined) ops.push(focus === undefined ? done : `${focus.name}: ${done}`);
  }
  let text = writeText(root, indent);
  if (rng.chance(0.1)) text = textBreak(text, rng, ops);
  return { text, ops };
}
