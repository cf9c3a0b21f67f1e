import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import campaignFile from '../../../../assets/packs/sample/kraken/campaign.json';
import { locationGeneratorSchema, type LocationGenerator } from '../../../content/schemas/campaign';
import {
  currentTable,
  finishedLocation,
  keepTable,
  locationNeed,
  modifyDie,
  rerollDie,
  rerollNeed,
  rollMapId,
  rollTable,
  startLocation,
  type DraftOutcome,
  type LocationDraft,
} from './locationGenerator';
import { afterLeaving, eraseLocation, logLocation, starmapCapacity, type LoggedLocation } from './starmap';

const generator: LocationGenerator = locationGeneratorSchema.parse(campaignFile.locationGenerators[0]);

function ok(outcome: DraftOutcome): LocationDraft {
  if ('refused' in outcome) throw new Error(outcome.refused);
  return outcome;
}
function refusal(outcome: DraftOutcome): string {
  return 'refused' in outcome ? outcome.refused : '';
}

/** Every table rolled and kept as thrown, then the Map-IDs. */
function rollAll(draft: LocationDraft, faces: readonly number[][], maps: readonly number[]): LocationDraft {
  let d = draft;
  for (const f of faces) d = ok(keepTable(ok(rollTable(d, f))));
  for (const m of maps) d = ok(rollMapId(d, m));
  return d;
}

