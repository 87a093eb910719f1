import { chromium, type Browser } from 'playwright-core';
import { chromiumExecutable } from '../setup/system.mjs';

/** Chromium (CHROMIUM_PATH, else Debian's; `npm test` checks it is there first), headless, with everything that phones home switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
