import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { groundCombatMode } from '../../src/modes/quickFight/mode';
import { replay } from '../../src/game/replay';
import { Session } from '../../src/game/session';
import type { GameSetup } from '../../src/game/log';
import { nextUint32, rollDie, seedRng } from '../../src/rules/dice/rng';
import type { RngState } from '../../src/rules/dice/types';
import { crewMaxHp } from '../../src/rules/kraken/crew/crew';
import type { FightInput } from '../../src/rules/kraken/groundCombat/combatTypes';
import { SLOT_IDS } from '../../src/rules/kraken/crew/inventory';
import { AWAITING_DICE } from '../core/diceRequest';
import { createActor } from 'xstate';
import { groundCombatMachine } from './groundCombat.machine';
import { groundCombatDecisionSchema, groundCombatInputSchema } from './groundCombat.schema';
import type { GroundCombatEvent } from './groundCombat.types';
import { ADA, BEAST, BRANN, BRUTE, DAX, PROFILES, fightInput, member, RIFLE } from './groundCombat.testkit';

type Snap = SnapshotFrom<typeof groundCombatMachine>;

/** Fights the properties are tried on: bad air, so the oxygen bounds every fight's length. */
const SCENARIOS: readonly FightInput[] = [
  fightInput({ encounter: { atmosphere: 'non-breathable', map: 5 }, oxygen: 4 }),
  fightInput({ crew: [DAX, BRANN], encounter: { atmosphere: 'hell', map: 8, elementValue: '?' }, oxygen: 3 }),
  fightInput({
    crew: [member('ada', 'Ada', {}, [RIFLE])],
    encounter: { atmosphere: 'hell', ambush: true },
    oxygen: 2,
  }),
  fightInput({
    crew: [ADA, BRANN, DAX],
    encounter: { atmosphere: 'non-breathable', boss: true, difficulty: 5, map: 4 },
    enemyProfiles: [BRUTE, ...PROFILES],
    oxygen: 3,
  }),
];

/** Decisions a random player may take: holding back and toggling cover forever are a player's dithering. */
function legal(snapshot: Snap, toggles: number): GroundCombatEvent[] {
  const offered = groundCombatMode
    .choices(snapshot)
    .map((choice) => choice.event)
    .filter((event) => event.type !== 'activation.cancel');
  const settled = offered.filter((event) => event.type !== 'cover.toggle' || toggles < 3);
  return settled.length > 0 ? settled : offered;
}

/** The invariants every snapshot keeps. */
function checkInvariants(snapshot: Snap): void {
  const fight = snapshot.context.fight;
  for (const member of fight.crew) {
    expect(member.hp).toBeLessThanOrEqual(crewMaxHp(member));
    expect(member.hp).toBeGreaterThanOrEqual(0);
    for (const slot of SLOT_IDS) {
      const content = member.inventory[slot];
      if (content?.kind !== 'weapon' || content.ammo === null) continue;
      expect(content.ammo).toBeGreaterThanOrEqual(0);
      expect(content.ammo).toBeLessThanOrEqual(content.weapon.ammo ?? 0);
    }
  }
  for (const enemy of fight.enemies) expect(enemy.hp).toBeLessThanOrEqual(enemy.profile.hp);
  expect(fight.oxygen).toBeGreaterThanOrEqual(0);
  // A jammed weapon never fires: an attack begins only with a clear weapon in the hand.
  const attack = fight.attack;
  if (attack !== null && attack.faces.length === 0 && attack.slot !== null) {
    const held = fight.crew.find((m) => m.id === attack.crewId)?.inventory[attack.slot];
    expect(held?.kind === 'weapon' ? held.jam : 'clear').toBe('clear');
  }
}

/** Plays one fight with random legal decisions and random dice; returns the steps it took. */
function playOut(input: FightInput, seed: string, maxSteps: number): { snapshot: Snap; steps: number } {
  const actor = createActor(groundCombatMachine, { input }).start();
  let rng: RngState = seedRng(seed);
  let toggles = 0;
  let steps = 0;
  for (; steps < maxSteps && actor.getSnapshot().status === 'active'; steps++) {
    const snapshot = actor.getSnapshot();
    checkInvariants(snapshot);
    const request = snapshot.context.diceRequest;
    if (snapshot.hasTag(AWAITING_DICE) && request !== null) {
      const faces = request.groups.map((group) => {
        const sides = group.spec.die === 'd20' ? 20 : group.spec.die === 'd4' ? 4 : 6;
        const rolled = rollDie(rng, sides);
        rng = rolled.state;
        return [rolled.face];
      });
      actor.send({ type: 'dice.answer', requestId: request.id, faces, source: 'script' });
      continue;
    }
    const options = legal(snapshot, toggles);
    expect(options.length, JSON.stringify(snapshot.value)).toBeGreaterThan(0);
    const pick = nextUint32(rng);
    rng = pick.state;
    const event = options[pick.value % options.length];
    if (event === undefined) break;
    if (event.type === 'cover.toggle') toggles += 1;
    expect(snapshot.can(event)).toBe(true);
    actor.send(event);
  }
  const snapshot = actor.getSnapshot();
  checkInvariants(snapshot);
  actor.stop();
  return { snapshot, steps };
}

