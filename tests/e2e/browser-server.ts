import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium';

/**
 * Vitest global setup of the browser tests: one headless Chromium for the whole run, which each
 * test file connects to (openBrowser) and opens its own contexts in, instead of launching its own
 * (docs/decisions/0041-ci-time.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
