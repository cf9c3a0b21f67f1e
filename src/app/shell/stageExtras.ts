import { createContext, type ReactNode } from 'react';

/**
 * What a screen hosting a mode's game view adds to its chrome (the Demos screen: a demo's caption and
 * controls, presenter mode). GameLayout reads it; a game screen of its own provides none.
 */
export interface StageExtras {
  /** At the top of the dock, above the prompt. */
  readonly dock?: ReactNode;
  /** Over the table. */
  readonly overlay?: ReactNode;
  /** Added to the screen's class. */
  readonly className?: string;
  /** The drawers start folded: a clean table. */
  readonly foldDrawers?: boolean;
}

export const StageExtrasContext = createContext<StageExtras | null>(null);
