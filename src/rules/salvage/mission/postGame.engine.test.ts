import { describe, expect, it } from 'vitest';
import { answer, decide, pendingRoll, refusal, settle } from '../../../../machines/salvage/mission.testkit';
import type { Company, Mission, RosterBoiler } from './state';
import { editUnit, play, seeded, toRoundOne } from './mission.testkit';

/**
 * The post-game through the engine, read on state and typed journal events: every injury row and the
 * Blight results that change a Boiler or the stash (Salvage QR, Post-game sequence; Blight manifestation).
 */

const BOSS = 'a1-sample-foreman';
const RIGGER = 'a3-sample-rigger';

/** Ends the mission now (last round's End Phase) and settles into the post-game. */
function endMission(m: Mission): Mission {
  return settle({
    ...m,
    stage: { kind: 'endPhase' },
    round: m.roundLimit ?? 7,
    queue: [{ kind: 'closeRound' }],
  });
}

function company(m: Mission): Company {
  const c = m.companies.attacker;
  if (c === undefined) throw new Error('no company');
  return c;
}

function rosterBoiler(m: Mission, id: string): RosterBoiler {
  const b = company(m).roster.find((x) => x.id === id);
  if (b === undefined) throw new Error(`no roster Boiler ${id}`);
  return b;
}

function withCompany(m: Mission, change: (c: Company) => Company): Mission {
  return { ...m, companies: { attacker: change(company(m)) } };
}

/** The Rigger Mortally Wounded, the crew's win condition met or not, the mission over: the injury roll waits. */
function woundedRigger(won: boolean, change: (m: Mission) => Mission = (m) => m): Mission {
  let m = change(editUnit(toRoundOne(), RIGGER, { status: 'mortallyWounded', health: 0 }));
  const crew = m.crews.attacker;
  if (crew === undefined) throw new Error('no crew');
  m = {
    ...m,
    crews: { attacker: { ...crew, won, winCondition: m.content.mission.winConditions[0] ?? null } },
  };
  m = endMission(m);
  expect(pendingRoll(m)?.rule).toBe('salvage.injuries');
  return m;
}

/**
 * Whatever the engine asks next for a stat loss is answered with a 6 (a D8 face that, read as "minus the
 * face", would empty any stat): an engine that reads −1D8 as one die fewer asks nothing.
 */
function answerStatLoss(m0: Mission): Mission {
  let m = m0;
  for (let i = 0; i < 4 && pendingRoll(m)?.purpose.includes('loses') === true; i++) m = answer(m, [[6]]);
  return m;
}

