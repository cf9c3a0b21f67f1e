import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

/**
 * End-to-end tests run in a real Chromium against a test build of the app (the test bridge is on).
 * Debian's /usr/bin/chromium is used when present, with SwiftShader for headless WebGL.
 */
// PW_PORT lets two checkouts on one machine run their browser tests side by side.
const port = Number(process.env['PW_PORT'] ?? 4173);
// The room server for the online-table specs: PW_TABLE_PORT, else one tied to PW_PORT (4173 → 2573,
// 4206 → 2606), so side-by-side runs never share it and `npm start`'s 2567 stays free.
const tablePort = Number(process.env['PW_TABLE_PORT'] ?? port - 1600);
// Its tables are written to a folder of their own, emptied at each run (no table of an old run is resumed).
const tablesDir = join(tmpdir(), `tables-e2e-${String(tablePort)}`);

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
  webServer: [
    {
      // The test build is told where its room server is (tableClient.ts reads VITE_TABLE_URL).
      command: `npm run build:e2e && npx vite preview --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}`,
      env: { VITE_TABLE_URL: `ws://127.0.0.1:${String(tablePort)}` },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // One process with its file store, even where REDIS_URL is set (CI): the Redis tests are vitest's.
      command: `rm -rf ${tablesDir} && npx tsx server/main.ts`,
      port: tablePort,
      env: { TABLE_PORT: String(tablePort), TABLES_DIR: tablesDir, REDIS_URL: '' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
