import { pickIndex, pickDie } from '../../tables/pick';
import { unitById } from '../board';
import { bindPick, first, say } from '../core';
import type { Mission } from '../state';
import { face, sum, type EffectOf, type Faces, type Handlers } from './types';
/** Random picks, player choices and plain notes. */

function applyPick(m: Mission, e: EffectOf<'pick'>, faces: Faces | null): Mission {
  if (e.candidates.length === 0) return m;
  const n = Math.min(e.candidates.length, 20);
  const index = e.candidates.length === 1 ? 0 : pickIndex(n, face(faces ?? []));
  if (index === null) return first(m, [e]);
  const chosen = e.candidates[index] ?? '';
  const then = e.then.map((x) => bindPick(x, chosen, unitById(m, chosen)?.name ?? chosen));
  return first(say(m, { kind: 'picked', purpose: e.purpose, chosen }), then);
}

export const PICKS_HANDLERS: Handlers<'pick' | 'choose' | 'note'> = {
  pick: {
    need: (_m, e) => {
      const die = pickDie(e.candidates.length);
      if (die === null) return null;
      return {
        purpose: `${e.purpose} (roll ${die.die}: 1–${Math.min(e.candidates.length, die.faces)} pick in order, higher rolls again)`,
        who: null,
        groups: [{ label: 'Pick', spec: sum(1, die.die) }],
        target: null,
        odds: null,
        rule: e.rule,
      };
    },
    apply: (m, e, faces) => applyPick(m, e, faces),
  },
  choose: {
    apply: (m, e) =>
      e.candidates.length === 0
        ? m
        : { ...m, choice: { purpose: e.purpose, rule: e.rule, candidates: e.candidates, then: e.then } },
  },
  note: {
    apply: (m, e) => say(m, e.event),
  },
};
