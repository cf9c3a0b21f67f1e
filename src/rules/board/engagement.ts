/**
 * Who is Engaged with whom. Salvage skirmish, engagement: base contact with an enemy means Engaged; an
 * Engaged unit may only take combat actions until it Disengages. Enemies are figures of another side.
 */
import { inBaseContact } from './distance';
import type { Board, Figure } from './types';

/** The enemies of `figure` its base touches. */
export function engagedWith(board: Board, figure: Figure): Figure[] {
  return board.figures.filter(
    (other) => other.id !== figure.id && other.side !== figure.side && inBaseContact(figure, other),
  );
}

export function isEngaged(board: Board, figure: Figure): boolean {
  return engagedWith(board, figure).length > 0;
}

/** Every engaged pair once, as [earlier id, later id] in board order. */
export function engagedPairs(board: Board): (readonly [string, string])[] {
  const pairs: (readonly [string, string])[] = [];
  const figures = board.figures;
  for (let i = 0; i < figures.length; i++) {
    for (let j = i + 1; j < figures.length; j++) {
      const a = figures[i];
      const b = figures[j];
      if (a === undefined || b === undefined || a.side === b.side) continue;
      if (inBaseContact(a, b)) pairs.push([a.id, b.id]);
    }
  }
  return pairs;
}
