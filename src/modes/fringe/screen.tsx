/** Placeholder until the screen lands (replaced in the next commit). */
export function FringeBattleScreen() {
  return <p>Fringe battle</p>;
}
