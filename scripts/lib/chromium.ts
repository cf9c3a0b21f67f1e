import { existsSync } from 'node:fs';

/**
 * How Playwright starts Chromium here: Debian's /usr/bin/chromium when present (with SwiftShader so WebGL
 * works headless), otherwise Playwright's own browser if it was installed.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  return existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS }
    : { args: CHROMIUM_ARGS };
}
