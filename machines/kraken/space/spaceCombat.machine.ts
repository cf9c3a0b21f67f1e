import { afterSpaceCombat } from '../../../src/rules/kraken/space/combatAfter';
import { startSpaceCombat } from '../../../src/rules/kraken/space/combatState';
import type { DoneActorEvent } from 'xstate';
import type { BoardingOutcome, DecisionStep, PendingRoll } from '../../../src/rules/kraken/space/combatTypes';
import { AWAITING_DICE } from '../../core/diceRequest';
import { boardingInput, nextPhaseTarget, spaceCombatSetup } from './spaceCombat.setup';

/**
 * A Space Kraken space combat (§10) as its phase loop: each turn runs the seven sub-phases in the book's
 * order — `timeline` (1), `objectives` (2), `firing` (3), `enemyFire` (4), `boarding` (5), `escape` (6),
 * `recharge` (7) — then back to `timeline`, or out to `over` once the combat is resolved. Each phase's
 * rules open it on entry; its `check` choice point then goes to the die or decision it waits for or, the
 * phase finished, on to the next phase. The order is one list, `SPACE_PHASES` (combatOrder.ts), which the
 * odds simulators walk too: every way on to the next phase is `nextPhaseTarget`. Every die is its own state with its own prompt and rule; a boarding
 * is the boarding machine, invoked as `boarding`. The result leaves through `output`.
 */

const OVER = '#spaceCombat.over';

/** A decision: allowed by the rules, applied, then the phase's choice point again. */
const decided = { guard: 'decisionAllowed', target: 'check', actions: 'decide' } as const;

/** One die of the combat: its own prompt and rule, then the phase's choice point again. */
const die = (prompt: string, rule: string) =>
  ({
    tags: [AWAITING_DICE],
    meta: { prompt, rule },
    entry: 'askDie',
    on: { 'dice.answer': { guard: 'answerFits', target: 'check', actions: 'takeDie' } },
  }) as const;

const awaits = (kind: PendingRoll['kind']) => ({ type: 'awaitsDie', params: kind }) as const;
const asks = (step: DecisionStep) => ({ type: 'asks', params: step }) as const;

/**
 * An enemy volley, hit by hit (kraken.enemy-fire): each ship still in the fight rolls to hit; a hit may be
 * evaded once a turn (kraken.evade); what gets through shields and armour may damage a system
 * (kraken.ship-damage). The Attack command's volley (phase 1) and phase 4's run the same steps; `after` is
 * where the chart goes once the volley is over.
 */
const volley = (after: string) =>
  ({
    initial: 'check',
    states: {
      check: {
        always: [
          { guard: 'over', target: OVER },
          { guard: awaits('enemy-hit'), target: 'enemyHitRoll' },
          { guard: asks('evade'), target: 'evade' },
          { guard: awaits('evade'), target: 'evadeRoll' },
          { guard: awaits('system-class'), target: 'systemClassRoll' },
          { guard: awaits('system-count'), target: 'systemCountRoll' },
          { guard: asks('shield-pick'), target: 'shieldPick' },
          { target: after },
        ],
      },
      enemyHitRoll: die(
        'An enemy ship’s weapons fire at you: a d6, 4 or more hits, a 6 adds 3 damage.',
        'kraken.enemy-fire',
      ),
      evade: {
        meta: {
          prompt:
            'An enemy shot hits. With Maneuver Engines you may try to evade once this turn: up to two unused pilots, half their Tech added up plus a d6, 8 or more avoids all its damage (a 1 fails). Or take the hit.',
          rule: 'kraken.evade',
        },
        on: { evade: decided, 'evade.skip': decided },
      },
      evadeRoll: die(
        'Evading the enemy hit: the pilots’ Tech added up and halved, plus a d6; 8 or more avoids all its damage, a 1 fails.',
        'kraken.evade',
      ),
      systemClassRoll: die(
        'The enemy hit got through to your SP: a d6 says which kind of system it damages (1–2 none, 3–4 standard, 5 weapon, 6 shield).',
        'kraken.ship-damage',
      ),
      systemCountRoll: die(
        'The enemy hit damages one of your systems: a d20 counts through them to find which.',
        'kraken.ship-damage',
      ),
      shieldPick: {
        meta: {
          prompt: 'The hit damaged a shield system: choose which of your shield systems takes it.',
          rule: 'kraken.ship-damage',
        },
        on: { 'shield.pick': decided },
      },
    },
  }) as const;

