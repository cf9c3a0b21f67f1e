import type {
  AttackEvent,
  CombatEvent,
  SpawnDieResult,
  SpawnEvent,
  SpoilsEvent,
  TreasureDieNote,
  TurnEvent,
} from './combatEvents';
import type { CombatLogEntry, RollRecord } from './combatTypes';
import type { SpawnedEnemy } from './spawn';
import { damageText, percent, rollText } from './combatFlow';
import { actionText } from './combatNarration.actions';
import { enemyText, itemText, traitText } from './combatNarration.items';
import { psiText } from './combatNarration.psi';

/**
 * The combat log in words: the one place that turns a `CombatEvent` (and the die on its entry) into the
 * sentence the log, the Quick fight narration and the crawl's game log show (Space Kraken §14).
 */

function spawnedText(name: string, spawned: SpawnedEnemy): string {
  const bonus =
    spawned.level > spawned.sheetLevel
      ? ` (level ${spawned.level}: +${spawned.damageBonus} damage${spawned.hitBonus > 0 ? ', hits 1 easier' : ''})`
      : '';
  return `${name} appears: a level ${spawned.level} ${spawned.role} of the ${spawned.species}${bonus}.`;
}

function spawnDieText(result: SpawnDieResult): string {
  switch (result.step) {
    case 'random-value':
      return `E? is ${result.elementValue ?? '?'}: the primary enemy is level ${result.level ?? '?'}.`;
    case 'hell':
      return result.fromHell ? 'A creature from hell answers instead.' : 'No creature from hell.';
    case 'reaction':
      return result.reaction
        ? 'Reaction: one crew member may act before the rest arrive.'
        : 'No reaction: the enemies keep coming.';
    case 'second-primary':
      return result.coming ? 'A second primary enemy is coming.' : 'No second primary.';
    case 'minion-count':
      return result.minions === 0 ? 'No minions.' : `${result.minions} minion(s) coming.`;
    case 'species':
      return result.reroll ? 'That faction already has two here: roll the species again.' : 'Species rolled.';
    case 'done':
      return '';
  }
}

const NO_ROLL: RollRecord = { faces: [], modifier: 0, target: null, success: null, odds: null };

function spawnText(event: SpawnEvent, roll: RollRecord): string {
  switch (event.kind) {
    case 'fight-begun': {
      const kind = { boss: 'A boss fight', ambush: 'An ambush', ground: 'A ground combat' }[event.encounter];
      return `${kind} begins on map ${event.map}.`;
    }
    case 'enemy-appeared':
      return spawnedText(event.name, event.spawned);
    case 'enemies-gathered':
      return `Every enemy is here: ${event.names.join(', ')}.`;
    case 'spawn-die':
      return `${event.purpose}: ${rollText(roll)}. ${spawnDieText(event.result)}`;
    case 'reaction-passed':
      return 'The reaction is passed up.';
    case 'initiative-cover':
      return `${event.name} ${event.inCover ? 'takes cover for the first turn' : 'leaves cover'}.`;
    case 'initiative-announced':
      return `Initiative is rolled: the crew acts first with odds ${percent(event.odds)}.`;
    case 'initiative-fixed':
      return event.by === 'ambush'
        ? 'Ambush: the enemy acts first for the whole combat.'
        : `Lone wolf: ${event.name ?? 'the crew'} acts first for the whole combat.`;
    case 'crew-initiative': {
      const { bonus, face, lowestAgility } = event;
      const source = event.psiSurprise ? 'traits, items and PSI Surprise' : 'traits and items';
      const plus = bonus === 0 ? '' : ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)} from ${source}`;
      return `Crew initiative: rolled ${face} + lowest Agility ${lowestAgility}${plus} = ${face + lowestAgility + bonus}.`;
    }
    case 'enemy-initiative': {
      const who = event.first === 'crew' ? 'The crew acts first' : 'The enemy acts first';
      const tie = event.tie ? ' (a tie goes to the crew)' : '';
      return `Enemy initiative: rolled ${event.face} + lowest Agility ${event.lowestAgility} = ${event.total}. ${who}${tie}.`;
    }
  }
}

function turnText(event: TurnEvent): string {
  switch (event.kind) {
    case 'turn-begun':
      return `Turn ${event.turn} begins.${event.loneWolf ? ' Lone wolf: two activations this turn.' : ''}`;
    case 'oxygen-spent':
      return `The air cannot be breathed: 1 oxygen spent, ${event.left} left.`;
    case 'oxygen-short':
      return 'No oxygen is left: someone must pass out for this turn’s air.';
    case 'passed-out':
      return `${event.name} passes out for lack of air.`;
    case 'shields-recharged':
      return `Shields recharge: ${event.shields.map((s) => `${s.name} ${s.energy}`).join(', ')}.`;
    case 'fight-over': {
      const words = {
        victory: 'Victory!',
        defeat: 'Defeat: no one is left standing.',
        escaped: 'The crew got away.',
      };
      const xp = event.boss && event.xp > 0 ? `${event.xp} XP (doubled for a boss)` : `${event.xp} XP`;
      const drops =
        event.drops === 0
          ? ''
          : event.drops === 1
            ? ' One treasure drop to take.'
            : ` ${event.drops} treasure drops to take.`;
      return `${words[event.outcome]} The team earns ${xp}. Jams are cleared.${drops}`;
    }
  }
}

function boostText(event: Extract<AttackEvent, { kind: 'attack-begun' }>): string {
  const parts: string[] = [];
  if (event.boostDamage > 0) parts.push(`+${event.boostDamage} damage`);
  if (event.boostAccuracy > 0) parts.push(`${event.boostAccuracy} easier to hit`);
  if (event.berserk > 0) parts.push(`Berserk ${event.berserk} HP`);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

function attackText(event: AttackEvent, roll: RollRecord): string {
  switch (event.kind) {
    case 'attack-begun': {
      const who = event.explosive ? 'every enemy' : event.targets.join(' and ');
      const flank = event.flanking ? ', flanking first' : '';
      return `${event.name} attacks ${who} with ${event.weapon}${boostText(event)}${flank}.`;
    }
    case 'chain-planned':
      return `If it defeats its target, ${event.name} chains on to ${event.targets.join(', then ')}.`;
    case 'flank-die':
      return `${event.name} flanks: ${rollText(roll)}.${event.passed ? ' +3 damage on the first hit.' : ''}`;
    case 'hit-die':
      return `${event.purpose}: ${rollText(roll)}${event.jams ? ' — a 1 jams the weapon' : ''}.`;
    case 'die-rerolled':
      return 'The die is rolled again.';
    case 'chain-attack':
      return `Chain attack: ${event.name} goes on to ${event.target} with ${event.weapon}.`;
    case 'weapon-jammed':
      return `${event.weapon} jams.`;
    case 'attack-missed':
      return `${event.name}'s attack misses.`;
  }
}