describe('injuries (D44): each row changes the roster as the table says', () => {
  // Unmodified rolls without the win condition (−2 along the readings): 23 → 21, 24 → 22 …
  it('21 Heavy Trauma: the Boiler rolls one Muscle die fewer, for good (−1D8 of a dice pool)', () => {
    const before = rosterBoiler(woundedRigger(false), RIGGER).stats;
    const m = answerStatLoss(answer(woundedRigger(false), [[2, 3]]));
    expect(m.journal.some((j) => j.kind === 'injuryRolled' && j.modified === 21)).toBe(true);
    expect(rosterBoiler(m, RIGGER).stats).toEqual({ ...before, muscle: before.muscle - 1 });
    expect(m.journal).toContainEqual({ kind: 'statLoss', stat: 'muscle', loss: 1, lasting: true });
  });

  it('22 Rattled Brain: one Smarts die fewer, for good', () => {
    const before = rosterBoiler(woundedRigger(false), RIGGER).stats;
    const m = answerStatLoss(answer(woundedRigger(false), [[2, 4]]));
    expect(rosterBoiler(m, RIGGER).stats).toEqual({ ...before, smarts: before.smarts - 1 });
  });

  it('Reading: a stat never drops below one die (as Armor Piercing never leaves less than 1D8)', () => {
    const m0 = woundedRigger(false, (m) =>
      withCompany(m, (c) => ({
        ...c,
        roster: c.roster.map((b) => (b.id === RIGGER ? { ...b, stats: { ...b.stats, muscle: 1 } } : b)),
      })),
    );
    const m = answerStatLoss(answer(m0, [[2, 3]]));
    expect(rosterBoiler(m, RIGGER).stats.muscle).toBe(1);
  });

  it('13 (11 + 2) Death’s Door: −1 maximum Health for good; 11 − 2 Killed!: off the roster', () => {
    const door = answer(woundedRigger(true), [[1, 1]]);
    expect(rosterBoiler(door, RIGGER).stats.health).toBe(
      rosterBoiler(woundedRigger(true), RIGGER).stats.health - 1,
    );
    const killed = answer(woundedRigger(false), [[1, 1]]);
    expect(company(killed).roster.some((b) => b.id === RIGGER)).toBe(false);
    expect(company(killed).fallen).toHaveLength(1);
    expect(killed.journal.some((j) => j.kind === 'injuryRolled' && j.d44 === 11 && j.modified === 9)).toBe(
      true,
    );
  });

  it.each([
    // [tens, units (without the win: −2 steps), injury, missions it lasts]
    [3, 1, 'blinded', 3],
    [3, 2, 'shatteredArm', null],
    [3, 3, 'internalScarring', null],
    [3, 4, 'damagedFilters', 2],
    [4, 1, 'limpingGait', 2],
    [4, 2, 'crackedVisor', 1],
    [4, 3, 'burnedCircuits', 2],
    [4, 4, 'nerveDamage', 1],
  ] as const)('%i%i − 2: %s, lasting %s missions', (tens, units, id, missions) => {
    const m = answer(woundedRigger(false), [[tens, units]]);
    expect(rosterBoiler(m, RIGGER).injuries).toEqual([{ id, missionsLeft: missions }]);
  });

  it('44 + 2 Insurance Payout: 35 Scrip and no injury', () => {
    const m0 = woundedRigger(true);
    const m = answer(m0, [[4, 4]]);
    expect(company(m).scrip - company(m0).scrip).toBe(35);
    expect(rosterBoiler(m, RIGGER).injuries).toEqual([]);
  });
});

