import { runningFight } from './running';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dungeonMode } from '../../../src/modes/dungeon/mode';
import { replay } from '../../../src/game/replay';
import { Session } from '../../../src/game/session';
import { presentedLeaf } from '../../../src/game/presenter/presenting';
import type { GameSetup } from '../../../src/game/log';
import { makeItem, makeWeapon } from '../../../src/rules/kraken/testkit/fixtures';
import { EMPTY_INVENTORY, carryItem, putInSlot } from '../../../src/rules/kraken/crew/inventory';
import { carryWeapon } from '../../../src/rules/kraken/crew/weaponState';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { memoryOf } from '../../../src/rules/tilemap/exploration';
import type { SpecialCondition } from '../../../src/rules/tilemap/types';
import generalRules from '../../../assets/rules/general.json';
import krakenRules from '../../../assets/rules/kraken.json';
import { combatChoices } from '../groundCombat.choices';
import type { TreeSnapshot } from '../../core/tree';
import { dungeonInputSchema } from './dungeon.schema';
import { graphFor } from '../../../src/rules/kraken/dungeon/graphs';
import { dungeonInput, location, sheet, tileMap } from './testkit';
import type { DungeonInput } from './types';

/**
 * Seeded bots (boardgame.io habit): random legal decisions with digital dice from the session's seed, until
 * the exploration ends or 120 decisions (ways out are taken only now and then, so runs go deep; enemies
 * are fought with the real ground combat). After every decision: oxygen is never below 0 nor above the
 * capacity, the team stands on a space of the map (never in a wall or a void), no defeated enemy or boss is
 * set off again, the player always has something to do, and during a fight the dungeon accepts exactly the
 * decisions the running fight accepts. At the end: replay(log) is the live state.
 */

const HALLS = tileMap(
  mapOf([
    '>   a     a:M1  B1    b:E1     b     EX',
    'a   a:E?  X     #     b        L1    .',
    '~   a:T?  a     DOOR  c:BOSS1  c:O2  SB',
    'HB  a     a     #     c        TP1   /',
    '#   TP1   a     #     #        #     #',
  ]),
);
const MARKET = tileMap(
  mapOf([
    '>   .  MED  CS  S1   AD',
    '.   #  #    #   #    G',
    'LT  .  Q    EV  .    MOD',
    '#   #  #    #   DIS  EX',
  ]),
);

const weapon = makeWeapon({ grade: 1, ammo: 3 });
const welder = makeItem({ id: 'welder', kind: 'tool', abilities: ['repair-hull-breach'] });
const stim = makeItem({ id: 'stim', kind: 'stimpack', heal: 3, uses: 2 });
const CREW = [
  {
    ...sheet('ana', { tech: 5, agility: 3, level: 2 }),
    inventory: putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(weapon)),
  },
  {
    ...sheet('bo', { tech: 2, agility: 5, psi: 2 }),
    inventory: putInSlot(EMPTY_INVENTORY, '1', carryItem(stim)),
  },
  {
    ...sheet('cy', { tech: 3, agility: 4, level: 3 }),
    inventory: putInSlot(EMPTY_INVENTORY, '1', carryItem(welder)),
  },
];

function inputFor(condition: SpecialCondition, oxygen: number): DungeonInput {
  return dungeonInput([HALLS, MARKET], CREW, {
    location: location({ condition, teleport: 2, mapIds: [null, 2, null, null] }),
    hasTeleporter: true,
    oxygen,
  });
}

type Snap = ReturnType<Session<typeof dungeonMode.machine>['getSnapshot']>;

/**
 * While a fight runs, the player deals with the fight alone: the session's deepest active machine is the
 * invoked ground combat, and the exploration takes none of the fight's decisions itself.
 */
function checkFightAcceptance(session: Session<typeof dungeonMode.machine>): void {
  const snapshot = session.getSnapshot();
  const fight = runningFight(snapshot);
  if (fight === null) return;
  expect(session.active().path).toEqual(['groundCombat']);
  // The exploration's snapshot seen as any machine of the tree: its `can` takes every kind of event, so a
  // fight's decision is asked about as it is, with no cast.
  const root: TreeSnapshot = snapshot;
  for (const choice of combatChoices(fight)) {
    expect(root.can(choice.event), choice.id).toBe(false);
  }
}

function checkInvariants(snapshot: Snap): void {
  const exploration = snapshot.context.exploration;
  if (exploration === null) return;
  expect(exploration.oxygen).toBeGreaterThanOrEqual(0);
  expect(exploration.oxygen).toBeLessThanOrEqual(exploration.oxygenCapacity);
  const graph = graphFor(snapshot.context, exploration.mapNumber);
  expect(graph?.spaces.has(exploration.position)).toBe(true);
  const defeated = memoryOf(exploration).defeated;
  for (const trigger of exploration.pending) expect(defeated).not.toContain(trigger.key);
  const encounter = snapshot.context.encounter;
  if (encounter !== null) expect(defeated).not.toContain(encounter.key);
}

