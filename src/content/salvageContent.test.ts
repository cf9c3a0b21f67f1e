import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { placementProblems, terrainBox, type Figure } from '../rules/board';
import { formatPackError, formatPackErrors } from './errors';
import { loadPack, type PackLoadResult } from './loadPack';
import {
  DANGER_LEVELS,
  eventCardSchema,
  eventRowEffects,
  eventRowText,
  GEAR_KEYWORDS,
  gearIsConsumable,
  gearSchema,
  missionThemeSchema,
  SITE_EFFECT_KINDS,
  THEME_EFFECT_KINDS,
  unitCardSchema,
  type EventRow,
  type Gear,
  type SiteEffect,
} from './schemas/salvage';
import { bondStepAt, companyBondSchema, salvageMissionSchema, zoneSchema } from './schemas/salvageMission';
import { packFiles } from './testPack';
import { issueToPackErrors, PARSE_OPTIONS } from './zodIssues';

/** The problems of one value as "f.json at path: expected X, got Y" lines. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, PARSE_OPTIONS);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issueToPackErrors('f.json', issue, value).map(formatPackError),
  );
}

function lines(result: PackLoadResult): string[] {
  return result.ok ? [] : result.errors.map(formatPackError);
}

const stats = { move: 5, muscle: 2, smarts: 2, armour: 1, power: 4, health: 4, capacity: 4 };

function hostile(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `Hostile ${id}`,
    role: 'hostile',
    stats,
    motivations: ['If Engaged, melee attack.', 'Move toward Noise.'],
    plan: [{ kind: 'meleeEngaged' }, { kind: 'moveToNoise' }],
    scrip: 5,
    ...extra,
  };
}

function crew(id: string, role: 'boiler' | 'boss') {
  return { id, name: `Crew ${id}`, role, stats };
}

function card(low: unknown) {
  return {
    id: 'c',
    name: 'C',
    effects: { allQuiet: 'Nothing happens.', low, medium: 'M.', high: 'H.', maximum: 'X.' },
  };
}

const zone = (level: number, minX: number, maxX: number, minZ: number, maxZ: number) => ({
  level,
  minX,
  maxX,
  minZ,
  maxZ,
});

function winCondition(id: string) {
  return { id, name: `Win ${id}`, text: 'Survive.', scrip: 10, check: { kind: 'survive' } };
}

function mission(extra: Record<string, unknown> = {}) {
  return {
    id: 'm',
    name: 'M',
    boardId: 'b',
    themeId: 't',
    deployment: { attacker: zone(1, 0, 36, 0, 4), defender: zone(1, 0, 36, 32, 36) },
    hostileSlots: [{ x: 18, z: 18, level: 3 }],
    hostileDeck: ['h'],
    winConditions: [winCondition('a'), winCondition('b')],
    roster: ['boss', 'boiler'],
    startingScrip: 50,
    ...extra,
  };
}

/** A pack with one board, one theme, a boss, a boiler, a hostile and the missions given. */
function missionPack(missions: unknown[], more: Record<string, unknown> = {}) {
  return packFiles({
    'salvage.json': {
      schemaVersion: 1,
      boards: [{ id: 'b', name: 'B' }],
      themes: [{ id: 't', name: 'T', rule: 'A rule.' }],
      unitCards: [crew('boss', 'boss'), crew('boiler', 'boiler'), hostile('h')],
      salvageMissions: missions,
      ...more,
    },
  });
}

