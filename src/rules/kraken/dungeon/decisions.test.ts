import { describe, expect, it } from 'vitest';
import { explorationDecisionSchema } from './decisions';

describe('the dungeon crawl’s decision vocabulary (one zod source, strict)', () => {
  it('takes a decision as the machine knows it', () => {
    expect(explorationDecisionSchema.safeParse({ type: 'move', to: '3,1', knockOut: ['ana'] }).success).toBe(
      true,
    );
  });

  it('refuses unknown keys, out-of-range numbers and unknown words', () => {
    expect(explorationDecisionSchema.safeParse({ type: 'move', to: '3,1', teleport: true }).success).toBe(
      false,
    );
    expect(explorationDecisionSchema.safeParse({ type: 'deploy.map', mapNumber: 10 }).success).toBe(false);
    expect(explorationDecisionSchema.safeParse({ type: 'constructor' }).success).toBe(false);
  });
});
