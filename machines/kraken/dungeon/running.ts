import type { Fight } from '../../../src/rules/kraken/groundCombat/combatTypes';
import type { GroundCombatContext } from '../groundCombat.types';

/**
 * The ground combat the exploration has invoked, read from the child actor itself (never copied into the
 * exploration's context): the screen shows its crew and enemies, the narration its log lines.
 */
interface WithFightChild {
  readonly children: {
    readonly groundCombat?: { getSnapshot(): { readonly context: GroundCombatContext } } | undefined;
  };
}

/** The running fight, or null when no ground combat is on. */
export function runningFight(snapshot: WithFightChild): Fight | null {
  return snapshot.children.groundCombat?.getSnapshot().context.fight ?? null;
}
