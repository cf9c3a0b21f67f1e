import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

/**
 * End-to-end tests run in a real Chromium against a test build of the app (the test bridge is on).
 * Debian's /usr/bin/chromium is used when present, with SwiftShader for headless WebGL.
 */
// PW_PORT lets two checkouts on one machine run their browser tests side by side.
const port = Number(process.env['PW_PORT'] ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
  webServer: {
    command: `npm run build:e2e && npx vite preview --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
