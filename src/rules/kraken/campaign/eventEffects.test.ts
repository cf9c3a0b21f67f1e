import { describe, expect, it } from 'vitest';
import campaignFile from '../../../../assets/packs/sample/kraken/campaign.json';
import { cgmEventSchema, type SimpleEventEffect } from '../../../content/schemas/cgm';
import type { CrewMember } from '../crew/crew';
import { emptyCgm, readVariable, startLine } from '../cgm/state';
import { makeCrew } from '../testkit/fixtures';
import {
  applyEventEffects,
  eventCheckNeed,
  eventCheckOutcome,
  leaderRefusal,
  type EventTarget,
} from './eventEffects';

const event = (id: string) => {
  const raw = campaignFile.cgmEvents.find((e) => e.id === id);
  if (raw === undefined) throw new Error(`no sample event ${id}`);
  return cgmEventSchema.parse(raw);
};

function party(credits = 20, oxygen = 10): EventTarget {
  const crew: CrewMember[] = [
    makeCrew({
      id: 'ana',
      name: 'Ana',
      attributes: { agility: 3, strength: 4, tech: 4, charisma: 3, ranged: 1, melee: 1 },
    }),
    makeCrew({ id: 'bo', name: 'Bo' }),
    { ...makeCrew({ id: 'cy', name: 'Cy' }), hp: 0, condition: 'killed' },
  ];
  return {
    crew,
    credits,
    xp: 0,
    oxygen,
    oxygenCapacity: 25,
    cgm: startLine(emptyCgm(), 0, 'The stowaway', '3BA'),
  };
}

const plain = (effects: readonly unknown[]) => effects as readonly SimpleEventEffect[];

describe('§6 an event’s plain effects, through the sample campaign’s events', () => {
  it('B5 pays 30 credits and gives the Leader 1 XP', () => {
    const e = event('B5');
    const r = applyEventEffects(party(), plain(e.effects), 'ana', 0);
    expect(r.target.credits).toBe(50);
    expect(r.target.xp).toBe(1);
    expect(r.notes).toEqual([
      { kind: 'credits', change: 30, unpaid: 0 },
      { kind: 'xp', change: 1 },
    ]);
    expect(r.followUps).toEqual([]);
  });

  it('C8 gives every living crew member 1 XP (the dead take nothing)', () => {
    const r = applyEventEffects(party(), plain(event('C8').effects), 'ana', 0);
    expect(r.target.xp).toBe(2);
  });

  it('§4 running out of credits: B2’s 50 credits from a crew holding 20 takes the 20, no more', () => {
    const pay = event('B2').choice?.a.effects ?? [];
    const r = applyEventEffects(party(20), plain(pay), 'ana', 0);
    expect(r.target.credits).toBe(0);
    expect(r.notes).toEqual([{ kind: 'credits', change: -20, unpaid: 30 }]);
  });

  it('oxygen stops at 0 and at the capacity (A7 costs 2, C5 refills 5)', () => {
    expect(applyEventEffects(party(0, 1), plain(event('A7').effects), 'ana', 0).target.oxygen).toBe(0);
    expect(applyEventEffects(party(0, 23), plain(event('C5').effects), 'ana', 0).target.oxygen).toBe(25);
  });

  it('HP: B6 hurts the Leader by 2 with the crew’s own rule, and hands its Tech check on', () => {
    const start = party();
    const ana = start.crew[0];
    if (ana === undefined) throw new Error('no Ana');
    const weak = { ...start, crew: [{ ...ana, hp: 2 }, ...start.crew.slice(1)] };
    const r = applyEventEffects(weak, plain(event('B6').effects), 'ana', 0);
    expect(r.target.crew[0]).toMatchObject({ hp: 0, condition: 'unconscious' });
    expect(r.notes[0]).toMatchObject({
      kind: 'hp',
      crewId: 'ana',
      from: 2,
      to: 0,
      knockedOut: true,
      killed: false,
    });
    expect(r.followUps.map((f) => f.kind)).toEqual(['check']);
  });

  it('variables: A7 adds 1 to the shared K, C2 adds 1 to M; a line’s own letters stay its own', () => {
    let t = party();
    t = applyEventEffects(t, plain(event('A7').effects), 'ana', 0).target;
    t = applyEventEffects(t, plain(event('A7').effects), 'ana', 0).target;
    expect(readVariable(t.cgm, 0, 'K')).toBe(2);
    const own = applyEventEffects(t, plain([{ kind: 'variable', name: 'B', op: 'add', value: 3 }]), 'ana', 0);
    expect(readVariable(own.target.cgm, 0, 'B')).toBe(3);
    expect(own.notes).toEqual([{ kind: 'variable', name: 'B', from: 0, to: 3 }]);
    const set = applyEventEffects(
      own.target,
      plain([{ kind: 'variable', name: 'K', op: 'set', value: 0 }]),
      'ana',
      0,
    );
    expect(readVariable(set.target.cgm, 0, 'K')).toBe(0);
  });

  it('hands the rest to the turn in the event’s order: a location and XP (A4), a crawl (A5), a line (C7)', () => {
    expect(
      applyEventEffects(party(), plain(event('A4').effects), 'ana', 0).followUps.map((f) => f.kind),
    ).toEqual(['location']);
    expect(
      applyEventEffects(party(), plain(event('A5').effects), 'ana', 0).followUps.map((f) => f.kind),
    ).toEqual(['crawl']);
    const c7 = applyEventEffects(party(), plain(event('C7').effects), 'ana', 0);
    expect(c7.followUps).toEqual([{ kind: 'start-line', name: "Pip's map", start: '3BM' }]);
    expect(readVariable(c7.target.cgm, 0, 'K')).toBe(1);
  });
});

describe('§4 attribute checks in events', () => {
  it('B9: the Leader’s d6 + Charisma against 8, with its exact odds, and each outcome’s effects', () => {
    const check = event('B9').effects[0];
    if (check?.kind !== 'check') throw new Error('B9 starts with a check');
    const ana = party().crew[0];
    if (ana === undefined) throw new Error('no Ana');
    const need = eventCheckNeed(check, ana);
    // Charisma 3: a 5 or 6 reaches 8.
    expect(need.odds).toBeCloseTo(2 / 6, 10);
    expect(need.rule).toBe('kraken.attribute-check');
    expect(need.who).toBe('Ana');
    expect(eventCheckOutcome(check, ana, 5)).toEqual([]);
    expect(eventCheckOutcome(check, ana, 4)).toEqual([{ kind: 'credits', amount: -15 }]);
  });
});

describe('§4 the Leader', () => {
  it('must be a conscious member of the crew', () => {
    const t = party();
    expect(leaderRefusal(t.crew, 'ana')).toBeNull();
    expect(leaderRefusal(t.crew, 'cy')).toMatch(/Cy is killed and cannot lead/);
    expect(leaderRefusal(t.crew, 'zed')).toMatch(/must be one of your crew/);
  });
});
