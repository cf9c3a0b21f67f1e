import { describe, expect, it } from 'vitest';
import { poolDistribution } from '../../dice/pool';
import { unitById } from './board';
import {
  answer,
  decide,
  pendingRoll,
  refusal,
  startMission,
} from '../../../../machines/salvage/mission.testkit';
import type { TerrainPiece } from '../../board/types';
import type { Mission, MissionContent, RosterBoiler, Spot, Unit } from './state';
import { newCompany } from './setup';
import { editUnit, missionContent, play, seeded, toRoundOne } from './mission.testkit';

/**
 * Rules fidelity, salvage items 9–16 of the sweep (issue 13): each case is played through the engine a
 * player uses (`decide` and `answer` with scripted dice) from the first Boiler Phase of a sample mission.
 */

const BOSS = 'a1-sample-foreman';
const GRUB = 'h2-sample-bilge-grub';

function unit(m: Mission, id: string): Unit {
  const u = unitById(m, id);
  if (u === undefined) throw new Error(`no unit ${id}`);
  return u;
}

function bossActive(change: Partial<Unit> = {}): Mission {
  const m = decide(toRoundOne(), { type: 'unit.activate', unit: BOSS });
  return editUnit(m, BOSS, change);
}

/**
 * A solo crew (the Boss and two Boilers) changed before set-up, on the default mission's content changed too,
 * played through set-up to round 1.
 */
function roundOneWith(
  change: (b: RosterBoiler) => RosterBoiler,
  changeContent: (c: MissionContent) => MissionContent = (c) => c,
): Mission {
  const content = changeContent(missionContent());
  const cards = content.mission.roster
    .map((id) => content.units.find((u) => u.id === id))
    .filter((c) => c !== undefined);
  const crew = [
    cards.find((c) => c.role === 'boss'),
    ...cards.filter((c) => c.role === 'boiler').slice(0, 2),
  ];
  const company = newCompany(
    'attacker',
    'Test crew',
    crew.filter((c) => c !== undefined),
    50,
  );
  const m = startMission('solo', content, {
    attacker: { ...company, roster: company.roster.map(change) },
  });
  const r = play(m, {
    rng: seeded(1),
    policy: 'passive',
    until: (x) => x.stage.kind === 'boilerPhase' && pendingRoll(x) === null,
  });
  return r.mission;
}

/** Every die of every group of the pending roll shows `face`. */
function all(m: Mission, face: number): number[][] {
  return (pendingRoll(m)?.groups ?? []).map((g) => Array<number>(g.spec.count).fill(face));
}

describe('16. a ranged attack where neither side scores', () => {
  it('is a tie, and a tie goes to the attacker: the shot hits (the 0–0 push is for melee only)', () => {
    let m = bossActive({ gear: ['sample-nail-caster'] });
    const at = unit(m, BOSS).at as Spot;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x + 5 }, alert: true });
    const d = {
      type: 'unit.order',
      order: { action: 'rangedAttack', unit: BOSS, target: GRUB, weapon: 'sample-nail-caster' },
    } as const;
    expect(refusal(m, d)).toBeNull();
    m = decide(m, d);
    const health = unit(m, GRUB).health;
    // Blanks on both sides (no 1s, so nothing is cancelled either).
    m = answer(m, all(m, 3));
    expect(unit(m, GRUB).health).toBeLessThan(health);
    expect(m.journal).toContainEqual(expect.objectContaining({ kind: 'damaged', unit: GRUB }));
  });

  it('the odds shown before the roll count the 0–0 tie as a hit', () => {
    let m = bossActive({ gear: ['sample-nail-caster'] });
    const at = unit(m, BOSS).at as Spot;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x + 5 }, alert: true });
    m = decide(m, {
      type: 'unit.order',
      order: { action: 'rangedAttack', unit: BOSS, target: GRUB, weapon: 'sample-nail-caster' },
    });
    const need = pendingRoll(m);
    const atk = poolDistribution(need?.groups[0]?.spec.count ?? 0, 6);
    const def = poolDistribution(need?.groups[1]?.spec.count ?? 0, 6);
    // Only a defender ahead makes a miss.
    let miss = 0;
    for (const [a, pa] of atk) for (const [d, pd] of def) if (d > a) miss += pa * pd;
    expect(need?.odds ?? 0).toBeCloseTo(1 - miss, 12);
  });
});

