import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import { crewMemberFromPack } from '../../../modes/dungeon/crewFromPack';
import type { CrewMember } from '../crew';
import {
  campaignInvariants,
  campaignOutcome,
  finalScore,
  newCampaign,
  recoverCampaign,
} from './campaignState';
import type { CampaignSetup } from './setup';

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
    lineSet,
  };
}

describe('a Space Kraken campaign between its steps', () => {
  it('starts at turn 1 with the line set on the tracker, what is left of 100¢ and 25 oxygen', () => {
    const c = newCampaign(setup());
    expect(c.turn).toBe(1);
    expect(c.credits).toBe(70);
    expect(c.oxygen).toBe(25);
    expect(c.cgm.lines.slice(0, 3).map((l) => l?.at)).toEqual(['1BA', '2BA', '3BA']);
    expect(campaignInvariants(c)).toEqual([]);
    expect(campaignOutcome(c)).toBeNull();
  });

  it('is won when a line declares victory, scored by surviving levels × the difficulty (Real Life doubles)', () => {
    const c = newCampaign(setup());
    const won = {
      ...c,
      victory: 'The Lantern comes home.',
      crew: c.crew.map((m, i) => (i === 2 ? { ...m, hp: 0, condition: 'killed' as const } : m)),
    };
    expect(campaignOutcome(won)).toBe('victory');
    expect(finalScore(won)).toBe(4);
    expect(finalScore({ ...won, practice: true })).toBeNull();
  });

  it('is lost when every crew member is dead', () => {
    const c = newCampaign(setup());
    expect(
      campaignOutcome({ ...c, crew: c.crew.map((m) => ({ ...m, hp: 0, condition: 'killed' as const })) }),
    ).toBe('defeat');
  });

  it('Recovery: +3 HP, the unconscious to 3 HP, the dead stay dead, oxygen refilled', () => {
    const c = newCampaign(setup());
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
    expect(campaignInvariants(r)).toEqual([]);
  });

  it('names what breaks its invariants', () => {
    const c = newCampaign(setup());
    expect(campaignInvariants({ ...c, credits: -5, oxygen: 99, turn: 0 })).toEqual([
      'Credits are -5.',
      `Oxygen is 99 of ${c.oxygenCapacity}.`,
      'The turn is 0.',
    ]);
  });
});
