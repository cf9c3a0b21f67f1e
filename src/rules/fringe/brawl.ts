/**
 * Brawls: who adds what, the dice each side throws, the exact odds and the hits.
 *
 * Fringe, Brawling: each side rolls 1D6 + Combat Skill; K'Erin roll twice and keep the better; +2 carrying a
 * Melee weapon or +1 carrying a Pistol. The lower total takes a Hit; a draw hits both. A natural 6 inflicts
 * an extra Hit on the opponent; a natural 1 lets the opponent inflict one. Stunned opponents: a Stunned
 * brawler's markers are removed and the opponent gets +1 per marker. Multiple opponents: the first to fight
 * is picked at random and the outnumbering side gets +1; a lone fighter who wins fights the next at once,
 * with no bonus.
 */
import type { DiceGroup } from '../dice/types';
import { carried } from './lookup';
import type { Battle, Fighter } from './types';
import { bonusSum, brawlWeaponBonus, type Bonus } from './weapons';

/** Fringe, Multiple opponents: +1 to the outnumbering side. */
export const OUTNUMBER_BONUS = 1;

/** Everything a brawler adds to its die, named. */
export function brawlBonuses(b: Battle, self: Fighter, opponent: Fighter, outnumbering: boolean): Bonus[] {
  const out: Bonus[] = [{ label: 'Combat Skill', value: self.combatSkill }];
  const weapons = brawlWeaponBonus(carried(b, self));
  if (weapons === 2) out.push({ label: 'Melee weapon', value: 2 });
  else if (weapons === 1) out.push({ label: 'Pistol', value: 1 });
  // Fringe, Stunned opponents: +1 per Stun marker on the opponent (its markers are then removed).
  if (opponent.stun > 0)
    out.push({ label: `${opponent.name} Stunned ×${opponent.stun}`, value: opponent.stun });
  if (outnumbering) out.push({ label: 'Outnumbering', value: OUTNUMBER_BONUS });
  return out;
}

const D6 = { count: 1, die: 'd6', read: 'sum' } as const;

/** The dice groups of one brawler: one d6, or two for a K'Erin (the better is kept). */
export function brawlerGroups(f: Fighter): DiceGroup[] {
  return f.brawlTwice
    ? [
        { label: `${f.name} (first die)`, spec: D6 },
        { label: `${f.name} (second die, keep the better)`, spec: D6 },
      ]
    : [{ label: f.name, spec: D6 }];
}

/**
 * A brawler's kept die. Reading (fringe.species): a K'Erin's better die is its roll, natural results included
 * — it scores a natural 6 if either die shows 6, and a natural 1 only if both do.
 */
export function keptFace(faces: readonly number[]): number {
  return faces.reduce((best, f) => Math.max(best, f), 0);
}

export interface BrawlHits {
  readonly onAttacker: number;
  readonly onDefender: number;
  readonly attackerTotal: number;
  readonly defenderTotal: number;
}

/** The hits of a brawl from the kept faces and each side's bonus. */
export function brawlHits(
  attackerFace: number,
  attackerBonus: number,
  defenderFace: number,
  defenderBonus: number,
): BrawlHits {
  const a = attackerFace + attackerBonus;
  const d = defenderFace + defenderBonus;
  const onAttacker = (a <= d ? 1 : 0) + (defenderFace === 6 ? 1 : 0) + (attackerFace === 1 ? 1 : 0);
  const onDefender = (d <= a ? 1 : 0) + (attackerFace === 6 ? 1 : 0) + (defenderFace === 1 ? 1 : 0);
  return { onAttacker, onDefender, attackerTotal: a, defenderTotal: d };
}

/** The chance of each number of kept faces for one d6 or the better of two. */
function keptDistribution(twice: boolean): number[] {
  const p = [0, 0, 0, 0, 0, 0, 0];
  if (!twice) {
    for (let f = 1; f <= 6; f++) p[f] = 1 / 6;
    return p;
  }
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) p[Math.max(x, y)] = (p[Math.max(x, y)] ?? 0) + 1 / 36;
  return p;
}

export interface BrawlOdds {
  /** The attacker hits and takes no hit. */
  readonly attackerOnly: number;
  /** The defender hits and takes no hit. */
  readonly defenderOnly: number;
  /** Both take at least one hit. */
  readonly both: number;
}

