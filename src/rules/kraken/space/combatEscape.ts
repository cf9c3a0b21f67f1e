import type { SpaceCombat, SpaceRoll } from './combatTypes';
import { assertFace, d20Odds } from './combatRolls';
import { ended, logged, phaseDone, unusedCrew, wonAtTurnEnd } from './combatState';

/**
 * §10 phase 6, attempt to escape (kraken.escape-space-combat): a d20 + the Tech of every unused crew member,
 * 20 or more, or 15 or more once an escape has failed in this combat. An escape counts as a lost battle.
 * Reading (kraken.escape-space-combat): trying does not mark the crew used (the turn ends with it); no
 * natural 1 or 20 rule applies; the escape is not offered in a turn that already ends in a win.
 */

export const ESCAPE_TARGET = 20;
export const ESCAPE_TARGET_AFTER_FAILURE = 15;

export function openEscape(c: SpaceCombat): SpaceCombat {
  if (wonAtTurnEnd(c)) return phaseDone(c);
  return { ...c, pending: { kind: 'decide', step: 'escape' } };
}

export function escapeModifier(c: SpaceCombat): number {
  return unusedCrew(c).reduce((sum, m) => sum + m.tech, 0);
}

export function escapeTarget(c: SpaceCombat): number {
  return c.failedEscapes > 0 ? ESCAPE_TARGET_AFTER_FAILURE : ESCAPE_TARGET;
}

export function escapeRoll(c: SpaceCombat): SpaceRoll {
  const modifier = escapeModifier(c);
  const target = escapeTarget(c);
  return {
    key: 'space.escape',
    need: {
      purpose: `Escape: d20 + unused crew's Tech ${modifier} against ${target}`,
      who: null,
      rule: 'kraken.escape-space-combat',
      odds: d20Odds(modifier, target),
      groups: [{ label: 'Escape', spec: { count: 1, die: 'd20', read: 'sum' } }],
      target,
      modifier,
      modifiers: [
        { label: 'Unused crew’s Tech', value: `+${modifier}` },
        ...(c.failedEscapes > 0
          ? [{ label: 'An earlier try failed', value: `${ESCAPE_TARGET_AFTER_FAILURE}+` }]
          : []),
      ],
    },
  };
}

export function tryEscape(c: SpaceCombat): SpaceCombat {
  return { ...c, pending: { kind: 'roll', roll: { kind: 'escape' } } };
}

export function answerEscape(c: SpaceCombat, face: number): SpaceCombat {
  assertFace(face, 20);
  const total = face + escapeModifier(c);
  const target = escapeTarget(c);
  const escaped = total >= target;
  const next = logged(c, { kind: 'escape', total, target, escaped });
  if (escaped) return ended(next, 'escaped', 'escape');
  return phaseDone({ ...next, failedEscapes: next.failedEscapes + 1 });
}
