import { attributeWord } from '../campaign/crewSheet';
import { ATTRIBUTE_NAMES, type CrewMember, type CrewTrait } from '../crew/crew';
import {
  hireStep,
  levelPrice,
  levelsToRaise,
  type HireDecision,
  type HireDraft,
  type HireGain,
} from './hire';
import type { ShopTerms } from '../../tilemap/traders';

/**
 * The choices of a hire under way, step by step, in words, the same at a campaign's shop and a crawl's
 * (Space Kraken §13 Shops, kraken.shop; the rule is src/rules/kraken/dungeon/hire.ts). Each mode hands its own
 * refusal (its machine's rule) and wraps the events; a choice the rule refuses is left out, except a Level
 * the crew cannot pay for, shown disabled with the reason.
 */
/** What each step of a hire asks, and its rule: the prompts of both shops' machines. */
export const HIRE_STEPS = {
  level: {
    prompt:
      'Hiring: choose the new crew member’s Level, from their own up to the shop’s grade, at 10¢ a Level (paid when the hire is done); or call the hire off.',
    rule: 'kraken.shop',
  },
  gain: {
    prompt:
      'Hiring: the new crew member goes up to the Level bought at once, one Level at a time and with no XP spent. Pick this Level’s gain: +1 to an attribute (8 at most), a positive trait with a negative one, or a positive trait for two Levels. A new crew member’s PSI stays at 1.',
    rule: 'kraken.level-up',
  },
  gear: {
    prompt:
      'Hiring, last step: take the new crew member with their template’s gear, paid at its price as at set-up, or with empty hands. The Levels and the gear are paid now.',
    rule: 'kraken.starting-equipment',
  },
} as const;

/** One offer of a hire's step, shaped as a mode's choice (src/game/mode.ts `Choice`) and a crawl's `Offer`. */
export interface HireOffer {
  readonly id: string;
  readonly label: string;
  readonly event: HireDecision;
  readonly rule: string;
  readonly hint?: string;
  readonly group?: readonly string[];
  readonly short?: string;
  readonly cost?: string;
  readonly disabled?: string;
}

export interface HireShop {
  readonly terms: ShopTerms;
  readonly traits: readonly CrewTrait[];
  /** What the template's gear costs, and its pieces by name. */
  readonly gearPrice: number;
  readonly gearNames: readonly string[];
  readonly refusal: (d: HireDecision) => string | null;
}

/** One gain a Level may bring (§14 Level Up, kraken.level-up), in words, grouped so pairs are not one flat list. */
export interface GainOption {
  readonly key: string;
  /** "+1 Agility", "Steady Hands", "Steady Hands with Loud Boots". */
  readonly words: string;
  /** An attribute's change, " (3 → 4)"; empty for a trait. */
  readonly change: string;
  readonly short: string;
  readonly group: readonly string[];
  readonly gain: HireGain;
  readonly levels: 1 | 2;
}

/**
 * Every gain of one Level for this member, as the hire's gain step and the campaign's level up offer them:
 * +1 to each attribute, +1 PSI where the member has it, a positive trait for two Levels (when `twoLevels`),
 * and each positive trait with each negative one (grouped under the positive one).
 */
export function gainOptions(
  member: CrewMember,
  traits: readonly CrewTrait[],
  twoLevels: boolean,
): GainOption[] {
  const out: GainOption[] = [];
  for (const attribute of ATTRIBUTE_NAMES) {
    const now = member.attributes[attribute];
    const word = attributeWord(attribute);
    out.push({
      key: attribute,
      words: `+1 ${word}`,
      change: ` (${now} → ${now + 1})`,
      short: `${word} ${now} → ${now + 1}`,
      group: ['Attribute +1'],
      gain: { kind: 'attribute', attribute },
      levels: 1,
    });
  }
  if (member.psi !== null)
    out.push({
      key: 'psi',
      words: '+1 PSI',
      change: ` (${member.psi.level} → ${member.psi.level + 1})`,
      short: `PSI ${member.psi.level} → ${member.psi.level + 1}`,
      group: ['Attribute +1'],
      gain: { kind: 'psi' },
      levels: 1,
    });
  const positives = traits.filter((t) => t.value > 0);
  const negatives = traits.filter((t) => t.value < 0);
  if (twoLevels)
    for (const t of positives)
      out.push({
        key: `trait:${t.id}`,
        words: t.name,
        change: '',
        short: t.name,
        group: ['Positive trait (two Levels)'],
        gain: { kind: 'positive-trait', trait: t.id },
        levels: 2,
      });
  for (const p of positives)
    for (const n of negatives)
      out.push({
        key: `pair:${p.id}:${n.id}`,
        words: `${p.name} with ${n.name}`,
        change: '',
        short: `with ${n.name}`,
        group: ['Trait pair', p.name],
        gain: { kind: 'trait-pair', positive: p.id, negative: n.id },
        levels: 1,
      });
  return out;
}

