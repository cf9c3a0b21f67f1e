import { transitFindDice } from '../../tables/postGame';
import { boilersOf, say } from '../core';
import { afterPostGameRoll, climbBond, postGameChange, statLoss } from '../postGame';
import type { Mission } from '../state';
import type { Effect } from '../effects.types';
import { sum, type Faces, type Handlers } from './types';
/** After the game: injury, transit find, Blight checks, the bond step and what a crew loses. */

/** Every post-game roll is read by the post-game's own step: the faces go to `afterPostGameRoll`. */
function postGameRoll(m: Mission, e: Effect, faces: Faces | null): Mission {
  return afterPostGameRoll(m, e, faces ?? []);
}

export const POST_GAME_HANDLERS: Handlers<
  | 'injury'
  | 'statLoss'
  | 'transitFind'
  | 'blightCheck'
  | 'manifestation'
  | 'postGameStep'
  | 'climbBond'
  | 'loseBoiler'
  | 'curse'
  | 'destroyItem'
> = {
  injury: {
    need: (m, e) => ({
      purpose: `Injury roll for ${m.companies[e.side]?.roster.find((b) => b.id === e.boiler)?.name ?? e.boiler}: D44, ${m.crews[e.side]?.won === true ? '+2 (win condition met)' : '−2 (win condition missed)'}, moved along the table's readings`,
      who: null,
      groups: [{ label: 'Injury', spec: { count: 2, die: 'd4', read: 'd44' } }],
      target: null,
      odds: null,
      rule: 'salvage.injuries',
    }),
    apply: postGameRoll,
  },
  statLoss: {
    // Stats are dice pools: "−1D8 Muscle" is one die fewer, no roll (as Armor Piercing's −1D8).
    apply: (m, e) => statLoss(m, e),
  },
  transitFind: {
    need: (m, e) => {
      const standing = boilersOf(m, e.side).filter((u) => u.status !== 'mortallyWounded').length;
      const dice = transitFindDice(standing);
      if (dice === 0) return null;
      return {
        purpose: `Transit find: ${dice}D4, one per Boiler not Mortally Wounded (max 5); the total sets the bonus Scrip`,
        who: null,
        groups: [{ label: 'Transit find', spec: sum(dice, 'd4') }],
        target: null,
        odds: null,
        rule: 'salvage.transit-find',
      };
    },
    apply: postGameRoll,
  },
  blightCheck: {
    need: (m, e) => {
      const blight = m.companies[e.side]?.blight ?? 0;
      const mw = boilersOf(m, e.side).filter((u) => u.status === 'mortallyWounded').length;
      const need = 11 - blight - mw;
      return {
        purpose: `Blight check: 1D8 + Blight ${blight} + ${mw} (Mortally Wounded Boilers); 11 or more manifests`,
        who: null,
        groups: [{ label: 'Blight check', spec: sum(1, 'd8') }],
        target: 11,
        odds: Math.min(1, Math.max(0, (9 - need) / 8)),
        rule: 'salvage.blight-check',
      };
    },
    apply: postGameRoll,
  },
  manifestation: {
    need: () => ({
      purpose: 'Blight manifests: roll 2D8 on the manifestation table',
      who: null,
      groups: [{ label: 'Manifestation', spec: sum(2, 'd8') }],
      target: null,
      odds: null,
      rule: 'salvage.blight-manifestation',
    }),
    apply: postGameRoll,
  },
  postGameStep: {
    apply: (m, e) => {
      const next: Mission = { ...m, stage: { kind: 'postGame', step: e.step } };
      return e.step === 'downtime' ? say(next, { kind: 'downtimeBegins' }) : next;
    },
  },
  climbBond: {
    apply: (m) => climbBond(m),
  },
  loseBoiler: {
    apply: (m, e) => postGameChange(m, e),
  },
  curse: {
    apply: (m, e) => postGameChange(m, e),
  },
  destroyItem: {
    apply: (m, e) => postGameChange(m, e),
  },
};
