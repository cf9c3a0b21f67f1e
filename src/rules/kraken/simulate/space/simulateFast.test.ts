import { describe, expect, it } from 'vitest';
import type { SpaceCombat } from '../../space/combatTypes';
import type { SimulatedSpaceCombat } from './simulate';
import type { SpacePolicy } from './simulatePolicy';
import { samplePack } from '../../../../content/testSample';
import { seedRng } from '../../../dice/rng';
import { shipCatalogue } from '../../ship/state';
import { TEST_CATALOGUE, combatOf, crewMember, enemy, testRow, testShip } from '../../space/combat.testkit';
import {
  estimateSpaceCombat,
  simulateSpaceCombat,
  spaceEstimateFromTally,
  startSpaceTally,
  tallySpaceCombatsReference,
} from './simulate';
import { simulateSpaceCombatFast } from './simulateFast';
import { pendingName, randomSpaceCombat } from './simulateFast.testkit';
import { DEFAULT_SPACE_POLICY } from './simulatePolicy';
import { sampleSpaceCombat } from './simulate.testkit';

/**
 * Differential test of the fast space-combat simulator (`simulateFast.ts`) against the reference
 * (`simulateSpaceCombat`, which plays every step with the kernel's own functions): for the same combat and
 * RNG state both must end the same way — outcome, turns, SP, and the whole combat as it ends (ship systems,
 * shields, ammo and magazines, crew and their marks, enemies, shots, volley, timeline, pending step) and
 * the RNG state, i.e. the same dice thrown. The combats are random, from the test catalogue and the sample
 * pack's ships, started from any point of a turn. `FAST_COMBATS=n` plays n combats per catalogue instead of
 * 150.
 */

const COMBATS = Number(process.env.FAST_COMBATS ?? 150);
const CATALOGUES = { test: TEST_CATALOGUE, sample: shipCatalogue(samplePack()) };

const POLICIES: readonly SpacePolicy[] = [
  DEFAULT_SPACE_POLICY,
  { maxTurns: 2, repairAtSp: 6, escapeAtSp: 0 },
  { maxTurns: 40, repairAtSp: 12, escapeAtSp: 8 },
];

function withoutLog(run: SimulatedSpaceCombat): SimulatedSpaceCombat {
  return { ...run, combat: { ...run.combat, log: [] } };
}

/** What the reference runs reached, to show the random combats cover what the simulator can meet. */
const seen = new Set<string>();

function note(start: SpaceCombat, run: SimulatedSpaceCombat): void {
  seen.add(`start ${pendingName(start)}`);
  seen.add(`end ${run.capped ? 'capped' : (run.combat.endedBy ?? 'none')}`);
  const fitted = new Set(run.combat.ship.fitted.map((f) => f.id));
  if (start.ship.fitted.some((f) => !fitted.has(f.id))) seen.add('system destroyed');
  if (
    run.combat.ship.fitted.some(
      (f) => f.damaged && start.ship.fitted.find((g) => g.id === f.id)?.damaged === false,
    )
  )
    seen.add('system damaged');
  if (run.combat.enemies.some((e) => !start.enemies.some((x) => x.uid === e.uid))) seen.add('backup');
  if (run.combat.crew.some((m) => m.dead === true && start.crew.find((x) => x.id === m.id)?.dead !== true))
    seen.add('crew killed in a boarding');
  if (Object.entries(run.combat.magazines).some(([k, v]) => v < (start.magazines[k] ?? 0)))
    seen.add('magazine used');
}

describe('the fast space-combat simulator against the reference (seeded, differential)', () => {
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    it(`plays every random combat as the reference does (seeds space/${name}/0..${COMBATS - 1})`, () => {
      for (let n = 0; n < COMBATS; n++) {
        const seed = `space/${name}/${n}`;
        const start = randomSpaceCombat(seed, catalogue);
        const policy = POLICIES[n % POLICIES.length] ?? DEFAULT_SPACE_POLICY;
        for (let k = 0; k < 3; k++) {
          const rng = seedRng(`${seed}/${k}`);
          const reference = withoutLog(simulateSpaceCombat(start, rng, policy));
          expect(simulateSpaceCombatFast(start, rng, policy), `${seed}, run ${k}`).toEqual(reference);
          note(start, reference);
        }
      }
      // 150 seeds × 3 runs is the differential's reach, so the size stays: measured 5.9 s in a full `vitest run`
      // on a 2-core machine shared by seven runs (load 20), past vitest's 5 s default.
    }, 30_000);
  }

  it('boarded with nobody able to fight: both lose the combat to the boarders, with no die thrown', () => {
    // §10 After Boarding Combat; Reading (kraken.boarding): no defender, no die, the boarding is lost.
    const start = combatOf(
      testRow({ timeline: ['combat'], enemies: [enemy('Raider', 9, 6, 2)] }),
      testShip('laser'),
      [crewMember('ann', 5, { hp: 0, conscious: false })],
    );
    const rng = seedRng('undefended');
    const reference = withoutLog(simulateSpaceCombat(start, rng, DEFAULT_SPACE_POLICY));
    expect([reference.outcome, reference.combat.endedBy, reference.rng]).toEqual(['lost', 'boarded', rng]);
    expect(simulateSpaceCombatFast(start, rng, DEFAULT_SPACE_POLICY)).toEqual(reference);
  });

  it('reached every start, end and change of state the simulator knows in those combats', () => {
    const wanted = [
      'start boarding',
      ...['objectives', 'fire', 'reroll', 'evade', 'board', 'escape', 'drones'].map(
        (s) => `start decide ${s}`,
      ),
      ...['objective', 'repair', 'hit', 'enemy-hit', 'evade', 'system-class', 'system-count', 'escape'].map(
        (r) => `start ${r}`,
      ),
      ...[
        'objectives',
        'enemies-destroyed',
        'victory-command',
        'time-command',
        'game-over-command',
        'ship-destroyed',
        'crew-lost',
        'boarded',
        'escape',
        'capped',
      ].map((e) => `end ${e}`),
      'system destroyed',
      'system damaged',
      'backup',
      'crew killed in a boarding',
      'magazine used',
    ];
    expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
  });

  it('gives the sample combat the same estimate, bit for bit, as the reference tally', () => {
    const state = sampleSpaceCombat();
    const fast = estimateSpaceCombat(state, { runs: 300, seed: 'differential' });
    const reference = tallySpaceCombatsReference(state, startSpaceTally('differential'), 300);
    expect(fast).toEqual(spaceEstimateFromTally(reference));
  });
});