export function hireChoices(draft: HireDraft, shop: HireShop): HireOffer[] {
  const name = draft.member.name;
  const out: HireOffer[] = [];
  const offer = (choice: HireOffer, showRefused = false) => {
    const why = shop.refusal(choice.event);
    if (why === null) out.push(choice);
    else if (showRefused) out.push({ ...choice, disabled: why });
  };
  switch (hireStep(draft)) {
    case 'level':
      for (let level = draft.member.level; level <= shop.terms.crewLevelMax; level += 1)
        offer(
          {
            id: `hire-level:${level}`,
            label: `Hire ${name} at Level ${level} for ${levelPrice(level)}¢${level > draft.member.level ? `, then pick ${level - draft.member.level === 1 ? 'one Level’s gain' : `${level - draft.member.level} Levels’ gains`}` : ''}`,
            short: `Level ${level}`,
            group: ['Level'],
            cost: `${levelPrice(level)}¢`,
            event: { type: 'hire.level', level },
            rule: 'kraken.shop',
            hint: `Their gear (${shop.gearPrice}¢) is a later choice.`,
          },
          true,
        );
      break;
    case 'gain': {
      const next = draft.member.level + 1;
      for (const o of gainOptions(draft.member, shop.traits, levelsToRaise(draft) >= 2))
        offer({
          id: `hire-gain:${o.key}`,
          label: `${o.levels === 2 ? `Levels ${next} and ${next + 1}` : `Level ${next}`}: ${o.words} for ${name}${o.change}`,
          short: o.short,
          group: o.group,
          event: { type: 'hire.gain', gain: o.gain },
          rule: 'kraken.level-up',
        });
      break;
    }
    case 'gear': {
      const levels = levelPrice(draft.level ?? draft.member.level);
      if (shop.gearNames.length > 0)
        offer(
          {
            id: 'hire-gear:take',
            label: `Take ${name} with their gear (${shop.gearNames.join(', ')}): ${levels}¢ + ${shop.gearPrice}¢`,
            short: 'With their gear',
            cost: `${levels + shop.gearPrice}¢`,
            event: { type: 'hire.gear', take: true },
            rule: 'kraken.starting-equipment',
          },
          true,
        );
      offer({
        id: 'hire-gear:leave',
        label: `Take ${name} with empty hands: ${levels}¢`,
        short: 'Without gear',
        cost: `${levels}¢`,
        event: { type: 'hire.gear', take: false },
        rule: 'kraken.starting-equipment',
      });
      break;
    }
  }
  offer({
    id: 'hire-cancel',
    label: `Call off the hire of ${name} (nothing is paid)`,
    event: { type: 'hire.cancel' },
    rule: 'kraken.shop',
  });
  return out;
}

/** A hire's step in the log's words, the same at every shop. */
export function hireDecisionWords(d: HireDecision): string {
  switch (d.type) {
    case 'hire.level':
      return `Hires them at Level ${d.level}.`;
    case 'hire.gain':
      return 'Picks the gain of one Level.';
    case 'hire.gear':
      return d.take ? 'Takes them with their gear, paid.' : 'Takes them without gear.';
    case 'hire.cancel':
      return 'Calls the hire off.';
  }
}
