import { describe, expect, it } from 'vitest';
import { loadPack } from './loadPack';
import { PackRegistry } from './registry';
import { manifestFor, packFiles, weapon } from './testPack';

function load(id: string, version: string, price = 4) {
  return loadPack(
    packFiles(
      { 'w.json': { schemaVersion: 1, weapons: [weapon('a', { price })] } },
      manifestFor(['w.json'], { id, version }),
    ),
  );
}

describe('PackRegistry', () => {
  it('adds packs and lists them by id', () => {
    const first = PackRegistry.empty().add(load('zeta', '1.0.0'));
    const second = first.registry.add(load('alpha', '2.0.0'));
    expect(second.added).toBe(true);
    expect(second.registry.list().map((p) => p.manifest.id)).toEqual(['alpha', 'zeta']);
    expect(second.registry.size).toBe(2);
    expect(second.registry.get('zeta')?.manifest.version).toBe('1.0.0');
    expect(first.registry.size).toBe(1); // the earlier registry is unchanged
  });

  it('replaces a pack with the same id only when the new one is valid', () => {
    const start = PackRegistry.empty().add(load('p', '1.0.0')).registry;
    const broken = loadPack(
      packFiles({ 'w.json': '{' }, manifestFor(['w.json'], { id: 'p', version: '2.0.0' })),
    );
    const refused = start.add(broken);
    expect(refused.added).toBe(false);
    expect(refused.added ? [] : refused.errors).not.toHaveLength(0);
    expect(refused.registry.get('p')?.manifest.version).toBe('1.0.0');

    const replaced = start.add(load('p', '2.0.0'));
    expect(replaced.added && replaced.replaced?.manifest.version).toBe('1.0.0');
    expect(replaced.registry.get('p')?.manifest.version).toBe('2.0.0');
    expect(replaced.registry.size).toBe(1);
  });

  it('answers whether the pack a save needs is present', () => {
    const registry = PackRegistry.empty().add(load('p', '1.0.0')).registry;
    const hash = registry.get('p')?.hash ?? '';
    expect(registry.find('p', '1.0.0', hash).status).toBe('present');
    expect(registry.find('p').status).toBe('present');
    expect(registry.find('q', '1.0.0', hash).status).toBe('missing');
    expect(registry.find('p', '1.1.0', hash).status).toBe('other-version');
    expect(registry.find('p', '1.0.0', 'ffffffffffffff').status).toBe('other-content');

    const edited = load('p', '1.0.0', 9);
    expect(edited.ok && edited.pack.hash !== hash).toBe(true);
  });

  it('removes a pack', () => {
    const registry = PackRegistry.empty().add(load('p', '1.0.0')).registry;
    expect(registry.remove('p').find('p').status).toBe('missing');
    expect(registry.remove('nothing')).toBe(registry);
  });
});
