/**
 * The game screen's panels as the player last left them (issue 28: "state remembered"), one record for every
 * table screen, kept in localStorage. A missing or unreadable record gives the defaults of the screen.
 */
export interface LayoutMemory {
  readonly panels?: boolean;
  readonly log?: boolean;
  /** Every panel folded: the table alone, with a strip of choices. */
  readonly tableOnly?: boolean;
}

const KEY = 'tabletop.layout';

export function readLayout(): LayoutMemory {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const flag = (name: string): boolean | undefined => {
      const value: unknown = Reflect.get(parsed, name);
      return typeof value === 'boolean' ? value : undefined;
    };
    const out: { panels?: boolean; log?: boolean; tableOnly?: boolean } = {};
    const panels = flag('panels');
    const log = flag('log');
    const tableOnly = flag('tableOnly');
    if (panels !== undefined) out.panels = panels;
    if (log !== undefined) out.log = log;
    if (tableOnly !== undefined) out.tableOnly = tableOnly;
    return out;
  } catch {
    // Storage refused (a private window): the defaults.
    return {};
  }
}

export function rememberLayout(change: LayoutMemory): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...readLayout(), ...change }));
  } catch {
    // Storage refused: the layout is simply not remembered.
  }
}
