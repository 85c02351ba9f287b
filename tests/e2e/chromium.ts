import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; the test tool never downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let shared: Promise<Browser> | undefined;

/**
 * The worker's headless Chromium: launched by the first test file that asks, then shared by the
 * files after it, which run one after the other in the same worker (vitest.e2e.config.ts). Launched
 * again if it is gone (crashed); Playwright stops it when the worker exits. Each file opens and
 * closes its own contexts in it.
 */
export async function sharedBrowser(): Promise<Browser> {
  const browser = await (shared ??= launch());
  if (browser.isConnected()) return browser;
  shared = launch();
  return shared;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
