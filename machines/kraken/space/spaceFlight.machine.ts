import { assign, setup } from 'xstate';
import { fullAmmo } from '../../../src/rules/kraken/ship/ammo';
import { shipTotals, type ShipCatalogue } from '../../../src/rules/kraken/ship/state';
import { flightRow } from '../../../src/rules/kraken/space/flight';
import {
  answerFlight,
  combatEnded,
  decideFlight,
  flightDecisionRefusal,
  flightNumberPurpose,
  flightRunNeed,
  flightRunOutcome,
  avoidCheckPassed,
  flewSafeAndSound,
  nanoSkinOffered,
  startFlightRun,
} from '../../../src/rules/kraken/space/flightFlow';
import { AWAITING_DICE } from '../../core/diceRequest';
import type { StateMeta } from '../../core/meta';
import { requestFor } from '../../core/roll';
import { validateAnswer } from '../../core/validateAnswer';
import { spaceCombatMachine } from './spaceCombat.machine';
import type { SpaceCombatMachineInput } from './spaceCombat.types';
import type {
  SpaceFlightArgs,
  SpaceFlightContext,
  SpaceFlightEvent,
  SpaceFlightInput,
  SpaceFlightOutput,
} from './spaceFlight.types';

/**
 * A Space Kraken space flight (§9) as its phase loop, in the book's order: `plan` (§9.1 the location
 * difficulty, §9.2 the flight options, §11 Stealth Skin) until the ship sets off; `avoidCheck` (§9.3: try the
 * d6, fly into the combat, or let Nano Skin keep the ship out of it, and once more after a failed check);
 * `spaceCombat` (§9.4: the flight number's d3, then the row's combat fought by its own machine, its result
 * taken back through its output); `done`. Choice points ask one pure rule each (flightFlow.ts); every die is
 * its own state and a dice request; the outcome leaves through `output` for the campaign turn.
 */

const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;

function catalogueOf(input: Pick<SpaceFlightInput, 'systems' | 'hulls'>): ShipCatalogue {
  return {
    systems: new Map(input.systems.map((s) => [s.id, s])),
    hulls: new Map(input.hulls.map((h) => [h.id, h])),
  };
}

/** The space combat's set-up: the row the flight number picked, the ship and crew as they set off. */
export function combatInputOf(context: SpaceFlightContext): SpaceCombatMachineInput {
  const number = context.run.flight?.flightNumber ?? null;
  const row = number === null ? undefined : flightRow(context.table, number);
  // `spaceCombat.fighting` is entered only once the flight number found its row; anything else is a bug.
  if (row === undefined) throw new Error('No flight-table row to fight.');
  return {
    row,
    ship: context.ship,
    systems: context.systems,
    hulls: context.hulls,
    crew: context.crew,
    magazines: context.magazines,
  };
}