describe('ground combat machine: properties (fast-check)', () => {
  it('every set-up it is tried on is a valid input for a save', () => {
    for (const input of SCENARIOS) {
      const parsed = groundCombatInputSchema.safeParse(JSON.parse(JSON.stringify(input)));
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
    }
  });

  it('random legal play always ends, HP within bounds, ammo never negative, jammed weapons never fire', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SCENARIOS.length - 1 }),
        fc.string({ maxLength: 12 }),
        (which, seed) => {
          const input = SCENARIOS[which] ?? SCENARIOS[0];
          if (input === undefined) return;
          const { snapshot, steps } = playOut(input, `prop-${seed}`, 5000);
          expect(snapshot.status, `still ${JSON.stringify(snapshot.value)} after ${steps} steps`).toBe(
            'done',
          );
          const output = snapshot.output;
          expect(output?.oxygen).toBeGreaterThanOrEqual(0);
          if (output?.outcome === 'escaped') expect(output.xp).toBe(0);
          for (const member of output?.crew ?? []) {
            for (const slot of SLOT_IDS) {
              const content = member.inventory[slot];
              if (content?.kind === 'weapon') expect(['clear', 'damaged']).toContain(content.jam);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('a breathable fight keeps its invariants for hundreds of random steps', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (seed) => {
        playOut(fightInput({ enemyProfiles: [{ ...BEAST, hp: 30 }] }), `long-${seed}`, 600);
      }),
      { numRuns: 15 },
    );
  });
});

describe('ground combat mode: replay(log) equals the live state', () => {
  function liveJson(session: Session<typeof groundCombatMode.machine>): string {
    const snap = session.getSnapshot();
    return JSON.stringify({ value: snap.value, context: snap.context, status: snap.status });
  }

  it('a session played with random decisions and digital dice replays to the same value and context', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SCENARIOS.length - 1 }),
        fc.string({ maxLength: 10 }),
        (which, seed) => {
          const input = SCENARIOS[which] ?? SCENARIOS[0];
          const setup: GameSetup = {
            mode: 'ground-combat',
            seed: `replay-${seed}`,
            input: JSON.parse(JSON.stringify(input)),
          };
          const session = Session.start(groundCombatMode, setup, 'digital');
          let rng = seedRng(`choices-${seed}`);
          for (let i = 0; i < 400 && session.getSnapshot().status === 'active'; i++) {
            const options = legal(session.getSnapshot(), 3);
            if (options.length === 0) break;
            const pick = nextUint32(rng);
            rng = pick.state;
            const event = options[pick.value % options.length];
            if (event === undefined) break;
            expect(session.send(event).ok).toBe(true);
          }
          for (const entry of session.log) {
            if (entry.kind === 'decision')
              expect(groundCombatDecisionSchema.safeParse(entry.event).success).toBe(true);
          }
          const replayed = replay(groundCombatMode, setup, session.log);
          expect(replayed.ok).toBe(true);
          if (!replayed.ok) throw new Error(`replayed failed: ${JSON.stringify(replayed)}`);
          const snap = replayed.run.actor.getSnapshot() as SnapshotFrom<typeof groundCombatMode.machine>;
          expect(JSON.stringify({ value: snap.value, context: snap.context, status: snap.status })).toBe(
            liveJson(session),
          );
          expect(groundCombatMode.narrate(session.log, session.getSnapshot())).toHaveLength(
            session.log.length,
          );
          session.dispose();
          replayed.run.actor.stop();
        },
      ),
      { numRuns: 20 },
    );
  });

  it('undo takes back the last decision and replays to where the fight was before it', () => {
    const setup: GameSetup = {
      mode: 'ground-combat',
      seed: 'undo',
      input: JSON.parse(JSON.stringify(SCENARIOS[0])),
    };
    const session = Session.start(groundCombatMode, setup, 'digital');
    const options = groundCombatMode.choices(session.getSnapshot());
    const first = options[0];
    if (first === undefined) throw new Error('no choices');
    const before = liveJson(session);
    expect(session.send(first.event).ok).toBe(true);
    expect(session.undo()).toBe(true);
    expect(liveJson(session)).toBe(before);
    session.dispose();
  });
});
