import { scatter, type D8Face } from '../../../board/direction';
import { footprintExtents } from '../../../board/terrain';
import { DEFAULT_BASE_DIAMETER } from '../../../board/types';
import { judgePool } from '../../../dice/pool';
import { SHOVE_STALL_INCHES } from '../../tables/actions';
import { MELEE_PUSH_INCHES, resolveAttack } from '../../tables/attack';
import { engagedEnemies, pieceById, spotDistance, unitById } from '../board';
import { first, gearById, say, withUnit } from '../core';
import type { Effect } from '../effects.types';
import {
  attackPools,
  hitOdds,
  isSuccess,
  poolRollers,
  successCount,
  testDice,
  testTn,
  unlucky,
} from '../pools';
import { atLeast, beats, netSuccesses } from '../poolOdds';
import type { RollModifier } from '../../../dice/need';
import type { Mission, Spot } from '../state';
import { face, pool, sum, type EffectOf, type Faces, type Handlers } from './types';
/** Pool rolls: Simple Tests, attacks, shoves, Unlucky re-rolls, and where a throw or a blast lands. */

function applyTest(m: Mission, e: EffectOf<'test'>, faces: Faces): Mission {
  const u = unitById(m, e.unit);
  if (u === undefined || u.status !== 'active') return m;
  const all = [...(faces[0] ?? [])];
  const tn = testTn(u, e.tn);
  const j = judgePool(all, tn);
  const pass = j.successes >= 1;
  let next = u.concentrate > 0 ? withUnit(m, u.id, (x) => ({ ...x, concentrate: 0 })) : m;
  next = say(next, {
    kind: 'testRolled',
    purpose: e.purpose,
    faces: all,
    tn,
    successes: j.successes,
    passed: pass,
  });
  return first(next, pass ? e.pass : e.fail);
}

function applyAttack(m: Mission, e: EffectOf<'attack'>, faces: Faces): Mission {
  const a = unitById(m, e.attacker);
  const d = unitById(m, e.target);
  if (a === undefined || d === undefined || d.status !== 'active') return m;
  const weapon = e.weapon === null ? undefined : gearById(m, e.weapon);
  const pools = attackPools(m, e);
  if (pools === null) return m;
  const result = resolveAttack({
    attackFaces: [...(faces[0] ?? [])],
    defenceFaces: [...(faces[1] ?? [])],
    attackTn: pools.attackTn,
    defenceTn: pools.defenceTn,
    melee: e.melee,
    damage: weapon?.damage ?? 1,
    keywords: weapon?.keywords ?? [],
    withinHalfRange: pools.withinHalfRange,
  });
  let next = a.concentrate > 0 ? withUnit(m, a.id, (x) => ({ ...x, concentrate: 0 })) : m;
  next = say(next, { kind: 'attackResolved', attacker: a.id, target: d.id, notes: result.notes });
  const after: Effect[] = [];
  if (result.outcome === 'pushApart') {
    // Salvage 004 Resolve: "both pushed 1" apart": each is pushed 1" away from the other.
    after.push(
      { kind: 'push', unit: d.id, away: a.id, inches: MELEE_PUSH_INCHES },
      { kind: 'push', unit: a.id, away: d.id, inches: MELEE_PUSH_INCHES },
    );
  }
  // Thrown: "Fail = scatters 4" in random direction" (an Explosive throw is a test at a spot, act.ts).
  if (result.outcome === 'miss' && weapon?.keywords.includes('Thrown') === true && d.at !== null) {
    after.push({ kind: 'scatter', attacker: a.id, weapon: weapon.id, at: d.at });
  }
  if (result.outcome === 'hit') {
    const inMelee = engagedEnemies(m, d).length > 0;
    if (result.critLowFiringIntoMelee && inMelee) {
      const candidates = [d.id, ...engagedEnemies(m, d).map((u) => u.id)];
      after.push({
        kind: 'pick',
        purpose: 'Critical low firing into a melee: which Engaged unit takes the hit',
        rule: 'salvage.attack-modifiers',
        candidates,
        then: [{ kind: 'damage', unit: '$pick', amount: result.damage, source: `${a.name}'s stray shot` }],
      });
    } else if (
      weapon?.keywords.includes('Explosive') === true &&
      weapon.blast !== undefined &&
      d.at !== null
    ) {
      after.push(...blast(m, d.at, weapon.blast, result.damage, weapon.name, weapon.id));
    } else {
      after.push({
        kind: 'damage',
        unit: d.id,
        amount: result.damage,
        source: `${a.name}'s ${weapon?.name ?? 'fists'}`,
      });
      if (result.bleeding) after.push({ kind: 'condition', unit: d.id, condition: 'bleeding' });
      if (result.bluntPush > 0)
        after.push({ kind: 'push', unit: d.id, away: a.id, inches: result.bluntPush });
    }
  }
  if (result.twoHandedSplash) {
    for (const enemy of engagedEnemies(m, a)) {
      after.push({ kind: 'damage', unit: enemy.id, amount: 1, source: `${a.name}'s two-handed swing` });
    }
  }
  return first(next, after);
}

