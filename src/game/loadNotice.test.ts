import { describe, expect, it } from 'vitest';
import { historyLengthOf, loadNoticeOf } from './loadNotice';

describe('loadNoticeOf', () => {
  it('reads the sentence of a load that has one', () => {
    expect(loadNoticeOf({ ok: true, notice: 'Saved under older rules.' })).toBe('Saved under older rules.');
  });
  it('reads no notice from a load without one, a null one, an empty one or another shape', () => {
    expect(loadNoticeOf({ ok: true })).toBeNull();
    expect(loadNoticeOf({ ok: true, notice: null })).toBeNull();
    expect(loadNoticeOf({ ok: true, notice: '  ' })).toBeNull();
    expect(loadNoticeOf({ ok: true, notice: 3 })).toBeNull();
    expect(loadNoticeOf(null)).toBeNull();
    expect(loadNoticeOf('notice')).toBeNull();
  });
});

describe('historyLengthOf', () => {
  it('reads the getter of a session that has one', () => {
    const session = {
      get historyLength() {
        return 4;
      },
    };
    expect(historyLengthOf(session)).toBe(4);
  });
  it('reads 0 from a session without one or with a value that is not a count', () => {
    expect(historyLengthOf({})).toBe(0);
    expect(historyLengthOf({ historyLength: -1 })).toBe(0);
    expect(historyLengthOf({ historyLength: 1.5 })).toBe(0);
    expect(historyLengthOf({ historyLength: '2' })).toBe(0);
    expect(historyLengthOf(undefined)).toBe(0);
  });
});
