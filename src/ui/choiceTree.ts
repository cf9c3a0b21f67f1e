/**
 * How the ChoiceBar keeps a long list short: choices carry a `group` path (power → piece → crew member →
 * slot), and the bar shows one level of it at a time. Pure, so the drilling is tested without a browser.
 */

/** The fields of a choice the tree reads (a mode's `Choice`). */
export interface TreeChoice {
  readonly id: string;
  readonly label: string;
  readonly group?: readonly string[];
  readonly short?: string;
  readonly odds?: number | null;
  readonly disabled?: string;
}

export type ChoiceNode<C extends TreeChoice> =
  | {
      readonly kind: 'choice';
      readonly choice: C;
      /** The words on the button: the short label inside a group, the whole label at the top or alone. */
      readonly text: string;
      /** Why it cannot be taken (shown, not clickable); null when it can. */
      readonly disabled: string | null;
    }
  | {
      readonly kind: 'group';
      /** This step's label. */
      readonly text: string;
      /** The path to drill into. */
      readonly path: readonly string[];
      /** Every choice under it, at any depth. */
      readonly ids: readonly string[];
      /** How many of them can be taken. */
      readonly open: number;
    };

/** Reason shown on a choice whose roll cannot succeed, when the mode gives none of its own. */
export const NO_CHANCE = 'No chance: this roll cannot succeed (0%).';

/** Why a choice is shown disabled: the mode's reason, or no chance at all; null when it can be taken. */
export function disabledReason(choice: TreeChoice): string | null {
  if (choice.disabled !== undefined) return choice.disabled;
  return choice.odds === 0 ? NO_CHANCE : null;
}

function startsWith(group: readonly string[], path: readonly string[]): boolean {
  return path.length <= group.length && path.every((step, i) => group[i] === step);
}

/**
 * The buttons of one level: the choices whose path ends here, and one button per next step with the
 * choices under it, in the order they first appear. A step holding one choice shows that choice itself
 * (nothing to pick between). Disabled choices come after the others of their level.
 */
export function choiceLevel<C extends TreeChoice>(
  choices: readonly C[],
  path: readonly string[],
): ChoiceNode<C>[] {
  const nodes: ChoiceNode<C>[] = [];
  const groups = new Map<string, { index: number; members: C[] }>();
  for (const choice of choices) {
    const group = choice.group ?? [];
    if (!startsWith(group, path)) continue;
    if (group.length === path.length) {
      nodes.push({
        kind: 'choice',
        choice,
        text: path.length === 0 ? choice.label : (choice.short ?? choice.label),
        disabled: disabledReason(choice),
      });
      continue;
    }
    const step = group[path.length] ?? '';
    const known = groups.get(step);
    if (known !== undefined) {
      known.members.push(choice);
      continue;
    }
    groups.set(step, { index: nodes.length, members: [choice] });
    nodes.push({ kind: 'group', text: step, path: [...path, step], ids: [], open: 0 });
  }
  for (const [step, { index, members }] of groups) {
    const only = members.length === 1 ? members[0] : undefined;
    nodes[index] =
      only !== undefined
        ? { kind: 'choice', choice: only, text: only.label, disabled: disabledReason(only) }
        : {
            kind: 'group',
            text: step,
            path: [...path, step],
            ids: members.map((m) => m.id),
            open: members.filter((m) => disabledReason(m) === null).length,
          };
  }
  const enabled = nodes.filter((n) => n.kind === 'group' || n.disabled === null);
  const disabled = nodes.filter((n) => n.kind === 'choice' && n.disabled !== null);
  return [...enabled, ...disabled];
}

/** The deepest prefix of `path` that still leads somewhere in `choices` (the list changed under it). */
export function livePath(choices: readonly TreeChoice[], path: readonly string[]): readonly string[] {
  for (let n = path.length; n > 0; n--) {
    const prefix = path.slice(0, n);
    if (choices.some((c) => startsWith(c.group ?? [], prefix))) return prefix;
  }
  return [];
}

/** The only button of a level when it is a step: a step with nothing to pick between at its level. */
function loneStep(choices: readonly TreeChoice[], path: readonly string[]): readonly string[] | null {
  const level = choiceLevel(choices, path);
  const only = level.length === 1 ? level[0] : undefined;
  return only?.kind === 'group' ? only.path : null;
}

/**
 * Where a press on a step leads: on through every step that holds one further step and nothing else (one
 * weapon, then its one target), to the first level with something to pick. The crumbs show the steps taken.
 */
export function drillPath(choices: readonly TreeChoice[], path: readonly string[]): readonly string[] {
  let at = path;
  for (let next = loneStep(choices, at); next !== null; next = loneStep(choices, at)) at = next;
  return at;
}

/** Back from `path`: up past every step that `drillPath` went through on its own, to a level with a choice. */
export function backPath(choices: readonly TreeChoice[], path: readonly string[]): readonly string[] {
  let at = path.slice(0, -1);
  while (at.length > 0 && loneStep(choices, at) !== null) at = at.slice(0, -1);
  return at;
}