describe('12. Crawl distance under Exhausted and Limping Gait', () => {
  /** A Crawl order `inches` straight along x from the Boss, its crew-mates moved out of the way. */
  function crawl(m: Mission, inches: number) {
    const at = unit(m, BOSS).at as Spot;
    return {
      type: 'unit.order',
      order: { action: 'crawl', unit: BOSS, to: { ...at, x: at.x + inches } },
    } as const;
  }

  function alone(m: Mission): Mission {
    return m.units
      .filter((u) => u.side === 'attacker' && u.id !== BOSS)
      .reduce((next, u) => editUnit(next, u.id, { at: null }), m);
  }

  it('a Prone, Exhausted unit crawls 1" (2" − 2", never below 1"), not 2"', () => {
    const m = alone(bossActive({ conditions: ['prone', 'exhausted'] }));
    expect(refusal(m, crawl(m, 1.9))).not.toBeNull();
    expect(refusal(m, crawl(m, 1))).toBeNull();
  });

  it('Limping Gait takes 1" off the Crawl', () => {
    const m = alone(bossActive({ conditions: ['prone'], injuries: ['limpingGait'] }));
    expect(refusal(m, crawl(m, 1.9))).not.toBeNull();
    expect(refusal(m, crawl(m, 1))).toBeNull();
    const healthy = alone(bossActive({ conditions: ['prone'] }));
    expect(refusal(healthy, crawl(healthy, 1.9))).toBeNull();
  });
});

describe('11. Pickled ends with the item that gave it, and only then', () => {
  it('the Splint Kit (remove 1 Condition) leaves Pickled alone', () => {
    let m = bossActive({ conditions: ['pickled', 'stunned'], gear: ['sample-splint-kit'] });
    m = decide(m, {
      type: 'unit.order',
      order: { action: 'useItem', unit: BOSS, item: 'sample-splint-kit' },
    });
    expect(unit(m, BOSS).conditions).toEqual(['pickled']);
  });

  it('a Boiler carrying the Brine Jug is Pickled; drinking it (the jug is used up) ends Pickled', () => {
    let m = roundOneWith((b) =>
      b.id === BOSS ? { ...b, gear: ['sample-cutting-torch', 'sample-brine-jug'] } : b,
    );
    expect(unit(m, BOSS).conditions).toContain('pickled');
    m = decide(m, { type: 'unit.activate', unit: BOSS });
    m = decide(m, { type: 'unit.order', order: { action: 'useItem', unit: BOSS, item: 'sample-brine-jug' } });
    expect(unit(m, BOSS).gear).not.toContain('sample-brine-jug');
    expect(unit(m, BOSS).conditions).not.toContain('pickled');
    expect(m.journal).toContainEqual({ kind: 'pickledEnds', unit: BOSS, item: 'sample-brine-jug' });
  });

  it('Pickled from an event card names no item and stays when some other item is used up', () => {
    let m = bossActive({ conditions: ['pickled'], gear: ['sample-stim-patch'], exert: 1 });
    m = decide(m, {
      type: 'unit.order',
      order: { action: 'useItem', unit: BOSS, item: 'sample-stim-patch' },
    });
    expect(unit(m, BOSS).conditions).toContain('pickled');
  });
});

/** Hazard sites added to the default board on Topside, beside where the Boss deploys. */
function withHazards(...pieces: { id: string; hazard: 4 | 6; x: number; z: number; level?: 1 | 2 | 3 }[]) {
  return (c: MissionContent): MissionContent => ({
    ...c,
    board: {
      ...c.board,
      terrain: [
        ...c.board.terrain,
        ...pieces.map((p): TerrainPiece => ({
          id: p.id,
          kind: 'hazard-site',
          level: p.level ?? 1,
          x: p.x,
          z: p.z,
          width: 1,
          depthExtent: 1,
          height: 1,
          blocksLos: false,
          cover: false,
          hazard: p.hazard,
        })),
      ],
    },
  });
}