describe('salvage event rows', () => {
  it('take plain text (applied by hand) or text with effects the rules apply', () => {
    const structured = {
      text: 'Every Boiler in The Sink tests Muscle or falls.',
      do: [
        { kind: 'test', who: { units: 'allBoilers', level: 3 }, stat: 'muscle', onFail: [{ kind: 'fall' }] },
      ],
    };
    const parsed = eventCardSchema.parse(card(structured), PARSE_OPTIONS);
    const plain: EventRow = parsed.effects.allQuiet;
    expect(eventRowText(plain)).toBe('Nothing happens.');
    expect(eventRowEffects(plain)).toBeNull();
    expect(eventRowText(parsed.effects.low)).toBe(structured.text);
    expect(eventRowEffects(parsed.effects.low)).toEqual([
      {
        kind: 'test',
        who: { units: 'allBoilers', level: 3 },
        stat: 'muscle',
        tn: 6,
        onFail: [{ kind: 'fall' }],
      },
    ]);
  });

  it('name an unknown effect kind where it is', () => {
    expect(problems(eventCardSchema, card({ text: 'Boom.', do: [{ kind: 'explode' }] }))).toEqual([
      'f.json at effects.low.do[0].kind: expected an effect whose "kind" is one of "none", "danger", "noise", "blight", "damage", "condition", "test", "fall", "alertAll", "spawnHostile", "openAirlocks", "lockAirlock", got "explode"',
    ]);
  });

  it('check every effect field and refuse a row that is neither text nor an object', () => {
    const row = (effect: Record<string, unknown>) => card({ text: 'T.', do: [effect] });
    expect(problems(eventCardSchema, row({ kind: 'danger', amount: 6 }))).toEqual([
      'f.json at effects.low.do[0].amount: expected a number from -5 to 5, got 6',
    ]);
    expect(
      problems(
        eventCardSchema,
        row({ kind: 'condition', who: { units: 'drawer' }, condition: 'mortallyWounded' }),
      ),
    ).toEqual([
      'f.json at effects.low.do[0].condition: expected one of "burning", "stunned", "bleeding", "blinded", "poisoned", "unlucky", "exhausted", "panicked", "pickled", "prone", got "mortallyWounded"',
    ]);
    expect(problems(eventCardSchema, row({ kind: 'noise', at: 'drawer', loud: true }))).toEqual([
      'f.json at effects.low.do[0].loud: expected only the fields this kind of entry has, got an unknown field "loud" (check its spelling, or remove it)',
    ]);
    expect(problems(eventCardSchema, row({ kind: 'fall', who: { units: 'everyone' } }))[0]).toMatch(
      /^f\.json at effects\.low\.do\[0\]\.who\.units: expected one of "drawer", "randomBoiler"/,
    );
    expect(
      problems(
        eventCardSchema,
        row({ kind: 'test', who: { units: 'drawer' }, stat: 'smarts', tn: 9, onFail: [] }),
      ),
    ).toEqual([
      'f.json at effects.low.do[0].tn: expected a target number from 2 to 8, got 9',
      'f.json at effects.low.do[0].onFail: expected a list of at least one effect for a unit that fails the test, got an empty list',
    ]);
    expect(problems(eventCardSchema, card({ text: 'No effects.' }))).toEqual([
      'f.json at effects.low.do: expected a list of effects, got nothing',
    ]);
    expect(problems(eventCardSchema, card(3))).toEqual([
      'f.json at effects.low: expected the effect in words, or an object { "text": the effect in words, "do": [effects the rules apply] }, got 3',
    ]);
    expect(problems(eventCardSchema, card(''))).toEqual([
      'f.json at effects.low: expected non-empty effect, got ""',
    ]);
  });
});

describe('salvage unit cards', () => {
  it('give a hostile a plan with one motivation per line, naming both lengths when it does not', () => {
    expect(problems(unitCardSchema, hostile('h'))).toEqual([]);
    expect(problems(unitCardSchema, hostile('h', { plan: [{ kind: 'meleeEngaged' }] }))).toEqual([
      'f.json at plan: expected a plan of 2 motivations, one for each line of "motivations" (it has 2), got a plan of 1',
    ]);
    expect(
      problems(unitCardSchema, hostile('h', { plan: [{ kind: 'fly' }, { kind: 'moveToNoise' }] })),
    ).toEqual([
      'f.json at plan[0].kind: expected a motivation whose "kind" is one of "meleeEngaged", "shootNearest", "chargeNearest", "moveToNoise", "guardSalvage", got "fly"',
    ]);
    const prefer = [{ kind: 'chargeNearest', prefer: 'closest' }, { kind: 'moveToNoise' }];
    expect(problems(unitCardSchema, hostile('h', { plan: prefer }))).toEqual([
      'f.json at plan[0].prefer: expected one of "carryingSalvage", "wounded", got "closest"',
    ]);
    expect(problems(unitCardSchema, { ...crew('b', 'boiler'), plan: [] })).toEqual([
      'f.json at plan: expected no plan on a boiler (hostiles only), got an empty list',
    ]);
  });

  it('let a boss perk say what it does', () => {
    const perk = (use: string) => ({ ...crew('b', 'boss'), perk: { name: 'P', effect: 'E.', use } });
    expect(problems(unitCardSchema, perk('extraPower'))).toEqual([]);
    expect(problems(unitCardSchema, perk('teleport'))).toEqual([
      'f.json at perk.use: expected one of "removeExert", "extraPower", got "teleport"',
    ]);
  });
});

