import type { BrawlerSpec, CheckPlan, CheckResult, CheckSpec } from './checks.types';
import type { TargetRoll } from './checks.d6';
import { sumDistribution } from './distribution';
import { readFaces } from './notation';
import { plural } from './checks.text';

/** Fringe: shooting, resolving hits, and brawls. */

const D6 = { count: 1, die: 'd6', read: 'sum' } as const;

export function fringeRoll(check: Extract<CheckSpec, { kind: 'fringe-hit' | 'fringe-damage' }>): TargetRoll {
  if (check.kind === 'fringe-hit') {
    // Fringe: Combat Skill is added to every attack die; the shot lands on the target number or more.
    return {
      label: 'Shooter',
      spec: D6,
      modifier: check.combatSkill,
      target: check.target,
      oneFails: false,
      sixSucceeds: false,
      head: `d6 + Combat Skill ${check.combatSkill} against ${check.target}`,
      words: ['hits', 'misses'],
    };
  }
  // Fringe "Resolving Hits": d6 + Damage reaching Toughness, or any natural 6, takes the figure out.
  return {
    label: 'Hit',
    spec: D6,
    modifier: check.damage,
    target: check.toughness,
    oneFails: false,
    sixSucceeds: true,
    head: `d6 + Damage ${check.damage} against Toughness ${check.toughness} (a 6 always counts)`,
    words: ['a casualty', 'no casualty: pushed back and Stunned'],
  };
}

/** Everything a brawler adds to their die. */
export function brawlBonus(side: BrawlerSpec): number {
  return side.combatSkill + side.weaponBonus + side.otherBonus;
}

export interface BrawlHits {
  readonly hitsOnA: number;
  readonly hitsOnB: number;
}

/**
 * Fringe "Brawling": the lower total takes a Hit and a draw hits both; on top of that a natural 6 deals
 * the opponent an extra Hit and a natural 1 hands the opponent an extra Hit on the roller.
 */
export function brawlHits(a: BrawlerSpec, faceA: number, b: BrawlerSpec, faceB: number): BrawlHits {
  const totalA = faceA + brawlBonus(a);
  const totalB = faceB + brawlBonus(b);
  const extraOnA = (faceB === 6 ? 1 : 0) + (faceA === 1 ? 1 : 0);
  const extraOnB = (faceA === 6 ? 1 : 0) + (faceB === 1 ? 1 : 0);
  return {
    hitsOnA: (totalA <= totalB ? 1 : 0) + extraOnA,
    hitsOnB: (totalB <= totalA ? 1 : 0) + extraOnB,
  };
}

/** Which of the three possible outcomes a brawl had; someone is always hit, since a draw hits both. */
export function brawlOutcome({ hitsOnA, hitsOnB }: BrawlHits): 'aHitsOnly' | 'bHitsOnly' | 'bothHit' {
  if (hitsOnA === 0) return 'aHitsOnly';
  return hitsOnB === 0 ? 'bHitsOnly' : 'bothHit';
}

type Brawl = Extract<CheckSpec, { kind: 'fringe-brawl' }>;

export function planBrawl(check: Brawl): CheckPlan {
  const outcomes = { aHitsOnly: 0, bHitsOnly: 0, bothHit: 0 };
  for (let faceA = 1; faceA <= 6; faceA++) {
    for (let faceB = 1; faceB <= 6; faceB++)
      outcomes[brawlOutcome(brawlHits(check.a, faceA, check.b, faceB))]++;
  }
  const { a, b } = check;
  return {
    groups: [
      { label: a.name, spec: D6 },
      { label: b.name, spec: D6 },
    ],
    modifier: brawlBonus(a),
    // No fixed number to reach: each side only has to beat the other's roll.
    target: null,
    odds: outcomes.aHitsOnly / 36,
    distribution: sumDistribution(D6),
    summary: `Brawl: ${a.name} d6 + ${brawlBonus(a)} against ${b.name} d6 + ${brawlBonus(b)}`,
    outcomes: {
      aHitsOnly: outcomes.aHitsOnly / 36,
      bHitsOnly: outcomes.bHitsOnly / 36,
      bothHit: outcomes.bothHit / 36,
    },
  };
}

function naturalNote(name: string, face: number, other: string): string {
  if (face === 6) return `; ${name}'s natural 6 lands an extra hit on ${other}`;
  if (face === 1) return `; ${name}'s natural 1 lets ${other} land an extra hit on ${name}`;
  return '';
}

export function resolveBrawl(
  check: Brawl,
  facesA: readonly number[],
  facesB: readonly number[],
): CheckResult {
  const { a, b } = check;
  const faceA = readFaces(D6, facesA);
  const faceB = readFaces(D6, facesB);
  const totalA = faceA + brawlBonus(a);
  const totalB = faceB + brawlBonus(b);
  const hits = brawlHits(a, faceA, b, faceB);
  const outcome = brawlOutcome(hits);
  const verdict =
    totalA === totalB
      ? 'a draw, both take a hit'
      : `${totalA < totalB ? a.name : b.name} is lower and takes a hit`;
  return {
    success: outcome === 'aHitsOnly',
    value: totalA,
    narration:
      `${a.name} ${faceA} + ${brawlBonus(a)} = ${totalA} against ${b.name} ${faceB} + ${brawlBonus(b)} = ${totalB}: ` +
      `${verdict}${naturalNote(a.name, faceA, b.name)}${naturalNote(b.name, faceB, a.name)} — ` +
      `${a.name} takes ${plural(hits.hitsOnA, 'hit', 'hits')}, ${b.name} takes ${plural(hits.hitsOnB, 'hit', 'hits')}`,
    details: { totalA, totalB, hitsOnA: hits.hitsOnA, hitsOnB: hits.hitsOnB, outcome },
  };
}
