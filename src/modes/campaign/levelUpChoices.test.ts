import { describe, expect, it } from 'vitest';
import { decide, sampleCampaign, standAt, turnOf } from '../../../machines/kraken/campaign/campaign.testkit';
import { turnChoices } from './choices';
import type { CampaignTurn } from '../../rules/kraken/campaign/turn.types';

/**
 * The campaign's level up as the player is offered it (Space Kraken §14 Level Up, kraken.level-up): every
 * gain, its XP shown before it is chosen, grouped by member, then as a hire's gain step groups them.
 */

const { input, first } = sampleCampaign();

function onShip(xp: number) {
  const turn: CampaignTurn = { ...first, campaign: { ...first.campaign, xp } };
  return standAt(input, turn, { construction: 'choosing' });
}

const levelUps = (at: ReturnType<typeof onShip>) =>
  turnChoices(at.context, 'construction').filter((c) => c.event.type === 'crew.levelUp');

describe('level up on the ship: every gain the book allows, with its XP', () => {
  it('at 4 XP: attributes and trait pairs (grouped under their positive trait), no two-level trait yet', () => {
    const ada = levelUps(onShip(4)).filter((c) => c.group?.[1] === 'Ada Voss');
    expect(ada.find((c) => c.id === 'level:ada-voss:agility')?.cost).toBe('4 XP');
    const pairs = ada.filter((c) => c.group?.[2] === 'Trait pair');
    expect(pairs.length).toBeGreaterThan(0);
    expect(new Set(pairs.map((c) => c.group?.[3])).size).toBeGreaterThan(1);
    expect(pairs.every((c) => c.cost === '4 XP')).toBe(true);
    expect(ada.some((c) => c.group?.[2] === 'Positive trait (two Levels)')).toBe(false);
  });

  it('at 13 XP a positive trait for two levels costs both squares (4 + 9), and the click takes it', () => {
    const at = onShip(13);
    const steady = levelUps(at).find((c) => c.id === 'level:ada-voss:trait:steady-hands');
    expect(steady?.cost).toBe('13 XP');
    expect(steady?.label).toMatch(/levels 2 and 3: Steady Hands for 13 XP/);
    if (steady === undefined) throw new Error('no two-level trait offered');
    const after = turnOf(decide(at, steady.event));
    const ada = after.campaign.crew.find((m) => m.id === 'ada-voss');
    expect(ada?.level).toBe(3);
    expect(ada?.traits.map((t) => t.name)).toContain('Steady Hands');
    expect(after.campaign.xp).toBe(0);
  });
});
