/**
 * Fringe, once per campaign — "Did you ever meet my mate?": a new member joins the crew at once, even
 * mid-battle, placed within 6" of any battlefield edge, and may act immediately.
 * Reading (fringe.once-per-campaign): the mate takes the next activation, right after the figure acting now.
 */
import type { BoardPoint } from '../board/types';
import { species } from './lookup';
import { fighterOf } from './profile';
import type { Battle, Fighter, Side } from './types';

/** Every figure's id is its side and its member id, so two crews may use the same member ids. */
export function fighterId(side: Side, memberId: string): string {
  return `${side}-${memberId}`;
}

/** The side's mate as a figure standing at `at`, or null when its crew names none. */
export function mateFighter(b: Battle, side: Side, at: BoardPoint): Fighter | null {
  const mate = b.setup.crews[side === 'a' ? 0 : 1].mate;
  if (mate === undefined) return null;
  const kind = species(b, mate.species);
  if (kind === undefined) return null;
  return { ...fighterOf(mate, kind, side, false, at), id: fighterId(side, mate.id) };
}