/**
 * What made the two pools (salvage.attack, salvage.attack-modifiers), for the roll's result: the attacker's
 * stat, the weapon's bonus dice, Concentrate, every situation note `attackPools` stacked, and both pools.
 */
function attackModifiers(
  name: string,
  melee: boolean,
  stats: { readonly muscle: number; readonly smarts: number },
  concentrate: number,
  weapon: { readonly name: string; readonly bonusDice?: number | undefined } | undefined,
  p: NonNullable<ReturnType<typeof attackPools>>,
): RollModifier[] {
  const bonus = weapon?.bonusDice ?? 0;
  return [
    { label: `${name}'s ${melee ? 'Muscle' : 'Smarts'}`, value: `${melee ? stats.muscle : stats.smarts}D8` },
    ...(bonus > 0 && weapon !== undefined ? [{ label: weapon.name, value: `+${bonus}D8` }] : []),
    ...(concentrate > 0 ? [{ label: 'Concentrate', value: `+${concentrate}D8` }] : []),
    ...p.notes.map((note) => {
      const at = note.lastIndexOf(': ');
      return at < 0 ? { label: note, value: '' } : { label: note.slice(0, at), value: note.slice(at + 2) };
    }),
    { label: 'Attack pool', value: `${p.attackDice}D8 at TN ${p.attackTn}` },
    { label: 'Armour pool', value: `${p.defenceDice}D8 at TN ${p.defenceTn}` },
  ];
}

/** Explosive: every unit within the blast takes the damage; explosive containers caught in it go off. */
function blast(m: Mission, at: Spot, radius: number, amount: number, what: string, weapon: string): Effect[] {
  const out: Effect[] = [{ kind: 'note', event: { kind: 'blast', weapon, radius } }];
  for (const u of m.units) {
    if (u.at === null || u.status !== 'active') continue;
    if (spotDistance(m, u.at, at) <= radius + 0.5)
      out.push({ kind: 'damage', unit: u.id, amount, source: what });
  }
  for (const h of m.hazards) {
    const piece = pieceById(m, h.id);
    if (h.hazard !== 4 || h.removed || piece === undefined) continue;
    if (spotDistance(m, { x: piece.x, z: piece.z, level: piece.level }, at) <= radius + 0.5) {
      out.push({ kind: 'explode', hazard: h.id });
    }
  }
  return out;
}

/**
 * Where a scattered throw without Explosive comes down. Reading (salvage.weapon-keywords): it strikes what
 * it lands on — a unit whose base covers the spot takes the weapon's damage (the throw was already rolled,
 * so there is no new attack or Armour roll), and an Explosive Container under it is damaged and goes off.
 */
function landsOn(m: Mission, at: Spot, amount: number, what: string): Effect[] {
  const out: Effect[] = [];
  for (const u of m.units) {
    if (u.at === null || u.status !== 'active' || u.at.level !== at.level) continue;
    if (Math.hypot(u.at.x - at.x, u.at.z - at.z) <= DEFAULT_BASE_DIAMETER / 2 + 1e-9)
      out.push({ kind: 'damage', unit: u.id, amount, source: `${what}, scattered` });
  }
  for (const h of m.hazards) {
    const piece = pieceById(m, h.id);
    if (h.hazard !== 4 || h.removed || piece?.level !== at.level) continue;
    const { sx, sz } = footprintExtents(piece);
    if (Math.abs(piece.x - at.x) <= sx / 2 && Math.abs(piece.z - at.z) <= sz / 2)
      out.push({ kind: 'explode', hazard: h.id });
  }
  return out;
}

