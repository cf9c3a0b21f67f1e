import * as phases from '../../rules/fringe/phases';
import type { Battle } from '../../rules/fringe/types';
import type { LevelSnapshot } from '../gameSnapshot';
import type { LevelStep } from './levelStep';

/** The Fringe battle's mode id (src/modes/fringe/mode.ts); its machine is the game's root. */
const MODE = 'fringe-battle';

type StateValue = string | { readonly [key: string]: StateValue };

const inActivation = (state: StateValue): StateValue => ({ round: { activation: state } });

/** The rolls of the battle round and the state each waits in. */
const ROUND_ROLLS: readonly [phases.RollKind, StateValue][] = [
  ['brawlPick', inActivation({ brawl: 'pickRoll' })],
  ['brawl', inActivation({ brawl: 'brawlRoll' })],
  ['endanger', inActivation('endangerRoll')],
  ['shot', inActivation('shotRoll')],
  ['hit', inActivation('hitRoll')],
  ['save', inActivation('saveRoll')],
  ['luck', inActivation('luckRoll')],
];

/**
 * Where the rebuilt battle machine (machines/fringe/battle.machine.ts) rests for a battle that waits: read
 * from the battle with the same rules its guards call, in the same order as its choice points.
 */
export function restingState(b: Battle): StateValue {
  if (phases.battleOver(b)) return 'over';
  // The Seize the Initiative roll orders round 1 at once, but its review is still part of the set-up: a
  // review with no figure acting is that roll's (every roll of a round is made during an activation).
  if (phases.reviewOwed(b) && (!phases.roundBegun(b) || phases.activationEnded(b)))
    return { setup: 'review' };
  if (b.stage.kind === 'setup') {
    if (phases.rollOwed(b, 'snooper')) return { setup: 'snooperRoll' };
    if (phases.rollOwed(b, 'initiative')) return { setup: 'initiativeRoll' };
    return { setup: b.stage.step === 'snooper' ? 'snooperOffer' : 'duplicatorOffer' };
  }
  if (phases.reviewOwed(b)) return inActivation('review');
  if (phases.winnerMoveOwed(b)) return inActivation({ brawl: 'winner' });
  for (const [kind, state] of ROUND_ROLLS) if (phases.rollOwed(b, kind)) return state;
  return inActivation(phases.enemyActs(b) ? 'enemy' : 'crew');
}

function battleOf(context: unknown): Battle | null {
  if (typeof context !== 'object' || context === null || !('battle' in context)) return null;
  const battle: unknown = context.battle;
  if (typeof battle !== 'object' || battle === null || !('stage' in battle) || !('queue' in battle))
    return null;
  // The context was written by the battle machine of format 1, whose battle is the kernel's `Battle`.
  return battle as Battle;
}

/**
 * Snapshot format 1 → 2 for the Fringe battle (issue 27): the `route` hub's waiting states (`activation`,
 * `enemy`, `rolling`, `brawl.rolling`, `brawl.winner`, `review`, `duplicator`, `snooper`, `over`) become the
 * phases' states (`setup.*`, `round.activation.*`, `over`). The context keeps its shape.
 */
export const fringeBattleStep: LevelStep = (level: LevelSnapshot, place): LevelSnapshot => {
  if (place.mode !== MODE || place.path.length !== 0) return level;
  const battle = battleOf(level.context);
  if (battle === null) return level;
  return { ...level, state: restingState(battle) };
};