/** A boarding, fought out by the boarding machine; its result goes back to the combat's rules. */
const fighting = {
  meta: {
    prompt:
      'A boarding combat is under way: it runs with its own choices, three rounds at most, then the space combat goes on.',
    rule: 'kraken.boarding-loop',
  },
  invoke: {
    id: 'boarding',
    src: 'boarding',
    input: boardingInput,
    onDone: {
      target: 'check',
      actions: {
        type: 'takeBoarding',
        params: ({ event }: { readonly event: DoneActorEvent<BoardingOutcome> }) => event.output,
      },
    },
  },
} as const;

export const spaceCombatMachine = spaceCombatSetup.createMachine({
  id: 'spaceCombat',
  context: ({ input }) => ({
    combat: startSpaceCombat({
      row: input.row,
      ship: input.ship,
      catalogue: {
        systems: new Map(input.systems.map((s) => [s.id, s])),
        hulls: new Map(input.hulls.map((h) => [h.id, h])),
      },
      crew: input.crew,
      ...(input.magazines === undefined ? {} : { magazines: input.magazines }),
    }),
    diceRequest: null,
    seq: 1,
    boardingShip: null,
  }),
  output: ({ context }) => afterSpaceCombat(context.combat),
  initial: 'timeline',
  states: {
    // Sub-phase 1: the turn's marks cleared, the leftmost timeline command carried out and crossed out.
    // Attack has them fire at once; Combat has crewed ships board you (shields 3 or less).
    // Reading (kraken.timeline): the book has these happen "instantly" when the command is activated, then
    // play continues with phase 2, so the Attack volley (phase 4's steps) and the Combat boardings are steps
    // of `timeline`, not jumps to `enemyFire` or `boarding`.
    // Reading (kraken.space-combat): a phase with nothing to ask (phase 4 under Idle, phase 5 with nobody to
    // board, phase 6 once the turn is already won) is entered and left in the same step, so the loop never
    // skips a state of the book's order.
    timeline: {
      entry: 'beginTurn',
      initial: 'command',
      states: {
        command: {
          always: [
            { guard: 'over', target: OVER },
            { guard: 'attackVolley', target: 'attack' },
            { guard: 'boardingWaiting', target: 'boarders' },
            { target: nextPhaseTarget('timeline') },
          ],
        },
        attack: volley(nextPhaseTarget('timeline')),
        boarders: {
          initial: 'check',
          states: {
            check: {
              always: [
                { guard: 'over', target: OVER },
                { guard: 'boardingOrderOpen', target: 'order' },
                // §10 After Boarding Combat: boarded with no die, the game is lost (nobody aboard can fight).
                { guard: 'boardingUndefended', target: 'check', reenter: true, actions: 'loseUndefended' },
                { guard: 'boardingWaiting', target: 'fighting' },
                { target: nextPhaseTarget('timeline') },
              ],
            },
            order: {
              meta: {
                prompt:
                  'Several enemy ships board you (the Combat command): choose which boarding party you fight first.',
                rule: 'kraken.timeline',
              },
              on: { 'boarding.order': { guard: 'orderAllowed', target: 'check', actions: 'order' } },
            },
            fighting,
          },
        },
      },
    },
    // Sub-phase 2: objectives strictly left to right, and repairs (T9), with crew not yet used this turn.
    objectives: {
      entry: 'openObjectives',
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'over', target: OVER },
            { guard: asks('objectives'), target: 'choosing' },
            { guard: awaits('objective'), target: 'objectiveRoll' },
            { guard: awaits('repair'), target: 'repairRoll' },
            { target: nextPhaseTarget('objectives') },
          ],
        },
        choosing: {
          meta: {
            prompt:
              'Sub-phase 2: send unused crew at the next objective (their attribute added up, plus a d6; a 1 always fails), or at a repair (Tech against 9: one damaged system or 3 SP). Each crew member acts once a turn. Done when you have nobody more to send.',
            rule: 'kraken.objective-check',
          },
          on: { 'objective.try': decided, 'repair.try': decided, 'objectives.done': decided },
        },
        objectiveRoll: die(
          'An objective check: the crew sent add up their attribute, plus a d6, against the objective’s number (a 1 always fails).',
          'kraken.objective-check',
        ),
        repairRoll: die(
          'A repair: the crew’s Tech added up, plus a d6, against 9; it mends one damaged system or 3 SP.',
          'kraken.space-repair',
        ),
      },
    },
    // Sub-phase 3: up to 4 working weapons and their targets, all chosen before any shot.
    firing: {
      entry: 'openFire',
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'over', target: OVER },
            { guard: asks('fire'), target: 'choosing' },
            { guard: awaits('hit'), target: 'hitRoll' },
            { guard: asks('reroll'), target: 'reroll' },
            { target: nextPhaseTarget('fire') },
          ],
        },
        choosing: {
          meta: {
            prompt:
              'Sub-phase 3: designate up to 4 weapons and their targets (more than one target needs a working Target System), and whether an OC weapon bursts for 2 extra ammo. Targets are fixed once you fire. Or hold fire.',
            rule: 'kraken.space-fire',
          },
          on: { fire: decided },
        },
        hitRoll: die(
          'One of your weapons fires at its target: a d6 against the weapon’s hit number.',
          'kraken.space-fire',
        ),
        reroll: {
          meta: {
            prompt:
              'That shot missed. An unused crew member may throw its die once more (one re-roll per weapon this turn), or let the miss stand.',
            rule: 'kraken.space-fire',
          },
          on: { reroll: decided, 'reroll.skip': decided },
        },
      },
    },
    // Sub-phase 4: every enemy ship still in the fight fires, in sheet order (none under the Idle command).
    enemyFire: { entry: 'openEnemyFire', ...volley(nextPhaseTarget('enemy-fire')) },
    // Sub-phase 5: you may board one crewed enemy ship whose shields are at 3 or less.
    boarding: {
      entry: 'openBoarding',
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'over', target: OVER },
            { guard: asks('board'), target: 'choosing' },
            { guard: 'boardingWaiting', target: 'fighting' },
            { target: nextPhaseTarget('boarding') },
          ],
        },
        choosing: {
          meta: {
            prompt:
              'Sub-phase 5: you may board one crewed enemy ship whose shields are at 3 or less, sending any unused crew. Or stay aboard.',
            rule: 'kraken.boarding',
          },
          on: { board: decided, 'board.skip': decided },
        },
        fighting,
      },
    },
    // Sub-phase 6: try to escape, unless the turn is already won.
    escape: {
      entry: 'openEscape',
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'over', target: OVER },
            { guard: asks('escape'), target: 'choosing' },
            { guard: awaits('escape'), target: 'escapeRoll' },
            { target: nextPhaseTarget('escape') },
          ],
        },
        choosing: {
          meta: {
            prompt:
              'Sub-phase 6: try to escape? A d20 plus the Tech of every unused crew member must reach 20 (15 after a failed try in this combat). An escape counts as a lost flight.',
            rule: 'kraken.escape-space-combat',
          },
          on: { escape: decided, 'escape.skip': decided },
        },
        escapeRoll: die(
          'Escape: a d20 plus the Tech of every unused crew member, against 20 (15 after a failed try in this combat).',
          'kraken.escape-space-combat',
        ),
      },
    },
    // Sub-phase 7: shields recharge, Repair Drones may work; then the loop's end (won, lost) or a new turn.
    recharge: {
      entry: 'openRecharge',
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'over', target: OVER },
            { guard: asks('drones'), target: 'drones' },
            { target: nextPhaseTarget('recharge') },
          ],
        },
        drones: {
          meta: {
            prompt:
              'Sub-phase 7: shields recharge. Your Repair Drones may mend one damaged system or 3 SP now, or skip.',
            rule: 'kraken.space-recharge',
          },
          on: { drones: decided, 'drones.skip': decided },
        },
      },
    },
    over: { type: 'final' },
  },
});

export type SpaceCombatMachine = typeof spaceCombatMachine;
