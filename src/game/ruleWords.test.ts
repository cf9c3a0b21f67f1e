import { describe, expect, it } from 'vitest';
import { ruleIdsInWords } from './ruleWords';

const titles: Record<string, string> = {
  'kraken.ship-construction': 'Phase 2: ship construction',
  'salvage.actions': 'Actions',
};
const titleOf = (id: string) => titles[id];

describe('rule ids in a sentence become the rule’s title', () => {
  it('names the rule a refusal cites instead of its id', () => {
    expect(ruleIdsInWords('Builders stay aboard until it is done (kraken.ship-construction).', titleOf)).toBe(
      'Builders stay aboard until it is done (rule: Phase 2: ship construction).',
    );
    expect(ruleIdsInWords('Too far (salvage.actions, kraken.ship-construction)', titleOf)).toBe(
      'Too far (rule: Actions; rule: Phase 2: ship construction)',
    );
  });

  it('drops an id the reference does not know rather than showing it', () => {
    expect(ruleIdsInWords('Not now (kraken.no-such-rule).', titleOf)).toBe('Not now.');
  });

  it('leaves other brackets alone', () => {
    expect(ruleIdsInWords('Ada Voss (HP 4) moves 2.5" (a run).', titleOf)).toBe(
      'Ada Voss (HP 4) moves 2.5" (a run).',
    );
  });
});

describe('a citation with words after its id', () => {
  it('keeps the words after the rule’s title', () => {
    expect(ruleIdsInWords('No room (salvage.actions: two of one kind per slot).', titleOf)).toBe(
      'No room (rule: Actions: two of one kind per slot).',
    );
    expect(ruleIdsInWords('No room (kraken.no-such-rule: two per slot).', titleOf)).toBe(
      'No room (two per slot).',
    );
  });
});
