import type { SetupMigrations } from '../../game/mode';
import { withoutMeditateModifiers } from '../../content/legacy/meditate';
import shipLanding from './legacy/shipLanding.json';

/**
 * Campaign set-ups: 1 → 2.
 * - The content it carries loses its modifiers to meditation (kraken.meditate), as every Kraken set-up does.
 * - A campaign begun before the campaign kept a ship (before 2026-12-04) has no ship, no ship catalogue, no
 *   flight table and no location generator. It gets those of the sample pack of the day ships came
 *   (`legacy/shipLanding.json`, a frozen copy): the Tin Kettle fitted with a teleporter, primary shields and
 *   a laser, as the set-up offered by default then.
 *   Reading (kraken.starting-equipment): §3.7 buys the ship first from the starting credits; the old campaign
 *   bought none, so its ship is the default one a new campaign of that day would have bought.
 */
export const CAMPAIGN_SETUP_VERSION = 2;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

function withShip(old: unknown): unknown {
  if (!isObject(old) || !isObject(old['setup']) || !isObject(old['content'])) return old;
  const setup = old['setup'];
  const content = old['content'];
  const frozen = shipLanding.content as Json;
  return {
    ...old,
    setup: 'ship' in setup ? setup : { ...setup, ship: structuredClone(shipLanding.ship) },
    content: {
      ...content,
      ...Object.fromEntries(
        ['ship', 'flightTable', 'locationGenerator']
          .filter((key) => !(key in content))
          .map((key) => [key, structuredClone(frozen[key])]),
      ),
    },
  };
}

export const campaignSetupMigrations: SetupMigrations = {
  1: (old) => withShip(withoutMeditateModifiers(old)),
};