describe('10. Explosive Containers go off from any damage; Invasive Flora hears hostiles too', () => {
  function bossBeside(pieces: Parameters<typeof withHazards>): Mission {
    const plain = toRoundOne();
    const at = unit(plain, BOSS).at as Spot;
    const placed = pieces.map((p) => ({ ...p, x: at.x + p.x, z: at.z + p.z }));
    let m = roundOneWith((b) => b, withHazards(...placed));
    m = editUnit(m, BOSS, { at });
    return decide(m, { type: 'unit.activate', unit: BOSS });
  }

  it('a container can be struck: a hit sets it off (1 damage to all within 3", Noise)', () => {
    let m = bossBeside([{ id: 'drum-a', hazard: 4, x: 1, z: 0 }]);
    const d = {
      type: 'unit.order',
      order: { action: 'meleeAttack', unit: BOSS, target: 'drum-a', weapon: null },
    } as const;
    expect(refusal(m, d)).toBeNull();
    m = decide(m, d);
    expect(pendingRoll(m)?.groups).toHaveLength(1);
    const health = unit(m, BOSS).health;
    m = answer(m, all(m, 7));
    expect(m.journal).toContainEqual({ kind: 'containerExploded', hazard: 'drum-a' });
    expect(m.hazards.find((h) => h.id === 'drum-a')?.removed).toBe(true);
    expect(unit(m, BOSS).health).toBe(health - 1);
  });

  it('a container can be shot from range, and a miss leaves it standing', () => {
    let m = bossBeside([{ id: 'drum-a', hazard: 4, x: 5, z: 0 }]);
    m = editUnit(m, BOSS, { gear: ['sample-nail-caster'] });
    const d = {
      type: 'unit.order',
      order: { action: 'rangedAttack', unit: BOSS, target: 'drum-a', weapon: 'sample-nail-caster' },
    } as const;
    expect(refusal(m, d)).toBeNull();
    m = decide(m, d);
    m = answer(m, all(m, 3));
    expect(m.hazards.find((h) => h.id === 'drum-a')?.removed).toBe(false);
  });

  it('one container\'s blast sets off another within 3"', () => {
    let m = bossBeside([
      { id: 'drum-a', hazard: 4, x: 1, z: 0 },
      { id: 'drum-b', hazard: 4, x: 3.5, z: 0 },
    ]);
    m = decide(m, {
      type: 'unit.order',
      order: { action: 'meleeAttack', unit: BOSS, target: 'drum-a', weapon: null },
    });
    m = answer(m, all(m, 7));
    expect(m.journal).toContainEqual({ kind: 'containerExploded', hazard: 'drum-b' });
  });

  it('a hostile brushing Invasive Flora makes Noise too', () => {
    const plain = toRoundOne();
    const grub = unit(plain, GRUB);
    const at = grub.at as Spot;
    // Flora just past the end of the Bilge Grub's full move east (D8 face 3): its base ends touching it.
    let m = roundOneWith(
      (b) => b,
      withHazards({ id: 'weeds', hazard: 6, ...at, x: at.x + grub.stats.move + 1 }),
    );
    const noiseBefore = m.journal.filter((j) => j.kind === 'noise').length;
    const r = play(m, {
      rng: seeded(3),
      policy: 'passive',
      force: (_x, need) => (need.purpose.startsWith('Bilge Grub is Unalert') ? [[3]] : undefined),
      until: (x) => x.journal.some((j) => j.kind === 'wandered' && j.unit === GRUB),
    });
    m = r.mission;
    expect(m.journal.filter((j) => j.kind === 'noise').length).toBeGreaterThan(noiseBefore);
    expect(m.journal).toContainEqual({ kind: 'brushesFlora', unit: GRUB });
  });
});

describe('15. a missed Thrown weapon without Explosive scatters', () => {
  it('it lands 4" away in the D8 direction, and a unit it lands on takes its damage', () => {
    let m = bossActive({ gear: ['sample-hurl-spanner'] });
    const at = unit(m, BOSS).at as Spot;
    const other = m.units.find((u) => u.side === 'attacker' && u.id !== BOSS) as Unit;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x + 4 }, alert: true });
    // A crew-mate stands 4" east of the Bilge Grub, where an eastward scatter (D8 face 3) lands.
    m = editUnit(m, other.id, { at: { ...at, x: at.x + 8 } });
    const d = {
      type: 'unit.order',
      order: { action: 'rangedAttack', unit: BOSS, target: GRUB, weapon: 'sample-hurl-spanner' },
    } as const;
    expect(refusal(m, d)).toBeNull();
    m = decide(m, d);
    const need = pendingRoll(m);
    // The throw misses: blanks against a defender success.
    m = answer(m, [
      Array<number>(need?.groups[0]?.spec.count ?? 1).fill(3),
      Array<number>(need?.groups[1]?.spec.count ?? 1).fill(7),
    ]);
    expect(pendingRoll(m)?.purpose).toMatch(/lands 4" away/);
    const health = unit(m, other.id).health;
    m = answer(m, [[3]]);
    expect(m.journal).toContainEqual({ kind: 'scattered', direction: 'E' });
    expect(unit(m, other.id).health).toBe(health - 1);
  });
});

