import { codeWords } from '../../../src/rules/tilemap/words';
import type { StateValue } from 'xstate';
import { PSI_POWERS, meditateRoll, psiDifficulty, psiRoll } from '../../../src/rules/kraken/crew/psi';
import { bestPsiItemBonus } from '../../../src/rules/kraken/crew/inventory';
import { itemsCarried } from '../../../src/rules/kraken/crew/inventory';
import { allDodgeOdds } from '../../../src/rules/tilemap/dungeonRolls';
import { actionOxygen } from '../../../src/rules/tilemap/dungeonSteps';
import { techCheckOdds } from '../../../src/rules/tilemap/elements';
import { memoryOf, type Exploration } from '../../../src/rules/tilemap/exploration';
import { describeSpace, spacesWith, type TileMapGraph } from '../../../src/rules/tilemap/graph';
import { solveReward } from '../../../src/rules/tilemap/journey';
import { resolvableNow } from '../../../src/rules/tilemap/triggers';
import { deployedSheets } from '../../../src/rules/kraken/dungeon/crewSync';
import { graphFor, standingGraph } from '../../../src/rules/kraken/dungeon/graphs';
import { landingMaps } from '../../../src/rules/kraken/dungeon/steps';
import { knownValue } from '../../../src/rules/kraken/dungeon/elementValue';
import { nextForTask } from '../../../src/rules/kraken/dungeon/tasks.next';
import type { DungeonContext, DungeonDecision } from './types';
import { gamblerOffers } from '../../../src/rules/kraken/dungeon/gambler';
import { crawlHireOffers, stallOffers } from '../../../src/rules/kraken/dungeon/stall';
import { shipStallOffers } from '../../../src/rules/kraken/dungeon/shipStall';
import { tradeOffers } from '../../../src/rules/kraken/dungeon/trade';
import { treasureOffers } from '../../../src/rules/kraken/dungeon/treasure';
import { dungeonView } from './view';
import { awake, elementOffers, knock, knockHint, leaveOffers, pct, type Offer } from './offers.here';

export type { Offer };

/**
 * The decisions worth offering in each waiting state, with labels in the project's words, the exact odds of
 * any roll they start and the rule they follow. The mode turns these into ChoiceBar choices; the bar shows
 * only those the snapshot accepts. Odds come from the rules (techCheckOdds, psiRoll, avoidOptions …).
 */

function setUpOffers(context: DungeonContext, state: string): Offer[] {
  switch (state) {
    case 'settingUp':
      return [
        {
          id: 'map-ids-now',
          label: 'Throw a d20 for every Map-ID now',
          event: { type: 'mapIds.rollAll' },
          rule: 'kraken.location-parameters',
        },
        {
          id: 'map-ids-entry',
          label: 'Throw each Map-ID on entering its map',
          event: { type: 'mapIds.onEntry' },
          rule: 'kraken.location-parameters',
        },
      ];
    case 'choosingMap':
      return landingMaps(context).map((n) => ({
        id: `land-${n}`,
        label: n === 1 ? 'Land at the entrance of map 1' : `Teleport down to map ${n}`,
        event: { type: 'deploy.map', mapNumber: n },
        rule: 'kraken.teleporter',
      }));
    case 'deploying': {
      const graph = graphFor(context, context.deployMap ?? 1);
      const team = context.sheets.filter((s) => s.condition === 'conscious').slice(0, 4);
      if (graph === null) return [];
      return spacesWith(graph, 'entrance').map((space) => ({
        id: `deploy-${space}`,
        label: `Deploy ${team.map((s) => s.name).join(', ')} at ${describeSpace(graph, space)}`,
        event: { type: 'deploy', entrance: space, crewIds: team.map((s) => s.id) },
        rule: 'kraken.deployment',
      }));
    }
    case 'travelling': {
      const transit = context.exploration?.transit ?? null;
      const graph = transit === null ? null : graphFor(context, transit.mapNumber);
      if (transit === null || graph === null) return [];
      return spacesWith(graph, transit.arriveAt).map((space) => ({
        id: `arrive-${space}`,
        label: `Arrive at ${describeSpace(graph, space)} on map ${transit.mapNumber}`,
        event: { type: 'arrive', space },
        rule: 'kraken.moving-forward',
      }));
    }
    default:
      return [];
  }
}

