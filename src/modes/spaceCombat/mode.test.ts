import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { waitingStates } from '../../../machines/core/states';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { boardingMachine } from '../../../machines/kraken/space/boarding.machine';
import { spaceCombatMachine } from '../../../machines/kraken/space/spaceCombat.machine';
import generalRules from '../../../assets/rules/general.json';
import krakenRules from '../../../assets/rules/kraken.json';
import { samplePack } from '../../content/testSample';
import type { GameSetup } from '../../game/log';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import { spaceCombatMode } from './mode';
import { spaceCombatInput, type ShipFit } from './setup';

/**
 * Seeded bots fight whole space combats through the session a player uses: random legal choices (the mode's
 * own list, filtered by `can`), digital dice from the seed, on every sample hull, both fits and every row of
 * the sample flight table. After every step the invariants hold (SP, shields, ammo and enemy crew never
 * negative) and a choice is always there; every combat ends by a rule; replay(log) is the live state.
 * FUZZ_SPACE=<n> runs n combats instead of 1 000.
 */

const pack = samplePack();
const RULE_IDS = new Set([...krakenRules, ...generalRules].map((entry) => entry.id));
const HULLS = [...pack.hulls.keys()];
const CREW = [...pack.crewTemplates.keys()].slice(0, 4);
const RUNS = Number(process.env['FUZZ_SPACE'] ?? '1000');
const seenCombat = new Set<string>();
const seenBoarding = new Set<string>();

function inputFor(hullId: string, fit: ShipFit, flightNumber: number, crew = CREW) {
  const built = spaceCombatInput(pack, { hullId, fit, flightNumber, crew });
  if (!built.ok) throw new Error(built.reason);
  return built.input;
}

/**
 * The states nobody stands in with digital dice: those that wait for dice (tagged so), and the final states
 * of a compound phase (its end completes it at once), by their dotted paths.
 */
function diceStates(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  const visit = (node: AnyStateNode): void => {
    const innerFinal = node.type === 'final' && node.path.length > 1;
    if (node.tags.includes(AWAITING_DICE) || innerFinal) found.push(node.path.join('.'));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return found;
}

/** A state value as the dotted path of its leaf (`firing.hitRoll`), as `waitingStates` names them. */
function leafOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return `${key}.${leafOf(inner)}`;
}

function note(session: Session<typeof spaceCombatMode.machine>): void {
  seenCombat.add(leafOf(session.getSnapshot().value));
  const active = session.active();
  if (active.path.length > 0)
    seenBoarding.add(leafOf((active.snapshot as unknown as { value: unknown }).value));
}

/** Plays a combat to its end with the picks; returns the decisions taken. */
function play(session: Session<typeof spaceCombatMode.machine>, picks: readonly number[]): number {
  let steps = 0;
  for (let n = 0; session.getSnapshot().status !== 'done'; n++) {
    if (n > 2000) throw new Error('a space combat that never ends');
    note(session);
    const leaf = session.active().snapshot;
    if (leaf.hasTag('awaiting-dice')) throw new Error('digital dice left a roll waiting');
    const offers = session.choices().filter((c) => c.disabled === undefined);
    expect(offers.length, JSON.stringify((leaf as unknown as { value: unknown }).value)).toBeGreaterThan(0);
    const choice = offers[(picks[steps % picks.length] ?? 0) % offers.length];
    if (choice === undefined) break;
    expect(spaceCombatMode.decisionSchema.safeParse(choice.event).success, choice.id).toBe(true);
    if (choice.rule !== undefined)
      expect(RULE_IDS.has(choice.rule), `${choice.id} ${choice.rule}`).toBe(true);
    const outcome = session.send(choice.event);
    expect(outcome.ok ? '' : outcome.reason).toBe('');
    expect(spaceCombatMode.invariants(session.getSnapshot())).toEqual([]);
    steps += 1;
  }
  note(session);
  return steps;
}

