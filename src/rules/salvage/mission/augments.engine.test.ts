import { describe, expect, it } from 'vitest';
import { decide, settle } from '../../../../machines/salvage/mission.testkit';
import type { Company, Mission, Unit } from './state';
import { play, seeded, toRoundOne } from './mission.testkit';

/**
 * Augments and Blight Manifestation 5, "cannot carry Augments next mission" (Salvage QR, Blight
 * manifestation), through the engine: bought in downtime, fitted for the next mission, left at home by the
 * cursed Boiler for that mission and back on it afterwards. The augments are sample gear (the quick reference
 * names them only in the manifestation).
 */

const SCRAPPER = 'a2-sample-scrapper';
const ARM = 'sample-servo-arm';

function unit(m: Mission, id: string): Unit {
  const u = m.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no unit ${id}`);
  return u;
}

function company(m: Mission): Company {
  const c = m.companies.attacker;
  if (c === undefined) throw new Error('no company');
  return c;
}

/** A finished mission at downtime, with scrip to spend. */
function atDowntime(): Mission {
  const ended = settle({ ...toRoundOne(), round: 7, queue: [{ kind: 'closeRound' }] });
  const r = play(ended, { rng: seeded(4), policy: 'passive' });
  expect(r.stopped).toBe('downtime');
  return { ...r.mission, companies: { attacker: { ...company(r.mission), scrip: 100 } } };
}

function nextMissionRoundOne(m: Mission): Mission {
  const r = play(decide(m, { type: 'mission.next' }), {
    rng: seeded(8),
    policy: 'passive',
    until: (x) => x.round === 1,
  });
  expect(r.stopped).toBe('until');
  return r.mission;
}

function cardMuscle(m: Mission): number {
  return m.content.units.find((c) => c.id === 'sample-scrapper')?.stats.muscle ?? NaN;
}

describe('augments and Manifestation 5 (salvage.blight-manifestation, salvage.augments)', () => {
  it('an augment bought in downtime is fitted next mission and raises its stat by its dice', () => {
    const bought = decide(atDowntime(), {
      type: 'downtime.buy',
      side: 'attacker',
      boiler: SCRAPPER,
      gearId: ARM,
    });
    const next = nextMissionRoundOne(bought);
    expect(unit(next, SCRAPPER).gear).toContain(ARM);
    expect(unit(next, SCRAPPER).stats.muscle).toBe(cardMuscle(next) + 1);
  });

  it('a Boiler struck by Rejected Augments leaves its augments at home for that mission, and gets them back', () => {
    const bought = decide(atDowntime(), {
      type: 'downtime.buy',
      side: 'attacker',
      boiler: SCRAPPER,
      gearId: ARM,
    });
    const cursed: Mission = {
      ...bought,
      companies: {
        attacker: {
          ...company(bought),
          manifestations: [{ id: 'noAugments', missionsLeft: 1, target: SCRAPPER }],
        },
      },
    };
    const next = nextMissionRoundOne(cursed);
    const u = unit(next, SCRAPPER);
    expect(u.curses).toContain('noAugments');
    expect(u.gear).not.toContain(ARM);
    expect(u.stats.muscle).toBe(cardMuscle(next));
    expect(company(next).stash).not.toContain(ARM);
    // After that mission the augment is on the Boiler again, and the one after fits it.
    const r = play(next, { rng: seeded(9), policy: 'passive' });
    expect(r.stopped).toBe('downtime');
    expect(company(r.mission).roster.find((b) => b.id === SCRAPPER)?.gear).toContain(ARM);
    const after = nextMissionRoundOne(r.mission);
    expect(unit(after, SCRAPPER).gear).toContain(ARM);
    expect(unit(after, SCRAPPER).stats.muscle).toBe(cardMuscle(after) + 1);
  });

  it('an augment dropped for over-Capacity takes its raise with it', () => {
    const bought = decide(atDowntime(), {
      type: 'downtime.buy',
      side: 'attacker',
      boiler: SCRAPPER,
      gearId: ARM,
    });
    const m = nextMissionRoundOne(bought);
    const dropped = settle({ ...m, queue: [{ kind: 'dropItem', unit: SCRAPPER, item: ARM }] });
    expect(unit(dropped, SCRAPPER).gear).not.toContain(ARM);
    expect(unit(dropped, SCRAPPER).stats.muscle).toBe(cardMuscle(m));
  });
});
