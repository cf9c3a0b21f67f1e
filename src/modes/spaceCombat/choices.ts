import type { SpaceCombatEvent } from '../../../machines/kraken/space/spaceCombat.types';
import type { BoardingDecision, BoardingFight } from '../../rules/kraken/space/boardingFlow';
import type {
  CrewAttribute,
  ObjectivePick,
  RepairTarget,
  SpaceCombat,
  SpaceCrew,
} from '../../rules/kraken/space/combatTypes';
import type { Choice } from '../../game/mode';
import { boardingOwed } from '../../rules/kraken/space/boardingFlow';
import { boardable } from '../../rules/kraken/space/combatBoarding';
import { evadeRoll, shieldOptions } from '../../rules/kraken/space/combatEnemyFire';
import { escapeRoll } from '../../rules/kraken/space/combatEscape';
import { readyWeapons, weaponOf } from '../../rules/kraken/space/combatFire';
import { objectiveWords } from '../../rules/kraken/space/objectiveWords';
import { currentObjective, objectiveRoll, repairRoll } from '../../rules/kraken/space/combatObjectives';
import { liveEnemies, unusedCrew } from '../../rules/kraken/space/combatState';
import { enemyName, systemName } from '../../game/kraken/spaceCombatNames';
import { owed } from '../../rules/kraken/space/combatFlow';

/**
 * What a player may do in a space combat, as choice-bar entries, with the exact odds of the roll each one
 * starts. Compound decisions are offered in the shapes a player reaches for — one crew member or the whole
 * unused crew at an objective, all weapons at one target or one weapon at a time — and the machine refuses
 * anything the rules do not allow. `src/modes/spaceCombat/mode.ts` keeps only those the machine can take.
 */

type C = Choice<SpaceCombatEvent>;

const ATTRIBUTE_NAMES: Readonly<Record<CrewAttribute, string>> = {
  ranged: 'Ranged',
  melee: 'Melee',
  tech: 'Tech',
  charisma: 'Charisma',
};

/** The attribute a crew member brings to this kind of objective: their best of those that count. */
function bestPick(m: SpaceCrew, kind: 'attack' | 'tech' | 'charisma'): ObjectivePick {
  if (kind === 'attack') return { crewId: m.id, attribute: m.ranged >= m.melee ? 'ranged' : 'melee' };
  return { crewId: m.id, attribute: kind };
}

function objectiveChoices(c: SpaceCombat): C[] {
  const objective = currentObjective(c);
  const free = unusedCrew(c);
  const out: C[] = [];
  if (objective !== undefined && free.length > 0) {
    // Space Kraken §10: the book's "T7" in words, "Tech objective of difficulty 7".
    const name = objectiveWords(objective, true);
    const kinds =
      objective.attribute === 'any' ? (['attack', 'tech', 'charisma'] as const) : [objective.attribute];
    for (const kind of kinds) {
      const team = free.slice(0, 4).map((m) => bestPick(m, kind));
      const label = kind === 'attack' ? 'attack' : ATTRIBUTE_NAMES[kind];
      if (team.length > 1) {
        out.push({
          id: `objective-all-${kind}`,
          label: `${name}: every unused crew member together (${label})`,
          event: { type: 'objective.try', picks: team },
          odds: objectiveRoll(c, team).need.odds,
          rule: 'kraken.objective-check',
          group: [name],
          short: `All together (${label})`,
        });
      }
      for (const pick of team) {
        const m = free.find((x) => x.id === pick.crewId);
        if (m === undefined) continue;
        out.push({
          id: `objective-${m.id}-${kind}`,
          label: `${name}: ${m.name} alone (${ATTRIBUTE_NAMES[pick.attribute]} ${m[pick.attribute]})`,
          event: { type: 'objective.try', picks: [pick] },
          odds: objectiveRoll(c, [pick]).need.odds,
          rule: 'kraken.objective-check',
          group: [name],
          short: `${m.name} (${ATTRIBUTE_NAMES[pick.attribute]} ${m[pick.attribute]})`,
        });
      }
    }
  }
  const damaged = c.ship.fitted.filter((f) => f.damaged);
  const targets: { target: RepairTarget; what: string }[] = [
    ...damaged.map((f) => ({
      target: { kind: 'system', fittedId: f.id } as const,
      what: systemName(c, f.id),
    })),
    { target: { kind: 'sp' }, what: '3 SP' },
  ];
  for (const m of free) {
    for (const { target, what } of targets) {
      out.push({
        id: `repair-${m.id}-${target.kind === 'sp' ? 'sp' : target.fittedId}`,
        label: `Repair ${what}: ${m.name} (Tech ${m.tech}) against 9`,
        event: { type: 'repair.try', crewIds: [m.id], target },
        odds: repairRoll(c, [m.id]).need.odds,
        rule: 'kraken.space-repair',
        group: [`Repair ${what}`],
        short: `${m.name} (Tech ${m.tech})`,
      });
    }
  }
  out.push({
    id: 'objectives-done',
    label: 'Done with objectives and repairs: on to firing',
    event: { type: 'objectives.done' },
    rule: 'kraken.space-combat',
  });
  return out;
}

