import { describe, expect, it } from 'vitest';
import { loadPack } from '../../content/loadPack';
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

describe('the Quick fight offers an earned Reaction (§14 step 3)', () => {
  it('with the set-up form’s defaults (level 1 Beasts on map 1), a 6 on the reaction check lets one crew member act first', () => {
    const loaded = loadPack(files);
    if (!loaded.ok) throw new Error('The sample pack loads.');
    const crew = [...loaded.pack.crewTemplates.keys()].slice(0, 2);
    const options = { crew, species: 'Beasts' as const, level: 1, map: 1 };
    const built = quickFightInput(loaded.pack, options);
    if (!built.ok) throw new Error(built.reason);
    const s = Session.start(
      groundCombatMode,
      { mode: 'ground-combat', seed: 'reaction', input: built.input },
      'manual',
    );
    const request = s.getSnapshot().context.diceRequest;
    expect(request?.rule).toBe('kraken.spawn-reaction');
    expect(s.answerDice([[6]]).ok).toBe(true);
    expect(s.narrate().at(-1)).toMatch(/one crew member may act before the rest arrive/);
    const ids = groundCombatMode.choices(s.getSnapshot()).map((c) => c.id);
    expect(ids).toEqual([...crew.map((id) => `activate-${id}`), 'reaction-skip']);
    // The reaction passed up, the fight goes on to Cover and initiative.
    expect(s.send({ type: 'reaction.skip' }).ok).toBe(true);
    expect(s.getSnapshot().context.fight.phase).toBe('initiative');
    expect(groundCombatMode.choices(s.getSnapshot()).map((c) => c.id)).toContain('initiative');
    // Or one crew member takes the reaction (here: Cover); then Cover and initiative follow.
    expect(s.undo()).toBe(true);
    expect(s.send({ type: 'crew.activate', crewId: crew[0] ?? '' }).ok).toBe(true);
    expect(s.send({ type: 'cover' }).ok).toBe(true);
    expect(s.getSnapshot().value).toEqual({ initiative: 'cover' });
    expect(s.getSnapshot().context.fight.reaction).toBe('taken');
    s.dispose();
  });
});
