import { nanoSkinOffered, type FlightRun } from '../../rules/kraken/space/flightFlow';
import { decodeValue } from '../gameSnapshot';
import type { LevelStep } from './levelStep';

/**
 * The space flight rebuilt as its phase loop (issue 27): the `route` hub's states `avoid`, `avoidRoll`,
 * `nanoSkin`, `numberRoll` and `combat` move under the book's steps `avoidCheck` (§9.3) and `spaceCombat`
 * (§9.4), and the run drops `nanoPassed`, which the chart's state now says. The new state is computed from the
 * old context with the rule the new guards call (`nanoSkinOffered`); the campaign invokes the flight as
 * `spaceFlight`.
 */
export const spaceFlightStep: LevelStep = (level, place) => {
  if (place.mode !== 'kraken-campaign' || place.path.at(-1) !== 'spaceFlight') return level;
  if (typeof level.state !== 'string' || !isRecord(level.context) || !isRecord(level.context.run))
    return level;
  const { nanoPassed, ...run } = level.context.run;
  const old = decodeValue(level.context.run) as FlightRun & { readonly nanoPassed?: boolean };
  return { ...level, state: stateOf(old, nanoPassed === true), context: { ...level.context, run } };
};

type FlightState =
  | 'plan'
  | 'done'
  | { readonly avoidCheck: 'choice' | 'avoidRoll' | 'nanoSkin' }
  | { readonly spaceCombat: 'flightNumberRoll' | 'fighting' };

function stateOf(run: FlightRun, nanoPassed: boolean): FlightState {
  const flight = run.flight;
  if (flight === null) return 'plan';
  switch (flight.stage) {
    case 'avoid':
      return { avoidCheck: 'choice' };
    case 'avoid-roll':
      return { avoidCheck: 'avoidRoll' };
    case 'number-roll':
      // The old hub offered Nano Skin here until the player faced the fight (its `nanoPassed`).
      return !nanoPassed && nanoSkinOffered(run)
        ? { avoidCheck: 'nanoSkin' }
        : { spaceCombat: 'flightNumberRoll' };
    case 'combat':
      return { spaceCombat: 'fighting' };
    case 'done':
      return 'done';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
