import type { SpaceFlightContext } from '../../../machines/kraken/space/spaceFlight.types';
import type { Choice } from '../../game/mode';
import {
  avoidNeed,
  FLIGHT_OPTION_RULES,
  FLIGHT_OPTIONS,
  flightDifficulty,
  LOCATION_DIFFICULTY_MAX,
  LOCATION_DIFFICULTY_MIN,
  plannedDiceModifications,
} from '../../rules/kraken/space/flight';
import { flightDecisionRefusal, type FlightDecision } from '../../rules/kraken/space/flightFlow';

/**
 * The space flight's choices in words (Space Kraken §9; kraken.flight-options, kraken.flight-check): the
 * plan (the location difficulty, up to two options, Stealth Skin), then setting off; the avoid check with
 * its exact odds, flying into the combat, Nano Skin. A choice the kernel refuses now is shown disabled with
 * the kernel's reason.
 */

function offer(
  run: SpaceFlightContext['run'],
  id: string,
  label: string,
  event: FlightDecision,
  rule: string,
  extra: Partial<Choice<FlightDecision>> = {},
): Choice<FlightDecision> {
  const why = flightDecisionRefusal(run, event);
  return { id, label, event, rule, ...extra, ...(why === null ? {} : { disabled: why }) };
}

/** Where the flight's machine waits on a decision: its plan, the avoid choice, or Nano Skin's last chance. */
type FlightWait = 'plan' | 'avoid' | 'nano' | null;

/** The flight machine's state value (spaceFlight.machine.ts) as the decision it waits on, if any. */
export function flightWaitAt(value: unknown): FlightWait {
  if (value === 'plan') return 'plan';
  if (typeof value !== 'object' || value === null || !('avoidCheck' in value)) return null;
  if (value.avoidCheck === 'choice') return 'avoid';
  return value.avoidCheck === 'nanoSkin' ? 'nano' : null;
}

/** The flight's choices where its machine (at `value`) waits on a decision; none while a die is asked. */
export function flightChoices(context: SpaceFlightContext, value: unknown): Choice<FlightDecision>[] {
  const run = context.run;
  const step = flightWaitAt(value);
  const plan = run.plan;
  switch (step) {
    case 'plan': {
      const difficulty = flightDifficulty(plan);
      const mods = plannedDiceModifications(plan, run.context);
      const out: Choice<FlightDecision>[] = [
        offer(
          run,
          'flight-set-off',
          `Set off: location difficulty ${plan.locationDifficulty}, flight difficulty ${difficulty}, ${mods} dice modification${mods === 1 ? '' : 's'}`,
          { type: 'flight.setOff' },
          'kraken.flight-options',
        ),
      ];
      for (let v = LOCATION_DIFFICULTY_MIN; v <= LOCATION_DIFFICULTY_MAX; v++)
        if (v !== plan.locationDifficulty)
          out.push(
            offer(
              run,
              `flight-difficulty-${v}`,
              `Location difficulty ${v}`,
              { type: 'flight.locationDifficulty', value: v },
              'kraken.location-difficulty',
              { group: ['Location difficulty'], short: String(v) },
            ),
          );
      for (const option of FLIGHT_OPTIONS) {
        const rule = FLIGHT_OPTION_RULES[option];
        const chosen = plan.options.includes(option);
        const sign = rule.difficulty >= 0 ? `+${rule.difficulty}` : `${rule.difficulty}`;
        out.push(
          chosen
            ? offer(
                run,
                `flight-remove-${option}`,
                `Drop ${rule.name}`,
                { type: 'flight.removeOption', option },
                'kraken.flight-options',
                { group: ['Flight options'], short: `Drop ${rule.name}` },
              )
            : offer(
                run,
                `flight-add-${option}`,
                `${rule.name} (difficulty ${sign}${rule.diceModifications > 0 ? `, ${rule.diceModifications} modifications` : ''}${rule.successCredits > 0 ? `, ${rule.successCredits}¢ on success` : ''}${rule.cost > 0 ? `, costs ${rule.cost}¢` : ''}${rule.safe ? ', no combat, no landing this turn' : ''})`,
                { type: 'flight.addOption', option },
                'kraken.flight-options',
                { group: ['Flight options'], short: rule.name },
              ),
        );
      }
      if (run.context.abilities.has('stealth-skin'))
        out.push(
          offer(
            run,
            'flight-stealth',
            plan.stealthSkin
              ? 'Switch the Stealth Skin off'
              : 'Switch the Stealth Skin on (flight difficulty −3)',
            { type: 'flight.stealthSkin', on: !plan.stealthSkin },
            'kraken.standard-systems',
          ),
        );
      return out;
    }
    case 'avoid': {
      const need = avoidNeed(run.flight?.flightDifficulty ?? 1);
      const out: Choice<FlightDecision>[] = [
        offer(
          run,
          'flight-avoid',
          `Try to avoid the combat (d6 against ${run.flight?.flightDifficulty ?? 1}, a 1 fails)`,
          { type: 'flight.tryAvoid' },
          'kraken.flight-check',
          { odds: need.odds },
        ),
        offer(
          run,
          'flight-face',
          'Fly into the combat',
          { type: 'flight.faceCombat' },
          'kraken.flight-check',
        ),
      ];
      if (run.context.abilities.has('nano-skin'))
        out.push(
          offer(
            run,
            'flight-nano',
            'Let the Nano Skin keep the ship out of the combat (no XP, no smuggling reward)',
            { type: 'flight.nanoSkin' },
            'kraken.standard-systems',
          ),
        );
      return out;
    }
    case 'nano':
      return [
        offer(
          run,
          'flight-nano',
          'Let the Nano Skin keep the ship out of the combat',
          { type: 'flight.nanoSkin' },
          'kraken.standard-systems',
        ),
        offer(run, 'flight-face', 'Face the combat', { type: 'flight.faceCombat' }, 'kraken.flight-check'),
      ];
    default:
      return [];
  }
}

/** A flight decision in words, for the log. */
export function describeFlightDecision(d: FlightDecision): string {
  switch (d.type) {
    case 'flight.locationDifficulty':
      return `Flight plan: location difficulty ${d.value}.`;
    case 'flight.addOption':
      return `Flight plan: ${FLIGHT_OPTION_RULES[d.option].name}.`;
    case 'flight.removeOption':
      return `Flight plan: ${FLIGHT_OPTION_RULES[d.option].name} dropped.`;
    case 'flight.stealthSkin':
      return `Flight plan: Stealth Skin ${d.on ? 'on' : 'off'}.`;
    case 'flight.setOff':
      return 'The ship sets off.';
    case 'flight.tryAvoid':
      return 'The crew tries to avoid the combat.';
    case 'flight.faceCombat':
      return 'The crew faces the combat.';
    case 'flight.nanoSkin':
      return 'The Nano Skin keeps the ship out of the combat.';
  }
}
