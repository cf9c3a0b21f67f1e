import { clampTn } from '../../dice/pool';
import type { RollNeed as BaseRollNeed } from '../../dice/need';
import type { DiceGroup, DiceSpec } from '../../dice/types';
import { armourPiercingDice, attackSituation, bonusDice } from '../tables/attack';
import { conditionTnModifier } from '../tables/conditions';
import { airlockInteractTn, airlocksOpenAutomatically, dangerLevel } from '../tables/danger';
import type { TerrainPiece } from '../../board/types';
import { pickDie } from '../tables/pick';
import { transitFindDice } from '../tables/postGame';
import { friendsInContact, unitById } from './board';
import { attackCheck } from './checks';
import { boilersOf, crewSides, gearById } from './core';
import type { Effect } from './effects.types';
import { atLeast, beats, netSuccesses } from './poolOdds';
import type { Mission, Unit } from './state';

/**
 * What a step of the queue needs rolled (the one roll contract, src/rules/dice/need.ts): the pools with every
 * modifier already stacked into the dice and the TN, what they decide, the rule, and the exact odds before
 * they are thrown. Null for steps applied without dice.
 */
export type RollNeed = Extract<BaseRollNeed, { readonly groups: readonly DiceGroup[] }> & {
  readonly who: string | null;
};

const pool = (count: number): DiceSpec => ({ count, die: 'd8', read: 'pool' });
const sum = (count: number, die: DiceSpec['die']): DiceSpec => ({ count, die, read: 'sum' });

export function unlucky(u: Unit | undefined): boolean {
  return u?.conditions.includes('unlucky') ?? false;
}

/** Dice a unit rolls for a test of `stat`: the stat, plus its Concentrate tokens (spent by the test). */
export function testDice(u: Unit, stat: 'muscle' | 'smarts' | 'armour'): number {
  return Math.max(1, u.stats[stat] + u.concentrate);
}

export function testTn(u: Unit, tn: number): number {
  return clampTn(tn + conditionTnModifier(u.conditions));
}

export interface AttackPools {
  readonly attackDice: number;
  readonly defenceDice: number;
  readonly attackTn: number;
  readonly defenceTn: number;
  readonly notes: readonly string[];
  readonly withinHalfRange: boolean;
}

/** Steps 2 and 3 of an attack: both pools and both TNs, every modifier stacked and clamped. */
export function attackPools(m: Mission, e: Effect & { kind: 'attack' }): AttackPools | null {
  const a = unitById(m, e.attacker);
  const d = unitById(m, e.target);
  if (a === undefined || d === undefined) return null;
  const weapon = e.weapon === null ? undefined : gearById(m, e.weapon);
  const check = attackCheck(m, a, d.id, e.weapon, e.melee);
  const situation = attackSituation({
    melee: e.melee,
    targetProne: d.conditions.includes('prone'),
    targetInCover: check.cover,
    attackerFriendsInContact: friendsInContact(m, a).length,
    defenderFriendsInContact: friendsInContact(m, d).length,
    attackerConditions: a.conditions,
    defenderConditions: d.conditions,
  });
  const armour = d.gear
    .map((id) => gearById(m, id))
    .filter((g) => g?.kind === 'armour')
    .map((g) => g?.bonusDice ?? 0);
  // Reading (salvage.weapon-keywords): Armor Piercing takes one die off the Armour pool, never below 1D8.
  const pierced = weapon?.keywords.includes('Armor Piercing') === true;
  const baseDefence = pierced ? armourPiercingDice(d.stats.armour, 1) : d.stats.armour;
  const attackStat = e.melee ? a.stats.muscle : a.stats.smarts;
  const range = weapon?.range;
  return {
    attackDice: Math.max(
      1,
      attackStat + bonusDice([weapon?.bonusDice ?? 0]) + a.concentrate + situation.attackExtraDice,
    ),
    defenceDice: Math.max(1, baseDefence + bonusDice(armour) + situation.defenceExtraDice),
    attackTn: clampTn(6 + situation.attackTnModifier),
    defenceTn: clampTn(6 + situation.defenceTnModifier),
    notes: situation.notes,
    withinHalfRange: range !== undefined && check.distance <= range / 2 + 1e-9,
  };
}

function best(u: Unit): number {
  return Math.max(u.stats.muscle, u.stats.smarts);
}

/** Initiative: each crew rolls its best remaining (not yet activated, standing) unit's Muscle or Smarts. */
export function initiativeDice(m: Mission): { side: 'attacker' | 'defender'; dice: number }[] {
  return crewSides(m).map((side) => {
    const left = boilersOf(m, side).filter((u) => u.status === 'active' && u.at !== null);
    return { side, dice: Math.max(1, ...left.map(best)) };
  });
}

