import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { loadGame, saveOf, type PackLookup } from '../../game/loadGame';
import { gameOfSession, loadOverRefusal } from '../../game/saveRule';
import { Session } from '../../game/session';
import { MODES } from '../headless';
import type { CampaignDifficulty } from '../../rules/tilemap/types';
import { dungeonMode } from '../dungeon/mode';
import { quickCrawlInput } from '../dungeon/quickCrawl';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode } from './mode';

/**
 * kraken.saving-loading through the session and the loader a player uses: a Real Life or Hardcore campaign
 * keeps no save slots, takes no older save of itself loaded over it and cannot be taken back, while its
 * autosave (a save file of the game as it stands) still loads; Just a Simulation, Adventurer, a practice
 * campaign and the other modes are unchanged.
 */

const pack = samplePack();
const stamp = { id: 'sample', version: '1', hash: 'h' };
const packs: PackLookup = { lookup: (id) => (id === stamp.id ? stamp : undefined) };

function campaign(difficulty: CampaignDifficulty, practice = false, seed = 'saving') {
  const built = campaignInput(pack, { ...defaultChoices(pack), difficulty, practice });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  return Session.start(campaignMode, { mode: campaignMode.id, seed, input: built.input }, 'digital');
}

/** Takes `n` decisions: the first offered choice the game accepts (dice roll digitally). */
function play(session: Session<typeof campaignMode.machine>, n: number): void {
  for (let i = 0; i < n; i++) {
    const offer = session.choices()[0];
    if (offer === undefined) throw new Error('nothing to choose');
    expect(session.send(offer.event).ok).toBe(true);
  }
}

describe('kraken.saving-loading by difficulty', () => {
  it('Real Life and Hardcore: no save slot, no undo, each refusal naming the rule', () => {
    for (const difficulty of ['real-life', 'hardcore'] as const) {
      const session = campaign(difficulty);
      play(session, 2);
      const name = difficulty === 'hardcore' ? 'Hardcore' : 'Real Life';
      expect(session.saveRefusal).toMatch(new RegExp(`^Saving and loading: a ${name} campaign has no save`));
      expect(session.canUndo).toBe(false);
      expect(session.undoRefusal).toBe(session.saveRefusal);
      expect(session.undo()).toBe(false);
      expect(session.log.filter((e) => e.kind === 'decision')).toHaveLength(2);
    }
  });

  it('Hardcore: an older save of the campaign is refused over it; the save as it stands (the autosave) loads', () => {
    const session = campaign('hardcore');
    play(session, 1);
    const older = JSON.stringify(saveOf(session, stamp));
    play(session, 1);
    const loaded = loadGame(older, MODES, packs);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loadOverRefusal(loaded.session, gameOfSession(session))).toMatch(
      /^This is an earlier point of the game in progress\. Saving and loading: a Hardcore campaign/,
    );
    // The autosave is the table left as it is: closing the tab and coming back is no load.
    const autosave = loadGame(JSON.stringify(saveOf(session, stamp)), MODES, packs);
    if (!autosave.ok) throw new Error(autosave.error);
    expect(loadOverRefusal(autosave.session, gameOfSession(session))).toBeNull();
    expect(loadOverRefusal(autosave.session, undefined)).toBeNull();
    // Reading: a backup that carries the game on (another device played further) loads; so does another game.
    const behind = loadGame(older, MODES, packs);
    if (!behind.ok) throw new Error(behind.error);
    expect(loadOverRefusal(autosave.session, gameOfSession(behind.session))).toBeNull();
    const other = campaign('hardcore', false, 'another');
    expect(loadOverRefusal(loaded.session, gameOfSession(other))).toBeNull();
  });

  it('a save that branched off the game (same seed, other decisions) is refused too', () => {
    const session = campaign('real-life');
    play(session, 1);
    const branch = campaign('real-life');
    const offers = branch.choices();
    const other = offers[offers.length - 1];
    if (other === undefined || offers.length < 2) throw new Error('one choice only');
    expect(branch.send(other.event).ok).toBe(true);
    const loaded = loadGame(JSON.stringify(saveOf(branch, stamp)), MODES, packs);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loadOverRefusal(loaded.session, gameOfSession(session))).toMatch(/Real Life campaign/);
  });

  it('Adventurer, Just a Simulation and a practice Hardcore campaign save and load as before', () => {
    for (const [difficulty, practice] of [
      ['adventurer', false],
      ['just-a-simulation', false],
      ['hardcore', true],
    ] as const) {
      const session = campaign(difficulty, practice);
      play(session, 1);
      const older = JSON.stringify(saveOf(session, stamp));
      play(session, 1);
      expect(session.saveRefusal).toBeNull();
      const loaded = loadGame(older, MODES, packs);
      if (!loaded.ok) throw new Error(loaded.error);
      expect(loadOverRefusal(loaded.session, gameOfSession(session))).toBeNull();
    }
    // Just a Simulation loads at the start of each turn: undo works on the ship, as before.
    const sim = campaign('just-a-simulation');
    play(sim, 1);
    expect(sim.canUndo).toBe(true);
  });

  it('other modes keep their saves: the Quick crawl has no save rule', () => {
    const built = quickCrawlInput(pack);
    if (!built.ok) throw new Error(built.reason);
    const session = Session.start(
      dungeonMode,
      { mode: dungeonMode.id, seed: 'c', input: built.input },
      'digital',
    );
    expect(session.saveRefusal).toBeNull();
  });
});
