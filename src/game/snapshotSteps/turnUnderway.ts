import type { LevelStep } from './levelStep';

/**
 * Snapshot format 3 → 4 (issue 27, turnstep): the campaign turn no longer stores its phase. Until format 3
 * its `step` said both which phase the turn was in ('story' phase N, 'construction', 'free-action',
 * 'follow-ups' phase N, 'recovery' at …) and what was under way inside it (a crawl, a flight, a location
 * being rolled, a trader …); the phase now lives only in the campaign machine's state, which an old save
 * already holds, and the turn keeps what is under way as `underway` (null when only the queue is left).
 * The state value and every child are left as they are; the log replays to the same game. A step of its
 * own, so the merger can renumber it.
 */

const MODE = 'kraken-campaign';

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What was under way in a format-3 `step`, without its phase; null for a step that only named a phase. */
export function underwayOfStep(step: Json): Json | null {
  switch (step['kind']) {
    case 'story':
      // Phase 3's line run again kept its slot as `only`; phase 1 ran every line.
      return typeof step['only'] === 'number' ? { kind: 'line', slot: step['only'] } : null;
    case 'crawl':
      return { kind: 'crawl', name: step['name'], location: step['location'], key: step['key'] ?? null };
    case 'flight':
      return { kind: 'flight' };
    case 'location':
      return { kind: 'location', draft: step['draft'], rerolling: step['rerolling'], land: step['land'] };
    case 'arrival':
      return { kind: 'arrival', entry: step['entry'], land: step['land'] };
    case 'fight':
      return { kind: 'fight', foes: step['foes'], ambush: step['ambush'] };
    case 'space-combat':
      return { kind: 'space-combat', flight: step['flight'] };
    case 'market':
      return { kind: 'market', market: step['market'] };
    case 'short-visit':
      return isRecord(step['shopRoll']) ? { kind: 'shop-roll', shopRoll: step['shopRoll'] } : null;
    default:
      // 'follow-ups', 'recovery', 'construction', 'free-action', 'over': a phase, which the state holds.
      return null;
  }
}

/** A format-3 campaign turn with today's shape: `step` gone, `underway` in its place. */
export function turnWithoutStep(turn: Json): Json {
  const { step, ...rest } = turn;
  if (!isRecord(step)) return turn;
  return { ...rest, underway: underwayOfStep(step) };
}

export const turnUnderwayStep: LevelStep = (level, place) => {
  if (place.mode !== MODE || place.path.length > 0) return level;
  const context = level.context;
  if (!isRecord(context) || !isRecord(context['turn']) || !('step' in context['turn'])) return level;
  return { ...level, context: { ...context, turn: turnWithoutStep(context['turn']) } };
};
