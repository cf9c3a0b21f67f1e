import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { fringeInput } from '../../modes/fringe/setup';
import { scorerFor } from '../../workers/heatmapScorers';
import { heatMap, type HeatMap } from '../board/heatmap';
import { levelFloorY, type BoardPoint, type Level } from '../board/types';
import { planCheck } from '../dice/checks';
import type { RollNeed } from '../dice/need';
import { brawlHitChance } from './brawl';
import type { FringeDecision, FringeMoveMode } from './decisions';
// The engine's own steps (pure, no actor revived per step) where a test walks thousands of them: the machine
// runs exactly these (machines/fringe), and a step revived through it cost the suite seconds per test.
import { answer as engineAnswer, decide as engineDecide, owed, refusal } from './engine';
import { fig, type Placed } from './testkit';
import {
  answer,
  decide,
  startBattle,
  act,
  battle,
  roll,
  until,
} from '../../../machines/fringe/battle.testkit';
import { battleBoard } from './geometry';
import { attackFromSpot, chargeSpotIn, fringeHeatAsk, fringeScorer, type FringeHeatParams } from './heatmap';
import { carried, fighter, onTable } from './lookup';
import { previewMove } from './preview';
import { atLeastOne, ENDANGER_ODDS, shotOdds, viewShot } from './shooting';
import type { Battle } from './types';
import { shoots } from './weapons';

/**
 * The heat map's Fringe scorer against the game itself: for every square, the odds the map shows must be
 * what the game would give a player who made the move there and then attacked the target — the move judged
 * by the engine's refusal and made by `decide`, the shot's odds as the choice bar computes them (viewShot,
 * at least one hit, the 5+ first where an ally is endangered) and shotOdds, a charge's brawl by the engine's
 * own dice (`brawlHitChance`, itself checked against the engine's brawls below).
 */

/** The dice groups a roll throws. */
function groupsOf(need: RollNeed) {
  return 'check' in need ? planCheck(need.check).groups : need.groups;
}

/** Where the map stands the figure on square k. */
function squarePoint(b: Battle, map: HeatMap, k: number): BoardPoint {
  const level = (map.level[k] ?? 3) as Level;
  const elevation = (map.y[k] ?? 0) - levelFloorY(level, b.setup.board.levelSpacing);
  const x = map.x[k] ?? 0;
  const z = map.z[k] ?? 0;
  return elevation > 1e-6 ? { x, z, level, elevation } : { x, z, level };
}

/** The best shot the game offers `figureId` at `targetId` now, or 0 when it refuses every one. */
function gameShot(b: Battle, figureId: string, targetId: string): number {
  const f = fighter(b, figureId);
  const t = fighter(b, targetId);
  if (f?.at == null || t === undefined || b.stage.kind !== 'round' || b.stage.activation === null) return 0;
  const a = b.stage.activation;
  if (a.figureId !== figureId) return 0;
  let best = 0;
  for (const w of carried(b, f)) {
    if (!shoots(w)) continue;
    // The choice bar offers the aimed shot while the figure has not moved and is not Stunned.
    const aim = !a.moved && !a.stunned;
    const d: FringeDecision = { type: 'figure.shoot', figureId, weaponId: w.id, targetId, aim };
    if (refusal(b, d) !== null) continue;
    const view = viewShot(b, f, f.at, t, w, { moved: a.moved });
    const anyHit = atLeastOne(aim ? view.perShotAimed : view.perShot, view.shots);
    best = Math.max(best, view.endangers.length > 0 ? ENDANGER_ODDS * anyHit : anyHit);
  }
  return best;
}

/** What the game gives for moving to `to` and attacking `targetId` (null: the rules refuse the move). */
function gameMoveAttack(
  b: Battle,
  figureId: string,
  targetId: string,
  to: BoardPoint,
  mode: FringeMoveMode,
  dash: boolean,
): number | null {
  const f = fighter(b, figureId);
  if (f?.at == null) throw new Error('no figure');
  if (Math.abs(f.at.x - to.x) < 1e-6 && Math.abs(f.at.z - to.z) < 1e-6 && f.at.level === to.level)
    return gameShot(b, figureId, targetId);
  const move: FringeDecision = { type: 'figure.move', figureId, to: [to], mode, dash };
  if (refusal(b, move) !== null) return null;
  const preview = previewMove(b, figureId, to, mode, dash);
  const contacts = preview.check?.contacts ?? [];
  if (contacts.length > 0) {
    if (preview.check?.jumpHit === true) return null;
    const opponents = contacts.map((id) => fighter(b, id)).filter((x) => x !== undefined);
    return brawlHitChance(b, f, opponents, targetId);
  }
  return gameShot(engineDecide(b, move), figureId, targetId);
}