function minesOffers(context: DungeonContext, exploration: Exploration, graph: TileMapGraph): Offer[] {
  const head = resolvableNow(exploration.pending)[0];
  if (head?.type !== 'mine') return [];
  const item = graph.elements.get(head.key);
  const known =
    item?.element.value !== 'random' || memoryOf(exploration).randomValues[head.key] !== undefined;
  const grade = knownValue(exploration, head.key, item?.element.value, {});
  const offers: Offer[] = awake(context).map((s) => ({
    id: `mines-disarm-${s.id}`,
    label: `${s.name} tries to disarm ${codeWords(head.code)}${known ? ` (${pct(techCheckOdds(s.attributes.tech, grade))})` : ''}`,
    event: { type: 'mines.disarm', crewId: s.id },
    odds: known ? techCheckOdds(s.attributes.tech, grade) : null,
    rule: 'kraken.mines',
    hint: known
      ? '2d6 + Tech against 10 + grade; on a failure the disarmer is caught and takes 2 more.'
      : 'The grade is unknown: a d6 fixes it first.',
  }));
  const everyone = allDodgeOdds(exploration.crew);
  offers.push({
    id: 'mines-brave',
    label: `Nobody disarms: everyone dodges (${pct(everyone)} that nobody is caught)`,
    event: { type: 'mines.brave' },
    odds: everyone,
    rule: 'kraken.mines',
  });
  return offers;
}

function encounterOffers(context: DungeonContext): Offer[] {
  const view = dungeonView(context);
  const encounter = view.encounter;
  if (encounter === null) return [];
  const offers: Offer[] = [];
  for (const option of view.avoid) {
    if (option.refusal !== null) continue;
    const odds = option.odds;
    const label = {
      run: 'Run',
      camouflage: 'Camouflage',
      charisma: 'Talk past it (Charisma)',
      intimidate: 'Intimidate',
    }[option.way];
    const event: DungeonDecision =
      option.way === 'charisma' ? { type: 'avoid.charisma', credits: 0 } : { type: `avoid.${option.way}` };
    offers.push({
      id: `avoid-${option.way}`,
      label: `${label} (${pct(odds)})`,
      event,
      odds,
      rule: 'kraken.avoid-combat',
    });
    if (option.way === 'charisma' && context.credits > 0) {
      offers.push({
        id: 'avoid-charisma-credits',
        label: `Talk past it, offering all ${context.credits} ${context.credits === 1 ? 'credit' : 'credits'}`,
        event: { type: 'avoid.charisma', credits: context.credits },
        rule: 'kraken.avoid-combat',
        hint: 'Credits paid add to the roll and are spent whatever happens.',
      });
    }
  }
  offers.push({
    id: 'fight',
    label: `Fight ${codeWords(encounter.code)} (${encounter.level === null ? 'level thrown on entering' : `level ${encounter.level}`}${encounter.boss ? ', boss' : ''})`,
    event: { type: 'encounter.fight' },
    rule: encounter.boss ? 'kraken.boss' : 'kraken.enemy-tile',
  });
  return offers;
}

function crewOffers(context: DungeonContext): Offer[] {
  const offers: Offer[] = [];
  const team = deployedSheets(context);
  const exploration = context.exploration;
  const graph = standingGraph(context);
  const k = exploration === null || graph === null ? {} : knock(context, actionOxygen(exploration, graph));
  for (const sheet of team) {
    if (sheet.psi !== null && sheet.condition === 'conscious') {
      if (sheet.psi.exhausted) {
        const need = meditateRoll(sheet);
        offers.push({
          id: `meditate-${sheet.id}`,
          label: `${sheet.name} meditates (${pct(need.odds ?? 0)})`,
          event: { type: 'psi.meditate', crewId: sheet.id },
          odds: need.odds,
          rule: 'kraken.meditate',
          hint: 'Costs oxygen instead of an action: 0 breathable, 1 none, 2 Hell.',
        });
      } else {
        for (const power of PSI_POWERS.filter((p) => p.phase === 'exploration')) {
          const need = psiRoll(sheet, power);
          // 000 PSI Powers: d6 + PSI (+ one PSI item) must reach the difficulty; a power out of reach is
          // shown disabled with the sum it falls short by, not offered at 0 %.
          const bonus = sheet.psi.level + bestPsiItemBonus(sheet.inventory);
          const disabled =
            need.odds === 0
              ? {
                  disabled: `${power.name} needs ${psiDifficulty(power)}: d6 + PSI ${bonus} reaches ${bonus + 6} at most.`,
                }
              : {};
          if (power.effect.kind === 'loot-shift') {
            // PSI DIVINATION: the player picks the way of the shift now (kraken.psi-exploration).
            for (const shift of [3, -3] as const)
              offers.push({
                id: `psi-${sheet.id}-${power.id}-${shift > 0 ? 'up' : 'down'}`,
                label: `${sheet.name}: ${power.name}, ${shift > 0 ? '+' : '−'}${power.effect.amount} on the next d20 loot roll (${pct(need.odds ?? 0)})`,
                group: [`${sheet.name}: PSI`, power.name],
                short: `${shift > 0 ? '+' : '−'}${power.effect.amount} on the next d20 loot roll`,
                event: { type: 'psi.use', crewId: sheet.id, power: power.id, shift, ...k },
                odds: need.odds,
                rule: 'kraken.psi-exploration',
                ...disabled,
              });
            continue;
          }
          offers.push({
            id: `psi-${sheet.id}-${power.id}`,
            label: `${sheet.name}: ${power.name} (${pct(need.odds ?? 0)})`,
            // Each PSI crew member's powers in one step, so the exploration's list stays short.
            group: [`${sheet.name}: PSI`],
            short: power.name,
            event: { type: 'psi.use', crewId: sheet.id, power: power.id, ...k },
            odds: need.odds,
            rule: 'kraken.psi-exploration',
            ...disabled,
          });
        }
      }
    }
    for (const { slot, item } of itemsCarried(sheet.inventory)) {
      if (item.item.heal === undefined) continue;
      for (const target of team.filter((t) => t.condition !== 'killed')) {
        const line = context.exploration?.crew.find((m) => m.id === target.id);
        if (line === undefined || line.hp >= line.maxHp) continue;
        offers.push({
          id: `item-${sheet.id}-${slot}-${target.id}`,
          label: `${sheet.name} uses ${item.item.name} on ${target.name}`,
          group: [`${sheet.name}: ${item.item.name} (slot ${slot})`],
          short: `on ${target.name}`,
          event: { type: 'item.use', crewId: sheet.id, slot, targetId: target.id },
          rule: 'kraken.using-items-exploration',
        });
      }
    }
  }
  return offers;
}

