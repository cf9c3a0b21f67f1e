import { and } from 'xstate';
import { startMission } from '../../src/rules/salvage/mission/engine';
import type { DecisionType } from '../../src/rules/salvage/mission/decisions';
import type { Place } from '../../src/rules/salvage/mission/place';
import { AWAITING_DICE } from '../core/diceRequest';
import { salvageSetup } from './mission.setup';

export type { SalvageContext, SalvageEvent, SalvageInput } from './mission.types';

/**
 * The salvage skirmish, one mission after another: set-up's eight steps; rounds of the Boiler phase
 * (initiative, pick a unit, its activation), the Enemy phase (Unalert wanderers, Alert hostiles, the event
 * card) and the End phase; the post-game (injuries, transit find, Blight check, bond, downtime); then the
 * next mission with the surviving roster. Every phase is a state with a `check` (is the mission still
 * here, and does it wait on dice, a choice or a decision?), a `waiting` state that takes only that phase's
 * decisions, and a `rolling` state (tag `awaiting-dice`) for that phase's rolls. The rules live in
 * src/rules/salvage/mission: they resolve reaction chains through their queue of owed steps and say where
 * the mission stands (`placeOf`); the machine follows the phases in their order.
 */

interface Prompt {
  readonly prompt: string;
  readonly rule: string;
}

const at = (place: Place) => ({ type: 'at', params: { place } }) as const;

const decided = { guard: 'decisionAllowed', actions: 'decide', target: 'check' } as const;

const answered = { guard: 'answerFits', actions: 'take', target: 'check' } as const;

/** The decisions a waiting state takes, each judged by the rules before it is applied. */
const takes = <T extends DecisionType>(...types: T[]) =>
  Object.fromEntries(types.map((t) => [t, decided])) as Record<T, typeof decided>;

interface PhaseSpec<T extends DecisionType> {
  /** Where the rules say the mission stands while it is in this state. */
  readonly place: Place;
  /** The state to try when the rules have moved past this place (the phases' order). */
  readonly next: string;
  /** This place's rolls; null where no rule rolls here. */
  readonly roll: Prompt | null;
  /** This place's decisions; null where the rules ask none. */
  readonly wait: (Prompt & { readonly on: Record<T, typeof decided> }) | null;
  /** A choice a rule leaves to the player here (`choice.pick`). */
  readonly choose?: Prompt;
  /** A won Shove waiting here for the winner's direction and distance (`shove.push`). */
  readonly shove?: Prompt;
  /** Places the rules may move to that are not next in order (a turn passing back within a phase). */
  readonly also?: readonly { readonly guard: ReturnType<typeof at>; readonly target: string }[];
}

/**
 * One place of the phase loop: `check` sends the mission to this place's roll, choice or decision, or on
 * to `next` when the rules have moved past it.
 */
function phase<T extends DecisionType>({ place, next, roll, wait, choose, shove, also = [] }: PhaseSpec<T>) {
  return {
    initial: 'check',
    states: {
      check: {
        always: [
          ...(choose === undefined ? [] : [{ guard: and([at(place), 'choiceWaiting']), target: 'choosing' }]),
          ...(shove === undefined ? [] : [{ guard: and([at(place), 'shoveWaiting']), target: 'shoving' }]),
          ...(roll === null ? [] : [{ guard: and([at(place), 'rollWaiting']), target: 'rolling' }]),
          ...(wait === null ? [] : [{ guard: at(place), target: 'waiting' }]),
          ...also,
          { target: next },
        ],
      },
      ...(roll === null
        ? {}
        : {
            rolling: {
              tags: [AWAITING_DICE],
              meta: { prompt: roll.prompt, rule: roll.rule },
              entry: 'ask',
              on: { 'dice.answer': answered },
            } as const,
          }),
      ...(wait === null ? {} : { waiting: { meta: { prompt: wait.prompt, rule: wait.rule }, on: wait.on } }),
      ...(choose === undefined
        ? {}
        : { choosing: { meta: { prompt: choose.prompt, rule: choose.rule }, on: takes('choice.pick') } }),
      ...(shove === undefined
        ? {}
        : { shoving: { meta: { prompt: shove.prompt, rule: shove.rule }, on: takes('shove.push') } }),
    },
  } as const;
}

