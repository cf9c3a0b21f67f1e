import type { TableSeat } from './protocol';
import type { Battle } from '../../rules/fringe/types';
import { decidingSide, type DecisionStep } from '../../rules/fringe/refusal';
import { decisionStep } from '../../rules/fringe/engine';
import { fighter } from '../../rules/fringe/lookup';
import type { Mission } from '../../rules/salvage/mission/state';
import { isCrewSide } from '../../rules/salvage/mission/core';
import type { CrewSide } from '../../rules/salvage/mission/basics.types';
import { duplicatorHolders } from '../../rules/fringe/refusal';

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
 * Design choice: the rules name whose decision it is only in part. A salvage decision belongs to the crew it
 * names (`side`) or whose unit it moves (`unit`, or the unit of an order); the choice of who activates first
 * to the crew that won initiative (Salvage 004: the winner chooses); a won Shove's push to the shover's crew
 * (the winner chooses both); the pick of which hostile goes next in the Enemy Phase to the crew whose pick it
 * is (`hostilePicker`); a pick a rule leaves to a player among one crew's Boilers (the Blight's "one Boiler")
 * to that crew; anything else taken while a unit activates (ending the activation) to the activating unit's
 * crew. One that names none of these (a set-up step, a phase moving on) may come from either seat, as at a
 * shared table. A Fringe decision belongs to the side the rules say is deciding (`decidingSide`: the review,
 * the winner's move, the activation; before the battle, the side whose figures carry the Duplicator or the
 * Snooper Bot, its "keep it" too), else to the side of the figure it names.
 */
export function seatOfDecision(
  modeId: string,
  context: unknown,
  event: Readonly<Record<string, unknown>>,
): string | null {
  const seats = seatsOf(modeId, context);
  if (seats.length === 1) return seats[0]?.id ?? null;
  if (modeId === 'salvage-mission') return salvageOwner((context as SalvageContext).mission, event);
  if (modeId === 'fringe-battle') {
    const b = (context as FringeContext).battle;
    const step: DecisionStep | null = decisionStep(b);
    // Fringe's 'enemy' step is the enemy behaviour acting: in hot-seat no side is ruled by it.
    const deciding = step === 'enemy' ? null : (decidingSide(b, step) ?? gearOwner(b, step));
    if (deciding !== null) return deciding;
    const figureId = text(event, 'figureId');
    return figureId === null ? null : (fighter(b, figureId)?.side ?? null);
  }
  return null;
}

/**
 * Fringe, before the battle: only side a's crew sends a Snooper Bot ahead (`snooperHolders`), and a
 * Duplicator is its carrier's crew's; the offer's "keep it" names no figure, so it is that side's too. Where
 * both crews carry a Duplicator, either may decline for the step.
 */
function gearOwner(b: Battle, step: DecisionStep | null): string | null {
  if (step === 'snooper') return 'a';
  if (step !== 'duplicator') return null;
  const sides = new Set(duplicatorHolders(b).map((f) => f.side));
  const [only] = sides;
  return sides.size === 1 && only !== undefined ? only : null;
}

const otherCrew = (side: CrewSide): CrewSide => (side === 'attacker' ? 'defender' : 'attacker');

/**
 * Whose pick the next hostile is in the Enemy Phase (Salvage 004, Unalert hostiles: "Player without
 * initiative picks first unit to activate; alternate until all Unalert done"; Alert hostiles: "Player with
 * initiative picks first unit; alternate until all Alert done"). The pick is the players' only decision
 * there: an Unalert hostile's move is its D8, an Alert one's actions its Motivations.
 *
 * Reading (salvage.unalert-hostiles): the document counts picks, not hostiles; the picks made in this part are read from the journal
 * since the part began — one wander (or one "turns Alert" for a wanderer alerted before its pick) per
 * Unalert pick, one activation per Alert pick. The last hostile of a part acts without a pick (nobody's).
 */
export function hostilePicker(m: Mission): CrewSide | null {
  if (m.stage.kind !== 'enemyPhase' || m.stage.part === 'event' || m.initiative === null) return null;
  const part = m.stage.part;
  const start = m.journal.findLastIndex((j) => j.kind === 'enemyPhase' && j.part === part);
  const hostile = new Set(m.units.filter((u) => u.side === 'site').map((u) => u.id));
  let picks = 0;
  for (const j of m.journal.slice(start + 1)) {
    const unit =
      part === 'unalert'
        ? (j.kind === 'wandered' && !j.flung) || j.kind === 'alertNow'
          ? j.unit
          : null
        : j.kind === 'activated'
          ? j.unit
          : null;
    if (unit !== null && hostile.has(unit)) picks++;
  }
  const first = part === 'unalert' ? otherCrew(m.initiative) : m.initiative;
  return picks % 2 === 0 ? first : otherCrew(first);
}

