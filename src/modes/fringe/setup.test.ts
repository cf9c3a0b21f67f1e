import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { battleBoard, boardFigure, standProblems } from '../../rules/fringe/geometry';
import { startBattle } from '../../rules/fringe/engine';
import { fringeInput } from './setup';

describe('the sample pack’s Fringe battles', () => {
  const pack = samplePack();
  const battles = [...pack.fringeBattles.values()];
  const crews = [...pack.fringeCrews.keys()];

  it('holds battles, crews, species, weapons, gear and readings, all marked sample', () => {
    expect(battles.length).toBeGreaterThanOrEqual(2);
    expect(crews.length).toBeGreaterThanOrEqual(3);
    for (const b of battles) expect(b.name).toMatch(/^Sample: /);
    for (const w of pack.fringeWeapons.values()) expect(w.description).toMatch(/^Sample /);
  });

  it.each(battles.map((b) => b.id))(
    'sets every figure of every crew on a legal spot of %s, and its sights on a floor',
    (id) => {
      for (const crewId of crews) {
        for (const play of ['solo', 'hot-seat'] as const) {
          const built = fringeInput(pack, {
            battleId: id,
            crewId,
            play,
            opponentId: crews.find((c) => c !== crewId) ?? '',
          });
          if (!built.ok) {
            expect(built.reason).toMatch(/cannot fight itself/);
            continue;
          }
          const b = startBattle(built.input);
          const board = battleBoard(b);
          for (const f of b.fighters) {
            if (f.at === null) continue;
            expect(standProblems(board, boardFigure(f, f.at), f.at), `${id} ${crewId} ${f.id}`).toEqual([]);
          }
          const first = b.fighters[0];
          if (first === undefined) throw new Error('no figure');
          for (const s of b.sights) {
            const probe = { ...boardFigure(first, { x: s.x, z: s.z, level: s.level }), id: 'probe' };
            expect(
              standProblems({ ...board, figures: [] }, probe, { x: s.x, z: s.z, level: s.level }),
              `${id} ${s.id}`,
            ).toEqual([]);
          }
        }
      }
    },
  );

  it('refuses a battle or crew the pack lacks, and a crew against itself', () => {
    expect(fringeInput(pack, { battleId: 'nope', crewId: 'wren-crew', play: 'solo' })).toMatchObject({
      ok: false,
    });
    expect(
      fringeInput(pack, { battleId: 'drill-at-the-gantry', crewId: 'rustjaw-raiders', play: 'solo' }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/itself/) as unknown,
    });
  });
});
