import { describe, expect, it } from 'vitest';
import { hasFields, sameDecision } from './match';

describe('demo decision matching', () => {
  const order = { type: 'unit.order', order: { action: 'move', unit: 'a1', to: { x: 1, z: 2, level: 1 } } };

  it('compares every field, deeply, except those at the ignored paths', () => {
    expect(sameDecision(order, structuredClone(order))).toBe(true);
    const elsewhere = { ...order, order: { ...order.order, to: { x: 5, z: 2, level: 1 } } };
    expect(sameDecision(order, elsewhere)).toBe(false);
    expect(sameDecision(order, elsewhere, ['order.to'])).toBe(true);
    expect(sameDecision(order, { ...order, order: { ...order.order, unit: 'a2' } }, ['order.to'])).toBe(
      false,
    );
    expect(sameDecision({ type: 'reroll', crewId: 'a' }, { type: 'reroll', crewId: 'b' }, ['crewId'])).toBe(
      true,
    );
  });

  it("finds a hint's fields in a decision, whatever else it carries", () => {
    expect(hasFields(order, { order: { action: 'move' } })).toBe(true);
    expect(hasFields(order, { order: { action: 'run' } })).toBe(false);
    expect(hasFields({ type: 'x', weapon: null }, { weapon: null })).toBe(true);
    expect(hasFields({ type: 'x' }, { weapon: null })).toBe(false);
    expect(hasFields({ picks: [{ a: 1 }] }, { picks: [{ a: 1 }] })).toBe(true);
  });
});
