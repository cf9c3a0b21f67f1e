import type { Page } from '@playwright/test';
import type { TabletopBridge } from '../../src/app/bridge';

/** Reads the game through the typed test bridge instead of scraping the page. */
export type BridgeSnapshot = NonNullable<ReturnType<TabletopBridge['snapshot']>>;

export async function snapshotOf(page: Page, mode: string): Promise<BridgeSnapshot | null> {
  return page.evaluate((m) => window.__tabletop?.snapshot(m) ?? null, mode);
}

export async function waitForAutosave(page: Page, mode: string): Promise<void> {
  await page.waitForFunction((m) => window.__tabletop?.autosaved(m) === true, mode);
}
