import type { TableSeat } from '../../src/game/online/protocol';
import type { Battle } from '../../src/rules/fringe/types';
import { decidingSide, type DecisionStep } from '../../src/rules/fringe/refusal';
import { decisionStep } from '../../src/rules/fringe/engine';
import { fighter } from '../../src/rules/fringe/lookup';
import type { Mission } from '../../src/rules/salvage/mission/state';
import { isCrewSide } from '../../src/rules/salvage/mission/core';

/**
 * Which seats a table has and which seat a decision belongs to. Two-sided games (the salvage mission played
 * hot-seat, the Fringe battle hot-seat) have a seat per crew; every other mode has one seat, the player's.
 * Pure: the room asks here with the game's snapshot context and the decision.
 */

const PLAYER: TableSeat = { id: 'player', label: 'Player' };

interface SalvageContext {
  readonly mission: Mission;
}
interface FringeContext {
  readonly battle: Battle;
}

const has = <K extends string>(value: unknown, key: K): value is Record<K, unknown> =>
  typeof value === 'object' && value !== null && key in value;

/** The seats of a game of this mode, from its context (a hot-seat game has two). */
export function seatsOf(modeId: string, context: unknown): readonly TableSeat[] {
  if (modeId === 'salvage-mission' && has(context, 'mission')) {
    const m = (context as SalvageContext).mission;
    return (['attacker', 'defender'] as const)
      .filter((side) => m.companies[side] !== undefined)
      .map((side) => ({ id: side, label: m.companies[side]?.name ?? side }));
  }
  if (modeId === 'fringe-battle' && has(context, 'battle')) {
    const b = (context as FringeContext).battle;
    const sides = b.setup.play === 'hot-seat' ? (['a', 'b'] as const) : (['a'] as const);
    return sides.map((side) => ({ id: side, label: b.sides[side].name }));
  }
  return [PLAYER];
}

const text = (event: Readonly<Record<string, unknown>>, key: string): string | null => {
  const value = event[key];
  return typeof value === 'string' ? value : null;
};

/**
 * The seat a decision belongs to, or null when any seated player may take it.
 *
 * Reading: the rules name whose decision it is only in part. A salvage decision belongs to the crew it
 * names (`side`) or whose unit it moves (`unit`); one that names neither (a set-up step, an event card, a
 * phase moving on) may come from either seat, as at a shared table. A Fringe decision belongs to the side
 * the rules say is deciding (`decidingSide`: the review, the winner's move, the activation), else to the
 * side of the figure it names.
 */
export function seatOfDecision(
  modeId: string,
  context: unknown,
  event: Readonly<Record<string, unknown>>,
): string | null {
  const seats = seatsOf(modeId, context);
  if (seats.length === 1) return seats[0]?.id ?? null;
  if (modeId === 'salvage-mission') {
    const m = (context as SalvageContext).mission;
    const side = text(event, 'side');
    if (side !== null && isCrewSide(side)) return side;
    const unitId = text(event, 'unit');
    const unit = unitId === null ? undefined : m.units.find((u) => u.id === unitId);
    return unit !== undefined && isCrewSide(unit.side) ? unit.side : null;
  }
  if (modeId === 'fringe-battle') {
    const b = (context as FringeContext).battle;
    const step: DecisionStep | null = decisionStep(b);
    // Fringe's 'enemy' step is the enemy behaviour acting: in hot-seat no side is ruled by it.
    const deciding = step === 'enemy' ? null : decidingSide(b, step);
    if (deciding !== null) return deciding;
    const figureId = text(event, 'figureId');
    return figureId === null ? null : (fighter(b, figureId)?.side ?? null);
  }
  return null;
}

/** Why this seat may not take this decision, or null when it may. */
export function seatRefusal(
  seat: string | null,
  owner: string | null,
  seats: readonly TableSeat[],
): string | null {
  if (seat === null) return 'Spectators watch the table: only a seated player can take a decision.';
  if (owner !== null && owner !== seat) {
    const label = seats.find((s) => s.id === owner)?.label ?? 'the other seat';
    return `This decision is for ${label} to take, not your seat.`;
  }
  return null;
}
