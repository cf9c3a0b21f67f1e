/**
 * The heat map: what standing on each square of each level gives against a target (heatmap.ts), where a
 * figure may stand (footing.ts) and the built-in odds-table scorer (oddsTable.ts).
 */
export * from './footing';
export * from './heatmap';
export * from './oddsTable';
