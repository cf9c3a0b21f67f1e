import { describe, expect, it } from 'vitest';
import { hintWords } from './presenterChannel';

describe('hintWords: a demo hint in the presenter notes', () => {
  const offered = [
    { id: 'plain', label: 'Pistol at the Drone', event: { type: 'attack', boost: { damage: 0 } } },
    { id: 'boost', label: 'Pistol at the Drone, +1 damage', event: { type: 'attack', boost: { damage: 1 } } },
    { id: 'cover', label: 'Take cover', event: { type: 'cover' } },
  ];

  it('names the choices the hint is for by their labels, never the fields it is keyed by', () => {
    const words = hintWords(offered, { boost: { damage: 1 } });
    expect(words).toBe('Pistol at the Drone, +1 damage');
    expect(words).not.toContain('{');
    expect(hintWords(offered, { type: 'attack' })).toBe(
      'Pistol at the Drone or Pistol at the Drone, +1 damage',
    );
  });

  it('says so when no choice on offer matches', () => {
    expect(hintWords(offered, { type: 'escape' })).toBe('a choice not on offer now');
  });
});
