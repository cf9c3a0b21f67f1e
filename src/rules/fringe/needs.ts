/**
 * What the head of the queue needs rolled, as a `RollNeed` (the one roll contract): the dice groups, the
 * number to reach, the exact odds and the rule. A step whose roll no longer makes sense (its target gone)
 * needs none and is dropped by `applyPlain`.
 */
import { planCheck } from '../dice/checks';
import type { RollNeed } from '../dice/need';
import type { DiceGroup } from '../dice/types';
import { brawlBonuses, brawlerGroups, brawlOdds, pickDie } from './brawl';
import { fighter, hasGear, mustFighter, onTable, savingThrow, standing, weapon } from './lookup';
import { ENDANGER_TARGET, viewShot } from './shooting';
import type { Battle, Fighter, Side, Step } from './types';
import { asRollModifiers, bonusSum } from './weapons';

const D6 = { count: 1, die: 'd6', read: 'sum' } as const;
const D8 = { count: 1, die: 'd8', read: 'sum' } as const;

function story(step: { readonly story?: boolean }): string {
  return step.story === true ? ' (story point re-roll: this result stands)' : '';
}

/** The activation's "moved" flag for a figure (Heavy): only its own activation can have moved it. */
export function movedThisRound(b: Battle, id: string): boolean {
  return b.stage.kind === 'round' && b.stage.activation?.figureId === id && b.stage.activation.moved;
}

/** Seize the Initiative: the crew's best Savvy, +1 for a Scanner bot, less any penalty the Snooper Bot did not cancel. */
export function initiativeBonuses(b: Battle, side: Side): { label: string; value: number }[] {
  const crew = standing(b, side);
  const best = crew.reduce((m, f) => Math.max(m, f.savvy), 0);
  const out = [{ label: 'Best Savvy', value: best }];
  // Fringe, Scanner bot: the crew adds +1 to all Seize the Initiative rolls.
  if (crew.some((f) => hasGear(b, f, 'scanner-bot') !== null)) out.push({ label: 'Scanner bot', value: 1 });
  const penalty = b.setup.battle.initiativePenalty;
  if (side === 'a' && penalty > 0 && !b.snooped) out.push({ label: 'Battle penalty', value: -penalty });
  return out;
}

/** Side a may not roll at all: the battle negates the roll and no Snooper Bot cancelled it. */
export function initiativeNegated(b: Battle): boolean {
  return b.setup.battle.initiativeNegated && !b.snooped;
}

function initiativeNeed(b: Battle): RollNeed {
  const a = initiativeBonuses(b, 'a');
  const ma = bonusSum(a);
  if (b.setup.play === 'solo') {
    const target = b.setup.readings.initiative;
    let hits = 0;
    for (let f = 1; f <= 6; f++) if (f + ma >= target) hits++;
    return {
      purpose: `Seize the Initiative: d6 + ${ma} must reach ${target}`,
      who: b.sides.a.name,
      rule: 'fringe.initiative',
      odds: hits / 6,
      modifiers: asRollModifiers(a),
      groups: [{ label: b.sides.a.name, spec: D6 }],
      target,
      modifier: ma,
    };
  }
  const mb = bonusSum(initiativeBonuses(b, 'b'));
  let wins = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + ma > y + mb) wins++;
  return {
    purpose: `Seize the Initiative: ${b.sides.a.name} d6 + ${ma} against ${b.sides.b.name} d6 + ${mb}; the higher seizes it`,
    who: b.sides.a.name,
    rule: 'fringe.initiative',
    odds: wins / 36,
    modifiers: asRollModifiers(a),
    groups: [
      { label: b.sides.a.name, spec: D6 },
      { label: b.sides.b.name, spec: D6 },
    ],
    target: null,
    modifier: ma,
  };
}

