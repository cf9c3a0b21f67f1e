import { systemOf } from '../../rules/kraken/ship/state';
import { canAct, enemyByUid } from '../../rules/kraken/space/combatState';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';

/**
 * A space combat's things in a player's words, shared by its presenter (choices, narration) and the panels
 * that draw the combat (the stage, the crew tokens, the systems), so a panel names them as the log does
 * without importing a mode.
 */

/** An enemy ship by its card and slot ("Raider 2"), a backup marked. */
export function enemyName(c: SpaceCombat, uid: string): string {
  const e = enemyByUid(c, uid);
  return e === undefined
    ? uid
    : `${e.def.type} ${e.slot + 1}${e.uid !== `e${e.slot + 1}` ? ' (backup)' : ''}`;
}

/** A fitted system's name, numbered when the ship carries more than one of it ("Laser 2"). */
export function systemName(c: SpaceCombat, fittedId: string): string {
  const fitted = c.ship.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined) return fittedId;
  const name = systemOf(c.catalogue, fitted).name;
  const same = c.ship.fitted.filter((f) => f.systemId === fitted.systemId && f.magazine !== true);
  return same.length > 1 ? `${name} ${same.indexOf(fitted) + 1}` : name;
}

/** Crew able to act, for the crew tokens. */
export function crewTokens(
  c: SpaceCombat,
): { id: string; name: string; used: string | null; out: boolean }[] {
  return c.crew.map((m) => ({ id: m.id, name: m.name, used: c.used[m.id] ?? null, out: !canAct(m) }));
}
