import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import { crewMemberFromPack } from '../../../modes/dungeon/crewFromPack';
import { crewMaxHp, type CrewMember } from '../crew/crew';
import {
  campaignInvariants,
  campaignOutcome,
  finalScore,
  newCampaign,
  recoverCampaign,
} from './campaignState';
import type { CampaignSetup } from './setup';
import { catalogue, KETTLE, printed } from '../ship/testkit';

const ships = catalogue();

const pack = samplePack();

function member(id: string): CrewMember {
  const m = crewMemberFromPack(pack, id);
  if (typeof m === 'string') throw new Error(m);
  return m;
}
function setup(): CampaignSetup {
  const backstory = pack.backstories.get('sample-backstory-salvagers');
  const lineSet = pack.lineSets.get('sample-lantern-lines');
  if (backstory === undefined || lineSet === undefined) throw new Error('sample campaign content');
  return {
    difficulty: 'real-life',
    backstory,
    achievements: [],
    crew: ['ada-voss', 'brann-okafor', 'cleo-marsh'].map((id) => ({ member: member(id), template: { id } })),
    purchases: [{ what: 'starting gear', price: 30 }],
    ship: {
      hullId: KETTLE,
      systems: [
        { systemId: 'teleporter', box: printed(0) },
        { systemId: 'med-bay', box: printed(1) },
      ],
    },
    lineSet,
  };
}

describe('a Space Kraken campaign between its steps', () => {
  it('starts at turn 1 with the line set on the tracker, the ship bought, what is left of 100¢ and 25 oxygen', () => {
    const c = newCampaign(setup(), ships);
    expect(c.turn).toBe(1);
    // 100¢ − 40¢ Tin Kettle − 10¢ Teleporter − 10¢ Med Bay − 30¢ of gear.
    expect(c.credits).toBe(10);
    expect(c.ship.fitted.map((f) => f.systemId)).toEqual(['teleporter', 'med-bay']);
    expect(c.storage).toEqual([]);
    expect(c.shipDestroyed).toBe(false);
    expect(c.oxygen).toBe(25);
    expect(c.cgm.lines.slice(0, 3).map((l) => l?.at)).toEqual(['1BA', '2BA', '3BA']);
    expect(campaignInvariants(c, ships)).toEqual([]);
    expect(campaignOutcome(c)).toBeNull();
  });

  it('is won when a line declares victory, scored by surviving levels × the difficulty (Real Life doubles)', () => {
    const c = newCampaign(setup(), ships);
    const won = {
      ...c,
      victory: 'The Lantern comes home.',
      crew: c.crew.map((m, i) => (i === 2 ? { ...m, hp: 0, condition: 'killed' as const } : m)),
    };
    expect(campaignOutcome(won)).toBe('victory');
    expect(finalScore(won)).toBe(4);
    expect(finalScore({ ...won, practice: true })).toBeNull();
  });

  it('is lost when every crew member is dead, or when the ship is destroyed (§3.9)', () => {
    const c = newCampaign(setup(), ships);
    expect(
      campaignOutcome({ ...c, crew: c.crew.map((m) => ({ ...m, hp: 0, condition: 'killed' as const })) }),
    ).toBe('defeat');
    expect(campaignOutcome({ ...c, shipDestroyed: true })).toBe('defeat');
  });

  it('Recovery: +3 HP, the unconscious to 3 HP, the dead stay dead, oxygen refilled', () => {
    const c = newCampaign(setup(), ships);
    const [a, b, d] = c.crew;
    if (a === undefined || b === undefined || d === undefined) throw new Error('three crew');
    const hurt = {
      ...c,
      oxygen: 4,
      crew: [
        { ...a, hp: 1 },
        { ...b, hp: 0, condition: 'unconscious' as const },
        { ...d, hp: 0, condition: 'killed' as const },
      ],
    };
    const r = recoverCampaign(hurt);
    expect(r.crew.map((m) => [m.hp, m.condition])).toEqual([
      [4, 'conscious'],
      [3, 'conscious'],
      [0, 'killed'],
    ]);
    expect(r.oxygen).toBe(r.oxygenCapacity);
    expect(campaignInvariants(r, ships)).toEqual([]);
  });

  it('§5 Recovery with a Med Bay (+3) or both bays (+6): the conscious heal on top, the unconscious wake at 3 HP', () => {
    const c = newCampaign(setup(), ships);
    const [a, b] = c.crew;
    if (a === undefined || b === undefined) throw new Error('two crew');
    const hurt = {
      ...c,
      crew: [
        { ...a, hp: 1 },
        { ...b, hp: 0, condition: 'unconscious' as const },
      ],
    };
    for (const bonus of [3, 6]) {
      const r = recoverCampaign(hurt, bonus);
      expect(r.crew.map((m) => [m.hp, m.condition])).toEqual([
        [Math.min(crewMaxHp(a), 1 + 3 + bonus), 'conscious'],
        [3, 'conscious'],
      ]);
    }
  });

  it('names what breaks its invariants', () => {
    const c = newCampaign(setup(), ships);
    expect(campaignInvariants({ ...c, credits: -5, oxygen: 99, turn: 0 }, ships)).toEqual([
      'Credits are -5.',
      `Oxygen is 99 of ${c.oxygenCapacity}.`,
      'The turn is 0.',
    ]);
  });
});
