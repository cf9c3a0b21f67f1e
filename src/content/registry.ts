import type { PackError } from './errors';
import type { PackLoadResult } from './loadPack';
import type { ContentPack } from './pack';

/** The answer to "is the pack this save needs present?". */
export type PackLookup =
  | { readonly status: 'present'; readonly pack: ContentPack }
  /** No pack with this id is loaded. */
  | { readonly status: 'missing' }
  /** A pack with this id is loaded, at another version. */
  | { readonly status: 'other-version'; readonly pack: ContentPack }
  /** Same id and version, but the content differs (the pack was edited without a new version). */
  | { readonly status: 'other-content'; readonly pack: ContentPack };

export type AddOutcome =
  | { readonly added: true; readonly registry: PackRegistry; readonly replaced?: ContentPack }
  | { readonly added: false; readonly registry: PackRegistry; readonly errors: readonly PackError[] };

/**
 * The loaded packs, one per id. Immutable: add() and remove() return a new registry and leave this one
 * as it was, so it can sit in React state or a machine's context. No storage, no DOM.
 */
export class PackRegistry {
  private constructor(private readonly packs: ReadonlyMap<string, ContentPack>) {}

  static empty(): PackRegistry {
    return new PackRegistry(new Map());
  }

  /** Adds a loaded pack, replacing the pack with the same id. A failed load changes nothing. */
  add(result: PackLoadResult): AddOutcome {
    if (!result.ok) return { added: false, registry: this, errors: result.errors };
    const { pack } = result;
    const previous = this.packs.get(pack.manifest.id);
    const registry = new PackRegistry(new Map(this.packs).set(pack.manifest.id, pack));
    return previous === undefined ? { added: true, registry } : { added: true, registry, replaced: previous };
  }

  remove(id: string): PackRegistry {
    if (!this.packs.has(id)) return this;
    const packs = new Map(this.packs);
    packs.delete(id);
    return new PackRegistry(packs);
  }

  get(id: string): ContentPack | undefined {
    return this.packs.get(id);
  }

  /** Every pack, sorted by id. */
  list(): readonly ContentPack[] {
    return [...this.packs.values()].sort((a, b) =>
      a.manifest.id < b.manifest.id ? -1 : a.manifest.id > b.manifest.id ? 1 : 0,
    );
  }

  get size(): number {
    return this.packs.size;
  }

  /** Is the pack (at this version, with this content hash) here? Omitted parts are not compared. */
  find(id: string, version?: string, hash?: string): PackLookup {
    const pack = this.packs.get(id);
    if (pack === undefined) return { status: 'missing' };
    if (version !== undefined && pack.manifest.version !== version) return { status: 'other-version', pack };
    if (hash !== undefined && pack.hash !== hash) return { status: 'other-content', pack };
    return { status: 'present', pack };
  }
}
