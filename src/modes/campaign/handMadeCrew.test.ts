import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { Session } from '../../game/session';
import { loadGame, saveOf, type PackLookup } from '../../game/loadGame';
import { MODES } from '../headless';
import {
  campaignInput,
  crewTraitOf,
  customDraft,
  defaultChoices,
  pieceOf,
  stepProblems,
  type CampaignChoices,
} from './campaignInput';
import type { CrewDraft, Piece } from '../../rules/kraken/campaign/crewSheet';
import type { CrewTrait } from '../../rules/kraken/crew/crew';
import { campaignMode } from './mode';
import krakenRules from '../../../assets/rules/kraken.json';

/**
 * Space Kraken §3 a crew made by hand (issue 28 item 3), through the engine a player uses: the wizard's
 * choices, the campaign input the mode validates, the session that starts from it.
 */

const pack = samplePack();
const need = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`no ${what}`);
  return v;
};
const trait = (id: string): CrewTrait => need(crewTraitOf(pack, id), id);
const piece = (id: string): Piece => need(pieceOf(pack, id), id);

function handMade(): CrewDraft[] {
  const a = customDraft([], 'Nova Reyes');
  const nova: CrewDraft = {
    ...a,
    attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 3, melee: 1 },
    traits: [trait('steady-hands'), trait('loud-boots')],
    gear: [piece('rivet-pistol'), piece('padded-vest')],
  };
  const b = customDraft([nova], 'Ilse Kade');
  const ilse: CrewDraft = {
    ...b,
    attributes: { agility: 2, strength: 2, tech: 4, charisma: 4, ranged: 2, melee: 2 },
    traits: [trait('psi-sensitive'), trait('shallow-breather')],
    gear: [piece('shock-baton')],
  };
  const c = customDraft([nova, ilse], 'Oto Brand');
  const oto: CrewDraft = {
    ...c,
    attributes: { agility: 2, strength: 6, tech: 1, charisma: 1, ranged: 1, melee: 5 },
    traits: [],
    gear: [piece('pry-bar')],
  };
  return [nova, ilse, oto];
}

const choicesOf = (over: Partial<CampaignChoices> = {}): CampaignChoices => ({
  ...defaultChoices(pack),
  crew: handMade(),
  storage: [piece('spare-tank')],
  ...over,
});

describe('§3 a crew made by hand starts a campaign', () => {
  it('the default ship (Tin Kettle, Teleporter, Primary Shields, Laser: 65¢) leaves 35¢; the gear and the storage take 28¢', () => {
    const built = campaignInput(pack, choicesOf());
    if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
    const session = Session.start(
      campaignMode,
      { mode: 'kraken-campaign', seed: 'hand-made', input: built.input },
      'digital',
    );
    const campaign = session.getSnapshot().context.turn.campaign;
    expect(campaign.crew.map((c) => [c.name, c.level, c.hp, c.psi?.level ?? 0])).toEqual([
      ['Nova Reyes', 1, 8, 0],
      ['Ilse Kade', 1, 4, 1],
      ['Oto Brand', 1, 12, 0],
    ]);
    expect(campaign.credits).toBe(100 - 65 - 4 - 4 - 8 - 4 - 8);
    expect(campaign.storage.map((s) => (s.kind === 'item' ? s.item.name : s.kind))).toEqual(['Spare Tank']);
    // The save carries the hand-made sheet and its storage, and loads back through the loader a player uses.
    const stamp = { id: 'sample', version: '1', hash: 'h' };
    const packs: PackLookup = { lookup: (id) => (id === stamp.id ? stamp : undefined) };
    const loaded = loadGame(JSON.stringify(saveOf(session, stamp)), MODES, packs);
    if (!loaded.ok) throw new Error(loaded.error);
    const again = (loaded.session as typeof session).getSnapshot().context.turn.campaign;
    expect(again.crew.map((c) => c.name)).toEqual(['Nova Reyes', 'Ilse Kade', 'Oto Brand']);
    expect(again.storage).toHaveLength(1);
  });

  it('each step refuses what the book refuses, and the campaign does not start until it is fixed', () => {
    const [nova, ilse, oto] = handMade();
    if (nova === undefined || ilse === undefined || oto === undefined) throw new Error('three crew');
    // 17 points on Nova, Oto's Hothead (−1) unpaid, Ilse and Oto both with PSI.
    const broken = choicesOf({
      crew: [
        { ...nova, attributes: { ...nova.attributes, melee: 2 } },
        ilse,
        { ...oto, traits: [trait('hothead'), trait('psi-sensitive')] },
      ],
    });
    const steps = stepProblems(pack, broken);
    expect(steps.attributes.map((p) => p.rule)).toEqual(['kraken.crew-setup']);
    expect(steps.traits.map((p) => p.message)).toEqual([
      "Oto Brand's trait values add up to +1; a new crew member's must add up to 0.",
      'Ilse Kade and Oto Brand all have the PSI trait; only one crew member may.',
    ]);
    const refused = campaignInput(pack, broken);
    expect(refused.ok).toBe(false);
    // Every refusal names a rule the rules reference holds.
    const known = new Set(krakenRules.map((e) => e.id));
    const named = Object.values(steps).flatMap((ps) => ps.map((p) => p.rule));
    expect(named.length).toBeGreaterThan(2);
    for (const rule of named) expect(known.has(rule), rule).toBe(true);
    expect(campaignInput(pack, choicesOf()).ok).toBe(true);
  });
  it('the attributes step refuses a Strength that leaves the gear more than 2 pieces too heavy (§4 Overload)', () => {
    const [nova, ilse, oto] = handMade();
    if (nova === undefined || ilse === undefined || oto === undefined) throw new Error('three crew');
    // Oto carries five pieces; Strength 6 carries 5 (two hands, three backpack places).
    const gear = ['pry-bar', 'padded-vest', 'patch-kit', 'ration-bar', 'worry-stone'].map(piece);
    // Each Strength point taken goes to Melee, then Tech: 16 points placed.
    const at = (strength: number) => {
      const moved = 6 - strength;
      const melee = Math.min(8, 5 + moved);
      const tech = 1 + moved - (melee - 5);
      const attributes = { ...oto.attributes, strength, melee, tech };
      return stepProblems(pack, choicesOf({ crew: [nova, ilse, { ...oto, gear, attributes }] })).attributes;
    };
    expect(at(6)).toEqual([]);
    // Strength 2 carries 3: two over is overload, allowed with its penalties, and only noted.
    expect(at(2).map((p) => [p.severity, p.rule])).toEqual([['note', 'kraken.overload']]);
    // Strength 1 carries 2: three over is refused, naming the rule.
    const refused = at(1).filter((p) => p.severity === 'illegal');
    expect(refused.map((p) => p.rule)).toEqual(['kraken.overload']);
    expect(refused[0]?.message).toBe(
      'Oto Brand carries 5 pieces and Strength 1 carries 2 without overload: 3 over is more than the 2 allowed.',
    );
  });
});
