import { formatPackError, packError } from '../errors';
import { readJson } from '../jsonText';
import { loadPack } from '../loadPack';
import { MANIFEST_FILE } from '../schemas/manifest';
import { CONTENT_SCHEMA_VERSION } from '../schemas/version';
import {
  CAMPAIGN_FILE,
  SUPPORT_KINDS,
  draftFromPack,
  type CampaignDraft,
  type CampaignPackName,
  type SupportEntries,
} from './draft';

/**
 * A campaign file read for the CGM editor: a content file holding a CGM book (`cgmSheets`, `cgmEvents`,
 * `lineSets`, and any of backstories, achievements, location generators), with or without the entries it
 * names. It is checked exactly as a pack is — JSON, schema version, every schema, the cross-checks and the
 * book from every start — together with the support entries of the pack open in the editor for the ids it
 * names but does not hold. A file that would not load is refused with every reason; the editor keeps the
 * book it has.
 */

export type CampaignFileReading =
  | { readonly ok: true; readonly draft: CampaignDraft }
  | { readonly ok: false; readonly errors: readonly string[] };

/** The name of the made-up pack a file is checked in (never shown as a pack). */
const CHECK_PACK: CampaignPackName = {
  id: 'campaign-file-check',
  name: 'Campaign file',
  version: '1.0.0',
  description: 'A campaign file being checked.',
};

const SUPPORT_FILE = 'entries-of-the-open-pack.json';

/** Ids the file defines, kind by kind (read leniently: the loader words any fault). */
function definedIds(value: unknown): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  if (typeof value !== 'object' || value === null) return ids;
  for (const kind of SUPPORT_KINDS) {
    const list = (value as Record<string, unknown>)[kind];
    const set = new Set<string>();
    if (Array.isArray(list))
      for (const entry of list as unknown[])
        if (typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string')
          set.add((entry as { id: string }).id);
    ids.set(kind, set);
  }
  return ids;
}

/** The file's name as a path the manifest may list (a pick like "my book.json"), else campaign.json. */
function pathFor(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return /^[^\\:*?"<>|]+\.json$/i.test(base) && base !== MANIFEST_FILE && base !== SUPPORT_FILE
    ? base
    : CAMPAIGN_FILE;
}

export function readCampaignFile(name: string, text: string, support: SupportEntries): CampaignFileReading {
  const path = pathFor(name);
  const reading = readJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const defined = reading.ok ? definedIds(reading.value) : new Map<string, Set<string>>();
  const extra: Record<string, unknown> = { schemaVersion: CONTENT_SCHEMA_VERSION };
  for (const kind of SUPPORT_KINDS) {
    const own = defined.get(kind) ?? new Set<string>();
    const rest = (support[kind] as readonly { readonly id: string }[]).filter((e) => !own.has(e.id));
    if (rest.length > 0) extra[kind] = rest;
  }
  const manifest = {
    schemaVersion: CONTENT_SCHEMA_VERSION,
    ...CHECK_PACK,
    sample: false,
    files: [path, SUPPORT_FILE],
  };
  const files = new Map<string, string>([
    [MANIFEST_FILE, JSON.stringify(manifest)],
    [path, text],
    [SUPPORT_FILE, JSON.stringify(extra)],
  ]);
  const result = loadPack(files);
  if (!result.ok) return { ok: false, errors: result.errors.map(formatPackError) };
  if (result.pack.cgmSheets.size === 0)
    return {
      ok: false,
      errors: [formatPackError(packError(name, 'cgmSheets', 'a campaign file with its CGM sheets', 'none'))],
    };
  const draft = draftFromPack(result.pack);
  return { ok: true, draft };
}