function fireChoices(c: SpaceCombat): C[] {
  const weapons = readyWeapons(c).slice();
  const enemies = liveEnemies(c);
  const out: C[] = [
    {
      id: 'fire-hold',
      label: 'Hold fire this turn',
      event: { type: 'fire', shots: [] },
      rule: 'kraken.space-fire',
    },
  ];
  const volley = weapons.slice(0, 4);
  for (const e of enemies) {
    const name = enemyName(c, e.uid);
    if (volley.length > 1) {
      out.push({
        id: `fire-all-${e.uid}`,
        label: `Fire ${volley.length} weapons at ${name}`,
        event: {
          type: 'fire',
          shots: volley.map((weaponId) => ({ weaponId, targetUid: e.uid, overclock: false })),
        },
        rule: 'kraken.space-fire',
        group: [`At ${name}`],
        short: `All ${volley.length} weapons`,
      });
    }
    for (const weaponId of weapons) {
      const weapon = weaponOf(c, weaponId);
      const label = systemName(c, weaponId);
      out.push({
        id: `fire-${weaponId}-${e.uid}`,
        label: `Fire ${label} at ${name}`,
        event: { type: 'fire', shots: [{ weaponId, targetUid: e.uid, overclock: false }] },
        rule: 'kraken.space-fire',
        group: [`At ${name}`],
        short: label,
      });
      if (weapon?.overclock === true) {
        out.push({
          id: `fire-oc-${weaponId}-${e.uid}`,
          label: `Fire ${label} at ${name} in burst mode (2 extra ammo, double damage)`,
          event: { type: 'fire', shots: [{ weaponId, targetUid: e.uid, overclock: true }] },
          rule: 'kraken.ship-weapon-effects',
          group: [`At ${name}`],
          short: `${label}, burst`,
          cost: '3 ammo',
        });
      }
    }
  }
  return out;
}

function rerollChoices(c: SpaceCombat): C[] {
  const out: C[] = unusedCrew(c).map((m) => ({
    id: `reroll-${m.id}`,
    label: `${m.name} re-rolls the missed shot`,
    event: { type: 'reroll', crewId: m.id },
    rule: 'kraken.space-fire',
  }));
  out.unshift({
    id: 'reroll-skip',
    label: 'Let the miss stand',
    event: { type: 'reroll.skip' },
    rule: 'kraken.space-fire',
  });
  return out;
}

function evadeChoices(c: SpaceCombat): C[] {
  const free = [...unusedCrew(c)].sort((a, b) => b.tech - a.tech);
  const out: C[] = [
    { id: 'evade-skip', label: 'Take the hit', event: { type: 'evade.skip' }, rule: 'kraken.evade' },
  ];
  const pair = free.slice(0, 2).map((m) => m.id);
  if (pair.length === 2) {
    out.push({
      id: 'evade-pair',
      label: `Evade: ${free[0]?.name} and ${free[1]?.name} pilot`,
      event: { type: 'evade', crewIds: pair },
      odds: evadeRoll(c, pair).need.odds,
      rule: 'kraken.evade',
    });
  }
  for (const m of free) {
    out.push({
      id: `evade-${m.id}`,
      label: `Evade: ${m.name} pilots alone (Tech ${m.tech})`,
      event: { type: 'evade', crewIds: [m.id] },
      odds: evadeRoll(c, [m.id]).need.odds,
      rule: 'kraken.evade',
    });
  }
  return out;
}

function boardChoices(c: SpaceCombat): C[] {
  const free = unusedCrew(c).map((m) => m.id);
  const out: C[] = [
    { id: 'board-skip', label: 'Stay aboard', event: { type: 'board.skip' }, rule: 'kraken.boarding' },
  ];
  for (const uid of boardable(c)) {
    const name = enemyName(c, uid);
    out.push({
      id: `board-${uid}`,
      label: `Board ${name} with every unused crew member (${free.length})`,
      event: { type: 'board', enemyUid: uid, crewIds: free },
      rule: 'kraken.boarding',
    });
  }
  return out;
}

