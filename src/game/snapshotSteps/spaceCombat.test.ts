import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DiceRequest } from '../../../machines/core/diceRequest';
import type { BoardingContext } from '../../../machines/kraken/space/boarding.types';
import { samplePack } from '../../content/testSample';
import { spaceCombatMode } from '../../modes/spaceCombat/mode';
import { spaceCombatInput } from '../../modes/spaceCombat/setup';
import type { GameSnapshot, LevelSnapshot } from '../gameSnapshot';
import { Session } from '../session';
import { boardingPlace } from './boarding';
import { stepOfLevels } from './levelStep';
import { spaceCombatPlace } from './spaceCombat';
import { LEVEL_STEPS_TO_2 } from './toVersion2';

/**
 * The space combat's and the boarding's snapshot steps (format 1 → 2), on the real checkpoints of the fixture
 * saves, and against the machines themselves: wherever a played combat stands, the place read from its
 * context is the state the chart stands in.
 */

const toVersion2 = stepOfLevels(LEVEL_STEPS_TO_2);

function checkpoint(file: string): { readonly mode: string; readonly snapshot: GameSnapshot } {
  const save = JSON.parse(readFileSync(join(process.cwd(), 'e2e/fixtures-saves', file), 'utf8')) as {
    readonly mode: string;
    readonly checkpoint: { readonly snapshot: GameSnapshot };
  };
  return { mode: save.mode, snapshot: save.checkpoint.snapshot };
}

function level(root: LevelSnapshot, path: readonly string[]): LevelSnapshot {
  return path.reduce<LevelSnapshot>((at, id) => {
    const child = at.children[id];
    if (child === undefined) throw new Error(`no level ${path.join(' → ')}`);
    return child;
  }, root);
}

describe('the space-combat and boarding snapshot steps (format 1 → 2)', () => {
  it('a boarding inside a space combat inside a campaign’s flight: each level to its new state', () => {
    const { mode, snapshot } = checkpoint('kraken-campaign.campaign-boarding.v2.r3.json');
    const migrated = toVersion2(snapshot, mode).root;
    const combat = ['spaceFlight', 'combat'];
    expect(level(snapshot.root, combat).state).toBe('boarding');
    expect(level(migrated, combat).state).toEqual({ boarding: 'fighting' });
    // The boarding stands between its rounds: round 1 fought, go on or retreat.
    expect(level(snapshot.root, [...combat, 'boarding']).state).toBe('continue');
    expect(level(migrated, [...combat, 'boarding']).state).toEqual({ round: 'continue' });
    // The contexts, and the levels of the other machines, are as they were.
    expect(level(migrated, [...combat, 'boarding']).context).toEqual(
      level(snapshot.root, [...combat, 'boarding']).context,
    );
    expect(level(migrated, combat).context).toEqual(level(snapshot.root, combat).context);
    // The campaign's own level is the campaign step's to move (`flight` → `{ freeAction: 'flight' }`).
    expect(snapshot.root.state).toBe('flight');
    expect(migrated.state).toEqual({ freeAction: 'flight' });
  });

  it('a stand-alone space combat in a later turn: the boarding decision of phase 5', () => {
    const { mode, snapshot } = checkpoint('space-combat.space-combat-mid.v2.r3.json');
    expect((snapshot.root.context as { combat: { turn: number } }).combat.turn).toBe(3);
    expect(snapshot.root.state).toBe('board');
    expect(toVersion2(snapshot, mode).root.state).toEqual({ boarding: 'choosing' });
  });

  it('a finished combat stays `over`', () => {
    const { mode, snapshot } = checkpoint('space-combat.v2.r3.json');
    expect(toVersion2(snapshot, mode).root.state).toBe('over');
  });

  it('reads from any context the state the chart stands in (seeded combats, manual dice)', () => {
    const pack = samplePack();
    const hulls = [...pack.hulls.keys()];
    const crew = [...pack.crewTemplates.keys()].slice(0, 4);
    const seen = new Set<string>();
    let seed = 0;
    for (const flightNumber of [3, 4, 7, 9, 12, 15, 19]) {
      for (const hullId of hulls) {
        seed += 1;
        const built = spaceCombatInput(pack, { hullId, fit: 'full', flightNumber, crew });
        if (!built.ok) throw new Error(built.reason);
        const session = Session.start(
          spaceCombatMode,
          { mode: spaceCombatMode.id, seed: `steps-${seed}`, input: built.input },
          'manual',
        );
        let pick = seed;
        for (let n = 0; n < 600 && session.getSnapshot().status === 'active'; n++) {
          const live = session.getSnapshot();
          expect(spaceCombatPlace(live.context)).toEqual(live.value);
          seen.add(JSON.stringify(live.value));
          const active = session.active();
          if (active.path.length > 0) {
            const b = active.snapshot as unknown as { value: unknown; context: BoardingContext };
            expect(boardingPlace(b.context.fight)).toEqual(b.value);
            seen.add(JSON.stringify(b.value));
          }
          const request = (
            active.snapshot.context as {
              diceRequest: DiceRequest | null;
            }
          ).diceRequest;
          if (active.snapshot.hasTag('awaiting-dice') && request !== null) {
            pick = (pick * 7919 + 13) % 1_000_003;
            const faces = request.groups.map((g) =>
              Array.from(
                { length: g.spec.count },
                (_, i) => ((pick + i * 5) % (g.spec.die === 'd20' ? 20 : 6)) + 1,
              ),
            );
            expect(session.answerDice(faces).ok).toBe(true);
            continue;
          }
          const offers = session.choices().filter((c) => c.disabled === undefined);
          const choice = offers[pick % Math.max(1, offers.length)];
          if (choice === undefined) break;
          pick = (pick * 31 + 7) % 1_000_003;
          session.send(choice.event);
        }
        session.dispose();
      }
    }
    // Many of the places: the phases' decisions, their dice, the boardings' steps.
    if (process.env['SHOW_PLACES'] !== undefined) console.log(seen.size, [...seen].sort().join('\n'));
    expect(seen.size).toBeGreaterThan(15);
    // Seven flights × every hull, each played to its end with manual dice, is the point (every state the chart
    // can stand in): measured 6.7 s in a full `vitest run` on a 2-core machine shared by seven runs (load 20).
  }, 30_000);
});
