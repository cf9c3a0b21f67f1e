/**
 * Space-odds bench: the "odds of the whole space combat" estimator must simulate 10 000 space combats in at
 * most 500 ms in one worker (issue 16), while the main thread never runs a task over 50 ms. The sample combat
 * is four crew, a shielded ship with two Lasers and a Missile rack against a Pirate Skiff, a Mine and a
 * Frigate, two objectives and a timeline (`rules/kraken/simulate/space/simulate.testkit.ts`). See
 * scripts/lib/oddsBench.ts for what is measured and how (medians of 5 runs in Node and in a real worker in
 * Chromium, the reference simulator timed in the same run).
 */
import type { SpaceEstimate } from '../../src/rules/kraken/simulate/space/simulate';
import {
  spaceEstimateFromTally,
  startSpaceTally,
  tallySpaceCombats,
  tallySpaceCombatsReference,
} from '../../src/rules/kraken/simulate/space/simulate';
import { sampleSpaceCombat } from '../../src/rules/kraken/simulate/space/simulate.testkit';
import { runOddsBench } from '../lib/oddsBench';

await runOddsBench({
  name: 'space-odds',
  page: 'space-odds.html',
  global: '__spaceOdds',
  state: sampleSpaceCombat(),
  seed: 'space-odds-bench',
  runs: 10_000,
  referenceRuns: 1_000,
  repeats: 5,
  budgetMs: 500,
  start: startSpaceTally,
  tally: (state, tally, runs) => tallySpaceCombats(state, tally, runs),
  reference: (state, tally, runs) => tallySpaceCombatsReference(state, tally, runs),
  estimate: spaceEstimateFromTally,
  describe: (e: SpaceEstimate) =>
    `win ${e.win}, escaped ${e.escaped}, retreated ${e.retreated}, lost ${e.lost} ` +
    `(capped ${e.capped}), SP left ${e.expectedSpLeft}, turns ${e.meanTurns}`,
});
