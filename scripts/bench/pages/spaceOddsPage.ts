import type { SpaceEstimate } from '../../../src/rules/kraken/simulate/space/simulate';
import type { OddsPageResult } from './oddsPageKit';
import { sampleSpaceCombat } from '../../../src/rules/kraken/simulate/space/simulate.testkit';
import { estimateSpaceInWorker } from '../../../src/workers/spaceOdds';
import { measureOdds } from './oddsPageKit';

/**
 * The browser half of `npm run bench -- space-odds`, served by Vite at /scripts/bench/space-odds.html: the
 * sample space combat estimated in the space-odds worker (see oddsPageKit.ts). Result: `window.__spaceOdds`.
 */

export type SpaceOddsPageResult = OddsPageResult<SpaceEstimate>;

declare global {
  interface Window {
    __spaceOdds?: SpaceOddsPageResult | { error: string };
  }
}

measureOdds(estimateSpaceInWorker, sampleSpaceCombat(), 'space-odds-bench').then(
  (result) => {
    window.__spaceOdds = result;
  },
  (error: unknown) => {
    window.__spaceOdds = { error: error instanceof Error ? error.message : String(error) };
  },
);