function shotNeed(b: Battle, step: Extract<Step, { kind: 'shot' }>): RollNeed | null {
  const shooter = mustFighter(b, step.shooterId);
  const target = fighter(b, step.targetId);
  const w = weapon(b, step.weaponId);
  if (target === undefined || w === undefined || shooter.at === null || !onTable(shooter)) return null;
  const view = viewShot(b, shooter, shooter.at, target, w, {
    moved: movedThisRound(b, shooter.id),
    panic: step.panic,
  });
  if (view.refusal !== null) return null;
  const aimedFirst = step.aim && !step.again;
  const odds = aimedFirst ? view.perShotAimed : view.perShot;
  const what = step.again
    ? 'Aimed shot: the 1 is thrown again'
    : `${step.panic ? 'Panic Fire shot' : 'Shot'} ${step.n} of ${step.of}${step.aim ? ' (aimed)' : ''}`;
  return {
    purpose: `${what}: ${shooter.name}'s ${w.name} at ${target.name} — d6 + ${view.modifier} must reach ${view.target} (${view.verdict === 'cover' ? 'in cover' : 'in the open'}, ${view.distance.toFixed(1)}")${story(step)}`,
    who: shooter.name,
    rule: step.again || aimedFirst ? 'fringe.aiming' : step.panic ? 'fringe.panic-fire' : 'fringe.hit-roll',
    odds,
    modifiers: asRollModifiers([{ label: 'Combat Skill', value: shooter.combatSkill }, ...view.bonuses]),
    groups: [{ label: `${shooter.name} to hit`, spec: D6 }],
    target: view.target,
    modifier: view.modifier,
  };
}

function hitNeed(b: Battle, step: Extract<Step, { kind: 'hit' }>): RollNeed | null {
  const t = fighter(b, step.targetId);
  if (t === undefined || !onTable(t)) return null;
  const check = { kind: 'fringe-damage', damage: step.damage, toughness: t.toughness } as const;
  return {
    purpose: `Resolve the hit on ${t.name}: d6 + Damage ${step.damage} against Toughness ${t.toughness} (a 6 always takes the figure out)${story(step)}`,
    who: t.name,
    rule: 'fringe.resolving-hits',
    odds: planCheck(check).odds,
    check,
  };
}

function saveNeed(b: Battle, step: Extract<Step, { kind: 'save' }>): RollNeed | null {
  const t = fighter(b, step.targetId);
  const save = t === undefined ? null : savingThrow(b, t);
  if (t === undefined || save === null || !onTable(t)) return null;
  return {
    purpose: `Saving throw for ${t.name}: the ${save.from} deflects the hit on ${save.target}+${story(step)}`,
    who: t.name,
    rule: 'fringe.saving-throws',
    odds: (7 - save.target) / 6,
    groups: [{ label: `${t.name} save`, spec: D6 }],
    target: save.target,
    modifier: 0,
  };
}

function luckNeed(b: Battle, step: Extract<Step, { kind: 'luck' }>): RollNeed | null {
  const t = fighter(b, step.targetId);
  if (t === undefined || !onTable(t)) return null;
  return {
    purpose: `${t.name} spends a point of Luck instead of falling: dives 1D6" in a random direction (D8 compass: 1 north, clockwise)${story(step)}`,
    who: t.name,
    rule: 'fringe.luck',
    odds: null,
    groups: [
      { label: 'Inches (D6)', spec: D6 },
      { label: 'Direction (D8)', spec: D8 },
    ],
    target: null,
    modifier: 0,
  };
}

/** The brawl's bonuses for both sides, as the roll and the apply read them. */
export function brawlSides(
  b: Battle,
  step: Extract<Step, { kind: 'brawl' }>,
): {
  attacker: Fighter;
  defender: Fighter;
  a: ReturnType<typeof brawlBonuses>;
  d: ReturnType<typeof brawlBonuses>;
} | null {
  const attacker = fighter(b, step.attackerId);
  const defender = fighter(b, step.defenderId);
  if (attacker === undefined || defender === undefined || !onTable(attacker) || !onTable(defender))
    return null;
  return {
    attacker,
    defender,
    a: brawlBonuses(b, attacker, defender, false),
    d: brawlBonuses(b, defender, attacker, step.outnumbered),
  };
}

