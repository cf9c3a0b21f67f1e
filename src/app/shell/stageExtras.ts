import { createContext, type ReactNode } from 'react';

/**
 * What a screen hosting a mode's game view adds to its chrome (the Demos screen: a demo's caption and
 * controls, presenter mode). GameLayout reads it; a game screen of its own provides none.
 */
export interface StageExtras {
  /** At the top of the dock, above the prompt. */
  readonly dock?: ReactNode;
  /**
   * Beside the table, at the top of the side column, shown whatever the drawers (a demo's caption: the dock
   * keeps its height for the prompt and the choices, so they stay in view).
   */
  readonly side?: ReactNode;
  /** Over the table. */
  readonly overlay?: ReactNode;
  /** Added to the screen's class. */
  readonly className?: string;
  /** The drawers start folded: a clean table. */
  readonly foldDrawers?: boolean;
  /**
   * A spectator's screen (a shared demo's follower): the game is someone else's to drive, so nothing here
   * acts on it — no choices, undo or redo, dice mode, saves, "Play online" or new game; the mode's screen
   * hides its own buttons that change the game. This line says who drives. The camera and the measuring
   * tools (ruler, sight, a move's preview) are the screen's own and stay.
   */
  readonly watching?: string;
}

export const StageExtrasContext = createContext<StageExtras | null>(null);
