/**
 * `npm run gen:fixtures`: writes one save file of today's version per mode into e2e/fixtures-saves/, each a
 * seeded bot game on the sample pack. The files are the compatibility guard: `src/game/fixtures.test.ts`
 * loads every one, so a later change to a mode must migrate old saves, not break them. Regenerate only when
 * a save-format or rules-version bump comes with its migration (and keep the old files beside the new).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_MODES, playFixture } from '../lib/fixtureGames';
import { loadPackFolder } from '../lib/packFolder';

const OUT = join(process.cwd(), 'e2e/fixtures-saves');
const pack = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
mkdirSync(OUT, { recursive: true });
for (const modeId of FIXTURE_MODES) {
  const save = playFixture(pack, modeId, `fixture-${modeId}`, 80, '2026-01-01T00:00:00.000Z');
  const file = join(OUT, `${modeId}.v${save.version}.json`);
  writeFileSync(file, `${JSON.stringify(save, null, 1)}\n`);
  console.log(`${file}: ${save.events.length} log entries`);
}
