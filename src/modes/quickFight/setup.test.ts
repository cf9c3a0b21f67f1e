import { describe, expect, it } from 'vitest';
import { loadPack } from '../../content/loadPack';
import { formatPackErrors } from '../../content/errors';
import { groundCombatInputSchema } from '../../../machines/kraken/groundCombat.schema';
import { Session } from '../../game/session';
import { groundCombatMode } from './mode';
import { quickFightInput } from './setup';

// The sample pack as the app bundles it.
const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));

describe('quick fight set-up from a content pack', () => {
  const loaded = loadPack(files);

  it('loads the sample pack', () => {
    expect(loaded.ok ? '' : formatPackErrors(loaded.errors)).toBe('');
  });

  it('builds crew from templates and a valid input for the ground-combat mode', () => {
    if (!loaded.ok) throw new Error(`loaded failed: ${JSON.stringify(loaded)}`);
    const ids = [...loaded.pack.crewTemplates.keys()].slice(0, 2);
    const result = quickFightInput(loaded.pack, { crew: ids, species: 'Krakens', level: 3, map: 2 });
    expect(result.ok ? '' : result.reason).toBe('');
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    expect(result.input.crew.map((m) => m.id)).toEqual(ids);
    expect(result.input.encounter).toMatchObject({
      difficulty: 0,
      elementValue: 3,
      map: 2,
      species: 'Krakens',
    });
    expect(result.input.crew.every((m) => m.hp > 0)).toBe(true);
    const parsed = groundCombatInputSchema.safeParse(JSON.parse(JSON.stringify(result.input)));
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
    const session = Session.start(
      groundCombatMode,
      { mode: 'ground-combat', seed: 'pack', input: result.input },
      'digital',
    );
    expect(session.getSnapshot().context.fight.enemies[0]?.profile.species).toBe('Krakens');
    session.dispose();
  });

  it('refuses unknown templates, repeated crew and bad map numbers with a sentence', () => {
    if (!loaded.ok) throw new Error(`loaded failed: ${JSON.stringify(loaded)}`);
    const first = [...loaded.pack.crewTemplates.keys()][0] ?? '';
    expect(quickFightInput(loaded.pack, { crew: ['nobody'], species: 'Greys' })).toMatchObject({ ok: false });
    expect(quickFightInput(loaded.pack, { crew: [first, first], species: 'Greys' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/only once/) as unknown,
    });
    expect(quickFightInput(loaded.pack, { crew: [first], species: 'Greys', map: 12 })).toMatchObject({
      ok: false,
    });
  });
});
