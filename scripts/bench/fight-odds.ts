/**
 * Fight-odds bench: the "odds of the whole fight" estimator must simulate 10 000 ground combats in at most
 * 400 ms in one worker (issue 13), while the main thread never runs a task over 50 ms. The sample fight is
 * three crew against a primary and two minions (`simulateFixtures.ts`). See scripts/lib/oddsBench.ts for
 * what is measured and how (medians of 5 runs in Node and in a real worker in Chromium, the reference
 * simulator timed in the same run).
 */
import type { FightEstimate } from '../../src/rules/kraken/simulate/simulate';
import {
  estimateFromTally,
  startTally,
  tallyFights,
  tallyFightsReference,
} from '../../src/rules/kraken/simulate/simulate';
import { sampleFight } from '../../src/rules/kraken/simulate/simulate.testkit';
import { runOddsBench } from '../lib/oddsBench';

await runOddsBench({
  name: 'fight-odds',
  page: 'fight-odds.html',
  global: '__fightOdds',
  state: sampleFight(),
  seed: 'fight-odds-bench',
  runs: 10_000,
  referenceRuns: 500,
  repeats: 5,
  budgetMs: 400,
  start: startTally,
  tally: (state, tally, runs) => tallyFights(state, tally, runs),
  reference: (state, tally, runs) => tallyFightsReference(state, tally, runs),
  estimate: estimateFromTally,
  describe: (e: FightEstimate) =>
    `win ${e.win}, lose ${e.lose} (capped ${e.capped}), escape ${e.escape}, ` +
    `crew member killed ${e.loseCrewMember}, HP lost ${e.expectedHpLost}, turns ${e.meanTurns}`,
});