/** Ways out of the location: the bot takes them only now and then, so runs go deep. */
function leaves(event: { readonly type: string }): boolean {
  return ['teleporter.out', 'location.exit', 'entrance.back'].includes(event.type);
}

function state(snapshot: Snap): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, fight: runningFight(snapshot) });
}

const RULE_IDS = new Set([...krakenRules, ...generalRules].map((entry) => entry.id));

describe('dungeon crawl machine: properties', () => {
  it('the seeded input is a valid set-up', () => {
    expect(dungeonInputSchema.safeParse(inputFor('none', 25)).success).toBe(true);
  });

  // A fixed seed that once left a lone crew member unconscious after a fight with the crawl still running
  // (nothing could be chosen); the team must then be lost. Kept as a regression beside the random runs.
  it.each([{ seed: undefined }, { seed: 1263490611 }])(
    'random legal decisions keep the invariants, and replay(log) equals the live state (seed $seed)',
    ({ seed }) => {
      let fightSteps = 0;
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
          fc.constantFrom<SpecialCondition>('none', 'one-way', 'self-destruction'),
          fc.constantFrom(25, 4),
          (seed, picks, condition, oxygen) => {
            const setup: GameSetup = {
              mode: dungeonMode.id,
              seed: `bot-${seed}`,
              input: inputFor(condition, oxygen),
            };
            const session = Session.start(dungeonMode, setup, 'digital');
            let fought = 0;
            for (const pick of picks) {
              if (session.getSnapshot().status === 'done') break;
              // The choices of the machine that plays (the exploration, or the fight it invoked).
              const offers = session.choices();
              expect(offers.length, JSON.stringify(session.getSnapshot().value)).toBeGreaterThan(0);
              const staying = offers.filter((c) => !leaves(c.event));
              const pool = pick % 25 === 0 || staying.length === 0 ? offers : staying;
              const choice = pool[pick % pool.length];
              if (choice === undefined) break;
              expect(dungeonMode.decisionSchema.safeParse(choice.event).success, choice.id).toBe(true);
              expect(RULE_IDS.has(choice.rule ?? ''), choice.rule).toBe(true);
              const outcome = session.send(choice.event);
              expect(outcome.ok ? '' : outcome.reason).toBe('');
              checkInvariants(session.getSnapshot());
              checkFightAcceptance(session);
              if (runningFight(session.getSnapshot()) !== null) fought += 1;
            }
            const again = replay(dungeonMode, setup, session.log);
            expect(again.ok ? '' : again.reason).toBe('');
            if (again.ok)
              expect(state(again.run.actor.getSnapshot() as Snap)).toBe(state(session.getSnapshot()));
            session.dispose();
            fightSteps += fought;
          },
        ),
        seed === undefined ? { numRuns: 30 } : { numRuns: 30, seed },
      );
      expect(fightSteps).toBeGreaterThan(0);
    },
    120_000,
  );

  // The rules keep each verdict per state value and decision object (tasks.ts decisionRefusal): the answer
  // `can()` gives for an offer must be the one a copy of it, judged afresh (a probe on stand-in dice
  // included), gets — refused offers too, and asked again after the state has moved on.
  it('can() answers every listed choice as a fresh judgement of a copy would', () => {
    let probed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (seed, picks) => {
          const setup: GameSetup = { mode: dungeonMode.id, seed: `can-${seed}`, input: inputFor('none', 25) };
          const session = Session.start(dungeonMode, setup, 'digital');
          for (const pick of picks) {
            if (session.getSnapshot().status === 'done') break;
            // Everything the playing machine's presenter lists, before `can` filters it.
            const leaf = presentedLeaf(dungeonMode, session.getSnapshot());
            const snapshot = leaf.snapshot;
            const listed = leaf.presenter?.choices(snapshot, leaf.around) ?? [];
            for (const c of listed) {
              const cached = snapshot.can(c.event);
              expect(snapshot.can(c.event), c.id).toBe(cached);
              expect(snapshot.can({ ...c.event }), c.id).toBe(cached);
              if (
                [
                  'bulkhead.attempt',
                  'bulkhead.crack',
                  'laser.disarm',
                  'location.exit',
                  'portal.jump',
                ].includes(c.event.type)
              )
                probed += 1;
            }
            const offers = listed.filter((c) => snapshot.can(c.event));
            const staying = offers.filter((c) => !leaves(c.event));
            const pool = staying.length === 0 ? offers : staying;
            const choice = pool[pick % pool.length];
            if (choice === undefined) break;
            expect(session.send(choice.event).ok, choice.id).toBe(true);
          }
          session.dispose();
        },
      ),
      { numRuns: 12, seed: 20261202 },
    );
    expect(probed).toBeGreaterThan(0);
  }, 120_000);
});
