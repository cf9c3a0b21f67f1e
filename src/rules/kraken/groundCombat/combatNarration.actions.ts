import type { ActionEvent } from './combatEvents';
import type { RollRecord } from './combatTypes';
import type { UnjamOutcome } from '../crew/weaponState';
import { rollText } from './combatFlow';

/** The crew's actions besides attacking, in words (combatNarration.ts dispatches here). */

const UNJAM_WORDS: Readonly<Record<UnjamOutcome, string>> = {
  cleared: 'the jam is cleared',
  eased: 'still jammed, but the next try needs only 6+',
  damaged: 'the weapon is damaged; one more 6+ repairs it',
  repaired: 'the weapon is repaired',
  broken: 'the weapon breaks and is lost',
};

export function actionText(event: ActionEvent, roll: RollRecord): string {
  switch (event.kind) {
    case 'activated':
      return event.reaction ? `${event.name} reacts before the rest arrive.` : `${event.name} activates.`;
    case 'held-back':
      return `${event.name ?? 'The crew member'} holds back.`;
    case 'took-cover':
      return `${event.name} takes cover (+1 armour, enemy hits need 1 more).`;
    case 'reloaded':
      return `${event.name} reloads ${event.weapon ?? 'the weapon'}.`;
    case 'recharged':
      return `${event.name} recharges ${event.weapon}.`;
    case 'unjam-started':
      return `${event.name ?? ''} works on ${event.weapon ?? 'the weapon'}.`;
    case 'unjam-die':
      return `${event.purpose}: ${rollText(roll)}; ${UNJAM_WORDS[event.outcome]}.`;
    case 'escape-called': {
      const left = event.leftBehind.length === 0 ? '' : `; left behind: ${event.leftBehind.join(', ')}`;
      return `${event.name ?? 'The crew'} calls the escape: ${event.escaping.join(', ')} run${left}.`;
    }
    case 'escape-die': {
      if (!event.success) return `Escape: ${rollText(roll)}. The crew's turn is over.`;
      const lost = event.leftBehind === 0 ? '' : ` Left behind: ${event.leftBehind}.`;
      return `Escape: ${rollText(roll)}. The crew gets away.${lost}`;
    }
    case 'meditate-started':
      return `${event.name ?? ''} meditates.`;
    case 'meditate-die':
      return event.success
        ? `${event.name} meditates: ${rollText(roll)}. PSI is ready again.`
        : `${event.name} meditates: ${rollText(roll)}. ${event.hpLost} HP lost.`;
  }
}
