/**
 * `npm run replay -- save.json`: replays a save headlessly, through the same session code as the app, and
 * prints the narrated log. Exit code 1 with the reason when the save is refused.
 * The pack check uses the save's own stamp unless `--pack <dir>` names a pack folder to check against.
 * A demo file (`{ "schemaVersion": 1, "demos": [ … ] }`) is played through with its script instead, its
 * set-up built from `--pack` (the sample pack by default); `--trace` prints the choices at every step.
 */
import { readFileSync } from 'node:fs';
import { loadGame } from '../src/game/loadGame';
import type { PackLookup } from '../src/game/loadGame';
import { MODES } from '../src/modes/headless';
import { parseSaveText } from '../src/game/saveFile';
import { loadPackFolder } from './lib/packFolder';
import { replayDemoFile } from './lib/replayDemo';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const packFlag = args.indexOf('--pack');
const packDir = packFlag >= 0 ? args[packFlag + 1] : undefined;

if (file === undefined) {
  console.error('usage: npm run replay -- <save.json | demo.json> [--pack assets/packs/sample] [--trace]');
  process.exit(2);
}

/** A refusal is one line and exit code 1, never a stack trace. */
function refuse(message: string): never {
  console.error(`Refused: ${message.split('\n').slice(0, 5).join(' / ').slice(0, 600)}`);
  process.exit(1);
}

let text = '';
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  refuse(`cannot read ${file}: ${(e as Error).message}`);
}
if (/"demos"\s*:/.test(text) && !/"format"\s*:\s*"tabletop-save"/.test(text)) {
  let pack: ReturnType<typeof loadPackFolder> | undefined;
  try {
    pack = loadPackFolder(packDir ?? 'assets/packs/sample');
  } catch (e) {
    refuse(`the pack in ${packDir ?? 'assets/packs/sample'} does not load: ${(e as Error).message}`);
  }
  process.exit(replayDemoFile(file, text, pack, args.includes('--trace'), (line) => console.log(line)));
}

let packs: PackLookup;
if (packDir !== undefined) {
  let pack: ReturnType<typeof loadPackFolder> | undefined;
  try {
    pack = loadPackFolder(packDir);
  } catch (e) {
    refuse(`the pack in ${packDir} does not load: ${(e as Error).message}`);
  }
  packs = {
    lookup: (id) =>
      id === pack.manifest.id ? { version: pack.manifest.version, hash: pack.hash } : undefined,
  };
} else {
  // Without a pack folder, trust the save's own stamp: the replay only needs the rules.
  const parsed = parseSaveText(text);
  const stamp = parsed.ok ? parsed.save.pack : undefined;
  packs = { lookup: (id) => (stamp !== undefined && stamp.id === id ? stamp : undefined) };
}

const loaded = loadGame(text, MODES, packs);
if (!loaded.ok) refuse(loaded.error);
const { session, save } = loaded;
console.log(
  `${session.mode.title} — seed "${save.seed}", ${save.events.length} log entries, ${save.diceMode} dice`,
);
if (loaded.notice !== null) console.log(loaded.notice);
const history = session.historyLines();
if (history.length > 0) console.log('Played under older rules (kept as history):');
for (const [i, line] of history.entries()) console.log(`${String(i + 1).padStart(4)}. ${line}`);
if (history.length > 0) console.log('Since then:');
for (const [i, line] of session.narrate().entries())
  console.log(`${String(history.length + i + 1).padStart(4)}. ${line}`);
session.dispose();