function brawlNeed(b: Battle, step: Extract<Step, { kind: 'brawl' }>): RollNeed | null {
  const sides = brawlSides(b, step);
  if (sides === null) return null;
  const { attacker, defender, a, d } = sides;
  const ma = bonusSum(a);
  const md = bonusSum(d);
  const odds = brawlOdds(attacker.brawlTwice, ma, defender.brawlTwice, md);
  const groups: DiceGroup[] = [...brawlerGroups(attacker), ...brawlerGroups(defender)];
  return {
    purpose: `Brawl: ${attacker.name} d6 + ${ma}${attacker.brawlTwice ? ' (best of two)' : ''} against ${defender.name} d6 + ${md}${defender.brawlTwice ? ' (best of two)' : ''}; the lower total takes a hit, a draw hits both${story(step)}`,
    who: attacker.name,
    rule:
      attacker.stun > 0 || defender.stun > 0
        ? 'fringe.brawl-stunned'
        : step.outnumbered
          ? 'fringe.brawl-multiple'
          : 'fringe.brawling',
    odds: odds.attackerOnly,
    modifiers: [
      ...asRollModifiers(a).map((m) => ({ ...m, label: `${attacker.name}: ${m.label}` })),
      ...asRollModifiers(d).map((m) => ({ ...m, label: `${defender.name}: ${m.label}` })),
    ],
    groups,
    target: null,
    modifier: ma,
  };
}

function pickNeed(b: Battle, step: Extract<Step, { kind: 'brawlPick' }>): RollNeed | null {
  const attacker = fighter(b, step.attackerId);
  const live = step.opponents.filter((id) => {
    const f = fighter(b, id);
    return f !== undefined && onTable(f);
  });
  if (attacker === undefined || live.length < 2) return null;
  const { die, sides } = pickDie(live.length);
  const per = sides / live.length;
  const names = live
    .map((id, i) => `${per === 1 ? i + 1 : `${i * per + 1}–${(i + 1) * per}`} ${fighter(b, id)?.name ?? id}`)
    .join(', ');
  return {
    purpose: `${attacker.name} is in contact with ${live.length} opponents: who fights first? ${names}${story(step)}`,
    who: attacker.name,
    rule: 'fringe.brawl-multiple',
    odds: null,
    groups: [{ label: 'Who fights first', spec: { count: 1, die, read: 'sum' } }],
    target: null,
    modifier: 0,
  };
}

/** The roll the step needs now, or null when it needs none (a plain step, or one whose target is gone). */
export function needOf(b: Battle, step: Step): RollNeed | null {
  switch (step.kind) {
    case 'initiative':
      return initiativeNegated(b) ? null : initiativeNeed(b);
    case 'snooper': {
      const f = mustFighter(b, step.figureId);
      return {
        purpose: `${f.name}'s Snooper Bot goes out ahead: the penalty is ignored, but a 1 on the D6 Damages the bot`,
        who: f.name,
        rule: 'fringe.gear',
        odds: 5 / 6,
        groups: [{ label: 'Snooper Bot', spec: D6 }],
        target: 2,
        modifier: 0,
      };
    }
    case 'endanger': {
      const f = mustFighter(b, step.shooterId);
      const t = fighter(b, step.targetId);
      return {
        purpose: `${f.name} would endanger an ally shooting at ${t?.name ?? step.targetId}: a 5+ on a D6 to take the shot`,
        who: f.name,
        rule: 'fringe.line-of-fire',
        odds: (7 - ENDANGER_TARGET) / 6,
        groups: [{ label: `${f.name} nerve`, spec: D6 }],
        target: ENDANGER_TARGET,
        modifier: 0,
      };
    }
    case 'shot':
      return shotNeed(b, step);
    case 'hit':
      return hitNeed(b, step);
    case 'save':
      return saveNeed(b, step);
    case 'luck':
      return luckNeed(b, step);
    case 'brawl':
      return brawlNeed(b, step);
    case 'brawlPick':
      return pickNeed(b, step);
    case 'panicShot':
    case 'casualty':
    case 'brawlPush':
    case 'brawlAfter':
    case 'jumpHit':
    case 'enemyAct':
    case 'endActivation':
      return null;
  }
}
