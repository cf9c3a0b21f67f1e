import {
  boostOptions,
  attackNeed,
  attackOdds,
  attackAttribute,
  canSplitTargets,
  flankRoll,
} from '../../src/rules/kraken/groundCombat/attack';
import type { Boost } from '../../src/rules/kraken/groundCombat/attack';
import type { CrewMember } from '../../src/rules/kraken/crew/crew';
import { crewMaxHp, hasTraitRule, isActive } from '../../src/rules/kraken/crew/crew';
import type { PsiPower } from '../../src/rules/kraken/crew/psi';
import type { SlotContent } from '../../src/rules/kraken/crew/inventory';
import { telekinesisRefusal } from '../../src/rules/kraken/groundCombat/combatPsi';
import type { Fight } from '../../src/rules/kraken/groundCombat/combatTypes';
import type { CombatDecision } from '../../src/rules/kraken/groundCombat/combatDecisions';
import { actingCrew, escapeNeed, unjamBonus } from '../../src/rules/kraken/groundCombat/combatActions';
import { attackPlanFor, concentrateBonus, hitNeed } from '../../src/rules/kraken/groundCombat/combatAttack';
import {
  consciousCrew,
  crewName,
  enemyName,
  fightingEnemies,
  statusOf,
} from '../../src/rules/kraken/groundCombat/combatFlow';
import { rowOffer } from '../../src/rules/kraken/groundCombat/combatSpoils';
import { crewInitiativeOdds } from '../../src/rules/kraken/groundCombat/initiative';
import { initiativeSetup } from '../../src/rules/kraken/groundCombat/combatSpawn';
import { HAND_SLOTS, SLOT_IDS, itemsCarried, weaponsInHands } from '../../src/rules/kraken/crew/inventory';
import { PSI_POWERS, meditateRoll, psiPower, psiRoll } from '../../src/rules/kraken/crew/psi';
import { landedOn, psiShieldHero } from '../../src/rules/kraken/groundCombat/combatPsiShield';
import { unjamRoll } from '../../src/rules/kraken/crew/weaponState';
import { ammoDropOptions } from '../../src/rules/kraken/groundCombat/spoils';

/**
 * Every decision worth offering in a fight, with the exact odds of the roll each one starts. The mode shows
 * the ones the machine accepts now (`snapshot.can`); the rest are dropped there. Attacks are listed for each
 * weapon, target and boost split; a multi-attack that may be split (melee, or ranged with Independent
 * Targeting; kraken.target-choice) also for every way of sharing its dice among the fighting enemies, in
 * the order the enemies are listed (other orders, Berserk amounts and gear swaps beyond the simplest are for
 * a richer form in the UI). A crew member with Chain Attack chains each single-target melee attack on to the
 * other fighting enemies in list order. PSI Telekinesis is offered for every piece in a hand moving to an
 * empty slot of another conscious crew member that can carry it.
 */
export interface CombatChoice {
  readonly id: string;
  readonly label: string;
  readonly event: CombatDecision;
  readonly odds?: number | null;
  readonly rule?: string;
  readonly hint?: string;
  /** The ChoiceBar's steps to it, outermost first (PSI power → piece → crew member); see Choice.group. */
  readonly group?: readonly string[];
  /** Its label inside its innermost step. */
  readonly short?: string;
  /** Shown on the choice: what it costs. */
  readonly cost?: string;
  /** Why it is shown but cannot be taken (a roll with no chance). */
  readonly disabled?: string;
}

/**
 * Why a d6 roll needing `need` (after every modifier) cannot succeed: a 7 or more is off the die. Shown on
 * the choice, which stays in the list disabled instead of being offered (kraken.attack: a 1 always misses).
 */
function hopeless(odds: number | null | undefined, need: number, what: string): { disabled?: string } {
  if (odds !== 0) return {};
  return { disabled: `No chance: ${what} needs ${need}+ on a d6.` };
}

/** The reason a PSI check cannot succeed, from its need (d6 + PSI against the power's difficulty). */
function psiHopeless(roll: ReturnType<typeof psiRoll>): { disabled?: string } {
  if (roll.odds !== 0 || !('check' in roll) || roll.check.kind !== 'kraken-attribute') return {};
  return hopeless(0, roll.check.target - roll.check.attribute, 'the PSI check');
}

