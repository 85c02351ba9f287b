import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; the test tool never downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one headless Chromium (browser-server.ts), shared by every test file. */
    chromiumEndpoint: string | undefined;
  }
}

/** Launches the run's headless Chromium as a browser server (vitest global setup). */
export async function launchChromiumServer() {
  return chromium.launchServer(LAUNCH);
}

/**
 * A connection to the run's Chromium when the global setup launched one, else a Chromium of its
 * own. Closing it closes the contexts it opened (and its own browser, if it launched one).
 */
export async function openBrowser(): Promise<Browser> {
  let endpoint: string | undefined;
  try {
    endpoint = inject('chromiumEndpoint');
  } catch {
    endpoint = undefined; // outside vitest, or a config without the global setup
  }
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH);
}
