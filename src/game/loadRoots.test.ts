import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGame } from './loadGame';
import { MODES } from '../modes/headless';

/**
 * Issue 14's roots, each through the loader a player's file goes through: a set-up or a logged decision that
 * no game could produce is refused up front, naming the path, the expectation and the value — not loaded,
 * and not refused by accident deep in the replay.
 */
type Json = Record<string, unknown>;

/** Sets the value at a dotted path of parsed JSON ("setup.crew.0.hp"); `*figure:place` finds a log entry. */
function set(save: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let here: unknown = save;
  for (const key of keys) {
    if (key.startsWith('*')) {
      const list = here as { event?: { type: string } }[];
      here = list.find((e) => e.event?.type === key.slice(1).replace(':', '.'));
    } else here = (here as Record<string, unknown>)[key];
  }
  (here as Record<string, unknown>)[last] = value;
}

function fixture(mode: string): Json {
  const text = readFileSync(join(process.cwd(), `e2e/fixtures-saves/${mode}.v1.json`), 'utf8');
  return JSON.parse(text) as Json;
}

function load(save: Json) {
  const stamp = save['pack'] as { id: string; version: string; hash: string };
  return loadGame(JSON.stringify(save), MODES, { lookup: (id) => (id === stamp.id ? stamp : undefined) });
}

function refusal(mode: string, edit: (save: Json) => void): string {
  const save = fixture(mode);
  edit(save);
  const outcome = load(save);
  if (outcome.ok) outcome.session.dispose();
  return outcome.ok ? 'LOADED' : outcome.error;
}

