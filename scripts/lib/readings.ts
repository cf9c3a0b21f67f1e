import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The `Reading:` comments of the source (a choice the project made where a rules document is silent or says
 * two things), each with the rule ids it cites: `Reading (kraken.mines):`, or the rule id nearest before it in
 * the same comment (`Space Kraken §13 Mines (kraken.mines) … Reading:`), or, failing that, the first one after
 * it there. Test files are left out: they restate the code's readings. `npx tsx scripts/lib/readings.ts` lists
 * them. Read by scripts/readings.test.ts, which holds each to a `reading` in the rules reference.
 */

const RULE_ID = /\b(?:kraken|salvage|fringe|general)(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+/g;
// "Reading" opening a sentence of a comment, with the ids it names in brackets: not a word inside quotes
// ('starts with "Reading: "') nor a variable's name.
const READING = /(?<![\w"'`])Reading(?: \(([^)]*)\))?:/g;

export interface ReadingComment {
  readonly file: string;
  readonly line: number;
  readonly rules: readonly string[];
  readonly text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** The comments of a file: runs of `//` lines joined, and `/* … *\/` blocks, with the line each starts on. */
export function commentsOf(source: string): { readonly line: number; readonly text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lines = source.split('\n');
  let run: { line: number; parts: string[] } | null = null;
  const close = () => {
    if (run !== null) out.push({ line: run.line, text: run.parts.join(' ') });
    run = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const block = line.indexOf('/*');
    const slash = line.indexOf('//');
    if (block >= 0 && (slash < 0 || block < slash) && !/['"`]\/\*/.test(line)) {
      close();
      const parts: string[] = [];
      const start = i;
      let rest = line.slice(block + 2);
      for (;;) {
        const end = rest.indexOf('*/');
        parts.push(end >= 0 ? rest.slice(0, end) : rest);
        if (end >= 0 || i + 1 >= lines.length) break;
        i++;
        rest = lines[i] ?? '';
      }
      out.push({ line: start + 1, text: parts.map((p) => p.replace(/^\s*\*+\s?/, '')).join(' ') });
      continue;
    }
    if (slash >= 0 && !/^[^'"`]*['"`][^'"`]*\/\//.test(line.slice(0, slash + 2))) {
      const text = line.slice(slash + 2).trim();
      if (run !== null && slash === line.search(/\S/)) run.parts.push(text);
      else {
        close();
        run = { line: i + 1, parts: [text] };
      }
      if (slash !== line.search(/\S/)) close();
      continue;
    }
    close();
  }
  close();
  return out;
}

/** Every `Reading:` comment of the source files under `roots`, with the rule ids it cites. */
export function readingComments(roots: readonly string[]): ReadingComment[] {
  return roots.flatMap((root) =>
    sourceFiles(root).flatMap((file) =>
      commentsOf(readFileSync(file, 'utf8')).flatMap(({ line, text }) =>
        [...text.matchAll(READING)].map((m): ReadingComment => {
          const named = [...(m[1] ?? '').matchAll(RULE_ID)].map((x) => x[0]);
          const before = [...text.slice(0, m.index).matchAll(RULE_ID)].map((x) => x[0]).at(-1);
          const after = [...text.slice(m.index).matchAll(RULE_ID)].map((x) => x[0])[0];
          const nearest = before ?? after;
          return {
            file,
            line,
            rules: named.length > 0 ? named : nearest === undefined ? [] : [nearest],
            text: text.slice(m.index, m.index + 90),
          };
        }),
      ),
    ),
  );
}

/** The rules reference's entries (assets/rules/*.json), by id. */
export function referenceEntries(): Map<string, { readonly id: string; readonly reading?: string }> {
  const dir = 'assets/rules';
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; reading?: string }[])
      .map((e) => [e.id, e]),
  );
}

if (process.argv[1]?.endsWith('readings.ts'))
  console.log(JSON.stringify(readingComments(['src', 'machines']), null, 1));
