import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { z } from 'zod';
import krakenRules from '../../../assets/rules/kraken.json';
import type { FlightTable } from '../../../src/content/schemas/flight';
import { samplePack } from '../../../src/content/testSample';
import { allBoxes } from '../../../src/rules/kraken/ship/boxes';
import { placementRefusal, placeSystem } from '../../../src/rules/kraken/ship/fitting';
import { emptyShip } from '../../../src/rules/kraken/ship/hull';
import { shipCatalogue, type Ship } from '../../../src/rules/kraken/ship/state';
import type { SpaceCrew } from '../../../src/rules/kraken/space/combatTypes';
import type { FlightOption } from '../../../src/rules/kraken/space/flight';
import { flightDecisionRefusal, type FlightDecision } from '../../../src/rules/kraken/space/flightFlow';
import { AWAITING_DICE } from '../../core/diceRequest';
import { activePrompts, currentPrompt } from '../../core/meta';
import { waitingStates } from '../../core/states';
import { spaceCombatMachine } from './spaceCombat.machine';
import { spaceFlightMachine } from './spaceFlight.machine';
import { flightDecisionSchema } from './spaceFlight.schema';
import type { SpaceCombatEvent } from './spaceCombat.types';
import type { SpaceFlightInput } from './spaceFlight.types';

// The logged decision type and the rules' decision type are one.
const sameDecision: z.infer<typeof flightDecisionSchema> extends FlightDecision ? true : false = true;

const pack = samplePack();
const catalogue = shipCatalogue(pack);
const RULE_IDS = new Set(krakenRules.map((entry) => entry.id));
const sampleTable = (): FlightTable => {
  const t = [...pack.flightTables.values()][0];
  if (t === undefined) throw new Error('the sample pack has a flight table');
  return t;
};

/** A ship of the sample pack with these systems in the first boxes that take them. */
function shipOf(hullId: string, systemIds: readonly string[]): Ship {
  const hull = pack.hulls.get(hullId);
  if (hull === undefined) throw new Error(`no hull ${hullId}`);
  let ship = emptyShip(hull);
  for (const systemId of systemIds) {
    const box = allBoxes(hull).find(
      (b) => placementRefusal(catalogue, ship, { systemId, box: b, magazine: false }) === null,
    );
    if (box === undefined) throw new Error(`no box for ${systemId}`);
    ship = placeSystem(catalogue, ship, { systemId, box, magazine: false });
  }
  return ship;
}

const crew: readonly SpaceCrew[] = [
  { id: 'ana', name: 'Ana', tech: 4, ranged: 2, melee: 1, charisma: 3, hp: 12, conscious: true },
  { id: 'bo', name: 'Bo', tech: 2, ranged: 4, melee: 3, charisma: 1, hp: 14, conscious: true },
];
const STARTER = ['teleporter', 'primary-shields', 'laser', 'laser'];
const MATRON = ['teleporter', 'primary-shields', 'heavy-laser'];

function input(ship = shipOf('tin-kettle', STARTER), over: Partial<SpaceFlightInput> = {}): SpaceFlightInput {
  return {
    table: sampleTable(),
    ship,
    systems: [...pack.shipSystems.values()],
    hulls: [...pack.hulls.values()],
    crew,
    credits: 20,
    ...over,
  };
}

const seen = new Set<string>();

/** A state value as its dotted path (`avoidCheck.avoidRoll`), as `waitingStates` names states. */
function dotted(value: unknown): string {
  if (typeof value === 'string') return value;
  const [entry] = Object.entries(value as Record<string, unknown>);
  if (entry === undefined) throw new Error('an empty state value');
  return `${entry[0]}.${dotted(entry[1])}`;
}

/** Plays decisions and d6 faces (numbers) against the actor, checking every state speaks and names a rule. */
function run(flightInput: SpaceFlightInput, script: readonly (FlightDecision | number)[]) {
  const actor = createActor(spaceFlightMachine, { input: flightInput }).start();
  const note = () => {
    const snap = actor.getSnapshot();
    seen.add(dotted(snap.value));
    const meta = currentPrompt(snap);
    if (snap.status === 'active') {
      expect(meta?.prompt, dotted(snap.value)).toBeTruthy();
      expect(RULE_IDS.has(meta?.rule ?? ''), `${dotted(snap.value)}: ${meta?.rule}`).toBe(true);
      // A die's own state names the rule its request follows.
      if (snap.hasTag(AWAITING_DICE)) expect(meta?.rule).toBe(snap.context.diceRequest?.rule);
    }
  };
  note();
  for (const step of script) {
    const snap = actor.getSnapshot();
    if (typeof step === 'number') {
      const request = snap.context.diceRequest;
      expect(snap.hasTag(AWAITING_DICE), dotted(snap.value)).toBe(true);
      if (request === null) throw new Error('no dice request');
      actor.send({ type: 'dice.answer', requestId: request.id, faces: [[step]], source: 'script' });
    } else {
      expect(flightDecisionSchema.safeParse(step).success).toBe(true);
      actor.send(step);
    }
    note();
  }
  return actor;
}

