import { it } from 'vitest';
import { play, sampleMissionIds, seeded, soloStart } from './testkit';
import { edgeGap } from '../../board/distance';
import type { Mission, Spot } from './state';
function check(m: Mission): string | null {
  for (const u of m.units) { if (u.power < 0) return `${u.id} power ${u.power}`; if (u.health < 0 || u.health > u.maxHealth) return `${u.id} health`; }
  const standing = m.units.filter((u) => u.at !== null && u.status === 'active');
  for (const a of standing) for (const b of standing) {
    const at = a.at as Spot;
    if (a.id >= b.id || b.at?.level !== at.level) continue;
    const g = edgeGap({ ...at, baseDiameter: 1 }, { ...b.at, baseDiameter: 1 });
    if (g <= -0.1) return `${a.id} overlaps ${b.id} gap ${g.toFixed(2)} round ${m.round}`;
  }
  if (m.danger < 1 || m.danger > 20) return `danger ${m.danger}`;
  return null;
}
it('sweep', () => {
  const bad: string[] = [];
  const from = Number(process.env.FROM ?? 0), n = Number(process.env.N ?? 100);
  for (const id of sampleMissionIds()) for (let seed = from; seed < from + n; seed++) {
    let problem: string | null = null;
    try {
      const r = play(soloStart(id), { rng: seeded(seed), policy: 'active', onStep: (m) => { problem ??= check(m); } });
      if (r.stopped !== 'downtime') problem ??= `stopped ${r.stopped}`;
    } catch (e) { problem = `threw ${(e as Error).message.slice(0, 150)}`; }
    if (problem) bad.push(`${id} seed ${seed}: ${problem}`);
  }
  console.log('SWEEP', bad.length, JSON.stringify(bad.slice(0, 10), null, 1));
}, 1_200_000);
