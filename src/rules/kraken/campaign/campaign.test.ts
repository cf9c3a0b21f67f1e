import { describe, expect, it } from 'vitest';
import { makeCrew } from '../testkit/fixtures';
import {
  constructionCost,
  constructionDiscount,
  constructionRefusal,
  constructionRolls,
  passConstructionPhase,
  startConstruction,
} from './construction';
import { campaignScore, maySaveAt, payDemanded, scoreMultiplier } from './difficulty';
import { tickQuests } from './questTimer';
import { mayRecover, recoverCrewMember } from './recovery';
import { NO_SKIPS, nextTurnSkips, skipLine, skipRefusal } from './storyTurn';

describe('difficulty, saving and the campaign score (Space Kraken §3.2, §4)', () => {
  it('saves: Just a Simulation at each turn start or a clone station, Adventurer at clone stations, never otherwise', () => {
    expect(maySaveAt('just-a-simulation', 'turn-start')).toBe(true);
    expect(maySaveAt('just-a-simulation', 'clone-station')).toBe(true);
    expect(maySaveAt('adventurer', 'turn-start')).toBe(false);
    expect(maySaveAt('adventurer', 'clone-station')).toBe(true);
    for (const d of ['real-life', 'hardcore'] as const)
      for (const at of ['turn-start', 'clone-station'] as const) expect(maySaveAt(d, at)).toBe(false);
  });

  it('scores the surviving crew’s levels: halved (rounded up), kept, doubled, tripled', () => {
    expect([
      scoreMultiplier('just-a-simulation'),
      scoreMultiplier('adventurer'),
      scoreMultiplier('real-life'),
      scoreMultiplier('hardcore'),
    ]).toEqual([0.5, 1, 2, 3]);
    const levels = [3, 2, 2];
    expect(campaignScore('just-a-simulation', levels)).toBe(4);
    expect(campaignScore('adventurer', levels)).toBe(7);
    expect(campaignScore('real-life', levels)).toBe(14);
    expect(campaignScore('hardcore', levels)).toBe(21);
    expect(campaignScore('just-a-simulation', [2, 2])).toBe(2);
    expect(campaignScore('hardcore', [])).toBe(0);
  });

  it('a price that cannot be met takes every credit and no more', () => {
    expect(payDemanded(12, 30)).toEqual({ credits: 0, unpaid: 18 });
    expect(payDemanded(50, 30)).toEqual({ credits: 20, unpaid: 0 });
    expect(payDemanded(0, 5)).toEqual({ credits: 0, unpaid: 5 });
  });
});

describe('skipping a story line (Space Kraken §6)', () => {
  it('one line a turn, never the one skipped last turn', () => {
    expect(skipRefusal(NO_SKIPS, 2)).toBeNull();
    const skipped = skipLine(NO_SKIPS, 2);
    expect(skipRefusal(skipped, 3)).toContain('only one');
    const next = nextTurnSkips(skipped);
    expect(skipRefusal(next, 2)).toContain('skipped last turn');
    expect(skipRefusal(next, 1)).toBeNull();
    expect(skipRefusal(nextTurnSkips(next), 2)).toBeNull();
  });
});

const SHIELDS = { systemId: 'primary-shields', box: { kind: 'printed', index: 9 } } as const;

