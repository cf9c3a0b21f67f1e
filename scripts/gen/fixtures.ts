/**
 * `npm run gen:fixtures`: ADDS fixture saves to e2e/fixtures-saves/ and never touches one that is there (the
 * fixtures are frozen: a change that breaks one migrates it; docs/architecture.md, "Saves that survive
 * updates").
 * - A save of today's save format and rules version for every mode that has none yet
 *   (`<mode>.v<save>.r<rules>.json`), played by the seeded bot of scripts/lib/fixtureGames.ts, and the richer
 *   positions of fixtureScenarios.ts (`<mode>.<scenario>.v<save>.r<rules>.json`). So after a RULES_VERSION
 *   bump the next run adds the new version's saves beside the old ones.
 * - For every save without one, its expectation (`.expect.json`): what today's app continues it to.
 * - Every new file is appended to FROZEN.sha256; a listed file whose hash changed stops the run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGame } from '../../src/game/loadGame';
import { MODES } from '../../src/modes/headless';
import { RULES_VERSION, SAVE_VERSION } from '../../src/game/saveFile';
import { saveOf } from '../../src/game/loadGame';
import { FIXTURE_MODES, playFixture } from '../lib/fixtureGames';
import { FIXTURE_SCENARIOS } from '../lib/fixtureScenarios';
import {
  FIXTURES_DIR,
  FROZEN_LIST,
  expectationOf,
  fixtureFiles,
  fixtureSaves,
  formatFrozenList,
  readFrozenList,
  sha256,
} from '../lib/frozenFixtures';
import { loadPackFolder } from '../lib/packFolder';
import { factsOf } from '../lib/saveFacts';
import { readFileSync } from 'node:fs';

const SAVED_AT = '2026-01-01T00:00:00.000Z';
const pack = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
const stamp = { id: pack.manifest.id, version: pack.manifest.version, hash: pack.hash };
mkdirSync(FIXTURES_DIR, { recursive: true });

const frozen = readFrozenList();
for (const [file, hash] of frozen) {
  const path = join(FIXTURES_DIR, file);
  if (!existsSync(path))
    throw new Error(`${file} is listed in ${FROZEN_LIST} but missing: restore it from git.`);
  if (sha256(path) !== hash)
    throw new Error(`${file} was changed: restore it from git (fixtures are frozen).`);
}

function add(file: string, text: string): void {
  const path = join(FIXTURES_DIR, file);
  if (existsSync(path)) return;
  writeFileSync(path, text);
  console.log(`added ${file}`);
}

/**
 * Which games already have a save of today's save format and rules version: read from the files themselves,
 * by the name before `.v<version>` (`salvage-mission`, `kraken-campaign.campaign-boarding`).
 */
const covered = new Set(
  fixtureSaves()
    .filter((file) => !file.includes('/'))
    .map((file) => {
      const save = JSON.parse(readFileSync(join(FIXTURES_DIR, file), 'utf8')) as {
        version: number;
        rulesVersion: number;
      };
      return `${file.replace(/\.v\d+(\.r\d+)?\.json$/, '')}|${save.version}|${save.rulesVersion}`;
    }),
);
const missing = (game: string): boolean => !covered.has(`${game}|${SAVE_VERSION}|${RULES_VERSION}`);
/** A new fixture names its save format and rules version: `<game>.v<save>.r<rules>.json`. */
const fileOf = (game: string): string => `${game}.v${SAVE_VERSION}.r${RULES_VERSION}.json`;

for (const modeId of FIXTURE_MODES) {
  if (!missing(modeId)) continue;
  const save = playFixture(pack, modeId, `fixture-${modeId}`, 80, SAVED_AT);
  add(fileOf(modeId), `${JSON.stringify(save, null, 1)}\n`);
}

for (const scenario of FIXTURE_SCENARIOS) {
  const game = `${scenario.mode}.${scenario.name}`;
  if (!missing(game)) continue;
  const session = scenario.play(pack);
  add(fileOf(game), `${JSON.stringify(saveOf(session, stamp, SAVED_AT), null, 1)}\n`);
  session.dispose();
}

for (const file of fixtureSaves()) {
  const expectation = expectationOf(file);
  if (existsSync(join(FIXTURES_DIR, expectation))) continue;
  const text = readFileSync(join(FIXTURES_DIR, file), 'utf8');
  const own = (JSON.parse(text) as { pack: typeof stamp }).pack;
  const loaded = loadGame(text, MODES, { lookup: (id) => (id === own.id ? own : undefined) });
  if (!loaded.ok) throw new Error(`${file} does not load, so it gets no expectation: ${loaded.error}`);
  add(expectation, `${JSON.stringify(factsOf(loaded), null, 1)}\n`);
  loaded.session.dispose();
}

const list = new Map(frozen);
for (const file of fixtureFiles()) if (!list.has(file)) list.set(file, sha256(join(FIXTURES_DIR, file)));
writeFileSync(join(FIXTURES_DIR, FROZEN_LIST), formatFrozenList(list));
console.log(`${FROZEN_LIST}: ${list.size} files (${list.size - frozen.size} new)`);
