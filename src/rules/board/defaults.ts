/**
 * Filling in the defaults the content schema would supply, for scenarios built in code (tests, benches,
 * the board editor's blank table).
 */
import {
  DEFAULT_BASE_DIAMETER,
  DEFAULT_EYE_HEIGHT,
  DEFAULT_FIGURE_HEIGHT,
  DEFAULT_LEVEL_SPACING,
  DEFAULT_TABLE_INCHES,
  type Board,
  type Figure,
  type TerrainPiece,
} from './types';

/** A 36" × 36" table at 3" level spacing unless told otherwise. */
export function makeBoard(partial: Partial<Board> = {}): Board {
  return {
    width: partial.width ?? DEFAULT_TABLE_INCHES,
    depth: partial.depth ?? DEFAULT_TABLE_INCHES,
    levelSpacing: partial.levelSpacing ?? DEFAULT_LEVEL_SPACING,
    terrain: partial.terrain ?? [],
    figures: partial.figures ?? [],
  };
}

type FigureInput = Pick<Figure, 'id' | 'x' | 'z'> & Partial<Omit<Figure, 'id' | 'x' | 'z'>>;

/** A 1" base, 1.25" tall figure with eyes at 1.1", on The Sink unless told otherwise. */
export function makeFigure(input: FigureInput): Figure {
  return {
    name: input.id,
    side: 'crew',
    level: 3,
    baseDiameter: DEFAULT_BASE_DIAMETER,
    height: DEFAULT_FIGURE_HEIGHT,
    eyeHeight: DEFAULT_EYE_HEIGHT,
    ...input,
  };
}

type PieceInput = Pick<TerrainPiece, 'id' | 'kind' | 'x' | 'z' | 'width' | 'depthExtent' | 'height'> &
  Partial<Omit<TerrainPiece, 'id' | 'kind' | 'x' | 'z' | 'width' | 'depthExtent' | 'height'>>;

/**
 * A piece on The Sink unless told otherwise. Decks, walls, blocks, climbables, impassables and doors hide
 * what is behind them by default; everything else is see-through. Only walls, blocks and small obstacles
 * give cover by default.
 */
export function makePiece(input: PieceInput): TerrainPiece {
  const opaque = ['platform', 'floor', 'wall', 'block', 'climbable', 'impassable', 'door', 'airlock'];
  const covering = ['wall', 'block', 'small-obstacle'];
  return {
    level: 3,
    blocksLos: opaque.includes(input.kind),
    cover: covering.includes(input.kind),
    ...input,
  };
}
