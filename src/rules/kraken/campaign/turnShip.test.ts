import { describe, expect, it } from 'vitest';
import { printed } from '../ship/testkit';
import { storyParty, turnNeed, turnRefusal, turnPlace } from './turn';
import {
  sampleCampaign,
  decide,
  finish,
  roll,
  standAt,
  turnOf,
  withTurn,
  type CampaignAt,
} from '../../../../machines/kraken/campaign/campaign.testkit';
import type { CampaignTurn } from './turn.types';

/**
 * Phase 2, ship construction, through the turn a player drives (Space Kraken §7): the sample campaign's
 * default crew (Ada Voss Tech 4, Brann Okafor Tech 1, Cleo Marsh Tech 2) and ship (a Tin Kettle with a
 * Teleporter, Primary Shields and a Laser).
 */

const { content, input, first } = sampleCampaign();

/** Phase 1's story lines done with nothing owed: the machine opens phase 2 (with `credits`, if given). */
function phase2(turn: CampaignTurn, credits?: number): CampaignAt {
  const at = finish(standAt(input, turn, { story: 'lines' }), 'storyPhase', {
    party: storyParty(turn),
    skips: turn.campaign.skips,
    followUps: [],
    notes: [],
  });
  const t = turnOf(at);
  return credits === undefined ? at : withTurn(at, { ...t, campaign: { ...t.campaign, credits } });
}

/** On to the next turn's phase 2: phase 3 skipped, the Recovery after phase 5 passed, as the chart goes. */
function nextPhase2(at: CampaignAt): CampaignAt {
  let t = decide(at, { type: 'construction.pass' });
  t = decide(t, { type: 'free.skip' });
  if (t.matches({ questTimer: 'recovery' })) t = decide(t, { type: 'recovery.pass' });
  expect(t.value).toEqual({ story: 'lines' });
  return phase2(turnOf(t));
}

const ENGINES = { systemId: 'maneuver-engines', box: printed(5) } as const;

