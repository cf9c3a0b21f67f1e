import { describe, expect, it } from 'vitest';
import type { Fight } from '../groundCombat/combatTypes';
import type { FightState, SimulatedFight } from './simulate';
import { samplePack } from '../../../content/testSample';
import { seedRng } from '../../dice/rng';
import { SLOT_IDS } from '../crew/inventory';
import { enemyTraitValue, zombieThreshold } from '../groundCombat/enemyTurn';
import {
  DEFAULT_FIGHT_POLICY,
  estimateFight,
  estimateFromTally,
  simulateOnKernel,
  startTally,
  tallyFightsReference,
} from './simulate';
import { simulateFightFast } from './simulateFast';
import { fightContentOf, killingFight, randomFight, randomPolicy } from './simulateFast.testkit';
import { sampleFight } from './simulate.testkit';

/**
 * Differential test of the fast fight simulator (`simulateFast.ts`) against the reference one
 * (`simulateFight`, which plays the game's own kernel, `simulatePlay.ts`): for the same fight and the
 * same RNG state both must end the fight the same way — outcome, turns, HP lost, every crew member and
 * enemy as they end (HP, condition, shields, Weaken, every slot of the inventory: ammo, jams, charges,
 * magazines) and the RNG state, i.e. the same dice thrown. The fights are random, built around every enemy
 * profile of the sample pack with its weapons, items and traits; the kernel's log of each reference fight
 * shows which rules it met (the coverage test). `FAST_FIGHTS=n` plays n fights per profile instead of 6.
 */

const pack = samplePack();
const content = {
  ...fightContentOf(pack),
  // Plus a test trait that makes a 2+ weapon need 1 or less: the lone wolf still re-rolls a 1.
  traits: [
    ...pack.traits.values(),
    {
      id: 'test-sure-hand',
      name: 'Sure hand',
      value: 1,
      effect: 'Test trait.',
      modifiers: [
        { to: 'ranged-hit' as const, amount: 2 },
        { to: 'melee-hit' as const, amount: 2 },
      ],
    },
  ],
};
const PER_PROFILE = Number(process.env.FAST_FIGHTS ?? 6);

/** What the reference fights reached, to show the random fights cover what the simulator can meet. */
const seen = new Set<string>();

/** What the kernel's log says happened: traits, special actions, re-rolls, chains, Cover, escapes. */
function noteLog(state: FightState, kernel: Fight): void {
  const names = new Set(
    state.enemies.filter((e) => enemyTraitValue(e.profile, 'evasive') > 0).map((e) => e.profile.name),
  );
  for (const { event } of kernel.log) {
    if (event.kind === 'enemy-exploded') seen.add('enemy exploded');
    if (event.kind === 'enemy-drained') seen.add('enemy drained');
    if (event.kind === 'enemy-regenerated') seen.add('enemy regenerated');
    if (event.kind === 'enemy-swarmed') seen.add('enemy swarmed');
    if (event.kind === 'enemy-action-die' && event.effect !== null) seen.add(`enemy ${event.effect.kind}`);
    if (event.kind === 'chain-attack') seen.add('chain attack');
    if (event.kind === 'die-rerolled') seen.add('attack re-rolled');
    if (event.kind === 'took-cover') seen.add('cover taken');
    if (event.kind === 'escape-die') seen.add(`escape ${event.success ? 'made' : 'failed'}`);
    if (event.kind === 'psi-shield-passed') seen.add('PSI shield passed');
    if (event.kind === 'attack-begun' && event.targets.some((t) => names.has(t.replace(/ \d+$/, ''))))
      seen.add('evasive enemy attacked');
    if (event.kind === 'attack-begun' && (state.hindered[event.crewId] ?? 0) > 0) seen.add('hindered attack');
    if (event.kind === 'hit' && event.damage.result === 'fighting' && event.damage.hpAfter <= 0)
      seen.add('zombie held on 1 HP');
  }
}