describe('ship construction (Space Kraken §7)', () => {
  it('takes 1 to 3 builders who are free, for 1 or 2 turns', () => {
    expect(constructionRefusal([], new Set(), 1, 10)).toContain('1 to 3');
    expect(constructionRefusal(['a', 'b', 'c', 'd'], new Set(), 1, 10)).toContain('1 to 3');
    expect(constructionRefusal(['a', 'a'], new Set(), 1, 10)).toContain('twice');
    expect(constructionRefusal(['a'], new Set(['a']), 1, 10)).toContain('another construction');
    expect(constructionRefusal(['a'], new Set(), 3, 10)).toContain('1 or 2 turns');
    expect(constructionRefusal(['a', 'b', 'c'], new Set(), 2, 10)).toBeNull();
  });

  it('one d6 per builder, each a table roll named for the builder', () => {
    const rolls = constructionRolls([
      { name: 'Quinn', tech: 3 },
      { name: 'Ray', tech: 5 },
    ]);
    expect(rolls.map((r) => r.key)).toEqual(['construction.0', 'construction.1']);
    expect(rolls[1]?.purpose).toContain('Ray');
    expect(rolls[0]?.check).toEqual({ kind: 'table-roll', notation: 'd6' });
  });

  it('discounts Σ(d6 + Tech), doubled for two turns, and is paid when done', () => {
    // Two builders with Tech 3 and 5 roll 4 and 2: 7 + 7 = 14; doubled over two turns: 28.
    expect(constructionDiscount([4, 2], [3, 5], 1)).toBe(14);
    expect(constructionDiscount([4, 2], [3, 5], 2)).toBe(28);
    const slow = startConstruction(SHIELDS, 'Primary Shields', 30, ['q', 'r'], 2, 28);
    expect(constructionCost(slow)).toBe(2);
    const halfway = passConstructionPhase(slow, 10);
    expect(halfway.kind).toBe('building');
    if (halfway.kind !== 'building') return;
    expect(passConstructionPhase(halfway.construction, 10)).toEqual({ kind: 'done', credits: 8, paid: 2 });
    const quick = startConstruction(SHIELDS, 'Railgun', 30, ['q'], 1, 6);
    expect(passConstructionPhase(quick, 20)).toEqual({ kind: 'failed', credits: 20, cost: 24 });
    expect(constructionCost(startConstruction(SHIELDS, 'Laser', 5, ['q'], 1, 12))).toBe(0);
  });
});

describe('the quest timer (Space Kraken §5 phase 5)', () => {
  it('ticks each urgent quest not advanced; the fourth tick fails it', () => {
    const quests = [
      { id: 'u1', urgent: true, ticks: 3 },
      { id: 'u2', urgent: true, ticks: 0 },
      { id: 'u3', urgent: true, ticks: 3 },
      { id: 'calm', urgent: false, ticks: 0 },
    ];
    const out = tickQuests(quests, new Set(['u3']));
    expect(out.failed).toEqual([{ id: 'u1', urgent: true, ticks: 4 }]);
    expect(out.quests).toEqual([
      { id: 'u2', urgent: true, ticks: 1 },
      { id: 'u3', urgent: true, ticks: 3 },
      { id: 'calm', urgent: false, ticks: 0 },
    ]);
  });
});

describe('recovery (Space Kraken §5 R)', () => {
  it('+3 HP up to the maximum, the unconscious to 3, PSI rested, the dead left as they are', () => {
    const base = makeCrew({ attributes: { ...makeCrew().attributes, strength: 4 } });
    expect(recoverCrewMember({ ...base, hp: 2 }).hp).toBe(5);
    expect(recoverCrewMember({ ...base, hp: 7 }).hp).toBe(8);
    const out = recoverCrewMember({ ...base, hp: 0, condition: 'unconscious' });
    expect(out).toMatchObject({ hp: 3, condition: 'conscious' });
    expect(recoverCrewMember({ ...base, hp: 2 }, 2).hp).toBe(7);
    const dead = { ...base, hp: 0, condition: 'killed' as const };
    expect(recoverCrewMember(dead)).toBe(dead);
    const psi = recoverCrewMember({ ...base, psi: { level: 1, exhausted: true } });
    expect(psi.psi).toEqual({ level: 1, exhausted: false });
  });

  it('after phase 1 with a fight or crawl, after phase 3 back from a crawl, after phase 5 only if none yet', () => {
    const turn = { fightOrCrawlInPhase1: false, returnedInPhase3: false, recovered: false };
    expect(mayRecover('after-phase-1', turn)).toBe(false);
    expect(mayRecover('after-phase-1', { ...turn, fightOrCrawlInPhase1: true })).toBe(true);
    expect(mayRecover('after-phase-3', { ...turn, returnedInPhase3: true })).toBe(true);
    expect(mayRecover('after-phase-5', turn)).toBe(true);
    expect(mayRecover('after-phase-5', { ...turn, recovered: true })).toBe(false);
  });
});
