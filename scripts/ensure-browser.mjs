// Makes sure the end-to-end tests have a Chromium to run in, and never lets them be skipped silently.
// Order: Debian's /usr/bin/chromium; else Playwright's own Chromium if installed; else try to install it;
// else stop with a message naming the package to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const SYSTEM = '/usr/bin/chromium';
if (existsSync(SYSTEM)) {
  console.log(`e2e: using ${SYSTEM}`);
  process.exit(0);
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

let found = await playwrightChromium();
if (found === null) {
  console.log('e2e: no Chromium found; trying `npx playwright install chromium`…');
  try {
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  } catch {
    // Reported below.
  }
  found = await playwrightChromium();
}
if (found === null) {
  console.error(
    'e2e: no Chromium to run the browser tests in. Install the Debian package "chromium" ' +
      '(apt-get update && apt-get install -y chromium), then run npm test again.',
  );
  process.exit(1);
}
console.log(`e2e: using Playwright's Chromium at ${found}`);