export function effectNeed(m: Mission, e: Effect): RollNeed | null {
  switch (e.kind) {
    case 'test': {
      const u = unitById(m, e.unit);
      if (u === undefined || u.status !== 'active') return null;
      const tn = testTn(u, e.tn);
      const dice = testDice(u, e.stat);
      return {
        purpose: e.purpose,
        who: u.name,
        groups: [{ label: `${u.name} (${e.stat})`, spec: pool(dice) }],
        target: tn,
        odds: atLeast(netSuccesses(dice, tn, unlucky(u)), 1),
        rule: e.rule,
      };
    }
    case 'attack': {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      if (a === undefined || d === undefined || d.status !== 'active') return null;
      const weapon = e.weapon === null ? undefined : gearById(m, e.weapon);
      const p = attackPools(m, e);
      if (p === null) return null;
      const hit = hitOdds(p, unlucky(a), unlucky(d));
      const notes = p.notes.length > 0 ? ` (${p.notes.join('; ')})` : '';
      return {
        purpose: `${a.name} attacks ${d.name}${weapon === undefined ? ' bare-handed' : ` with ${weapon.name}`}: ${p.attackDice}D8 at TN ${p.attackTn} against Armour ${p.defenceDice}D8 at TN ${p.defenceTn}${notes}`,
        who: a.name,
        groups: [
          { label: `${a.name} (${e.melee ? 'Muscle' : 'Smarts'})`, spec: pool(p.attackDice) },
          { label: `${d.name} (Armour)`, spec: pool(p.defenceDice) },
        ],
        target: p.attackTn,
        odds: hit,
        rule: 'salvage.attack',
      };
    }
    case 'shove': {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      if (a === undefined || d === undefined || d.status !== 'active') return null;
      const atk = netSuccesses(testDice(a, 'muscle'), testTn(a, 6), unlucky(a));
      const def = netSuccesses(d.stats.muscle, testTn(d, 6), unlucky(d));
      return {
        purpose: `${a.name} shoves ${d.name}: opposed Muscle — win to push it up to ${a.stats.muscle}"`,
        who: a.name,
        groups: [
          { label: `${a.name} (Muscle)`, spec: pool(testDice(a, 'muscle')) },
          { label: `${d.name} (Muscle)`, spec: pool(Math.max(1, d.stats.muscle)) },
        ],
        target: testTn(a, 6),
        odds: beats(atk, def, false),
        rule: 'salvage.actions',
      };
    }
    case 'reroll': {
      const rollers = poolRollers(m, e.of) ?? [];
      const groups = e.groups.map((g) => {
        const r = rollers[g];
        const n = successCount(e.faces[g] ?? [], r?.tn ?? 6);
        return {
          label: `${r?.unit.name ?? '?'} re-rolls ${n} success${n === 1 ? '' : 'es'} (Unlucky)`,
          spec: pool(n),
        };
      });
      return {
        purpose: 'Unlucky: every success is thrown again and the second result kept',
        who: null,
        groups,
        target: rollers[e.groups[0] ?? 0]?.tn ?? null,
        odds: null,
        rule: 'salvage.conditions',
      };
    }
    case 'pick': {
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
    }
    case 'unalertMove': {
      const u = unitById(m, e.unit);
      if (u === undefined || u.alert || u.status !== 'active') return null;
      return {
        purpose: `${u.name} is Unalert and wanders: D8 direction, 1 = stays put, else ${u.stats.move}"`,
        who: u.name,
        groups: [{ label: 'Direction', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.unalert-hostiles',
      };
    }
    case 'randomMove':
      return {
        purpose: `${unitById(m, e.unit)?.name ?? e.unit}: free ${e.inches}" move in a D8 direction (1 = no move)`,
        who: null,
        groups: [{ label: 'Direction', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: e.rule,
      };
    case 'initiative': {
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
    }
    case 'rollOff':
      return {
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
      };
    case 'drawEvent': {
      const die = pickDie(m.deck.length);
      if (die === null) return null;
      return {
        purpose: `Draw an event card: ${die.die} picks one of the ${m.deck.length} cards left in the deck (higher rolls again)`,
        who: null,
        groups: [{ label: 'Card', spec: sum(1, die.die) }],
        target: null,
        odds: null,
        rule: 'salvage.event-cards',
      };
    }
    case 'quality':
      return {
        purpose: `${unitById(m, e.unit)?.name ?? e.unit} works the salvage site: D8 quality roll (+1 in The Sink, + the Danger modifier); the result is the extraction TN`,
        who: unitById(m, e.unit)?.name ?? null,
        groups: [{ label: 'Quality', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.salvage-quality',
      };
    case 'hazardRoll':
      return {
        purpose: `Hazard ${e.hazard}: roll D8 on the hazard table`,
        who: null,
        groups: [{ label: 'Hazard', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.hazards',
      };
    case 'hostileCard': {
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
    }
    case 'winCondition': {
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
    }
    case 'gameLength':
      return {
        purpose: 'Game length: D4 — 1 = 5 rounds, 2–3 = 6 rounds, 4 = 7 rounds',
        who: null,
        groups: [{ label: 'Game length', spec: sum(1, 'd4') }],
        target: null,
        odds: null,
        rule: 'salvage.mission-setup',
      };
    case 'wasteChute':
      return {
        purpose: `${unitById(m, e.unit)?.name ?? e.unit} is by a Waste Chute: D4 — 1–2 up a depth, 3–4 down, and 1 damage`,
        who: null,
        groups: [{ label: 'Waste Chute', spec: sum(1, 'd4') }],
        target: null,
        odds: 0.5,
        rule: 'salvage.hazards',
      };
    case 'scatter':
      return {
        purpose: 'The throw misses its mark: D8 direction, it lands 4" away that way',
        who: null,
        groups: [{ label: 'Scatter', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.weapon-keywords',
      };
    case 'injury':
      return {
        purpose: `Injury roll for ${m.companies[e.side]?.roster.find((b) => b.id === e.boiler)?.name ?? e.boiler}: D44, ${m.crews[e.side]?.won === true ? '+2 (win condition met)' : '−2 (win condition missed)'}, moved along the table's readings`,
        who: null,
        groups: [{ label: 'Injury', spec: { count: 2, die: 'd4', read: 'd44' } }],
        target: null,
        odds: null,
        rule: 'salvage.injuries',
      };
    case 'statLoss':
      return {
        purpose: `${m.companies[e.side]?.roster.find((b) => b.id === e.boiler)?.name ?? e.boiler} loses 1D8 ${e.stat === 'muscle' ? 'Muscle' : 'Smarts'}`,
        who: null,
        groups: [{ label: 'Loss', spec: sum(1, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.injuries',
      };
    case 'transitFind': {
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
    }
    case 'blightCheck': {
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
    }
    case 'manifestation':
      return {
        purpose: 'Blight manifests: roll 2D8 on the manifestation table',
        who: null,
        groups: [{ label: 'Manifestation', spec: sum(2, 'd8') }],
        target: null,
        odds: null,
        rule: 'salvage.blight-manifestation',
      };
    default:
      return null;
  }
}

/** A die that counts as a success at this TN (an 8 always does). */
export function isSuccess(face: number, tn: number): boolean {
  return face === 8 || (face !== 1 && face >= tn);
}

export function successCount(faces: readonly number[], tn: number): number {
  return faces.filter((f) => isSuccess(f, tn)).length;
}

/** Who rolls each group of a pool roll, and at what TN (Unlucky re-rolls a roller's successes). */
export function poolRollers(m: Mission, e: Effect): { unit: Unit; tn: number }[] | null {
  switch (e.kind) {
    case 'test': {
      const u = unitById(m, e.unit);
      return u === undefined ? null : [{ unit: u, tn: testTn(u, e.tn) }];
    }
    case 'attack': {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      const p = attackPools(m, e);
      return a === undefined || d === undefined || p === null
        ? null
        : [
            { unit: a, tn: p.attackTn },
            { unit: d, tn: p.defenceTn },
          ];
    }
    case 'shove': {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      return a === undefined || d === undefined
        ? null
        : [
            { unit: a, tn: testTn(a, 6) },
            { unit: d, tn: testTn(d, 6) },
          ];
    }
    default:
      return null;
  }
}

/**
 * Chance an attack hits (Resolve: more successes than the defender, or as many when that is at least one),
 * Unlucky included on either side.
 */
export function hitOdds(p: AttackPools, attackerUnlucky: boolean, defenderUnlucky: boolean): number {
  const atk = netSuccesses(p.attackDice, p.attackTn, attackerUnlucky);
  const def = netSuccesses(p.defenceDice, p.defenceTn, defenderUnlucky);
  return beats(atk, def, false) + [...atk].reduce((s, [n, q]) => s + (n >= 1 ? q * (def.get(n) ?? 0) : 0), 0);
}

/** Chance a Simple Test of this unit passes at this TN (Concentrate, Stunned and Unlucky counted). */
export function testOdds(u: Unit, stat: 'muscle' | 'smarts', tn: number): number {
  return atLeast(netSuccesses(testDice(u, stat), testTn(u, tn), unlucky(u)), 1);
}

/** Chance an Interact with a door or an airlock succeeds now; null when an open airlock needs no test. */
export function interactOdds(m: Mission, u: Unit, piece: TerrainPiece): number | null {
  if (piece.kind !== 'airlock') return testOdds(u, 'smarts', 6);
  const level = dangerLevel(m.danger);
  if (airlocksOpenAutomatically(level) || m.airlocksOpen) return null;
  return testOdds(u, 'smarts', airlockInteractTn(level) ?? 6);
}
