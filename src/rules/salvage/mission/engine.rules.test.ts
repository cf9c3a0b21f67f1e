import { describe, expect, it } from 'vitest';
import { thePiece, unitById } from './board';
import { answer, decide, pendingRoll, refusal, settle } from '../../../../machines/salvage/mission.testkit';
import { fitCapacity } from './setup';
import type { Mission, Spot, Unit } from './state';
import { editUnit, hotseatStart, play, seeded, soloStart, toRoundOne } from './mission.testkit';

/**
 * Rules the first engine tests did not reach: Unlucky on opposed rolls, Explosive throws, the Blight check
 * that keeps Blight, "one Boiler" chosen by the player, dropping items over Capacity, Danger sections in
 * order, airlocks thrown open, the Boss perk's timing, hiring the same card twice, Noise from Launch.
 */

const BOSS = 'a1-sample-foreman';
const SCRAPPER = 'a2-sample-scrapper';
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

describe('Unlucky re-rolls every success once, on opposed rolls too', () => {
  it('an Unlucky attacker throws its successes again and the second throw is read', () => {
    let m = bossActive();
    const boss = unit(m, BOSS);
    const at = boss.at as Spot;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x + 1 }, alert: true });
    m = editUnit(m, BOSS, { conditions: ['unlucky'] });
    const weapon = unit(m, BOSS).gear.find((g) => g === 'sample-cutting-torch') ?? null;
    m = decide(m, { type: 'unit.order', order: { action: 'meleeAttack', unit: BOSS, target: GRUB, weapon } });
    const first = pendingRoll(m);
    expect(first?.groups).toHaveLength(2);
    const attackDice = first?.groups[0]?.spec.count ?? 0;
    const defenceDice = first?.groups[1]?.spec.count ?? 0;
    // Two successes (an 8 and a 7) and the rest blanks; the Grub's Armour throws 1s.
    const attackFaces = [8, 7, ...Array<number>(attackDice - 2).fill(3)];
    m = answer(m, [attackFaces, Array<number>(defenceDice).fill(2)]);
    const reroll = pendingRoll(m);
    expect(reroll?.purpose).toMatch(/Unlucky/);
    expect(reroll?.groups).toHaveLength(1);
    expect(reroll?.groups[0]?.spec.count).toBe(2);
    // The re-roll misses both: 0 successes against 0 in melee pushes both apart, no damage.
    const health = unit(m, GRUB).health;
    m = answer(m, [[2, 3]]);
    expect(unit(m, GRUB).health).toBe(health);
    expect(m.journal.some((j) => j.kind === 'unluckyRerolled')).toBe(true);
  });
});

describe('Explosive thrown weapons', () => {
  it('a passed Smarts test lands the canister on the target spot and blasts everything within 2"', () => {
    let m = bossActive({ gear: ['sample-charge-canister'] });
    const at = unit(m, BOSS).at as Spot;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x + 4 }, alert: true });
    const grub = unit(m, GRUB);
    const d = {
      type: 'unit.order',
      order: { action: 'rangedAttack', unit: BOSS, target: GRUB, weapon: 'sample-charge-canister' },
    } as const;
    expect(refusal(m, d)).toBeNull();
    m = decide(m, d);
    const need = pendingRoll(m);
    expect(need?.purpose).toMatch(/throws Charge Canister/i);
    m = answer(m, [Array<number>(need?.groups[0]?.spec.count ?? 1).fill(8)]);
    expect(unit(m, GRUB).health).toBeLessThan(grub.health);
    expect(m.journal.some((j) => j.kind === 'blast' && j.radius === 2)).toBe(true);
  });

  it('a failed test scatters it 4" in the D8 direction and blasts there', () => {
    let m = bossActive({ gear: ['sample-charge-canister'] });
    const at = unit(m, BOSS).at as Spot;
    m = editUnit(m, GRUB, { at: { ...at, x: at.x + 4 }, alert: true });
    m = decide(m, {
      type: 'unit.order',
      order: { action: 'rangedAttack', unit: BOSS, target: GRUB, weapon: 'sample-charge-canister' },
    });
    const need = pendingRoll(m);
    m = answer(m, [Array<number>(need?.groups[0]?.spec.count ?? 1).fill(2)]);
    expect(pendingRoll(m)?.purpose).toMatch(/lands 4" away/);
    m = answer(m, [[3]]);
    expect(m.journal.some((j) => j.kind === 'scattered' && j.direction === 'E')).toBe(true);
  });
});

