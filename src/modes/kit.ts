import type { ComponentType } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { ModeDefinition } from '../game/mode';
import type { Session } from '../game/session';

/**
 * A mode's registration (its folder's `entry.ts`): what the app needs to list, route and open it. Both the
 * headless definition and the screen are loaded lazily, so the registry — and the first page, which reads it
 * for the home cards and the routes — carries no machine, no rule and no React component. `import type` of
 * React only: nothing here runs React.
 */

/** A card on the home page's list of modes. */
export interface HomeCard {
  /** Its own id (the card's `data-testid` is `mode-<id>`). */
  readonly id: string;
  readonly title: string;
  readonly blurb: string;
}

export interface GameModeEntry {
  readonly kind: 'game';
  /** The headless mode's id: saves and autosave slots carry it. */
  readonly id: string;
  /** The hash path of its screen: `#/<route>`. */
  readonly route: string;
  /** The top bar's link text. */
  readonly nav: string;
  /** Its card among the home page's modes; null for a mode listed only among the tools (the Dice lab). */
  readonly card: HomeCard | null;
  /** The headless definition (`mode.ts`), loaded when a game or a save needs it. */
  readonly mode: () => Promise<ModeDefinition>;
  /** The screen (`screen.tsx`), a lazy chunk. */
  readonly screen: () => Promise<{ readonly default: ComponentType }>;
  /**
   * The screen's game view for a session it is handed (the table, panels and choices without the set-up
   * gate), from the same chunk: the Demos screen plays a demo on it. Absent: no demo can run this mode.
   */
  readonly view?: () => Promise<{ readonly default: ComponentType<ModeViewProps> }>;
}

/**
 * A mode's view gets a session of any machine (the Demos screen holds sessions of every mode); the view of
 * a mode is only ever handed a session of that mode's machine (the demo names the mode it runs).
 */
export function sessionOfMode<M extends AnyStateMachine>(session: Session): Session<M> {
  return session as unknown as Session<M>;
}

/** What a mode's game view is handed: the running session, and what "set up another" does. */
export interface ModeViewProps {
  readonly session: Session;
  readonly onNew: () => void;
}

/** A mode not built yet: only its home card, marked "Coming". */
export interface ComingModeEntry {
  readonly kind: 'coming';
  readonly card: HomeCard;
}

/**
 * A tool screen with a card among the modes (the rules demos): no machine and no saves of its own, a fixed
 * route the app knows (src/app/routes.ts).
 */
export interface ToolCardEntry {
  readonly kind: 'tool';
  readonly card: HomeCard;
  /** The hash path of the tool's screen: `#/<route>`. */
  readonly route: string;
}

export type ModeEntry = GameModeEntry | ComingModeEntry | ToolCardEntry;

export function gameMode(entry: Omit<GameModeEntry, 'kind'>): GameModeEntry {
  return { kind: 'game', ...entry };
}

export function comingMode(card: HomeCard): ComingModeEntry {
  return { kind: 'coming', card };
}

export function toolCard(card: HomeCard, route: string): ToolCardEntry {
  return { kind: 'tool', card, route };
}
