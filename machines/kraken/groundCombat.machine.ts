import { openFight } from '../../src/rules/kraken/groundCombat/combatSpawn';
import { fightOutput } from '../../src/rules/kraken/groundCombat/combatTurn';
import { AWAITING_DICE } from '../core/diceRequest';
import { answered, decided } from './groundCombat.logic';
import { activationStates } from './groundCombat.activation';
import { groundCombatSetup } from './groundCombat.setup';

/**
 * Space Kraken's ground combat loop (§14), one guided step at a time: enemies spawn one die at a time (with a
 * free reaction on a 4+), initiative (Cover first, then the roll; ambush and lone wolf need none), then turns
 * of oxygen → crew → enemies → shield recharge (crew and enemies swapped when the enemy won initiative),
 * until the crew wins, falls or escapes; then the spoils. The machine only orchestrates: every rule is a
 * function of src/rules/kraken, every die a dice request, and the result leaves through `output`.
 */

const END = '#groundCombat.ending';

/** One spawn die: its own prompt and rule, the same request and answer. */
const spawnDie = (prompt: string, rule: string) =>
  ({
    tags: [AWAITING_DICE],
    meta: { prompt, rule },
    entry: 'askSpawnDie',
    on: { 'dice.answer': answered('check', 'takeSpawnDie') },
  }) as const;

