import { and } from 'xstate';
import { startMission } from '../../src/rules/salvage/mission/engine';
import type { DecisionType } from '../../src/rules/salvage/mission/decisions';
import type { Place } from '../../src/rules/salvage/mission/place';
import { SETUP_STEPS, type SetupStep } from '../../src/rules/salvage/mission/state';
import {
  IN_PLAY_ROLLS,
  owed,
  POST_GAME_ROLLS,
  rollState,
  rollStates,
  toRolls,
  type RollKind,
} from './mission.rolls';
import { salvageSetup } from './mission.setup';

export type { SalvageContext, SalvageEvent, SalvageInput } from './mission.types';

/**
 * The salvage skirmish, one mission after another: set-up's eight steps; rounds of I. the Boiler Phase
 * (initiative, alternate activations), II. the Enemy Phase (Unalert hostiles, Alert hostiles, one event card)
 * and III. the End Phase (ongoing damage, win and round limit, clearing); the post-game (injuries, transit find,
 * Blight check, bond, downtime); then the next mission with the surviving roster. The round is this chart:
 * each phase is a state with a `check` choice point whose named guards (one call each into
 * src/rules/salvage/mission/round.ts) say whether it waits on a roll (every roll its own state, tag
 * `awaiting-dice`), a choice or a decision, or which phase comes next. Inside a phase, the reaction chains of
 * an action stay data: the rules' queue of owed steps, drained after every decision and answer.
 */

interface Prompt {
  readonly prompt: string;
  readonly rule: string;
}

const at = (place: Place) => ({ type: 'at', params: { place } }) as const;

/** A decision the rules accept, applied, then on to `target`. */
const decided = <T extends string>(target: T) =>
  ({ guard: 'decisionAllowed', actions: 'decide', target }) as const;

/** The decisions a waiting state takes, each judged by the rules before it is applied. */
const takes = <T extends DecisionType, U extends string>(target: U, ...types: T[]) =>
  Object.fromEntries(types.map((t) => [t, decided(target)])) as Record<T, ReturnType<typeof decided<U>>>;

/** A roll owed that no state of this phase knows: a rules bug, never a place of play. */
const lost = { guard: 'rollWaiting', target: '#salvage.stalled' } as const;

interface PhaseSpec<T extends DecisionType> {
  /** The step as the player reads it in a roll's prompt ("Set-up step 5", "Post-game"). */
  readonly label: string;
  /** Where the rules say the mission stands while it is in this state. */
  readonly place: Place;
  /** The state to try when the rules have moved past this place (the steps' order). */
  readonly next: string;
  /** The rolls owed here, each its own state. */
  readonly rolls: readonly RollKind[];
  /** This place's decisions; null where the rules ask none. */
  readonly wait: (Prompt & { readonly on: readonly T[] }) | null;
  /** A choice a rule leaves to the player here (`choice.pick`). */
  readonly choose?: Prompt;
  /** Places the rules may move to that are not next in order (a new mission after downtime). */
  readonly also?: readonly { readonly guard: ReturnType<typeof at>; readonly target: string }[];
}

/**
 * One step of set-up or of the post-game, whose order the rules' steps keep (set-up moves on by `setup.next`,
 * the post-game by its queued steps): `check` sends the mission to this step's roll, choice or decision, or on
 * to `next` when the rules have moved past it.
 */
function step<T extends DecisionType>({ label, place, next, rolls, wait, choose, also = [] }: PhaseSpec<T>) {
  return {
    initial: 'check',
    states: {
      check: {
        always: [
          ...(choose === undefined ? [] : [{ guard: 'choiceWaiting', target: 'choosing' } as const]),
          // A roll owed by the next step is that step's (the rules have moved on).
          ...rolls.map((kind) => ({ guard: and([at(place), owed(kind)]), target: rollState(kind) })),
          { guard: and([at(place), 'rollWaiting']), target: '#salvage.stalled' },
          ...(wait === null ? [] : [{ guard: at(place), target: 'waiting' }]),
          ...also,
          { target: next },
        ],
      },
      ...rollStates(rolls, label),
      ...(wait === null
        ? {}
        : { waiting: { meta: { prompt: wait.prompt, rule: wait.rule }, on: takes('check', ...wait.on) } }),
      ...(choose === undefined
        ? {}
        : {
            choosing: {
              meta: { prompt: choose.prompt, rule: choose.rule },
              on: takes('check', 'choice.pick'),
            },
          }),
    },
  } as const;
}