describe('salvage gear', () => {
  const item = { id: 'g', name: 'G', size: 1, kind: 'item', price: 1 };

  it('lets items and rations have a use, and nothing else', () => {
    expect(problems(gearSchema, { ...item, use: { kind: 'heal', amount: 2 } })).toEqual([]);
    expect(problems(gearSchema, { ...item, use: { kind: 'heal', amount: 4 } })).toEqual([
      'f.json at use.amount: expected a number from 1 to 3, got 4',
    ]);
    expect(problems(gearSchema, { ...item, use: { kind: 'revive', amount: 1 } })[0]).toMatch(
      /^f\.json at use\.kind: expected one of "heal", "removeBlight", "removeExert", "removeCondition"/,
    );
    expect(
      problems(gearSchema, { ...item, kind: 'armour', use: { kind: 'heal', amount: 1 }, consumable: false }),
    ).toEqual([
      'f.json at use: expected no use on gear of kind "armour" (items and rations only), got an object',
      'f.json at consumable: expected no consumable on gear of kind "armour" (items and rations only), got false',
    ]);
  });

  it('uses rations up unless told otherwise, and items only when told', () => {
    const parse = (extra: Record<string, unknown>): Gear => gearSchema.parse({ ...item, ...extra });
    expect(gearIsConsumable(parse({ kind: 'ration' }))).toBe(true);
    expect(gearIsConsumable(parse({ kind: 'ration', consumable: false }))).toBe(false);
    expect(gearIsConsumable(parse({}))).toBe(false);
    expect(gearIsConsumable(parse({ consumable: true }))).toBe(true);
  });
});

describe('salvage themes', () => {
  const theme = { id: 't', name: 'T', rule: 'A rule.' };

  it('have no effects unless given, and check the ones given', () => {
    expect(missionThemeSchema.parse(theme).effects).toEqual([]);
    expect(
      problems(missionThemeSchema, { ...theme, effects: [{ kind: 'difficultLevel', level: 3 }] }),
    ).toEqual([]);
    expect(
      problems(missionThemeSchema, { ...theme, effects: [{ kind: 'startingDanger', value: 20 }] }),
    ).toEqual(['f.json at effects[0].value: expected a number from 1 to 19, got 20']);
    expect(problems(missionThemeSchema, { ...theme, effects: [{ kind: 'fog' }] })).toEqual([
      'f.json at effects[0].kind: expected a theme effect whose "kind" is one of "difficultLevel", "visibility", "startingDanger", "extraBlightPerSection", "noiseRadius", got "fog"',
    ]);
    expect(
      problems(missionThemeSchema, { ...theme, effects: [{ kind: 'difficultLevel', level: 4 }] }),
    ).toEqual([
      'f.json at effects[0].level: expected a level: 1 (Topside), 2 (The Mids) or 3 (The Sink), got 4',
    ]);
  });
});