describe('Blight check and manifestations', () => {
  function atBlightCheck(blight: number): Mission {
    let m = toRoundOne();
    m = {
      ...m,
      companies: {
        attacker: { ...(m.companies.attacker as NonNullable<Mission['companies']['attacker']>), blight },
      },
    };
    m = settle({
      ...m,
      stage: { kind: 'endPhase' },
      round: m.roundLimit ?? 6,
      queue: [{ kind: 'closeRound' }],
    });
    for (let i = 0; i < 20 && pendingRoll(m)?.purpose.startsWith('Blight check') !== true; i++) {
      const need = pendingRoll(m);
      if (need === null) break;
      m = answer(
        m,
        need.groups.map((g) => Array<number>(g.spec.count).fill(1)),
      );
    }
    return m;
  }

  it('1–10 has no effect and leaves Blight where it was', () => {
    let m = atBlightCheck(3);
    expect(pendingRoll(m)?.odds).toBeCloseTo(1 / 8); // needs an 8: 8 + 3 = 11
    m = answer(m, [[5]]);
    expect(m.companies.attacker?.blight).toBe(3);
  });

  it('result 3 (one Boiler: −1D8 Muscle and Smarts) waits for the player to choose the Boiler', () => {
    let m = atBlightCheck(5);
    m = answer(m, [[8]]); // 8 + 5 = 13: manifests
    m = answer(m, [[1, 2]]); // 2D8 = 3
    expect(m.choice?.candidates).toEqual(m.companies.attacker?.roster.map((b) => b.id));
    expect(pendingRoll(m)).toBeNull();
    expect(refusal(m, { type: 'mission.next' })).toMatch(/Choose first/);
    expect(refusal(m, { type: 'choice.pick', id: 'nobody' })).toMatch(/Choose one of/);
    m = decide(m, { type: 'choice.pick', id: SCRAPPER });
    // One die fewer of each, no roll (stats are dice pools).
    expect(pendingRoll(m)?.rule).not.toBe('salvage.injuries');
    expect(m.companies.attacker?.manifestations.map((x) => x.target)).toEqual([
      `${SCRAPPER}|muscle|1`,
      `${SCRAPPER}|smarts|1`,
    ]);
    expect(m.companies.attacker?.blight).toBe(0);
  });
});

describe('Capacity', () => {
  it('gear that would start a unit over Capacity stays in the stash', () => {
    const m = soloStart();
    const sizes = (ids: readonly string[]) =>
      ids.reduce((s, id) => s + (m.content.gear.find((g) => g.id === id)?.size ?? 0), 0);
    const fit = fitCapacity(m, ['sample-cutting-torch', 'sample-patchwork-plate', 'sample-ration-brick'], 3);
    expect(sizes(fit.gear)).toBeLessThanOrEqual(3);
    expect([...fit.gear, ...fit.left]).toEqual([
      'sample-cutting-torch',
      'sample-patchwork-plate',
      'sample-ration-brick',
    ]);
  });

  it('salvage that drops max Power to 0 makes the unit drop a random item', () => {
    let m = bossActive();
    const boss = unit(m, BOSS);
    // Power 4, Capacity 4: fill the load so one more token is 4 over.
    m = editUnit(m, BOSS, {
      salvage: Array(boss.stats.power + boss.stats.capacity - 1 - 4).fill('scrap') as Unit['salvage'],
    });
    const gearBefore = unit(m, BOSS).gear.length;
    m = settle({ ...m, queue: [{ kind: 'gainSalvage', unit: BOSS, site: 'scrap-heap', quality: 'scrap' }] });
    const need = pendingRoll(m);
    expect(need?.purpose).toMatch(/over Capacity/);
    m = answer(m, [[1]]);
    expect(unit(m, BOSS).gear.length).toBeLessThan(gearBefore);
  });
});

