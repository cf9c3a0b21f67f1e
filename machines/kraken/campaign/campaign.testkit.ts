import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { samplePack } from '../../../src/content/testSample';
import {
  campaignContentFrom,
  campaignInput,
  defaultChoices,
} from '../../../src/modes/campaign/campaignInput';
import { newCampaign } from '../../../src/rules/kraken/campaign/campaignState';
import { shipCatalogueOf } from '../../../src/rules/kraken/campaign/campaignShip';
import { startTurns } from '../../../src/rules/kraken/campaign/turn';
import type { TurnDecision } from '../../../src/rules/kraken/campaign/turn';
import type { CampaignContent, CampaignTurn } from '../../../src/rules/kraken/campaign/turn.types';
import { campaignMachine, type CampaignMachine } from './campaign.machine';
import type { CampaignInput } from './campaign.types';
import { turnDecisionRefusal } from '../../../src/modes/campaign/stepWords';

/**
 * For rule tests: a campaign turn driven through the campaign machine itself (pure `transition`, no child
 * actually run), so a test follows a turn from phase to phase by the chart and never re-derives the phase
 * order. A test stands the machine at a state with a turn of its own (`standAt`), sends decisions and dice
 * (`decide`, `roll`), and hands back what an invoked game would have output (`finish`): the machine's own
 * transitions and actions take it from there.
 */

export type CampaignAt = SnapshotFrom<CampaignMachine>;

/**
 * The sample pack's campaign with its default choices: the set-up input, the content, its ship catalogue
 * and turn 1.
 */
export function sampleCampaign() {
  const pack = samplePack();
  const built = campaignInput(pack, defaultChoices(pack));
  if (!built.ok) throw new Error('the sample campaign sets up');
  const content = campaignContentFrom(pack) as CampaignContent;
  const ships = shipCatalogueOf(content.ship);
  const first = startTurns(newCampaign(built.input.setup, ships));
  return { pack, input: built.input, content, ships, first };
}

/** Widened to the machine type every event fits, for the done events of invoked games. */
const anyMachine: AnyStateMachine = campaignMachine;

function send(at: CampaignAt, event: { readonly type: string; readonly [key: string]: unknown }): CampaignAt {
  const [next] = transition(anyMachine, at, event);
  return next as CampaignAt;
}

/**
 * The machine at `value` holding `turn`, from the set-up `input` (the CGM book, the pack's content, or
 * `content` where a test changes the pack).
 */
export function standAt(
  input: CampaignInput,
  turn: CampaignTurn,
  value: StateValue,
  content: CampaignContent = input.content,
): CampaignAt {
  const [initial] = initialTransition(campaignMachine, input);
  return campaignMachine.resolveState({ value, context: { ...initial.context, content, turn } });
}

/** The machine at its very start, as a new campaign opens (phase 1's story lines invoked). */
export function campaignStart(input: CampaignInput): CampaignAt {
  return initialTransition(campaignMachine, input)[0];
}

/** A decision sent to the machine (ignored where its state takes no such event, as in play). */
export const decide = (at: CampaignAt, d: TurnDecision): CampaignAt => send(at, d);

/** The awaited dice thrown with these faces. */
export function roll(at: CampaignAt, faces: readonly number[]): CampaignAt {
  const request = at.context.diceRequest;
  if (request === null) throw new Error(`No die is awaited at ${JSON.stringify(at.value)}.`);
  return send(at, { type: 'dice.answer', requestId: request.id, faces: [faces] });
}

/** The invoked game `id` (storyPhase, dungeon, groundCombat, spaceFlight, spaceCombat) ended with `output`. */
export const finish = (at: CampaignAt, id: string, output: unknown): CampaignAt =>
  send(at, { type: `xstate.done.actor.${id}`, output, actorId: id });

/** Why the machine refuses the decision where it stands, as the mode words it; null when taken. */
export const refusal = (at: CampaignAt, d: TurnDecision): string | null => turnDecisionRefusal(at, d);

/** The machine where it stands, holding a turn a test changed (credits given, a crew member hurt …). */
export const withTurn = (at: CampaignAt, turn: CampaignTurn): CampaignAt =>
  campaignMachine.resolveState({ value: at.value, context: { ...at.context, turn } });

/** The turn the machine holds. */
export const turnOf = (at: CampaignAt): CampaignTurn => at.context.turn;
