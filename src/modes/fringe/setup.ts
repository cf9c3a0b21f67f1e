import type { ContentPack } from '../../content/pack';
import type { BattleSetup, OnceLeft, PlayMode } from '../../rules/fringe/types';

/**
 * The set-up of a Fringe battle (mode `fringe-battle`) from a loaded pack: a battle, the player's crew and,
 * hot-seat, a second crew (solo: the battle's enemy band, played by its behaviour). The set-up carries every
 * piece of content the battle reads, so a save replays without the pack. Pure.
 */
export interface FringeOptions {
  readonly battleId: string;
  readonly crewId: string;
  readonly play: PlayMode;
  /** Hot-seat: the second crew (the battle's enemy band when absent). */
  readonly opponentId?: string;
}

export type FringeSetupResult =
  { readonly ok: true; readonly input: BattleSetup } | { readonly ok: false; readonly reason: string };

/** Every once-per-campaign option a battle uses, still unused (a campaign would say which are spent). */
export const ALL_ONCE: OnceLeft = { timeToGo: true, mate: true, luckyShot: true };

export function fringeInput(pack: ContentPack, options: FringeOptions): FringeSetupResult {
  const battle = pack.fringeBattles.get(options.battleId);
  if (battle === undefined)
    return { ok: false, reason: `The pack has no Fringe battle "${options.battleId}".` };
  const board = pack.boards.get(battle.board);
  const readings = pack.fringeReadings.get(battle.readings);
  const crew = pack.fringeCrews.get(options.crewId);
  const opponentId = options.play === 'hot-seat' ? (options.opponentId ?? battle.enemy) : battle.enemy;
  const opponent = pack.fringeCrews.get(opponentId);
  if (board === undefined || readings === undefined)
    return { ok: false, reason: `The battle "${battle.name}" names a board or readings the pack lacks.` };
  if (crew === undefined) return { ok: false, reason: `The pack has no Fringe crew "${options.crewId}".` };
  if (opponent === undefined) return { ok: false, reason: `The pack has no Fringe crew "${opponentId}".` };
  if (crew.id === opponent.id)
    return { ok: false, reason: 'A crew cannot fight itself: pick two different crews.' };
  const members = [
    ...crew.members,
    ...opponent.members,
    ...(crew.mate ? [crew.mate] : []),
    ...(opponent.mate ? [opponent.mate] : []),
  ];
  const weaponIds = new Set(members.flatMap((m) => m.weapons));
  const gearIds = new Set(members.flatMap((m) => m.gear));
  const speciesIds = new Set(members.map((m) => m.species));
  return {
    ok: true,
    input: {
      battle,
      board,
      readings,
      species: [...pack.fringeSpecies.values()].filter((s) => speciesIds.has(s.id)),
      weapons: [...pack.fringeWeapons.values()].filter((w) => weaponIds.has(w.id)),
      gear: [...pack.fringeGear.values()].filter((g) => gearIds.has(g.id)),
      crews: [crew, opponent],
      play: options.play,
      onceLeft: { a: ALL_ONCE, b: ALL_ONCE },
    },
  };
}