describe('phase 2: ship construction', () => {
  it('the sample campaign starts with its ship bought: 100 − 40 hull − 25 systems − 32 gear = 3¢', () => {
    expect(first.campaign.ship.fitted.map((f) => f.systemId)).toEqual([
      'teleporter',
      'primary-shields',
      'laser',
    ]);
    expect(first.campaign.credits).toBe(3);
  });

  it('refuses a build by its rule: 1 to 3 builders, the box its sheet prints, a conscious builder', () => {
    const t = phase2(first);
    const build = (over: object) =>
      turnRefusal(
        turnOf(t),
        { type: 'construction.build', ...ENGINES, builders: ['ada-voss'], turns: 1, ...over },
        content,
      );
    expect(build({ builders: [] })).toMatch(/1 to 3 crew members.*kraken.ship-construction/);
    expect(build({ builders: ['ada-voss', 'brann-okafor', 'cleo-marsh', 'ada-voss'] })).toMatch(/1 to 3/);
    expect(build({ box: printed(4) })).toMatch(/printed for Combat Bridge.*kraken.ship-systems/);
    const knocked = {
      ...turnOf(t),
      campaign: {
        ...turnOf(t).campaign,
        crew: turnOf(t).campaign.crew.map((m) =>
          m.id === 'ada-voss' ? { ...m, hp: 0, condition: 'unconscious' as const } : m,
        ),
      },
    };
    expect(
      turnRefusal(
        knocked,
        { type: 'construction.build', ...ENGINES, builders: ['ada-voss'], turns: 1 },
        content,
      ),
    ).toMatch(/unconscious and cannot build/);
    expect(build({})).toBeNull();
  });

  it('Σ(d6 + Tech), doubled for two turns, comes off the price; paid when done, at the second phase 2 after', () => {
    let t = phase2(first, 50);
    t = decide(t, {
      type: 'construction.build',
      ...ENGINES,
      builders: ['ada-voss', 'brann-okafor'],
      turns: 2,
    });
    expect(turnPlace(turnOf(t), content)).toBe('builder');
    expect(turnNeed(turnOf(t), content)?.purpose).toBe('Ada Voss: a d6, plus Tech 4, off the price');
    t = roll(t, [3]);
    expect(turnNeed(turnOf(t), content)?.purpose).toBe('Brann Okafor: a d6, plus Tech 1, off the price');
    t = roll(t, [2]);
    // (3 + 4) + (2 + 1) = 10, doubled: 20 off the 30¢ Maneuver Engines.
    expect(turnOf(t).campaign.construction).toMatchObject({
      what: 'Maneuver Engines',
      price: 30,
      discount: 20,
      turnsLeft: 2,
    });
    expect(turnOf(t).campaign.credits).toBe(50);
    // The builders stay aboard: a landing takes the others only.
    t = nextPhase2(t);
    expect(turnOf(t).campaign.construction?.turnsLeft).toBe(1);
    expect(turnOf(t).campaign.credits).toBe(50);
    t = nextPhase2(t);
    expect(turnOf(t).campaign.construction).toBeNull();
    expect(turnOf(t).campaign.credits).toBe(40);
    expect(
      turnOf(t).campaign.ship.fitted.some((f) => f.systemId === 'maneuver-engines' && f.box.index === 5),
    ).toBe(true);
    expect(
      turnOf(t).journal.some((n) => n.kind === 'construction' && n.step === 'done' && n.cost === 10),
    ).toBe(true);
  });

  it('a build that cannot be paid when done fails (nothing taken, nothing fitted); a cancel refunds nothing', () => {
    let t = phase2(first, 3);
    t = decide(t, { type: 'construction.build', ...ENGINES, builders: ['brann-okafor'], turns: 1 });
    t = roll(t, [1]);
    // 30 − (1 + 1) = 28¢ due next phase 2; the crew has 3¢.
    expect(turnOf(t).campaign.construction?.discount).toBe(2);
    t = nextPhase2(t);
    expect(turnOf(t).campaign.construction).toBeNull();
    expect(turnOf(t).campaign.credits).toBe(3);
    expect(turnOf(t).campaign.ship.fitted.some((f) => f.systemId === 'maneuver-engines')).toBe(false);
    expect(
      turnOf(t).journal.some((n) => n.kind === 'construction' && n.step === 'failed' && n.cost === 28),
    ).toBe(true);
    t = decide(t, { type: 'construction.build', ...ENGINES, builders: ['brann-okafor'], turns: 1 });
    t = roll(t, [6]);
    t = decide(t, { type: 'construction.cancel' });
    expect(turnOf(t).campaign.construction).toBeNull();
    expect(turnOf(t).campaign.credits).toBe(3);
  });

  it('buys a system outright (fitted at once), never into a box a build keeps, and sells one for half', () => {
    let t = phase2(first, 20);
    t = decide(t, { type: 'construction.buy', systemId: 'laser', box: printed(12) });
    expect(turnOf(t).campaign.credits).toBe(15);
    expect(turnOf(t).campaign.ship.fitted.filter((f) => f.systemId === 'laser')).toHaveLength(2);
    t = decide(t, { type: 'construction.build', ...ENGINES, builders: ['ada-voss'], turns: 1 });
    t = roll(t, [4]);
    expect(turnRefusal(turnOf(t), { type: 'construction.buy', ...ENGINES }, content)).toMatch(
      /being built into that box/,
    );
    const teleporter = turnOf(t).campaign.ship.fitted.find((f) => f.systemId === 'teleporter');
    t = decide(t, { type: 'construction.sell', fittedId: teleporter?.id ?? '' });
    // Half of the 10¢ Teleporter.
    expect(turnOf(t).campaign.credits).toBe(20);
    expect(turnOf(t).campaign.ship.fitted.some((f) => f.systemId === 'teleporter')).toBe(false);
  });

  it('opens by mending damaged systems and erasing destroyed ones from the sheet', () => {
    const [a, b] = first.campaign.ship.fitted;
    if (a === undefined || b === undefined) throw new Error('fitted');
    const battered: CampaignTurn = {
      ...first,
      campaign: {
        ...first.campaign,
        ship: { ...first.campaign.ship, fitted: [{ ...a, damaged: true }, b] },
        destroyedSystems: [{ systemId: 'laser', box: printed(11) }],
      },
    };
    const t = phase2(battered);
    expect(turnOf(t).campaign.ship.fitted.every((f) => !f.damaged)).toBe(true);
    expect(turnOf(t).campaign.destroyedSystems).toEqual([]);
    expect(turnOf(t).journal.filter((n) => n.kind === 'ship-repaired' || n.kind === 'ship-erased')).toEqual([
      { kind: 'ship-repaired', systems: 1 },
      { kind: 'ship-erased', systems: ['Laser'] },
    ]);
  });
});
