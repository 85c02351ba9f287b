import { afterAll, beforeAll } from 'vitest';
import { apiCaller, type ApiCaller } from './api-caller';
import { insertTestProduct, KEBRIT_ID } from './catalogue-fixtures';
import { startFakeZatca, type FakeZatca } from './fake-zatca';
import { createTestApp, type TestApp } from './test-app';

/** What the onboarding tests work in: the fake ZATCA, the app, its administrator, a product. */
export interface OnboardingWorld {
  fake: FakeZatca;
  t: TestApp;
  call: ApiCaller;
  admin: string;
  /** A kebrit product (أرز بسمتي, 89.99 SAR). */
  rice: number;
}

/**
 * Registers, in the calling describe, a fake ZATCA and an app under ZATCA_MODE=simulation pointed
 * at it, with its clock at `now` (UTC ms); closes both after. The returned object is filled once
 * its beforeAll has run (decision 0035's onboarding tests).
 */
export function onboardingWorld(now: number): OnboardingWorld {
  const w = {} as OnboardingWorld;
  beforeAll(async () => {
    w.fake = await startFakeZatca();
    w.t = await createTestApp({
      now,
      config: { zatcaMode: 'simulation', zatcaBaseUrl: w.fake.url },
    });
    w.call = apiCaller(w.t);
    w.admin = await w.t.adminToken();
    w.rice = await insertTestProduct(w.t.app.ctx.db, KEBRIT_ID, { name: 'أرز بسمتي', price: 8999 });
  });
  afterAll(async () => {
    await w.t.close();
    await w.fake.close();
  });
  return w;
}