describe('The Danger Tracker and the airlocks', () => {
  it('sections entered by one jump are resolved in order: the first card, its Blight, then the next', () => {
    const m = settle({ ...toRoundOne(), danger: 4, queue: [{ kind: 'danger', amount: 6, by: null }] });
    expect(m.danger).toBe(10);
    const kinds = m.queue.map((e) => e.kind);
    expect(kinds.slice(0, 4)).toEqual(['drawEvent', 'blight', 'drawEvent', 'blight']);
  });

  it('an event that throws the airlocks open lets them cycle without a test, even at All Quiet', () => {
    let m = bossActive();
    const lock = m.content.board.terrain.find((p) => p.kind === 'airlock');
    if (lock === undefined) throw new Error('no airlock');
    m = editUnit(m, BOSS, { at: { x: lock.x - 1.4, z: lock.z, level: lock.level } });
    const d = { type: 'unit.order', order: { action: 'interact', unit: BOSS, target: lock.id } } as const;
    expect(refusal(m, d)).toMatch(/All Quiet/);
    m = settle({ ...m, queue: [{ kind: 'openAirlocks' }] });
    expect(refusal(m, d)).toBeNull();
    m = decide(m, d);
    expect(unit(m, BOSS).status).toBe('escaped');
    expect(m.noise).toHaveLength(1); // Interact ● makes Noise
  });

  it('names the airlock in words in the roll it asks and in its refusals, never by its id', () => {
    let m: Mission = { ...bossActive(), danger: 8 };
    const lock = m.content.board.terrain.find((p) => p.kind === 'airlock');
    if (lock === undefined) throw new Error('no airlock');
    const d = { type: 'unit.order', order: { action: 'interact', unit: BOSS, target: lock.id } } as const;
    m = editUnit(m, BOSS, { at: { x: lock.x - 6, z: lock.z, level: lock.level } });
    expect(refusal(m, d)).toContain(thePiece(lock.id, 'airlock'));
    expect(refusal(m, d)).not.toContain(lock.id);
    m = editUnit(m, BOSS, { at: { x: lock.x - 1.4, z: lock.z, level: lock.level } });
    m = decide(m, d);
    const need = pendingRoll(m);
    expect(need?.purpose).toContain(thePiece(lock.id, 'airlock'));
    expect(need?.purpose).not.toContain(lock.id);
  });
});

describe('Boss perk, hiring, Launch', () => {
  it('the perk is refused once a unit of the crew is activating', () => {
    const m = editUnit(toRoundOne(), SCRAPPER, { exert: 1 });
    expect(refusal(m, { type: 'perk.use', unit: SCRAPPER })).toBeNull();
    const acting = decide(m, { type: 'unit.activate', unit: SCRAPPER });
    expect(refusal(acting, { type: 'perk.use', unit: SCRAPPER })).toMatch(/start of a Boiler Phase/);
  });

  it('a Launch makes Noise (● on the action table)', () => {
    let m = bossActive();
    const at = unit(m, BOSS).at as Spot;
    const danger = m.danger;
    const tries = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (k) =>
        ({
          type: 'unit.order',
          order: {
            action: 'launch',
            unit: BOSS,
            to: {
              ...at,
              x: at.x + 1.5 * Math.cos((k * Math.PI) / 4),
              z: at.z + 1.5 * Math.sin((k * Math.PI) / 4),
            },
          },
        }) as const,
    );
    const d = tries.find((t) => refusal(m, t) === null);
    expect(d).toBeDefined();
    if (d === undefined) return;
    m = decide(m, d);
    while (pendingRoll(m) !== null)
      m = answer(m, [Array<number>(pendingRoll(m)?.groups[0]?.spec.count ?? 1).fill(8)]);
    expect(m.danger).toBeGreaterThan(danger);
  });
});