describe('§12 the location generator', () => {
  it('rolls its tables in order — type, AO, AI, depth, teleport, condition, species — then the Map-IDs', () => {
    let d = startLocation(generator, 2, 0);
    const seen: string[] = [];
    const faces = [[3], [1], [6], [1], [6, 6], [5], [2]];
    for (const f of faces) {
      seen.push(currentTable(d) ?? 'maps');
      expect(locationNeed(d)?.rule).toBe('kraken.location-generation');
      d = ok(keepTable(ok(rollTable(d, f))));
    }
    expect(seen).toEqual(['type', 'ao', 'ai', 'depth', 'teleport', 'condition', 'species']);
    // Depth 4 (a 1 on the sample's depth table): four Map-IDs, each a d20.
    expect(locationNeed(d)?.check).toEqual({ kind: 'table-roll', notation: 'd20' });
    for (const m of [2, 5, 5, 18]) d = ok(rollMapId(d, m));
    expect(locationNeed(d)).toBeNull();
    expect(finishedLocation(d)).toEqual({
      type: 'sample-derelict-ore-hauler',
      difficulty: 2,
      ao: 'YES',
      ai: 'HELL',
      depth: 4,
      mapIds: [2, 5, 5, 18],
      // 2d6 of 12 gives 4 on the sample teleport table; 4 is within the depth.
      teleport: 4,
      condition: 'one-way',
      species: 'Greys',
    });
  });

  it('spends modifications on the value being defined: +1, −1, a re-roll; any number on one die', () => {
    let d = ok(rollTable(startLocation(generator, 1, 3), [6]));
    d = ok(keepTable(d));
    // AO rolled 2 (YES); two +1s make it 4 (NO).
    d = ok(rollTable(d, [2]));
    d = ok(modifyDie(d, 0, 'plus'));
    d = ok(modifyDie(d, 0, 'plus'));
    expect(d.dice).toEqual([4]);
    expect(d.modifications).toBe(1);
    d = ok(keepTable(d));
    expect(d.values.ao).toBe('NO');
    // A re-roll throws one die of the table's kind and replaces the face.
    d = ok(rollTable(d, [6]));
    expect(rerollNeed(d)?.check).toEqual({ kind: 'table-roll', notation: 'd6' });
    d = ok(rerollDie(d, 0, 1));
    expect(d.dice).toEqual([1]);
    expect(d.modifications).toBe(0);
    expect(refusal(modifyDie(d, 0, 'minus'))).toMatch(/No dice modifications are left/);
    expect(rerollNeed(d)).toBeNull();
  });

  it('never moves a die past its faces, and changes a single die of a two-dice table per modification', () => {
    let d = startLocation(generator, 1, 5);
    d = rollAll(d, [[1], [1], [1], [3]], []);
    expect(currentTable(d)).toBe('teleport');
    d = ok(rollTable(d, [6, 2]));
    expect(refusal(modifyDie(d, 0, 'plus'))).toMatch(/d6 shows 1 to 6: this die cannot go higher/);
    d = ok(modifyDie(d, 1, 'plus'));
    expect(d.dice).toEqual([6, 3]);
    expect(refusal(modifyDie(d, 2, 'plus'))).toMatch(/There is no die 3/);
    expect(refusal(rollTable(d, [1, 1]))).toMatch(/rolled already/);
  });

  it('a fixed value is never revisited, the Map-IDs are never modified, and leftover modifications are lost', () => {
    let d = rollAll(startLocation(generator, 3, 4), [[1], [1], [1], [1], [1, 1], [1], [1]], []);
    expect(currentTable(d)).toBeNull();
    expect(refusal(modifyDie(d, 0, 'plus'))).toMatch(/no rolled die to modify/);
    expect(refusal(rollTable(d, [1]))).toMatch(/Map-IDs are rolled now/);
    expect(refusal(rollMapId(d, 21))).toMatch(/A d20 shows 1 to 20/);
    for (const m of [1, 2, 3, 20]) d = ok(rollMapId(d, m));
    expect(refusal(rollMapId(d, 5))).toMatch(/Every map of the location has its Map-ID/);
    const location = finishedLocation(d);
    expect(location?.difficulty).toBe(3);
    expect(d.modifications).toBe(4);
    expect(location).not.toHaveProperty('modifications');
  });

  it('caps a teleport range above the depth at the depth', () => {
    // Depth 4, teleport 2d6 = 12 → 4 on the sample table; make depth 4 and check the cap against a table of 9.
    const wide: LocationGenerator = {
      ...generator,
      teleport: { die: 'd6', dice: 1, rows: [{ from: 1, to: 6, value: 9 }] },
    };
    const d = rollAll(startLocation(wide, 1, 0), [[1], [1], [1], [1], [1], [1], [1]], [1, 1, 1, 1]);
    expect(finishedLocation(d)?.teleport).toBe(4);
  });

  it('property: any throws and any modifications give a complete location within the bounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.constantFrom('plus', 'minus', 'reroll', 'keep'), { minLength: 30, maxLength: 30 }),
        (sixes, twenties, mods, moves) => {
          let d = startLocation(generator, 2, mods);
          let i = 0;
          let m = 0;
          while (currentTable(d) !== null) {
            const dice = generator[currentTable(d) ?? 'type'].dice;
            d = ok(
              rollTable(
                d,
                sixes.slice(i, i + dice).map((f) => f),
              ),
            );
            i = (i + dice) % 6;
            for (;;) {
              const move = moves[m++ % moves.length];
              const outcome =
                move === 'plus' || move === 'minus'
                  ? modifyDie(d, 0, move)
                  : move === 'reroll'
                    ? rerollDie(d, 0, sixes[m % sixes.length] ?? 1)
                    : keepTable(d);
              if (!('refused' in outcome)) d = outcome;
              if (move === 'keep' || 'refused' in outcome) {
                if (move !== 'keep') d = ok(keepTable(d));
                break;
              }
            }
            expect(d.modifications).toBeGreaterThanOrEqual(0);
          }
          let t = 0;
          while (locationNeed(d) !== null && t < twenties.length) d = ok(rollMapId(d, twenties[t++] ?? 1));
          const location = finishedLocation(d);
          if (location === null) throw new Error('every roll was made, yet the location is not complete');
          expect(location.depth).toBeGreaterThanOrEqual(4);
          expect(location.depth).toBeLessThanOrEqual(9);
          expect(location.mapIds?.length).toBe(location.depth);
          expect(location.mapIds?.every((id) => id >= 1 && id <= 20)).toBe(true);
          expect(location.teleport).toBeLessThanOrEqual(location.depth);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('§12 the Starmap locations log', () => {
  const lantern = campaignFile.cgmEvents.find((e) => e.id === 'A4')?.effects[0] as {
    location: LoggedLocation['location'];
  };
  const entry = (key: string, condition: 'none' | 'self-destruction' = 'none'): LoggedLocation => ({
    key,
    name: `Location ${key}`,
    location: { ...lantern.location, condition },
    fromStory: false,
  });

  it('holds two locations, six with HyperNavMemory, and refuses a third until one is erased', () => {
    expect(starmapCapacity(false)).toBe(2);
    expect(starmapCapacity(true)).toBe(6);
    let log: readonly LoggedLocation[] = [];
    for (const key of ['a', 'b']) {
      const r = logLocation(log, entry(key), 2);
      if ('refused' in r) throw new Error(r.refused);
      log = r.log;
    }
    const full = logLocation(log, entry('c'), 2);
    expect('refused' in full ? full.refused : '').toMatch(/full: erase one to note Location c/);
    const erased = eraseLocation(log, 'a');
    if ('refused' in erased) throw new Error(erased.refused);
    const again = logLocation(erased.log, entry('c'), 2);
    expect('log' in again ? again.log.map((l) => l.key) : []).toEqual(['b', 'c']);
  });

  it('erases a Self-destruction location once the crew leaves it, and keeps any other', () => {
    const log = [entry('a'), entry('b', 'self-destruction')];
    expect(afterLeaving(log, 'a').map((l) => l.key)).toEqual(['a', 'b']);
    expect(afterLeaving(log, 'b').map((l) => l.key)).toEqual(['a']);
  });
});
