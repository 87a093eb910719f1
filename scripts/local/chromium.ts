import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { chromiumExecutable } from '../setup/system.mjs';

/** Chromium (CHROMIUM_PATH, else Debian's; `npm test` checks it is there first), headless, with everything that phones home switched off. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
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
  };
}

/** That Chromium, started (the browser journeys get theirs from playwright.config.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
