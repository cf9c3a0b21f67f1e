/**
 * `npm run bench -- space-render`: the space-combat stage with 1 and with 4 enemies (bars, a hit and a miss),
 * counted in headless Chromium on the render-stats page. Budget: the same draw calls for 1 enemy as for 4
 * (everything instanced) and at most 6 (the table top of the stats page, stars, hulls, bars, shots); idle
 * renders 0 frames.
 */
import { measureViews } from '../lib/renderStats';

const CALL_BUDGET = 6;
const [one, four] = await measureViews(['view=space&enemies=1', 'view=space&enemies=4']);
if (one === undefined || four === undefined) throw new Error('no stats');
console.log(`1 enemy: ${one.calls} draw calls, ${one.triangles} triangles, ${one.idleFrames} idle frames`);
console.log(
  `4 enemies: ${four.calls} draw calls, ${four.triangles} triangles, ${four.idleFrames} idle frames`,
);
const withinBudget =
  four.calls <= CALL_BUDGET && one.calls === four.calls && one.idleFrames === 0 && four.idleFrames === 0;
console.log(
  JSON.stringify({
    bench: 'space-render',
    callsOneEnemy: one.calls,
    callsFourEnemies: four.calls,
    trianglesFourEnemies: four.triangles,
    idleFrames: four.idleFrames,
    budget: { calls: CALL_BUDGET, sameForOneAndFour: true, idleFrames: 0 },
    withinBudget,
  }),
);
