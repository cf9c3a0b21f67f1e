import type { SetupMigrations } from '../../game/mode';
import { withoutMeditateModifiers } from '../../content/legacy/meditate';

/** Dungeon crawl set-ups: 1 → 2, the content it carries loses its modifiers to meditation (kraken.meditate). */
export const CRAWL_SETUP_VERSION = 2;

export const crawlSetupMigrations: SetupMigrations = {
  1: withoutMeditateModifiers,
};