describe('salvage missions', () => {
  it('refuse a zone with no size and zones that overlap', () => {
    expect(problems(zoneSchema, zone(1, 10, 10, 0, 4))).toEqual([
      'f.json at maxX: expected a maxX greater than minX (10): a zone is a rectangle of some size, got 10',
    ]);
    expect(problems(zoneSchema, zone(2, 0, 4, 8, 6))).toEqual([
      'f.json at maxZ: expected a maxZ greater than minZ (8): a zone is a rectangle of some size, got 6',
    ]);
    const overlapping = { attacker: zone(1, 0, 20, 0, 20), defender: zone(1, 10, 30, 10, 30) };
    expect(problems(salvageMissionSchema, mission({ deployment: overlapping }))).toEqual([
      "f.json at deployment.defender: expected a zone that does not overlap the attacker's (the crews deploy apart), got a zone overlapping the attacker zone",
    ]);
    const stacked = { attacker: zone(1, 0, 20, 0, 20), defender: zone(2, 0, 20, 0, 20) };
    expect(problems(salvageMissionSchema, mission({ deployment: stacked }))).toEqual([]);
  });

  it('need 1 to 12 hostile slots, a hostile deck, two win conditions with their own ids and a check', () => {
    const slots = Array.from({ length: 13 }, () => ({ x: 1, z: 1, level: 3 }));
    expect(problems(salvageMissionSchema, mission({ hostileSlots: slots }))).toEqual([
      'f.json at hostileSlots: expected a list of 1 to 12 hostile slots, got a list of 13',
    ]);
    expect(problems(salvageMissionSchema, mission({ hostileDeck: [] }))).toEqual([
      'f.json at hostileDeck: expected a list of at least one hostile unit card id, got an empty list',
    ]);
    expect(problems(salvageMissionSchema, mission({ winConditions: [winCondition('a')] }))).toEqual([
      'f.json at winConditions: expected a list of at least 2 win conditions (the Defender and the Attacker each get one), got a list of 1',
    ]);
    expect(
      problems(salvageMissionSchema, mission({ winConditions: [winCondition('a'), winCondition('a')] })),
    ).toEqual([
      'f.json at winConditions[1].id: expected an id no other of this mission\'s win conditions uses, got "a"',
    ]);
    const badCheck = { ...winCondition('c'), check: { kind: 'extract', tokens: 0 } };
    expect(problems(salvageMissionSchema, mission({ winConditions: [winCondition('a'), badCheck] }))).toEqual(
      ['f.json at winConditions[1].check.tokens: expected a whole number of at least 1, got 0'],
    );
    const unknownCheck = { ...winCondition('c'), check: { kind: 'dance' } };
    expect(
      problems(salvageMissionSchema, mission({ winConditions: [winCondition('a'), unknownCheck] })),
    ).toEqual([
      'f.json at winConditions[1].check.kind: expected a check whose "kind" is one of "extract", "escape", "search", "eliminate", "survive", got "dance"',
    ]);
    expect(salvageMissionSchema.parse(mission()).hazardRolls).toBe(false);
  });

  it('load from a pack, with their board, theme and unit cards checked by id and role', () => {
    const result = loadPack(missionPack([mission()]));
    expect(result.ok ? '' : formatPackErrors(result.errors)).toBe('');
    expect(result.ok && result.pack.salvageMissions.get('m')?.boardId).toBe('b');
  });

  it('name the file, path and missing id of every dangling reference', () => {
    const broken = mission({
      boardId: 'bb',
      themeId: 'tee',
      hostileDeck: ['hh'],
      roster: ['bos', 'boiler'],
    });
    expect(lines(loadPack(missionPack([broken])))).toEqual([
      'salvage.json at salvageMissions[0].boardId: expected the id of a board in this pack, got "bb" (no board has this id; did you mean "b"?)',
      'salvage.json at salvageMissions[0].themeId: expected the id of a mission theme in this pack, got "tee" (no mission theme has this id; did you mean "t"?)',
      'salvage.json at salvageMissions[0].hostileDeck[0]: expected the id of a hostile unit card in this pack, got "hh" (no hostile unit card has this id; did you mean "h"?)',
      'salvage.json at salvageMissions[0].roster[0]: expected the id of a boiler or boss unit card in this pack, got "bos" (no boiler or boss unit card has this id; did you mean "boss"?)',
    ]);
  });

  it('refuse cards of the wrong role, a roster with no boss, and zones or slots off the board', () => {
    const wrong = mission({
      hostileDeck: ['boiler'],
      roster: ['boiler', 'h'],
      deployment: { attacker: zone(1, 0, 40, 0, 4), defender: zone(1, 0, 36, 32, 36) },
      hostileSlots: [{ x: 18, z: 37, level: 2 }],
    });
    expect(lines(loadPack(missionPack([wrong])))).toEqual([
      'salvage.json at salvageMissions[0].hostileDeck[0]: expected the id of a hostile unit card in this pack, got "boiler" (that unit card is a boiler)',
      'salvage.json at salvageMissions[0].roster[1]: expected the id of a boiler or boss unit card in this pack, got "h" (that unit card is a hostile)',
      'salvage.json at salvageMissions[0].roster: expected a roster offering at least one boss unit card (a company has exactly one Boss), got 2 cards and no boss',
      'salvage.json at salvageMissions[0].deployment.attacker: expected a zone on board "b" (36" by 36"): maxX at most 36, maxZ at most 36, got maxX 40, maxZ 4',
      'salvage.json at salvageMissions[0].hostileSlots[0]: expected a slot on board "b" (36" by 36"): x at most 36, z at most 36, got x 18, z 37',
    ]);
  });

  it('check the hostile an event card spawns', () => {
    const spawn = (cardId: string) => ({
      ...card({ text: 'Something arrives.', do: [{ kind: 'spawnHostile', cardId }] }),
    });
    expect(lines(loadPack(missionPack([], { eventCards: [spawn('h')] })))).toEqual([]);
    expect(lines(loadPack(missionPack([], { eventCards: [spawn('boss')] })))).toEqual([
      'salvage.json at eventCards[0].effects.low.do[0].cardId: expected the id of a hostile unit card in this pack, got "boss" (that unit card is a boss)',
    ]);
  });
});