describe('bad set-ups are refused up front, with the path', () => {
  it('campaign: a story line sent to a cell its sheets do not hold is refused before anything replays', () => {
    // Fuzz long run kraken-campaign/35: such a save loaded and stopped on an internal error at entry 5.
    const error = refusal('kraken-campaign', (s) => {
      const sheets = (s['setup'] as { sheets: { cells: Record<string, string> }[] }).sheets;
      delete sheets[1]?.cells['BA'];
    });
    expect(error).toContain(
      'expected CGM sheets every story line can follow at cgmSheets (2BA is reached by a line, but the sheets hold nothing there)',
    );
    expect(error).not.toMatch(/internal error/i);
  });

  it('campaign: a location type naming a map the save does not carry is refused, naming the path', () => {
    const error = refusal('kraken-campaign', (s) =>
      set(s, 'setup.content.locationTypes.0.maps.0', 'toString'),
    );
    expect(error).toContain('"content.locationTypes.0.maps.0"');
    expect(error).toContain('no map "toString"');
  });

  it('campaign: an event naming an item the save does not carry is refused', () => {
    const error = refusal('kraken-campaign', (s) => {
      const events = (s['setup'] as { events: { effects: { kind: string; item?: string }[] }[] }).events;
      const withItem = events.find((e) => e.effects.some((f) => f.kind === 'item'));
      const effect = withItem?.effects.find((f) => f.kind === 'item');
      if (effect === undefined) throw new Error('no event gives an item');
      effect.item = 'no-such-thing';
    });
    expect(error).toContain('expected the id of a weapon or item in this pack at cgmEvents[');
    expect(error).toContain('got "no-such-thing"');
  });

  it('salvage: a deployment zone larger than the board', () => {
    const error = refusal('salvage-mission', (s) =>
      set(s, 'setup.content.mission.deployment.attacker', { level: 3, minX: 0, maxX: 120, minZ: 0, maxZ: 4 }),
    );
    expect(error).toMatch(/set-up .*"content\.mission\.deployment\.attacker".*36" × 36" board/);
  });

  it('salvage: an astronomically wide board', () => {
    const error = refusal('salvage-mission', (s) => set(s, 'setup.content.board.width', 1e308));
    expect(error).toMatch(/"content\.board\.width", expected a number from 6 to 120, found "1e\+308"/);
  });

  it('salvage: a gear item of negative size', () => {
    const error = refusal('salvage-mission', (s) => set(s, 'setup.content.gear.0.size', -1));
    expect(error).toMatch(/"content\.gear\.0\.size", expected a number from 0 to 10, found "-1"/);
  });

  it('salvage: a terrain piece on level -1', () => {
    const error = refusal('salvage-mission', (s) => set(s, 'setup.content.board.terrain.0.level', -1));
    expect(error).toMatch(/"content\.board\.terrain\.0\.level", expected a level: 1 \(Topside\)/);
  });

  it('salvage: a Boiler with negative health or an infinite move', () => {
    expect(
      refusal('salvage-mission', (s) => set(s, 'setup.companies.attacker.roster.0.stats.health', -1)),
    ).toMatch(/"companies\.attacker\.roster\.0\.stats\.health"/);
    // 1e999 in the text reads as Infinity.
    const save = fixture('salvage-mission');
    const text = JSON.stringify(save).replace('"move":5', '"move":1e999');
    const stamp = save['pack'] as { id: string; version: string; hash: string };
    const outcome = loadGame(text, MODES, { lookup: () => stamp });
    expect(outcome.ok ? 'LOADED' : outcome.error).toMatch(/stats\.move/);
  });

  it('quick fight: a crew member above maximum HP, and an unknown key', () => {
    expect(refusal('ground-combat', (s) => set(s, 'setup.crew.0.hp', 14))).toMatch(
      /"crew\.0\.hp", expected HP from 0 to 6 \(twice Strength 3/,
    );
    expect(refusal('ground-combat', (s) => set(s, 'setup.crew.0.inventory.L.zzz', { deep: [1] }))).toMatch(
      /"crew\.0\.inventory\.L", unknown key "zzz"/,
    );
    expect(refusal('ground-combat', (s) => set(s, 'setup.crew.0.weakened', 1e300))).toMatch(
      /"crew\.0\.weakened"/,
    );
  });

  it('dungeon crawl: a crew member above maximum HP, or conscious at 0 HP', () => {
    expect(refusal('dungeon-crawl', (s) => set(s, 'setup.crew.0.hp', 14))).toMatch(
      /"crew\.0\.hp", expected HP from 0/,
    );
    expect(refusal('dungeon-crawl', (s) => set(s, 'setup.crew.0.hp', 0))).toMatch(
      /conscious crew member above 0 HP/,
    );
  });

  it('dice lab: a set-up check of ten million dice, and an unknown key in a logged check', () => {
    expect(
      refusal('dice-lab', (s) =>
        set(s, 'setup', { check: { kind: 'salvage-test', dice: 1e7, baseTn: 6, tnModifier: 0, need: 1 } }),
      ),
    ).toMatch(/"check\.dice"/);
    expect(refusal('dice-lab', (s) => set(s, 'events.0.event.check.zzz', 1))).toMatch(
      /Entry 1 .*unknown key "zzz"/,
    );
  });

  it('board: a figure placed a googol of inches away', () => {
    expect(refusal('depth-board', (s) => set(s, 'events.*figure:place.event.figure.x', 1e308))).toMatch(
      /"figure\.x", expected a number from 0 to 120/,
    );
  });

  it('quotes at most ~100 characters of a huge value', () => {
    const error = refusal('ground-combat', (s) => set(s, 'setup.crew.0.name', 'x'.repeat(1_000_000)));
    expect(error.length).toBeLessThan(400);
  });
});

describe('the set-up replayed is the one the schema read (fuzz finds)', () => {
  // Fuzz case ci/depth-board/462: the board schema defaults a missing figure list to [], but the loader
  // replayed the raw set-up, so the first edit's guard read `undefined.filter` and threw out of loadGame.
  it('board: a set-up without a figure list replays with none, instead of a TypeError', () => {
    let error = '';
    expect(() => {
      error = refusal('depth-board', (s) => delete (s['setup'] as { board: Json }).board['figures']);
    }).not.toThrow();
    expect(error).not.toMatch(/TypeError|Cannot read|internal error/);
    const empty = refusal('depth-board', (s) => {
      delete (s['setup'] as { board: Json }).board['figures'];
      s['events'] = [];
    });
    expect(empty).toBe('LOADED');
  });
});

describe('the loader holds a replayed save to the mode invariants', () => {
  it('refuses a save whose replayed state breaks one, naming it (a planted invariant that always fails)', () => {
    const save = fixture('dice-lab');
    const dice = MODES['dice-lab'];
    if (dice === undefined) throw new Error('no dice lab');
    const broken = { ...dice, invariants: () => ['The lab has rolled a seven on a d6.', 'A second.'] };
    const stamp = save['pack'] as { id: string; version: string; hash: string };
    const outcome = loadGame(
      JSON.stringify(save),
      { ...MODES, 'dice-lab': broken },
      {
        lookup: (id) => (id === stamp.id ? stamp : undefined),
      },
    );
    expect(outcome.ok ? 'loaded' : outcome.error).toBe(
      'The save replays into a game the rules cannot reach: The lab has rolled a seven on a d6. A second.',
    );
  });

  it('loads every fixture, whose invariants hold', () => {
    for (const mode of Object.keys(MODES)) {
      const outcome = load(fixture(mode));
      expect(outcome.ok ? '' : outcome.error, mode).toBe('');
      if (outcome.ok) outcome.session.dispose();
    }
  });
});
