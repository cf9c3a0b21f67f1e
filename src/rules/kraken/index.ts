/**
 * Space Kraken's crew, equipment and ground combat rules: pure functions over plain data. Dice are never
 * rolled here; functions return a `RollNeed` and read the faces they are given.
 */
export * from './rolls';
export * from './crew';
export * from './oxygen';
export * from './inventory';
export * from './weaponState';
export * from './weapons';
export * from './validateCrew';
export * from './modifiers';
export * from './damage';
export * from './attack';
export * from './actions';
export * from './spawn';
export * from './initiative';
export * from './enemyTurn';
export * from './psi';
export * from './escape';
export * from './spoils';
export * from './prototypes';
export * from './levelUp';
