/**
 * Space Kraken §14 (kraken.meditate): nothing modifies the meditation roll. Content written before that rule
 * was followed (the sample pack until 2026-12-02) gave items, traits and prototype effects a modifier `to:
 * "meditate"`; the schema no longer knows that target. This step brings such content, as a save carries
 * it, up to date the way the sample pack itself was changed:
 * - a modifier to meditation in a `modifiers` list is dropped (it never applied under the rule);
 * - a prototype effect whose whole benefit was a modifier to meditation becomes the same bonus to Charisma,
 *   as the sample pack's Calming Lattice did.
 * Reading: a book owner's own pack is changed the same way; the bonus is kept in kind rather than lost.
 * Pure JSON → JSON; the input is never changed.
 */
export function withoutMeditateModifiers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMeditateModifiers);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) {
    if (key === 'modifiers' && Array.isArray(v)) {
      out[key] = v.filter((m) => !isMeditate(m)).map(withoutMeditateModifiers);
    } else if ((key === 'plus' || key === 'minus') && isMeditate(v) && isModifierEffect(v)) {
      out[key] = { ...(v as Record<string, unknown>), to: 'charisma' };
    } else {
      out[key] = withoutMeditateModifiers(v);
    }
  }
  return out;
}

function isMeditate(value: unknown): boolean {
  return value !== null && typeof value === 'object' && (value as { to?: unknown }).to === 'meditate';
}

function isModifierEffect(value: unknown): boolean {
  return (value as { kind?: unknown }).kind === 'modifier';
}
