import { setup } from 'xstate';
import type { DungeonOutput } from '../../rules/kraken/dungeon/types';
import { campaignMachine } from '../../../machines/kraken/campaign/campaign.machine';
import { campaignMode } from './mode';

type Crew = DungeonOutput['crew'];

/**
 * The campaign mode with its crawl replaced by one that ends at once and hands back only a result: the crew as
 * `after` leaves them (a death, a whole team lost) and those `lost` (left behind), the credits the crew went down with, nothing found. For
 * tests of what the campaign does with a crawl's result, through the session a player uses.
 */
export function campaignWithStubCrawl(
  after: (crew: Crew) => Crew,
  lost: readonly string[] = [],
): typeof campaignMode {
  const crawl = setup({
    types: {
      input: {} as { readonly crew: Crew; readonly credits: number },
      context: {} as { readonly crew: Crew; readonly credits: number },
      output: {} as DungeonOutput,
    },
  }).createMachine({
    id: 'dungeon',
    initial: 'done',
    context: ({ input }) => input,
    states: { done: { type: 'final' } },
    output: ({ context }) => ({
      end: null,
      crew: after(context.crew),
      lost,
      oxygen: 0,
      credits: context.credits,
      xp: 0,
      record: { cleared: [], solved: false, shopBonusTaken: [] },
      mapIds: [1, 3, 6, 7, 8],
      treasures: [],
      loot: [],
      reward: null,
      solveReward: null,
      notes: [],
      psi: { initiativeBonus: 0, lootShift: 0, midasCredits: 0 },
    }),
  });
  return { ...campaignMode, machine: campaignMachine.provide({ actors: { dungeon: crawl as never } }) };
}
