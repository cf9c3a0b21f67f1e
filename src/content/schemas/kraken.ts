/** Everything Space Kraken content is made of, gathered in one place. */
export * from './crew';
export * from './weapon';
export * from './item';
export * from './enemy';
export * from './tileMap';
export * from './location';
export * from './modifier';
export * from './treasure';
export * from './prototype';
export * from './ship';
export * from './flight';
