import { describe, expect, it } from 'vitest';
import { formatPackErrors } from '../../content/errors';
import { loadPack } from '../../content/loadPack';
import { decisionSchema } from '../../rules/salvage/mission/decisions';
import { salvageStart } from './mode';
import { salvageInputSchema } from './salvageInput';

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const loaded = loadPack(new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text])));

function input(hotseat: boolean) {
  if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
  const pack = loaded.pack;
  const missionId = [...pack.salvageMissions.keys()][0] ?? '';
  const roster = pack.salvageMissions.get(missionId)?.roster ?? [];
  const bosses = roster.filter((id) => pack.unitCards.get(id)?.role === 'boss');
  const boilers = roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler');
  const start = salvageStart(pack, missionId, {
    attacker: [bosses[0] ?? '', ...boilers.slice(0, 2)],
    ...(hotseat ? { defender: [bosses[1] ?? bosses[0] ?? '', ...boilers.slice(2, 4)] } : {}),
  });
  if (typeof start === 'string') throw new Error(start);
  // As a save file carries it.
  return JSON.parse(JSON.stringify(start)) as Record<string, unknown> & {
    companies: { attacker: Record<string, unknown> };
  };
}

describe('the salvage set-up and decision schemas', () => {
  it('accept what salvageStart builds, solo and hot-seat', () => {
    for (const hotseat of [false, true]) {
      const parsed = salvageInputSchema.safeParse(input(hotseat));
      expect(parsed.error?.issues[0]).toBeUndefined();
    }
  });

  it('refuse unknown keys, fractional or negative counts and non-finite numbers in the set-up', () => {
    const base = input(false);
    expect(salvageInputSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
    const company = base.companies.attacker;
    for (const bad of [{ scrip: 1.5 }, { blight: -1 }, { bond: Number.NaN }, { cheat: true }]) {
      const changed = { ...base, companies: { attacker: { ...company, ...bad } } };
      expect(salvageInputSchema.safeParse(changed).success).toBe(false);
    }
    expect(salvageInputSchema.safeParse({ ...base, mode: 'coop' }).success).toBe(false);
  });

  it('refuse unknown keys and unknown actions in decisions, and non-finite spots', () => {
    expect(decisionSchema.safeParse({ type: 'unit.end' }).success).toBe(true);
    expect(decisionSchema.safeParse({ type: 'unit.end', unit: 'a1' }).success).toBe(false);
    expect(decisionSchema.safeParse({ type: 'unit.fly' }).success).toBe(false);
    const move = { action: 'move', unit: 'a1', to: { x: 3, z: 4, level: 1 } };
    expect(decisionSchema.safeParse({ type: 'unit.order', order: move }).success).toBe(true);
    expect(decisionSchema.safeParse({ type: 'unit.order', order: { ...move, power: 9 } }).success).toBe(
      false,
    );
    expect(
      decisionSchema.safeParse({
        type: 'unit.order',
        order: { ...move, to: { x: Infinity, z: 4, level: 1 } },
      }).success,
    ).toBe(false);
    expect(
      decisionSchema.safeParse({ type: 'unit.order', order: { action: 'teleport', unit: 'a1' } }).success,
    ).toBe(false);
    expect(
      decisionSchema.safeParse({
        type: 'downtime.trade',
        side: 'attacker',
        boiler: 'a1',
        gearId: 'g',
        toBoiler: 'd1',
        scrip: 2.5,
      }).success,
    ).toBe(false);
  });
});