function exploringOffers(context: DungeonContext, exploration: Exploration, graph: TileMapGraph): Offer[] {
  const view = dungeonView(context);
  const moves: Offer[] = view.moves.map((m) => {
    const k = knock(context, m.oxygen);
    const effects = [...m.setsOff, ...m.atOnce];
    return {
      id: `move-${m.to}`,
      label: `Move to ${m.name} — ${m.oxygen} oxygen${effects.length > 0 ? ` — sets off ${effects.map(codeWords).join(', ')}` : ''}`,
      event: { type: 'move', to: m.to, ...k },
      rule: 'kraken.move-activate',
      hint: `${m.zone} air${m.actions === 2 ? ', 2 actions (an obstacle)' : ''}${m.byChoice.length > 0 ? `; there: ${m.byChoice.join(', ')}` : ''}${knockHint(k, context)}`,
    };
  });
  if (exploration.freeMove && moves.length > 0) return [...moves, ...crewOffers(context)];
  const k = knock(context, actionOxygen(exploration, graph));
  return [
    ...moves,
    ...elementOffers(context, exploration, graph),
    ...tradeOffers(context),
    ...gamblerOffers(context, k),
    ...stallOffers(context),
    ...shipStallOffers(context),
    ...leaveOffers(context, exploration, graph),
    {
      id: 'activate',
      label: 'Spend an action here',
      event: { type: 'activate', ...k },
      rule: 'kraken.move-activate',
    },
    ...crewOffers(context),
  ];
}

/** The active state as a dotted path ("exploring.acting"). */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0] ?? ['', undefined];
  return inner === undefined ? key : `${key}.${statePath(inner)}`;
}

/**
 * The decisions to offer in the state named `state` (a dotted path such as "exploring.acting"). During a
 * ground combat the choices are the fight's own (`combatChoices`, offered by the mode), not these.
 */
export function dungeonOffers(context: DungeonContext, state: string): readonly Offer[] {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (state === 'treasure') return treasureOffers(context);
  if (state === 'reward') {
    if (exploration === null) return [];
    return solveReward(exploration.location).options.map((o, i) => ({
      id: `reward-${i}`,
      label: `${o.treasures} treasures of grade ${o.grade}`,
      event: { type: 'reward.choose', option: i },
      rule: 'kraken.solving-location',
    }));
  }
  if (exploration === null || graph === null) return setUpOffers(context, state);
  // A teleportal's pick sits inside the loop of the task that jumped (a trigger or the team's own jump).
  switch (state.endsWith('.portalChoice') ? 'portalChoice' : state) {
    case 'travelling':
      return setUpOffers(context, state);
    case 'resolving.mines':
      return [...minesOffers(context, exploration, graph), ...crewOffers(context)];
    case 'resolving.pickEncounter':
      return resolvableNow(exploration.pending).map((p) => ({
        id: `face-${p.key}`,
        label: `Face ${codeWords(p.code)} first`,
        event: { type: 'encounter.face', key: p.key },
        rule: 'kraken.triggering-tiles',
      }));
    case 'portalChoice': {
      const next = context.task === null ? null : nextForTask(context, context.task, context.faces);
      return next?.kind !== 'choose'
        ? []
        : next.options.map((space) => ({
            id: `portal-to-${space}`,
            label: `Arrive at ${describeSpace(graph, space)}`,
            event: { type: 'portal.choose', space },
            rule: 'kraken.teleportal',
          }));
    }
    case 'encounter.choosing':
      return [...encounterOffers(context), ...crewOffers(context)];
    case 'hiring.level':
    case 'hiring.gain':
    case 'hiring.gear':
      return crawlHireOffers(context);
    case 'exploring.freeMove':
    case 'exploring.acting':
    case 'exploring.breathless':
      return exploringOffers(context, exploration, graph);
    default:
      return [];
  }
}