const add = (option: FlightOption) => ({ type: 'flight.addOption', option }) as const;
const setOff = { type: 'flight.setOff' } as const;
const tryAvoid = { type: 'flight.tryAvoid' } as const;
const level = (value: number) => ({ type: 'flight.locationDifficulty', value }) as const;

describe('the space-flight machine (Space Kraken §9)', () => {
  it('flies two options, fails the avoid check and invokes the space combat of the row it rolled', () => {
    expect(sameDecision).toBe(true);
    // Location 1, Risky Shortcut +1, Smuggle Goods +2: flight difficulty 4.
    const actor = run(input(), [add('risky-shortcut'), add('smuggle-goods'), setOff, tryAvoid]);
    const avoid = actor.getSnapshot().context.diceRequest;
    expect(avoid).toMatchObject({ id: 'flight-1', dice: 'd6', odds: 1 / 2, rule: 'kraken.flight-check' });
    // A 3 is below 4: the combat comes. No Nano Skin: straight to the flight number.
    actor.send({ type: 'dice.answer', requestId: 'flight-1', faces: [[3]], source: 'script' });
    let snap = actor.getSnapshot();
    seen.add(dotted(snap.value));
    expect(dotted(snap.value)).toBe('spaceCombat.flightNumberRoll');
    expect(snap.context.diceRequest).toMatchObject({ id: 'flight-2', dice: 'd3', odds: null });
    expect(snap.context.diceRequest?.purpose).toContain('9 (1/3), 10 (1/3), 11 (1/3)');
    // A d6 of 2 reads d3 1: 2 × 4 + 1 = 9.
    actor.send({ type: 'dice.answer', requestId: 'flight-2', faces: [[2]], source: 'script' });
    snap = actor.getSnapshot();
    seen.add(dotted(snap.value));
    expect(dotted(snap.value)).toBe('spaceCombat.fighting');
    expect(snap.context.run.flight?.flightNumber).toBe(9);
    expect(snap.context.run.flight?.sheet?.options).toEqual(['risky-shortcut', 'smuggle-goods']);
    const child = (snap.children as Record<string, AnyActorRef | undefined>)['combat'];
    if (child === undefined) throw new Error('no space combat invoked');
    const combat = child.getSnapshot() as ReturnType<typeof spaceCombatMachine.transition>;
    expect(combat.value).toEqual({ objectives: 'choosing' });
    expect(waitingStates(spaceCombatMachine)).toContain('objectives.choosing');
    const row9 = sampleTable().rows.find((r) => r.number === 9);
    expect(combat.context.combat.row).toEqual(row9);
    expect(combat.context.combat.crew.map((c) => c.id)).toEqual(['ana', 'bo']);
    // The session shows the deepest state's prompt: the combat's own.
    expect(activePrompts(combat).length).toBeGreaterThan(0);
  });

  it('takes the space combat’s result back: a won combat pays the row’s XP, as many credits and the smuggle bonus', () => {
    const table = sampleTable();
    // A table whose every row is won at the end of the first turn (the Victory command, no enemy firing),
    // to reach the combat's end; the combat's own choices go to its actor, as the session sends them.
    const quick: FlightTable = {
      ...table,
      rows: table.rows.map((r) => ({ ...r, timeline: ['victory'], enemies: [], objectives: [], xp: 7 })),
    };
    const actor = run(input(undefined, { table: quick }), [
      add('smuggle-goods'),
      setOff,
      { type: 'flight.faceCombat' },
      6,
    ]);
    const skips: Record<string, SpaceCombatEvent> = {
      objectives: { type: 'objectives.done' },
      firing: { type: 'fire', shots: [] },
      boarding: { type: 'board.skip' },
      escape: { type: 'escape.skip' },
      recharge: { type: 'drones.skip' },
    };
    for (let n = 0; dotted(actor.getSnapshot().value) === 'spaceCombat.fighting'; n++) {
      if (n > 20) throw new Error('the quick combat does not end');
      const child = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)['combat'];
      // The combat's phase (`{ firing: 'choosing' }`): each phase of this quick combat asks one skip.
      const state = Object.keys((child?.getSnapshot() as { value: object }).value)[0] ?? '';
      const skip = skips[state];
      if (child === undefined || skip === undefined) throw new Error(`no skip for ${state}`);
      child.send(skip);
    }
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output).toMatchObject({
      end: 'won',
      xp: 7,
      credits: 22,
      smuggleBonus: 15,
      flightNumber: 9,
      landThisTurn: true,
      gameLost: false,
    });
    expect(snap.output?.combat?.outcome).toBe('won');
    expect(snap.output?.ship).toEqual(snap.output?.combat?.ship);
  });

  it('an avoided combat keeps the smuggle bonus and lands this turn', () => {
    // Difficulty 1 + 2 = 3: a 5 gets through.
    const actor = run(input(), [add('smuggle-goods'), setOff, tryAvoid]);
    expect(actor.getSnapshot().context.diceRequest?.odds).toBe(4 / 6);
    actor.send({ type: 'dice.answer', requestId: 'flight-1', faces: [[5]], source: 'script' });
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output).toMatchObject({
      end: 'avoided',
      xp: 0,
      credits: 15,
      smuggleBonus: 15,
      flightNumber: null,
      landThisTurn: true,
      combat: null,
    });
    expect(snap.output?.ship).toEqual(input().ship);
  });

  it('Safe and Sound: no combat, two dice modifications, no landing this turn', () => {
    const actor = run(input(), [level(5), add('safe-and-sound'), setOff]);
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output).toMatchObject({
      end: 'safe-and-sound',
      diceModifications: 2,
      landThisTurn: false,
      credits: 0,
      smuggleBonus: 0,
      combat: null,
    });
  });

  it('Nano Skin keeps the ship out of the combat after a failed check (or before it), without the smuggle bonus', () => {
    const ship = shipOf('iron-matron', [...MATRON, 'nano-skin']);
    const after = run(input(ship), [add('smuggle-goods'), setOff, tryAvoid, 1]);
    expect(dotted(after.getSnapshot().value)).toBe('avoidCheck.nanoSkin');
    after.send({ type: 'flight.nanoSkin' });
    const snap = after.getSnapshot();
    seen.add(dotted(snap.value));
    expect(snap.output).toMatchObject({ end: 'nano-skin', credits: 0, smuggleBonus: 0, landThisTurn: true });
    // Before the check, from the avoid choice.
    const before = run(input(ship), [setOff, { type: 'flight.nanoSkin' }]);
    expect(before.getSnapshot().output?.end).toBe('nano-skin');
    // Facing the fight passes on it: the flight number is rolled.
    const faced = run(input(ship), [setOff, tryAvoid, 1, { type: 'flight.faceCombat' }]);
    expect(dotted(faced.getSnapshot().value)).toBe('spaceCombat.flightNumberRoll');
    // Without a Nano Skin the choice is refused, with the rule named.
    const plain = run(input(), [setOff]);
    plain.send({ type: 'flight.nanoSkin' });
    expect(dotted(plain.getSnapshot().value)).toBe('avoidCheck.choice');
    expect(flightDecisionRefusal(plain.getSnapshot().context.run, { type: 'flight.nanoSkin' })).toBe(
      'Your ship has no working Nano Skin (kraken.standard-systems).',
    );
  });

  it('Stealth Skin lowers the flight difficulty by 3 (never below 1), only on a ship that has one', () => {
    const ship = shipOf('iron-matron', [...MATRON, 'stealth-skin']);
    const actor = run(input(ship), [level(5), { type: 'flight.stealthSkin', on: true }, setOff, tryAvoid]);
    // 5 − 3 = 2: a d6 of 2 or more.
    expect(actor.getSnapshot().context.diceRequest?.odds).toBe(5 / 6);
    const plain = run(input(), [{ type: 'flight.stealthSkin', on: true }]);
    expect(plain.getSnapshot().context.run.plan.stealthSkin).toBe(false);
  });

  it('refuses an option the rules refuse, giving the reason, and leaves the plan as it was', () => {
    const actor = run(input(undefined, { credits: 3 }), [add('risky-shortcut'), add('dangerous-shortcut')]);
    const snap = actor.getSnapshot();
    expect(dotted(snap.value)).toBe('plan');
    expect(snap.context.run.plan.options).toEqual(['risky-shortcut']);
    const runNow = snap.context.run;
    expect(flightDecisionRefusal(runNow, add('dangerous-shortcut'))).toBe(
      'Dangerous Shortcut cannot be combined with Risky Shortcut (kraken.flight-options).',
    );
    expect(flightDecisionRefusal(runNow, add('pay-smuggler'))).toBe(
      'Pay a Smuggler costs 5¢ and you have 3¢ (kraken.flight-options).',
    );
    expect(flightDecisionRefusal(runNow, level(6))).toContain('from 1 to 5');
    // Once under way, the plan is fixed.
    actor.send(setOff);
    expect(flightDecisionRefusal(actor.getSnapshot().context.run, add('smuggle-goods'))).toContain(
      'plan is fixed',
    );
  });

  it('the states reached are every waiting state of the machine but the final one', () => {
    // Runs after the others: their paths together.
    run(input(), [{ type: 'flight.removeOption', option: 'risky-shortcut' }]);
    const all = waitingStates(spaceFlightMachine);
    expect([...seen].filter((s) => s !== 'done').sort()).toEqual(all.filter((s) => s !== 'done'));
    expect(all).toContain('done');
  });
});