describe('Themes', () => {
  it('Flooded Sublevels makes The Sink difficult ground: a walk there costs double', () => {
    const m0 = bossActive();
    expect(m0.theme?.id).toBe('flooded-sublevels');
    const dry0 = { ...m0, theme: null };
    // An open stretch of The Sink where a 3" walk is legal without the theme.
    let found: { m: Mission; to: Spot } | null = null;
    for (let x = 2; x < 30 && found === null; x += 2) {
      for (let z = 2; z < 34 && found === null; z += 2) {
        const m = editUnit(m0, BOSS, { at: { x, z, level: 3 } });
        const to: Spot = { x: x + 3, z, level: 3 };
        const d = { type: 'unit.order', order: { action: 'move', unit: BOSS, to } } as const;
        if (refusal(editUnit(dry0, BOSS, { at: { x, z, level: 3 } }), d) === null) found = { m, to };
      }
    }
    expect(found).not.toBeNull();
    if (found === null) return;
    // Move 5": 3" of difficult ground costs 6".
    const d = { type: 'unit.order', order: { action: 'move', unit: BOSS, to: found.to } } as const;
    expect(refusal(found.m, d)).toMatch(/costs 6"/);
  });
});

describe('Unalert hostiles climb', () => {
  it('a wander that reaches a climbable block with distance to spare climbs onto it', () => {
    const m0 = toRoundOne();
    const grub = m0.units.find((u) => u.side === 'site');
    if (grub === undefined) throw new Error('no hostile');
    // An open table with one 2" high climbable block across the grub's path east (D8 3 = E).
    const board = {
      ...m0.content.board,
      terrain: [
        {
          id: 'crate-wall',
          kind: 'climbable' as const,
          level: 3 as const,
          x: 12,
          z: 18,
          width: 4,
          depthExtent: 8,
          height: 2,
          blocksLos: true,
          cover: true,
        },
      ],
    };
    let m: Mission = {
      ...m0,
      theme: null,
      content: { ...m0.content, board },
      hazards: [],
      sites: [],
      airlocks: [],
    };
    m = editUnit(m, grub.id, {
      at: { x: 8, z: 18, level: 3 },
      alert: false,
      stats: { ...grub.stats, move: 6 },
    });
    // An Unalert hostile wanders in the Enemy Phase's first part.
    m = settle({
      ...m,
      stage: { kind: 'enemyPhase', part: 'unalert' },
      queue: [{ kind: 'unalertMove', unit: grub.id }],
    });
    expect(pendingRoll(m)?.purpose).toMatch(/wanders: D8 direction/);
    m = answer(m, [[3]]);
    const at = unit(m, grub.id).at as Spot;
    expect(m.journal.some((j) => j.kind === 'wandered' && j.outcome === 'climbed')).toBe(true);
    expect(at.x).toBeGreaterThan(9.6); // past where a walk stops (the block's face, less the base)
  });
});

describe('Downtime trade between the crews (hot-seat)', () => {
  it('an item goes to a Boiler of the other crew, which pays the agreed Scrip; refusals name the rule', () => {
    const { mission: m, stopped } = play(hotseatStart(), { rng: seeded(4), policy: 'passive' });
    expect(stopped).toBe('downtime');
    const a = m.companies.attacker;
    const d = m.companies.defender;
    if (a === undefined || d === undefined) throw new Error('two crews expected');
    const from = a.roster.find((b) => b.gear.length > 0);
    const to = d.roster[0];
    if (from === undefined || to === undefined) throw new Error('no gear to trade');
    const gearId = from.gear[0] ?? '';
    const trade = {
      type: 'downtime.trade',
      side: 'attacker',
      boiler: from.id,
      gearId,
      toBoiler: to.id,
      scrip: 5,
    } as const;
    expect(refusal(m, { ...trade, scrip: d.scrip + 1 })).toMatch(/has \d+ Scrip/);
    expect(refusal(m, { ...trade, gearId: 'nothing' })).toMatch(/does not carry/);
    // Room for it: the receiver's gear is cleared first (a trade never starts a Boiler over Capacity).
    const roomy: Mission = {
      ...m,
      companies: {
        ...m.companies,
        defender: { ...d, roster: d.roster.map((b) => (b.id === to.id ? { ...b, gear: [] } : b)) },
      },
    };
    expect(refusal(roomy, trade)).toBeNull();
    const after = decide(roomy, trade);
    expect(after.companies.attacker?.scrip).toBe(a.scrip + 5);
    expect(after.companies.defender?.scrip).toBe(d.scrip - 5);
    expect(after.companies.defender?.roster.find((b) => b.id === to.id)?.gear).toEqual([gearId]);
    expect(refusal(soloAtDowntime(), { ...trade })).toMatch(/between the two crews/);
  });
});

function soloAtDowntime(): Mission {
  return play(soloStart(), { rng: seeded(2), policy: 'passive' }).mission;
}
