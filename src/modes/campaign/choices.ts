import type { StoryPhaseContext } from '../../../machines/kraken/campaign/storyPhase.types';
import type { CampaignContext } from '../../../machines/kraken/campaign/campaign.types';
import { isActive } from '../../rules/kraken/crew/crew';
import { gainOptions } from '../../rules/kraken/dungeon/hireOffers';
import { levelUpOnShip } from '../../rules/kraken/campaign/shipLevelUp';
import {
  awaitsLeader,
  lineAwaitsEvent,
  optionPrice,
  optionRefusal,
  waitingEvent,
} from '../../rules/kraken/campaign/storyPhase';
import type { CgmEventEntry } from '../../content/schemas/cgm';
import { skipRefusal } from '../../rules/kraken/campaign/storyTurn';
import type { TurnDecision } from '../../rules/kraken/campaign/turn';
import type { StoryDecision } from '../../rules/kraken/campaign/storyPhase';
import type { Choice } from '../../game/mode';
import { recoveryBonus, shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { TRADER_NAMES, visitOptions, type VisitOption } from '../../rules/kraken/campaign/shortVisit';
import { constructionChoices, locationChoices, marketChoices, storageChoices } from './shipChoices';

/**
 * What the campaign offers in words, with the rule of each choice (Space Kraken §5–§6): the turn's own
 * choices, and the story phase's while a line runs. The crawl's and the fight's are their modes' own.
 */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Levels bought with the team's XP between phases, every gain of §14 Level Up (kraken.level-up) at the book's
 * price, grouped by member and then as a hire's gain step groups them (hireOffers.ts `gainOptions`): +1 to an
 * attribute or PSI, a positive trait for two levels (both squares), a positive with a negative trait. Only
 * what the rule would take now is offered, its XP shown before it is chosen.
 */
function levelUps(context: CampaignContext): Choice<TurnDecision>[] {
  const c = context.turn.campaign;
  const traits = context.content.catalogue.traits ?? [];
  const living = c.crew.filter((m) => m.condition !== 'killed');
  return living.flatMap((m) =>
    gainOptions(m, traits, true).flatMap((o) => {
      const event = { type: 'crew.levelUp' as const, crewId: m.id, gain: o.gain };
      const raised = levelUpOnShip(m, living, c.xp, event, traits);
      if (!raised.ok) return [];
      const cost = c.xp - raised.xp;
      const levels = o.levels === 2 ? `levels ${m.level + 1} and ${m.level + 2}` : `level ${m.level + 1}`;
      return [
        {
          id: `level:${m.id}:${o.key}`,
          label: `Level up ${m.name} to ${levels}: ${o.words}${o.change} for ${cost} XP`,
          short: o.short,
          group: ['Level up', m.name, ...o.group],
          cost: `${cost} XP`,
          event,
          rule: 'kraken.level-up',
        },
      ];
    }),
  );
}

/** A trader's grade as the short-visit choice shows it; an S? shop's is rolled when the crew arrives. */
function gradeWords(o: VisitOption): string {
  if (o.grade !== null) return ` (grade ${o.grade})`;
  return o.trader === 'shop' ? ' (S?: its grade is rolled on arrival, a d6 halved)' : '';
}

/**
 * Quests whose objective has no typed target: the player judges the sheet's words and marks one done; the
 * campaign then asks again ("yes" or "keep it") so a slip does not complete it (kraken.quest-master).
 */
function questsDone(context: CampaignContext): Choice<TurnDecision>[] {
  return context.turn.campaign.quests
    .filter((q) => q.quest.objective.target === undefined)
    .map((q) => ({
      id: `quest-done:${q.id}`,
      label: `Mark “${q.quest.quest}” done (${q.quest.objective.detail})`,
      short: `“${q.quest.quest}”`,
      group: ['Mark a quest done'],
      event: { type: 'quest.done' as const, id: q.id },
      rule: 'kraken.quest-master',
      hint: `${q.quest.objective.detail} Reward: ${q.quest.reward.credits} credits and ${q.quest.reward.xp} XP.`,
    }));
}

export function turnChoices(context: CampaignContext, state: string): Choice<TurnDecision>[] {
  const turn = context.turn;
  const c = turn.campaign;
  switch (state) {
    case 'offer': {
      const offer = turn.offer;
      if (offer?.kind === 'quest')
        return [
          {
            id: 'quest-accept',
            label: `Take the quest “${offer.quest.quest}”${offer.quest.urgent ? ' (urgent: 4 turns untouched fail it)' : ''}`,
            event: { type: 'quest.accept' },
            rule: 'kraken.quest-master',
          },
          {
            id: 'quest-decline',
            label: 'Turn the quest down',
            event: { type: 'quest.decline' },
            rule: 'kraken.quest-master',
          },
        ];
      if (offer?.kind === 'quest-done')
        return [
          {
            id: 'quest-done-confirm',
            label: `Yes: the crew did what “${offer.quest}” asks — pay its reward`,
            event: { type: 'quest.confirm' },
            rule: 'kraken.quest-master',
          },
          {
            id: 'quest-done-keep',
            label: 'No: keep the quest in the log',
            event: { type: 'quest.keep' },
            rule: 'kraken.quest-master',
          },
        ];
      if (offer?.kind === 'starmap-full')
        return [
          {
            id: 'starmap-drop',
            label: `Let ${offer.entry.name} go (the log keeps what it has)`,
            event: { type: 'starmap.drop' },
            rule: 'kraken.starmap-log',
          },
          ...c.starmap.map((l) => ({
            id: `starmap-erase:${l.key}`,
            label: `Erase ${l.name} to note ${offer.entry.name}`,
            event: { type: 'starmap.erase' as const, key: l.key },
            rule: 'kraken.starmap-log',
          })),
        ];
      return [];
    }
    case 'recovery':
      return [
        {
          id: 'recovery-take',
          label: `Recover now (+${3 + recoveryBonus(shipCatalogueOf(context.content.ship), c.ship)} HP each, oxygen full)`,
          event: { type: 'recovery.take' },
          rule: 'kraken.recovery',
        },
        {
          id: 'recovery-pass',
          label: 'Go on without recovering',
          event: { type: 'recovery.pass' },
          rule: 'kraken.recovery',
        },
        ...storageChoices(context),
        ...levelUps(context),
        ...questsDone(context),
      ];
    case 'construction':
      return [
        {
          id: 'construction-pass',
          label: 'Go on to phase 3, the free action',
          event: { type: 'construction.pass' },
          rule: 'kraken.turn-phases',
        },
        ...(c.construction === null
          ? []
          : [
              {
                id: 'construction-cancel',
                label: `Cancel building ${c.construction.what} (no refund)`,
                event: { type: 'construction.cancel' as const },
                rule: 'kraken.ship-construction',
              },
            ]),
        ...constructionChoices(context),
        ...levelUps(context),
        ...questsDone(context),
      ];
    case 'freeAction': {
      const busy = new Set(c.construction?.builders ?? []);
      const fit = c.crew.some((m) => m.condition !== 'killed' && isActive(m) && !busy.has(m.id));
      const lands = c.starmap.map((l) => ({
        id: `land:${l.key}`,
        label: `Land at ${l.name} (difficulty ${l.location.difficulty}, ${plural(l.location.depth, 'map')})`,
        short: l.name,
        group: ['Land at a known location'],
        event: { type: 'free.land' as const, key: l.key },
        rule: 'kraken.free-action',
        ...(fit ? {} : { disabled: 'Nobody is fit to go down.' }),
      }));
      const lines = c.cgm.lines.flatMap((line, slot) =>
        line === null
          ? []
          : [
              {
                id: `line:${slot}`,
                label: `Run “${line.line}” (line ${slot + 1}) once more`,
                short: line.line,
                group: ['Run a story line again'],
                event: { type: 'free.line' as const, slot },
                rule: 'kraken.free-action',
              },
            ],
      );
      return [
        {
          id: 'free-skip',
          label: 'Skip the free action',
          event: { type: 'free.skip' },
          rule: 'kraken.free-action',
        },
        {
          id: 'free-flight',
          label: 'Fly into space to find a new location',
          event: { type: 'free.flight' },
          rule: 'kraken.free-action',
        },
        ...lands,
        ...lines,
        {
          id: 'free-shop',
          label: 'Visit the grade-5 shop',
          event: { type: 'free.shop' },
          rule: 'kraken.free-action',
        },
        ...c.starmap.map((l) => ({
          id: `erase:${l.key}`,
          label: `Erase ${l.name} from the Starmap log`,
          short: l.name,
          group: ['Erase from the Starmap log'],
          event: { type: 'starmap.erase' as const, key: l.key },
          rule: 'kraken.starmap-log',
        })),
        ...levelUps(context),
        ...questsDone(context),
      ];
    }
    case 'location':
      return locationChoices(context);
    case 'arrival':
      return [
        {
          id: 'arrival-land',
          label: 'Land the crew at the new location now',
          event: { type: 'arrival.land' },
          rule: 'kraken.free-action',
        },
        {
          id: 'arrival-stay',
          label: 'Stay aboard (land there on a later turn)',
          event: { type: 'arrival.stay' },
          rule: 'kraken.free-action',
        },
      ];
    case 'market':
      return marketChoices(context);
    case 'shortVisit':
      return [
        {
          id: 'visit-pass',
          label: 'No short visit this turn',
          event: { type: 'visit.pass' },
          rule: 'kraken.short-visit',
        },
        ...visitOptions(turn, context.content).map((o) => ({
          id: `visit:${o.key}:${o.map}:${o.element}`,
          label: `Teleport to ${TRADER_NAMES[o.trader].toLowerCase()}${gradeWords(o)} on map ${o.map} of ${o.location}`,
          short: `${TRADER_NAMES[o.trader]}, map ${o.map}`,
          group: ['Short visit', o.location],
          event: { type: 'visit.go' as const, key: o.key, map: o.map, element: o.element },
          rule: 'kraken.short-visit',
        })),
      ];
    default:
      return [];
  }
}

/** An event's option A or B: what it pays shown on it, and disabled when the crew cannot pay it (§4). */
function optionChoice(
  event: CgmEventEntry,
  option: 'A' | 'B',
  label: string,
  credits: number,
): Choice<StoryDecision> {
  const price = optionPrice(event, option);
  const refusal = optionRefusal(event, option, credits);
  return {
    id: option === 'A' ? 'choose-a' : 'choose-b',
    label: `${option}: ${label}`,
    event: { type: 'story.choose', option },
    rule: refusal === null ? 'kraken.cgm-event' : 'kraken.out-of-credits',
    ...(price > 0 ? { cost: `${price} credits` } : {}),
    ...(refusal === null ? {} : { disabled: refusal }),
  };
}

/** The story phase's choices: who leads the line (or skip it), and what to do with the event read. */
export function storyChoices(context: StoryPhaseContext): Choice<StoryDecision>[] {
  const phase = context.phase;
  if (awaitsLeader(phase)) {
    const slot = phase.slot ?? 0;
    const line =
      phase.tileEvent !== undefined
        ? 'the Event tile’s event'
        : (phase.party.cgm.lines[slot]?.line ?? `line ${slot + 1}`);
    const skip =
      phase.tileEvent !== undefined
        ? 'The team stands on the Event tile: its event is read now.'
        : phase.forced
          ? 'This line is the free action: it cannot be skipped.'
          : skipRefusal(phase.skips, slot);
    return [
      ...phase.party.crew
        .filter((m) => m.condition === 'conscious')
        .map((m) => ({
          id: `lead:${m.id}`,
          label: `${m.name} leads “${line}”`,
          short: m.name,
          group: [`Lead “${line}”`],
          event: { type: 'story.lead' as const, leaderId: m.id },
          rule: 'kraken.leader',
        })),
      {
        id: 'skip',
        label: `Skip “${line}” this turn`,
        event: { type: 'story.skip' },
        rule: 'kraken.story-lines',
        ...(skip === null ? {} : { disabled: skip }),
      },
    ];
  }
  if (lineAwaitsEvent(phase)) {
    const event = waitingEvent(phase);
    if (event === null) return [];
    const choice = event.choice;
    const own: Choice<StoryDecision>[] =
      choice === undefined
        ? [
            {
              id: 'read',
              label: `Carry out “${event.title}”`,
              event: { type: 'story.read' },
              rule: 'kraken.cgm-event',
            },
          ]
        : [
            optionChoice(event, 'A', choice.a.label, phase.party.credits),
            optionChoice(event, 'B', choice.b.label, phase.party.credits),
          ];
    return event.standby
      ? [
          ...own,
          {
            id: 'hold',
            label: 'Leave it on STANDBY for a later turn',
            event: { type: 'story.hold' },
            rule: 'kraken.cgm-standby',
          },
        ]
      : own;
  }
  // d20 and check: the dice tray answers them; their odds are on the request.
  return [];
}
