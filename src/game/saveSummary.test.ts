import { describe, expect, it } from 'vitest';
import { saveOf } from './loadGame';
import type { PackLookup } from './loadGame';
import { MODES } from '../modes/headless';
import { diceLabMode } from '../modes/diceLab/mode';
import { Session } from './session';
import { slotName, summarizeSave } from './saveSummary';

const pack = { id: 'sample', version: '1.0.0', hash: 'abc123' };
const packs: PackLookup = { lookup: (id) => (id === 'sample' ? pack : undefined) };

describe('summarizeSave', () => {
  it('names a save by replaying it and asking its mode where it stands', () => {
    const s = Session.start(diceLabMode, { mode: 'dice-lab', seed: 'x', input: {} }, 'digital');
    s.send({ type: 'check.choose', check: { kind: 'kraken-tech-2d6', tech: 5, level: 2 } });
    s.send({ type: 'roll' });
    s.send({ type: 'roll' });
    const summary = summarizeSave(saveOf(s, pack, '2026-12-01T11:20:10.009Z'), MODES, packs);
    expect(summary).toEqual({
      title: 'Dice lab — 2 rolls',
      problem: null,
      savedAt: '2026-12-01T11:20:10.009Z',
    });
  });

  it('names a save that no longer opens by its mode, with the reason', () => {
    const s = Session.start(diceLabMode, { mode: 'dice-lab', seed: 'x', input: {} }, 'digital');
    const other = { ...saveOf(s, pack), pack: { id: 'gone', version: '1', hash: 'h' } };
    const summary = summarizeSave(other, MODES, packs);
    expect(summary.title).toBe('Dice lab');
    expect(summary.problem).toContain('gone');
    const unknown = summarizeSave({ ...saveOf(s, pack), mode: 'toString' }, MODES, packs);
    expect(unknown.title).toBe('A "toString" game');
  });

  it('names slots as a player reads them', () => {
    expect(slotName('slot-2')).toBe('Slot 2');
    expect(slotName('autosave:salvage-mission')).toBe('Autosave');
    expect(slotName('kept:salvage-mission:2026-01-01T10:00:00.000Z')).toBe('Kept save');
  });
});
