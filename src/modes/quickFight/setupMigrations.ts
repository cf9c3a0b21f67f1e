import type { SetupMigrations } from '../../game/mode';
import { withoutMeditateModifiers } from '../../content/legacy/meditate';

/** Quick fight set-ups: 1 → 2, the content it carries loses its modifiers to meditation (kraken.meditate). */
export const QUICK_FIGHT_SETUP_VERSION = 2;

export const quickFightSetupMigrations: SetupMigrations = {
  1: withoutMeditateModifiers,
};
