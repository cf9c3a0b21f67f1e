import { judgePool } from '../../../dice/pool';
import { performAct } from '../act';
import { endActivation, startActivation } from '../activation';
import { first, say } from '../core';
import { hostileTurn } from '../hostiles';
import { initiativeDice } from '../pools';
import { beats, netSuccesses } from '../poolOdds';
import { closeRound } from '../phases';
import { pool, type Handlers } from './types';
/** The phase loop: initiative, orders, activations, turns and the end of a round. */

export const PHASES_HANDLERS: Handlers<
  'initiative' | 'act' | 'hostileTurn' | 'activationStart' | 'activationEnd' | 'closeRound' | 'passTurn'
> = {
  initiative: {
    need: (m) => {
      const sides = initiativeDice(m);
      const [x, y] = sides;
      const odds =
        x === undefined || y === undefined
          ? null
          : beats(netSuccesses(x.dice, 6), netSuccesses(y.dice, 6), false) /
            (1 -
              [...netSuccesses(x.dice, 6)].reduce(
                (s, [n, q]) => s + q * (netSuccesses(y.dice, 6).get(n) ?? 0),
                0,
              ));
      return {
        purpose:
          'Initiative: each crew rolls its best remaining unit’s Muscle or Smarts at TN 6; most successes chooses who activates first (ties roll again)',
        who: null,
        groups: sides.map((s) => ({
          label: `${s.side === 'attacker' ? 'Attacker' : 'Defender'} (best stat)`,
          spec: pool(s.dice),
        })),
        target: 6,
        odds,
        rule: 'salvage.initiative',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      const sides = initiativeDice(m);
      const scores = sides.map((s, i) => ({ side: s.side, n: judgePool(f[i] ?? [], 6).successes }));
      const [x, y] = scores;
      if (x === undefined || y === undefined || x.n === y.n)
        return first(say(m, { kind: 'initiativeTied' }), [e]);
      const winner = x.n > y.n ? x.side : y.side;
      return say(
        { ...m, initiative: winner },
        { kind: 'initiativeWon', side: winner, won: Math.max(x.n, y.n), lost: Math.min(x.n, y.n) },
      );
    },
  },
  act: {
    apply: (m, e) => performAct(m, e.order),
  },
  hostileTurn: {
    apply: (m, e) => hostileTurn(m, e.unit),
  },
  activationStart: {
    apply: (m, e) => startActivation(m, e.unit),
  },
  activationEnd: {
    apply: (m, e) => endActivation(m, e.unit),
  },
  closeRound: {
    apply: (m) => closeRound(m),
  },
  // The activation is closed once the hazard it ended in has struck; who activates next is the machine's
  // Boiler phase to say (`nextToActivate`).
  passTurn: {
    apply: (m, e) => ({ ...m, stage: { kind: 'boilerPhase', active: null, turn: e.side } }),
  },
};
