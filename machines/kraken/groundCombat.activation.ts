import { AWAITING_DICE } from '../core/diceRequest';
import { answered, decided } from './groundCombat.logic';

/**
 * One crew member's activation (Space Kraken §14, Combat actions and PSI powers): choose an action, roll
 * what it needs, then a PSI power or not. The same states serve the free reaction while enemies spawn and
 * every activation of a turn; the parent decides where to go when `done` is reached.
 */

export const activationStates = {
  initial: 'choosing',
  states: {
    choosing: {
      meta: {
        prompt:
          'Choose this crew member’s action: attack (weapon, target, boost, Berserk, Flank), take cover, reload, unjam, recharge a charge-up weapon, use an item, exchange gear, escape or meditate. During the reaction a PSI power may be used instead. You can also hold back and pick someone else.',
        rule: 'kraken.combat-actions',
      },
      on: {
        attack: decided('attackCheck'),
        cover: decided('afterAction'),
        reload: decided('afterAction'),
        recharge: decided('afterAction'),
        exchange: decided('afterAction'),
        'item.use': decided('attackCheck'),
        unjam: decided('unjamRoll'),
        meditate: decided('meditateRoll'),
        escape: decided('escapeRoll'),
        'psi.use': decided('psiRoll'),
        'activation.cancel': decided('done'),
      },
    },
    attackCheck: {
      always: [
        { guard: 'flankPending', target: 'flankRoll' },
        { guard: 'attackNeedsDie', target: 'hitRoll' },
        { guard: 'attackPending', target: 'afterAction', actions: 'finishAttack' },
        { target: 'afterAction' },
      ],
    },
    flankRoll: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'The flank comes first: Agility + d6 against 8+ (a 1 fails). A pass adds 3 damage to the first hit.',
        rule: 'kraken.flank',
      },
      entry: 'askFlankDie',
      on: { 'dice.answer': answered('attackCheck', 'takeFlankDie') },
    },
    hitRoll: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'Roll to hit, one die at a time: the weapon’s hit value or more hits, a 6 adds 1 damage, a 1 always misses and jams a weapon.',
        rule: 'kraken.attack',
      },
      entry: 'askHitDie',
      on: { 'dice.answer': answered('hitRolled', 'takeHitDie') },
    },
    hitRolled: {
      always: [{ guard: 'rerollOffered', target: 'rerollChoice' }, { target: 'attackCheck' }],
    },
    rerollChoice: {
      meta: {
        prompt: 'That die missed. A re-roll is available this turn: roll it again, or keep it.',
        rule: 'kraken.lone-wolf',
      },
      on: { 'attack.reroll': decided('hitRoll'), 'attack.keep': decided('attackCheck') },
    },
    unjamRoll: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'Unjam: Tech + d6 against 8+ the first time, 6+ after a failure; a second failure damages the weapon.',
        rule: 'kraken.unjam',
      },
      entry: 'askUnjamDie',
      on: { 'dice.answer': answered('afterAction', 'takeUnjamDie') },
    },
    meditateRoll: {
      tags: [AWAITING_DICE],
      meta: {
        prompt: 'Meditate: a d6 against 3 plus the HP this crew member has lost; a failure costs HP.',
        rule: 'kraken.meditate',
      },
      entry: 'askMeditateDie',
      on: { 'dice.answer': answered('afterAction', 'takeMeditateDie') },
    },
    escapeRoll: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'Escape: d6 + the lowest Agility of those running, +3 per sacrifice and +2 per earlier attempt, against the highest enemy Agility.',
        rule: 'kraken.escape-ground-combat',
      },
      entry: 'askEscapeDie',
      on: { 'dice.answer': answered('afterAction', 'takeEscapeDie') },
    },
    afterAction: {
      always: [{ guard: 'psiStepOpen', target: 'psiChoice' }, { target: 'done' }],
    },
    psiChoice: {
      meta: {
        prompt:
          'After the action this crew member may use one PSI power (d6 + PSI against its difficulty), or skip it. A failure costs HP and exhausts PSI.',
        rule: 'kraken.psi-check',
      },
      on: { 'psi.use': decided('psiRoll'), 'psi.skip': decided('done') },
    },
    psiRoll: {
      tags: [AWAITING_DICE],
      meta: {
        prompt: 'The PSI check: d6 + PSI level + one PSI item against the power’s difficulty.',
        rule: 'kraken.psi-check',
      },
      entry: 'askPsiDie',
      on: { 'dice.answer': answered('done', 'takePsiDie') },
    },
    done: { type: 'final', entry: 'endActivation' },
  },
} as const;
