import type { CheckKind, CheckSpec } from '../../src/rules/dice/checks.types';

/** How the Dice lab names each kind of check and which rules-reference entry explains it. */
interface KindInfo {
  readonly system: 'kraken' | 'salvage' | 'fringe' | 'general';
  readonly name: string;
  readonly rule: string;
}

export const CHECK_KINDS: Readonly<Record<CheckKind, KindInfo>> = {
  'kraken-attribute': {
    system: 'kraken',
    name: 'Space Kraken attribute check',
    rule: 'kraken.attribute-check',
  },
  'kraken-tech-2d6': { system: 'kraken', name: 'Space Kraken Tech check (2d6)', rule: 'kraken.bulkhead' },
  'kraken-objective': {
    system: 'kraken',
    name: 'Space Kraken objective check',
    rule: 'kraken.objective-check',
  },
  'salvage-test': { system: 'salvage', name: 'Salvage test (D8 pool)', rule: 'salvage.tests' },
  'salvage-attack': { system: 'salvage', name: 'Salvage attack (pool against pool)', rule: 'salvage.attack' },
  'fringe-hit': { system: 'fringe', name: 'Fringe shot', rule: 'fringe.hit-roll' },
  'fringe-damage': { system: 'fringe', name: 'Fringe hit resolution', rule: 'fringe.resolving-hits' },
  'fringe-brawl': { system: 'fringe', name: 'Fringe brawl', rule: 'fringe.brawling' },
  'table-roll': { system: 'general', name: 'Table roll', rule: 'general.dice-notation' },
};

export function checkRule(check: CheckSpec): string {
  return CHECK_KINDS[check.kind].rule;
}

/** A short title for the log and the dice request, in the project's words. */
export function checkTitle(check: CheckSpec): string {
  switch (check.kind) {
    case 'kraken-attribute':
      return `Attribute ${check.attribute} against ${check.target}+${check.oneFails ? ' (a 1 always fails)' : ''}`;
    case 'kraken-tech-2d6':
      return `Level ${check.level} obstacle with Tech ${check.tech}`;
    case 'kraken-objective':
      return `Objective ${check.difficulty} with ${check.attributes.join(' + ')}`;
    case 'salvage-test':
      return `Salvage test: ${check.dice} dice, TN ${check.baseTn}${signed(check.tnModifier)}, need ${check.need}`;
    case 'salvage-attack':
      return `${check.melee ? 'Melee' : 'Ranged'} attack: ${check.attackDice} dice TN ${check.attackTn} against ${check.defenceDice} dice TN ${check.defenceTn}`;
    case 'fringe-hit':
      return `Shot with Combat Skill +${check.combatSkill} needing ${check.target}+`;
    case 'fringe-damage':
      return `Hit of Damage +${check.damage} against Toughness ${check.toughness}`;
    case 'fringe-brawl':
      return `Brawl: ${check.a.name} against ${check.b.name}`;
    case 'table-roll':
      return `Roll ${check.notation}`;
  }
}

function signed(n: number): string {
  if (n === 0) return '';
  return n > 0 ? ` +${n}` : ` −${-n}`;
}

/** Ready-made checks, one click away, taken from situations in the three games. */
export interface CheckPreset {
  readonly id: string;
  readonly label: string;
  readonly check: CheckSpec;
}

export const CHECK_PRESETS: readonly CheckPreset[] = [
  {
    id: 'bulkhead-b2-tech5',
    label: 'Space Kraken: open a grade 2 bulkhead with Tech 5',
    check: { kind: 'kraken-tech-2d6', tech: 5, level: 2 },
  },
  {
    id: 'agility-8',
    label: 'Space Kraken: Agility 3 check against 8+ (dodge a mine)',
    check: { kind: 'kraken-attribute', attribute: 3, target: 8, oneFails: false },
  },
  {
    id: 'objective-t9',
    label: 'Space Kraken: a Tech objective of difficulty 9 with Tech 4 and 3 together',
    check: { kind: 'kraken-objective', attributes: [4, 3], difficulty: 9 },
  },
  {
    id: 'salvage-cover',
    label: 'Salvage: 3 dice against TN 6, target in cover (+1)',
    check: { kind: 'salvage-test', dice: 3, baseTn: 6, tnModifier: 1, need: 1 },
  },
  {
    id: 'salvage-shot',
    label: 'Salvage: ranged attack, 3 dice against 2 dice of Armour',
    check: { kind: 'salvage-attack', attackDice: 3, attackTn: 6, defenceDice: 2, defenceTn: 6, melee: false },
  },
  {
    id: 'fringe-brawl',
    label: 'Fringe: brawl, blade (+2) against pistol (+1)',
    check: {
      kind: 'fringe-brawl',
      a: { name: 'Blade fighter', combatSkill: 1, weaponBonus: 2, otherBonus: 0 },
      b: { name: 'Pistol carrier', combatSkill: 0, weaponBonus: 1, otherBonus: 0 },
    },
  },
  {
    id: 'fringe-damage',
    label: 'Fringe: Damage +1 hit against Toughness 4',
    check: { kind: 'fringe-damage', damage: 1, toughness: 4 },
  },
  { id: 'd44', label: 'Salvage: injury roll (D44)', check: { kind: 'table-roll', notation: 'D44' } },
  { id: '2d8', label: 'Salvage: Blight manifestation (2D8)', check: { kind: 'table-roll', notation: '2D8' } },
];

/**
 * The first reading of the chart's distribution that counts as a success, ignoring natural-1 failures:
 * target minus modifier for summed rolls, successes needed for a salvage test, none where the chart's
 * reading alone does not decide (opposed pools, brawls, table rolls).
 */
export function chartThreshold(
  check: CheckSpec,
  plan: { modifier: number; target: number | null },
): number | null {
  switch (check.kind) {
    case 'salvage-test':
      return check.need;
    case 'salvage-attack':
    case 'fringe-brawl':
    case 'table-roll':
      return null;
    default:
      return plan.target === null ? null : plan.target - plan.modifier;
  }
}
