/**
 * What every waiting state tells the player: what happens now and what they may do (`prompt`), and which
 * rules-reference entry applies (`rule`). Typed through `setup({ types: { meta } })`.
 */
export interface StateMeta {
  readonly prompt: string;
  readonly rule: string;
}

interface MetaSnapshot {
  getMeta(): Record<string, unknown>;
}

function isStateMeta(value: unknown): value is StateMeta {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['prompt'] === 'string' && typeof v['rule'] === 'string';
}

/** The prompts of the active states, outermost first (the deepest state speaks last and most precisely). */
export function activePrompts(snapshot: MetaSnapshot): StateMeta[] {
  return Object.values(snapshot.getMeta()).filter(isStateMeta);
}

/** The most specific prompt: the one of the deepest active state that has one. */
export function currentPrompt(snapshot: MetaSnapshot): StateMeta | null {
  const all = activePrompts(snapshot);
  return all[all.length - 1] ?? null;
}

interface NodesSnapshot extends MetaSnapshot {
  readonly _nodes: readonly { readonly transitions: ReadonlyMap<string, readonly unknown[]> }[];
}

/** Whether a state the machine is in takes this event at all, whatever its guards then say. */
export function takesEvent(snapshot: NodesSnapshot, type: string): boolean {
  return snapshot._nodes.some((node) => (node.transitions.get(type)?.length ?? 0) > 0);
}

/**
 * A decision no state the machine is in takes, refused in the words of the state it is in: what the game
 * waits for now, under its rule (issue 27: the chart says where the game is, not a copy in the rules' data).
 * `where` names the phase the machine stands in, for a machine whose prompts do not all say it.
 */
export function notThisStep(snapshot: MetaSnapshot, what: string, where?: string): string {
  const here = currentPrompt(snapshot);
  if (here === null) return `${what} is not possible now.`;
  const at = where === undefined ? '' : `: ${where}`;
  return `${what} is not the step now${at} (${here.rule}). ${here.prompt}`;
}