/**
 * A square's attack by the game: the move to its centre, and on a square the contact ring crosses, the
 * charge to the contact spot inside it when the game would accept that move and brawl the target there.
 */
function gameAttack(
  b: Battle,
  figureId: string,
  targetId: string,
  to: BoardPoint,
  mode: FringeMoveMode,
  dash: boolean,
): { odds: number | null; brawl: boolean } {
  const centre = gameMoveAttack(b, figureId, targetId, to, mode, dash);
  const f = fig(b, figureId);
  const t = fig(b, targetId);
  const centreBrawl =
    centre !== null && (previewMove(b, figureId, to, mode, dash).check?.contacts.length ?? 0) > 0;
  if (centreBrawl || t.at === null || f.at === null) return { odds: centre, brawl: centreBrawl };
  const spot = chargeSpotIn(to, t.at, 1);
  if (spot === null || dash) return { odds: centre, brawl: false };
  const charge: FringeDecision = { type: 'figure.move', figureId, to: [spot], mode, dash: false };
  const check = previewMove(b, figureId, spot, mode, false).check;
  if (refusal(b, charge) !== null || check?.contacts.includes(targetId) !== true || check.jumpHit)
    return { odds: centre, brawl: false };
  const opponents = check.contacts.map((id) => fig(b, id));
  const brawl = brawlHitChance(b, f, opponents, targetId);
  if (centre === null || brawl > centre) return { odds: brawl, brawl: true };
  return { odds: centre, brawl: false };
}

/** The map the screen would ask for, worked out here. */
function mapOf(b: Battle, figureId: string, targetId: string, mode: FringeMoveMode, dash: boolean): HeatMap {
  const { request, params } = fringeHeatAsk(b, figureId, targetId, mode, dash);
  return heatMap(battleBoard(b), request, fringeScorer(params));
}

function paramsOf(b: Battle, figureId: string, targetId: string): FringeHeatParams {
  return fringeHeatAsk(b, figureId, targetId, 'auto', false).params;
}

interface Compared {
  squares: number;
  reachable: number;
  shots: number;
  brawls: number;
}

/** Every square of the map against the game (`every`: check every n-th square beyond the move's reach). */
function compare(
  b: Battle,
  figureId: string,
  targetId: string,
  mode: FringeMoveMode,
  dash: boolean,
  every = 1,
): Compared {
  const map = mapOf(b, figureId, targetId, mode, dash);
  const out: Compared = { squares: 0, reachable: 0, shots: 0, brawls: 0 };
  for (let k = 0; k < map.count; k++) {
    const cost = map.moveCost[k] ?? NaN;
    if (Number.isNaN(cost) && k % every !== 0) continue;
    const to = squarePoint(b, map, k);
    const here = `${figureId} → ${targetId} at L${String(to.level)} (${String(to.x)}, ${String(to.z)})`;
    const expected = gameAttack(b, figureId, targetId, to, mode, dash);
    const odds = map.odds[k] ?? NaN;
    if (expected.odds === null) expect(odds, here).toBeNaN();
    else expect(odds, here).toBeCloseTo(expected.odds, 12);
    out.squares++;
    if (!Number.isNaN(cost)) out.reachable++;
    if (expected.odds !== null && expected.odds > 0) {
      if (expected.brawl) out.brawls++;
      else out.shots++;
    }
  }
  return out;
}

/** A sample battle, hot-seat so both crews are played, with the initiative rolled (no seize). */
function sample(battleId: string, crewId: string, opponentId: string): Battle {
  const built = fringeInput(samplePack(), { battleId, crewId, opponentId, play: 'hot-seat' });
  if (!built.ok) throw new Error(built.reason);
  let b = startBattle(built.input);
  for (let i = 0; i < 10 && (b.stage.kind === 'setup' || b.review !== null); i++) {
    const o = owed(b);
    if (o.kind === 'roll')
      b = answer(
        b,
        groupsOf(o.need).map(() => [1]),
      );
    else if (o.kind === 'decide' && o.step === 'review') b = decide(b, { type: 'roll.accept' });
    else if (o.kind === 'decide' && o.step === 'snooper') b = decide(b, { type: 'gear.snooper.skip' });
    else if (o.kind === 'decide' && o.step === 'duplicator') b = decide(b, { type: 'gear.duplicate.skip' });
  }
  return b;
}

