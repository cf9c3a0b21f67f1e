/**
 * The campaign machine's waiting state by the name the mode's choices are keyed on: the deepest state of
 * the phase loop (`{ story: { recovery: 'choosing' } }` waits at `recovery`, `{ freeAction: 'market' }` at
 * `market`). A phase's own `choosing` is named after its phase; a quest's confirmation is an offer.
 */
export function waitingAt(value: unknown): string {
  const path: string[] = [];
  let at: unknown = value;
  while (typeof at === 'object' && at !== null) {
    const [key, inner] = Object.entries(at)[0] ?? [];
    if (key === undefined) break;
    path.push(key);
    at = inner;
  }
  if (typeof at === 'string') path.push(at);
  // A trader's states (dealing, a hire's steps) are all the trader's: its choices say which step it is.
  if (path.includes('market')) return 'market';
  const leaf = path[path.length - 1] ?? '';
  if (leaf === 'choosing') return path[path.length - 2] ?? leaf;
  return leaf === 'confirmingQuest' ? 'offer' : leaf;
}
