import type { PsiEvent } from './combatEvents';
import type { RollRecord } from './combatTypes';
import { rollText } from './combatFlow';

/** PSI in the fight, in words (combatNarration.ts dispatches here). */
export function psiText(event: PsiEvent, roll: RollRecord): string {
  switch (event.kind) {
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
