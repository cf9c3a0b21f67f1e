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
