import type { PsiEvent } from './combatEvents';
import type { RollRecord } from './combatTypes';
import { rollText } from './combatFlow';

/** PSI in the fight, in words (combatNarration.ts dispatches here). */
export function psiText(event: PsiEvent, roll: RollRecord): string {
  switch (event.kind) {
    case 'psi-reached':
      return `${event.name ?? 'The PSI user'} reaches for ${event.power}${event.target === null ? '' : ` on ${event.target}`}.`;
    case 'psi-die':
      return `${event.purpose}: ${rollText(roll)}.${event.success ? '' : ` ${event.hpLost} HP lost and PSI exhausted.`}`;
    case 'psi-healed':
      return `${event.name} heals: ${event.hpBefore} → ${event.hpAfter} HP.`;
    case 'psi-concentrated':
      return `${event.name} gains +${event.amount} ${event.attribute} for their next activation.`;
    case 'psi-taunted':
      return 'Every enemy will go for the taunting hero.';
    case 'psi-telekinesis':
      return `A piece of gear floats from ${event.from} to ${event.to}.`;
    case 'psi-confused':
      return `${event.name} is confused: its hits need 1 more until it acts.`;
    case 'psi-escape-bonus':
      return `+${event.bonus} to the next escape roll.`;
    case 'psi-extra-activation':
      return `${event.name} may act once more.`;
    case 'psi-skipped':
      return 'No PSI power this time.';
    case 'psi-shield-raised':
      return `${event.hero} raises a PSI shield over ${event.name}.`;
    case 'psi-shield-passed':
      return 'No PSI shield: the attack goes through.';
    case 'psi-shield-die': {
      const after = event.held ? ' The shield holds.' : ` ${event.hpLost} HP lost and PSI exhausted.`;
      return `${event.purpose}: ${rollText(roll)}.${after}`;
    }
  }
}
