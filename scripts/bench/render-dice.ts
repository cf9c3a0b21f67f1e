/**
 * `npm run bench -- render-dice`: the Dice lab's table with 1 and with 12 dice, counted in headless Chromium.
 * Budget (any view): ≤ 100 draw calls; idle renders 0 frames.
 */
import { measureViews } from '../lib/renderStats';

const [one, twelve] = await measureViews(['view=dice&dice=1', 'view=dice&dice=12']);
if (one === undefined || twelve === undefined) throw new Error('no stats');
console.log(`1 die: ${one.calls} draw calls, ${one.triangles} triangles, ${one.idleFrames} idle frames`);
console.log(
  `12 dice: ${twelve.calls} draw calls, ${twelve.triangles} triangles, ${twelve.idleFrames} idle frames`,
);
const withinBudget = twelve.calls <= 100 && one.idleFrames === 0 && twelve.idleFrames === 0;
console.log(
  JSON.stringify({
    bench: 'render-dice',
    callsOneDie: one.calls,
    callsTwelveDice: twelve.calls,
    trianglesTwelveDice: twelve.triangles,
    idleFrames: twelve.idleFrames,
    budget: { calls: 100, idleFrames: 0 },
    withinBudget,
  }),
);