export const spaceFlightMachine = setup({
  types: {
    context: {} as SpaceFlightContext,
    events: {} as SpaceFlightEvent,
    input: {} as SpaceFlightInput,
    output: {} as SpaceFlightOutput,
    meta: {} as StateMeta,
  },
  actors: { spaceCombat: spaceCombatMachine },
  guards: {
    safeAndSound: ({ context }: SpaceFlightArgs) => flewSafeAndSound(context.run),
    avoided: ({ context }: SpaceFlightArgs) => avoidCheckPassed(context.run),
    nanoSkinWorks: ({ context }: SpaceFlightArgs) => nanoSkinOffered(context.run),
    decisionAllowed: ({ context, event }: SpaceFlightArgs) =>
      event.type !== 'dice.answer' && flightDecisionRefusal(context.run, event) === null,
    answerFits: ({ context, event }: SpaceFlightArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    decide: assign(({ context, event }: SpaceFlightArgs) =>
      event.type === 'dice.answer' ? {} : { run: decideFlight(context.run, event) },
    ),
    askDie: assign(({ context }: SpaceFlightArgs) => {
      const need = flightRunNeed(context.run);
      if (need === null) return { diceRequest: null };
      const request = requestFor(need, `flight-${context.seq}`);
      const difficulty = context.run.flight?.flightDifficulty ?? 1;
      // The flight number has no single success: its purpose lists each number's chance instead.
      const purpose = need.key === 'flight.number' ? flightNumberPurpose(difficulty) : request.purpose;
      return { diceRequest: { ...request, purpose }, seq: context.seq + 1 };
    }),
    takeDie: assign(({ context, event }: SpaceFlightArgs) => {
      if (event.type !== 'dice.answer') return {};
      const face = event.faces[0]?.[0] ?? 1;
      return { run: answerFlight(context.run, face, context.table), diceRequest: null };
    }),
  },
}).createMachine({
  id: 'spaceFlight',
  context: ({ input }) => {
    const catalogue = catalogueOf(input);
    const abilities = shipTotals(catalogue, input.ship).abilities;
    return {
      run: startFlightRun({ abilities, credits: input.credits }, input.locationDifficulty ?? 1),
      table: input.table,
      ship: input.ship,
      systems: input.systems,
      hulls: input.hulls,
      crew: input.crew,
      magazines: input.magazines ?? fullAmmo(catalogue, input.ship).magazines,
      combat: null,
      diceRequest: null,
      seq: 1,
    };
  },
  output: ({ context }) => ({
    ...flightRunOutcome(context.run),
    flightNumber: context.run.flight?.flightNumber ?? null,
    locationDifficulty: context.run.plan.locationDifficulty,
    ship: context.combat?.ship ?? context.ship,
    crew: context.combat?.crew ?? context.crew,
    combat: context.combat,
  }),
  initial: 'plan',
  states: {
    // §9.1–9.2 and §11 Stealth Skin: everything is open until the ship sets off.
    plan: {
      meta: {
        prompt:
          'Plan the flight: pick the location difficulty (1 to 5), up to two flight options that go together, and whether a working Stealth Skin hides the ship (3 off the flight difficulty, never below 1). Then set off; a smuggler is paid then.',
        rule: 'kraken.flight-options',
      },
      on: {
        'flight.locationDifficulty': decided('plan'),
        'flight.addOption': decided('plan'),
        'flight.removeOption': decided('plan'),
        'flight.stealthSkin': decided('plan'),
        'flight.setOff': decided('setOff'),
      },
    },
    // §9.2 Safe and Sound: "Avoid any Space Combat" — such a flight has nothing to check.
    setOff: {
      always: [{ guard: 'safeAndSound', target: 'done' }, { target: 'avoidCheck' }],
    },
    // §9.3 Check to avoid space combat, and §11 Nano Skin.
    avoidCheck: {
      initial: 'choice',
      states: {
        choice: {
          meta: {
            prompt:
              'The ship is under way and a space combat lies ahead. Try to slip past it (a d6 against the flight difficulty; a 1 always fails), fly straight into it, or let a working Nano Skin keep you out of it.',
            rule: 'kraken.flight-check',
          },
          on: {
            'flight.tryAvoid': decided('avoidRoll'),
            'flight.faceCombat': decided('#spaceFlight.spaceCombat'),
            'flight.nanoSkin': decided('#spaceFlight.done'),
          },
        },
        avoidRoll: {
          tags: [AWAITING_DICE],
          meta: {
            prompt:
              'Roll a d6 to slip past the combat: the flight difficulty or more gets through, a 1 never does. The dice tray shows the exact odds.',
            rule: 'kraken.flight-check',
          },
          entry: 'askDie',
          on: { 'dice.answer': { guard: 'answerFits', target: 'afterRoll', actions: 'takeDie' } },
        },
        afterRoll: {
          always: [
            { guard: 'avoided', target: '#spaceFlight.done' },
            { guard: 'nanoSkinWorks', target: 'nanoSkin' },
            { target: '#spaceFlight.spaceCombat' },
          ],
        },
        // Reading (kraken.flight-check): Nano Skin is offered once more after a failed check, before the d3.
        nanoSkin: {
          meta: {
            prompt:
              'The enemy has found you. Your working Nano Skin can still keep the ship out of this combat (no XP, no smuggling reward, the location as usual), or face the fight and roll the flight number.',
            rule: 'kraken.standard-systems',
          },
          on: {
            'flight.nanoSkin': decided('#spaceFlight.done'),
            'flight.faceCombat': decided('#spaceFlight.spaceCombat'),
          },
        },
      },
    },
    // §9.4 Initiate space combat → §10: the flight number picks the row, whose combat its own machine fights.
    spaceCombat: {
      initial: 'flightNumberRoll',
      states: {
        flightNumberRoll: {
          tags: [AWAITING_DICE],
          meta: {
            prompt:
              'The combat is on: roll the d3 (a d6 halved, rounded up) for the flight number, twice the flight difficulty plus the d3, at most 19. The request lists each number’s chance.',
            rule: 'kraken.flight-number',
          },
          entry: 'askDie',
          on: { 'dice.answer': { guard: 'answerFits', target: 'fighting', actions: 'takeDie' } },
        },
        fighting: {
          meta: {
            prompt:
              'The space combat of this flight number is under way: it runs with its own choices until it is won, escaped, out of time or lost.',
            rule: 'kraken.space-combat',
          },
          invoke: {
            id: 'combat',
            src: 'spaceCombat',
            input: ({ context }) => combatInputOf(context),
            onDone: {
              target: '#spaceFlight.done',
              actions: assign(({ context, event }) => ({
                run: combatEnded(context.run, event.output.outcome),
                combat: event.output,
              })),
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type SpaceFlightMachine = typeof spaceFlightMachine;
