import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { shipTraitLines, travelFuelCost } from './travel';

describe('Fringe 002 Fuel Hog: travelling to a new world costs 1 more credit of fuel', () => {
  it('adds 1 credit to the fuel cost of a ship with Fuel Hog, nothing to one without', () => {
    expect(travelFuelCost(3, ['fuel-hog'])).toBe(4);
    expect(travelFuelCost(0, ['fuel-hog'])).toBe(1);
    expect(travelFuelCost(3, [])).toBe(3);
  });

  it("the sample pack's Wren is a Fuel Hog, and the crew's line says what it costs", () => {
    const wren = samplePack().fringeCrews.get('wren-crew');
    expect(wren?.shipTraits).toEqual(['fuel-hog']);
    expect(travelFuelCost(2, wren?.shipTraits ?? [])).toBe(3);
    expect(shipTraitLines(wren?.shipTraits ?? [])).toEqual([
      'Fuel Hog: travelling to a new world costs 1 more credit of fuel',
    ]);
  });
});
