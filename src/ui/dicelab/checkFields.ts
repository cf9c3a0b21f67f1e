import type { CheckKind, CheckSpec } from '../../rules/dice/checks.types';

/** The numbers the Dice lab form asks for, per kind of check, with the defaults a new check starts from. */
export interface NumberField {
  readonly key: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
}

export const DEFAULT_CHECKS: Readonly<Record<CheckKind, CheckSpec>> = {
  'kraken-attribute': { kind: 'kraken-attribute', attribute: 3, target: 8, oneFails: false },
  'kraken-tech-2d6': { kind: 'kraken-tech-2d6', tech: 5, level: 2 },
  'kraken-objective': { kind: 'kraken-objective', attributes: [4, 3], difficulty: 9 },
  'salvage-test': { kind: 'salvage-test', dice: 3, baseTn: 6, tnModifier: 0, need: 1 },
  'salvage-attack': {
    kind: 'salvage-attack',
    attackDice: 3,
    attackTn: 6,
    defenceDice: 2,
    defenceTn: 6,
    melee: false,
  },
  'fringe-hit': { kind: 'fringe-hit', combatSkill: 1, target: 5 },
  'fringe-damage': { kind: 'fringe-damage', damage: 1, toughness: 4 },
  'fringe-brawl': {
    kind: 'fringe-brawl',
    a: { name: 'Side A', combatSkill: 1, weaponBonus: 2, otherBonus: 0 },
    b: { name: 'Side B', combatSkill: 0, weaponBonus: 1, otherBonus: 0 },
  },
  'table-roll': { kind: 'table-roll', notation: 'D44' },
};

export const NUMBER_FIELDS: Readonly<Record<CheckKind, readonly NumberField[]>> = {
  'kraken-attribute': [
    { key: 'attribute', label: 'Attribute', min: 0, max: 20 },
    { key: 'target', label: 'Target (N+)', min: 1, max: 30 },
  ],
  'kraken-tech-2d6': [
    { key: 'tech', label: 'Tech', min: 0, max: 20 },
    { key: 'level', label: 'Level (B#, L#, M#)', min: 0, max: 12 },
  ],
  'kraken-objective': [{ key: 'difficulty', label: 'Difficulty', min: 1, max: 40 }],
  'salvage-test': [
    { key: 'dice', label: 'Dice', min: 1, max: 12 },
    { key: 'baseTn', label: 'Base TN', min: 1, max: 10 },
    { key: 'tnModifier', label: 'TN modifiers (sum)', min: -6, max: 6 },
    { key: 'need', label: 'Successes needed', min: 1, max: 12 },
  ],
  'salvage-attack': [
    { key: 'attackDice', label: 'Attack dice', min: 1, max: 12 },
    { key: 'attackTn', label: 'Attack TN', min: 1, max: 10 },
    { key: 'defenceDice', label: 'Defence dice', min: 0, max: 12 },
    { key: 'defenceTn', label: 'Defence TN', min: 1, max: 10 },
  ],
  'fringe-hit': [
    { key: 'combatSkill', label: 'Combat Skill', min: -2, max: 6 },
    { key: 'target', label: 'Needed (N+)', min: 1, max: 12 },
  ],
  'fringe-damage': [
    { key: 'damage', label: 'Damage', min: 0, max: 6 },
    { key: 'toughness', label: 'Toughness', min: 1, max: 12 },
  ],
  'fringe-brawl': [],
  'table-roll': [],
};

/** Returns a copy of the check with one numeric field replaced. */
export function withNumber(check: CheckSpec, key: string, value: number): CheckSpec {
  return { ...check, [key]: value };
}
