import { formatDice, readFace } from './notation';
import { judgePool } from './pool';
import type { DiceGroup } from './types';

/**
 * A thrown group read the plain way its spec says — summed, judged die by die as a pool, or as a D44 — for
 * showing a result beside the choices. What the reading means for the game (a hit, a pass) stays the
 * rule's and its narration's; this only says what the dice show against the number to reach.
 */
export type GroupReading =
  | {
      readonly kind: 'sum';
      readonly label: string;
      readonly faces: readonly number[];
      /** Faces as read (a d3 is a d6 halved, rounded up) plus the request's flat modifier. */
      readonly total: number;
      /** A d3: its faces are d6 faces, each halved, rounded up, in the total. */
      readonly halved: boolean;
      readonly target: number | null;
    }
  | {
      readonly kind: 'pool';
      readonly label: string;
      readonly faces: readonly number[];
      /** Net successes (or hits): what the pool scored. */
      readonly successes: number;
      /** What the pool scores: salvage D8 pools successes, a Space Kraken boarding pool hits. */
      readonly unit: 'success' | 'hit';
      readonly target: number | null;
    };

/** The dice kernel's name for a table roll's only group, which says nothing a player needs. */
const TABLE = 'Table';
/** The dice kernel's names for the usual thrower of a Space Kraken check (checks.kraken.ts). */
const KERNEL_THROWERS = new Set(['Crew member', 'Crew']);

/**
 * The name a group of dice is shown under. The kernel labels a check's dice for the usual thrower ("Crew
 * member"); when the request names who throws (a mine, an enemy laser, the crew member dodging), a lone
 * group carries that name, and when it names nobody the group is named by its dice ("2d6"), as a table
 * roll's is ("d3"). Opposed groups keep their own.
 */
export function groupLabel(group: DiceGroup, groups: number, who: string | null = null): string {
  // The dungeon crawl's requests name their thrower by crew id ("ana"): an id is never shown, so the kernel's
  // label stands for those.
  const named = who !== null && who !== '' && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(who);
  if (groups === 1 && named) return `${who.charAt(0).toUpperCase()}${who.slice(1)}`;
  // The kernel's "Crew member" / "Crew" guesses the thrower; a roll that names nobody (a mine's blast, an
  // event's check, a story die) is nobody's in particular, so its dice go by what they are ("2d6"), and the
  // request's purpose above them says what they decide.
  if (group.label === TABLE || (groups === 1 && KERNEL_THROWERS.has(group.label)))
    return formatDice(group.spec);
  return group.label;
}

/** Hits of a d6 pool: a die at the target is one hit, a 6 two (Space Kraken boarding, kraken.boarding-loop). */
function d6PoolHits(faces: readonly number[], tn: number): number {
  return faces.reduce((hits, face) => hits + (face === 6 ? 2 : face >= tn ? 1 : 0), 0);
}

export function readGroups(
  groups: readonly DiceGroup[],
  faces: readonly (readonly number[])[],
  target: number | null,
  modifier: number,
  who: string | null = null,
): GroupReading[] {
  return groups.map((group, i) => {
    const thrown = faces[i] ?? [];
    const tn = group.target ?? target;
    const label = groupLabel(group, groups.length, who);
    if (group.spec.read === 'pool') {
      // The only d6 pools are a boarding's (4–5 one hit, 6 two); D8 pools are the salvage skirmish's.
      if (group.spec.die === 'd6')
        return {
          kind: 'pool',
          label,
          faces: thrown,
          successes: tn === null ? 0 : d6PoolHits(thrown, tn),
          unit: 'hit',
          target: tn,
        };
      const successes = tn === null ? 0 : judgePool(thrown, tn).successes;
      return { kind: 'pool', label, faces: thrown, successes, unit: 'success', target: tn };
    }
    const total =
      group.spec.read === 'd44'
        ? (thrown[0] ?? 0) * 10 + (thrown[1] ?? 0)
        : thrown.reduce((s, f) => s + readFace(group.spec.die, f), 0) + (i === 0 ? modifier : 0);
    const halved = group.spec.die === 'd3';
    return { kind: 'sum', label, faces: thrown, total, halved, target: i === 0 ? tn : null };
  });
}
