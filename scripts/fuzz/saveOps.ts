import { isObject } from './json';
import type { Json, JsonObject } from './json';
import { mutateJson, PROTO_NAMES, type Mutation } from './mutate';
import type { Rng } from './prng';

/**
 * What only a save has: a log to reorder, duplicate, drop or cut short, and dice faces to edit (the loader
 * must refuse a digital roll that is not the seed's, and manual faces outside the die); top-level fields
 * (mode, system, dice mode, version) set to other modes' names or prototype names; a checkpoint to damage
 * and an older rules version, so that the loader continues from it.
 */

function events(root: Json): Json[] | undefined {
  if (!isObject(root)) return undefined;
  const list = root['events'];
  return Array.isArray(list) && list.length > 0 ? list : undefined;
}

type Op = (root: Json, rng: Rng) => string | undefined;

const SAVE_OPS: readonly (readonly [string, number, Op])[] = [
  [
    'logSwap',
    3,
    (root, rng) => {
      const list = events(root);
      if (list === undefined) return undefined;
      const i = rng.int(list.length);
      const j = Math.min(list.length - 1, i + 1 + rng.int(3));
      [list[i], list[j]] = [list[j] as Json, list[i] as Json];
      return `log: swap entries ${i + 1} and ${j + 1}`;
    },
  ],
  [
    'logDuplicate',
    2,
    (root, rng) => {
      const list = events(root);
      if (list === undefined) return undefined;
      const i = rng.int(list.length);
      list.splice(i, 0, structuredClone(list[i] as Json));
      return `log: duplicate entry ${i + 1}`;
    },
  ],
  [
    'logDrop',
    2,
    (root, rng) => {
      const list = events(root);
      if (list === undefined) return undefined;
      const i = rng.int(list.length);
      list.splice(i, 1);
      return `log: drop entry ${i + 1}`;
    },
  ],
  [
    // A shorter log is a game saved earlier: it must load, and its state must keep the invariants.
    'logCut',
    3,
    (root, rng) => {
      const list = events(root);
      if (list === undefined) return undefined;
      const keep = rng.int(list.length);
      list.length = keep;
      return `log: keep the first ${keep} entries`;
    },
  ],
  [
    'logDice',
    4,
    (root, rng) => {
      const list = events(root);
      const dice = (list ?? []).filter(
        (e): e is JsonObject => isObject(e) && e['kind'] === 'dice' && Array.isArray(e['faces']),
      );
      if (dice.length === 0) return undefined;
      const entry = rng.pick(dice);
      const groups = entry['faces'] as Json[];
      const group = groups[rng.int(groups.length)];
      if (!Array.isArray(group) || group.length === 0) return undefined;
      const at = rng.int(group.length);
      const face = rng.pick([0, 1, 2, 3, 4, 5, 6, 7, 10, 12, 20, 21, -1, 2.5]);
      group[at] = face;
      if (rng.chance(0.3) && isObject(root)) {
        entry['source'] = 'manual';
        root['diceMode'] = 'manual';
        return `log: dice entry ${JSON.stringify(entry['requestId'])} face ${at + 1} = ${face}, entered by hand`;
      }
      return `log: dice entry ${JSON.stringify(entry['requestId'])} face ${at + 1} = ${face}`;
    },
  ],
  [
    'logTop',
    3,
    (root, rng) => {
      if (!isObject(root)) return undefined;
      const field = rng.pick(['mode', 'system', 'diceMode', 'version', 'rulesVersion', 'seed', 'format']);
      const value = rng.pick<Json>([
        ...PROTO_NAMES,
        'dice-lab',
        'salvage-mission',
        'dungeon-crawl',
        'ground-combat',
        'depth-board',
        'manual',
        'kraken',
        0,
        2,
        999,
      ]);
      root[field] = value;
      return `top: ${field} = ${JSON.stringify(value)}`;
    },
  ],
  [
    // Written under older rules: the loader compares the replay with the checkpoint and may continue from
    // the snapshot, whose contexts no replay checked (the other operations may have damaged them).
    'logOlderRules',
    3,
    (root) => {
      if (!isObject(root)) return undefined;
      root['rulesVersion'] = 1;
      return 'top: rulesVersion = 1 (older rules)';
    },
  ],
];

/** A mutated save: most generic operations land in the set-up or the log, the rest anywhere. */
export function mutateSave(source: string, rng: Rng): Mutation {
  return mutateJson(source, rng, {
    extraOps: SAVE_OPS,
    focus: (root, g) => {
      const roll = g.next();
      if (isObject(root) && roll < 0.4 && root['setup'] !== undefined)
        return { name: 'setup', value: root['setup'] };
      if (isObject(root) && roll < 0.65 && root['events'] !== undefined)
        return { name: 'events', value: root['events'] };
      if (isObject(root) && roll < 0.85 && root['checkpoint'] !== undefined)
        return { name: 'checkpoint', value: root['checkpoint'] };
      return { name: 'file', value: root };
    },
  });
}

/** A mutated pack: one file (sometimes two) mutated, or a listed file missing, or an unlisted one added. */
export function mutatePack(
  files: ReadonlyMap<string, string>,
  rng: Rng,
): { readonly files: Map<string, string>; readonly ops: readonly string[] } {
  const out = new Map(files);
  const names = [...files.keys()].sort();
  const roll = rng.next();
  if (roll < 0.04) {
    const name = rng.pick(names);
    out.delete(name);
    return { files: out, ops: [`remove the file ${name}`] };
  }
  if (roll < 0.06) {
    out.set('kraken/extra.json', '{"schemaVersion":1,"kind":"crew","entries":[]}');
    return { files: out, ops: ['add an unlisted file kraken/extra.json'] };
  }
  const ops: string[] = [];
  const count = rng.chance(0.15) ? 2 : 1;
  for (let k = 0; k < count; k++) {
    const name = rng.chance(0.1) ? 'pack.json' : rng.pick(names);
    const source = out.get(name);
    if (source === undefined) continue;
    let m;
    try {
      m = mutateJson(source, rng);
    } catch {
      continue; // the first operation already broke this file's JSON
    }
    out.set(name, m.text);
    ops.push(...m.ops.map((op) => `${name}: ${op}`));
  }
  return { files: out, ops };
}
