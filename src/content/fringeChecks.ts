import { formatPath, packError, type PackError } from './errors';
import type { Located, PackBuckets } from './pack';
import type { FringeMember } from './schemas/fringe';

/**
 * Fringe battle content checked across entries: every species, weapon and gear id a crew member names
 * exists, a crew's behaviour is one some readings define, a battle's board, readings and enemy crew exist and
 * its set-up spots and sights lie on that board, and only humans' members carry more than 1 Luck (Fringe:
 * Luck points).
 */
export function checkFringe(buckets: PackBuckets, errors: PackError[]): void {
  const species = new Map(buckets.fringeSpecies.map((s) => [s.entry.id, s.entry]));
  const weapons = new Set(buckets.fringeWeapons.map((w) => w.entry.id));
  const gear = new Set(buckets.fringeGear.map((g) => g.entry.id));
  const behaviours = new Set(buckets.fringeReadings.flatMap((r) => r.entry.behaviours.map((b) => b.id)));
  const missing = (
    located: Located<unknown>,
    kind: string,
    path: (string | number)[],
    what: string,
    id: string,
  ) =>
    errors.push(
      packError(
        located.file,
        formatPath([kind, located.index, ...path]),
        `the id of ${what} in this pack`,
        JSON.stringify(id),
      ),
    );

  for (const located of buckets.fringeCrews) {
    const crew = located.entry;
    const members: [FringeMember, (string | number)[]][] = crew.members.map((m, i) => [m, ['members', i]]);
    if (crew.mate !== undefined) members.push([crew.mate, ['mate']]);
    for (const [m, at] of members) {
      const kind = species.get(m.species);
      if (kind === undefined)
        missing(located, 'fringeCrews', [...at, 'species'], 'a Fringe species', m.species);
      m.weapons.forEach((w, i) => {
        if (!weapons.has(w)) missing(located, 'fringeCrews', [...at, 'weapons', i], 'a Fringe weapon', w);
      });
      m.gear.forEach((g, i) => {
        if (!gear.has(g)) missing(located, 'fringeCrews', [...at, 'gear', i], 'a Fringe gear item', g);
      });
      if (kind !== undefined && !kind.manyLuck && m.luck > 1)
        errors.push(
          packError(
            located.file,
            formatPath(['fringeCrews', located.index, ...at, 'luck']),
            `at most 1 Luck for a ${kind.name} (only humans may hold more)`,
            String(m.luck),
          ),
        );
    }
    if (crew.behaviour !== undefined && !behaviours.has(crew.behaviour))
      missing(
        located,
        'fringeCrews',
        ['behaviour'],
        'an enemy behaviour of some Fringe readings',
        crew.behaviour,
      );
  }

  const boards = new Map(buckets.boards.map((b) => [b.entry.id, b.entry]));
  const readings = new Set(buckets.fringeReadings.map((r) => r.entry.id));
  const crews = new Set(buckets.fringeCrews.map((c) => c.entry.id));
  for (const located of buckets.fringeBattles) {
    const battle = located.entry;
    const board = boards.get(battle.board);
    if (board === undefined) missing(located, 'fringeBattles', ['board'], 'a board', battle.board);
    if (!readings.has(battle.readings))
      missing(located, 'fringeBattles', ['readings'], 'a set of Fringe readings', battle.readings);
    if (!crews.has(battle.enemy)) missing(located, 'fringeBattles', ['enemy'], 'a Fringe crew', battle.enemy);
    if (board === undefined) continue;
    const spots: [{ x: number; z: number }, (string | number)[]][] = [
      ...battle.crewDeploy.map((s, i): [typeof s, (string | number)[]] => [s, ['crewDeploy', i]]),
      ...battle.enemyDeploy.map((s, i): [typeof s, (string | number)[]] => [s, ['enemyDeploy', i]]),
      ...battle.sights.map((s, i): [typeof s, (string | number)[]] => [s, ['sights', i]]),
    ];
    for (const [s, at] of spots) {
      if (s.x <= board.width && s.z <= board.depth) continue;
      errors.push(
        packError(
          located.file,
          formatPath(['fringeBattles', located.index, ...at]),
          `a spot on board "${board.id}" (x at most ${board.width}, z at most ${board.depth})`,
          `x ${s.x}, z ${s.z}`,
        ),
      );
    }
  }
}