/** Exact odds of a brawl's outcome, by enumerating every face. */
export function brawlOdds(
  attackerTwice: boolean,
  attackerBonus: number,
  defenderTwice: boolean,
  defenderBonus: number,
): BrawlOdds {
  const pa = keptDistribution(attackerTwice);
  const pd = keptDistribution(defenderTwice);
  let attackerOnly = 0;
  let defenderOnly = 0;
  let both = 0;
  for (let fa = 1; fa <= 6; fa++) {
    for (let fd = 1; fd <= 6; fd++) {
      const p = (pa[fa] ?? 0) * (pd[fd] ?? 0);
      const h = brawlHits(fa, attackerBonus, fd, defenderBonus);
      if (h.onAttacker === 0) attackerOnly += p;
      else if (h.onDefender === 0) defenderOnly += p;
      else both += p;
    }
  }
  return { attackerOnly, defenderOnly, both };
}

/**
 * The die that picks which of `n` opponents fights first, read so each is equally likely: a d6 for 2, 3 or 6
 * (split into equal runs), a d4 for 4, a d20 for 5. Reading (fringe.brawl-multiple): the notes say
 * "randomly"; these dice make it fair.
 */
export function pickDie(n: number): { readonly die: 'd4' | 'd6' | 'd20'; readonly sides: number } {
  if (n === 4) return { die: 'd4', sides: 4 };
  if (n === 5) return { die: 'd20', sides: 20 };
  return { die: 'd6', sides: 6 };
}

/** Which opponent (0-based) a face of the pick die names. */
export function pickIndex(n: number, face: number): number {
  const { sides } = pickDie(n);
  const per = sides / n;
  return Math.min(n - 1, Math.floor((face - 1) / per));
}

/** The chance each of `n` opponents is picked to fight first, read off the faces of the pick die. */
export function pickChances(n: number): number[] {
  const { sides } = pickDie(n);
  const out = Array.from({ length: n }, () => 0);
  for (let face = 1; face <= sides; face++) {
    const i = pickIndex(n, face);
    out[i] = (out[i] ?? 0) + 1 / sides;
  }
  return out;
}

/**
 * The exact chance that `targetId` takes at least one hit when `attacker` moves into contact with
 * `contacts` (the enemies in base contact where the move ends, in the order the move found them) — the
 * brawl the engine then resolves at once. One opponent: the brawl's "the target is hit" (a win or a draw).
 * Several (Fringe, Multiple opponents): the pick die chooses the first, who fights with the outnumbering
 * +1; a lone attacker who wins (hits and takes none) fights the next on the list at once with no bonus, its
 * own Stun markers gone after its first brawl — so the target is hit in the first fight it is in, reached
 * only through wins over everyone before it.
 */
export function brawlHitChance(
  b: Battle,
  attacker: Fighter,
  contacts: readonly Fighter[],
  targetId: string,
): number {
  const at = contacts.findIndex((f) => f.id === targetId);
  if (at < 0) return 0;
  const fight = (self: Fighter, opponent: Fighter, outnumbered: boolean) =>
    brawlOdds(
      self.brawlTwice,
      bonusSum(brawlBonuses(b, self, opponent, false)),
      opponent.brawlTwice,
      bonusSum(brawlBonuses(b, opponent, self, outnumbered)),
    );
  if (contacts.length === 1) return 1 - fight(attacker, contacts[0] ?? attacker, false).defenderOnly;
  // Fringe, Stunned opponents: the attacker's markers are removed in its first brawl.
  const unstunned: Fighter = { ...attacker, stun: 0 };
  let chance = 0;
  pickChances(contacts.length).forEach((p, first) => {
    const opening = contacts[first];
    if (opening === undefined || p === 0) return;
    const odds = fight(attacker, opening, true);
    if (opening.id === targetId) {
      chance += p * (1 - odds.defenderOnly);
      return;
    }
    let reach = p * odds.attackerOnly;
    for (const next of contacts.filter((_, i) => i !== first)) {
      const then = fight(unstunned, next, false);
      if (next.id === targetId) {
        chance += reach * (1 - then.defenderOnly);
        return;
      }
      reach *= then.attackerOnly;
    }
  });
  return chance;
}
