import { pickIndex, pickDie } from '../../tables/pick';
import { gameLength } from '../../tables/postGame';
import { first, say } from '../core';
import { applyTheme, fieldCrews, spawnHostile } from '../setup';
import type { Mission } from '../state';
import { face, sum, type Handlers } from './types';
/** Mission set-up: the roll-off, hostile cards, win conditions, game length, the theme and fielding the crews. */

function swapSides(m: Mission): Mission {
  const { attacker, defender } = m.companies;
  const swapped = {
    ...(defender === undefined ? {} : { attacker: { ...defender, side: 'attacker' as const } }),
    ...(attacker === undefined ? {} : { defender: { ...attacker, side: 'defender' as const } }),
  };
  return { ...m, companies: swapped };
}

export const SETUP_HANDLERS: Handlers<
  'rollOff' | 'hostileCard' | 'winCondition' | 'gameLength' | 'theme' | 'fieldCrews'
> = {
  rollOff: {
    need: () => ({
      purpose:
        'Roll off for the mission: the higher D8 is the Attacker, the other the Defender (ties roll again)',
      who: null,
      groups: [
        { label: 'Crew A', spec: sum(1, 'd8') },
        { label: 'Crew B', spec: sum(1, 'd8') },
      ],
      target: null,
      odds: 28 / 56,
      rule: 'salvage.mission-setup',
    }),
    apply: (m, e, faces) => {
      const f = faces ?? [];
      const a = face(f, 0);
      const b = face(f, 1);
      if (a === b) return first(say(m, { kind: 'rollOffTied', face: a }), [e]);
      return a > b
        ? say(m, { kind: 'rollOffWon', crew: 'A', high: a, low: b })
        : swapSides(say(m, { kind: 'rollOffWon', crew: 'B', high: b, low: a }));
    },
  },
  hostileCard: {
    need: (m, e) => {
      const die = pickDie(m.content.mission.hostileDeck.length);
      if (die === null) return null;
      return {
        purpose: `Hostile slot ${e.slot + 1}: draw its unit card (${die.die} over the ${m.content.mission.hostileDeck.length} cards, higher rolls again)`,
        who: null,
        groups: [{ label: 'Card', spec: sum(1, die.die) }],
        target: null,
        odds: null,
        rule: 'salvage.mission-setup',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      const deck = m.content.mission.hostileDeck;
      const index = deck.length === 1 ? 0 : pickIndex(deck.length, face(f));
      if (index === null) return first(m, [e]);
      return spawnHostile(m, deck[index] ?? '', e.slot, false);
    },
  },
  winCondition: {
    need: (m, e) => {
      const die = pickDie(m.content.mission.winConditions.length);
      if (die === null) return null;
      return {
        purpose: `${e.side === 'attacker' ? 'Attacker' : 'Defender'} rolls a win condition (${die.die}; higher than ${m.content.mission.winConditions.length} or the other crew's rolls again)`,
        who: null,
        groups: [{ label: 'Win condition', spec: sum(1, die.die) }],
        target: null,
        odds: null,
        rule: 'salvage.mission-setup',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      const list = m.content.mission.winConditions;
      const index = list.length === 1 ? 0 : pickIndex(list.length, face(f));
      const other = e.side === 'attacker' ? m.crews.defender : m.crews.attacker;
      const chosen = index === null ? undefined : list[index];
      if (chosen === undefined || (other?.winCondition?.id === chosen.id && list.length > 1))
        return first(m, [e]);
      const crew = m.crews[e.side];
      if (crew === undefined) return m;
      return say(
        { ...m, crews: { ...m.crews, [e.side]: { ...crew, winCondition: chosen } } },
        {
          kind: 'winConditionRolled',
          side: e.side,
          name: chosen.name,
          text: chosen.text,
          scrip: chosen.scrip,
        },
      );
    },
  },
  gameLength: {
    need: () => ({
      purpose: 'Game length: D4 — 1 = 5 rounds, 2–3 = 6 rounds, 4 = 7 rounds',
      who: null,
      groups: [{ label: 'Game length', spec: sum(1, 'd4') }],
      target: null,
      odds: null,
      rule: 'salvage.mission-setup',
    }),
    apply: (m, _e, faces) => {
      const f = faces ?? [];
      const rounds = gameLength(face(f));
      return say({ ...m, roundLimit: rounds }, { kind: 'gameLength', face: face(f), rounds });
    },
  },
  theme: {
    apply: (m, e) => applyTheme(m, e.theme),
  },
  fieldCrews: {
    apply: (m) => fieldCrews(m),
  },
};
