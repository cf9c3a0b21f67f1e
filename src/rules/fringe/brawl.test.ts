import { describe, expect, it } from 'vitest';
import { brawlHits, brawlOdds, keptFace, pickIndex } from './brawl';
import { owed } from './engine';
import { fig } from './testkit';
import { act, battle, need, roll } from '../../../machines/fringe/battle.testkit';

const to = (x: number, z: number) => [{ x, z, level: 3 as const }];

describe('Fringe brawling (d6 + Combat Skill, weapon bonus, the lower total takes a hit)', () => {
  it('moving into contact starts a brawl at once: d6 + Combat Skill, +2 for a Melee weapon, +1 for a Pistol', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, combatSkill: 1, weapons: ['blade'], reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10, combatSkill: 0, weapons: ['pistol'] }],
    });
    b = act(b, { type: 'figure.move', figureId: 'a-ada', to: to(13, 10), mode: 'auto', dash: false });
    const n = need(b);
    expect(n.rule).toBe('fringe.brawling');
    expect('groups' in n && n.groups.map((g) => g.label)).toEqual(['ada', 'rex']);
    expect(n.modifiers).toEqual([
      { label: 'ada: Combat Skill', value: '+1' },
      { label: 'ada: Melee weapon', value: '+2' },
      { label: 'rex: Combat Skill', value: '+0' },
      { label: 'rex: Pistol', value: '+1' },
    ]);
    // 4 + 3 = 7 against 5 + 1 = 6: rex is lower and takes the hit.
    b = roll(b, [4], [5]);
    const hit = need(b);
    expect(hit.rule).toBe('fringe.resolving-hits');
    expect(hit.purpose).toContain('Damage 1 against Toughness 3');
    // 1 + 1 = 2 < 3: not a casualty, Stunned and pushed back 1" from the brawl.
    b = roll(b, [1]);
    const rex = fig(b, 'b-rex');
    expect(rex.stun).toBe(1);
    expect(rex.at?.x).toBeCloseTo(15, 5);
    // The brawl ends the mover's activation: no other action is permitted.
    expect(b.stage.kind === 'round' && b.stage.activation?.figureId).toBe('b-rex');
  });

  it('a draw hits both; a natural 6 adds a hit on the opponent and a natural 1 one on the roller', () => {
    expect(brawlHits(3, 2, 4, 1)).toMatchObject({ onAttacker: 1, onDefender: 1 });
    expect(brawlHits(6, 0, 5, 0)).toMatchObject({ onAttacker: 0, onDefender: 2 });
    expect(brawlHits(1, 5, 2, 0)).toMatchObject({ onAttacker: 1, onDefender: 1 });
    expect(brawlHits(6, 0, 6, 0)).toMatchObject({ onAttacker: 2, onDefender: 2 });
    expect(brawlHits(1, 0, 1, 0)).toMatchObject({ onAttacker: 2, onDefender: 2 });
  });

  it('K’Erin roll twice and keep the better; a natural 1 only when both dice show 1', () => {
    expect(keptFace([2, 5])).toBe(5);
    expect(keptFace([1, 1])).toBe(1);
    let b = battle({
      a: [{ id: 'ka', species: 'kerin', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10 }],
    });
    b = act(b, { type: 'figure.move', figureId: 'a-ka', to: to(13, 10), mode: 'auto', dash: false });
    const n = need(b);
    expect('groups' in n && n.groups.length).toBe(3);
    // Exact odds, counted by hand: the better of two d6 (k with chance (2k − 1)/36) against one d6, equal
    // bonuses; the K'Erin takes no hit only by beating the other die: Σ (2k − 1)(k − 1) / 216 = 125/216.
    expect(n.odds).toBeCloseTo(125 / 216, 12);
    // 2 and 5 keep 5, against 3: rex takes the hit.
    b = roll(b, [2], [5], [3]);
    expect(b.journal.find((e) => e.kind === 'brawl')).toMatchObject({
      attackerTotal: 5,
      defenderTotal: 3,
      hitsOnDefender: 1,
      hitsOnAttacker: 0,
    });
  });

  it("the exact odds equal a count of every face, each judged by the document's words", () => {
    // Fringe 002 Brawling, written out here apart from brawlHits: the lower total suffers a Hit, a draw
    // hits both; a natural 6 inflicts a Hit on the opponent; a natural 1 lets the opponent inflict one.
    const attackerHit = (fa: number, ba: number, fd: number, bd: number): boolean =>
      fa + ba <= fd + bd || fd === 6 || fa === 1;
    const defenderHit = (fa: number, ba: number, fd: number, bd: number): boolean =>
      fd + bd <= fa + ba || fa === 6 || fd === 1;
    for (const [ta, ba, td, bd] of [
      [false, 0, false, 0],
      [true, 1, false, 2],
      [true, 0, true, 3],
      [false, 3, true, 0],
    ] as const) {
      let aOnly = 0;
      let dOnly = 0;
      let total = 0;
      const faces = (twice: boolean) =>
        twice
          ? [...Array(36).keys()].map((i) => Math.max((i % 6) + 1, Math.floor(i / 6) + 1))
          : [1, 2, 3, 4, 5, 6];
      for (const fa of faces(ta))
        for (const fd of faces(td)) {
          total++;
          if (!attackerHit(fa, ba, fd, bd)) aOnly++;
          else if (!defenderHit(fa, ba, fd, bd)) dOnly++;
        }
      expect(brawlOdds(ta, ba, td, bd).attackerOnly).toBeCloseTo(aOnly / total, 12);
      const o = brawlOdds(ta, ba, td, bd);
      expect(o.defenderOnly).toBeCloseTo(dOnly / total, 12);
      expect(o.attackerOnly + o.defenderOnly + o.both).toBeCloseTo(1, 12);
    }
  });

  it('hits use the best Melee or Pistol weapon carried, else Damage +0; push-back 1" per hit', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['rifle', 'axe', 'pistol'] }],
      b: [{ id: 'rex', x: 14, z: 10, weapons: ['rifle'], toughness: 6 }],
    });
    b = act(b, { type: 'figure.move', figureId: 'a-ada', to: to(13, 10), mode: 'auto', dash: false });
    // Ada's natural 6 against rex's 3: the lower total plus the natural 6 = 2 hits on rex.
    b = roll(b, [6], [3]);
    expect(need(b).purpose).toContain('Damage 2');
    b = roll(b, [2]);
    b = roll(b, [2]);
    // 2 hits: pushed back 2", two Stun markers.
    expect(fig(b, 'b-rex').at?.x).toBeCloseTo(16, 5);
    expect(fig(b, 'b-rex').stun).toBe(2);
    // Rex (rifle only) hits back with Damage +0.
    let c = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['rifle'] }],
      b: [{ id: 'rex', x: 14, z: 10, weapons: ['rifle'] }],
    });
    c = act(c, { type: 'figure.move', figureId: 'a-ada', to: to(13, 10), mode: 'auto', dash: false });
    c = roll(c, [2], [4]);
    expect(need(c).purpose).toContain('Damage 0');
  });

  it('a Stunned brawler’s markers are removed and its opponent gets +1 per marker', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10 }],
    });
    b = { ...b, fighters: b.fighters.map((f) => (f.id === 'b-rex' ? { ...f, stun: 2 } : f)) };
    b = act(b, { type: 'figure.move', figureId: 'a-ada', to: to(13, 10), mode: 'auto', dash: false });
    const n = need(b);
    expect(n.rule).toBe('fringe.brawl-stunned');
    expect(n.modifiers).toContainEqual({ label: 'ada: rex Stunned ×2', value: '+2' });
    b = roll(b, [3], [4]);
    // 3 + 2 = 5 against 4: rex takes a hit; the two old markers are gone, the hit adds one.
    expect(b.journal.some((e) => e.kind === 'stunCleared' && e.markers === 2)).toBe(true);
    b = roll(b, [1]);
    expect(fig(b, 'b-rex').stun).toBe(1);
  });

  it('the winner who eliminates its opponent may move 2", but not into a new brawl', () => {
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['axe'] }],
      b: [
        { id: 'rex', x: 14, z: 10 },
        { id: 'sal', x: 16, z: 10 },
      ],
    });
    b = act(b, { type: 'figure.move', figureId: 'a-ada', to: to(13, 10), mode: 'auto', dash: false });
    b = roll(b, [5], [2]);
    b = roll(b, [4]); // 4 + 2 = 6 ≥ 3: a casualty
    expect(fig(b, 'b-rex').out).toBe('casualty');
    expect(owed(b)).toEqual({ kind: 'decide', step: 'winner' });
    // 2" east would touch Sal: refused.
    expect(() => act(b, { type: 'winner.move', to: { x: 15, z: 10, level: 3 }, mode: 'auto' })).toThrow(
      /new brawl/,
    );
    expect(() => act(b, { type: 'winner.move', to: { x: 13, z: 13, level: 3 }, mode: 'auto' })).toThrow(/2/);
    b = act(b, { type: 'winner.move', to: { x: 13, z: 12, level: 3 }, mode: 'auto' });
    expect(fig(b, 'a-ada').at).toMatchObject({ x: 13, z: 12 });
  });

  it('several opponents: the first is picked at random, the outnumbering side gets +1, a lone winner fights on without bonus', () => {
    expect(pickIndex(2, 3)).toBe(0);
    expect(pickIndex(2, 4)).toBe(1);
    expect(pickIndex(3, 6)).toBe(2);
    expect(pickIndex(4, 4)).toBe(3);
    expect(pickIndex(5, 17)).toBe(4);
    let b = battle({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, toughness: 5 }],
      b: [
        { id: 'rex', x: 14, z: 10 },
        { id: 'sal', x: 13, z: 11 },
      ],
    });
    b = act(b, { type: 'figure.move', figureId: 'a-ada', to: to(13, 10), mode: 'auto', dash: false });
    const pick = need(b);
    expect(pick.rule).toBe('fringe.brawl-multiple');
    expect('groups' in pick && pick.groups[0]?.spec.die).toBe('d6');
    b = roll(b, [5]); // 4–6: the second named (sal) fights first
    const first = need(b);
    expect(first.purpose).toContain('against sal');
    expect(first.modifiers).toContainEqual({ label: 'sal: Outnumbering', value: '+1' });
    b = roll(b, [5], [2]); // 5 against 3: Ada wins
    b = roll(b, [1]); // sal not a casualty
    const second = need(b);
    expect(second.purpose).toContain('against rex');
    expect(second.modifiers?.some((m) => m.label.includes('Outnumbering'))).toBe(false);
    expect(owed(b).kind).toBe('roll');
  });
});
