import type { ContentPack } from '../../content/pack';
import type { Catalogue } from '../../rules/kraken/dungeon/types';
import type { Item } from '../../content/schemas/item';
import type { Weapon } from '../../content/schemas/weapon';
import type { CrewMember, CrewTrait } from '../../rules/kraken/crew/crew';
import { crewFromTemplate } from '../../rules/kraken/crew/crew';

/** A pack's trait as the crew sheet carries it. */
function traitOf(trait: CrewTrait): CrewTrait {
  return { id: trait.id, name: trait.name, value: trait.value, rule: trait.rule, modifiers: trait.modifiers };
}

/**
 * A crew member built from a pack's crew template: its traits and loadout looked up in the same pack.
 * Returns a sentence naming what is missing when the template does not resolve.
 */
export function crewMemberFromPack(pack: ContentPack, templateId: string): CrewMember | string {
  const template = pack.crewTemplates.get(templateId);
  if (template === undefined) return `The pack has no crew template "${templateId}".`;
  const traits: CrewTrait[] = [];
  for (const traitId of template.traits) {
    const trait = pack.traits.get(traitId);
    if (trait === undefined) return `${template.name}'s trait "${traitId}" is not in the pack.`;
    traits.push(traitOf(trait));
  }
  const loadout: (Weapon | Item)[] = [];
  for (const pieceId of template.loadout) {
    const piece = pack.weapons.get(pieceId) ?? pack.items.get(pieceId);
    if (piece === undefined) return `${template.name}'s "${pieceId}" is not in the pack.`;
    loadout.push(piece);
  }
  try {
    return crewFromTemplate(template, traits, loadout);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * What a location's shops can sell and hire out: every weapon and item of the pack (the shop's grade limit
 * applies) and every crew template that resolves (the shop's grade limits Level).
 */
export function shopCatalogue(pack: ContentPack): Catalogue {
  // §4: the pack's own preset marks, for a dead preset never hired again (absent when the pack set none).
  const marked = [...pack.crewTemplates.values()].filter((t) => t.preset !== undefined);
  // §3.3: the fold-out sheet each template is printed on, for the shops' "cover each other" rule (absent when
  // the pack names none).
  const sheets = [...pack.crewTemplates.values()].flatMap((t) =>
    t.foldOut === undefined ? [] : [[t.id, t.foldOut] as const],
  );
  return {
    ...(marked.length === 0
      ? {}
      : { crewPreset: Object.fromEntries(marked.map((t) => [t.id, t.preset === true])) }),
    ...(sheets.length === 0 ? {} : { crewFoldOut: Object.fromEntries(sheets) }),
    weapons: [...pack.weapons.values()],
    items: [...pack.items.values()],
    // What a hire may gain as it is raised to its Level (kraken.shop, kraken.level-up).
    traits: [...pack.traits.values()].map(traitOf),
    crew: [...pack.crewTemplates.keys()].flatMap((id) => {
      const member = crewMemberFromPack(pack, id);
      return typeof member === 'string' ? [] : [member];
    }),
  };
}