function applyShove(m: Mission, e: EffectOf<'shove'>, faces: Faces): Mission {
  const a = unitById(m, e.attacker);
  const d = unitById(m, e.target);
  if (a === undefined || d === undefined) return m;
  const atk = judgePool(faces[0] ?? [], testTn(a, 6)).successes;
  const def = judgePool(faces[1] ?? [], testTn(d, 6)).successes;
  const next = a.concentrate > 0 ? withUnit(m, a.id, (x) => ({ ...x, concentrate: 0 })) : m;
  // Shove: "Win = push defender any direction up to your Muscle stat in inches": the winner chooses both,
  // so the mission waits for its `shove.push` (engine.ts) before anything moves.
  if (atk > def) {
    return {
      ...say(next, { kind: 'shoveWon', attacker: a.id, target: d.id, atk, def, inches: a.stats.muscle }),
      shove: { attacker: a.id, target: d.id, inches: a.stats.muscle },
    };
  }
  // Salvage 004 Shove: "Lose/draw = both pushed 1" apart": each is pushed 1" away from the other.
  return first(say(next, { kind: 'shoveStalled', atk, def }), [
    { kind: 'push', unit: d.id, away: a.id, inches: SHOVE_STALL_INCHES },
    { kind: 'push', unit: a.id, away: d.id, inches: SHOVE_STALL_INCHES },
  ]);
}

/**
 * Unlucky (conditions table): "Re-roll all successes once; keep the second result." When a roller of this
 * pool roll is Unlucky and threw successes, the re-roll comes first; the roll is read after it.
 */
export function unluckyReroll(m: Mission, e: Effect, faces: Faces): Effect | null {
  if ((e.kind !== 'test' && e.kind !== 'attack' && e.kind !== 'shove') || e.rerolled === true) return null;
  const rollers = poolRollers(m, e);
  if (rollers === null) return null;
  const groups = rollers.flatMap((r, g) =>
    unlucky(r.unit) && successCount(faces[g] ?? [], r.tn) > 0 ? [g] : [],
  );
  return groups.length === 0 ? null : { kind: 'reroll', of: e, faces, groups };
}

function applyReroll(m: Mission, e: EffectOf<'reroll'>, faces: Faces): Mission {
  const rollers = poolRollers(m, e.of) ?? [];
  const combined = e.faces.map((thrown, g) => {
    const at = e.groups.indexOf(g);
    if (at < 0) return thrown;
    const tn = rollers[g]?.tn ?? 6;
    return [...thrown.filter((f) => !isSuccess(f, tn)), ...(faces[at] ?? [])];
  });
  const of = e.of;
  const next = say(m, { kind: 'unluckyRerolled', faces: combined });
  if (of.kind === 'test') return applyTest(next, { ...of, rerolled: true }, combined);
  if (of.kind === 'attack') return applyAttack(next, { ...of, rerolled: true }, combined);
  if (of.kind === 'shove') return applyShove(next, { ...of, rerolled: true }, combined);
  return next;
}

