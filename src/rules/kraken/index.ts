/**
 * Space Kraken's crew, equipment and ground combat rules: pure functions over plain data. Dice are never
 * rolled here; functions return a `RollNeed` and read the faces they are given.
 */
export * from './crew/rolls';
export * from './crew/crew';
export * from './crew/oxygen';
export * from './crew/inventory';
export * from './crew/weaponState';
export * from './crew/weapons';
export * from './crew/validateCrew';
export * from './crew/modifiers';
export * from './groundCombat/damage';
export * from './groundCombat/attack';
export * from './groundCombat/actions';
export * from './groundCombat/spawn';
export * from './groundCombat/initiative';
export * from './groundCombat/enemyTurn';
export * from './crew/psi';
export * from './groundCombat/escape';
export * from './groundCombat/spoils';
export * from './crew/prototypes';
export * from './crew/levelUp';
