import { describe, expect, it } from 'vitest';
import { RULE_SYSTEMS, validateEntries, type RuleEntry } from './entry';
import { searchEntries } from './search';

/** Every rules file shipped with the app, keyed by path ('/assets/rules/kraken.json'). */
const files = import.meta.glob<unknown>('/assets/rules/*.json', { eager: true, import: 'default' });

const REQUIRED: Readonly<Record<RuleEntry['system'], readonly string[]>> = {
  general: [
    'general.dice-notation',
    'general.odds',
    'general.manual-dice',
    'general.event-log',
    'general.distance-convention',
  ],
  kraken: [
    'kraken.attribute-check',
    'kraken.round-up',
    'kraken.objective-check',
    'kraken.bulkhead',
    'kraken.laser-barrier',
    'kraken.mines',
    'kraken.flight-check',
    'kraken.escape-space-combat',
    'kraken.psi-check',
    'kraken.flank',
    'kraken.meditate',
    'kraken.random-value',
    'kraken.unconscious-killed',
    'kraken.overload',
    'kraken.inventory',
    'kraken.lone-wolf',
  ],
  salvage: [
    'salvage.depth-levels',
    'salvage.3d-distance',
    'salvage.d8-direction',
    'salvage.tests',
    'salvage.simple-test',
    'salvage.critical-high',
    'salvage.critical-low',
    'salvage.attack',
    'salvage.attack-modifiers',
    'salvage.initiative',
    'salvage.round',
    'salvage.actions',
    'salvage.movement',
    'salvage.falls',
    'salvage.engagement',
    'salvage.doors',
    'salvage.noise',
    'salvage.danger-tracker',
    'salvage.airlocks',
    'salvage.capacity',
    'salvage.salvage-quality',
    'salvage.hazards',
    'salvage.conditions',
    'salvage.blight',
    'salvage.blight-manifestation',
    'salvage.mortally-wounded',
    'salvage.unalert-hostiles',
    'salvage.alert-hostiles',
    'salvage.event-cards',
    'salvage.mission-setup',
    'salvage.injuries',
    'salvage.transit-find',
    'salvage.escape-status',
    'salvage.weapon-keywords',
    'salvage.line-of-sight',
    'salvage.power',
    'salvage.exert',
    'salvage.concentrate',
    'salvage.crew-limits',
    'salvage.post-game',
    'salvage.blight-check',
    'salvage.win-conditions',
    'salvage.game-length',
    'salvage.boss-perk',
    'salvage.company-bond',
    'salvage.downtime',
    'salvage.hostile-ai',
  ],
  fringe: [
    'fringe.profile',
    'fringe.luck',
    'fringe.leaders',
    'fringe.weapon-traits',
    'fringe.story-points',
    'fringe.once-per-campaign',
    'fringe.stunned',
    'fringe.dash',
    'fringe.brawling',
    'fringe.moving-up-down',
    'fringe.jumping',
    'fringe.leaping',
    'fringe.line-of-fire',
    'fringe.resolving-hits',
    'fringe.saving-throws',
    'fringe.aiming',
    'fringe.panic-fire',
    'fringe.notable-sights',
    'fringe.hit-roll',
    'fringe.initiative',
    'fringe.battle-round',
    'fringe.enemy-behaviour',
    'fringe.species',
    'fringe.battle-end',
  ],
};

function fileSystem(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.json$/, '');
}

function asList(content: unknown): unknown[] {
  return Array.isArray(content) ? (content as unknown[]) : [];
}

const all: unknown[] = Object.values(files).flatMap(asList);
const result = validateEntries(all);
const entries: RuleEntry[] = result.ok ? result.entries : [];

