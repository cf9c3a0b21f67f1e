import { checkCampaign } from './campaignChecks';
import { checkFringe } from './fringeChecks';
import { formatPath, packError, type PackError } from './errors';
import type { Located, PackBuckets } from './pack';
import { KIND_NOUNS, PACK_KINDS, type PackKind } from './schemas/packFile';
import { DANGER_LEVELS, type UnitRole } from './schemas/salvage';

/**
 * Checks that span entries and files: ids unique within a kind (weapons and items share one set, since a
 * crew loadout names either), every id an entry refers to exists in the pack (a crew loadout's and a quest
 * penalty's items among them), and the Space Kraken tables fit together (drop grids name pieces of their own
 * list and grade, one grid per list and grade, one treasure table, one prototype table per category, a PSI
 * level exactly for crew with a PSI trait, a scenario's Map-IDs within its location type's maps), and the
 * salvage skirmish's references by role (a mission's hostile deck and an event's spawned hostile name
 * hostile cards, its roster Boilers and a Boss) and its missions' zones and slots on their board.
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

/** The ids a quest objective's typed target names (kraken.quest-master), by field. */
function questTargetRefs(buckets: PackBuckets, field: 'enemy' | 'location' | 'item') {
  return buckets.questSheets.flatMap((located) =>
    located.entry.rows.flatMap((row, r) => {
      const id = row.objective.target?.[field];
      return id === undefined
        ? []
        : [{ kind: 'questSheets' as const, located, path: ['rows', r, 'objective', 'target', field], id }];
    }),
  );
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
      refs: [
        ...crew.flatMap((located) =>
          located.entry.loadout.map((id, i) => ({
            kind: 'crewTemplates' as const,
            located,
            path: ['loadout', i],
            id,
          })),
        ),
        // A quest's penalty may take an item away: it must be one the pack has.
        ...buckets.questSheets.flatMap((located) =>
          located.entry.rows.flatMap((row, r) =>
            row.penaltyEffects.flatMap((effect, e) =>
              effect.kind === 'item-loss'
                ? [
                    {
                      kind: 'questSheets' as const,
                      located,
                      path: ['rows', r, 'penaltyEffects', e, 'item'],
                      id: effect.item,
                    },
                  ]
                : [],
            ),
          ),
        ),
        // A deliver quest names the piece to carry.
        ...questTargetRefs(buckets, 'item'),
      ],
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
      what: 'story event',
      targets: buckets.cgmEvents.map((e) => e.entry.id),
      // §13 Event: the event an Event tile reads. A map pack without a campaign holds no story events (its
      // crawls carry no story book and read none), so the tiles are checked only where the pack has events.
      refs:
        buckets.cgmEvents.length === 0
          ? []
          : buckets.maps.flatMap((located) =>
              Object.entries(located.entry.events ?? {}).map(([code, id]) => ({
                kind: 'maps' as const,
                located,
                path: ['events', code],
                id,
              })),
            ),
    },
    {
      what: 'crew template',
      targets: crew.map((c) => c.entry.id),
      refs: buckets.scenarios.flatMap((located) =>
        located.entry.crew.map((id, i) => ({ kind: 'scenarios' as const, located, path: ['crew', i], id })),
      ),
    },
    {
      what: 'location type',
      targets: buckets.locations.map((l) => l.entry.id),
      refs: buckets.scenarios.map((located) => ({
        kind: 'scenarios' as const,
        located,
        path: ['location', 'type'],
        id: located.entry.location.type,
      })),
    },
    {
      what: 'location type',
      targets: buckets.locations.map((l) => l.entry.id),
      refs: questTargetRefs(buckets, 'location'),
    },
    {
      what: 'enemy',
      targets: buckets.enemies.map((e) => e.entry.id),
      // A campaign file written on its own (the CGM editor's) holds no enemies: its quest targets' enemies
      // come from the pack it plays beside, so they are checked only where the pack has enemies at all.
      refs: buckets.enemies.length === 0 ? [] : questTargetRefs(buckets, 'enemy'),
    },
    {
      what: 'board',
      targets: buckets.boards.map((b) => b.entry.id),
      refs: buckets.salvageMissions.map((located) => ({
        kind: 'salvageMissions' as const,
        located,
        path: ['boardId'],
        id: located.entry.boardId,
      })),
    },
    {
      what: 'mission theme',
      targets: buckets.themes.map((t) => t.entry.id),
      refs: buckets.salvageMissions.flatMap((located) =>
        located.entry.themeId === undefined
          ? []
          : [{ kind: 'salvageMissions' as const, located, path: ['themeId'], id: located.entry.themeId }],
      ),
    },
    {
      what: 'ship system',
      targets: buckets.shipSystems.map((s) => s.entry.id),
      refs: buckets.hulls.flatMap((located) =>
        located.entry.slots.map((slot, i) => ({
          kind: 'hulls' as const,
          located,
          path: ['slots', i, 'system'],
          id: slot.system,
        })),
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

/** Drop grids: each slot names a piece of the grid's list and grade; one grid per list and grade. */
function checkDropGrids(buckets: PackBuckets, errors: PackError[]) {
  const pieces = {
    weapons: new Map(buckets.weapons.map((w) => [w.entry.id, w.entry.grade])),
    items: new Map(buckets.items.map((i) => [i.entry.id, i.entry.grade])),
  };
  const firstGrid = new Map<string, Located<unknown>>();
  for (const located of buckets.dropGrids) {
    const grid = located.entry;
    const key = `${grid.list} ${grid.grade}`;
    const first = firstGrid.get(key);
    if (first === undefined) firstGrid.set(key, located);
    else {
      errors.push(
        packError(
          located.file,
          formatPath(['dropGrids', located.index, 'grade']),
          `a grade no other drop grid of ${grid.list} uses`,
          String(grid.grade),
          `the ${grid.list} of grade ${grid.grade} already have the grid in ${locationOf('dropGrids', first, 'grade')}`,
        ),
      );
    }
    const noun = grid.list === 'weapons' ? 'weapon' : 'item';
    const aNoun = grid.list === 'weapons' ? 'a weapon' : 'an item';
    const known = pieces[grid.list];
    grid.rows.forEach((row, r) => {
      for (const side of ['left', 'right'] as const) {
        const id = row[side];
        const grade = known.get(id);
        const path = formatPath(['dropGrids', located.index, 'rows', r, side]);
        if (grade === undefined) {
          errors.push(
            packError(
              located.file,
              path,
              `the id of ${aNoun} in this pack`,
              JSON.stringify(id),
              suggestion(id, new Set(known.keys()), noun),
            ),
          );
        } else if (grade !== grid.grade) {
          errors.push(
            packError(
              located.file,
              path,
              `the id of ${aNoun} of grade ${grid.grade} (the grid's grade)`,
              JSON.stringify(id),
              `that ${noun} is grade ${grade}`,
            ),
          );
        }
      }
    });
  }
}

/** One treasure table per pack: the rules read the TREASURE TABLE, not one of several. */
function checkTreasureTables(buckets: PackBuckets, errors: PackError[]) {
  const [first, ...rest] = buckets.treasureTables;
  if (first === undefined) return;
  for (const located of rest) {
    errors.push(
      packError(
        located.file,
        formatPath(['treasureTables', located.index]),
        'one treasure table in the pack (put every location kind in its columns)',
        `a second one, "${located.entry.id}"`,
        `the first is in ${locationOf('treasureTables', first, 'id')}`,
      ),
    );
  }
}

/** A category of equipment is read on at most one prototype table. */
function checkPrototypeTables(buckets: PackBuckets, errors: PackError[]) {
  const owner = new Map<string, Located<unknown>>();
  for (const located of buckets.prototypeEffects) {
    located.entry.appliesTo.forEach((category, i) => {
      const first = owner.get(category);
      if (first === undefined) {
        owner.set(category, located);
        return;
      }
      errors.push(
        packError(
          located.file,
          formatPath(['prototypeEffects', located.index, 'appliesTo', i]),
          'a category no other prototype table applies to',
          JSON.stringify(category),
          `already in ${locationOf('prototypeEffects', first, 'appliesTo')}`,
        ),
      );
    });
  }
}

/** A crew template has a PSI level exactly when one of its traits is the PSI trait (rule "psi"). */
function checkPsi(buckets: PackBuckets, errors: PackError[]) {
  const psiTraits = new Set(buckets.traits.filter((t) => t.entry.rule === 'psi').map((t) => t.entry.id));
  const traitIds = new Set(buckets.traits.map((t) => t.entry.id));
  for (const located of buckets.crewTemplates) {
    const crew = located.entry;
    // A dangling trait id is reported by checkReferences; judge PSI only on known traits.
    if (crew.traits.some((id) => !traitIds.has(id))) continue;
    const hasTrait = crew.traits.some((id) => psiTraits.has(id));
    if (hasTrait && crew.psi === undefined) {
      errors.push(
        packError(
          located.file,
          formatPath(['crewTemplates', located.index, 'psi']),
          'a PSI level from 1 to 8 (the crew member has a trait with rule "psi")',
          'nothing',
        ),
      );
    }
    if (!hasTrait && crew.psi !== undefined) {
      errors.push(
        packError(
          located.file,
          formatPath(['crewTemplates', located.index, 'psi']),
          'no PSI level unless one of the traits has rule "psi"',
          String(crew.psi),
        ),
      );
    }
  }
}

/** A scenario's Map-IDs name maps of its location type: Map-ID n is the type's n-th map. */
function checkScenarioMaps(buckets: PackBuckets, errors: PackError[]) {
  const mapCounts = new Map(buckets.locations.map((l) => [l.entry.id, l.entry.maps.length]));
  for (const located of buckets.scenarios) {
    const { location } = located.entry;
    // A dangling location type is reported by checkReferences.
    const count = mapCounts.get(location.type);
    if (count === undefined) continue;
    location.mapIds.forEach((mapId, i) => {
      if (mapId <= count) return;
      errors.push(
        packError(
          located.file,
          formatPath(['scenarios', located.index, 'location', 'mapIds', i]),
          `a Map-ID from 1 to ${count} (location type "${location.type}" has ${count} maps)`,
          String(mapId),
        ),
      );
    });
  }
}

/** A reference to a unit card that must have one of `roles`. */
interface RoleReference extends Reference {
  readonly roles: readonly UnitRole[];
  readonly what: string;
}

function roleReferences(buckets: PackBuckets): RoleReference[] {
  const hostile = { roles: ['hostile'] as const, what: 'hostile unit card' };
  const crew = { roles: ['boiler', 'boss'] as const, what: 'boiler or boss unit card' };
  const fromMissions = buckets.salvageMissions.flatMap((located) => [
    ...located.entry.hostileDeck.map((id, i) => ({
      kind: 'salvageMissions' as const,
      located,
      path: ['hostileDeck', i],
      id,
      ...hostile,
    })),
    ...located.entry.roster.map((id, i) => ({
      kind: 'salvageMissions' as const,
      located,
      path: ['roster', i],
      id,
      ...crew,
    })),
  ]);
  const fromEvents = buckets.eventCards.flatMap((located) =>
    DANGER_LEVELS.flatMap((level) => {
      const row = located.entry.effects[level];
      if (typeof row === 'string') return [];
      return row.do.flatMap((effect, i) =>
        effect.kind === 'spawnHostile' && effect.cardId !== undefined
          ? [
              {
                kind: 'eventCards' as const,
                located,
                path: ['effects', level, 'do', i, 'cardId'],
                id: effect.cardId,
                ...hostile,
              },
            ]
          : [],
      );
    }),
  );
  return [...fromMissions, ...fromEvents];
}

/** Unit cards named where only some roles fit: they exist and have the role. */
function checkUnitRoles(buckets: PackBuckets, errors: PackError[]) {
  const roles = new Map(buckets.unitCards.map((u) => [u.entry.id, u.entry.role]));
  for (const ref of roleReferences(buckets)) {
    const role = roles.get(ref.id);
    const path = formatPath([ref.kind, ref.located.index, ...ref.path]);
    if (role === undefined) {
      const known = new Set([...roles].filter(([, r]) => ref.roles.includes(r)).map(([id]) => id));
      errors.push(
        packError(
          ref.located.file,
          path,
          `the id of a ${ref.what} in this pack`,
          JSON.stringify(ref.id),
          suggestion(ref.id, known, ref.what),
        ),
      );
    } else if (!ref.roles.includes(role)) {
      errors.push(
        packError(
          ref.located.file,
          path,
          `the id of a ${ref.what} in this pack`,
          JSON.stringify(ref.id),
          `that unit card is a ${role}`,
        ),
      );
    }
  }
}

/**
 * A salvage mission: its roster offers a Boss (a company has exactly one), and its deployment zones and
 * hostile slots lie on its board.
 */
function checkSalvageMissions(buckets: PackBuckets, errors: PackError[]) {
  const roles = new Map(buckets.unitCards.map((u) => [u.entry.id, u.entry.role]));
  const boards = new Map(buckets.boards.map((b) => [b.entry.id, b.entry]));
  for (const located of buckets.salvageMissions) {
    const mission = located.entry;
    const at = (...rest: (string | number)[]) => formatPath(['salvageMissions', located.index, ...rest]);
    const known = mission.roster.filter((id) => roles.has(id));
    // Unknown ids are reported by checkUnitRoles; judge the Boss only on a roster whose cards all exist.
    if (known.length === mission.roster.length && !known.some((id) => roles.get(id) === 'boss')) {
      errors.push(
        packError(
          located.file,
          at('roster'),
          'a roster offering at least one boss unit card (a company has exactly one Boss)',
          `${mission.roster.length} card${mission.roster.length === 1 ? '' : 's'} and no boss`,
        ),
      );
    }
    // A dangling board id is reported by checkReferences.
    const board = boards.get(mission.boardId);
    if (board === undefined) continue;
    const size = `${board.width}" by ${board.depth}"`;
    for (const side of ['attacker', 'defender'] as const) {
      const zone = mission.deployment[side];
      if (zone.maxX > board.width || zone.maxZ > board.depth) {
        errors.push(
          packError(
            located.file,
            at('deployment', side),
            `a zone on board "${board.id}" (${size}): maxX at most ${board.width}, maxZ at most ${board.depth}`,
            `maxX ${zone.maxX}, maxZ ${zone.maxZ}`,
          ),
        );
      }
    }
    mission.hostileSlots.forEach((slot, i) => {
      if (slot.x > board.width || slot.z > board.depth) {
        errors.push(
          packError(
            located.file,
            at('hostileSlots', i),
            `a slot on board "${board.id}" (${size}): x at most ${board.width}, z at most ${board.depth}`,
            `x ${slot.x}, z ${slot.z}`,
          ),
        );
      }
    });
  }
}

/** Every duplicate id, dangling reference and misfit between the pack's tables. */
export function crossCheck(buckets: PackBuckets): PackError[] {
  const errors: PackError[] = [];
  checkDuplicates(buckets, errors);
  checkReferences(buckets, errors);
  checkDropGrids(buckets, errors);
  checkTreasureTables(buckets, errors);
  checkPrototypeTables(buckets, errors);
  checkPsi(buckets, errors);
  checkScenarioMaps(buckets, errors);
  checkUnitRoles(buckets, errors);
  checkSalvageMissions(buckets, errors);
  checkCampaign(buckets, errors);
  checkFringe(buckets, errors);
  return errors;
}