export function spaceChoices(c: SpaceCombat): C[] {
  const o = owed(c);
  if (o.kind === 'boarding') {
    const r = o.request;
    if (r.side === 'ours') return [];
    return r.candidates.map((uid) => ({
      id: `boarding-order-${uid}`,
      label: `Fight ${enemyName(c, uid)}’s boarding party first`,
      event: { type: 'boarding.order', enemyUid: uid },
      rule: 'kraken.timeline',
    }));
  }
  if (o.kind !== 'decide') return [];
  switch (o.step) {
    case 'objectives':
      return objectiveChoices(c);
    case 'fire':
      return fireChoices(c);
    case 'reroll':
      return rerollChoices(c);
    case 'evade':
      return evadeChoices(c);
    case 'shield-pick':
      return shieldOptions(c).map((id) => ({
        id: `shield-${id}`,
        label: `${systemName(c, id)} takes the damage`,
        event: { type: 'shield.pick', fittedId: id },
        rule: 'kraken.ship-damage',
      }));
    case 'board':
      return boardChoices(c);
    case 'escape':
      return [
        {
          id: 'escape-skip',
          label: 'Fight on',
          event: { type: 'escape.skip' },
          rule: 'kraken.escape-space-combat',
        },
        {
          id: 'escape-try',
          label: 'Try to escape (the flight counts as lost)',
          event: { type: 'escape' },
          odds: escapeRoll(c).need.odds,
          rule: 'kraken.escape-space-combat',
        },
      ];
    case 'drones': {
      const out: C[] = [
        {
          id: 'drones-skip',
          label: 'Skip the drones',
          event: { type: 'drones.skip' },
          rule: 'kraken.space-recharge',
        },
      ];
      for (const f of c.ship.fitted.filter((x) => x.damaged))
        out.push({
          id: `drones-${f.id}`,
          label: `Repair Drones mend ${systemName(c, f.id)}`,
          event: { type: 'drones', target: { kind: 'system', fittedId: f.id } },
          rule: 'kraken.space-recharge',
        });
      out.push({
        id: 'drones-sp',
        label: 'Repair Drones restore 3 SP',
        event: { type: 'drones', target: { kind: 'sp' } },
        rule: 'kraken.space-recharge',
      });
      return out;
    }
  }
}

/** The boarding child's choices. */
export function boardingChoices(f: BoardingFight): Choice<BoardingDecision>[] {
  const s = f.state;
  const conscious = s.crew.filter((m) => m.condition === 'conscious');
  switch (boardingOwed(f)) {
    case 'reroll': {
      const misses = s.yourFaces.map((face, i) => (face < 4 ? i : -1)).filter((i) => i >= 0);
      return [
        {
          id: 'reroll-none',
          label: 'Keep the dice as they fell',
          event: { type: 'boarding.reroll', dice: [] },
          rule: 'kraken.boarding-loop',
        },
        ...(misses.length > 0
          ? [
              {
                id: 'reroll-misses',
                label: `Re-roll the ${misses.length} ${misses.length === 1 ? 'die' : 'dice'} that missed`,
                event: { type: 'boarding.reroll' as const, dice: misses },
                rule: 'kraken.boarding-loop',
              },
            ]
          : []),
      ];
    }
    case 'cancel': {
      const most = Math.min(s.yourHits, s.enemyHits);
      return Array.from({ length: most + 1 }, (_, n) => ({
        id: `cancel-${n}`,
        label:
          n === 0
            ? `Cancel none: keep all ${s.yourHits} hits to strike`
            : `Cancel ${n} of their hits (${s.yourHits - n} of yours left to strike)`,
        event: { type: 'boarding.cancel' as const, count: n },
        rule: 'kraken.boarding-loop',
      }));
    }
    case 'take-hits':
      return conscious.map((m) => ({
        id: `hit-${m.id}`,
        label: `${m.name} takes the hit (${m.hp} HP → ${m.hp - 4})`,
        event: { type: 'boarding.hit' as const, crewId: m.id },
        rule: 'kraken.boarding-loop',
      }));
    case 'sacrifice':
      return [
        {
          id: 'sacrifice-none',
          label: 'Let the lone hit go',
          event: { type: 'boarding.sacrifice', crewId: null },
          rule: 'kraken.boarding-loop',
        },
        ...conscious.map((m) => ({
          id: `sacrifice-${m.id}`,
          label: `Sacrifice attack: ${m.name} gives 3 HP to remove an enemy die`,
          event: { type: 'boarding.sacrifice' as const, crewId: m.id },
          rule: 'kraken.boarding-loop',
        })),
      ];
    case 'continue':
      return [
        {
          id: 'boarding-next',
          label: `Fight round ${s.round + 1}`,
          event: { type: 'boarding.next' },
          rule: 'kraken.boarding-loop',
        },
        {
          id: 'boarding-retreat',
          label: 'Retreat to your ship',
          event: { type: 'boarding.retreat' },
          rule: 'kraken.boarding-loop',
        },
      ];
    case 'heal':
      return [
        {
          id: 'heal-done',
          label: 'Leave the rest unconscious (no risk)',
          event: { type: 'boarding.heal.done' },
          rule: 'kraken.after-boarding',
        },
        ...s.crew
          .filter((m) => f.healQueue.includes(m.id))
          .map((m) => ({
            id: `heal-${m.id}`,
            label: `Heal ${m.name} in a hurry (a 1 kills)`,
            event: { type: 'boarding.heal' as const, crewId: m.id },
            odds: 5 / 6,
            rule: 'kraken.after-boarding',
          })),
      ];
    default:
      return [];
  }
}