const TREASURE_NOTES: Readonly<Record<TreasureDieNote, string>> = {
  none: '',
  'prototype-base-missing': ' A prototype needs an item or weapon: roll again.',
  'prototype-base': ' It becomes a prototype.',
  'prototype-roll': ' Roll again for its base.',
  'one-magazine': '',
};

function spoilsText(event: SpoilsEvent): string {
  switch (event.kind) {
    case 'first-taken': {
      const taken =
        event.choice === 'stimpack'
          ? 'A stimpack is taken.'
          : event.grade === 1
            ? '1 credit is taken.'
            : `${event.grade} credits are taken.`;
      return `Treasure of grade ${event.grade}: ${taken}`;
    }
    case 'treasure-die': {
      const { shift } = event;
      const divined =
        shift === 0
          ? ''
          : ` (PSI Divination ${shift > 0 ? '+' : '−'}${Math.abs(shift)}: read as ${event.readAs})`;
      const note =
        event.note === 'one-magazine' ? ` One magazine of grade ${event.grade}.` : TREASURE_NOTES[event.note];
      return `Treasure d20: ${event.rolled}${divined} — ${event.drop}.${note}`;
    }
    case 'extra-cash':
      return `Extra cash: rolled ${event.face}, ${event.credits} credits.`;
    case 'prototype-effect': {
      const { effect } = event;
      return `Prototype effect: rolled ${event.face} — ${effect.roll} ${effect.name}: ${effect.text}`;
    }
    case 'drop-row-noted':
      return `Row ${event.face} of the grade ${event.grade} ${event.list} list.`;
    case 'drop-row':
      return `Row ${event.face}: ${event.left} or ${event.right}.`;
    case 'drop-taken':
      if (event.effect === 'no-table')
        return `${event.id} is taken as a prototype; no prototype table applies to it, so it comes without an effect.`;
      if (event.effect === 'roll') return `${event.id} is taken as a prototype: roll for its effect.`;
      return `${event.id} is taken${event.prototype ? ' as a prototype' : ''}.`;
    case 'ammo-taken':
      return event.magazines === 1
        ? `One magazine for a grade ${event.grade} weapon.`
        : `Two magazines for weapons below grade ${event.grade}.`;
  }
}

/** One event in words; `roll` is the die its entry recorded, if any. */
export function narrateCombatEvent(event: CombatEvent, roll: RollRecord = NO_ROLL): string {
  switch (event.kind) {
    case 'hit':
      return damageText(event.damage);
    case 'turn-begun':
    case 'oxygen-spent':
    case 'oxygen-short':
    case 'passed-out':
    case 'shields-recharged':
    case 'fight-over':
      return turnText(event);
    case 'attack-begun':
    case 'chain-planned':
    case 'flank-die':
    case 'hit-die':
    case 'die-rerolled':
    case 'chain-attack':
    case 'weapon-jammed':
    case 'attack-missed':
      return attackText(event, roll);
    case 'first-taken':
    case 'treasure-die':
    case 'extra-cash':
    case 'prototype-effect':
    case 'drop-row-noted':
    case 'drop-row':
    case 'drop-taken':
    case 'ammo-taken':
      return spoilsText(event);
    case 'activated':
    case 'held-back':
    case 'took-cover':
    case 'reloaded':
    case 'recharged':
    case 'unjam-started':
    case 'unjam-die':
    case 'escape-called':
    case 'escape-die':
    case 'meditate-started':
    case 'meditate-die':
      return actionText(event, roll);
    case 'gear-exchanged':
    case 'item-healed':
    case 'item-charged-shield':
      return itemText(event);
    case 'enemy-exploded':
    case 'enemy-drained':
      return traitText(event);
    case 'enemy-escape-die':
    case 'enemy-action-die':
    case 'enemy-target-chosen':
    case 'enemy-hit-die':
    case 'enemy-missed':
    case 'enemy-swarmed':
    case 'enemy-regenerated':
      return enemyText(event, roll);
    case 'psi-reached':
    case 'psi-die':
    case 'psi-healed':
    case 'psi-concentrated':
    case 'psi-taunted':
    case 'psi-telekinesis':
    case 'psi-confused':
    case 'psi-escape-bonus':
    case 'psi-extra-activation':
    case 'psi-skipped':
    case 'psi-shield-raised':
    case 'psi-shield-passed':
    case 'psi-shield-die':
      return psiText(event, roll);
    default:
      return spawnText(event, roll);
  }
}

/** One log entry in words: its event, read with the die the entry recorded. */
export function narrateCombatEntry(entry: CombatLogEntry): string {
  return narrateCombatEvent(entry.event, entry.roll);
}