describe('Blight manifestations that strike a Boiler or the stash', () => {
  /** The mission over with the crew's Blight at 10, so any Blight check manifests; the check waits. */
  function blighted(stash: readonly string[] = []): Mission {
    let m = withCompany(toRoundOne(), (c) => ({ ...c, blight: 10, stash }));
    m = endMission(m);
    for (let i = 0; i < 5 && pendingRoll(m)?.rule !== 'salvage.blight-check'; i++) {
      m = answer(
        m,
        (pendingRoll(m)?.groups ?? []).map((g) => Array<number>(g.spec.count).fill(1)),
      );
    }
    expect(pendingRoll(m)?.rule).toBe('salvage.blight-check');
    return answer(m, [[1]]);
  }

  it('3: the chosen Boiler rolls one die fewer for Muscle and for Smarts in the next mission only', () => {
    let m = answer(blighted(), [[1, 2]]);
    expect(m.choice?.candidates).toContain(BOSS);
    expect(refusal(m, { type: 'choice.pick', id: BOSS })).toBeNull();
    m = answerStatLoss(decide(m, { type: 'choice.pick', id: BOSS }));
    const r = play(m, { rng: seeded(4), policy: 'passive' });
    expect(r.stopped).toBe('downtime');
    const stats = rosterBoiler(r.mission, BOSS).stats;
    const next = play(decide(r.mission, { type: 'mission.next' }), {
      rng: seeded(8),
      policy: 'passive',
      until: (x) => x.round === 1,
    });
    expect(next.stopped).toBe('until');
    const boss = next.mission.units.find((u) => u.id === BOSS);
    expect(boss?.stats.muscle).toBe(Math.max(1, stats.muscle - 1));
    expect(boss?.stats.smarts).toBe(Math.max(1, stats.smarts - 1));
    // The roster itself is untouched: the loss lasts that one mission.
    expect(rosterBoiler(next.mission, BOSS).stats).toEqual(stats);
  });

  it('12: two food or consumable items leave the stash; other gear stays', () => {
    const stash = [
      'sample-pry-hammer',
      'sample-splint-kit',
      'sample-ration-brick',
      'sample-stim-patch',
      'sample-filter-tea',
    ];
    const m = answer(blighted(stash), [[4, 8]]);
    // The splint kit is reusable (not consumable), the hammer a weapon: the ration and the stim patch go.
    expect(company(m).stash).toEqual(['sample-pry-hammer', 'sample-splint-kit', 'sample-filter-tea']);
    expect(m.journal).toContainEqual({
      kind: 'stashSpoiled',
      items: ['sample-ration-brick', 'sample-stim-patch'],
    });
  });

  it('12 with no food or consumables in the stash takes nothing', () => {
    const m = answer(blighted(['sample-pry-hammer', 'sample-splint-kit']), [[4, 8]]);
    expect(company(m).stash).toEqual(['sample-pry-hammer', 'sample-splint-kit']);
    expect(m.journal).toContainEqual({ kind: 'stashSpoiled', items: [] });
  });

  /** 2D8 faces for a total. */
  const faces = (total: number): number[] => (total <= 9 ? [1, total - 1] : [total - 8, 8]);

  /** The manifestation read for `total`; the Boiler it strikes (picked or chosen) is the Boss. */
  function manifested(total: number): Mission {
    let m = answer(blighted(), [faces(total)]);
    for (let i = 0; i < 4; i++) {
      if (m.choice !== null) m = decide(m, { type: 'choice.pick', id: m.choice.candidates[0] ?? '' });
      else if (pendingRoll(m)?.groups[0]?.label === 'Pick') m = answer(m, [[1]]);
      else break;
    }
    return m;
  }

  it.each([
    [4, 'noSalvage', BOSS],
    [5, 'noAugments', BOSS],
    [6, 'spreadOut', null],
    [7, 'slowStart', null],
    [8, 'noPerk', null],
    [9, 'noExert', BOSS],
    [10, 'shortSight', null],
    [13, 'lessCapacity', BOSS],
    [15, 'blightSurge', null],
  ] as const)('%i: %s for the next mission, striking %s; Blight resets to 0', (total, id, target) => {
    const m = manifested(total);
    expect(company(m).manifestations).toEqual([{ id, missionsLeft: 1, target }]);
    expect(company(m).blight).toBe(0);
    expect(m.journal).toContainEqual({ kind: 'blightManifested', total });
  });

  it('16: the whole crew is frail for 3 missions, and Blight is not reset', () => {
    const m = manifested(16);
    expect(company(m).manifestations).toEqual([{ id: 'frailCrew', missionsLeft: 3, target: null }]);
    expect(company(m).blight).toBe(10);
  });

  it('2: a Boiler leaves the roster for good', () => {
    const m = manifested(2);
    expect(company(m).roster.some((b) => b.id === BOSS)).toBe(false);
    expect(company(m).fallen).toHaveLength(1);
    expect(m.journal.some((j) => j.kind === 'boilerLost')).toBe(true);
  });

  it('11: one carried item is destroyed', () => {
    const gear = rosterBoiler(blighted(), BOSS).gear;
    const m = manifested(11);
    expect(rosterBoiler(m, BOSS).gear).toEqual(gear.slice(1));
    expect(m.journal).toContainEqual({ kind: 'itemDestroyed', gear: gear[0] });
  });

  it('14: the company has no base upgrade to lose', () => {
    const m = manifested(14);
    expect(m.journal).toContainEqual({ kind: 'noUpgradeToLose' });
    expect(company(m).manifestations).toEqual([]);
  });
});
