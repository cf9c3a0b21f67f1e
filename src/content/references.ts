import { formatPath, packError, type PackError } from './errors';
import type { Located, PackBuckets } from './pack';
import { KIND_NOUNS, PACK_KINDS, type PackKind } from './schemas/packFile';

/**
 * Checks that span entries and files: ids unique within a kind (weapons and items share one set, since a
 * crew loadout names either), and every id an entry refers to exists in the pack.
 */

function locationOf(kind: PackKind, located: Located<unknown>, ...rest: (string | number)[]): string {
  return `${located.file} at ${formatPath([kind, located.index, ...rest])}`;
}

function checkDuplicates(buckets: PackBuckets, errors: PackError[]) {
  for (const kind of PACK_KINDS) {
    const seen = new Map<string, Located<unknown>>();
    for (const located of buckets[kind] as readonly Located<{ id: string }>[]) {
      const first = seen.get(located.entry.id);
      if (first === undefined) {
        seen.set(located.entry.id, located);
        continue;
      }
      errors.push(
        packError(
          located.file,
          formatPath([kind, located.index, 'id']),
          `an id no other ${KIND_NOUNS[kind]} uses`,
          JSON.stringify(located.entry.id),
          `already used in ${locationOf(kind, first, 'id')}`,
        ),
      );
    }
  }
  const weaponIds = new Map(buckets.weapons.map((w) => [w.entry.id, w]));
  for (const item of buckets.items) {
    const weapon = weaponIds.get(item.entry.id);
    if (weapon === undefined) continue;
    errors.push(
      packError(
        item.file,
        formatPath(['items', item.index, 'id']),
        'an id no weapon uses (crew loadouts name weapons and items alike)',
        JSON.stringify(item.entry.id),
        `already used by the weapon in ${locationOf('weapons', weapon, 'id')}`,
      ),
    );
  }
}

/** Edit distance, to suggest the id that was probably meant. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

function suggestion(id: string, known: ReadonlySet<string>, what: string): string {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const d = distance(id, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined
    ? `no ${what} in this pack has this id`
    : `no ${what} has this id; did you mean "${best}"?`;
}

interface Reference {
  readonly kind: PackKind;
  readonly located: Located<unknown>;
  readonly path: (string | number)[];
  readonly id: string;
}

function references(buckets: PackBuckets): { refs: Reference[]; targets: string[]; what: string }[] {
  const crew = buckets.crewTemplates;
  return [
    {
      what: 'trait',
      targets: buckets.traits.map((t) => t.entry.id),
      refs: crew.flatMap((located) =>
        located.entry.traits.map((id, i) => ({
          kind: 'crewTemplates' as const,
          located,
          path: ['traits', i],
          id,
        })),
      ),
    },
    {
      what: 'weapon or item',
      targets: [...buckets.weapons.map((w) => w.entry.id), ...buckets.items.map((i) => i.entry.id)],
      refs: crew.flatMap((located) =>
        located.entry.loadout.map((id, i) => ({
          kind: 'crewTemplates' as const,
          located,
          path: ['loadout', i],
          id,
        })),
      ),
    },
    {
      what: 'gear item',
      targets: buckets.gear.map((g) => g.entry.id),
      refs: buckets.unitCards.flatMap((located) =>
        located.entry.gear.map((id, i) => ({ kind: 'unitCards' as const, located, path: ['gear', i], id })),
      ),
    },
    {
      what: 'tile map',
      targets: buckets.maps.map((m) => m.entry.id),
      refs: buckets.locations.flatMap((located) =>
        located.entry.maps.map((id, i) => ({ kind: 'locations' as const, located, path: ['maps', i], id })),
      ),
    },
    {
      what: 'unit card',
      targets: buckets.unitCards.map((u) => u.entry.id),
      refs: buckets.boards.flatMap((located) =>
        located.entry.figures.flatMap((figure, i) =>
          figure.unitCard === undefined
            ? []
            : [{ kind: 'boards' as const, located, path: ['figures', i, 'unitCard'], id: figure.unitCard }],
        ),
      ),
    },
  ];
}

function checkReferences(buckets: PackBuckets, errors: PackError[]) {
  for (const { refs, targets, what } of references(buckets)) {
    const known = new Set(targets);
    for (const ref of refs) {
      if (known.has(ref.id)) continue;
      errors.push(
        packError(
          ref.located.file,
          formatPath([ref.kind, ref.located.index, ...ref.path]),
          `the id of a ${what} in this pack`,
          JSON.stringify(ref.id),
          suggestion(ref.id, known, what),
        ),
      );
    }
  }
}

/** Every duplicate id and dangling reference in the pack. */
export function crossCheck(buckets: PackBuckets): PackError[] {
  const errors: PackError[] = [];
  checkDuplicates(buckets, errors);
  checkReferences(buckets, errors);
  return errors;
}
