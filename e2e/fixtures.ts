import { test as base, expect } from '@playwright/test';

/**
 * Every spec's `test`: the page must log no console error and throw no uncaught error. Only
 * `console.error` and `pageerror` count, so the browser's own WebGL/SwiftShader performance warnings
 * (console warnings) stay out.
 */
export const test = base.extend<{ noConsoleErrors: undefined }>({
  noConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        errors.push(`pageerror: ${error.message}`);
      });
      await use(undefined);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
