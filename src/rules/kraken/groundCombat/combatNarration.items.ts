import type { EnemyActionEffect, EnemyEvent, ItemEvent, TraitEvent } from './combatEvents';
import type { RollRecord } from './combatTypes';
import { rollText } from './combatFlow';

/** Items, gear, enemy traits and the enemies' step in words (combatNarration.ts dispatches here). */

export function itemText(event: ItemEvent): string {
  switch (event.kind) {
    case 'gear-exchanged':
      return event.with === null
        ? `${event.name} rearranges their gear.`
        : `${event.name} exchanges gear with ${event.with}.`;
    case 'item-healed': {
      const woke = event.revived ? ' and wakes (acting from next turn)' : '';
      return `${event.name} uses ${event.item} on ${event.target}: ${event.hpBefore} → ${event.hpAfter} HP${woke}.`;
    }
    case 'item-charged-shield':
      return `${event.name} uses ${event.item}: shield at ${event.energy}.`;
  }
}

export function traitText(event: TraitEvent): string {
  switch (event.kind) {
    case 'enemy-exploded':
      return `${event.name} explodes: every conscious crew member takes ${event.blast} Fire damage.`;
    case 'enemy-drained':
      return `${event.name} drains its victim: ${event.hpBefore} → ${event.hpAfter} HP.`;
  }
}

function effectText(effect: EnemyActionEffect | null): string {
  switch (effect?.kind) {
    case undefined:
      return '';
    case 'heal':
      return ` It heals to ${effect.hp} HP.`;
    case 'hinder': {
      const who = effect.names.join(', ');
      return ` ${who === '' ? 'Nobody' : who} needs ${effect.amount} more to hit next time.`;
    }
    case 'harden':
      return ` Its armour rises by ${effect.amount} for the rest of the fight.`;
    case 'recharge-shield':
      return ` Its shield is at ${effect.energy}.`;
  }
}

export function enemyText(event: EnemyEvent, roll: RollRecord): string {
  switch (event.kind) {
    case 'enemy-escape-die':
      return `${event.purpose}: ${rollText(roll)}. ${event.fled ? 'It flees the fight.' : 'It stays and fights on.'}`;
    case 'enemy-action-die':
      return `${event.purpose}: ${rollText(roll)} — ${event.action}${event.idle ? ' (idle)' : ''}${effectText(event.effect)}`;
    case 'enemy-target-chosen':
      return `${event.name} goes for ${event.target}.`;
    case 'enemy-hit-die':
      return `${event.purpose}: ${rollText(roll)}.`;
    case 'enemy-missed':
      return `${event.name} misses.`;
    case 'enemy-swarmed':
      return `${event.name} swarms with its kin: +${event.bonus} damage.`;
    case 'enemy-regenerated':
      return `${event.name} regenerates to ${event.hp} HP.`;
  }
}