describe('9. Shove: the winner picks the direction and the distance, up to its Muscle', () => {
  function shoveWon(): Mission {
    let m = bossActive();
    const at = unit(m, BOSS).at as Spot;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x + 1 }, alert: true });
    m = decide(m, { type: 'unit.order', order: { action: 'shove', unit: BOSS, target: GRUB } });
    const need = pendingRoll(m);
    // The Boss scores, the Grub does not.
    return answer(m, [
      Array<number>(need?.groups[0]?.spec.count ?? 1).fill(7),
      Array<number>(need?.groups[1]?.spec.count ?? 1).fill(3),
    ]);
  }

  it('a won shove waits for the winner: nothing moves until the direction and distance are given', () => {
    const m = shoveWon();
    const before = unit(m, GRUB).at as Spot;
    expect(m.shove).toEqual({ attacker: BOSS, target: GRUB, inches: unit(m, BOSS).stats.muscle });
    expect(pendingRoll(m)).toBeNull();
    expect(refusal(m, { type: 'unit.end' })).toMatch(/push/i);
    expect(refusal(m, { type: 'shove.push', bearing: 0, inches: 3 })).toMatch(/up to 2"/);
    expect(unit(m, GRUB).at).toEqual(before);
  });

  it('pushes the defender the chosen way by the chosen inches (here 1" north, toward −z)', () => {
    let m = shoveWon();
    const before = unit(m, GRUB).at as Spot;
    const d = { type: 'shove.push', bearing: 0, inches: 1 } as const;
    expect(refusal(m, d)).toBeNull();
    m = decide(m, d);
    const after = unit(m, GRUB).at as Spot;
    expect(m.shove).toBeNull();
    expect(after.x).toBeCloseTo(before.x, 5);
    expect(after.z).toBeCloseTo(before.z - 1, 5);
    // The activation goes on.
    expect(refusal(m, { type: 'unit.end' })).toBeNull();
  });
});

describe('14. Damaged Filters: the first Blight gain of the mission is 1 more, kept as state', () => {
  it('the first gain is 1 more, the next is not, and the crew records that the filters have bitten', () => {
    let m = bossActive({ injuries: ['damagedFilters'], conditions: ['poisoned'] });
    const blight = () => m.companies.attacker?.blight ?? 0;
    expect(m.crews.attacker?.filtersBitten).toBe(false);
    m = decide(m, { type: 'unit.order', order: { action: 'concentrate', unit: BOSS } });
    // Poisoned: a failed Smarts test before the action gives 1 Blight.
    m = answer(m, all(m, 2));
    expect(blight()).toBe(2);
    expect(m.crews.attacker?.filtersBitten).toBe(true);
    m = decide(m, { type: 'unit.order', order: { action: 'concentrate', unit: BOSS } });
    m = answer(m, all(m, 2));
    expect(blight()).toBe(3);
  });
});

describe("14. an event card's damage that does not ignore armour", () => {
  /** Danger one short of Medium, the deck down to Flash Fire: a Run's Noise draws it for the Boss. */
  function flashFire(): Mission {
    let m = bossActive({ gear: ['sample-patchwork-plate'] });
    m = { ...m, danger: 9, deck: ['sample-flash-fire'], discard: [] };
    const at = unit(m, BOSS).at as Spot;
    const others = m.units.filter((u) => u.side === 'attacker' && u.id !== BOSS);
    m = others.reduce((next, u) => editUnit(next, u.id, { at: null }), m);
    return decide(m, {
      type: 'unit.order',
      order: { action: 'run', unit: BOSS, to: { ...at, x: at.x + 1 } },
    });
  }

  it('is met by an Armour roll (Armour + the best armour bonus): a success stops it', () => {
    let m = flashFire();
    const need = pendingRoll(m);
    expect(need?.rule).toBe('salvage.event-cards');
    // Armour 2 and Patchwork Plate's 1 bonus die.
    expect(need?.groups[0]?.spec.count).toBe(3);
    const health = unit(m, BOSS).health;
    m = answer(m, all(m, 7));
    expect(unit(m, BOSS).health).toBe(health);
    expect(m.journal).toContainEqual({ kind: 'armourHeld', unit: BOSS });
    expect(unit(m, BOSS).conditions).toContain('burning');
  });

  it('no success and the damage lands', () => {
    let m = flashFire();
    const health = unit(m, BOSS).health;
    m = answer(m, all(m, 3));
    expect(unit(m, BOSS).health).toBe(health - 1);
  });
});
