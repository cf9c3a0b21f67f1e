import type { ContentPack } from '../../content/pack';
import type { EnemySpecies } from '../../content/schemas/enemy';
import type { LocationKind } from '../../content/schemas/location';
import type { CrewMember } from '../../rules/kraken/crew/crew';
import type { FightInput } from '../../rules/kraken/groundCombat/combatTypes';
import type { Atmosphere } from '../../rules/kraken/crew/oxygen';
import { BASE_OXYGEN } from '../../rules/kraken/crew/oxygen';
import { prototypeInputFrom } from '../../rules/kraken/crew/prototypes';
import { crewMemberFromPack } from '../dungeon/crewFromPack';

/**
 * Builds the set-up of a "Quick fight" (mode `ground-combat`) from a loaded pack: crew members from their
 * templates (traits and loadout looked up in the pack), every enemy profile of the pack, its treasure table
 * and drop grids, and the encounter the player picked. Pure: no storage, no randomness.
 */
export interface QuickFightOptions {
  /** Crew template ids, one to four, each at most once. */
  readonly crew: readonly string[];
  readonly species: EnemySpecies;
  /** The primary enemies' level; or give the location difficulty and the map's element value instead. */
  readonly level?: number;
  readonly difficulty?: number;
  readonly elementValue?: number | '?';
  readonly map?: number;
  readonly atmosphere?: Atmosphere;
  readonly locationKind?: LocationKind;
  readonly boss?: boolean;
  readonly ambush?: boolean;
  readonly oxygen?: number;
  /** Which treasure table to read; the pack's first when absent. */
  readonly treasureTableId?: string;
}

export type QuickFightResult =
  { readonly ok: true; readonly input: FightInput } | { readonly ok: false; readonly reason: string };

export function quickFightInput(pack: ContentPack, options: QuickFightOptions): QuickFightResult {
  const refuse = (reason: string) => ({ ok: false as const, reason });
  if (options.crew.length < 1 || options.crew.length > 4) return refuse('Pick one to four crew members.');
  if (new Set(options.crew).size !== options.crew.length)
    return refuse('Each crew member can join only once.');
  const crew: CrewMember[] = [];
  for (const templateId of options.crew) {
    const member = crewMemberFromPack(pack, templateId);
    if (typeof member === 'string') return refuse(member);
    crew.push(member);
  }
  const enemyProfiles = [...pack.enemies.values()];
  if (enemyProfiles.length === 0) return refuse('The pack has no enemy profiles.');
  const tables = [...pack.treasureTables.values()];
  const table =
    options.treasureTableId === undefined ? tables[0] : pack.treasureTables.get(options.treasureTableId);
  if (table === undefined) return refuse('The pack has no treasure table to read.');
  const map = options.map ?? 1;
  if (!Number.isInteger(map) || map < 1 || map > 9) return refuse('The map number is 1 to 9.');
  const byLevel = options.level !== undefined;
  return {
    ok: true,
    input: {
      crew,
      encounter: {
        difficulty: byLevel ? 0 : (options.difficulty ?? 1),
        elementValue: byLevel ? (options.level ?? 1) : (options.elementValue ?? 1),
        locationKind: options.locationKind ?? 'planet-surface',
        atmosphere: options.atmosphere ?? 'breathable',
        map,
        boss: options.boss ?? false,
        ambush: options.ambush ?? false,
        species: options.species,
      },
      enemyProfiles,
      treasureTable: { gradeValues: table.gradeValues, columns: table.columns },
      oxygen: options.oxygen ?? BASE_OXYGEN,
      dropGrids: [...pack.dropGrids.values()],
      pieceNames: Object.fromEntries(
        [...pack.weapons.values(), ...pack.items.values()].map((piece) => [piece.id, piece.name]),
      ),
      prototypeEffects: prototypeInputFrom(pack),
    },
  };
}