function note(state: FightState, fight: SimulatedFight): void {
  seen.add(`outcome ${fight.outcome}${fight.capped ? ' capped' : ''}`);
  if (fight.crewKilled > 0) seen.add('crew killed');
  state.crew.forEach((before, c) => {
    const after = fight.crew[c];
    if (after === undefined) return;
    if (after.condition !== before.condition) seen.add(`crew ${after.condition}`);
    if (after.shieldEnergy < before.shieldEnergy) seen.add('crew shield drained');
    if (after.weakened > before.weakened) seen.add('crew weakened');
    for (const slot of SLOT_IDS) {
      const was = before.inventory[slot];
      const is = after.inventory[slot];
      if (was?.kind === 'weapon') {
        for (const keyword of was.weapon.keywords) seen.add(`crew weapon ${keyword}`);
        if (is === null) seen.add('weapon broken');
        else if (is.kind === 'weapon') {
          if (is.jam !== was.jam) seen.add(`weapon ${is.jam}`);
          if (was.spareMagazine && !is.spareMagazine) seen.add('spare magazine loaded');
          if (was.charged && !is.charged) seen.add('T2 spent');
          if (!was.charged && is.charged) seen.add('T2 recharged');
        }
      }
      if (was?.kind === 'magazines' && is === null) seen.add('magazines used up');
    }
  });
  state.enemies.forEach((before, j) => {
    const after = fight.enemies[j];
    if (after === undefined) return;
    for (const weapon of before.profile.weapons)
      for (const k of weapon.keywords) seen.add(`enemy weapon ${k}`);
    if (after.status !== before.status) seen.add(`enemy ${after.status}`);
    if (
      zombieThreshold(before.profile) !== null &&
      before.status === 'fighting' &&
      after.status !== 'fighting'
    )
      seen.add('zombie overwhelmed');
    if (after.shieldEnergy < before.shieldEnergy) seen.add('enemy shield drained');
    if (after.weakened > before.weakened) seen.add('enemy weakened');
  });
}

describe('the fast fight simulator against the reference (seeded, differential)', () => {
  for (const enemy of content.enemies) {
    it(`plays every fight built around ${enemy.id} as the reference does (seeds fast/${enemy.id}/0..${PER_PROFILE - 1})`, () => {
      for (let n = 0; n < PER_PROFILE; n += 1) {
        const seed = `fast/${enemy.id}/${n}`;
        const state = randomFight(seed, content, enemy);
        const policy = randomPolicy(seed);
        for (let k = 0; k < 4; k += 1) {
          const rng = seedRng(`${seed}/${k}`);
          const { result: reference, fight } = simulateOnKernel(state, rng, policy);
          expect(simulateFightFast(state, rng, policy), `${seed}, run ${k}`).toEqual(reference);
          note(state, reference);
          noteLog(state, fight);
        }
      }
      // Two of it, nearly down, against a crew that kills: what follows a kill (Explodes, a chain, Swarm).
      const seed = `fast-kill/${enemy.id}`;
      const state = killingFight(seed, content, enemy);
      for (let k = 0; k < 4; k += 1) {
        const rng = seedRng(`${seed}/${k}`);
        const { result: reference, fight } = simulateOnKernel(state, rng);
        expect(simulateFightFast(state, rng, DEFAULT_FIGHT_POLICY), `${seed}, run ${k}`).toEqual(reference);
        note(state, reference);
        noteLog(state, fight);
      }
    });
  }

  it('reached every end and change of state the simulator knows in those fights', () => {
    const wanted = [
      'outcome win',
      'outcome lose',
      'outcome lose capped',
      'outcome escape',
      'crew killed',
      'crew unconscious',
      'crew shield drained',
      'crew weakened',
      'weapon broken',
      'weapon jammed',
      'weapon jammed-eased',
      'weapon damaged',
      'weapon clear',
      'spare magazine loaded',
      'magazines used up',
      'T2 spent',
      'T2 recharged',
      'enemy captured',
      'enemy killed',
      'enemy escaped',
      'zombie held on 1 HP',
      'zombie overwhelmed',
      'enemy exploded',
      'enemy drained',
      'enemy regenerated',
      'enemy swarmed',
      'enemy heal',
      'enemy hinder',
      'enemy harden',
      'enemy recharge-shield',
      'evasive enemy attacked',
      'hindered attack',
      'chain attack',
      'attack re-rolled',
      'cover taken',
      'escape made',
      'escape failed',
      'PSI shield passed',
      'enemy shield drained',
      'enemy weakened',
      ...['EX', 'T2', 'AP', 'IA', 'IS', 'EMP', 'WEAKEN'].map((k) => `crew weapon ${k}`),
      ...['EX', 'AP', 'IA', 'IS', 'WEAKEN'].map((k) => `enemy weapon ${k}`),
    ];
    expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
  });

  it('gives the sample fight the same estimate, bit for bit, as the reference tally', () => {
    const state = sampleFight();
    const fast = estimateFight(state, { runs: 300, seed: 'differential' });
    const reference = estimateFromTally(tallyFightsReference(state, startTally('differential'), 300));
    expect(fast).toEqual(reference);
  });

  it('gives random fights the same estimate as the reference tally, with their policies', () => {
    for (const enemy of content.enemies.slice(0, 8)) {
      const seed = `fast-estimate/${enemy.id}`;
      const state = randomFight(seed, content, enemy);
      const policy = randomPolicy(seed);
      const fast = estimateFight(state, { runs: 40, seed, policy });
      expect(fast, seed).toEqual(
        estimateFromTally(tallyFightsReference(state, startTally(seed), 40, policy)),
      );
    }
  });
});