/** The battle with `id`'s activation just begun (any figure, whichever the round order would pick). */
function actingAs(b: Battle, id: string): Battle {
  if (b.stage.kind !== 'round') throw new Error('not in a round');
  const f = fig(b, id);
  return {
    ...b,
    stage: {
      ...b.stage,
      index: Math.max(0, b.stage.order.indexOf(id)),
      activation: {
        figureId: id,
        stunned: f.stun > 0,
        moved: false,
        dashed: false,
        acted: false,
        aimed: false,
        roundOver: false,
        refused: [],
      },
    },
  };
}

function acting(b: Battle): string {
  if (b.stage.kind !== 'round' || b.stage.activation === null) throw new Error('no activation');
  return b.stage.activation.figureId;
}

/** Enemies of the acting figure on the table, nearest first. */
function enemies(b: Battle, id: string): string[] {
  const f = fighter(b, id);
  if (f?.at == null) return [];
  const at = f.at;
  return b.fighters
    .filter((t) => t.side !== f.side && onTable(t) && t.at !== null)
    .sort(
      (p, q) =>
        Math.hypot((p.at?.x ?? 0) - at.x, (p.at?.z ?? 0) - at.z) -
        Math.hypot((q.at?.x ?? 0) - at.x, (q.at?.z ?? 0) - at.z),
    )
    .map((t) => t.id);
}

