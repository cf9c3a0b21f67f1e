import { expect } from 'vitest';

/**
 * Test helpers: vitest's asymmetric matchers typed as `unknown` (vitest types them `any`, which the lint
 * rules rightly refuse inside object literals).
 */
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
export const containing = (shape: object): unknown => expect.objectContaining(shape);
