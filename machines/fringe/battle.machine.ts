import { startBattle } from '../../src/rules/fringe/engine';
import { AWAITING_DICE } from '../core/diceRequest';
import { fringeBattleSetup } from './battle.setup';

/**
 * A Fringe battle on the depth board as its phases (Reading: the notes give no round sequence; the project's
 * reading is in src/rules/fringe/phases.ts and the rules reference entry `fringe.battle-round`):
 *
 * `setup` (before the battle: Duplicator → Snooper Bot → Seize the Initiative) → `round` (every figure acts
 * once in Reactions order: a crew figure's `crew` activation or the behaviour's `enemy` activation, each with
 * the rolls its actions start) → `endPhase` (the next round, or the battle ends on time) → `over`. The battle
 * also ends at once when a side has no figure left or leaves.
 *
 * Every guard is one call into src/rules/fringe/phases.ts; every roll is its own state with its prompt and
 * rule. The chain a decision or roll starts (a shot's hits, a hit's save, a brawl's push-backs, the enemy
 * behaviour's moves) stays data: the kernel's queue of owed steps, run by `resolve` inside the activation.
 *
 * Brawls are resolved at once in the nested `brawl` state, not an invoked child: a brawl's hits, saves,
 * Luck dives and push-backs change the same figures and queue as the rest of the activation, and a story
 * point may re-roll any of its dice, so a child would have to copy the whole battle in and out.
 */

const OVER = '#fringeBattle.over';
const ACTIVATION = '#fringeBattle.round.activation.check';

/** A decision transition: taken when the rules accept it; the decision is applied and its queue run. */
const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;

/** One roll of the battle: its own prompt and rule; the request comes from the queue's head. */
const roll = (prompt: string, rule: string, target: string) =>
  ({
    tags: [AWAITING_DICE],
    meta: { prompt, rule },
    entry: 'askDie',
    on: { 'dice.answer': { guard: 'answerFits', target, actions: 'takeDie' } },
  }) as const;

/** A roll that went against a player: keep it or change it (Fringe: Story points; Lucky shot!). */
const review = (target: string) =>
  ({
    meta: {
      prompt:
        'That roll went against you. Spend a story point to roll it again (the new result stands), make a failed item roll work, or call Lucky shot! on a shot that just missed — or let it stand.',
      rule: 'fringe.story-points',
    },
    on: {
      'roll.accept': decided(target),
      'story.reroll': decided(target),
      'story.succeed': decided(target),
      'campaign.lucky-shot': decided(target),
      'campaign.time-to-go': decided(target),
    },
  }) as const;

/** The once-per-campaign options a deciding side may call during an activation. */
const campaign = {
  'campaign.time-to-go': decided(ACTIVATION),
  'campaign.mate': decided(ACTIVATION),
} as const;

