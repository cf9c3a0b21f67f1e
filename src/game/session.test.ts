import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckSpec } from '../rules/dice/checks.types';
import { loadGame, saveOf } from './loadGame';
import type { PackLookup } from './loadGame';
import { MODES } from '../modes/headless';
import { diceLabMode } from '../modes/diceLab/mode';
import { replay } from './replay';
import { Session } from './session';

const pack = { id: 'sample', version: '1.0.0', hash: 'abc123' };
const packs: PackLookup = { lookup: (id) => (id === 'sample' ? pack : undefined) };
const bulkhead: CheckSpec = { kind: 'kraken-tech-2d6', tech: 5, level: 2 };
const pool: CheckSpec = { kind: 'salvage-test', dice: 3, baseTn: 6, tnModifier: 1, need: 1 };

const start = (seed = 'seed-1', diceMode: 'digital' | 'manual' = 'digital') =>
  Session.start(diceLabMode, { mode: 'dice-lab', seed, input: {} }, diceMode);

function liveState(s: Session<typeof diceLabMode.machine>): string {
  const snap = s.getSnapshot();
  return JSON.stringify({ value: snap.value, context: snap.context });
}

describe('Session', () => {
  it('answers digital dice at once and logs them', () => {
    const s = start();
    expect(s.send({ type: 'check.choose', check: bulkhead }).ok).toBe(true);
    expect(s.send({ type: 'roll' }).ok).toBe(true);
    expect(s.log.map((e) => e.kind)).toEqual(['decision', 'decision', 'dice']);
    expect(s.getSnapshot().value).toBe('rolled');
    expect(s.getSnapshot().context.rolls).toHaveLength(1);
  });

  it('gives the same dice for the same seed and decisions, and different dice for another seed', () => {
    const roll = (seed: string) => {
      const s = start(seed);
      s.send({ type: 'check.choose', check: pool });
      for (let i = 0; i < 10; i++) s.send({ type: 'roll' });
      return s.log.filter((e) => e.kind === 'dice').map((e) => JSON.stringify(e.faces));
    };
    expect(roll('alpha')).toEqual(roll('alpha'));
    expect(roll('alpha')).not.toEqual(roll('beta'));
  });

  it('waits for manual dice, refuses a bad face without logging it, then takes good ones', () => {
    const s = start('m', 'manual');
    s.send({ type: 'check.choose', check: bulkhead });
    s.send({ type: 'roll' });
    expect(s.getSnapshot().value).toBe('rolling');
    const bad = s.answerDice([[7, 2]]);
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.reason).toMatch(/7/);
    expect(s.log).toHaveLength(2);
    expect(s.answerDice([[6, 3]]).ok).toBe(true);
    expect(s.getSnapshot().context.rolls.at(-1)?.result.success).toBe(true);
  });

  it('refuses a decision the state does not accept, with the reason', () => {
    const s = start();
    const outcome = s.send({ type: 'roll' });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.reason).toMatch(/Pick a check/);
    const bad = s.send({ type: 'check.choose', check: { ...pool, dice: 0 } });
    expect(bad.ok).toBe(false);
    expect(s.log).toHaveLength(0);
  });

  it('refuses a decision its own save could not hold, so every log it writes loads again', () => {
    const s = start();
    expect(s.send({ type: 'check.choose', check: pool }).ok).toBe(true);
    // The machine takes any `roll`; a save's log holds only the schema's strict shape.
    const extra = s.send({ type: 'roll', by: 'a click with a stray field' });
    expect(extra.ok ? '' : extra.reason).toMatch(/cannot be kept in the game's log \(roll\)/);
    expect(s.log).toHaveLength(1);
    const save = saveOf(s, pack);
    expect(loadGame(JSON.stringify(save), MODES, packs).ok).toBe(true);
  });

  it('undo takes back the last decision with its dice; redo restores the same dice', () => {
    const s = start();
    s.send({ type: 'check.choose', check: bulkhead });
    s.send({ type: 'roll' });
    const afterRoll = liveState(s);
    const rng = s.rng;
    expect(s.undo()).toBe(true);
    expect(s.getSnapshot().value).toBe('ready');
    expect(s.log).toHaveLength(1);
    expect(s.redo()).toBe(true);
    expect(liveState(s)).toBe(afterRoll);
    expect(s.rng).toEqual(rng);
    // Undo then roll again: the seeded stream rewinds, so the dice are the same (no re-rolling by undo).
    s.undo();
    s.send({ type: 'roll' });
    expect(liveState(s)).toBe(afterRoll);
    expect(s.canRedo).toBe(false);
  });

  it('switching to digital answers a roll that waits for manual dice', () => {
    const s = start('x', 'manual');
    s.send({ type: 'check.choose', check: bulkhead });
    s.send({ type: 'roll' });
    s.setDiceMode('digital');
    expect(s.getSnapshot().value).toBe('rolled');
  });

  it('replay(log) equals the live state after any sequence of Dice-lab decisions (property)', () => {
    const checks: CheckSpec[] = [
      bulkhead,
      pool,
      {
        kind: 'fringe-brawl',
        a: { name: 'A', combatSkill: 1, weaponBonus: 2, otherBonus: 0 },
        b: { name: 'B', combatSkill: 0, weaponBonus: 1, otherBonus: 0 },
      },
      { kind: 'table-roll', notation: 'D44' },
      { kind: 'salvage-attack', attackDice: 3, attackTn: 6, defenceDice: 2, defenceTn: 6, melee: true },
    ];
    const action = fc.oneof(
      fc.record({ t: fc.constant('choose' as const), i: fc.nat({ max: checks.length - 1 }) }),
      fc.record({ t: fc.constant('roll' as const) }),
      fc.record({ t: fc.constant('clear' as const) }),
      fc.record({ t: fc.constant('undo' as const) }),
      fc.record({ t: fc.constant('redo' as const) }),
      fc.record({ t: fc.constant('mode' as const), manual: fc.boolean() }),
      fc.record({ t: fc.constant('manual' as const), face: fc.integer({ min: 1, max: 8 }) }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(action, { maxLength: 40 }),
        (seed, actions) => {
          const s = start(seed);
          for (const a of actions) {
            if (a.t === 'choose') s.send({ type: 'check.choose', check: checks[a.i] ?? bulkhead });
            else if (a.t === 'roll') s.send({ type: 'roll' });
            else if (a.t === 'clear') s.send({ type: 'check.clear' });
            else if (a.t === 'undo') s.undo();
            else if (a.t === 'redo') s.redo();
            else if (a.t === 'mode') s.setDiceMode(a.manual ? 'manual' : 'digital');
            else {
              const request = s.getSnapshot().context.diceRequest;
              if (request !== null)
                s.answerDice(request.groups.map(() => [a.face, a.face, a.face].slice(0, 1)));
            }
          }
          const again = replay(diceLabMode, s.setup, s.log);
          expect(again.ok).toBe(true);
          if (again.ok) {
            const snap = again.run.actor.getSnapshot() as { value: unknown; context: unknown };
            expect(JSON.stringify({ value: snap.value, context: snap.context })).toBe(liveState(s));
            expect(again.run.rng).toEqual(s.rng);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('Save files', () => {
  const played = () => {
    const s = start('save-seed');
    s.send({ type: 'check.choose', check: pool });
    s.send({ type: 'roll' });
    s.send({ type: 'roll' });
    return s;
  };

  it('round-trip: a saved game loads to the same state', () => {
    const s = played();
    const text = JSON.stringify(saveOf(s, pack));
    const loaded = loadGame(text, MODES, packs);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) {
      const snap = loaded.session.getSnapshot() as { value: unknown; context: unknown };
      expect(JSON.stringify({ value: snap.value, context: snap.context })).toBe(liveState(s));
    }
  });

  it('loads a save whose pack changed since (an update of the sample pack): the set-up carries its content', () => {
    const s = played();
    const older = JSON.stringify({
      ...saveOf(s, pack),
      pack: { ...pack, version: '0.0.1', hash: 'an-older-hash' },
    });
    const loaded = loadGame(older, MODES, packs);
    expect(loaded.ok ? '' : loaded.error).toBe('');
    if (loaded.ok) expect(loaded.session.log).toHaveLength(s.log.length);
  });

  const refusals: [string, (save: Record<string, unknown>) => string, RegExp][] = [
    ['not JSON', () => '{ broken', /not valid JSON/],
    ['not a save', (s) => JSON.stringify({ ...s, format: 'something-else' }), /not a tabletop save/],
    ['a newer version', (s) => JSON.stringify({ ...s, version: 99 }), /newer version/],
    ['newer rules', (s) => JSON.stringify({ ...s, rulesVersion: 99 }), /newer rules/],
    [
      'a missing pack',
      (s) => JSON.stringify({ ...s, pack: { id: 'other', version: '1.0.0', hash: 'x' } }),
      /not loaded/,
    ],
    ['an unknown mode', (s) => JSON.stringify({ ...s, mode: 'chess' }), /mode this app does not have/],
    [
      'a mode named after an Object method',
      (s) => JSON.stringify({ ...s, mode: 'toString' }),
      /does not have/,
    ],
    [
      'a set-up with a key the mode does not know',
      (s) => JSON.stringify({ ...s, setup: { cheat: true } }),
      /set-up does not fit the Dice lab/,
    ],
    [
      'a damaged field',
      (s) => JSON.stringify({ ...s, events: 'nope' }),
      /damaged: at "events", expected a list/,
    ],
    // fuzz long/dice-lab/15750: 100 000 entries took 2 s to replay, past the fuzz harness's limit.
    [
      'a log longer than any game writes',
      (s) => {
        const first = (s['events'] as unknown[])[0];
        return JSON.stringify({ ...s, events: Array.from({ length: 50_001 }, () => first) });
      },
      /at most 50000 log entries/,
    ],
    [
      'edited digital dice',
      (s) => {
        const events = (s['events'] as Record<string, unknown>[]).map((e) =>
          e['kind'] === 'dice' ? { ...e, faces: [[8, 8, 8]] } : e,
        );
        return JSON.stringify({ ...s, events });
      },
      /not what the seed rolls/,
    ],
    [
      'a decision the mode does not know',
      (s) => JSON.stringify({ ...s, events: [{ kind: 'decision', event: { type: 'teleport' } }] }),
      /not a decision the Dice lab knows/,
    ],
  ];

  it("looks a save's mode up by own key even in a plain record of modes", () => {
    const save = JSON.parse(JSON.stringify(saveOf(played(), pack))) as Record<string, unknown>;
    const loaded = loadGame(JSON.stringify({ ...save, mode: 'constructor' }), { ...MODES }, packs);
    expect(loaded.ok).toBe(false);
  });

  it('reads a save written by an editor that puts a UTF-8 byte-order mark in front', () => {
    const text = `\uFEFF${JSON.stringify(saveOf(played(), pack))}`;
    expect(loadGame(text, MODES, packs).ok).toBe(true);
  });

  it('refuses a file nested thousands of levels deep with a sentence, not a stack overflow', () => {
    const save = JSON.parse(JSON.stringify(saveOf(played(), pack))) as Record<string, unknown>;
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const text = JSON.stringify({ ...save, setup: 'HOLE' }).replace('"HOLE"', deep);
    const loaded = loadGame(text, MODES, packs);
    expect(loaded.ok ? '' : loaded.error).toMatch(/nests deeper than 64 levels/);
  });

  it('quotes at most about a hundred characters of a huge value back', () => {
    const save = JSON.parse(JSON.stringify(saveOf(played(), pack))) as Record<string, unknown>;
    const huge = 'x'.repeat(10_000_000);
    const loaded = loadGame(JSON.stringify({ ...save, pack: { ...pack, id: huge } }), MODES, packs);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.length).toBeLessThan(300);
  });

  it.each(refusals)('refuses %s with a clear message', (_, corrupt, message) => {
    const save = JSON.parse(JSON.stringify(saveOf(played(), pack))) as Record<string, unknown>;
    const loaded = loadGame(corrupt(save), MODES, packs);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error).toMatch(message);
  });
});
