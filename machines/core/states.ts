import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The states a player can stand in, read from the machine itself (path tests derive their lists from this,
 * never by hand): every atomic or final state, named by its dotted path, except transient ones — a state
 * with an unguarded `always` transition is left at once, so nobody ever waits there.
 */
export function waitingStates(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  const visit = (node: AnyStateNode): void => {
    const children = Object.values(node.states);
    if (children.length > 0) {
      for (const child of children) visit(child);
      return;
    }
    if (node.type === 'history') return;
    const transient = node.always?.some((t) => t.guard === undefined) ?? false;
    if (!transient) found.push(node.path.join('.'));
  };
  visit(machine.root);
  return found.sort();
}
