import { describe, expect, it } from 'vitest';
import { findCycles, layerViolation, looseFiles, parseImports, rulesTypeGraph } from './architecture';

describe('architecture check', () => {
  it('reads runtime and type-only imports, re-exports and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "// import { x } from './commented';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(parseImports(source)).toEqual([
      { spec: './a', typeOnly: false },
      { spec: './b', typeOnly: true },
      { spec: './c', typeOnly: true },
      { spec: './e', typeOnly: false },
      { spec: './g', typeOnly: false },
      { spec: './h', typeOnly: true },
      { spec: './lazy', typeOnly: false, lazy: true },
    ]);
  });

  it('finds a cycle in a tiny graph, and none once an edge is gone', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(findCycles(new Map([...graph, ['c', ['d']], ['e', []]]))).toEqual([]);
  });

  it('finds a type-only cycle inside src/rules, and none outside it or once the type moved', () => {
    const type = { spec: 'x', typeOnly: true };
    const runtime = { spec: 'x', typeOnly: false };
    const imports = [
      { from: 'src/rules/k/types.ts', ref: type, target: 'src/rules/k/stall.ts' },
      { from: 'src/rules/k/stall.ts', ref: runtime, target: 'src/rules/k/trade.ts' },
      { from: 'src/rules/k/trade.ts', ref: type, target: 'src/rules/k/types.ts' },
      { from: 'src/game/a.ts', ref: type, target: 'src/game/b.ts' },
      { from: 'src/game/b.ts', ref: type, target: 'src/game/a.ts' },
      { from: 'src/rules/k/trade.ts', ref: type, target: 'src/content/schemas/item.ts' },
    ];
    expect(findCycles(rulesTypeGraph(imports))).toEqual([
      ['src/rules/k/stall.ts', 'src/rules/k/trade.ts', 'src/rules/k/types.ts'],
    ]);
    expect(findCycles(rulesTypeGraph(imports.slice(1)))).toEqual([]);
  });

  // The rules' house is written in docs/layers.json (layers of their own, `never`, `folders`), judged by the
  // one judge (scripts/layers.test.ts holds ESLint to the same verdicts).
  it('keeps the simulators above the combat rules and the tile map below the crawl', () => {
    const runtime = { spec: 'x', typeOnly: false };
    const type = { spec: 'x', typeOnly: true };
    const sim = 'src/rules/kraken/simulate/simulate.ts';
    const fromTo = (from: string, ref = runtime, target = sim) => layerViolation({ from, ref, target });
    expect(fromTo('src/rules/kraken/groundCombat/combatFlow.ts')).toMatch(/never the reverse/);
    expect(fromTo('src/rules/kraken/groundCombat/combatFlow.ts', type)).toMatch(/never the reverse/);
    expect(fromTo('src/rules/kraken/index.ts')).toMatch(/never the reverse/);
    expect(fromTo('src/ui/kraken/FightOdds.tsx')).toMatch(/never the reverse/);
    expect(fromTo('src/ui/kraken/FightOdds.tsx', type)).toBeNull();
    for (const from of [
      'src/rules/kraken/simulate/space/simulate.ts',
      'machines/kraken/fightOdds.ts',
      'src/workers/fightOdds.ts',
      'src/modes/quickFight/mode.ts',
      'scripts/bench/fight-odds.ts',
      'src/rules/kraken/groundCombat/combatFlow.test.ts',
      'machines/kraken/fightOdds.testkit.ts',
    ])
      expect(fromTo(from), from).toBeNull();
    expect(fromTo('src/rules/tilemap/graph.ts', type, 'src/rules/kraken/groundCombat/spoils.ts')).toMatch(
      /imports nothing of src\/rules\/kraken/,
    );
    expect(fromTo('src/rules/kraken/dungeon/steps.ts', runtime, 'src/rules/tilemap/graph.ts')).toBeNull();
  });

  it('allows no new loose file at the top of src/rules/kraken', () => {
    const kraken = 'src/rules/kraken';
    expect(looseFiles(kraken, ['index.ts', 'README.md', 'ruleIds.test.ts', 'crew/', 'simulate/'])).toEqual(
      [],
    );
    expect(looseFiles(kraken, ['index.ts', 'combatFlow.ts', 'groundCombat/'])).toEqual([
      expect.stringMatching(/^src\/rules\/kraken\/combatFlow\.ts: a loose file/),
    ]);
    expect(looseFiles('src/rules/salvage', ['anything.ts'])).toEqual([]);
  });

  it('judges imports by the layer rules, type-only imports of content included', () => {
    const runtime = { spec: 'x', typeOnly: false };
    expect(
      layerViolation({ from: 'src/rules/a.ts', ref: { spec: 'xstate', typeOnly: true }, target: null }),
    ).toMatch(/src\/rules imports only zod/);
    expect(layerViolation({ from: 'src/rules/a.ts', ref: runtime, target: 'machines/core/meta.ts' })).toMatch(
      /src\/rules imports only/,
    );
    expect(layerViolation({ from: 'machines/a.ts', ref: runtime, target: 'src/game/session.ts' })).toMatch(
      /machines imports only/,
    );
    expect(
      layerViolation({
        from: 'src/content/a.ts',
        ref: { spec: '../rules/x', typeOnly: true },
        target: 'src/rules/x.ts',
      }),
    ).toMatch(/src\/content imports only src\/content/);
    expect(
      layerViolation({ from: 'src/content/a.ts', ref: { spec: 'zod', typeOnly: false }, target: null }),
    ).toBeNull();
    expect(
      layerViolation({
        from: 'src/modes/x/screen.tsx',
        ref: runtime,
        target: 'src/app/shell/GameScreen.tsx',
      }),
    ).toBeNull();
    expect(
      layerViolation({ from: 'src/modes/x/mode.ts', ref: runtime, target: 'src/app/shell/GameScreen.tsx' }),
    ).toMatch(/src\/modes imports only/);
    expect(layerViolation({ from: 'src/game/a.ts', ref: runtime, target: 'src/app/bridge.ts' })).toMatch(
      /src\/app/,
    );
    expect(layerViolation({ from: 'src/app/main.tsx', ref: runtime, target: 'src/app/App.tsx' })).toBeNull();
    expect(
      layerViolation({ from: 'machines/a.test.ts', ref: runtime, target: 'src/game/session.ts' }),
    ).toBeNull();
  });

  it('keeps the room server headless and out of the app', () => {
    const runtime = { spec: 'x', typeOnly: false };
    expect(layerViolation({ from: 'server/a.ts', ref: runtime, target: 'src/game/session.ts' })).toBeNull();
    expect(
      layerViolation({ from: 'server/a.ts', ref: { spec: 'xstate', typeOnly: false }, target: null }),
    ).toBeNull();
    expect(
      layerViolation({ from: 'server/a.ts', ref: { spec: 'react', typeOnly: false }, target: null }),
    ).toMatch(/server imports only node:/);
    expect(layerViolation({ from: 'server/a.ts', ref: runtime, target: 'src/ui/GameLog.tsx' })).toMatch(
      /server imports only server/,
    );
    expect(layerViolation({ from: 'server/a.ts', ref: runtime, target: 'src/modes/x/screen.tsx' })).toMatch(
      /\(src\/modes screens\): server imports only/,
    );
    expect(layerViolation({ from: 'src/app/online/a.ts', ref: runtime, target: 'server/main.ts' })).toMatch(
      /src\/app imports only/,
    );
  });
});
