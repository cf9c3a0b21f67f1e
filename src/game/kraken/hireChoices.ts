import type { Choice } from '../mode';
import { ATTRIBUTE_NAMES, type CrewTrait } from '../../rules/kraken/crew/crew';
import {
  hireStep,
  levelPrice,
  levelsToRaise,
  type HireDecision,
  type HireDraft,
  type HireGain,
} from '../../rules/kraken/dungeon/hire';
import type { ShopTerms } from '../../rules/tilemap/traders';

/**
 * The choices of a hire under way, step by step, in words, the same at a campaign's shop and a crawl's
 * (Space Kraken §13 Shops, kraken.shop; the rule is src/rules/kraken/dungeon/hire.ts). Each mode hands its own
 * refusal (its machine's rule) and wraps the events; a choice the rule refuses is left out, except a Level
 * the crew cannot pay for, shown disabled with the reason.
 */
export interface HireShop {
  readonly terms: ShopTerms;
  readonly traits: readonly CrewTrait[];
  /** What the template's gear costs, and its pieces by name. */
  readonly gearPrice: number;
  readonly gearNames: readonly string[];
  readonly refusal: (d: HireDecision) => string | null;
}

const WORD: Readonly<Record<string, string>> = {
  agility: 'Agility',
  strength: 'Strength',
  tech: 'Tech',
  charisma: 'Charisma',
  ranged: 'Ranged',
  melee: 'Melee',
};

export function hireChoices(draft: HireDraft, shop: HireShop): Choice<HireDecision>[] {
  const name = draft.member.name;
  const out: Choice<HireDecision>[] = [];
  const offer = (choice: Choice<HireDecision>, showRefused = false) => {
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
      const gain = (id: string, label: string, short: string, group: string[], g: HireGain) =>
        offer({ id, label, short, group, event: { type: 'hire.gain', gain: g }, rule: 'kraken.level-up' });
      for (const attribute of ATTRIBUTE_NAMES) {
        const now = draft.member.attributes[attribute];
        gain(
          `hire-gain:${attribute}`,
          `Level ${next}: +1 ${WORD[attribute] ?? attribute} for ${name} (${now} → ${now + 1})`,
          `${WORD[attribute] ?? attribute} ${now} → ${now + 1}`,
          ['Attribute +1'],
          { kind: 'attribute', attribute },
        );
      }
      const positives = shop.traits.filter((t) => t.value > 0);
      const negatives = shop.traits.filter((t) => t.value < 0);
      if (levelsToRaise(draft) >= 2)
        for (const t of positives)
          gain(
            `hire-gain:trait:${t.id}`,
            `Levels ${next} and ${next + 1}: ${t.name} for ${name}`,
            t.name,
            ['Positive trait (two Levels)'],
            { kind: 'positive-trait', trait: t.id },
          );
      for (const p of positives)
        for (const n of negatives)
          gain(
            `hire-gain:pair:${p.id}:${n.id}`,
            `Level ${next}: ${p.name} with ${n.name} for ${name}`,
            `with ${n.name}`,
            ['Trait pair', p.name],
            { kind: 'trait-pair', positive: p.id, negative: n.id },
          );
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