describe('space combat mode', () => {
  it('the sample pack builds a valid space combat input for every hull and fit', () => {
    for (const hullId of HULLS)
      for (const fit of ['starter', 'full'] as const) {
        const parsed = spaceCombatMode.inputSchema.safeParse(inputFor(hullId, fit, 4));
        expect(parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe('');
      }
  });

  it('a saved set-up that names a missing hull, system or box is refused by the input schema', () => {
    const input = inputFor(HULLS[0] ?? '', 'starter', 4);
    const bad = (changed: unknown) => {
      const parsed = spaceCombatMode.inputSchema.safeParse(changed);
      return parsed.success ? '' : parsed.error.issues.map((i) => i.message).join(' | ');
    };
    expect(bad({ ...input, ship: { ...input.ship, hullId: 'gone' } })).toMatch(/hull "gone"/);
    const fitted = input.ship.fitted.map((f, i) => (i === 0 ? { ...f, systemId: '__proto__' } : f));
    expect(bad({ ...input, ship: { ...input.ship, fitted } })).toMatch(/no ship system "__proto__"/);
    const far = input.ship.fitted.map((f, i) =>
      i === 0 ? { ...f, box: { kind: 'printed', index: 199 } } : f,
    );
    expect(bad({ ...input, ship: { ...input.ship, fitted: far } })).toMatch(/no printed box 200/);
  });

  it('refuses a set-up it cannot build, naming what is wrong', () => {
    const bad = (o: Partial<Parameters<typeof spaceCombatInput>[1]>) =>
      spaceCombatInput(pack, { hullId: HULLS[0] ?? '', fit: 'starter', flightNumber: 4, crew: CREW, ...o });
    expect(bad({ hullId: 'nope' })).toEqual({ ok: false, reason: 'The pack has no hull "nope".' });
    expect(bad({ flightNumber: 20 })).toMatchObject({ ok: false, reason: /no row 20/ });
    expect(bad({ crew: [] })).toMatchObject({ ok: false, reason: /one to four/ });
  });

  it('flight 4 Accident opens on the objectives: T7 first, with every unused crew member offered', () => {
    const session = Session.start(
      spaceCombatMode,
      { mode: spaceCombatMode.id, seed: 'a', input: inputFor(HULLS[0] ?? '', 'starter', 4) },
      'manual',
    );
    expect(session.getSnapshot().value).toEqual({ objectives: 'choosing' });
    expect(spaceCombatMode.describe(session.getSnapshot())).toBe(
      'Space combat — flight 4 Accident, turn 1, objectives 0 of 4',
    );
    const offers = session.choices();
    expect(offers.some((c) => c.id === 'objective-all-tech')).toBe(true);
    expect(offers.find((c) => c.id === 'objectives-done')).toBeDefined();
    // A refused decision names the rule it breaks and logs nothing.
    const refused = session.send({ type: 'fire', shots: [] });
    expect(refused.ok).toBe(false);
    expect(session.log).toHaveLength(0);
  });

  it('random legal space combats keep the invariants, always end, and replay(log) equals the live state', () => {
    const ends = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...HULLS),
        fc.constantFrom<ShipFit>('starter', 'full'),
        fc.integer({ min: 3, max: 19 }),
        fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
        (seed, hullId, fit, flightNumber, picks) => {
          const setup: GameSetup = {
            mode: spaceCombatMode.id,
            seed: `space-${seed}`,
            input: inputFor(hullId, fit, flightNumber),
          };
          const session = Session.start(spaceCombatMode, setup, 'digital');
          play(session, picks);
          const live = session.getSnapshot();
          const c = live.context.combat;
          expect(c.outcome).not.toBeNull();
          ends.add(c.endedBy ?? '');
          const again = replay(spaceCombatMode, setup, session.log);
          expect(again.ok ? '' : again.reason).toBe('');
          if (again.ok) {
            const replayed = again.run.actor.getSnapshot() as typeof live;
            expect(JSON.stringify(replayed.context.combat)).toBe(JSON.stringify(c));
          }
        },
      ),
      { numRuns: RUNS, seed: 20261202 },
    );
    // Combats end by more than one rule (objectives, destruction, the timeline, escape, …).
    expect(ends.size).toBeGreaterThan(2);
  }, 600_000);

  // Manual dice stand in a dice state (digital dice never do), so one combat is played with them.
  it('with manual dice a roll waits in its own state with its odds, and the faces move the combat on', () => {
    const session = Session.start(
      spaceCombatMode,
      { mode: spaceCombatMode.id, seed: 'm', input: inputFor(HULLS[0] ?? '', 'starter', 4) },
      'manual',
    );
    const first = session.choices().find((c) => c.id.startsWith('objective-'));
    expect(first?.odds).toBeGreaterThan(0);
    if (first !== undefined) expect(session.send(first.event).ok).toBe(true);
    expect(session.getSnapshot().value).toEqual({ objectives: 'objectiveRoll' });
    seenCombat.add('objectives.objectiveRoll');
    const request = session.getSnapshot().context.diceRequest;
    expect(request?.odds).toBe(first?.odds);
    expect(session.answerDice([[6]]).ok).toBe(true);
    expect(session.getSnapshot().context.combat.solved).toBe(1);
  });

  // The same for the boarding: fought with digital dice up to its first decision, then with manual dice.
  it('a boarding with manual dice waits in its own dice state for the next round or a heal', () => {
    let reached = false;
    for (let seed = 1; seed < 40 && !reached; seed++) {
      // Flight 7: a crewed Pirate Skiff whose shields (2) let a boarding party across at once.
      const input = inputFor(HULLS[0] ?? '', 'starter', 7);
      const session = Session.start(
        spaceCombatMode,
        { mode: spaceCombatMode.id, seed: `b${seed}`, input },
        'digital',
      );
      for (let n = 0; n < 400 && session.getSnapshot().status !== 'done'; n++) {
        const offers = session.choices();
        // Board whenever possible; otherwise the first offer (objectives done, hold fire, stay).
        const choice =
          offers.find((c) => c.id.startsWith('board-e')) ??
          offers.find((c) => c.id === 'objectives-done') ??
          offers[0];
        if (choice === undefined) break;
        session.send(choice.event);
        if (session.active().path.length > 0 && session.getSnapshot().status === 'active') {
          session.setDiceMode('manual');
          for (let k = 0; k < 40 && session.active().path.length > 0; k++) {
            const b = session.active().snapshot;
            if (b.hasTag('awaiting-dice')) {
              seenBoarding.add(leafOf((b as unknown as { value: unknown }).value));
              reached = true;
              break;
            }
            const next = session.choices()[0];
            if (next === undefined) break;
            session.send(next.event);
          }
          break;
        }
      }
      session.dispose();
    }
    expect(reached).toBe(true);
  });

  // The path tests: the plays above reach every state a player can stand in, as the machines list them.
  // Digital dice answer every roll at once, so the plays stand in every state but the dice states (each
  // checked by the machines' own path tests); one roll of each machine is stood in above with manual dice.
  it('reaches every waiting state of the space combat and the boarding machines', () => {
    const decisions = (machine: AnyStateMachine, seen: ReadonlySet<string>) =>
      waitingStates(machine).filter((s) => !diceStates(machine).includes(s) || seen.has(s));
    expect([...seenCombat].sort()).toEqual(decisions(spaceCombatMachine, seenCombat));
    // A finished boarding is gone at once (its output goes back to the combat), so `done` is never the leaf.
    expect([...seenBoarding].sort()).toEqual(
      decisions(boardingMachine, seenBoarding).filter((s) => s !== 'done'),
    );
  });
});
