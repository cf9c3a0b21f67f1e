import type { FightEstimate } from '../../../src/rules/kraken/simulate/simulate';
import type { OddsPageResult } from './oddsPageKit';
import { sampleFight } from '../../../src/rules/kraken/simulate/simulate.testkit';
import { estimateInWorker } from '../../../src/workers/fightOdds';
import { measureOdds } from './oddsPageKit';

/**
 * The browser half of `npm run bench -- fight-odds`, served by Vite at /scripts/bench/fight-odds.html: the
 * sample fight estimated in the fight-odds worker (see oddsPageKit.ts). Result: `window.__fightOdds`.
 */

export type FightOddsPageResult = OddsPageResult<FightEstimate>;

declare global {
  interface Window {
    __fightOdds?: FightOddsPageResult | { error: string };
  }
}

measureOdds(estimateInWorker, sampleFight(), 'fight-odds-bench').then(
  (result) => {
    window.__fightOdds = result;
  },
  (error: unknown) => {
    window.__fightOdds = { error: error instanceof Error ? error.message : String(error) };
  },
);