/** A set-up step: `setup.next` goes on; `rolls` the step's own rolls. */
const setupStep = (
  place: Place & `setup.${string}`,
  next: string,
  wait: Prompt,
  rolls: readonly RollKind[],
  more: readonly DecisionType[] = [],
) =>
  step({
    label: `Set-up step ${SETUP_STEPS.indexOf(place.slice('setup.'.length) as SetupStep) + 1}`,
    place,
    next,
    rolls,
    wait: { ...wait, on: ['setup.next', ...more] },
  });

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
          ['pick'],
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
          [],
        ),
        deployment: setupStep(
          'setup.deployment',
          '#salvage.setup.airlocks',
          {
            prompt:
              'Set-up step 3, Deployment: your Boilers stand in your zone on Topside. Click to move any of them inside the zone, then go on.',
            rule: 'salvage.crew-limits',
          },
          ['rollOff'],
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
          [],
        ),
        hazards: setupStep(
          'setup.hazards',
          '#salvage.setup.hostiles',
          {
            prompt:
              'Set-up step 5, Hazards: each hazard site and what it does to a unit that ends there. Go on when you know them.',
            rule: 'salvage.hazards',
          },
          ['hazardRoll'],
        ),
        hostiles: setupStep(
          'setup.hostiles',
          '#salvage.setup.winConditions',
          {
            prompt:
              'Set-up step 6, Hostiles: a unit card stands in each hostile slot; all of them start Unalert.',
            rule: 'salvage.mission-setup',
          },
          ['hostileCard', 'pick'],
        ),
        winConditions: setupStep(
          'setup.winConditions',
          '#salvage.setup.gameLength',
          {
            prompt:
              'Set-up step 7, Win conditions: what each crew must do and the Scrip it earns (the Defender rolled first).',
            rule: 'salvage.win-conditions',
          },
          ['winCondition'],
        ),
        gameLength: setupStep(
          'setup.gameLength',
          '#salvage.round',
          {
            prompt:
              'Set-up step 8, Game length: the D4 set how many rounds there are. Go on to start round 1.',
            rule: 'salvage.game-length',
          },
          ['gameLength'],
        ),
      },
    },
    round: {
      initial: 'boilerPhase',
      states: {
        // Salvage: I. Boiler Phase — initiative, then the crews alternate activating one unit each until all are done.
        boilerPhase: {
          initial: 'initiative',
          states: {
            initiative: {
              initial: 'check',
              states: {
                check: {
                  always: [
                    ...toRolls(['initiative']),
                    lost,
                    { guard: 'initiativeToChoose', target: 'choosing' },
                    { target: `${BOILER}.pickUnit` },
                  ],
                },
                ...rollStates(['initiative'], 'Boiler Phase'),
                choosing: {
                  meta: {
                    prompt:
                      'Boiler Phase — you won initiative: choose which crew activates first this round.',
                    rule: 'salvage.initiative',
                  },
                  on: takes(`${BOILER}.pickUnit`, 'initiative.first'),
                },
              },
            },
            pickUnit: {
              initial: 'check',
              states: {
                check: {
                  always: [{ guard: 'turnPasses', target: `${BOILER}.turnPasses` }, { target: 'waiting' }],
                },
                waiting: {
                  meta: {
                    prompt:
                      'Boiler Phase — choose the next unit to activate (the crews take turns). Before your crew’s first activation, your Boss may use its perk.',
                    rule: 'salvage.round',
                  },
                  on: {
                    'unit.activate': decided(`${BOILER}.activation`),
                    'perk.use': decided('check'),
                  },
                },
              },
            },
            activation: {
              initial: 'check',
              states: {
                check: {
                  always: [
                    { guard: 'shoveWaiting', target: 'shoving' },
                    ...toRolls(IN_PLAY_ROLLS),
                    lost,
                    { guard: 'activationClosed', target: `${BOILER}.turnPasses` },
                    { guard: 'unitActing', target: 'waiting' },
                    // The activation ends (no Power left, or the unit is out of action): closed here, then checked
                    // again, as a hazard it ended in strikes now, still within the activation.
                    { target: 'check', reenter: true, actions: 'closeActivation' },
                  ],
                },
                ...rollStates(IN_PLAY_ROLLS, 'Boiler Phase'),
                waiting: {
                  meta: {
                    prompt:
                      'Boiler Phase — the unit is activating: spend its Power on actions (each shows its cost, and its odds where dice follow), or end the activation. At 0 Power it ends by itself.',
                    rule: 'salvage.actions',
                  },
                  on: {
                    ...takes('check', 'unit.order'),
                    // Ended by choice: the rules set the unit's Power to 0 and owe nothing, so the activation
                    // closes with the decision (a hazard it ended in is the check's next roll).
                    'unit.end': { ...decided('check'), actions: ['decide', 'closeActivation'] },
                  },
                },
                shoving: {
                  meta: {
                    prompt:
                      'Boiler Phase — the shove is won: pick the way the loser goes and how far, up to the winner’s Muscle in inches.',
                    rule: 'salvage.actions',
                  },
                  on: takes('check', 'shove.push'),
                },
              },
            },
            // Activations alternate: the other crew if it has a unit left, else the same crew, else the phase ends.
            turnPasses: {
              always: [
                { guard: 'boilerPhaseOver', target: ENEMY, actions: 'beginEnemyPhase' },
                // The turn goes to the crew `nextToActivate` names, one with a unit left that has not met its
                // win condition: its pick waits at once (pickUnit's check would only pass it on).
                { target: 'pickUnit.waiting', actions: 'nextTurn' },
              ],
            },
          },
        },
        // Salvage: II. Enemy Phase — Unalert hostiles wander, then Alert ones act on their Motivations; then the
        // player with initiative draws and resolves one event card.
        enemyPhase: {
          initial: 'unalert',
          states: {
            unalert: {
              initial: 'check',
              states: {
                check: {
                  always: [
                    ...toRolls(IN_PLAY_ROLLS),
                    lost,
                    { guard: 'hostilesToPick', target: 'waiting' },
                    { guard: 'lastHostile', target: 'check', reenter: true, actions: 'activateLastHostile' },
                    { target: `${ENEMY}.alert`, actions: 'alertPart' },
                  ],
                },
                ...rollStates(IN_PLAY_ROLLS, 'Enemy Phase'),
                waiting: {
                  meta: {
                    prompt:
                      'Enemy Phase — the Unalert hostiles wander, one at a time: pick which goes next (the player without initiative picks first, then you take turns).',
                    rule: 'salvage.unalert-hostiles',
                  },
                  on: takes('check', 'hostile.activate'),
                },
              },
            },
            alert: {
              initial: 'check',
              states: {
                check: {
                  always: [
                    ...toRolls(IN_PLAY_ROLLS),
                    lost,
                    { guard: 'hostilesToPick', target: 'waiting' },
                    { guard: 'lastHostile', target: 'check', reenter: true, actions: 'activateLastHostile' },
                    { target: `${ENEMY}.event`, actions: 'eventPart' },
                  ],
                },
                ...rollStates(IN_PLAY_ROLLS, 'Enemy Phase'),
                waiting: {
                  meta: {
                    prompt:
                      'Enemy Phase — the Alert hostiles act on their Motivations, one at a time: pick which goes next (the player with initiative picks first).',
                    rule: 'salvage.alert-hostiles',
                  },
                  on: takes('check', 'hostile.activate'),
                },
              },
            },
            event: {
              initial: 'check',
              states: {
                check: {
                  always: [
                    ...toRolls(IN_PLAY_ROLLS),
                    lost,
                    { target: '#salvage.round.endPhase', actions: 'endPhase' },
                  ],
                },
                ...rollStates(IN_PLAY_ROLLS, 'Enemy Phase'),
              },
            },
          },
        },
        // Salvage: III. End Phase — ongoing damage (a Metal Press), the win and round-limit check and clearing,
        // then a new round or the post-game. Reading (salvage.round): the quick reference asks no decision
        // here, so the End Phase stops the game only on a roll its harm owes; otherwise its one journal line
        // ("— End Phase —", then what was cleared and who met a win condition) says what happened and the
        // round goes on at once.
        endPhase: {
          initial: 'check',
          states: {
            check: {
              always: [
                ...toRolls(IN_PLAY_ROLLS),
                lost,
                { guard: 'missionOver', target: POST, actions: 'toPostGame' },
                { target: BOILER, actions: 'newRound' },
              ],
            },
            ...rollStates(IN_PLAY_ROLLS, 'End Phase'),
          },
        },
      },
    },
    postGame: {
      initial: 'injuries',
      states: {
        injuries: step({
          label: 'Post-game',
          place: 'postGame.injuries',
          next: `${POST}.transitFind`,
          rolls: POST_GAME_ROLLS,
          wait: null,
        }),
        transitFind: step({
          label: 'Post-game',
          place: 'postGame.transitFind',
          next: `${POST}.blightCheck`,
          rolls: POST_GAME_ROLLS,
          wait: null,
        }),
        blightCheck: step({
          label: 'Post-game',
          place: 'postGame.blightCheck',
          next: `${POST}.companyBond`,
          rolls: POST_GAME_ROLLS,
          wait: null,
          choose: {
            prompt:
              'Post-game — the Blight strikes “one Boiler” and leaves the choice to you: pick which of your Boilers it hits.',
            rule: 'salvage.blight-manifestation',
          },
        }),
        // The bond step is applied by the rules at once: no roll, no decision.
        companyBond: step({
          label: 'Post-game',
          place: 'postGame.companyBond',
          next: `${POST}.downtime`,
          rolls: [],
          wait: null,
        }),
        downtime: step({
          label: 'Post-game',
          place: 'postGame.downtime',
          next: '#salvage.stalled',
          rolls: [],
          wait: {
            prompt:
              'Downtime: sell salvage and gear, buy gear, hire to fill the roster (at most 3, one Boss), trade with the other crew, then set out on the next mission.',
            rule: 'salvage.downtime',
            on: [
              'downtime.buy',
              'downtime.sell',
              'downtime.sellSalvage',
              'downtime.hire',
              'downtime.trade',
              'mission.next',
            ],
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