function boostLabel(boost: Boost): string {
  const parts = [
    ...(boost.damage > 0 ? [`+${boost.damage} damage`] : []),
    ...(boost.accuracy > 0 ? [`−${boost.accuracy} to the hit value`] : []),
  ];
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

/** A boost inside its attack's step: what it buys, or "No boost". */
function boostText(boost: Boost): string {
  const text = boostLabel(boost);
  return text === '' ? 'No boost' : text.slice(2, -1);
}

/** Every multiset of `size` enemies, in list order, that names at least two different enemies. */
function splits(uids: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  const walk = (from: number, picked: string[]) => {
    if (picked.length === size) {
      if (new Set(picked).size > 1) out.push(picked);
      return;
    }
    for (let i = from; i < uids.length; i += 1) walk(i, [...picked, uids[i] ?? '']);
  };
  walk(0, []);
  return out;
}

function splitChoices(
  fight: Fight,
  member: CrewMember,
  weapon: 'L' | 'R' | 'fists',
  name: string,
  attribute: number,
): CombatChoice[] {
  const enemies = fightingEnemies(fight).map((e) => e.uid);
  const probe = attackPlanFor(fight, {
    weapon,
    targets: enemies.slice(0, 1),
    boost: { damage: 0, accuracy: 0 },
    berserk: 0,
    flank: false,
  });
  if (!probe.ok || probe.plan.maxDice < 2 || enemies.length < 2 || !canSplitTargets(member, probe.plan)) {
    return [];
  }
  const out: CombatChoice[] = [];
  for (const targets of splits(enemies, probe.plan.maxDice)) {
    const who = targets.map((uid) => enemyName(fight, uid)).join(', ');
    for (const boost of boostOptions(attribute)) {
      const order = { weapon, targets, boost, berserk: 0, flank: false };
      const plan = attackPlanFor(fight, order);
      const odds = plan.ok ? attackOdds(plan.plan, 0) : null;
      out.push({
        id: `split-${weapon}-${targets.join('.')}-${boost.damage}-${boost.accuracy}`,
        label: `${name}, one attack each at ${who}${boostLabel(boost)}`,
        group: [`Attack with ${name}`, 'Share the dice', who],
        short: boostText(boost),
        ...(plan.ok ? hopeless(odds, attackNeed(plan.plan, 0), 'the first hit die') : {}),
        event: { type: 'attack', ...order },
        odds,
        rule: 'kraken.target-choice',
        hint: plan.ok
          ? `Hit dice in turn: ${targets.map((_, i) => `${Math.round(attackOdds(plan.plan, i) * 100)}%`).join(', ')}.`
          : undefined,
      });
    }
  }
  return out;
}

function attackChoices(fight: Fight, member: CrewMember): CombatChoice[] {
  const out: CombatChoice[] = [];
  const enemies = fightingEnemies(fight);
  const hands = weaponsInHands(member.inventory);
  const weapons: ('L' | 'R' | 'fists')[] = [...hands.map((h) => h.slot), 'fists'];
  const chains = hasTraitRule(member, 'chain-attack');
  for (const weapon of weapons) {
    const held = weapon === 'fists' ? null : member.inventory[weapon];
    const kind = held?.kind === 'weapon' ? held.weapon.kind : 'melee';
    const name = held?.kind === 'weapon' ? held.weapon.name : 'bare fists';
    const attribute = attackAttribute(member, kind) + concentrateBonus(statusOf(fight, member.id), kind);
    const explosive = held?.kind === 'weapon' && held.weapon.keywords.includes('EX');
    out.push(...splitChoices(fight, member, weapon, name, attribute));
    for (const enemy of enemies) {
      // Chain Attack: on to the other fighting enemies, in list order (kraken.attack; combatChain.ts).
      const others = enemies.filter((e) => e.uid !== enemy.uid).map((e) => e.uid);
      const chain = chains && kind === 'melee' && !explosive && others.length > 0 ? { chain: others } : {};
      const then =
        'chain' in chain ? ` (then on to ${others.map((uid) => enemyName(fight, uid)).join(', ')})` : '';
      for (const boost of boostOptions(attribute)) {
        const order = { weapon, targets: [enemy.uid], boost, berserk: 0, flank: false, ...chain };
        const plan = attackPlanFor(fight, order);
        const odds = plan.ok ? attackOdds(plan.plan, 0) : null;
        out.push({
          id: `attack-${weapon}-${enemy.uid}-${boost.damage}-${boost.accuracy}`,
          label: `${name} at ${enemyName(fight, enemy.uid)}${boostLabel(boost)}${then}`,
          group: [`Attack with ${name}`, `at ${enemyName(fight, enemy.uid)}`],
          short: `${boostText(boost)}${then}`,
          event: { type: 'attack', ...order },
          odds,
          rule: 'kraken.attack',
          ...(plan.ok ? hopeless(odds, attackNeed(plan.plan, 0), 'the first hit die') : {}),
        });
      }
      const all: Boost = boostOptions(attribute)[0] ?? { damage: 0, accuracy: 0 };
      const flank = { weapon, targets: [enemy.uid], boost: all, berserk: 0, flank: true, ...chain };
      const plan = attackPlanFor(fight, flank);
      out.push({
        id: `flank-${weapon}-${enemy.uid}`,
        label: `Flank, then ${name} at ${enemyName(fight, enemy.uid)}${boostLabel(all)}`,
        group: [`Attack with ${name}`, `at ${enemyName(fight, enemy.uid)}`],
        short: `Flank first${boostLabel(all)}`,
        event: { type: 'attack', ...flank },
        odds: flankRoll(member).odds,
        rule: 'kraken.flank',
        hint: plan.ok ? `Then each hit die ${Math.round(attackOdds(plan.plan, 0) * 100)}%.` : undefined,
      });
      if (kind === 'melee' && member.hp > 1) {
        const berserk = Math.min(3, member.hp - 1);
        const order = { weapon, targets: [enemy.uid], boost: all, berserk, flank: false, ...chain };
        const mad = attackPlanFor(fight, order);
        out.push({
          id: `berserk-${weapon}-${enemy.uid}`,
          label: `Berserk (${berserk} HP), ${name} at ${enemyName(fight, enemy.uid)}`,
          group: [`Attack with ${name}`, `at ${enemyName(fight, enemy.uid)}`],
          short: 'Berserk',
          cost: `${berserk} HP`,
          event: { type: 'attack', ...order },
          odds: mad.ok ? attackOdds(mad.plan, 0) : null,
          rule: 'kraken.berserk',
        });
      }
    }
  }
  return out;
}

function gearChoices(fight: Fight, member: CrewMember): CombatChoice[] {
  const out: CombatChoice[] = [];
  for (const slot of SLOT_IDS) {
    const content = member.inventory[slot];
    if (content?.kind !== 'weapon') continue;
    const name = content.weapon.name;
    if (content.jam !== 'clear') {
      out.push({
        id: `unjam-${slot}`,
        label: `${content.jam === 'damaged' ? 'Repair' : 'Unjam'} ${name}`,
        event: { type: 'unjam', slot },
        odds: unjamRoll(content, member.attributes.tech, unjamBonus(member)).odds,
        rule: 'kraken.unjam',
      });
    }
    if (!content.charged) {
      out.push({
        id: `recharge-${slot}`,
        label: `Recharge ${name}`,
        event: { type: 'recharge', slot },
        rule: 'kraken.t2',
      });
    }
    for (const source of ['spare', ...SLOT_IDS] as const) {
      out.push({
        id: `reload-${slot}-${source}`,
        label: `Reload ${name} from ${source === 'spare' ? 'its spare magazine' : `slot ${source}`}`,
        group: [`Reload ${name}`],
        short: source === 'spare' ? 'from its spare magazine' : `from slot ${source}`,
        event: { type: 'reload', slot, source },
        rule: 'kraken.reload',
      });
    }
  }
  for (const { slot, item } of itemsCarried(member.inventory)) {
    const targets =
      item.item.heal !== undefined
        ? fight.crew.filter((m) => m.condition !== 'killed' && (!isActive(m) || m.hp < crewMaxHp(m)))
        : [member];
    for (const target of targets) {
      out.push({
        id: `item-${slot}-${target.id}`,
        label: `Use ${item.item.name}${target.id === member.id ? '' : ` on ${target.name}`}`,
        group: [`Use ${item.item.name}`],
        short: target.id === member.id ? `on ${member.name} (self)` : `on ${target.name}`,
        event: { type: 'item.use', slot, targetId: target.id },
        rule: 'kraken.use-item',
      });
    }
    if (item.item.attack !== undefined) {
      for (const enemy of fightingEnemies(fight)) {
        out.push({
          id: `item-${slot}-${enemy.uid}`,
          label: `Throw ${item.item.name} at ${enemyName(fight, enemy.uid)}`,
          group: [`Throw ${item.item.name}`],
          short: `at ${enemyName(fight, enemy.uid)}`,
          event: { type: 'item.use', slot, targetId: enemy.uid },
          rule: 'kraken.use-item',
        });
      }
    }
  }
  const [left, right] = HAND_SLOTS;
  out.push({
    id: 'swap-hands',
    label: 'Swap what is in each hand',
    event: {
      type: 'exchange',
      withCrewId: null,
      swaps: [{ a: { crewId: member.id, slot: left }, b: { crewId: member.id, slot: right } }],
    },
    rule: 'kraken.exchange',
  });
  return out;
}

function escapeChoice(fight: Fight, member: CrewMember): CombatChoice | null {
  const actor = member.id;
  const runners = fight.crew.filter(
    (m) =>
      m.condition !== 'killed' &&
      (m.id === actor || !statusOf(fight, m.id).activated) &&
      !m.traits.some((t) => t.rule === 'aggressive'),
  );
  const escaping = runners.map((m) => m.id);
  const sacrificed = fight.crew
    .filter((m) => m.condition !== 'killed' && !escaping.includes(m.id))
    .map((m) => m.id);
  const probe: Fight = {
    ...fight,
    activation: fight.activation === null ? null : { ...fight.activation, escape: { escaping, sacrificed } },
  };
  const roll = escapeNeed(probe);
  if (roll === null) return null;
  const left =
    sacrificed.length === 0 ? '' : ` (leaving ${sacrificed.map((id) => crewName(fight, id)).join(', ')})`;
  return {
    id: 'escape',
    label: `Escape${left}`,
    event: { type: 'escape', escaping, sacrificed },
    odds: roll.need.odds,
    rule: 'kraken.escape-ground-combat',
  };
}

function pieceName(content: SlotContent): string {
  if (content.kind === 'weapon') return content.weapon.name;
  if (content.kind === 'item') return content.item.name;
  return `${content.count} magazine${content.count === 1 ? '' : 's'}`;
}

/**
 * PSI TELEKINESIS (kraken.psi-support: pass one piece of equipment between two crew members): each piece in
 * a hand of a living crew member, to each empty slot of another conscious crew member it may go to.
 */
function telekinesisChoices(fight: Fight, member: CrewMember, power: PsiPower): CombatChoice[] {
  const out: CombatChoice[] = [];
  const roll = psiRoll(member, power);
  const odds = roll.odds;
  for (const from of fight.crew.filter((m) => m.condition !== 'killed')) {
    for (const fromSlot of HAND_SLOTS) {
      const piece = from.inventory[fromSlot];
      if (piece === null) continue;
      for (const to of consciousCrew(fight).filter((m) => m.id !== from.id)) {
        for (const toSlot of SLOT_IDS.filter((slot) => to.inventory[slot] === null)) {
          const transfer = { fromCrewId: from.id, fromSlot, toCrewId: to.id, toSlot };
          const use = { power: power.id, transfer };
          if (telekinesisRefusal(fight, use) !== null) continue;
          out.push({
            id: `psi-${power.id}-${from.id}-${fromSlot}-${to.id}-${toSlot}`,
            label: `${power.name}: ${pieceName(piece)} from ${from.name} to ${to.name} (slot ${toSlot})`,
            // kraken.psi-support: power → piece → who takes it → where it goes.
            group: [power.name, `${pieceName(piece)} from ${from.name}`, `to ${to.name}`],
            short: `slot ${toSlot}`,
            event: { type: 'psi.use', ...use },
            odds,
            rule: 'kraken.psi-support',
            ...psiHopeless(roll),
          });
        }
      }
    }
  }
  return out;
}

function psiChoices(fight: Fight, member: CrewMember): CombatChoice[] {
  const out: CombatChoice[] = [];
  if (member.psi === null) return out;
  const enemies = fightingEnemies(fight);
  const crew = consciousCrew(fight);
  for (const power of PSI_POWERS.filter((p) => p.phase === 'ground-combat')) {
    const effect = power.effect;
    const add = (suffix: string, label: string, event: CombatDecision, self = false, short?: string) => {
      const roll = psiRoll(member, power, self);
      out.push({
        id: `psi-${power.id}${suffix}`,
        label,
        event,
        odds: roll.odds,
        rule: 'kraken.psi-check',
        ...(short === undefined ? {} : { group: [power.name], short }),
        ...psiHopeless(roll),
      });
    };
    const base = { type: 'psi.use', power: power.id } as const;
    if ((effect.kind === 'damage' && !effect.allEnemies) || effect.kind === 'confuse') {
      for (const e of enemies)
        add(
          `-${e.uid}`,
          `${power.name} on ${enemyName(fight, e.uid)}`,
          { ...base, enemyId: e.uid },
          false,
          `on ${enemyName(fight, e.uid)}`,
        );
    } else if (effect.kind === 'heal' && !effect.allCrew) {
      for (const m of fight.crew.filter((c) => c.condition !== 'killed')) {
        add(
          `-${m.id}`,
          `${power.name} on ${m.name}`,
          { ...base, crewId: m.id },
          m.id === member.id,
          `on ${m.name}`,
        );
      }
    } else if (effect.kind === 'concentrate') {
      for (const m of crew) {
        for (const attribute of ['melee', 'ranged'] as const) {
          add(
            `-${m.id}-${attribute}`,
            `${power.name}: ${m.name} +2 ${attribute}`,
            { ...base, crewId: m.id, attribute },
            false,
            `${m.name} +2 ${attribute}`,
          );
        }
      }
    } else if (effect.kind === 'taunt' || effect.kind === 'extra-activation') {
      for (const m of crew)
        add(`-${m.id}`, `${power.name} on ${m.name}`, { ...base, crewId: m.id }, false, `on ${m.name}`);
    } else if (effect.kind === 'telekinesis') {
      out.push(...telekinesisChoices(fight, member, power));
    } else if (effect.kind !== 'psi-shield') {
      add('', power.name, base);
    }
  }
  return out;
}

function activationChoices(fight: Fight): CombatChoice[] {
  const member = actingCrew(fight);
  if (member === undefined) return [];
  const attack = fight.attack;
  if (attack !== null) {
    const last = attack.faces.length - 1;
    const need = hitNeed({ ...fight, attack: { ...attack, faces: attack.faces.slice(0, last) } });
    return [
      {
        id: 'reroll',
        label: 'Re-roll that die',
        event: { type: 'attack.reroll' },
        odds: need?.need.odds ?? null,
        rule: 'kraken.lone-wolf',
      },
      { id: 'keep', label: 'Keep it', event: { type: 'attack.keep' }, rule: 'kraken.lone-wolf' },
    ];
  }
  const escape = escapeChoice(fight, member);
  return [
    ...attackChoices(fight, member),
    { id: 'cover', label: 'Take cover', event: { type: 'cover' }, rule: 'kraken.cover' },
    ...gearChoices(fight, member),
    ...(escape === null ? [] : [escape]),
    // Offered after the action (psiChoice): skipping first, before the powers.
    { id: 'psi-skip', label: 'No PSI power', event: { type: 'psi.skip' }, rule: 'kraken.psi-check' },
    ...(member.psi?.exhausted === true
      ? [
          {
            id: 'meditate',
            label: 'Meditate',
            event: { type: 'meditate' } as const,
            odds: meditateRoll(member).odds,
            rule: 'kraken.meditate',
          },
        ]
      : []),
    ...psiChoices(fight, member),
    {
      id: 'cancel',
      label: `${member.name} holds back`,
      event: { type: 'activation.cancel' },
      rule: 'kraken.combat-actions',
    },
  ];
}

const creditWords = (n: number): string => `${String(n)} ${n === 1 ? 'credit' : 'credits'}`;

function spoilsChoices(fight: Fight): CombatChoice[] {
  const grade = fight.spoils.drops[fight.spoils.index] ?? 1;
  const offer = rowOffer(fight);
  return [
    {
      id: 'stimpack',
      label: 'Take a stimpack',
      event: { type: 'spoils.take', choice: 'stimpack' },
      rule: 'kraken.treasure-drops',
    },
    {
      id: 'credits',
      label: `Take ${creditWords(Math.min(6, grade))}`,
      event: { type: 'spoils.take', choice: 'credits' },
      rule: 'kraken.treasure-drops',
    },
    ...(offer === null
      ? []
      : (['left', 'right'] as const).map((side) => ({
          id: `pick-${side}`,
          label: `Take the ${fight.pieceNames?.[offer[side]] ?? offer[side]}`,
          event: { type: 'spoils.pick', side } as const,
          rule: 'kraken.item-weapon-drop',
        }))),
    ...ammoDropOptions(grade).map((option, index) => ({
      id: `ammo-${index}`,
      label:
        option.magazines === 1
          ? `One magazine of grade ${option.grade}`
          : `Two magazines below grade ${option.belowGrade}`,
      event: { type: 'spoils.ammo', option: index } as const,
      rule: 'kraken.ammo-drop',
    })),
  ];
}

/** Every candidate decision for the fight as it stands (the caller keeps those the machine accepts). */
export function combatChoices(fight: Fight): readonly CombatChoice[] {
  const crew = fight.crew.filter(isActive);
  const setup = fight.phase === 'initiative' ? initiativeSetup(fight) : null;
  const turn = fight.enemyTurn;
  return [
    ...crew.map((m) => ({
      id: `activate-${m.id}`,
      label: fight.phase === 'spawn' ? `${m.name} reacts` : `${m.name} acts`,
      event: { type: 'crew.activate', crewId: m.id } as const,
      rule: fight.phase === 'spawn' ? 'kraken.spawn-reaction' : 'kraken.combat-loop',
    })),
    {
      id: 'reaction-skip',
      label: 'Let the reaction pass',
      event: { type: 'reaction.skip' },
      rule: 'kraken.spawn-reaction',
    },
    ...crew.map((m) => ({
      id: `cover-${m.id}`,
      label: fight.initiative.cover.includes(m.id)
        ? `${m.name} leaves cover`
        : `${m.name} takes cover for turn 1`,
      event: { type: 'cover.toggle', crewId: m.id } as const,
      rule: 'kraken.initiative',
    })),
    ...(setup === null
      ? []
      : [
          {
            id: 'initiative',
            label: 'Roll initiative',
            event: { type: 'initiative.roll' } as const,
            odds: safeOdds(() => crewInitiativeOdds(setup)),
            rule: 'kraken.initiative',
          },
        ]),
    ...crew.map((m) => ({
      id: `faint-${m.id}`,
      label: `${m.name} passes out for air`,
      event: { type: 'oxygen.faint', crewId: m.id } as const,
      rule: 'kraken.oxygen-use',
    })),
    ...activationChoices(fight),
    ...(turn?.candidates ?? []).map((id) => ({
      id: `target-${id}`,
      label: `${enemyName(fight, turn?.uid ?? '')} attacks ${crewName(fight, id)}`,
      event: { type: 'enemy.target', crewId: id } as const,
      rule: 'kraken.enemy-target-priority',
    })),
    ...landedOn(fight).map((id) => ({
      id: `psi-shield-${id}`,
      label: `PSI Shield over ${crewName(fight, id)}`,
      event: { type: 'psi.shield', crewId: id } as const,
      odds: shieldOdds(fight),
      rule: 'kraken.psi-support',
    })),
    {
      id: 'psi-pass',
      label: 'Let the attack through',
      event: { type: 'psi.pass' },
      rule: 'kraken.psi-support',
    },
    ...(fight.phase === 'spoils' ? spoilsChoices(fight) : []),
  ];
}

function shieldOdds(fight: Fight): number | null {
  const hero = psiShieldHero(fight);
  return hero === undefined ? null : psiRoll(hero, psiPower('psi-shield')).odds;
}

function safeOdds(odds: () => number): number | null {
  try {
    return odds();
  } catch {
    return null;
  }
}
