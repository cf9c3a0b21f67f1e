import type { ItemEvent, TraitEvent } from './combatEvents';

/** Items, gear and enemy traits in words (combatNarration.ts dispatches here). */

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
