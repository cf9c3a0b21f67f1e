import { runningFight } from './running';
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/content/loadPack';
import { loadGame, saveOf } from '../../../src/game/loadGame';
import { MODES } from '../../../src/modes/headless';
import { dungeonMode } from '../../../src/modes/dungeon/mode';
import { quickCrawlInput } from '../../../src/modes/dungeon/quickCrawl';
import { Session } from '../../../src/game/session';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { dungeonDecisionSchema, dungeonInputSchema } from './dungeon.schema';
import { dungeonView } from './view';
import { dungeonInput, location, sheet, tileMap } from './testkit';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';
import { currentPrompt } from '../../core/meta';

/**
 * The dungeon crawl as a mode: the Quick crawl built from the sample pack, choices with odds, refusals that
 * name the rule, the narrated log, and a save that loads back to the same game.
 */

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));
const loaded = loadPack(files);

describe('dungeon crawl mode', () => {
  it('is registered', () => {
    expect(MODES['dungeon-crawl']).toBe(dungeonMode);
    expect(dungeonMode).toMatchObject({ system: 'kraken', title: 'Space Kraken dungeon crawl' });
  });

  it('the deployment prompt says who goes down as the choices do: every crew member fit to go', () => {
    if (!loaded.ok) throw new Error('the sample pack does not load');
    const built = quickCrawlInput(loaded.pack);
    if (!built.ok) throw new Error(built.reason);
    const session = Session.start(
      dungeonMode,
      { mode: dungeonMode.id, seed: 'p', input: built.input },
      'digital',
    );
    const snap = session.getSnapshot();
    const deploys = dungeonMode.choices(snap).filter((c) => c.id.startsWith('deploy-'));
    expect(deploys.length).toBeGreaterThan(0);
    // Every offer sends the whole team, so the prompt must not ask the player to pick one to four of them.
    for (const c of deploys) expect(c.event).toMatchObject({ crewIds: built.input.crew.map((m) => m.id) });
    const prompt = currentPrompt(snap)?.prompt ?? '';
    expect(prompt).not.toMatch(/one to four/);
    expect(prompt).toMatch(/every crew member fit to go/i);
  });

  it('the log names PSI powers, shop pieces and hired templates, not their ids', () => {
    if (!loaded.ok) throw new Error('the sample pack does not load');
    const built = quickCrawlInput(loaded.pack);
    if (!built.ok) throw new Error(built.reason);
    const session = Session.start(
      dungeonMode,
      { mode: dungeonMode.id, seed: 'w', input: built.input },
      'digital',
    );
    const crew = built.input.crew[0];
    const weapon = built.input.catalogue?.weapons[0];
    const template = built.input.catalogue?.crew?.[0];
    if (crew === undefined || weapon === undefined || template === undefined) throw new Error('no content');
    const log = [
      { kind: 'decision', event: { type: 'psi.use', crewId: crew.id, power: 'psi-divination', shift: -3 } },
      {
        kind: 'decision',
        event: { type: 'shop.buy', key: 'S1', piece: weapon.id, crewId: crew.id, slot: '1' },
      },
      {
        kind: 'decision',
        event: { type: 'shop.ammo', key: 'S1', weaponId: weapon.id, crewId: crew.id, slot: '2' },
      },
      { kind: 'decision', event: { type: 'shop.hire', key: 'S1', template: template.id } },
    ] as const;
    const lines = dungeonMode.narrate(log, session.getSnapshot());
    expect(lines[0]).toContain('uses PSI Divination');
    expect(lines[1]).toContain(`buys ${weapon.name} at`);
    expect(lines[2]).toContain(`buys ammo for the ${weapon.name} at`);
    expect(lines[3]).toContain(`Picks ${template.name} to hire at`);
    for (const line of lines) expect(line).not.toMatch(/psi-divination|“/);
  });

  it('builds a Quick crawl from the sample pack that plays with digital dice and saves', () => {
    if (!loaded.ok) throw new Error('the sample pack does not load');
    const built = quickCrawlInput(loaded.pack);
    if (!built.ok) throw new Error(built.reason);
    const input = built.input;
    // The sample pack's Quick crawl scenario: the derelict ore hauler, difficulty 2, AO: NO / AI: YES.
    expect(input.location).toMatchObject({
      difficulty: 2,
      ao: 'NO',
      ai: 'YES',
      depth: 8,
      species: 'The Lost',
    });
    expect(input.location.mapIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(input.crew).toHaveLength(4);
    const parsed = dungeonInputSchema.safeParse(input);
    expect(parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe('');

    const session = Session.start(dungeonMode, { mode: dungeonMode.id, seed: 'quick', input }, 'digital');
    const play = (id: string) => {
      const snap = session.getSnapshot();
      const choice = dungeonMode.choices(snap).find((c) => c.id.startsWith(id) && snap.can(c.event));
      if (choice === undefined) throw new Error(`no choice ${id} in ${JSON.stringify(snap.value)}`);
      expect(dungeonDecisionSchema.safeParse(choice.event).success).toBe(true);
      const outcome = session.send(choice.event);
      expect(outcome.ok ? '' : outcome.reason).toBe('');
    };
    // The scenario gives every Map-ID, so the crawl starts at deployment.
    expect(session.getSnapshot().value).toBe('deploying');
    play('deploy-');
    expect(session.getSnapshot().matches({ exploring: 'freeMove' })).toBe(true);
    const view = dungeonView(session.getSnapshot().context);
    expect(view.tileMap?.id).toBe('sample-hauler-docking-collar');
    expect(view.moves.length).toBeGreaterThan(0);
    expect(view.oxygen).toBe(view.oxygenCapacity);
    play('move-');
    play('mines-brave');
    expect(session.log.filter((e) => e.kind === 'dice').length).toBeGreaterThan(0);

    const lines = session.narrate();
    expect(lines).toHaveLength(session.log.length);
    expect(lines.some((l) => /dodges the blast/.test(l) && /odds/.test(l))).toBe(true);

    const stamp = { id: 'sample', version: '1.0.0', hash: loaded.pack.hash };
    const text = JSON.stringify(saveOf(session, stamp));
    const back = loadGame(text, MODES, { lookup: () => stamp });
    expect(back.ok ? '' : back.error).toBe('');
    if (back.ok) expect(back.session.getSnapshot().context).toEqual(session.getSnapshot().context);
  });

  it('fights the Quick crawl’s enemies with the sample pack’s content, and the save loads back', () => {
    if (!loaded.ok) throw new Error('the sample pack does not load');
    const built = quickCrawlInput(loaded.pack);
    if (!built.ok) throw new Error(built.reason);
    const session = Session.start(
      dungeonMode,
      { mode: dungeonMode.id, seed: 'q1', input: built.input },
      'digital',
    );
    const staying = (type: string) => !['teleporter.out', 'location.exit', 'entrance.back'].includes(type);
    // A plain policy until one ground combat has been fought to its end.
    for (let i = 0; i < 400; i += 1) {
      const root = session.getSnapshot();
      if (root.status === 'done' || (root.context.fightLogs.length > 0 && runningFight(root) === null)) break;
      const offers = session.choices().filter((c) => staying(c.event.type));
      // Walk towards a fight: take it when offered, else a move into a new space, else every seventh offer.
      const visited = new Set(
        session.log.flatMap((e) =>
          e.kind === 'decision' && e.event.type === 'move' ? [String(e.event['to'])] : [],
        ),
      );
      const choice =
        offers.find((c) => c.event.type === 'encounter.fight') ??
        offers.find((c) => c.event.type === 'move' && !visited.has(String(c.event['to']))) ??
        offers[(i * 7 + 1) % offers.length];
      if (choice === undefined)
        throw new Error(`nothing offered in ${JSON.stringify(session.active().path)}`);
      const outcome = session.send(choice.event);
      expect(outcome.ok ? '' : outcome.reason).toBe('');
    }
    const context = session.getSnapshot().context;
    expect(context.fightLogs.length).toBeGreaterThan(0);
    expect(runningFight(session.getSnapshot())).toBeNull();
    expect(
      journalLines(context).some((line) => /^The enemy E1: (defeated|escaped|team-lost)/.test(line)),
    ).toBe(true);
    expect(session.log.some((e) => e.kind === 'dice' && e.path?.[0] === 'groundCombat')).toBe(true);

    const stamp = { id: 'sample', version: '1.0.0', hash: loaded.pack.hash };
    const back = loadGame(JSON.stringify(saveOf(session, stamp)), MODES, { lookup: () => stamp });
    expect(back.ok ? '' : back.error).toBe('');
    if (back.ok) expect(back.session.getSnapshot().context).toEqual(context);
  });

  it('offers each roll with its exact odds, and explains refusals with the rule’s reason', () => {
    const map = tileMap(mapOf(['>  .  B2  .', '#  #  #   #']));
    const input = dungeonInput([map], [sheet('ana', { tech: 5 }), sheet('bo', { tech: 2 })], {
      location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
    });
    const session = Session.start(dungeonMode, { mode: dungeonMode.id, seed: 's', input }, 'manual');
    session.send({ type: 'deploy', entrance: tileSpaceId(0, 0), crewIds: ['ana', 'bo'] });
    session.send({ type: 'move', to: tileSpaceId(1, 0) });
    const wall = session.send({ type: 'move', to: tileSpaceId(1, 1) });
    expect(wall.ok ? '' : wall.reason).toMatch(/does not touch/);
    const far = session.send({ type: 'bulkhead.attempt', bulkhead: '2,0#0', crewId: 'ana' });
    expect(far.ok ? '' : far.reason).toMatch(/stand on the bulkhead/);
    session.send({ type: 'move', to: tileSpaceId(2, 0) });
    const choice = dungeonMode.choices(session.getSnapshot()).find((c) => c.id === 'bulkhead-2,0#0');
    expect(choice?.odds).toBeCloseTo(21 / 36, 12);
    expect(choice?.label).toMatch(/Ana works bulkhead B2/);
    const shut = session.send({ type: 'move', to: tileSpaceId(3, 0) });
    expect(shut.ok ? '' : shut.reason).toMatch(/bulkhead/);
    if (choice === undefined) throw new Error('no bulkhead choice');
    expect(session.send(choice.event).ok).toBe(true);
    expect(session.getSnapshot().context.diceRequest?.odds).toBeCloseTo(21 / 36, 12);
    const busy = session.send({ type: 'move', to: tileSpaceId(1, 0) });
    expect(busy.ok ? '' : busy.reason).toMatch(/waiting for its dice/);
    expect(session.answerDice([[6, 6]]).ok).toBe(true);
    expect(session.send({ type: 'move', to: tileSpaceId(3, 0) }).ok).toBe(true);
  });
});