export const groundCombatMachine = groundCombatSetup.createMachine({
  id: 'groundCombat',
  context: ({ input }) => ({ fight: openFight(input), diceRequest: null, seq: 1 }),
  output: ({ context }) => fightOutput(context.fight),
  initial: 'spawning',
  states: {
    spawning: {
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'reactionPending', target: 'reaction' },
            { guard: 'awaitsRandomValue', target: 'randomValue' },
            { guard: 'awaitsHellDie', target: 'hellRoll' },
            { guard: 'awaitsReactionDie', target: 'reactionRoll' },
            { guard: 'awaitsSecondPrimary', target: 'secondPrimary' },
            { guard: 'awaitsSecondSpecies', target: 'secondSpecies' },
            { guard: 'awaitsMinionCount', target: 'minionCount' },
            { guard: 'awaitsMinionSpecies', target: 'minionSpecies' },
            { target: '#groundCombat.initiative' },
          ],
        },
        randomValue: spawnDie(
          'The map shows E?: roll a d6 and halve it, rounded up (a d3). The value is remembered for this map.',
          'kraken.random-value',
        ),
        hellRoll: spawnDie(
          'A boss of level 6 or more: on a 6 a creature from hell comes instead.',
          'kraken.creature-from-hell',
        ),
        reactionRoll: spawnDie(
          'The first primary enemy is here. Reaction check: 4+ lets one crew member act before the rest arrive.',
          'kraken.spawn-reaction',
        ),
        secondPrimary: spawnDie(
          'A second primary enemy comes if the d6 is lower than the map number.',
          'kraken.second-primary',
        ),
        secondSpecies: spawnDie(
          'The second primary’s species: 1 Krakens, 2 Greys, 3 Insectoids, 4 The Lost, 5 Beasts, 6 Renegades (no faction more than twice).',
          'kraken.second-primary',
        ),
        minionCount: spawnDie(
          'Minions, a level lower: d6 + map number — 2–5 none, 6–10 one, 11+ two (a boss always has one).',
          'kraken.minions',
        ),
        minionSpecies: spawnDie(
          'A minion’s species: 1 Krakens, 2 Greys, 3 Insectoids, 4 The Lost, 5 Beasts, 6 Renegades (no faction more than twice).',
          'kraken.minions',
        ),
        reaction: {
          meta: {
            prompt:
              'Reaction! Before the others arrive, pick one crew member for a free combat action (not a Flank) or one PSI power — or let the chance pass.',
            rule: 'kraken.spawn-reaction',
          },
          on: { 'crew.activate': decided('acting'), 'reaction.skip': decided('check') },
        },
        acting: { ...activationStates, onDone: { target: 'check' } },
      },
    },
    initiative: {
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'fightOver', target: END },
            { guard: 'initiativeFixed', target: '#groundCombat.turn', actions: 'settleInitiative' },
            { target: 'cover' },
          ],
        },
        cover: {
          meta: {
            prompt:
              'Before initiative you may put slow crew members in Cover for the first turn: they stay out of the roll and do not act on turn 1. Then roll: each side’s lowest Agility + d6, ties to the crew.',
            rule: 'kraken.initiative',
          },
          on: {
            'cover.toggle': { guard: 'decisionAllowed', actions: 'decide' },
            'initiative.roll': decided('crewDie'),
          },
        },
        crewDie: {
          tags: [AWAITING_DICE],
          meta: {
            prompt: 'The crew’s initiative die: lowest Agility out of Cover + d6.',
            rule: 'kraken.initiative',
          },
          entry: 'askCrewInitiativeDie',
          on: { 'dice.answer': answered('enemyDie', 'takeCrewInitiativeDie') },
        },
        enemyDie: {
          tags: [AWAITING_DICE],
          meta: {
            prompt: 'The enemies’ initiative die: their lowest Agility + d6.',
            rule: 'kraken.initiative',
          },
          entry: 'askEnemyInitiativeDie',
          on: { 'dice.answer': answered('#groundCombat.turn', 'takeEnemyInitiativeDie') },
        },
      },
    },
    turn: {
      initial: 'start',
      states: {
        start: { entry: 'beginTurn', always: 'oxygen' },
        oxygen: {
          always: [
            { guard: 'oxygenOwed', target: 'oxygenShort' },
            { guard: 'fightOver', target: END },
            { guard: 'crewFirst', target: 'crew' },
            { target: 'enemies' },
          ],
        },
        oxygenShort: {
          meta: {
            prompt: 'The oxygen has run out. Choose a crew member who passes out for this turn’s air.',
            rule: 'kraken.oxygen-use',
          },
          on: { 'oxygen.faint': decided('oxygen') },
        },
        crew: {
          entry: 'openCrewPhase',
          initial: 'check',
          states: {
            check: {
              always: [
                { guard: 'fightOver', target: END },
                { guard: 'crewPhaseOver', target: 'finished' },
                { target: 'picking' },
              ],
            },
            picking: {
              meta: {
                prompt:
                  'The crew acts: choose who activates next. Everyone conscious acts once (a lone wolf twice).',
                rule: 'kraken.combat-loop',
              },
              on: { 'crew.activate': decided('acting') },
            },
            acting: { ...activationStates, onDone: { target: 'check' } },
            finished: { type: 'final' },
          },
          onDone: [{ guard: 'crewFirst', target: 'enemies' }, { target: 'recharge' }],
        },
        enemies: {
          entry: 'openEnemyPhase',
          exit: 'closeEnemyPhase',
          initial: 'next',
          states: {
            next: {
              always: [
                { guard: 'fightOver', target: END },
                { guard: 'noEnemyLeftToAct', target: 'finished' },
                { target: 'begin', actions: 'beginEnemyActivation' },
              ],
            },
            begin: {
              always: [{ guard: 'enemyTriesEscape', target: 'escapeRoll' }, { target: 'actionRoll' }],
            },
            escapeRoll: {
              tags: [AWAITING_DICE],
              meta: {
                prompt:
                  'This enemy is badly hurt and tries to flee: 4+ on a d6 and it is gone (XP, no treasure).',
                rule: 'kraken.enemy-escape',
              },
              entry: 'askEnemyEscapeDie',
              on: { 'dice.answer': answered('afterEscape', 'takeEnemyEscapeDie') },
            },
            afterEscape: {
              always: [
                { guard: 'enemyGone', target: 'next', actions: 'endEnemyTurn' },
                { target: 'actionRoll' },
              ],
            },
            actionRoll: {
              tags: [AWAITING_DICE],
              meta: {
                prompt: 'The enemy acts: a d6 on its action table says what it does.',
                rule: 'kraken.enemy-actions',
              },
              entry: 'askEnemyActionDie',
              on: { 'dice.answer': answered('resolving', 'takeEnemyActionDie') },
            },
            resolving: {
              always: [
                { guard: 'enemyNeedsTarget', target: 'choosingTarget' },
                { guard: 'enemyAttackNeedsDie', target: 'hitRoll' },
                { guard: 'psiShieldNeedsDie', target: 'shieldRoll' },
                { guard: 'psiShieldOffered', target: 'shieldOffer' },
                { target: 'afterAction', actions: 'finishEnemyAction' },
              ],
            },
            choosingTarget: {
              meta: {
                prompt:
                  'The enemy attacks by priority (melee attackers, then ranged, then the rest): choose which of the crew members in that class it goes for.',
                rule: 'kraken.enemy-target-priority',
              },
              on: { 'enemy.target': decided('resolving') },
            },
            hitRoll: {
              tags: [AWAITING_DICE],
              meta: {
                prompt:
                  'The enemy rolls to hit: its hit value or more (1 more against Cover), a 6 adds 1 damage.',
                rule: 'kraken.enemy-actions',
              },
              entry: 'askEnemyHitDie',
              on: { 'dice.answer': answered('resolving', 'takeEnemyHitDie') },
            },
            shieldOffer: {
              meta: {
                prompt:
                  'The attack has landed. Your PSI hero may raise a PSI Shield (8+) to stop all its HP damage to one crew member, or let it through.',
                rule: 'kraken.psi-support',
              },
              on: { 'psi.shield': decided('resolving'), 'psi.pass': decided('resolving') },
            },
            shieldRoll: {
              tags: [AWAITING_DICE],
              meta: {
                prompt: 'PSI Shield: d6 + PSI against 8. A failure costs HP and exhausts PSI.',
                rule: 'kraken.psi-check',
              },
              entry: 'askPsiShieldDie',
              on: { 'dice.answer': answered('resolving', 'takePsiShieldDie') },
            },
            afterAction: {
              always: [
                { guard: 'fightOver', target: END },
                { guard: 'enemyHasAnotherAction', target: 'actionRoll' },
                { target: 'next', actions: 'endEnemyTurn' },
              ],
            },
            finished: { type: 'final' },
          },
          onDone: [{ guard: 'crewFirst', target: 'recharge' }, { target: 'crew' }],
        },
        recharge: { entry: 'rechargeShields', always: 'start' },
      },
    },
    ending: {
      entry: 'closeFight',
      always: [{ guard: 'dropsLeft', target: 'spoils' }, { target: 'done' }],
    },
    spoils: {
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'awaitsChoice', target: 'choosing' },
            { guard: 'awaitsTreasureDie', target: 'treasureRoll' },
            { guard: 'awaitsCashDie', target: 'cashRoll' },
            { guard: 'awaitsRowDie', target: 'rowRoll' },
            { guard: 'awaitsPick', target: 'picking' },
            { guard: 'awaitsAmmo', target: 'ammo' },
            { target: 'finished' },
          ],
        },
        choosing: {
          meta: {
            prompt: 'A treasure drop: first take a free stimpack, or credits equal to its grade.',
            rule: 'kraken.treasure-drops',
          },
          on: { 'spoils.take': decided('check') },
        },
        treasureRoll: {
          tags: [AWAITING_DICE],
          meta: {
            prompt: 'Roll a d20 on the treasure table for this location.',
            rule: 'kraken.treasure-drops',
          },
          entry: 'askTreasureDie',
          on: { 'dice.answer': answered('check', 'takeTreasureDie') },
        },
        cashRoll: {
          tags: [AWAITING_DICE],
          meta: {
            prompt: 'Extra cash: 1–5 pays half the grade’s value, 6 pays all of it.',
            rule: 'kraken.extra-cash',
          },
          entry: 'askCashDie',
          on: { 'dice.answer': answered('check', 'takeCashDie') },
        },
        rowRoll: {
          tags: [AWAITING_DICE],
          meta: { prompt: 'Roll a d6 for the row of the grade’s list.', rule: 'kraken.item-weapon-drop' },
          entry: 'askRowDie',
          on: { 'dice.answer': answered('check', 'takeRowDie') },
        },
        picking: {
          meta: {
            prompt: 'The row offers two pieces: take the left one or the right one.',
            rule: 'kraken.item-weapon-drop',
          },
          on: { 'spoils.pick': decided('check') },
        },
        ammo: {
          meta: {
            prompt: 'Ammo: one magazine for a weapon of this grade, or two for weapons of lower grades.',
            rule: 'kraken.ammo-drop',
          },
          on: { 'spoils.ammo': decided('check') },
        },
        finished: { type: 'final' },
      },
      onDone: { target: 'done' },
    },
    done: {
      type: 'final',
      // An invoking machine (a dungeon exploration) reads the fight's `output` when it is done.
      entry: 'finishFight',
      meta: {
        prompt:
          'The fight is over. The crew keep their HP, oxygen, credits, the gear found and the XP; in a crawl, the exploration takes up from here.',
        rule: 'kraken.after-ground-combat',
      },
    },
  },
});

export type GroundCombatMachine = typeof groundCombatMachine;