export const fringeBattleMachine = fringeBattleSetup.createMachine({
  id: 'fringeBattle',
  context: ({ input }) => ({ battle: startBattle(input), diceRequest: null, seq: 1 }),
  output: ({ context }) => ({
    outcome: context.battle.stage.kind === 'over' ? context.battle.stage.outcome : null,
    battle: context.battle,
  }),
  initial: 'setup',
  states: {
    setup: {
      initial: 'duplicator',
      states: {
        duplicator: {
          always: [
            { guard: 'duplicatorOffered', target: 'duplicatorOffer' },
            { target: 'snooper', actions: 'passDuplicator' },
          ],
        },
        duplicatorOffer: {
          meta: {
            prompt:
              'Before the battle: a crew member carries a Duplicator. Copy one weapon or piece of gear your crew carries (not a Duplicator; it is used up), or keep it for later.',
            rule: 'fringe.gear',
          },
          on: { 'gear.duplicate': decided('duplicator'), 'gear.duplicate.skip': decided('snooper') },
        },
        snooper: {
          always: [
            { guard: 'snooperOffered', target: 'snooperOffer' },
            { target: 'initiative', actions: 'toInitiative' },
          ],
        },
        snooperOffer: {
          meta: {
            prompt:
              'The battle penalizes your Seize the Initiative roll. Send the Snooper Bot ahead to ignore the penalty (a 1 on a D6 Damages it), or roll as you are.',
            rule: 'fringe.initiative',
          },
          on: { 'gear.snooper': decided('rolled'), 'gear.snooper.skip': decided('initiative') },
        },
        snooperRoll: roll(
          'The Snooper Bot goes out ahead: the initiative penalty is ignored, but a 1 on the D6 Damages the bot.',
          'fringe.gear',
          'rolled',
        ),
        initiative: {
          always: [
            { guard: 'initiativeRollOwed', target: 'initiativeRoll' },
            // The battle negates the roll: nobody seizes the initiative.
            { target: '#fringeBattle.round', actions: 'initiativeNegated' },
          ],
        },
        initiativeRoll: roll(
          'Seize the Initiative: d6 + the best Savvy (solo: against the battle’s number; hot-seat: both crews, the higher total). The side that seizes it acts first in round 1.',
          'fringe.initiative',
          'rolled',
        ),
        rolled: {
          always: [
            { guard: 'battleOver', target: OVER },
            { guard: 'reviewOwed', target: 'review' },
            { guard: 'snooperRollOwed', target: 'snooperRoll' },
            { guard: 'initiativeRollOwed', target: 'initiativeRoll' },
            { guard: 'roundBegun', target: '#fringeBattle.round' },
            { target: 'snooper' },
          ],
        },
        review: review('rolled'),
      },
    },
    round: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'battleOver', target: OVER },
            { guard: 'roundDone', target: '#fringeBattle.endPhase' },
            { target: 'activation', actions: 'activateNext' },
          ],
        },
        activation: {
          initial: 'check',
          states: {
            check: {
              always: [
                { guard: 'battleOver', target: OVER },
                { guard: 'reviewOwed', target: 'review' },
                { guard: 'winnerMoveOwed', target: 'brawl.winner' },
                { guard: 'pickRollOwed', target: 'brawl.pickRoll' },
                { guard: 'brawlRollOwed', target: 'brawl.brawlRoll' },
                { guard: 'endangerRollOwed', target: 'endangerRoll' },
                { guard: 'shotRollOwed', target: 'shotRoll' },
                { guard: 'hitRollOwed', target: 'hitRoll' },
                { guard: 'saveRollOwed', target: 'saveRoll' },
                { guard: 'luckRollOwed', target: 'luckRoll' },
                { guard: 'activationEnded', target: '#fringeBattle.round.next' },
                { guard: 'enemyActs', target: 'enemy' },
                { target: 'crew' },
              ],
            },
            crew: {
              meta: {
                prompt:
                  'A figure of yours acts: move (up to its Speed, Dash for 2" more without a Combat Action; click the board), shoot or Panic Fire, acquire a Notable sight it touches, or end its activation. Moving into contact starts a brawl.',
                rule: 'fringe.battle-round',
              },
              on: {
                'figure.move': decided('check'),
                'figure.shoot': decided('check'),
                'figure.panic': decided('check'),
                'figure.sight': decided('check'),
                'figure.end': decided('check'),
                ...campaign,
              },
            },
            enemy: {
              meta: {
                prompt:
                  'An enemy figure acts by its behaviour (charge, shoot, advance or hold, in the order its band follows). Let it act; its rolls come to the dice tray.',
                rule: 'fringe.enemy-behaviour',
              },
              on: { 'enemy.go': decided('check'), ...campaign },
            },
            endangerRoll: roll(
              'An ally stands where the shot could hit them: the shooter needs a 5+ on a D6 to take the shot at all.',
              'fringe.line-of-fire',
              'check',
            ),
            shotRoll: roll(
              'A shot: d6 + Combat Skill must reach the number the range and cover give (an aimed shot re-rolls a 1; Panic Fire shoots at the closest target).',
              'fringe.hit-roll',
              'check',
            ),
            hitRoll: roll(
              'A hit: d6 + the weapon’s Damage against the target’s Toughness; reaching it (or a natural 6) is a casualty, less pushes the target back and Stuns it.',
              'fringe.resolving-hits',
              'check',
            ),
            saveRoll: roll(
              'A saving throw: the target’s armour or screen deflects the casualty on its number (the figure is still Stunned).',
              'fringe.saving-throws',
              'check',
            ),
            luckRoll: roll(
              'Luck: instead of falling, the figure spends a point and dives 1D6" in a random direction (the D8 compass).',
              'fringe.luck',
              'check',
            ),
            review: review('check'),
            brawl: {
              initial: 'brawlRoll',
              states: {
                pickRoll: roll(
                  'The lone fighter is in contact with several opponents: a fair die picks which one it fights first.',
                  'fringe.brawl-multiple',
                  ACTIVATION,
                ),
                brawlRoll: roll(
                  'A brawl, resolved at once: each side throws a d6 (a K’Erin two, keeping the better) and adds Combat Skill and its weapon; the lower total takes a hit, a draw hits both. Then the hits, push-backs and any saves.',
                  'fringe.brawling',
                  ACTIVATION,
                ),
                winner: {
                  meta: {
                    prompt:
                      'The brawl’s winner took its opponent out: it may move up to 2" in any direction, but not into a new brawl — click a spot on the board — or stay where it is.',
                    rule: 'fringe.brawling',
                  },
                  on: {
                    'winner.move': decided(ACTIVATION),
                    'winner.stay': decided(ACTIVATION),
                    'campaign.time-to-go': decided(ACTIVATION),
                  },
                },
              },
            },
          },
        },
      },
    },
    endPhase: {
      always: [
        { guard: 'lastRoundPlayed', target: 'over', actions: 'endOnTime' },
        { target: 'round', actions: 'nextRound' },
      ],
    },
    over: { type: 'final' },
  },
});

export type FringeBattleMachine = typeof fringeBattleMachine;