function salvageOwner(m: Mission, event: Readonly<Record<string, unknown>>): string | null {
  const crewOf = (unitId: string | null): string | null => {
    const side = unitId === null ? undefined : m.units.find((u) => u.id === unitId)?.side;
    return side !== undefined && isCrewSide(side) ? side : null;
  };
  // Salvage 004 initiative: the crew that won it chooses which crew activates first.
  if (event['type'] === 'initiative.first' && m.initiative !== null) return m.initiative;
  // Salvage 004 Enemy Phase: the crews take turns picking the next hostile.
  if (event['type'] === 'hostile.activate') return hostilePicker(m);
  // A pick a rule leaves to "a player" among one crew's Boilers (the Blight's "one Boiler") is that crew's.
  if (event['type'] === 'choice.pick' && m.choice !== null) {
    const crews = new Set(m.choice.candidates.map(crewOf));
    const [only] = crews;
    if (crews.size === 1 && only != null) return only;
  }
  const side = text(event, 'side');
  if (side !== null && isCrewSide(side)) return side;
  const order = event['order'];
  const unitId = text(event, 'unit') ?? (has(order, 'unit') ? text(order, 'unit') : null);
  const named = crewOf(unitId);
  if (named !== null) return named;
  if (event['type'] === 'shove.push' && m.shove !== null) return crewOf(m.shove.attacker);
  return m.stage.kind === 'boilerPhase' ? crewOf(m.stage.active) : null;
}

/** A choice on offer, as far as the seats read it. */
interface SeatChoice {
  readonly event: unknown;
}

/** What a seat is shown of the choices on offer, and whose turn it is when none of them is its own. */
export interface SeatChoices<C> {
  /** The choices this seat may take: its own, and those either seat may take. */
  readonly mine: readonly C[];
  /** The seat deciding now when every choice on offer is another seat's (or the seat is a spectator). */
  readonly deciding: TableSeat | null;
  /** That seat's choices (what they are deciding between). */
  readonly theirs: readonly C[];
}

/**
 * The choices a seat is offered at a table: its own and those any seated player may take; a spectator none.
 * The other seat's choices are not offered (the room would refuse them): when they are all there is, the
 * seat is told whose turn it is and what they are choosing between.
 */
export function choicesForSeat<C extends SeatChoice>(
  modeId: string,
  context: unknown,
  seat: string | null,
  choices: readonly C[],
): SeatChoices<C> {
  // The seats' names from the game now: a salvage roll-off may have swapped which crew is the Attacker.
  const seats = seatsOf(modeId, context);
  const owned = choices.map((c) => ({
    choice: c,
    owner: seatOfDecision(modeId, context, c.event as Readonly<Record<string, unknown>>),
  }));
  const mine =
    seat === null ? [] : owned.filter((o) => o.owner === null || o.owner === seat).map((o) => o.choice);
  const other = owned.find((o) => o.owner !== null && o.owner !== seat)?.owner ?? null;
  const deciding = mine.length > 0 || other === null ? null : (seats.find((s) => s.id === other) ?? null);
  const theirs = deciding === null ? [] : owned.filter((o) => o.owner === deciding.id).map((o) => o.choice);
  return { mine, deciding, theirs };
}

/**
 * The seat whose decision the game waits on: the one seat that owns every choice on offer that a seat owns
 * (the others being anyone's); null when no choice is a seat's, or when both seats have some.
 */
export function decidingSeat(
  modeId: string,
  context: unknown,
  choices: readonly SeatChoice[],
): TableSeat | null {
  const owners = new Set<string>();
  for (const c of choices) {
    const owner = seatOfDecision(modeId, context, c.event as Readonly<Record<string, unknown>>);
    if (owner !== null) owners.add(owner);
  }
  const [only] = owners;
  if (owners.size !== 1 || only === undefined) return null;
  return seatsOf(modeId, context).find((s) => s.id === only) ?? null;
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
