import { placeOf, rollOwed, shoveWaiting, choiceWaiting } from '../../rules/salvage/mission/place';
import { initiativeToChoose } from '../../rules/salvage/mission/round';
import type { Mission } from '../../rules/salvage/mission/state';
import type { LevelStep } from './levelStep';

/** The salvage mission mode (src/modes/headless.ts); its machine is the root of the game, invoking none. */
const SALVAGE_MODE = 'salvage-mission';

type StateValue = string | { readonly [key: string]: StateValue };

/** A state path as XState's nested state value: ['round', 'endPhase', 'check'] → { round: { endPhase: 'check' } }. */
function valueOf(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return '';
  return rest.length === 0 ? head : { [head]: valueOf(rest) };
}

/**
 * Where the rebuilt chart rests for a mission standing still (waiting on dice, a choice or a decision),
 * worked out from the mission with the rules the chart's guards call: the owed roll's kind names its state,
 * a won Shove or a left choice its own, else the place's waiting state.
 */
export function salvageRestingPath(m: Mission): string[] {
  const roll = rollOwed(m);
  const leaf = (waiting: string) => (roll === null ? waiting : `${roll}Roll`);
  const place = placeOf(m);
  const [part, step] = place.split('.') as [string, string | undefined];
  switch (part) {
    case 'setup':
      return ['setup', step ?? 'theme', leaf('waiting')];
    case 'boilerPhase':
      if (place === 'boilerPhase.initiative')
        return ['round', 'boilerPhase', 'initiative', initiativeToChoose(m) ? leaf('choosing') : 'check'];
      if (place === 'boilerPhase.pickUnit') return ['round', 'boilerPhase', 'pickUnit', 'waiting'];
      return ['round', 'boilerPhase', 'activation', shoveWaiting(m) ? 'shoving' : leaf('waiting')];
    case 'enemyPhase':
      return ['round', 'enemyPhase', step ?? 'unalert', leaf('waiting')];
    case 'endPhase':
      return ['round', 'endPhase', leaf('check')];
    case 'postGame':
      return ['postGame', step ?? 'injuries', choiceWaiting(m) ? 'choosing' : leaf('waiting')];
    default:
      return ['stalled'];
  }
}

/**
 * Snapshot format 1 → 2 for the salvage mission (issue 27): one `rolling` state per phase became one state
 * per roll, and the round's phases are the chart's to move through. The context keeps its shape (the mission,
 * the campaign, the dice request, the request counter); the state value is worked out again from the mission.
 */
export const salvageStep: LevelStep = (level, place) => {
  if (place.mode !== SALVAGE_MODE || place.path.length > 0) return level;
  if (level.status !== 'active' || level.state === 'stalled') return level;
  const context = level.context as { readonly mission?: Mission } | null;
  if (context?.mission === undefined) return level;
  return { ...level, state: valueOf(salvageRestingPath(context.mission)) };
};
