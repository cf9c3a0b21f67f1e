import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { LAYER_RULES, layerViolation } from './architecture';
import { layers } from './eslint-layers.js';
import { looseFile } from './layers.js';

/**
 * docs/layers.json is the one file of layer rules: every layer's rule must refuse an import it does not list
 * and let one it lists through, in `npm run lint:arch` (layerViolation) and in ESLint's `layers/imports` rule
 * alike. The imports below name real files, so ESLint resolves them as it does in the tree.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One real file of each layer, for an import to point at. */
const SAMPLE: Readonly<Record<string, string>> = {
  'src/rules simulators': 'src/rules/kraken/simulate/simulate.ts',
  'src/rules tilemap': 'src/rules/tilemap/graph.ts',
  'src/rules': 'src/rules/dice/rng.ts',
  'src/content': 'src/content/pack.ts',
  machines: 'machines/core/roll.ts',
  'src/game': 'src/game/session.ts',
  'src/workers': 'src/workers/fightOdds.ts',
  'src/modes': 'src/modes/spaceCombat/choices.ts',
  'src/modes screens': 'src/modes/salvage/screen.tsx',
  'src/ui': 'src/ui/GameLog.tsx',
  'src/scene': 'src/scene/TableCanvas.tsx',
  'src/app': 'src/app/bridge.ts',
  server: 'server/main.ts',
  scripts: 'scripts/architecture.ts',
  e2e: 'e2e/fixtures.ts',
};

/** A file of the layer that imports (it need not exist: ESLint is handed its text). */
function importerOf(layer: string): string {
  const sample = SAMPLE[layer];
  if (sample === undefined) throw new Error(`no sample file for the layer ${layer}`);
  return sample.replace(/[^/]*$/, sample.endsWith('.tsx') ? 'layerProbe.tsx' : 'layerProbe.ts');
}

function specFrom(from: string, target: string): string {
  const spec = relative(dirname(from), target).replace(/\.tsx?$/, '');
  return spec.startsWith('.') ? spec : `./${spec}`;
}

const linter = new Linter({ cwd: root });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
];

/** ESLint's verdicts on one line of source in a file of the tree. */
function eslintMessages(from: string, line: string): string[] {
  return linter.verify(line, config, { filename: join(root, from) }).map((m) => m.message);
}

type Kind = 'runtime' | 'type' | 'lazy';

function source(spec: string, kind: Kind): string {
  if (kind === 'type') return `import type { X } from '${spec}';\nexport type Y = X;\n`;
  if (kind === 'lazy') return `export const load = () => import('${spec}');\n`;
  return `import { x } from '${spec}';\nexport const y = x;\n`;
}

/** Both checks' verdicts on an import of `target` (a file, or a package) from `from`. */
function verdicts(from: string, target: string, kind: Kind = 'runtime') {
  const isPackage = !/\.tsx?$/.test(target);
  const spec = isPackage ? target : specFrom(from, target);
  const arch = layerViolation({
    from,
    ref: { spec, typeOnly: kind === 'type', ...(kind === 'lazy' ? { lazy: true } : {}) },
    target: isPackage ? null : target,
  });
  return { arch, eslint: eslintMessages(from, source(spec, kind)) };
}

function expectRefused(from: string, target: string, kind: Kind = 'runtime') {
  const v = verdicts(from, target, kind);
  expect(v.arch, `lint:arch lets ${from} import ${target} (${kind})`).not.toBeNull();
  expect(v.eslint, `ESLint lets ${from} import ${target} (${kind})`).toHaveLength(1);
  expect(v.eslint[0]).toBe(v.arch);
}

function expectAllowed(from: string, target: string, kind: Kind = 'runtime') {
  const v = verdicts(from, target, kind);
  expect(v.arch, `lint:arch refuses ${from} → ${target} (${kind})`).toBeNull();
  expect(v.eslint, `ESLint refuses ${from} → ${target} (${kind})`).toEqual([]);
}

