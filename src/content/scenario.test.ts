import { describe, expect, it } from 'vitest';
import { formatPackError, formatPackErrors } from './errors';
import { loadPack, type PackLoadResult } from './loadPack';
import { scenarioSchema } from './schemas/scenario';
import { crewTemplate, packFiles } from './testPack';
import { issueToPackErrors, PARSE_OPTIONS } from './zodIssues';

const map = (id: string) => ({
  id,
  name: `Map ${id}`,
  width: 3,
  height: 1,
  cells: ['>  .  EX'],
});

const location = {
  id: 'wreck',
  name: 'Wreck',
  kind: 'in-space',
  maps: ['m1', 'm2', 'm3', 'm4'],
};

function quickCrawl(extra: Record<string, unknown> = {}, place: Record<string, unknown> = {}) {
  return {
    id: 'crawl',
    name: 'Crawl',
    mode: 'quick-crawl',
    crew: ['ann', 'bo', 'cy'],
    location: {
      type: 'wreck',
      difficulty: 2,
      ao: 'NO',
      ai: 'YES',
      depth: 4,
      mapIds: [1, 2, 3, 4],
      species: 'Krakens',
      ...place,
    },
    ...extra,
  };
}

/** The problems of a scenario as "path: expected X, got Y" lines. */
function problems(value: Record<string, unknown>): string[] {
  const result = scenarioSchema.safeParse(value, PARSE_OPTIONS);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issueToPackErrors('s.json', issue, value).map(formatPackError),
  );
}

function packWith(scenario: Record<string, unknown>): PackLoadResult {
  return loadPack(
    packFiles({
      'crew.json': {
        schemaVersion: 1,
        crewTemplates: [crewTemplate('ann'), crewTemplate('bo'), crewTemplate('cy')],
      },
      'maps.json': {
        schemaVersion: 1,
        maps: ['m1', 'm2', 'm3', 'm4'].map(map),
        locations: [location],
      },
      'scenarios.json': { schemaVersion: 1, scenarios: [scenario] },
    }),
  );
}

function errorLines(result: PackLoadResult): string[] {
  return result.ok ? [] : result.errors.map(formatPackError);
}

describe('scenarios (quick crawl)', () => {
  it('load with their crew, location type and Map-IDs, filling the defaults', () => {
    const result = packWith(quickCrawl());
    expect(result.ok ? '' : formatPackErrors(result.errors)).toBe('');
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    const crawl = result.pack.scenarios.get('crawl');
    expect(crawl?.crew).toEqual(['ann', 'bo', 'cy']);
    expect(crawl?.location).toMatchObject({ teleport: 0, condition: 'none', depth: 4 });
  });

  it('take a location as §12 writes it: difficulty 1–5, AO and AI, depth 4–9, species', () => {
    expect(problems(quickCrawl({}, { difficulty: 6 }))).toEqual([
      's.json at location.difficulty: expected a number from 1 to 5, got 6',
    ]);
    expect(problems(quickCrawl({}, { ao: 'MAYBE' }))).toEqual([
      's.json at location.ao: expected one of "YES", "NO", "HELL", got "MAYBE"',
    ]);
    expect(problems(quickCrawl({}, { depth: 3, mapIds: [1, 2, 3] }))).toEqual([
      's.json at location.depth: expected a number from 4 to 9, got 3',
    ]);
    expect(problems(quickCrawl({}, { species: 'hell' }))).toHaveLength(1);
    expect(problems(quickCrawl({}, { condition: 'one-way', teleport: 4, ao: 'HELL' }))).toEqual([]);
  });

  it('need one Map-ID per map and a teleport range within the depth', () => {
    expect(problems(quickCrawl({}, { mapIds: [1, 2, 3] }))).toEqual([
      "s.json at location.mapIds: expected one Map-ID for each of the location's 4 maps (its depth), got 3 Map-IDs",
    ]);
    expect(problems(quickCrawl({}, { teleport: 5 }))).toEqual([
      "s.json at location.teleport: expected a teleport range from 0 to 4 (the location's depth), got 5",
    ]);
    expect(problems(quickCrawl({}, { mapIds: [1, 2, 3, 21] }))).toEqual([
      's.json at location.mapIds[3]: expected a Map-ID from 1 to 20, got 21',
    ]);
  });

  it('play with 1 to 4 crew members, each once', () => {
    expect(problems(quickCrawl({ crew: [] }))).toEqual([
      's.json at crew: expected a list of 1 to 4 crew template ids, got an empty list',
    ]);
    expect(problems(quickCrawl({ crew: ['a', 'b', 'c', 'd', 'e'] }))).toEqual([
      's.json at crew: expected a list of 1 to 4 crew template ids, got a list of 5',
    ]);
    expect(problems(quickCrawl({ crew: ['ann', 'bo', 'ann'] }))).toEqual([
      's.json at crew[2]: expected a crew template not already in this crew, got "ann"',
    ]);
    expect(problems(quickCrawl({ mode: 'campaign' }))).toHaveLength(1);
  });

  it('refuse a crew template, location type or Map-ID the pack does not have', () => {
    expect(errorLines(packWith(quickCrawl({ crew: ['ann', 'boo'] })))).toEqual([
      'scenarios.json at scenarios[0].crew[1]: expected the id of a crew template in this pack, got "boo" (no crew template has this id; did you mean "bo"?)',
    ]);
    expect(errorLines(packWith(quickCrawl({}, { type: 'wrek' })))).toEqual([
      'scenarios.json at scenarios[0].location.type: expected the id of a location type in this pack, got "wrek" (no location type has this id; did you mean "wreck"?)',
    ]);
    expect(errorLines(packWith(quickCrawl({}, { mapIds: [1, 2, 5, 4] })))).toEqual([
      'scenarios.json at scenarios[0].location.mapIds[2]: expected a Map-ID from 1 to 4 (location type "wreck" has 4 maps), got 5',
    ]);
  });

  it('may repeat a Map-ID: the same blueprint twice counts as two maps (§12)', () => {
    expect(errorLines(packWith(quickCrawl({}, { mapIds: [1, 1, 2, 2] })))).toEqual([]);
  });
});
