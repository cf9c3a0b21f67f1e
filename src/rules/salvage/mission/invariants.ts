import type { Mission } from './state';

/**
 * What holds in every salvage mission the rules reach, as sentences naming each break (empty: all hold):
 * Health within 0..maximum, Power and tokens never negative, every placed figure on the board, the Danger
 * Tracker within 0..20 (salvage.danger-tracker), Scrip and Blight never negative, the round a whole count
 * that has begun once play has. The save loader refuses a log that replays into a state breaking one.
 */
export function missionProblems(m: Mission): string[] {
  const out: string[] = [];
  const { width, depth } = m.content.board;
  for (const u of m.units) {
    if (!Number.isInteger(u.health) || u.health < 0 || u.health > u.maxHealth)
      out.push(`${u.name} has ${u.health} Health (0 to ${u.maxHealth}).`);
    if (!(u.power >= 0) || !(u.exert >= 0) || !(u.concentrate >= 0))
      out.push(`${u.name} has negative Power or tokens.`);
    const at = u.at;
    if (
      at !== null &&
      (!(at.x >= 0 && at.x <= width && at.z >= 0 && at.z <= depth) || ![1, 2, 3].includes(at.level))
    )
      out.push(`${u.name} stands off the ${width}" × ${depth}" board.`);
  }
  if (!(m.danger >= 0 && m.danger <= 20)) out.push(`The Danger Tracker reads ${m.danger} (0 to 20).`);
  if (!Number.isInteger(m.round) || m.round < 0) out.push(`The mission is in round ${m.round}.`);
  if ((m.stage.kind === 'boilerPhase' || m.stage.kind === 'enemyPhase') && m.round < 1)
    out.push(`The ${m.stage.kind} is under way before round 1.`);
  for (const c of Object.values(m.companies)) {
    if (!(c.scrip >= 0) || !(c.blight >= 0) || !(c.bond >= 0))
      out.push(`${c.name} has negative Scrip, Blight or bond.`);
  }
  return out;
}