export const ATTACK_HANDLERS: Handlers<'test' | 'attack' | 'shove' | 'reroll' | 'scatter' | 'blast'> = {
  test: {
    need: (m, e) => {
      const u = unitById(m, e.unit);
      if (u === undefined || u.status !== 'active') return null;
      const tn = testTn(u, e.tn);
      const dice = testDice(u, e.stat);
      return {
        purpose: e.purpose,
        who: u.name,
        groups: [{ label: `${u.name} (${e.stat})`, spec: pool(dice) }],
        target: tn,
        odds: atLeast(netSuccesses(dice, tn, unlucky(u)), 1),
        rule: e.rule,
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return faces === null ? m : applyTest(m, e, f);
    },
  },
  attack: {
    need: (m, e) => {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      if (a === undefined || d === undefined || d.status !== 'active') return null;
      const weapon = e.weapon === null ? undefined : gearById(m, e.weapon);
      const p = attackPools(m, e);
      if (p === null) return null;
      const hit = hitOdds(p, unlucky(a), unlucky(d), e.melee);
      const notes = p.notes.length > 0 ? ` (${p.notes.join('; ')})` : '';
      return {
        purpose: `${a.name} attacks ${d.name}${weapon === undefined ? ' bare-handed' : ` with ${weapon.name}`}: ${p.attackDice}D8 at TN ${p.attackTn} against Armour ${p.defenceDice}D8 at TN ${p.defenceTn}${notes}`,
        who: a.name,
        groups: [
          { label: `${a.name} (${e.melee ? 'Muscle' : 'Smarts'})`, spec: pool(p.attackDice) },
          { label: `${d.name} (Armour)`, spec: pool(p.defenceDice), target: p.defenceTn },
        ],
        target: p.attackTn,
        odds: hit,
        rule: 'salvage.attack',
        modifiers: attackModifiers(a.name, e.melee, a.stats, a.concentrate, weapon, p),
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return faces === null ? m : applyAttack(m, e, f);
    },
  },
  shove: {
    need: (m, e) => {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      if (a === undefined || d === undefined || d.status !== 'active') return null;
      const atk = netSuccesses(testDice(a, 'muscle'), testTn(a, 6), unlucky(a));
      const def = netSuccesses(d.stats.muscle, testTn(d, 6), unlucky(d));
      return {
        purpose: `${a.name} shoves ${d.name}: opposed Muscle — win to push it up to ${a.stats.muscle}"`,
        who: a.name,
        groups: [
          { label: `${a.name} (Muscle)`, spec: pool(testDice(a, 'muscle')) },
          { label: `${d.name} (Muscle)`, spec: pool(Math.max(1, d.stats.muscle)) },
        ],
        target: testTn(a, 6),
        odds: beats(atk, def, false),
        rule: 'salvage.actions',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return faces === null ? m : applyShove(m, e, f);
    },
  },
  reroll: {
    need: (m, e) => {
      const rollers = poolRollers(m, e.of) ?? [];
      const groups = e.groups.map((g) => {
        const r = rollers[g];
        const n = successCount(e.faces[g] ?? [], r?.tn ?? 6);
        return {
          label: `${r?.unit.name ?? '?'} re-rolls ${n} success${n === 1 ? '' : 'es'} (Unlucky)`,
          spec: pool(n),
        };
      });
      return {
        purpose: 'Unlucky: every success is thrown again and the second result kept',
        who: null,
        groups,
        target: rollers[e.groups[0] ?? 0]?.tn ?? null,
        odds: null,
        rule: 'salvage.conditions',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return faces === null ? m : applyReroll(m, e, f);
    },
  },
  scatter: {
    need: () => ({
      purpose: 'The throw misses its mark: D8 direction, it lands 4" away that way',
      who: null,
      groups: [{ label: 'Scatter', spec: sum(1, 'd8') }],
      target: null,
      odds: null,
      rule: 'salvage.weapon-keywords',
    }),
    apply: (m, e, faces) => {
      const f = faces ?? [];
      const weapon = gearById(m, e.weapon);
      const landed = scatter(m.content.board, e.at, face(f) as D8Face, 4);
      const at: Spot = { ...e.at, x: landed.x, z: landed.z };
      const next = say(m, { kind: 'scattered', direction: landed.direction });
      if (weapon === undefined) return next;
      if (weapon.blast !== undefined)
        return first(next, blast(next, at, weapon.blast, weapon.damage ?? 1, weapon.name, weapon.id));
      return first(next, landsOn(next, at, weapon.damage ?? 1, weapon.name));
    },
  },
  blast: {
    apply: (m, e) => {
      const weapon = gearById(m, e.weapon);
      return weapon?.blast === undefined
        ? m
        : first(m, blast(m, e.at, weapon.blast, weapon.damage ?? 1, weapon.name, weapon.id));
    },
  },
};
