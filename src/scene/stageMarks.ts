import { createContext } from 'react';
import type { DemoCamera, DemoHighlight } from '../content/schemas/demo';

/**
 * What a rules demo asks the table to show on top of the mode's own view: its highlights, a camera move, and
 * the clicks it takes as a question's answer. A scene that finds none draws exactly what its props say; the
 * Demos screen provides one around the mode's view.
 */
export interface StageMarks {
  readonly highlights: readonly DemoHighlight[];
  readonly camera: DemoCamera | null;
  /** Bumps when a step moves the camera (going back to it moves it again). */
  readonly cameraRevision: number;
  /** A click on a figure the demo takes (true), or leaves to the mode (false). */
  readonly onFigure?: (id: string) => boolean;
  /** The same for a tile of a tile map. */
  readonly onTile?: (x: number, y: number) => boolean;
}

export const StageMarksContext = createContext<StageMarks | null>(null);
