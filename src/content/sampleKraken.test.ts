import { describe, expect, it } from 'vitest';
import { formatPackErrors } from './errors';
import { loadPack } from './loadPack';
import type { ContentPack } from './pack';
import { ENEMY_SPECIES, type EnemyProfile, type EnemyTraitRule } from './schemas/enemy';
import { ITEM_KINDS, type Item } from './schemas/item';
import { LOCATION_KINDS } from './schemas/location';
import { DAMAGE_TYPES, WEAPON_KEYWORDS, type Weapon } from './schemas/weapon';

/**
 * The sample pack's Space Kraken content covers what the rules need to be played (Space Kraken §3.3–3.7,
 * §14): crew that pass the creation rules, weapons and items of every grade on full drop grids, every
 * keyword and damage type, an enemy of every species at every level 1–6 plus Creatures from Hell, a
 * treasure table without gaps and prototype tables for their d6 — all of it labelled as sample.
 */

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));

const result = loadPack(files);

function samplePack(): ContentPack {
  if (!result.ok) throw new Error(formatPackErrors(result.errors));
  return result.pack;
}

const GRADES = [1, 2, 3, 4, 5, 6] as const;
const LEVELS = [1, 2, 3, 4, 5, 6] as const;
const SIX_SPECIES = ENEMY_SPECIES.filter((s) => s !== 'hell');

/** Backpack slots: one per two full Strength points, at most four; plus two hands (§3.4, §4). */
const carryCapacity = (strength: number) => 2 + Math.min(4, Math.floor(strength / 2));

