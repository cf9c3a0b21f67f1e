import { oddsTableScorer, type HeatmapScorer } from '../rules/board/heatmap';
import { fringeScorer } from '../rules/fringe/heatmap';

/**
 * The scorers a heat map can be asked for by name. A function cannot be posted to a worker, so a mode names
 * one of these with its parameters (plain data) and the worker builds the scorer on its side. The built-in
 * `odds-table` reads odds from a compact table the mode fills with its own rules (distance bands × clear
 * or cover × still or moved: see rules/board/heatmap/oddsTable.ts), which covers any game whose attack odds
 * depend on those; a mode whose odds need its own code adds one line here, naming its pure scorer factory.
 * `fringe` runs the Fringe battle's own rules on each square (rules/fringe/heatmap.ts): the acting figure's
 * best attack on the target after the move there, shot or brawl, by the activation's limits.
 */
export const HEATMAP_SCORERS = {
  'odds-table': oddsTableScorer,
  fringe: fringeScorer,
} satisfies Record<string, (params: never) => HeatmapScorer>;

type Scorers = typeof HEATMAP_SCORERS;

/** A scorer by name and its parameters, as a mode asks for it. */
export type ScorerSpec = {
  [N in keyof Scorers]: { readonly name: N; readonly params: Parameters<Scorers[N]>[0] };
}[keyof Scorers];

/** The scorer a spec names (none for none); throws on an unknown name or bad parameters. */
export function scorerFor(spec: ScorerSpec | null | undefined): HeatmapScorer | undefined {
  if (spec === null || spec === undefined) return undefined;
  if (!Object.hasOwn(HEATMAP_SCORERS, spec.name)) throw new Error(`No heat-map scorer "${spec.name}".`);
  // The spec pairs each name with its own parameters (ScorerSpec); TypeScript cannot follow that pairing
  // through an index, so the factory is read as taking this spec's parameters.
  const factory = HEATMAP_SCORERS[spec.name] as (params: ScorerSpec['params']) => HeatmapScorer;
  return factory(spec.params);
}
