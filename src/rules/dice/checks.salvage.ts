import type { CheckPlan, CheckResult, CheckSpec } from './checks.types';
import type { DiceSpec } from './types';
import { clampTn, judgePool, opposedOutcome, opposedPoolOdds, poolAtLeast, poolDistribution } from './pool';
import { validateFaces } from './notation';
import { listFaces, plural } from './checks.text';

/** Salvage skirmish tests and attacks, both read from D8 pools. */

type Test = Extract<CheckSpec, { kind: 'salvage-test' }>;
type Attack = Extract<CheckSpec, { kind: 'salvage-attack' }>;

function pool(count: number): DiceSpec {
  return { count, die: 'd8', read: 'pool' };
}

/** "TN 6", or "TN 8 (9 held at 8)" when the stacked modifiers ran past a limit. */
function tnText(raw: number): string {
  const tn = clampTn(raw);
  return tn === raw ? `TN ${tn}` : `TN ${tn} (${raw} held at ${tn})`;
}

function checkFaces(spec: DiceSpec, faces: readonly number[]): void {
  const problem = validateFaces(spec, faces);
  if (problem !== null) throw new Error(problem);
}

/** "2 net successes (1 cancelled by a 1, 1 critical high)". */
function poolText(faces: readonly number[], tn: number): string {
  const j = judgePool(faces, tn);
  const notes = [
    j.cancelled > 0 ? `${j.cancelled} cancelled by ${j.cancelled === 1 ? 'a 1' : '1s'}` : '',
    j.critHighs > 0 ? plural(j.critHighs, 'critical high', 'critical highs') : '',
  ].filter((note) => note !== '');
  const extra = notes.length > 0 ? ` (${notes.join(', ')})` : '';
  return `rolled ${listFaces(faces)}: ${plural(j.successes, 'net success', 'net successes')}${extra}`;
}

function testHead(check: Test): string {
  const raw = check.baseTn + check.tnModifier;
  return `${check.dice}D8 pool at ${tnText(raw)}, needing ${plural(check.need, 'success', 'successes')}`;
}

// Salvage: "Roll equal to or above = 1 success. Need 1 success to pass a Simple Test"; harder tests need more.
export function planSalvageTest(check: Test): CheckPlan {
  const tn = clampTn(check.baseTn + check.tnModifier);
  return {
    groups: [{ label: 'Pool', spec: pool(check.dice) }],
    modifier: 0,
    target: tn,
    need: check.need,
    odds: poolAtLeast(check.dice, tn, check.need),
    distribution: poolDistribution(check.dice, tn),
    summary: testHead(check),
  };
}

export function resolveSalvageTest(check: Test, faces: readonly number[]): CheckResult {
  checkFaces(pool(check.dice), faces);
  const tn = clampTn(check.baseTn + check.tnModifier);
  const j = judgePool(faces, tn);
  const success = j.successes >= check.need;
  return {
    success,
    value: j.successes,
    narration: `${testHead(check)}: ${poolText(faces, tn)} — ${success ? 'passes' : 'fails'}`,
    details: { tn, need: check.need, critHighs: j.critHighs, critLows: j.critLows, cancelled: j.cancelled },
  };
}

function attackHead(check: Attack): string {
  const range = check.melee ? 'Melee' : 'Ranged';
  return `${range}: ${check.attackDice}D8 at ${tnText(check.attackTn)} against ${check.defenceDice}D8 at ${tnText(check.defenceTn)}`;
}

/** Salvage "Resolve": see `opposedOutcome` for how a tie at nothing is read. */
export function planSalvageAttack(check: Attack): CheckPlan {
  const odds = opposedPoolOdds(
    check.attackDice,
    check.attackTn,
    check.defenceDice,
    check.defenceTn,
    check.melee,
  );
  return {
    groups: [
      { label: 'Attacker', spec: pool(check.attackDice) },
      { label: 'Defender', spec: pool(check.defenceDice) },
    ],
    modifier: 0,
    target: clampTn(check.attackTn),
    odds: odds.hit,
    distribution: poolDistribution(check.attackDice, check.attackTn),
    summary: attackHead(check),
    outcomes: { ...odds },
  };
}

const OUTCOME_TEXT = {
  hit: 'hit',
  miss: 'miss',
  push: 'neither side scored: both are pushed 1" apart',
} as const;

export function resolveSalvageAttack(
  check: Attack,
  attackFaces: readonly number[],
  defenceFaces: readonly number[],
): CheckResult {
  checkFaces(pool(check.attackDice), attackFaces);
  checkFaces(pool(check.defenceDice), defenceFaces);
  const attack = judgePool(attackFaces, check.attackTn);
  const defence = judgePool(defenceFaces, check.defenceTn);
  const outcome = opposedOutcome(attack.successes, defence.successes, check.melee);
  // Salvage: each Critical High on the attack roll adds 1 damage — it only matters when the attack lands.
  const bonusDamage = outcome === 'hit' ? attack.critHighs : 0;
  const tie =
    outcome === 'hit' && attack.successes === defence.successes ? ', a tie goes to the attacker' : '';
  const bonus =
    bonusDamage > 0
      ? `, +${bonusDamage} damage from ${bonusDamage === 1 ? 'a critical high' : 'critical highs'}`
      : '';
  return {
    success: outcome === 'hit',
    value: attack.successes,
    narration:
      `${attackHead(check)}: attacker ${poolText(attackFaces, check.attackTn)}; ` +
      `defender ${poolText(defenceFaces, check.defenceTn)} — ${OUTCOME_TEXT[outcome]}${tie}${bonus}`,
    details: {
      outcome,
      attackSuccesses: attack.successes,
      defenceSuccesses: defence.successes,
      bonusDamage,
      attackCritHighs: attack.critHighs,
      attackCritLows: attack.critLows,
      attackCancelled: attack.cancelled,
      defenceCritHighs: defence.critHighs,
      defenceCritLows: defence.critLows,
      defenceCancelled: defence.cancelled,
    },
  };
}
