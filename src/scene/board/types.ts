/**
 * What the depth board scene is asked to draw on top of the board itself: lines (eyelines, the ruler, a move
 * preview), rings (range bands) and labels. Plain data; the screen computes them with `src/rules/board`.
 */
import type { Level, Vec3 } from '../../rules/board';

/**
 * How a line or ring is coloured. Eyelines: clear (green), cover (amber), blocked (red). The ruler. A move
 * preview that is legal (path-ok) or not (path-bad), and the drop of a fall. Weapon range bands (range-short,
 * range-long), Noise markers' reach, the crews' deployment zones.
 */
export type BoardTone =
  | 'clear'
  | 'cover'
  | 'blocked'
  | 'ruler'
  | 'path-ok'
  | 'path-bad'
  | 'fall'
  | 'range-short'
  | 'range-long'
  | 'noise'
  | 'zone-attacker'
  | 'zone-defender'
  | 'highlight';

/** A straight line between two points in board inches (x 0..width, y up, z 0..depth). */
export interface BoardLine {
  readonly id: string;
  readonly from: Vec3;
  readonly to: Vec3;
  readonly tone: BoardTone;
}

/** A horizontal circle around `center` (board inches), e.g. a weapon's range band around a figure. */
export interface BoardRing {
  readonly id: string;
  readonly center: Vec3;
  readonly radius: number;
  readonly tone: BoardTone;
}

/** A short text pinned to a point in board inches (a distance, a verdict), drawn as DOM over the canvas. */
export interface BoardLabel {
  readonly id: string;
  readonly position: Vec3;
  readonly text: string;
}

/**
 * How a level is drawn. shown: solid and clickable. faded: a see-through ghost that never catches the
 * pointer (to look into the level below while keeping your bearings). hidden: not drawn at all.
 */
export type LevelShow = 'shown' | 'faded' | 'hidden';

export type LevelVisibility = Readonly<Record<Level, LevelShow>>;

export const ALL_LEVELS_SHOWN: LevelVisibility = { 1: 'shown', 2: 'shown', 3: 'shown' };

/** The camera's framing of the board; 'free' leaves the camera wherever the player orbited it. */
export type CameraPreset = 'top' | 'iso' | 'side' | 'free';
