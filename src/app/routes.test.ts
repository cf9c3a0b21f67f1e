import { describe, expect, it } from 'vitest';
import { GAME_MODES, HOME_CARDS, MODE_REGISTRY, gameModeById } from '../modes/registry';
import { MODES, modeById } from '../modes/headless';
import { hrefOf, nearestRoutes, parseRoute } from './routes';

describe('routes of the registered modes', () => {
  it('gives every mode the session can run a screen, so loading any save can open it', () => {
    expect(Object.keys(MODES).length).toBeGreaterThan(0);
    for (const id of Object.keys(MODES)) {
      const entry = gameModeById(id);
      expect(entry, `mode "${id}" has no registry entry`).toBeDefined();
      const href = hrefOf({ screen: 'mode', mode: id });
      expect(parseRoute(href)).toEqual({ screen: 'mode', mode: id });
    }
  });

  it('loads, for every registered game mode, the headless definition of the same id and a screen', () => {
    for (const entry of GAME_MODES) {
      expect(modeById(entry.id)?.id).toBe(entry.id);
      expect(typeof entry.screen).toBe('function');
    }
    expect(new Set(GAME_MODES.map((e) => e.route)).size).toBe(GAME_MODES.length);
    expect(Object.keys(MODES).sort()).toEqual(GAME_MODES.map((e) => e.id).sort());
  });

  it('keeps the paths that bookmarks and the e2e tests use', () => {
    expect(parseRoute('#/fight')).toEqual({ screen: 'mode', mode: 'ground-combat' });
    expect(parseRoute('#/salvage')).toEqual({ screen: 'mode', mode: 'salvage-mission' });
    expect(parseRoute('#/crawl')).toEqual({ screen: 'mode', mode: 'dungeon-crawl' });
    expect(parseRoute('#/board')).toEqual({ screen: 'mode', mode: 'depth-board' });
    expect(parseRoute('#/dice-lab')).toEqual({ screen: 'mode', mode: 'dice-lab' });
    expect(parseRoute('#/rules/salvage.movement')).toEqual({ screen: 'rules', entry: 'salvage.movement' });
    expect(parseRoute('#/cgm')).toEqual({ screen: 'cgm' });
    expect(hrefOf({ screen: 'cgm' })).toBe('#/cgm');
    expect(parseRoute('#/')).toEqual({ screen: 'home' });
    expect(parseRoute('')).toEqual({ screen: 'home' });
  });

  it('says an address names no screen instead of showing the home page, and offers the nearest', () => {
    expect(parseRoute('#/toString')).toEqual({ screen: 'unknown', path: 'toString' });
    expect(parseRoute('#/nowhere')).toEqual({ screen: 'unknown', path: 'nowhere' });
    expect(parseRoute('#/dice')).toEqual({ screen: 'unknown', path: 'dice' });
    expect(nearestRoutes('dice')).toEqual([{ name: 'Dice lab', href: '#/dice-lab' }]);
    expect(nearestRoutes('campaigns')).toEqual([{ name: 'Campaign', href: '#/campaign' }]);
    expect(nearestRoutes('zzz')).toEqual([]);
  });

  it('finds modes by own entry only', () => {
    expect(modeById('toString')).toBeUndefined();
    // No prototype: not even an inherited "toString" or "__proto__" is found in the record.
    expect('toString' in MODES).toBe(false);
    expect('__proto__' in MODES).toBe(false);
    expect(gameModeById('constructor')).toBeUndefined();
  });

  it('lists the playable modes and the coming ones on the home page', () => {
    expect(HOME_CARDS.map((c) => c.id)).toEqual([
      'kraken-campaign',
      'kraken-crawl',
      'salvage-mission',
      'salvage-board',
      'kraken-quick-fight',
      'kraken-space-combat',
      'fringe-battle',
      'rules-demos',
    ]);
    expect(HOME_CARDS.filter((c) => c.href === null).length).toBe(
      MODE_REGISTRY.filter((e) => e.kind === 'coming').length,
    );
  });
});
