import { createContext, useContext } from 'react';
import type { ContentPack } from '../content/pack';
import type { CampaignDraft } from '../content/cgm/draft';
import type { Board as BoardDoc } from '../content/schemas/board';
import type { Demo } from '../content/schemas/demo';
import type { TileMap } from '../content/schemas/tileMap';
import type { PackLookup, PackStamp } from '../game/loadGame';
import type { SaveStore } from '../game/storage';
import type { RuleEntry } from '../rules/reference/entry';

/** What the screens share: where saves go, which packs are loaded, the rules reference. */
export interface AppServices {
  readonly store: SaveStore;
  readonly packs: PackLookup & {
    /** The pack new games are played with. */
    active(): PackStamp;
    /** Its content. */
    activeContent(): ContentPack;
    list(): readonly (PackStamp & { readonly name: string; readonly sample: boolean })[];
    /** Loads a pack from its files; on failure nothing changes and each error names file, path, expectation. */
    importFiles(
      files: ReadonlyMap<string, string>,
    ): { ok: true; id: string } | { ok: false; errors: string[] };
    /** Every board of every loaded pack. */
    boards(): readonly { readonly packId: string; readonly board: BoardDoc }[];
    /** Adds (or replaces) a board in the player's "My boards" pack, checked like any pack, and keeps it. */
    saveBoard(board: BoardDoc): Promise<{ ok: true; id: string } | { ok: false; errors: string[] }>;
    /** Every tile map of every loaded pack. */
    maps(): readonly { readonly packId: string; readonly map: TileMap }[];
    /** Adds (or replaces) a tile map in the player's "My maps" pack, checked like any pack, and keeps it. */
    saveMap(map: TileMap): Promise<{ ok: true; id: string } | { ok: false; errors: string[] }>;
    /** Every loaded pack holding a CGM book, with its content (the CGM editor opens one). */
    campaignPacks(): readonly {
      readonly packId: string;
      readonly name: string;
      readonly pack: ContentPack;
    }[];
    /** Puts a CGM book in the player's "My campaign" pack, in place of the last, checked like any pack, and keeps it. */
    saveCampaign(draft: CampaignDraft): Promise<{ ok: true; id: string } | { ok: false; errors: string[] }>;
    /** Every demo of every loaded pack, with the pack's id and name. */
    demos(): readonly { readonly packId: string; readonly packName: string; readonly demo: Demo }[];
    /** A loaded pack's content (a demo's set-up is built from its own pack). */
    content(id: string): ContentPack | undefined;
    /** Adds (or replaces) a demo in the player's "My demos" pack, checked like any pack, and keeps it. */
    saveDemo(demo: Demo): Promise<{ ok: true; id: string } | { ok: false; errors: string[] }>;
  };
  readonly rules: readonly RuleEntry[];
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('AppServices missing: render inside <ServicesContext.Provider>.');
  return services;
}
