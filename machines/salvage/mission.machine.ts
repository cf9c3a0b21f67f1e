import { assign, setup } from 'xstate';
import {
  answer,
  decide,
  pendingRoll,
  refusal,
  startMission,
  type Decision,
} from '../../src/rules/salvage/mission/engine';
import type {
  Company,
  CrewSide,
  Mission,
  MissionContent,
  PlayMode,
} from '../../src/rules/salvage/mission/state';
import { AWAITING_DICE, type DiceAnswerEvent, type DiceRequest } from '../core/diceRequest';
import type { StateMeta } from '../core/meta';
import { requestFor } from '../core/roll';
import { validateAnswer } from '../core/validateAnswer';

/**
 * The salvage skirmish, one mission after another: set-up's eight steps, rounds of Boiler, Enemy and End
 * phases, the post-game and downtime, then the next mission with the surviving roster. The rules live in
 * src/rules/salvage/mission (a pure engine with a queue of owed steps); this machine waits on the player
 * in the state matching the mission's stage, and on the dice in `rolling` whenever a rule needs a roll.
 */

export interface SalvageInput {
  readonly mode: PlayMode;
  readonly content: MissionContent;
  readonly companies: Readonly<Partial<Record<CrewSide, Company>>>;
  /** Missions to play after this one, in order (content for `mission.next`); empty repeats this one. */
  readonly campaign?: readonly MissionContent[];
}

export type SalvageEvent = Decision | DiceAnswerEvent;

