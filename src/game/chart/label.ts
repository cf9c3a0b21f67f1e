/**
 * A state's name in words, for the phase map: `enemyFire` → "Enemy fire", `shortVisit` → "Short visit",
 * `d20` → "D20". The machines name their states after the book's phases, so the words come from the names.
 */
export function phaseLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