describe('assets/rules', () => {
  it('has one file per system, each a JSON array', () => {
    expect(Object.keys(files).map(fileSystem).sort()).toEqual([...RULE_SYSTEMS].sort());
    for (const [path, content] of Object.entries(files)) expect(Array.isArray(content), path).toBe(true);
  });

  it('validates as one set (ids unique across files, every see resolves)', () => {
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(entries.length).toBe(all.length);
  });

  it('keeps each entry in the file of its system', () => {
    for (const [path, content] of Object.entries(files)) {
      const system = fileSystem(path);
      for (const raw of asList(content)) {
        const { id, system: entrySystem } = raw as { id?: unknown; system?: unknown };
        expect(entrySystem, `${path}: ${String(id)}`).toBe(system);
      }
    }
  });

  it.each(RULE_SYSTEMS)('holds every entry the %s machines cite', (system) => {
    const ids = new Set(entries.map((e) => e.id));
    const missing = REQUIRED[system].filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });

  it('writes readings where a choice is made, each starting with "Reading: "', () => {
    for (const id of ['general.distance-convention', 'fringe.hit-roll']) {
      expect(entries.find((e) => e.id === id)?.reading).toMatch(/^Reading: /);
    }
  });

  // Issue 13 item 23: each Space Kraken choice the engines make where the book is silent or says two things.
  it.each([
    ['kraken.minions', /level 1 boss/i],
    ['kraken.spawn-enemies', /two enemies of one faction/i],
    ['kraken.berserk', /last HP/i],
    ['kraken.weapon-profile', /Strength/],
    ['kraken.attack', /6 is not an automatic hit/i],
    ['kraken.combat-loop', /enemy shields/i],
    ['kraken.shield-charger', /unconscious/i],
    ['kraken.flank', /no oxygen/i],
    ['kraken.lone-wolf', /once per turn/i],
    ['kraken.escape-ground-combat', /unconscious/i],
    ['kraken.psi-exploration', /action/i],
    ['kraken.psi-support', /Telekinesis/],
    ['kraken.atmosphere-zones', /reach/i],
    ['kraken.triggering-tiles', /laser barriers/i],
    ['kraken.obstacle', /2 actions/],
    ['kraken.teleporter', /no oxygen/i],
    ['kraken.deployment', /every map skipped/i],
  ])('writes the reading of %s', (id, says) => {
    const reading = entries.find((e) => e.id === id)?.reading;
    expect(reading).toMatch(/^Reading: /);
    expect(reading).toMatch(says);
  });

  // Issue 28: where the Salvage quick reference (004) is silent or says a distance two ways, the reading taken.
  it.each([
    ['salvage.attack', /each .*pushed 1" away from the other/i],
    ['salvage.actions', /Shove.*each .*pushed 1" away from the other/is],
    ['salvage.actions', /First Aid .*itself or a friend in base contact/i],
    ['salvage.conditions', /Panicked.*nearest airlock.*route/i],
  ])('writes the Salvage reading of %s', (id, says) => {
    const reading = entries.find((e) => e.id === id)?.reading;
    expect(reading).toMatch(/^Reading: /);
    expect(reading).toMatch(says);
  });

  // The engine runs rules the book does not give (its trait page is not reproduced): labelled as sample.
  it.each([
    ['kraken.enemy-actions', /explodes.*drain.*evasive.*swarm.*psi-ward.*dread/is],
    ['kraken.enemy-actions', /heal.*recharge-shield.*hinder.*harden/is],
    ['kraken.attack-boost', /Chain Attack/],
  ])('labels the sample rules of %s', (id, says) => {
    const sample = entries.find((e) => e.id === id)?.sample;
    expect(sample).toMatch(/^Sample: /);
    expect(sample).toMatch(says);
  });

  // Issue 13 item 14: Manifestation 5's augments are sample gear; leaving them at home is a reading.
  it('labels augments as sample and reads Manifestation 5', () => {
    const augments = entries.find((e) => e.id === 'salvage.augments');
    expect(augments?.sample).toMatch(/^Sample: /);
    expect(augments?.reading).toMatch(/^Reading: .*dropped/);
    expect(entries.find((e) => e.id === 'salvage.blight-manifestation')?.reading).toMatch(
      /augments .*at home/,
    );
  });

  it("finds 'bulkhead' with kraken.bulkhead first among the real entries", () => {
    expect(searchEntries(entries, 'bulkhead')[0]?.id).toBe('kraken.bulkhead');
  });

  it("puts line of sight first for 'LOS', the short form players say, not 'Winning and losing'", () => {
    const found = searchEntries(entries, 'LOS');
    expect(found[0]?.title).toMatch(/^Line of sight/);
    const losing = found.findIndex((e) => e.title === 'Winning and losing');
    expect(losing === -1 || losing > 0).toBe(true);
  });
});