describe('the sample Space Kraken content', () => {
  it('loads', () => {
    expect(result.ok ? '' : formatPackErrors(result.errors)).toBe('');
  });

  describe('crew (§3.3–3.5)', () => {
    it('has at least 8 crew templates that pass the creation rules', () => {
      const pack = samplePack();
      const crew = [...pack.crewTemplates.values()];
      expect(crew.length).toBeGreaterThanOrEqual(8);
      for (const member of crew) {
        const a = member.attributes;
        const values = [a.agility, a.strength, a.tech, a.charisma, a.ranged, a.melee];
        expect(
          values.every((v) => v >= 1 && v <= 8),
          member.id,
        ).toBe(true);
        expect(
          values.reduce((s, v) => s + v, 0),
          `${member.id} attributes`,
        ).toBe(16);
        expect(member.level, member.id).toBe(1);
        expect(member.traits.length, member.id).toBeLessThanOrEqual(4);
        expect(new Set(member.traits).size, member.id).toBe(member.traits.length);
        const traits = member.traits.map((id) => pack.traits.get(id));
        expect(
          traits.reduce((s, t) => s + (t?.value ?? NaN), 0),
          `${member.id} trait values`,
        ).toBe(0);
        const psi = traits.some((t) => t?.rule === 'psi');
        expect(psi ? member.psi : undefined, member.id).toBe(member.psi);
        if (member.psi !== undefined) expect(member.psi, member.id).toBeLessThanOrEqual(1);
        expect(member.story, member.id).toMatch(/^Sample crew member\./);
      }
    });

    it('has at most one PSI member, and at least one', () => {
      const pack = samplePack();
      const psi = [...pack.crewTemplates.values()].filter((c) => c.psi !== undefined);
      expect(psi).toHaveLength(1);
    });

    it('gives every crew member a loadout within carry capacity and weapons they are strong enough for', () => {
      const pack = samplePack();
      for (const member of pack.crewTemplates.values()) {
        const strength = member.attributes.strength;
        expect(member.loadout.length, member.id).toBeLessThanOrEqual(carryCapacity(strength));
        expect(member.loadout.length, member.id).toBeGreaterThan(0);
        for (const id of member.loadout) {
          const w = pack.weapons.get(id);
          if (w !== undefined) expect(w.strength, `${member.id}: ${id}`).toBeLessThanOrEqual(strength);
        }
        const kinds = member.loadout.flatMap((id) => pack.items.get(id)?.kind ?? []);
        for (const kind of ['armor-jacket', 'helmet', 'physical-shield'] as const) {
          expect(kinds.filter((k) => k === kind).length, member.id).toBeLessThanOrEqual(1);
        }
        expect(kinds.filter((k) => k === 'shield-a' || k === 'shield-b').length).toBeLessThanOrEqual(1);
      }
    });

    it('has positive and negative traits, including the PSI, Aggressive, Independent Targeting and Chain Attack rules', () => {
      const traits = [...samplePack().traits.values()];
      expect(traits.some((t) => t.value > 0)).toBe(true);
      expect(traits.some((t) => t.value < 0)).toBe(true);
      const rules = new Set(traits.flatMap((t) => t.rule ?? []));
      expect([...rules].sort()).toEqual(['aggressive', 'chain-attack', 'independent-targeting', 'psi']);
      for (const t of traits) expect(t.effect, t.id).toMatch(/^Sample trait\./);
    });
  });

  describe('weapons and items (§3.7, §14 Weapons and Items definition)', () => {
    it('has several weapons and items of every grade 1 to 6, priced at the grade value', () => {
      const pack = samplePack();
      const table = [...pack.treasureTables.values()][0];
      for (const grade of GRADES) {
        const weapons = [...pack.weapons.values()].filter((w) => w.grade === grade);
        const items = [...pack.items.values()].filter((i) => i.grade === grade);
        expect(weapons.length, `grade ${grade} weapons`).toBeGreaterThanOrEqual(6);
        expect(items.length, `grade ${grade} items`).toBeGreaterThanOrEqual(6);
        for (const piece of [...weapons, ...items]) {
          expect(piece.price, piece.id).toBe(table?.gradeValues[grade - 1]);
        }
      }
    });

    it('puts every weapon and item on a drop grid: per grade, six d6 rows of two', () => {
      const pack = samplePack();
      const grids = [...pack.dropGrids.values()];
      for (const list of ['weapons', 'items'] as const) {
        for (const grade of GRADES) {
          const grid = grids.find((g) => g.list === list && g.grade === grade);
          expect(
            grid?.rows.map((r) => r.roll),
            `${list} grade ${grade}`,
          ).toEqual([1, 2, 3, 4, 5, 6]);
        }
      }
      const onGrids = new Set(grids.flatMap((g) => g.rows.flatMap((r) => [r.left, r.right])));
      for (const id of [...pack.weapons.keys(), ...pack.items.keys()]) expect(onGrids.has(id), id).toBe(true);
    });

    it('uses every keyword and every damage type, with both kinds of attack at every grade', () => {
      const weapons = [...samplePack().weapons.values()];
      for (const keyword of WEAPON_KEYWORDS) {
        expect(
          weapons.some((w) => w.keywords.includes(keyword)),
          keyword,
        ).toBe(true);
      }
      for (const type of DAMAGE_TYPES) {
        expect(
          weapons.some((w) => w.damageTypes.includes(type)),
          type,
        ).toBe(true);
      }
      for (const grade of GRADES) {
        for (const kind of ['ranged', 'melee'] as const) {
          expect(
            weapons.some((w) => w.grade === grade && w.kind === kind),
            `${kind} ${grade}`,
          ).toBe(true);
        }
      }
      expect(weapons.some((w) => w.attacks > 1)).toBe(true);
      expect(weapons.some((w) => w.ammo === null)).toBe(true);
    });

    it('has numbers that make sense under the rules', () => {
      const pack = samplePack();
      const sensible = (w: Weapon) =>
        w.hit >= 2 && w.hit <= 6 && w.strength <= 8 && w.damage >= 1 && w.damage <= 16 && w.attacks <= 4;
      for (const w of pack.weapons.values()) {
        expect(sensible(w), w.id).toBe(true);
        expect(w.description, w.id).toMatch(/^Sample weapon\./);
      }
      // Stronger grades hit harder: the best damage per use grows with the grade.
      const best = GRADES.map((g) =>
        Math.max(
          ...[...pack.weapons.values()]
            .filter((w) => w.grade === g && !w.keywords.includes('EMP'))
            .map((w) => w.damage * w.attacks),
        ),
      );
      expect(best).toEqual([...best].sort((a, b) => a - b));
      for (const i of pack.items.values()) {
        expect(i.effect, i.id).toMatch(/^Sample item\./);
        if (i.armor !== undefined) expect(i.armor, i.id).toBeLessThanOrEqual(8);
      }
    });

    it('has every kind of item, with the fields the rules apply', () => {
      const items = [...samplePack().items.values()];
      for (const kind of ITEM_KINDS)
        expect(
          items.some((i) => i.kind === kind),
          kind,
        ).toBe(true);
      const ofKind = (kind: Item['kind']) => items.filter((i) => i.kind === kind);
      for (const i of [...ofKind('medkit'), ...ofKind('stimpack')]) {
        expect(i.heal, i.id).toBeGreaterThan(0);
        expect(i.uses, i.id).toBeGreaterThan(0);
      }
      expect(ofKind('shield-charger').every((i) => (i.charge ?? 0) > 0)).toBe(true);
      expect(ofKind('oxygen-tank').every((i) => (i.oxygen ?? 0) > 0)).toBe(true);
      expect(ofKind('psi').every((i) => (i.psiBonus ?? 0) > 0)).toBe(true);
      // A welding device for hull breaches, tool sets that do not add up, one mobile transmitter per team.
      expect(items.some((i) => i.abilities?.includes('repair-hull-breach'))).toBe(true);
      const toolSets = items.filter((i) => i.limit?.group === 'tool-set');
      expect(toolSets.length).toBeGreaterThanOrEqual(2);
      expect(toolSets.every((i) => i.limit?.per === 'crew-member' && i.kind === 'tool')).toBe(true);
      const transmitters = items.filter((i) => i.abilities?.includes('ship-link'));
      expect(transmitters.length).toBeGreaterThan(0);
      expect(
        transmitters.every((i) => i.limit?.group === 'mobile-transmitter' && i.limit.per === 'team'),
      ).toBe(true);
      expect(items.some((i) => i.abilities?.includes('attack-reroll'))).toBe(true);
      // Grenades: used-up items that attack.
      const grenades = items.filter((i) => i.attack !== undefined);
      expect(grenades.length).toBeGreaterThan(2);
      expect(grenades.every((i) => i.uses !== undefined)).toBe(true);
    });
  });

  describe('enemies (§14 Spawn enemies, Enemies take action)', () => {
    const enemiesOf = (pack: ContentPack) => [...pack.enemies.values()];

    it('has every species at every level 1 to 6, each with a six-row action table', () => {
      const enemies = enemiesOf(samplePack());
      for (const species of SIX_SPECIES) {
        for (const level of LEVELS) {
          const found = enemies.filter((e) => e.species === species && e.level === level);
          expect(found.length, `${species} level ${level}`).toBeGreaterThanOrEqual(1);
          for (const e of found) expect(e.actionTable, e.id).toHaveLength(6);
        }
      }
    });

    // Issue 13 item 23: the trait rules and special-action effects the engine runs are the project's own.
    it('labels every enemy trait, the special actions and the Chain Attack trigger as sample', () => {
      const pack = samplePack();
      for (const e of enemiesOf(pack)) {
        for (const t of e.traits) expect(t.effect, `${e.id}: ${t.name}`).toMatch(/^Sample trait\./);
      }
      expect(pack.traits.get('follow-through')?.effect).toMatch(
        /Chain Attack, with the sample's own trigger/,
      );
      expect(pack.manifest.description).toMatch(/special actions.*heal, recharge-shield, hinder, harden/);
      expect(pack.manifest.description).toMatch(/Chain Attack trigger/);
    });

    it('has two Creatures from Hell, fit for a level 6+ boss battle', () => {
      const hell = enemiesOf(samplePack()).filter((e) => e.species === 'hell');
      expect(hell).toHaveLength(2);
      for (const e of hell) {
        expect(e.level, e.id).toBe(6);
        expect(e.escape, e.id).toBeNull();
        expect(
          e.traits.some((t) => t.rule === 'two-actions'),
          e.id,
        ).toBe(true);
      }
    });

    it('gives every profile stats, weapons, XP, treasure and escape values that make sense', () => {
      for (const e of enemiesOf(samplePack())) {
        expect(e.level, e.id).toBeLessThanOrEqual(6);
        expect(e.hp, e.id).toBeGreaterThan(0);
        expect(e.armor, e.id).toBeLessThanOrEqual(8);
        expect(e.treasure, e.id).toBeGreaterThanOrEqual(1);
        expect(e.treasure, e.id).toBeLessThanOrEqual(Math.min(6, e.level));
        expect(e.xp, e.id).toBeGreaterThan(0);
        if (e.escape !== null) expect(e.escape, e.id).toBeLessThanOrEqual(e.hp / 2);
        for (const w of e.weapons) expect(w.hit >= 2 && w.hit <= 6, `${e.id}: ${w.name}`).toBe(true);
        // Every weapon is used by some row of the action table.
        const used = new Set(e.actionTable.flatMap((row) => row.weapon ?? []));
        expect([...used].sort(), e.id).toEqual(e.weapons.map((w) => w.name).sort());
        expect(e.description, e.id).toMatch(/^Sample enemy\./);
        // Weakness and resistance never name the same damage type.
        expect(
          e.weaknesses.filter((t) => e.resistances.includes(t)),
          e.id,
        ).toEqual([]);
      }
    });

    it('grows tougher and more rewarding with the level, species by species', () => {
      const enemies = enemiesOf(samplePack());
      for (const species of SIX_SPECIES) {
        const byLevel = (level: number, pick: (e: EnemyProfile) => number) =>
          Math.max(...enemies.filter((e) => e.species === species && e.level === level).map(pick));
        for (const level of LEVELS.slice(1)) {
          expect(
            byLevel(level, (e) => e.hp),
            `${species} hp at ${level}`,
          ).toBeGreaterThan(byLevel(level - 1, (e) => e.hp));
          expect(
            byLevel(level, (e) => e.xp),
            `${species} xp at ${level}`,
          ).toBeGreaterThan(byLevel(level - 1, (e) => e.xp));
        }
      }
    });

    it('varies by species', () => {
      const enemies = enemiesOf(samplePack());
      const of = (species: string) => enemies.filter((e) => e.species === species);
      const twoActions = (e: EnemyProfile) => e.traits.some((t) => t.rule === 'two-actions');
      // Beasts fight without shields, mostly in melee.
      expect(of('Beasts').every((e) => e.shield === undefined)).toBe(true);
      expect(of('Beasts').every((e) => e.weapons.some((w) => w.kind === 'melee'))).toBe(true);
      // Greys all carry shields and mind attacks that ignore shields and armour.
      expect(of('Greys').every((e) => e.shield !== undefined)).toBe(true);
      expect(
        of('Greys').every((e) =>
          e.weapons.some((w) => w.keywords.includes('IS') && w.keywords.includes('IA')),
        ),
      ).toBe(true);
      // Insectoids swarm, and act twice from level 4.
      expect(of('Insectoids').every((e) => e.traits.some((t) => t.rule === 'swarm'))).toBe(true);
      expect(
        of('Insectoids')
          .filter((e) => e.level >= 4)
          .every(twoActions),
      ).toBe(true);
      expect(
        of('Insectoids')
          .filter((e) => e.level < 4)
          .some(twoActions),
      ).toBe(false);
      // Renegades never flee; the Lost always try to.
      expect(of('Renegades').every((e) => e.escape === null)).toBe(true);
      expect(of('The Lost').every((e) => e.escape !== null)).toBe(true);
      // Every species has a weakness, and the tags the rules apply appear.
      for (const species of SIX_SPECIES)
        expect(
          of(species).every((e) => e.weaknesses.length > 0),
          species,
        ).toBe(true);
      const rules = new Set(enemies.flatMap((e) => e.traits.flatMap((t) => t.rule ?? [])));
      const expected: readonly EnemyTraitRule[] = [
        'two-actions',
        'regen',
        'zombie',
        'explodes',
        'drain',
        'evasive',
        'swarm',
        'psi-ward',
        'dread',
      ];
      for (const rule of expected) expect(rules.has(rule), rule).toBe(true);
      const effects = new Set(enemies.flatMap((e) => e.actionTable.flatMap((r) => r.effect?.kind ?? [])));
      expect([...effects].sort()).toEqual(['harden', 'heal', 'hinder', 'recharge-shield']);
    });
  });

  describe('treasure and prototypes (§14 After ground combat)', () => {
    it('has one treasure table that gives one d20 column, without gaps or overlaps, for every location kind and grade', () => {
      const tables = [...samplePack().treasureTables.values()];
      expect(tables).toHaveLength(1);
      const table = tables[0];
      if (table === undefined) return;
      expect(table.gradeValues).toHaveLength(6);
      expect(table.gradeValues).toEqual([...table.gradeValues].sort((a, b) => a - b));
      for (const kind of LOCATION_KINDS) {
        for (const grade of GRADES) {
          const columns = table.columns.filter(
            (c) =>
              c.locationKinds.includes(kind) &&
              grade >= (c.grades?.min ?? 1) &&
              grade <= (c.grades?.max ?? 6),
          );
          expect(columns, `${kind} grade ${grade}`).toHaveLength(1);
          const faces = columns[0]?.bands.flatMap((b) =>
            Array.from({ length: b.to - b.from + 1 }, (_, i) => b.from + i),
          );
          expect(
            faces?.sort((a, b) => a - b),
            `${kind} grade ${grade}`,
          ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
          const drops = new Set(columns[0]?.bands.map((b) => b.drop));
          expect([...drops].sort(), `${kind} grade ${grade}`).toEqual([
            'ammo',
            'cash',
            'item',
            'prototype',
            'weapon',
          ]);
        }
      }
    });

    it('has prototype tables covering their d6 for both kinds of weapon and the main kinds of item', () => {
      const tables = [...samplePack().prototypeEffects.values()];
      const categories = new Set(tables.flatMap((t) => t.appliesTo));
      for (const category of [
        'ranged-weapon',
        'melee-weapon',
        'armor-jacket',
        'helmet',
        'physical-shield',
        'shield-a',
        'shield-b',
        'shield-charger',
        'oxygen-tank',
        'medkit',
        'stimpack',
        'psi',
      ] as const) {
        expect(categories.has(category), category).toBe(true);
      }
      for (const table of tables) {
        expect(
          table.rows.map((r) => r.roll),
          table.id,
        ).toEqual([1, 2, 3, 4, 5, 6]);
        for (const row of table.rows) expect(row.text, `${table.id} ${row.roll}`).toMatch(/^Sample\./);
      }
    });
  });
});
