import { describe, expect, it } from 'vitest';
import { waitingDice } from '../../../machines/core/tree';
import { formatPackErrors } from '../../content/errors';
import { loadPack } from '../../content/loadPack';
import { samplePack } from '../../content/testSample';
import { campaignInput, defaultChoices } from '../../modes/campaign/campaignInput';
import { campaignMode } from '../../modes/campaign/mode';
import { waitingAt } from '../../modes/campaign/waitingAt';
import { salvageMode, salvageStart } from '../../modes/salvage/mode';

import { Session } from '../session';

/**
 * "What changed" is said by the machine that was playing when the step began, in words: a landing compares
 * the ship with itself (not with the crawl it starts), and a figure that moved says how far, never where in
 * coordinates.
 */

const COORDINATES = /\(\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*\)/;

describe('what a step changed', () => {
  it('a landing says nothing of the crew going “gone”: the ship is compared with itself', () => {
    const pack = samplePack();
    const built = campaignInput(pack, { ...defaultChoices(pack), practice: true });
    if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
    // The first story line starts on the event that logs The Lantern on the Starmap (a place to land).
    const cell = [...pack.cgmSheets.values()].flatMap((sheet) =>
      Object.entries(sheet.cells).flatMap(([at, text]) => (text === '!A4' ? [`${sheet.number}${at}`] : [])),
    )[0];
    const lineSet = built.input.setup.lineSet;
    const lines = lineSet.lines.map((l, i) => (i === 0 && cell !== undefined ? { ...l, start: cell } : l));
    const input = { ...built.input, setup: { ...built.input.setup, lineSet: { ...lineSet, lines } } };
    const session = Session.start(campaignMode, { mode: campaignMode.id, seed: 'landing', input }, 'manual');
    const prefer = [
      'lead:',
      'read',
      'choose-a',
      'quest-accept',
      'starmap-drop',
      'recovery-pass',
      'construction-pass',
    ];
    for (let i = 0; i < 200 && waitingAt(session.getSnapshot().value) !== 'freeAction'; i++) {
      const waiting = waitingDice(session.getSnapshot());
      if (waiting !== null) {
        const faces = waiting.request.groups.map((g) =>
          Array.from({ length: g.spec.count }, () => (g.spec.die === 'd20' ? 15 : 6)),
        );
        expect(session.answerDice(faces).ok).toBe(true);
        continue;
      }
      const offers = session.choices().filter((c) => c.disabled === undefined);
      const pick = prefer.map((p) => offers.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      if (pick === undefined) throw new Error(`stuck: ${offers.map((c) => c.id).join(' ')}`);
      expect(session.send(pick.event).ok).toBe(true);
    }
    const land = session.choices().find((c) => c.id.startsWith('land:') && c.disabled === undefined);
    if (land === undefined)
      throw new Error(
        `no landing offered: ${waitingAt(session.getSnapshot().value)} ${session
          .choices()
          .map((c) => c.id + (c.disabled ?? ''))
          .join(' ')}`,
      );
    expect(session.send(land.event).ok).toBe(true);
    expect(session.active().path).toEqual(['dungeon']);
    const changes = session.stepChanges();
    expect(changes.filter((c) => c.to === null).map((c) => `${c.who}: ${c.said}`)).toEqual([]);
    expect(changes.map((c) => c.said).join(' ')).not.toMatch(/gone/);
  });

  it('a salvage figure that moves says how far and on which level, never its coordinates', () => {
    const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const root = '/assets/packs/sample/';
    const loaded = loadPack(
      new Map(Object.entries(raw).map(([path, text]) => [path.slice(root.length), text])),
    );
    if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
    const pack = loaded.pack;
    const missionId = [...pack.salvageMissions.keys()][0] ?? '';
    const mission = pack.salvageMissions.get(missionId);
    const boss = mission?.roster.find((id) => pack.unitCards.get(id)?.role === 'boss') ?? '';
    const boilers =
      mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(0, 2) ?? [];
    const input = salvageStart(pack, missionId, { attacker: [boss, ...boilers] });
    if (typeof input === 'string') throw new Error(input);
    const session = Session.start(salvageMode, { mode: salvageMode.id, seed: 'moves', input }, 'digital');
    const prefer = [
      'choose-',
      'theme-roll',
      'setup-next',
      'first-',
      'activate-',
      'order-move',
      'unit-end',
      'hostile-',
    ];
    const said: string[] = [];
    for (let i = 0; i < 200 && !said.some((s) => s.startsWith('moved')); i++) {
      const offers = session.choices().filter((c) => c.disabled === undefined);
      const pick = prefer.map((p) => offers.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      if (pick === undefined) break;
      expect(session.send(pick.event).ok).toBe(true);
      said.push(...session.stepChanges().map((c) => c.said));
    }
    expect(said.find((s) => s.startsWith('moved'))).toMatch(
      /^moved \d+\.\d" (on|to) (Topside|The Mids|The Sink)$/,
    );
    expect(said.filter((s) => COORDINATES.test(s))).toEqual([]);
  });
});
