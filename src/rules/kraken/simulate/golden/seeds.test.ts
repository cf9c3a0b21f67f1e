import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../../content/testSample';
import { shipCatalogue } from '../../ship/state';
import { TEST_CATALOGUE } from '../../space/combat.testkit';
import { startTally, tallyFights, tallyFightsReference } from '../simulate';
import { sampleFight } from '../simulate.testkit';
import { fightContentOf, randomFight, randomPolicy } from '../simulateFast.testkit';
import { startSpaceTally, tallySpaceCombats, tallySpaceCombatsReference } from '../space/simulate';
import { sampleSpaceCombat } from '../space/simulate.testkit';
import { randomSpaceCombat } from '../space/simulateFast.testkit';

/**
 * The odds simulators' figures for fixed seeds, recorded before the simulators shared code with the play
 * code (issue 27): any refactor must leave every tally — counts, sums and the RNG state after the last die —
 * exactly as recorded in `seeds.golden.json`. Both the fast simulators (what the estimates run on) and the
 * reference ones (the kernel played by the policy) are held to it.
 */

const SEEDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'] as const;
const pack = samplePack();
const content = fightContentOf(pack);
const enemies = [...pack.enemies.values()];
const catalogues = [TEST_CATALOGUE, shipCatalogue(pack)];

function groundFigures(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const sample = sampleFight();
  SEEDS.forEach((seed, i) => {
    out[`sample fast ${seed}`] = tallyFights(sample, startTally(seed), 200);
    out[`sample reference ${seed}`] = tallyFightsReference(sample, startTally(seed), 20);
    const enemy = enemies[i % enemies.length];
    if (enemy === undefined) throw new Error('The sample pack has no enemy.');
    const state = randomFight(seed, content, enemy);
    const policy = randomPolicy(seed);
    out[`random fast ${seed}`] = tallyFights(state, startTally(seed), 100, policy);
    out[`random reference ${seed}`] = tallyFightsReference(state, startTally(seed), 10, policy);
  });
  return out;
}

function spaceFigures(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const sample = sampleSpaceCombat();
  SEEDS.forEach((seed, i) => {
    out[`sample fast ${seed}`] = tallySpaceCombats(sample, startSpaceTally(seed), 100);
    out[`sample reference ${seed}`] = tallySpaceCombatsReference(sample, startSpaceTally(seed), 10);
    const catalogue = catalogues[i % catalogues.length];
    if (catalogue === undefined) throw new Error('No ship catalogue.');
    const state = randomSpaceCombat(seed, catalogue);
    out[`random fast ${seed}`] = tallySpaceCombats(state, startSpaceTally(seed), 100);
    out[`random reference ${seed}`] = tallySpaceCombatsReference(state, startSpaceTally(seed), 10);
  });
  return out;
}

describe('odds simulators for fixed seeds', () => {
  it('the fight odds are the recorded ones', { timeout: 120_000 }, async () => {
    await expect(`${JSON.stringify(groundFigures(), null, 2)}\n`).toMatchFileSnapshot('./ground.golden.json');
  });

  it('the space-combat odds are the recorded ones', { timeout: 120_000 }, async () => {
    await expect(`${JSON.stringify(spaceFigures(), null, 2)}\n`).toMatchFileSnapshot('./space.golden.json');
  });
});