describe('the company bond track', () => {
  const track = [
    { at: 1, name: 'One', text: 'First step.' },
    { at: 3, name: 'Three', text: 'Second step.' },
  ];

  it('climbs: each step further up than the one before', () => {
    const bond = companyBondSchema.parse({ track });
    expect(bondStepAt(bond, 0)).toBeNull();
    expect(bondStepAt(bond, 2)?.name).toBe('One');
    expect(bondStepAt(bond, 9)?.name).toBe('Three');
    expect(
      problems(companyBondSchema, { track: [...track, { at: 3, name: 'Again', text: 'Again.' }] }),
    ).toEqual([
      'f.json at track[2].at: expected a step further up the track than the one before (at 3), got 3',
    ]);
    expect(problems(companyBondSchema, { track: [] })).toEqual([
      'f.json at track: expected a list of at least one bond step, got an empty list',
    ]);
  });

  it('loads from any file, once per pack, and counts in the hash', () => {
    const plain = loadPack(
      packFiles({ 'a.json': { schemaVersion: 1, themes: [{ id: 't', name: 'T', rule: 'R.' }] } }),
    );
    const bonded = loadPack(
      packFiles({
        'a.json': { schemaVersion: 1, themes: [{ id: 't', name: 'T', rule: 'R.' }] },
        'bond.json': { schemaVersion: 1, companyBond: { track } },
      }),
    );
    expect(lines(bonded)).toEqual([]);
    expect(bonded.ok && bonded.pack.companyBond?.track).toHaveLength(2);
    expect(plain.ok && plain.pack.companyBond).toBeUndefined();
    expect(plain.ok && bonded.ok && plain.pack.hash !== bonded.pack.hash).toBe(true);
    const twice = loadPack(
      packFiles({
        'a.json': { schemaVersion: 1, companyBond: { track } },
        'b.json': { schemaVersion: 1, companyBond: { track } },
      }),
    );
    expect(lines(twice)).toEqual([
      'b.json at companyBond: expected one companyBond in the pack (a company climbs one bond track), got a second one (the first is in a.json)',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The sample pack's salvage content.

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const sampleFiles = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));
const sample = loadPack(sampleFiles);

function samplePack() {
  if (!sample.ok) throw new Error(formatPackErrors(sample.errors));
  return sample.pack;
}

describe('the sample salvage content', () => {
  it('loads with no errors', () => {
    expect(sample.ok ? '' : formatPackErrors(sample.errors)).toBe('');
  });

  it('is labelled as sample content everywhere a player reads it', () => {
    const pack = samplePack();
    for (const unit of pack.unitCards.values()) expect(unit.description, unit.id).toMatch(/^Sample/);
    for (const gear of pack.gear.values()) expect(gear.effect, gear.id).toMatch(/^Sample/);
    for (const event of pack.eventCards.values()) expect(event.flavour, event.id).toMatch(/^Sample/);
    for (const theme of pack.themes.values()) expect(theme.rule, theme.id).toMatch(/^Sample/);
    for (const mission of pack.salvageMissions.values())
      expect(mission.description, mission.id).toMatch(/^Sample/);
    for (const step of pack.companyBond?.track ?? []) expect(step.text, step.name).toMatch(/^Sample/);
  });

  it('offers at least 4 boilers and 2 bosses whose perks the rules apply, and 6 hostiles', () => {
    const cards = [...samplePack().unitCards.values()];
    const bosses = cards.filter((c) => c.role === 'boss');
    expect(cards.filter((c) => c.role === 'boiler').length).toBeGreaterThanOrEqual(4);
    expect(bosses.length).toBeGreaterThanOrEqual(2);
    for (const boss of bosses) expect(boss.perk?.use, boss.id).toBeDefined();
    expect(new Set(bosses.map((b) => b.perk?.use))).toEqual(new Set(['removeExert', 'extraPower']));
    expect(cards.filter((c) => c.role === 'hostile').length).toBeGreaterThanOrEqual(6);
  });

  it('keeps every unit within Power 3–5, Health 3–6, Move 4–7', () => {
    for (const unit of samplePack().unitCards.values()) {
      expect(unit.stats.power, unit.id).toBeGreaterThanOrEqual(3);
      expect(unit.stats.power, unit.id).toBeLessThanOrEqual(5);
      expect(unit.stats.health, unit.id).toBeGreaterThanOrEqual(3);
      expect(unit.stats.health, unit.id).toBeLessThanOrEqual(6);
      expect(unit.stats.move, unit.id).toBeGreaterThanOrEqual(4);
      expect(unit.stats.move, unit.id).toBeLessThanOrEqual(7);
    }
  });

  it("fits every unit's starting gear in its capacity (a unit cannot begin over capacity)", () => {
    const pack = samplePack();
    for (const unit of pack.unitCards.values()) {
      const load = unit.gear.reduce((sum, id) => sum + (pack.gear.get(id)?.size ?? Infinity), 0);
      expect(load, unit.id).toBeLessThanOrEqual(unit.stats.capacity);
    }
  });

  it('gives every hostile a plan, one motivation per line, and a gun to those that shoot', () => {
    const pack = samplePack();
    for (const unit of pack.unitCards.values()) {
      if (unit.role !== 'hostile') continue;
      expect(unit.plan?.length, unit.id).toBe(unit.motivations?.length);
      expect(unit.abilities.length, unit.id).toBeGreaterThan(0);
      if (unit.plan?.some((m) => m.kind === 'shootNearest')) {
        expect(
          unit.gear.some((id) => pack.gear.get(id)?.range !== undefined),
          `${unit.id} shoots, so carries a ranged weapon`,
        ).toBe(true);
      }
    }
  });

  it('covers every weapon keyword, with armour, usable items and rations', () => {
    const gear = [...samplePack().gear.values()];
    const weapons = gear.filter((g) => g.kind === 'weapon');
    expect(weapons.length).toBeGreaterThanOrEqual(8);
    const covered = new Set(weapons.flatMap((w) => w.keywords));
    expect(GEAR_KEYWORDS.filter((k) => !covered.has(k))).toEqual([]);
    expect(gear.filter((g) => g.kind === 'armour').length).toBeGreaterThanOrEqual(2);
    expect(gear.filter((g) => g.kind === 'item' && g.use !== undefined).length).toBeGreaterThanOrEqual(2);
    const rations = gear.filter((g) => g.kind === 'ration' && g.use !== undefined);
    expect(rations.length).toBeGreaterThanOrEqual(3);
    expect(rations.some((r) => r.use?.kind === 'removeBlight')).toBe(true);
  });

  it('has 8 event cards or more, every row with effects, every effect kind used, All Quiet mild', () => {
    const events = [...samplePack().eventCards.values()];
    expect(events.length).toBeGreaterThanOrEqual(8);
    const used = new Set<string>();
    const harsh: SiteEffect['kind'][] = [
      'damage',
      'fall',
      'alertAll',
      'spawnHostile',
      'openAirlocks',
      'lockAirlock',
    ];
    for (const event of events) {
      for (const level of DANGER_LEVELS) {
        const effects = eventRowEffects(event.effects[level]);
        expect(effects, `${event.id} ${level}`).not.toBeNull();
        for (const effect of effects ?? []) used.add(effect.kind);
        if (level === 'allQuiet') {
          expect(
            effects?.filter((e) => harsh.includes(e.kind)),
            `${event.id} All Quiet is mild`,
          ).toEqual([]);
        }
      }
    }
    expect(SITE_EFFECT_KINDS.filter((k) => !used.has(k))).toEqual([]);
  });

  it('has 3 themes, each applying at least one effect, between them every kind', () => {
    const themes = [...samplePack().themes.values()];
    expect(themes).toHaveLength(3);
    for (const theme of themes) expect(theme.effects.length, theme.id).toBeGreaterThan(0);
    expect(samplePack().themes.get('flooded-sublevels')?.effects).toEqual([
      { kind: 'difficultLevel', level: 3 },
    ]);
    const used = new Set(themes.flatMap((t) => t.effects.map((e) => e.kind)));
    expect(THEME_EFFECT_KINDS.filter((k) => !used.has(k))).toEqual([]);
  });

  it('has a mission on each sample board, with 4–6 win conditions, the whole roster and 50 scrip', () => {
    const pack = samplePack();
    const missions = [...pack.salvageMissions.values()];
    // Every board but those only a Fringe battle is fought on (the drill yard).
    const fringeOnly = new Set(
      [...pack.fringeBattles.values()]
        .map((b) => b.board)
        .filter((id) => !missions.some((m) => m.boardId === id)),
    );
    expect(fringeOnly).toEqual(new Set(['sample-fringe-drill-yard']));
    const salvageBoards = [...pack.boards.keys()].filter((id) => !fringeOnly.has(id));
    expect(missions.map((m) => m.boardId).sort()).toEqual(salvageBoards.sort());
    const crewIds = [...pack.unitCards.values()].filter((c) => c.role !== 'hostile').map((c) => c.id);
    for (const mission of missions) {
      expect(mission.winConditions.length, mission.id).toBeGreaterThanOrEqual(4);
      expect(mission.winConditions.length, mission.id).toBeLessThanOrEqual(6);
      expect([...mission.roster].sort(), mission.id).toEqual([...crewIds].sort());
      expect(mission.startingScrip, mission.id).toBe(50);
      expect(mission.hostileDeck.length, mission.id).toBeGreaterThanOrEqual(mission.hostileSlots.length);
    }
    expect(pack.companyBond?.track).toHaveLength(5);
  });

  it('deploys on Topside at opposite ends, with room for a full crew in each zone', () => {
    const pack = samplePack();
    for (const mission of pack.salvageMissions.values()) {
      const board = pack.boards.get(mission.boardId);
      if (board === undefined) throw new Error(`no board ${mission.boardId}`);
      const { attacker, defender } = mission.deployment;
      expect([attacker.level, defender.level], mission.id).toEqual([1, 1]);
      expect(attacker.maxZ <= defender.minZ || defender.maxZ <= attacker.minZ, mission.id).toBe(true);
      for (const zone of [attacker, defender]) {
        // Greedy: set bases down on a half-inch grid wherever one fits beside the ones already down.
        let placed: Figure[] = [];
        for (let z = zone.minZ + 0.5; z <= zone.maxZ - 0.5; z += 0.5) {
          for (let x = zone.minX + 0.5; x <= zone.maxX - 0.5; x += 0.5) {
            const figure: Figure = {
              id: `d${placed.length}`,
              name: 'Boiler',
              side: 'crew',
              level: zone.level,
              x,
              z,
              baseDiameter: 1,
              height: 1.25,
              eyeHeight: 1.1,
            };
            if (placementProblems({ ...board, figures: placed }, figure).length === 0)
              placed = [...placed, figure];
          }
        }
        expect(placed.length, `${mission.id}: room in a zone`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('sets every hostile slot on open ground of The Mids or The Sink: a legal placement, off every site', () => {
    const pack = samplePack();
    const sites = new Set(['hazard-site', 'salvage-site', 'ladder', 'ramp', 'airlock', 'door', 'difficult']);
    for (const mission of pack.salvageMissions.values()) {
      const board = pack.boards.get(mission.boardId);
      if (board === undefined) throw new Error(`no board ${mission.boardId}`);
      let figures: Figure[] = [...board.figures];
      mission.hostileSlots.forEach((slot, i) => {
        const where = `${mission.id} hostileSlots[${i}]`;
        expect(slot.level, where).not.toBe(1);
        const figure: Figure = {
          id: `slot-${i}`,
          name: `Slot ${i + 1}`,
          side: 'hostiles',
          level: slot.level,
          x: slot.x,
          z: slot.z,
          baseDiameter: 1,
          height: 1.25,
          eyeHeight: 1.1,
        };
        // Checked beside the board's own figures and the slots before it: stricter than any set-up needs.
        expect(placementProblems({ ...board, figures }, figure), where).toEqual([]);
        const on = board.terrain.filter((piece) => {
          if (piece.level !== slot.level || !sites.has(piece.kind)) return false;
          const box = terrainBox(piece, board.levelSpacing);
          return (
            slot.x > box.minX - 0.5 &&
            slot.x < box.maxX + 0.5 &&
            slot.z > box.minZ - 0.5 &&
            slot.z < box.maxZ + 0.5
          );
        });
        expect(
          on.map((p) => `${p.kind} ${p.id}`),
          where,
        ).toEqual([]);
        figures = [...figures, figure];
      });
    }
  });
});