describe('the Fringe heat map gives the game’s own odds on every square (sample battles)', () => {
  // The drill's crews stand within a charge of each other; the scrapyard's start across the yard.
  for (const [battleId, crewId, opponentId, charges] of [
    ['drill-at-the-gantry', 'wren-crew', 'rustjaw-raiders', true],
    ['scrapyard-standoff', 'wren-crew', 'dockside-irregulars', false],
  ] as const) {
    it(`${battleId}: every figure as the one acting, against its nearest enemy and another`, () => {
      const b = sample(battleId, crewId, opponentId);
      const total: Compared = { squares: 0, reachable: 0, shots: 0, brawls: 0 };
      for (const f of b.fighters.filter(onTable)) {
        const turn = actingAs(b, f.id);
        for (const target of enemies(turn, f.id).slice(0, 2)) {
          const c = compare(turn, f.id, target, 'auto', false, 7);
          total.squares += c.squares;
          total.reachable += c.reachable;
          total.shots += c.shots;
          total.brawls += c.brawls;
        }
      }
      // Enough of every kind of square to mean something.
      expect(total.squares).toBeGreaterThan(2000);
      expect(total.reachable).toBeGreaterThan(200);
      expect(total.shots).toBeGreaterThan(100);
      expect(total.brawls > 0).toBe(charges);
      // Every square of a real sample board is the point, so the size stays: some 800 squares in reach, each
      // moved to and attacked from by the engine. Measured 8.7 s and 13.1 s in a full `vitest run` on a 2-core
      // machine shared by seven runs (load 20), 12–13 s alone under that load: past vitest's 5 s default.
    }, 60_000);
  }

  it('a Dash: squares within the Dash have no attack; a brawl by Dashing is no square at all', () => {
    const b = sample('drill-at-the-gantry', 'wren-crew', 'rustjaw-raiders');
    const id = acting(b);
    const [target] = enemies(b, id);
    if (target === undefined) throw new Error('no enemy');
    const c = compare(b, id, target, 'auto', true, 11);
    expect(c.reachable).toBeGreaterThan(20);
  });

  it('the map’s squares agree with shotOdds wherever a plain shot is the attack', () => {
    const b = sample('scrapyard-standoff', 'wren-crew', 'dockside-irregulars');
    const id = acting(b);
    const [target] = enemies(b, id);
    if (target === undefined) throw new Error('no enemy');
    const map = mapOf(b, id, target, 'walk', false);
    let checked = 0;
    for (let k = 0; k < map.count; k += 3) {
      if (Number.isNaN(map.moveCost[k] ?? NaN)) continue;
      const to = squarePoint(b, map, k);
      if ((previewMove(b, id, to, 'walk', false).check?.contacts.length ?? 0) > 0) continue;
      expect(map.odds[k]).toBeCloseTo(shotOdds(b, id, to, target)?.chance ?? 0, 12);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('the Fringe heat map: the activation’s limits and the weapons’ traits', () => {
  const open = (over: Parameters<typeof battle>[0]) => battle(over);

  it('Heavy −1 after any move, unless Stabilized; Aiming only standing still; Snap Shot within 6"', () => {
    const heavy = open({
      a: [{ id: 'ada', x: 10.5, z: 10.5, reactions: 2, weapons: ['heavy', 'carbine'] }],
      b: [{ id: 'rex', x: 20.5, z: 10.5 }],
    });
    compare(heavy, 'a-ada', 'b-rex', 'auto', false);
    const stab = open({
      a: [{ id: 'ada', x: 10.5, z: 10.5, reactions: 2, weapons: ['heavy'], gear: ['stab'] }],
      b: [{ id: 'rex', x: 20.5, z: 10.5 }],
    });
    compare(stab, 'a-ada', 'b-rex', 'auto', false);
    // Standing still: the heavy gun, aimed, 2 shots at 4+; one inch over: 2 shots at 5+ (Heavy −1).

    const map = mapOf(heavy, 'a-ada', 'b-rex', 'auto', false);
    const at = (x: number, z: number) => map.odds[[...map.x].findIndex((v, k) => v === x && map.z[k] === z)];
    expect(at(10.5, 10.5)).toBeCloseTo(1 - (1 - (3 / 6 + 3 / 36)) ** 2, 12);
    expect(at(11.5, 10.5)).toBeCloseTo(Math.max(1 - (4 / 6) ** 2, 1 - (3 / 6) ** 2), 12);
    // The carbine within 6" (Snap Shot +1: 3+ becomes 2+, twice) beats the heavy gun there.
    expect(at(14.5, 10.5)).toBeCloseTo(1 - (1 / 6) ** 2, 12);
  });

  it('watch where you point that thing: a figure on the line, and the 5+ when an Area hit reaches an ally', () => {
    const b = open({
      a: [
        { id: 'ada', x: 10.5, z: 10.5, reactions: 3, weapons: ['lobber', 'rifle'] },
        { id: 'bo', x: 20.5, z: 12.5, reactions: 1 },
      ],
      b: [
        { id: 'rex', x: 20.5, z: 11.5 },
        { id: 'sal', x: 15.5, z: 16.5 },
      ],
    });
    const c = compare(b, 'a-ada', 'b-rex', 'auto', false);
    expect(c.shots).toBeGreaterThan(10);
    // Standing still, the lobber needs the 5+ (Bo is within 1" of Rex) and the rifle does not.
    const here = attackFromSpot(paramsOf(b, 'a-ada', 'b-rex'), { x: 10.5, z: 10.5, level: 3 }, null);
    expect(here).toMatchObject({ kind: 'shot', weaponId: 'rifle', aimed: true, endangers: false });
    const lobberOnly = open({
      a: [
        { id: 'ada', x: 10.5, z: 10.5, reactions: 3, weapons: ['lobber'] },
        { id: 'bo', x: 20.5, z: 12.5, reactions: 1 },
      ],
      b: [{ id: 'rex', x: 20.5, z: 11.5 }],
    });
    const lob = attackFromSpot(paramsOf(lobberOnly, 'a-ada', 'b-rex'), { x: 10.5, z: 10.5, level: 3 }, null);
    // 10" away, open: 4+ aimed (7/12), one shot, after the 5+ (1/3).
    expect(lob).toMatchObject({ kind: 'shot', weaponId: 'lobber', endangers: true });
    expect(lob.kind === 'shot' && lob.chance).toBeCloseTo((1 / 3) * (3 / 6 + 3 / 36), 12);
    compare(lobberOnly, 'a-ada', 'b-rex', 'auto', false);
  });

  it('a charge: squares in contact score the brawl, a square touching only another enemy scores 0', () => {
    const b = open({
      a: [{ id: 'ada', x: 10.5, z: 10.5, reactions: 2, weapons: ['blade', 'pistol'], speed: 5 }],
      b: [
        { id: 'rex', x: 14.5, z: 10.5 },
        { id: 'sal', x: 12.5, z: 13.5 },
      ],
    });
    const c = compare(b, 'a-ada', 'b-rex', 'auto', false);
    expect(c.brawls).toBeGreaterThan(0);
    const map = mapOf(b, 'a-ada', 'b-rex', 'auto', false);
    const k = [...map.x].findIndex((x, n) => x === 13.5 && map.z[n] === 10.5);
    // Blade +2 against the pistol's +1: the target is hit on a win or a draw.
    expect(map.odds[k]).toBeCloseTo(brawlHitChance(b, fig(b, 'a-ada'), [fig(b, 'b-rex')], 'b-rex'), 12);
    const nearSal = [...map.x].findIndex((x, n) => x === 12.5 && map.z[n] === 12.5);
    expect(map.odds[nearSal]).toBe(0);
  });

  it('a K’Erin that can charge must: every other move is refused, and so is a shot from where it stands', () => {
    const b = open({
      a: [{ id: 'ka', species: 'kerin', x: 10.5, z: 10.5, reactions: 2, weapons: ['rifle', 'blade'] }],
      b: [
        { id: 'rex', x: 13.5, z: 10.5 },
        { id: 'sal', x: 25.5, z: 10.5 },
      ],
    });
    const c = compare(b, 'a-ka', 'b-sal', 'auto', false);
    expect(c.shots).toBe(0);
    compare(b, 'a-ka', 'b-rex', 'auto', false);
  });

  it('Stunned: a move is its one action (only a charge still attacks); after a move or a shot, the limits hold', () => {
    const b = open({
      a: [{ id: 'ada', x: 10.5, z: 10.5, reactions: 2, weapons: ['rifle', 'blade'] }],
      b: [{ id: 'rex', x: 14.5, z: 10.5 }],
    });
    const stunned: Battle = {
      ...b,
      fighters: b.fighters.map((f) => (f.id === 'a-ada' ? { ...f, stun: 1 } : f)),
      stage:
        b.stage.kind === 'round' && b.stage.activation !== null
          ? { ...b.stage, activation: { ...b.stage.activation, stunned: true } }
          : b.stage,
    };
    compare(stunned, 'a-ada', 'b-rex', 'auto', false);
    const moved = act(b, {
      type: 'figure.move',
      figureId: 'a-ada',
      to: [{ x: 9.5, z: 10.5, level: 3 }],
      mode: 'auto',
      dash: false,
    });
    const after = compare(moved, 'a-ada', 'b-rex', 'auto', false);
    expect(after.reachable).toBe(0);
    expect(after.shots).toBe(1);
    // A shot that misses: the Combat Action is taken, a move may still follow (no attack after it).
    const missed = roll(
      act(until(b, 'a-ada'), {
        type: 'figure.shoot',
        figureId: 'a-ada',
        weaponId: 'rifle',
        targetId: 'b-rex',
        aim: false,
      }),
      [1],
    );
    // The miss could be made a hit (Lucky shot!): the player lets it stand.
    const shot = missed.review === null ? missed : act(missed, { type: 'roll.accept' });
    expect(shot.stage.kind === 'round' && shot.stage.activation).toMatchObject({
      figureId: 'a-ada',
      acted: true,
    });
    const afterShot = compare(shot, 'a-ada', 'b-rex', 'auto', false);
    expect(afterShot).toMatchObject({ shots: 0 });
    expect(afterShot.reachable).toBeGreaterThan(20);
  });

  it('the worker’s registry builds the same scorer from plain parameters', () => {
    const b = sample('drill-at-the-gantry', 'wren-crew', 'rustjaw-raiders');
    const id = acting(b);
    const [target] = enemies(b, id);
    if (target === undefined) throw new Error('no enemy');
    const { request, params } = fringeHeatAsk(b, id, target, 'auto', false);
    const posted = JSON.parse(JSON.stringify(params)) as FringeHeatParams;
    const direct = heatMap(battleBoard(b), request, fringeScorer(params));
    const named = heatMap(battleBoard(b), request, scorerFor({ name: 'fringe', params: posted }));
    expect([...named.odds]).toEqual([...direct.odds]);
    // The move preview's reading of a square (main thread, its own line of sight) gives the map's odds.
    let read = 0;
    for (let k = 0; k < direct.count; k += 5) {
      const to = squarePoint(b, direct, k);
      const check = previewMove(b, id, to, 'auto', false).check;
      const spot = attackFromSpot(params, to, check?.result.legal === true ? check.result : null, {
        asSquare: true,
      });
      const odds = direct.odds[k] ?? NaN;
      if (spot.kind === 'unreachable') expect(odds).toBeNaN();
      else expect(odds).toBeCloseTo(spot.chance, 12);
      read++;
    }
    expect(read).toBeGreaterThan(200);
  });
});

describe('brawlHitChance against the engine’s own brawls', () => {
  /** The chance the engine's brawl hits the target, every brawl die thrown, the other rolls fixed. */
  function engineChance(b: Battle, targetId: string, from: number): number {
    if (b.review !== null) return engineChance(engineDecide(b, { type: 'roll.accept' }), targetId, from);
    if (
      b.journal
        .slice(from)
        .some((e) => e.kind === 'brawl' && e.defenderId === targetId && e.hitsOnDefender > 0)
    )
      return 1;
    const o = owed(b);
    const head = b.queue[0];
    if (o.kind !== 'roll' || head === undefined) return 0;
    if (head.kind !== 'brawl' && head.kind !== 'brawlPick')
      // A hit's, save's or Luck's roll: it cannot change whether the target is hit in a later brawl of this
      // charge (a lone fighter fights on only after a win that cost it nothing).
      return engineChance(
        engineAnswer(
          b,
          groupsOf(o.need).map(() => [2]),
        ),
        targetId,
        from,
      );
    const sides = groupsOf(o.need).map((g) => Number(g.spec.die.slice(1)));
    let count = 1;
    for (const s of sides) count *= s;
    // Every face thrown by the engine; outcomes that leave the same story (who was hit how often, who
    // fights first) go on alike, so each is followed once, weighted by how many faces give it.
    const outcomes = new Map<string, { next: Battle; weight: number }>();
    for (let n = 0; n < count; n++) {
      let rest = n;
      const faces = sides.map((s) => {
        const face = (rest % s) + 1;
        rest = Math.floor(rest / s);
        return [face];
      });
      const next = engineAnswer(b, faces);
      const key = JSON.stringify(
        next.journal
          .slice(b.journal.length)
          .map((e) => (e.kind === 'brawl' ? { ...e, attackerTotal: 0, defenderTotal: 0 } : e)),
      );
      const seen = outcomes.get(key);
      if (seen === undefined) outcomes.set(key, { next, weight: 1 });
      else seen.weight++;
    }
    let total = 0;
    for (const { next, weight } of outcomes.values())
      total += (weight / count) * engineChance(next, targetId, from);
    return total;
  }

  const cases: readonly { readonly name: string; readonly b: readonly Placed[] }[] = [
    { name: 'one opponent', b: [{ id: 'rex', x: 14, z: 10, weapons: ['pistol'] }] },
    {
      name: 'two opponents, the target second on the list',
      b: [
        { id: 'sal', x: 13, z: 11, weapons: ['blade'] },
        { id: 'rex', x: 14, z: 10, combatSkill: 1 },
      ],
    },
    {
      name: 'three opponents, a K’Erin among them',
      b: [
        { id: 'rex', x: 14, z: 10 },
        { id: 'sal', x: 13, z: 11, species: 'kerin' },
        { id: 'tam', x: 13, z: 9, weapons: ['axe'] },
      ],
    },
  ];
  for (const c of cases)
    for (const stunned of [false, true])
      it(`${c.name}${stunned ? ', the attacker Stunned' : ''}`, () => {
        let b = battle({
          a: [{ id: 'ada', x: 9, z: 10, reactions: 3, weapons: ['blade'], combatSkill: 1 }],
          b: c.b.map((p) => ({ ...p, toughness: 6 })),
        });
        if (stunned)
          b = { ...b, fighters: b.fighters.map((f) => (f.id === 'a-ada' ? { ...f, stun: 1 } : f)) };
        const move: FringeDecision = {
          type: 'figure.move',
          figureId: 'a-ada',
          to: [{ x: 13, z: 10, level: 3 }],
          mode: 'auto',
          dash: false,
        };
        const contacts =
          previewMove(b, 'a-ada', { x: 13, z: 10, level: 3 }, 'auto', false).check?.contacts ?? [];
        expect(contacts).toHaveLength(c.b.length);
        const opponents = contacts.map((id) => fig(b, id));
        const after = act(b, move);
        for (const t of contacts)
          expect(brawlHitChance(b, fig(b, 'a-ada'), opponents, t), t).toBeCloseTo(
            engineChance(after, t, after.journal.length),
            12,
          );
      });
});