describe('docs/layers.json', () => {
  it('names every layer the brief asks for, each with a sample file that is in it', () => {
    const names = LAYER_RULES.layers.map((l) => l.name);
    for (const name of [
      'src/rules',
      'src/content',
      'machines',
      'src/game',
      'src/modes',
      'src/workers',
      'src/ui',
      'src/scene',
      'src/app',
      'server',
      'scripts',
      'e2e',
    ])
      expect(names).toContain(name);
    expect(Object.keys(SAMPLE).sort()).toEqual([...names].sort());
    for (const layer of LAYER_RULES.layers) {
      expect(layer.reason.length, layer.name).toBeGreaterThan(20);
      for (const other of [...layer.mayImport, ...(layer.lazy ?? [])]) expect(names).toContain(other);
    }
  });

  for (const layer of LAYER_RULES.layers) {
    it(`${layer.name}: refuses every layer it does not list and allows those it does, in both checks`, () => {
      const from = importerOf(layer.name);
      expect(verdicts(from, SAMPLE[layer.name] ?? '').arch).toBeNull();
      for (const other of LAYER_RULES.layers) {
        const target = SAMPLE[other.name] ?? '';
        if (layer.mayImport.includes(other.name)) expectAllowed(from, target);
        else expectRefused(from, target);
      }
    });
  }

  it('src/rules imports no React, XState or three.js (zod only)', () => {
    for (const pkg of [
      'react',
      'xstate',
      'three',
      'three/examples/jsm/lines/LineSegments2.js',
      '@react-three/fiber',
    ])
      expectRefused('src/rules/kraken/crew/x.ts', pkg);
    expectRefused('src/rules/kraken/crew/x.ts', 'xstate', 'type');
    expectAllowed('src/rules/kraken/crew/x.ts', 'zod');
  });

  it('panels in src/ui import no mode: they read the presenter and the session', () => {
    expectRefused('src/ui/kraken/x.tsx', 'src/modes/spaceCombat/choices.ts');
    expectRefused('src/ui/kraken/x.tsx', 'src/modes/spaceCombat/choices.ts', 'type');
    expectAllowed('src/ui/kraken/x.tsx', 'src/game/session.ts');
    expectAllowed('src/ui/kraken/x.tsx', 'src/scene/board/types.ts', 'type');
    expectRefused('src/ui/kraken/x.tsx', 'src/scene/TableCanvas.tsx');
    // ESLint judges re-exports too, as lint:arch's reader does.
    for (const line of [
      "export { spaceChoices } from '../../modes/spaceCombat/choices';",
      "export * from '../../modes/spaceCombat/choices';",
    ])
      expect(eslintMessages('src/ui/kraken/x.ts', line), line).toHaveLength(1);
    expect(eslintMessages('src/ui/kraken/x.ts', "export type { Choice } from '../../game/mode';")).toEqual(
      [],
    );
  });

  it('a worker imports the rules, never the session, a mode or a screen', () => {
    expectAllowed('src/workers/x.ts', 'src/rules/dice/rng.ts');
    expectRefused('src/workers/x.ts', 'src/game/session.ts');
    expectRefused('src/workers/x.ts', 'src/modes/registry.ts', 'type');
    expectRefused('src/workers/x.ts', 'react');
  });

  it('a headless mode file loads its screen only lazily, and React only as types', () => {
    expectAllowed('src/modes/salvage/entry.ts', 'src/modes/salvage/screen.tsx', 'lazy');
    expectRefused('src/modes/salvage/entry.ts', 'src/modes/salvage/screen.tsx');
    expectRefused('src/modes/salvage/mode.ts', 'src/ui/GameLog.tsx');
    expectAllowed('src/modes/kit.ts', 'react', 'type');
    expectRefused('src/modes/kit.ts', 'react');
    expectAllowed('src/modes/salvage/screen.tsx', 'src/app/bridge.ts');
  });

  it('the room server plays headless modes and nothing but scripts imports it', () => {
    expectAllowed('server/table/x.ts', 'src/modes/registry.ts');
    expectRefused('server/table/x.ts', 'src/modes/salvage/screen.tsx');
    expectRefused('server/table/x.ts', 'react');
    expectRefused('src/app/online/x.ts', 'server/main.ts');
    expectAllowed('scripts/bench/x.ts', 'server/main.ts');
  });

  it('end-to-end specs take types from the source, never its code', () => {
    expectAllowed('e2e/x.spec.ts', 'src/app/bridge.ts', 'type');
    expectRefused('e2e/x.spec.ts', 'src/app/bridge.ts');
  });

  // The rules' house (src/rules by the book's parts): the simulators import the combat rules, never the
  // reverse; the tile map is the board the crawl is played on; no loose file at the top of src/rules/kraken.
  it('the odds simulators import the combat rules, never the reverse', () => {
    const sim = 'src/rules/kraken/simulate/simulate.ts';
    expectRefused('src/rules/kraken/groundCombat/x.ts', sim);
    expectRefused('src/rules/kraken/groundCombat/x.ts', sim, 'type');
    expectRefused('src/rules/kraken/crew/x.ts', sim);
    expectRefused('src/ui/kraken/x.tsx', sim);
    expectAllowed('src/ui/kraken/x.tsx', sim, 'type');
    expectRefused('src/game/x.ts', sim);
    expectRefused('src/app/x.ts', sim);
    for (const from of [
      'src/rules/kraken/simulate/space/x.ts',
      'machines/kraken/x.ts',
      'src/workers/x.ts',
      'src/modes/quickFight/x.ts',
      'src/modes/quickFight/x.tsx',
      'scripts/bench/x.ts',
      'src/rules/kraken/groundCombat/x.test.ts',
      'machines/kraken/x.testkit.ts',
    ])
      expectAllowed(from, sim);
    expectAllowed('src/rules/kraken/simulate/x.ts', 'src/rules/kraken/groundCombat/combatFlow.ts');
  });

  it('the tile map imports nothing of src/rules/kraken, while the crawl uses the tile map', () => {
    expectRefused('src/rules/tilemap/x.ts', 'src/rules/kraken/groundCombat/spoils.ts', 'type');
    expectRefused('src/rules/tilemap/x.ts', 'src/rules/kraken/groundCombat/spoils.ts');
    expectAllowed('src/rules/tilemap/x.ts', 'src/rules/dice/rng.ts');
    expectAllowed('src/rules/kraken/dungeon/x.ts', 'src/rules/tilemap/graph.ts');
  });

  it('no loose file at the top of src/rules/kraken, in both checks', () => {
    for (const name of ['index.ts', 'README.md', 'ruleIds.test.ts', 'crew/crew.ts'])
      expect(looseFile(LAYER_RULES, `src/rules/kraken/${name}`), name).toBeNull();
    const why = looseFile(LAYER_RULES, 'src/rules/kraken/combatFlow.ts');
    expect(why).toMatch(/^src\/rules\/kraken\/combatFlow\.ts: a loose file/);
    expect(eslintMessages('src/rules/kraken/combatFlow.ts', 'export const x = 1;\n')).toEqual([why]);
    expect(eslintMessages('src/rules/kraken/crew/x.ts', 'export const x = 1;\n')).toEqual([]);
  });

  it('tests and their kits may cross the layers', () => {
    expectAllowed('src/rules/x.test.ts', 'src/game/session.ts');
    expectAllowed('src/rules/tilemap/matchers.testkit.ts', 'vitest');
    expect(readFileSync(join(root, 'docs/layers.json'), 'utf8')).toContain('"tests"');
  });
});