/** A set-up step: `setup.next` goes on; `roll` where the step's own rolls are made (null: none). */
const setupStep = (
  place: Place & `setup.${string}`,
  next: string,
  wait: Prompt,
  roll: Prompt | null,
  more: readonly DecisionType[] = [],
) => phase({ place, next, roll, wait: { ...wait, on: takes('setup.next', ...more) } });

const ROUND = '#salvage.round';
const BOILER = '#salvage.round.boilerPhase';
const ENEMY = '#salvage.round.enemyPhase';
const POST = '#salvage.postGame';

export const salvageMachine = salvageSetup.createMachine({
  id: 'salvage',
  context: ({ input }) => ({
    mission: startMission(input.mode, input.content, input.companies),
    campaign: input.campaign ?? [],
    diceRequest: null,
    seq: 1,
  }),
  initial: 'setup',
  states: {
    setup: {
      initial: 'theme',
      states: {
        theme: setupStep(
          'setup.theme',
          '#salvage.setup.salvage',
          {
            prompt:
              'Set-up step 1 of 8, Theme: the special rule this mission runs under. A mission that names its theme has it already; otherwise choose one or roll for one. Then go on.',
            rule: 'salvage.mission-setup',
          },
          {
            prompt: 'Set-up step 1, the theme roll: a die picks one of the pack’s themes.',
            rule: 'salvage.mission-setup',
          },
          ['theme.choose', 'theme.roll'],
        ),
        salvage: setupStep(
          'setup.salvage',
          '#salvage.setup.deployment',
          {
            prompt:
              'Set-up step 2, Salvage: the sites are marked by quarter of the table and by depth (The Sink adds 1 to quality). Go on once you have looked.',
            rule: 'salvage.salvage-quality',
          },
          null,
        ),
        deployment: setupStep(
          'setup.deployment',
          '#salvage.setup.airlocks',
          {
            prompt:
              'Set-up step 3, Deployment: your Boilers stand in your zone on Topside. Click to move any of them inside the zone, then go on.',
            rule: 'salvage.crew-limits',
          },
          {
            prompt:
              'Set-up step 3, the roll-off: each crew rolls a D8; the higher is the Attacker (a tie rolls again).',
            rule: 'salvage.mission-setup',
          },
          ['unit.deploy'],
        ),
        airlocks: setupStep(
          'setup.airlocks',
          '#salvage.setup.hazards',
          {
            prompt:
              'Set-up step 4, Airlocks: the ways off the site. None cycles while Danger is All Quiet, and each lets 3 units out.',
            rule: 'salvage.airlocks',
          },
          null,
        ),
        hazards: setupStep(
          'setup.hazards',
          '#salvage.setup.hostiles',
          {
            prompt:
              'Set-up step 5, Hazards: each hazard site and what it does to a unit that ends there. Go on when you know them.',
            rule: 'salvage.hazards',
          },
          {
            prompt: 'Set-up step 5, a hazard roll: a D8 on the hazard table says what this hazard site is.',
            rule: 'salvage.hazards',
          },
        ),
        hostiles: setupStep(
          'setup.hostiles',
          '#salvage.setup.winConditions',
          {
            prompt:
              'Set-up step 6, Hostiles: a unit card stands in each hostile slot; all of them start Unalert.',
            rule: 'salvage.mission-setup',
          },
          {
            prompt: 'Set-up step 6, a hostile slot’s card: a die picks it from the mission’s hostile deck.',
            rule: 'salvage.mission-setup',
          },
        ),
        winConditions: setupStep(
          'setup.winConditions',
          '#salvage.setup.gameLength',
          {
            prompt:
              'Set-up step 7, Win conditions: what each crew must do and the Scrip it earns (the Defender rolled first).',
            rule: 'salvage.win-conditions',
          },
          {
            prompt:
              'Set-up step 7, a win condition roll: a die picks the crew’s objective (never the other crew’s).',
            rule: 'salvage.win-conditions',
          },
        ),
        gameLength: setupStep(
          'setup.gameLength',
          ROUND,
          {
            prompt:
              'Set-up step 8, Game length: the D4 set how many rounds there are. Go on to start round 1.',
            rule: 'salvage.game-length',
          },
          {
            prompt: 'Set-up step 8, the game length: a D4 (1: 5 rounds, 2–3: 6, 4: 7).',
            rule: 'salvage.game-length',
          },
        ),
      },
    },
    round: {
      initial: 'boilerPhase',
      states: {
        boilerPhase: {
          initial: 'initiative',
          states: {
            initiative: phase({
              place: 'boilerPhase.initiative',
              next: `${BOILER}.pickUnit`,
              roll: {
                prompt:
                  'Boiler Phase — initiative: each crew rolls its best remaining unit’s Muscle or Smarts at TN 6; more successes wins (a tie rolls again).',
                rule: 'salvage.initiative',
              },
              wait: {
                prompt: 'Boiler Phase — you won initiative: choose which crew activates first this round.',
                rule: 'salvage.initiative',
                on: takes('initiative.first'),
              },
            }),
            pickUnit: phase({
              place: 'boilerPhase.pickUnit',
              next: ENEMY,
              // A hazard where the last unit stopped is rolled within its activation.
              roll: null,
              wait: {
                prompt:
                  'Boiler Phase — choose the next unit to activate (the crews take turns). Before your crew’s first activation, your Boss may use its perk.',
                rule: 'salvage.round',
                on: takes('unit.activate', 'perk.use'),
              },
              also: [{ guard: at('boilerPhase.activation'), target: `${BOILER}.activation` }],
            }),
            activation: phase({
              place: 'boilerPhase.activation',
              next: ENEMY,
              roll: {
                prompt:
                  'Boiler Phase — the active unit’s action needs dice (a test, an attack, a shove, a salvage roll, what follows from them, or the hazard it stops in). The tray shows the pools, the target and the odds.',
                rule: 'salvage.tests',
              },
              wait: {
                prompt:
                  'Boiler Phase — the unit is activating: spend its Power on actions (each shows its cost, and its odds where dice follow), or end the activation. At 0 Power it ends by itself.',
                rule: 'salvage.actions',
                on: takes('unit.order', 'unit.end'),
              },
              shove: {
                prompt:
                  'Boiler Phase — the shove is won: pick the way the loser goes and how far, up to the winner’s Muscle in inches.',
                rule: 'salvage.actions',
              },
              also: [{ guard: at('boilerPhase.pickUnit'), target: `${BOILER}.pickUnit` }],
            }),
          },
        },
        enemyPhase: {
          initial: 'unalert',
          states: {
            // Salvage: Enemy Phase — Unalert hostiles move first, the player without initiative picking first.
            unalert: phase({
              place: 'enemyPhase.unalert',
              next: `${ENEMY}.alert`,
              roll: {
                prompt:
                  'Enemy Phase — an Unalert hostile wanders: a D8 gives its direction (a 1 and it stays put), or a roll its move brings about.',
                rule: 'salvage.unalert-hostiles',
              },
              wait: {
                prompt:
                  'Enemy Phase — the Unalert hostiles wander, one at a time: pick which goes next (the player without initiative picks first, then you take turns).',
                rule: 'salvage.unalert-hostiles',
                on: takes('hostile.activate'),
              },
            }),
            // Salvage: Enemy Phase — then the Alert ones act on their Motivations, initiative picking first.
            alert: phase({
              place: 'enemyPhase.alert',
              next: `${ENEMY}.event`,
              roll: {
                prompt:
                  'Enemy Phase — an Alert hostile acts on its Motivations: its attack, test or shove needs dice. The tray shows the pools and the odds.',
                rule: 'salvage.alert-hostiles',
              },
              wait: {
                prompt:
                  'Enemy Phase — the Alert hostiles act on their Motivations, one at a time: pick which goes next (the player with initiative picks first).',
                rule: 'salvage.alert-hostiles',
                on: takes('hostile.activate'),
              },
            }),
            event: phase({
              place: 'enemyPhase.event',
              next: `${ROUND}.endPhase`,
              roll: {
                prompt:
                  'Enemy Phase — the event card: a die picks the card from the deck, then whatever its row at the present Danger calls for is rolled here.',
                rule: 'salvage.event-cards',
              },
              wait: null,
            }),
          },
        },
        // Salvage: End Phase — ongoing harm, then win conditions and the round limit: a new round or the post-game.
        endPhase: phase({
          place: 'endPhase',
          next: POST,
          // The End phase's harm (a Metal Press) and its checks need no dice.
          roll: null,
          wait: null,
          also: [
            { guard: at('boilerPhase.initiative'), target: BOILER },
            { guard: at('boilerPhase.pickUnit'), target: BOILER },
          ],
        }),
      },
    },
    postGame: {
      initial: 'injuries',
      states: {
        injuries: phase({
          place: 'postGame.injuries',
          next: `${POST}.transitFind`,
          roll: {
            prompt:
              'Post-game — injuries: each Mortally Wounded Boiler rolls a D44, shifted by whether its crew met its win condition (a result may call for a stat-loss roll).',
            rule: 'salvage.injuries',
          },
          wait: null,
        }),
        transitFind: phase({
          place: 'postGame.transitFind',
          next: `${POST}.blightCheck`,
          roll: {
            prompt:
              'Post-game — transit find: a D4 for every Boiler still standing (at most 5); the total buys bonus Scrip.',
            rule: 'salvage.transit-find',
          },
          wait: null,
        }),
        blightCheck: phase({
          place: 'postGame.blightCheck',
          next: `${POST}.companyBond`,
          roll: {
            prompt:
              'Post-game — Blight check: a D8 plus the crew’s Blight plus its Mortally Wounded Boilers; 11 or more and the Blight manifests (2D8 on its table, then any roll that result calls for).',
            rule: 'salvage.blight-check',
          },
          wait: null,
          choose: {
            prompt:
              'Post-game — the Blight strikes “one Boiler” and leaves the choice to you: pick which of your Boilers it hits.',
            rule: 'salvage.blight-manifestation',
          },
        }),
        // The bond step is applied by the rules at once: no roll, no decision.
        companyBond: phase({
          place: 'postGame.companyBond',
          next: `${POST}.downtime`,
          roll: null,
          wait: null,
        }),
        downtime: phase({
          place: 'postGame.downtime',
          next: '#salvage.stalled',
          roll: null,
          wait: {
            prompt:
              'Downtime: sell salvage and gear, buy gear, hire to fill the roster (at most 3, one Boss), trade with the other crew, then set out on the next mission.',
            rule: 'salvage.downtime',
            on: takes(
              'downtime.buy',
              'downtime.sell',
              'downtime.sellSalvage',
              'downtime.hire',
              'downtime.trade',
              'mission.next',
            ),
          },
          also: [{ guard: at('setup.theme'), target: '#salvage.setup' }],
        }),
      },
    },
    // Reached only if the rules stop somewhere no state above knows: a bug, never a place of play.
    stalled: {
      meta: {
        prompt: 'The mission waits on nothing the rules know of; please report this save.',
        rule: 'salvage.round',
      },
    },
  },
});

export type SalvageMachine = typeof salvageMachine;
