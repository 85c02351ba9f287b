// Credit notes refused (decision 0034): who may not issue them, bad bodies with
// Arabic field messages, and unknown or other businesses' invoices — none of which spends a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import type { ApiCaller, RoleTokens } from '../../testing/api-caller';
import { KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { notesWorld } from '../../testing/notes';
import type { TestApp } from '../../testing/test-app';

/** 2026-12-05 12:00:00 Riyadh. */
const T0 = Date.UTC(2026, 11, 5, 9, 0, 0);
const NEW_UUID = '0b6f3c1e-2f5a-4e7d-9c1b-7a8e9f0a1b2c';

describe('credit notes refused', () => {
  let t: TestApp;
  let call: ApiCaller;
  let admin: string;
  let tokens: RoleTokens;
  let s1: string;
  let kebritSale: string;

  beforeAll(async () => {
    ({ t, call, admin, tokens, s1, kebritSale } = await notesWorld(T0));
  });
  afterAll(async () => t.close());

  const credit = (token: string | null, uuid: string, body: object, business = 'mengusha') =>
    call('POST', `/${business}/invoices/${uuid}/creditnotes`, token, body);

  it('401 without a token; 403 for casher, sales and user in their own businesses', async () => {
    const body = { Reason: 'مرتجع' };
    expect((await credit(null, s1, body)).statusCode).toBe(401);
    // casher and user are members of mengusha, sales of kebrit (legacy default memberships).
    const tries = [
      ['casher', s1, 'mengusha'],
      ['user', s1, 'mengusha'],
      ['sales', kebritSale, 'kebrit'],
    ] as const;
    for (const [role, uuid, business] of tries) {
      const res = await credit(tokens[role], uuid, body, business);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'forbidden',
        message: ERROR_MESSAGES.forbidden,
      });
    }
    // A member who may read the invoice still may not issue: the casher reads it.
    expect((await call('GET', `/mengusha/invoices/${s1}`, tokens.casher)).statusCode).toBe(200);
  });

  it('400 without a reason, or with an empty line list (Arabic field messages)', async () => {
    const noReason = await credit(admin, s1, { Reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.Reason).toBe('اكتب سبب الإشعار');
    const missing = await credit(admin, s1, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.Reason).toBe('اكتب سبب الإشعار');
    const empty = await credit(admin, s1, { Reason: 'مرتجع', InvoiceLine: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.InvoiceLine).toBe('اختر صنفاً واحداً على الأقل');
  });

  it("404 for an unknown invoice and for another business's invoice", async () => {
    const unknown = await credit(admin, NEW_UUID, { Reason: 'مرتجع' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ERROR_MESSAGES.not_found);
    // kebrit's sale asked under mengusha, and mengusha's under kebrit.
    expect((await credit(admin, kebritSale, { Reason: 'مرتجع' })).statusCode).toBe(404);
    expect((await credit(admin, s1, { Reason: 'مرتجع' }, 'kebrit')).statusCode).toBe(404);
    const counts = await t.app.ctx.db
      .selectFrom('invoices')
      .select(['business_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('business_id')
      .orderBy('business_id')
      .execute();
    expect(counts.map((c) => [c.business_id, Number(c.n)])).toEqual([
      [KEBRIT_ID, 1],
      [MENGUSHA_ID, 1],
    ]);
  });
});
