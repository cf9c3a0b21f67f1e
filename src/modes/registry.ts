import { campaign } from './campaign/entry';
import { depthBoard } from './depthBoard/entry';
import { diceLab } from './diceLab/entry';
import { fringeBattle } from './fringe/entry';
import { dungeon } from './dungeon/entry';
import type { GameModeEntry, HomeCard, ModeEntry } from './kit';
import { toolCard } from './kit';
import { quickFight } from './quickFight/entry';
import { salvage } from './salvage/entry';
import { spaceCombat } from './spaceCombat/entry';

/**
 * Every mode, one line each, in the order of the home page and the top bar. The app derives its routes,
 * home cards, top bar and the Load screen's mode → screen map from this list; `headless.ts` derives the
 * session's `MODES`. A new mode is one folder under src/modes and one line here.
 */
export const MODE_REGISTRY: readonly ModeEntry[] = [
  campaign,
  dungeon,
  salvage,
  depthBoard,
  quickFight,
  diceLab,
  spaceCombat,
  fringeBattle,
  // A tool, not a game mode: a demo runs another mode's machine and has no machine or saves of its own.
  toolCard(
    {
      id: 'rules-demos',
      title: 'Rules demos',
      blurb: 'Short guided scenes on the real table: one rule at a time, with a turn for you to take.',
    },
    'demos',
  ),
];

export const GAME_MODES: readonly GameModeEntry[] = MODE_REGISTRY.filter((e) => e.kind === 'game');

/** The home page's mode cards: the playable ones link to their screen, the others are "coming". */
export interface HomeCardLink extends HomeCard {
  /** Where "Open" goes; null for a mode that is coming. */
  readonly href: string | null;
}

export const HOME_CARDS: readonly HomeCardLink[] = MODE_REGISTRY.flatMap((e): HomeCardLink[] =>
  e.kind === 'coming'
    ? [{ ...e.card, href: null }]
    : e.card === null
      ? []
      : [{ ...e.card, href: `#/${e.route}` }],
);

/** The modes a demo can run: those whose screen hands out its game view. */
export const DEMO_MODES: readonly GameModeEntry[] = GAME_MODES.filter((e) => e.view !== undefined);

const byId = new Map(GAME_MODES.map((e) => [e.id, e]));
const byRoute = new Map(GAME_MODES.map((e) => [e.route, e]));

/** The registered mode of a mode id (own entries only: "toString" is no mode). */
export function gameModeById(id: string): GameModeEntry | undefined {
  return byId.get(id);
}

/** The registered mode whose screen lives at `#/<route>`. */
export function gameModeByRoute(route: string): GameModeEntry | undefined {
  return byRoute.get(route);
}
