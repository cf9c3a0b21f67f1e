import { turnPlace, type TurnPlace } from '../../rules/kraken/campaign/turn';
import type { CampaignContent, CampaignTurn } from '../../rules/kraken/campaign/turn.types';
import { decodeValue } from '../gameSnapshot';
import type { LevelStep } from './levelStep';
import { turnWithoutStep } from './turnUnderway';

/**
 * Snapshot format 1 → 2 for the campaign turn (issue 27): the machine was a `route` hub whose waiting states
 * (`rolling`, `offer`, `recovery`, `construction`, `freeAction`, `market`, …) sat side by side; it is now a
 * phase loop, `story` → `construction` → `freeAction` → `shortVisit` → `questTimer`, each phase with its own
 * waiting states and a Recovery at the end of phases 1, 3 and 5. The context is unchanged; the new state is
 * read from the turn's format-1 `step` (its phase) and `turnPlace`, the rule the machine's guards call, on
 * the turn as format 4 keeps it (turnUnderway.ts).
 */

const MODE = 'kraken-campaign';

/** The die or waiting state of a phase, by where the turn stands. */
const LEAF: Partial<Record<TurnPlace, string>> = {
  offer: 'offer',
  'line-start': 'lineStart',
  'quest-row': 'questRow',
  'location-die': 'locationDie',
  gamble: 'gambleDie',
  'shop-grade': 'shopGrade',
  crawl: 'crawl',
  fight: 'fight',
  flight: 'flight',
  market: 'market',
  location: 'location',
  arrival: 'arrival',
};

const PHASE = { 1: 'story', 3: 'freeAction', 4: 'shortVisit' } as const;

/** The turn's `step` as formats 1–3 kept it: which phase the turn was in, and what was under way. */
interface OldStep {
  readonly kind: string;
  readonly phase?: 1 | 3 | 4;
  readonly at?: 'after-phase-1' | 'after-phase-3' | 'after-phase-5';
  readonly back?: { readonly kind: 'follow-ups' | 'phase-3' | 'phase-4'; readonly phase?: 1 | 3 | 4 };
}

type OldTurn = Omit<CampaignTurn, 'underway'> & { readonly step: OldStep };

/** The phase an old step was in (the heading's phase of formats 1–3), for the phases with waiting states. */
function oldPhase(step: OldStep): 1 | 3 | 4 | null {
  if (step.phase !== undefined) return step.phase;
  if (step.kind === 'flight' || step.kind === 'location' || step.kind === 'arrival') return 3;
  if (step.kind === 'market') return step.back?.phase ?? (step.back?.kind === 'phase-3' ? 3 : 4);
  return null;
}

/** The phase loop's state value where a campaign turn of formats 1–3 rests. */
export function campaignStateOf(old: OldTurn, content: CampaignContent): unknown {
  const turn = turnWithoutStep(old) as unknown as CampaignTurn;
  const step = old.step;
  const place: TurnPlace = step.kind === 'over' ? 'over' : turnPlace(turn, content);
  const asking = turn.offer?.kind === 'quest-done' ? 'confirmingQuest' : 'choosing';
  if (place === 'over') return 'over';
  if (step.kind === 'recovery') {
    const phase =
      step.at === 'after-phase-1' ? 'story' : step.at === 'after-phase-3' ? 'freeAction' : 'questTimer';
    return { [phase]: { recovery: asking } };
  }
  if (step.kind === 'construction') return { construction: place === 'builder' ? 'builderDie' : asking };
  if (step.kind === 'free-action') return { freeAction: asking };
  if (step.kind === 'short-visit') return { shortVisit: place === 'shop-grade' ? 'shopGrade' : 'choosing' };
  const phase = oldPhase(step);
  const name = phase === null ? null : PHASE[phase];
  if (step.kind === 'story' && place !== 'offer')
    return phase === 1 ? { story: 'lines' } : { freeAction: 'line' };
  const leaf = LEAF[place];
  if (name === null || leaf === undefined)
    throw new Error(`A campaign turn rests nowhere the machine waits (${place}).`);
  return { [name]: leaf };
}

interface CampaignLevelContext {
  readonly turn: OldTurn;
  readonly content: CampaignContent;
}

export const campaignStep: LevelStep = (level, place) => {
  if (place.mode !== MODE || place.path.length > 0) return level;
  // A level already in the phase loop's shape (a nested value) is left as it is.
  if (typeof level.state !== 'string' || level.state === 'over') return level;
  const context = decodeValue(level.context) as CampaignLevelContext;
  return { ...level, state: campaignStateOf(context.turn, context.content) };
};