export interface SalvageContext {
  readonly mission: Mission;
  readonly campaign: readonly MissionContent[];
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

function requestOf(m: Mission, seq: number): DiceRequest | null {
  const need = pendingRoll(m);
  return need === null ? null : requestFor(need, `salvage-${seq}`);
}

const stageIs =
  (kind: Mission['stage']['kind'], detail?: string) =>
  ({ context }: { context: SalvageContext }) => {
    const s = context.mission.stage;
    if (s.kind !== kind) return false;
    if (detail === undefined) return true;
    if (s.kind === 'setup') return s.step === detail;
    if (s.kind === 'postGame') return s.step === detail;
    if (s.kind === 'boilerPhase') {
      if (detail === 'initiative') return s.turn === null;
      if (detail === 'activation') return s.active !== null;
      return s.turn !== null && s.active === null;
    }
    return false;
  };

const DECISIONS = [
  'setup.next',
  'theme.choose',
  'theme.roll',
  'unit.deploy',
  'initiative.first',
  'unit.activate',
  'unit.order',
  'unit.end',
  'hostile.activate',
  'perk.use',
  'downtime.buy',
  'downtime.sell',
  'downtime.sellSalvage',
  'downtime.hire',
  'downtime.trade',
  'mission.next',
  'choice.pick',
] as const;

const DECIDE = { guard: 'accepted', actions: 'decide', target: '#salvage.route' } as const;
const ON_DECISIONS = Object.fromEntries(DECISIONS.map((t) => [t, DECIDE])) as Record<
  (typeof DECISIONS)[number],
  typeof DECIDE
>;

const wait = (prompt: string, rule: string) => ({ meta: { prompt, rule }, on: ON_DECISIONS }) as const;

export const salvageMachine = setup({
  types: {
    context: {} as SalvageContext,
    events: {} as SalvageEvent,
    input: {} as SalvageInput,
    meta: {} as StateMeta,
  },
  guards: {
    rolling: ({ context }) => pendingRoll(context.mission) !== null,
    accepted: ({ context, event }) =>
      event.type !== 'dice.answer' && refusal(context.mission, event) === null,
    answerFits: ({ context, event }) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
    theme: stageIs('setup', 'theme'),
    salvage: stageIs('setup', 'salvage'),
    deployment: stageIs('setup', 'deployment'),
    airlocks: stageIs('setup', 'airlocks'),
    hazards: stageIs('setup', 'hazards'),
    hostiles: stageIs('setup', 'hostiles'),
    winConditions: stageIs('setup', 'winConditions'),
    gameLength: stageIs('setup', 'gameLength'),
    initiative: stageIs('boilerPhase', 'initiative'),
    activation: stageIs('boilerPhase', 'activation'),
    pickUnit: stageIs('boilerPhase', 'pick'),
    downtime: stageIs('postGame', 'downtime'),
    choosing: ({ context }) => context.mission.choice !== null,
    pickHostile: ({ context }) =>
      context.mission.stage.kind === 'enemyPhase' && context.mission.order.length > 1,
  },
  actions: {
    decide: assign(({ context, event }) => {
      if (event.type === 'dice.answer') return {};
      const played = Object.values(context.mission.companies)[0]?.missionsPlayed ?? 0;
      const next =
        context.campaign.length === 0 ? undefined : context.campaign[played % context.campaign.length];
      return { mission: decide(context.mission, event, event.type === 'mission.next' ? next : undefined) };
    }),
    ask: assign(({ context }) => ({
      diceRequest: requestOf(context.mission, context.seq),
      seq: context.seq + 1,
    })),
    take: assign(({ context, event }) => {
      if (event.type !== 'dice.answer') return {};
      return { mission: answer(context.mission, event.faces), diceRequest: null };
    }),
  },
}).createMachine({
  id: 'salvage',
  context: ({ input }) => ({
    mission: startMission(input.mode, input.content, input.companies),
    campaign: input.campaign ?? [],
    diceRequest: null,
    seq: 1,
  }),
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: 'choosing', target: 'choosing' },
        { guard: 'rolling', target: 'rolling' },
        { guard: 'theme', target: 'setup.theme' },
        { guard: 'salvage', target: 'setup.salvage' },
        { guard: 'deployment', target: 'setup.deployment' },
        { guard: 'airlocks', target: 'setup.airlocks' },
        { guard: 'hazards', target: 'setup.hazards' },
        { guard: 'hostiles', target: 'setup.hostiles' },
        { guard: 'winConditions', target: 'setup.winConditions' },
        { guard: 'gameLength', target: 'setup.gameLength' },
        { guard: 'initiative', target: 'round.boilerPhase.initiative' },
        { guard: 'activation', target: 'round.boilerPhase.activation' },
        { guard: 'pickUnit', target: 'round.boilerPhase.pickUnit' },
        { guard: 'pickHostile', target: 'round.enemyPhase.pickHostile' },
        { guard: 'downtime', target: 'postGame.downtime' },
        { target: 'stalled' },
      ],
    },
    rolling: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'A rule needs dice now: the tray names the roll, its target and its odds. Roll them (or type your own).',
        rule: 'salvage.tests',
      },
      entry: 'ask',
      on: { 'dice.answer': { guard: 'answerFits', actions: 'take', target: 'route' } },
    },
    setup: {
      initial: 'theme',
      states: {
        theme: wait(
          'Set-up step 1, Theme: the mission’s special rule. Pick a theme or roll for one, then go on.',
          'salvage.mission-setup',
        ),
        salvage: wait(
          'Set-up step 2, Salvage: the sites are shown by quadrant and depth (The Sink adds +1 to quality). Go on when you have looked.',
          'salvage.salvage-quality',
        ),
        deployment: wait(
          'Set-up step 3, Deployment: your Boilers stand in your zone on Topside. Move any of them within the zone, then go on.',
          'salvage.crew-limits',
        ),
        airlocks: wait(
          'Set-up step 4, Airlocks: where the crew can leave. They cannot cycle at All Quiet and let 3 units out each.',
          'salvage.airlocks',
        ),
        hazards: wait(
          'Set-up step 5, Hazards: each hazard site and what it does. Go on when you know them.',
          'salvage.hazards',
        ),
        hostiles: wait(
          'Set-up step 6, Hostiles: one unit card was drawn per hostile slot; all start Unalert.',
          'salvage.mission-setup',
        ),
        winConditions: wait(
          'Set-up step 7, Win conditions: each crew’s objective and its Scrip (the Defender rolled first).',
          'salvage.mission-setup',
        ),
        gameLength: wait(
          'Set-up step 8, Game length: the D4 set the number of rounds. Go on to start round 1.',
          'salvage.mission-setup',
        ),
      },
    },
    round: {
      initial: 'boilerPhase',
      states: {
        boilerPhase: {
          initial: 'pickUnit',
          states: {
            initiative: wait(
              'Boiler Phase: you won initiative — choose which crew activates first this round.',
              'salvage.initiative',
            ),
            pickUnit: wait(
              'Boiler Phase: choose the next unit to activate (activations alternate between crews). A Boss perk may be used before your crew starts.',
              'salvage.round',
            ),
            activation: wait(
              'The unit is activating: spend its Power on actions (each shows its cost and odds), or end the activation. At 0 Power it ends.',
              'salvage.actions',
            ),
          },
        },
        enemyPhase: {
          initial: 'pickHostile',
          states: {
            pickHostile: wait(
              'Enemy Phase: pick the next hostile to act. Unalert ones wander first (the player without initiative picks first), then Alert ones follow their Motivations (the player with initiative picks first); picks alternate.',
              'salvage.alert-hostiles',
            ),
          },
        },
      },
    },
    postGame: {
      initial: 'downtime',
      states: {
        downtime: wait(
          'Downtime: sell salvage and gear, buy gear, hire to fill the roster (up to 3, one Boss), then start the next mission.',
          'salvage.post-game',
        ),
      },
    },
    choosing: wait(
      'A rule leaves this choice to you (the prompt names it): pick one of the offered Boilers.',
      'salvage.blight-manifestation',
    ),
    stalled: {
      meta: {
        prompt: 'The mission waits on nothing the rules know of; please report this save.',
        rule: 'salvage.round',
      },
    },
  },
});

export type SalvageMachine = typeof salvageMachine;
