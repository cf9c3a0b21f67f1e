import type { SnapshotFrom } from 'xstate';
import { notThisStep, takesEvent } from '../../../machines/core/meta';
import type { CampaignMachine } from '../../../machines/kraken/campaign/campaign.machine';
import { turnRefusal, type TurnDecision } from '../../rules/kraken/campaign/turn';

/**
 * Each decision of the campaign turn in words, for a refusal worded from the state the campaign machine is
 * in (machines/core/meta.ts `notThisStep`): "A Recovery is not the step now (kraken.free-action). Phase 3,
 * one free action: …". The turn holds no phase, so the phase a decision belongs to is never checked twice.
 */
export const TURN_STEP_WORDS: Readonly<Record<TurnDecision['type'], string>> = {
  'quest.accept': 'Taking a quest',
  'quest.decline': 'Turning a quest down',
  'quest.done': 'Marking a quest done',
  'quest.confirm': 'Confirming a quest done',
  'quest.keep': 'Keeping a quest in the log',
  'starmap.erase': 'Erasing a location from the Starmap log',
  'starmap.drop': 'Letting a new location go',
  'recovery.take': 'A Recovery',
  'recovery.pass': 'Passing a Recovery',
  'storage.put': 'Putting a piece into the ship’s storage',
  'storage.take': 'Taking a piece from the ship’s storage',
  'construction.build': 'Building a ship system',
  'construction.buildShip': 'Building a new ship',
  'construction.buy': 'Buying a ship system in phase 2',
  'construction.sell': 'Selling a ship system in phase 2',
  'construction.pass': 'Ending phase 2',
  'construction.cancel': 'Cancelling a build',
  'fleet.buy': 'Buying a ship',
  'fleet.sell': 'Selling a ship',
  'fleet.fly': 'Choosing the ship that flies',
  'fleet.move': 'Moving a system to another ship',
  'location.modify': 'Changing a die of the new location',
  'location.reroll': 'Re-rolling a die of the new location',
  'location.keep': 'Keeping a table of the new location',
  'arrival.land': 'Landing at the new location',
  'arrival.stay': 'Staying aboard',
  'market.buy': 'Buying at a trader',
  'market.sell': 'Selling at a trader',
  'market.ammo': 'Buying ammo',
  'market.mod': 'Having a weapon modded',
  'market.system.buy': 'Buying a ship system at a shop',
  'market.system.sell': 'Selling a ship system at a shop',
  'market.crew.hire': 'Hiring a crew member',
  'market.crew.sell': 'Selling a crew member',
  'hire.level': 'Choosing a hire’s Level',
  'hire.gain': 'Choosing a hire’s gain for a Level',
  'hire.gear': 'Taking a hire with or without gear',
  'hire.cancel': 'Calling a hire off',
  'market.gamble': 'Gambling',
  'market.pick': 'Picking from the gambler’s drop',
  'market.ammoPick': 'Picking ammo from the gambler’s drop',
  'market.leave': 'Leaving a trader',
  'free.land': 'Landing at a location on the Starmap log',
  'free.line': 'Running a story line again',
  'free.flight': 'A flight',
  'free.shop': 'A visit to the grade-5 shop',
  'free.skip': 'Skipping the free action',
  'visit.go': 'A short visit',
  'visit.pass': 'Passing the short visit',
  'crew.levelUp': 'Buying a level',
};

/**
 * Why the campaign refuses a decision where its machine stands, or null when it takes it: a decision of
 * another phase is refused from the chart's state, one of this phase by the turn's rules.
 */
export function turnDecisionRefusal(snapshot: SnapshotFrom<CampaignMachine>, d: TurnDecision): string | null {
  if (!takesEvent(snapshot, d.type)) return notThisStep(snapshot, TURN_STEP_WORDS[d.type]);
  return turnRefusal(snapshot.context.turn, d, snapshot.context.content);
}
