import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiTokenView } from '../../../domain/schemas/api-tokens';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const SECRET = `sanad_${'A'.repeat(43)}`;
const token: ApiTokenView = {
  UUID: '6f1c2a9e-4b7d-4e8a-9c3f-2d5b8e7a1f04',
  name: 'قيود',
  prefix: 'sanad_AAAAAA',
  businesses: [{ key: 'mengusha', nameAr: 'مطعم منقوشة' }],
  permissions: ['pos.sell', 'invoices.read'],
  rateLimit: null,
  createdBy: 'admin',
  createdAt: '2026-11-25T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  state: 'active',
};
const businesses = [
  fakeBusiness({ key: 'kebrit', kind: 'trading' }),
  fakeBusiness({ key: 'mengusha', kind: 'restaurant', id: 17, nameAr: 'مطعم منقوشة' }),
];

afterEach(() => vi.unstubAllGlobals());

describe('/admin/api-tokens (Testing Library, jsdom)', () => {
  it('says so when there is no token yet', async () => {
    renderApp('/admin/api-tokens', { 'GET /api-tokens': { body: [] } });
    expect(await screen.findByText('لا توجد رموز وصول بعد')).toBeTruthy();
  });

  it('lists a token with its businesses, Arabic permissions and state', async () => {
    renderApp('/admin/api-tokens', { 'GET /api-tokens': { body: [token] } });
    const row = await screen.findByTestId(`token-row-${token.UUID}`);
    expect(row.textContent).toContain('قيود');
    expect(row.textContent).toContain('sanad_AAAAAA');
    expect(row.textContent).toContain('مطعم منقوشة');
    expect(row.textContent).toContain('البيع في نقطة البيع');
    expect(row.textContent).toContain('2026-11-25 12:00:00');
    expect(row.textContent).toContain('فعّال');
  });

  it('creates a token and shows its secret once, with a warning and a copy button', async () => {
    const user = userEvent.setup({ delay: null });
    const api: FakeRoutes = {
      'GET /businesses': { body: businesses },
      'GET /api-tokens': { body: [token] },
      'POST /api-tokens': { status: 201, body: { token, secret: SECRET } },
    };
    const { sent, router } = renderApp('/admin/api-tokens/new', api);
    await user.type(await screen.findByTestId('api-token-name'), 'قيود');
    await user.click(screen.getByTestId('api-token-businesses'));
    await user.click(await screen.findByRole('option', { name: 'مطعم منقوشة', hidden: true }));
    await user.click(screen.getByLabelText('البيع في نقطة البيع'));
    await user.click(screen.getByLabelText('قراءة الفواتير'));
    // Never offered: the administration of users, businesses, backups and the audit log.
    expect(screen.queryByTestId('permission-users.manage')).toBeNull();
    expect(screen.queryByTestId('permission-audit.read')).toBeNull();
    await user.type(screen.getByTestId('api-token-expires'), '2027-01-31');
    await user.click(screen.getByTestId('create-api-token'));

    const dialog = await screen.findByTestId('api-token-secret-dialog');
    expect(within(dialog).getByTestId('api-token-secret').textContent).toBe(SECRET);
    expect(dialog.textContent).toContain('لن يُعرض هذا الرمز مرة أخرى');
    expect(within(dialog).getByTestId('copy-api-token')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'قيود',
      businesses: ['mengusha'],
      permissions: ['pos.sell', 'invoices.read'],
      expiresOn: '2027-01-31',
    });

    await user.click(within(dialog).getByTestId('close-api-token-secret'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/api-tokens'));
    await screen.findByTestId(`token-row-${token.UUID}`);
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes after a confirmation; cancelling sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    let current = token;
    const { sent } = renderApp('/admin/api-tokens', {
      'GET /api-tokens': () => ({ body: [current] }),
      [`DELETE /api-tokens/${token.UUID}`]: () => {
        current = { ...token, state: 'revoked', revokedAt: '2026-11-25T10:00:00.000Z' };
        return { body: current };
      },
    });
    await user.click(await screen.findByTestId(`revoke-${token.UUID}`));
    expect(await screen.findByText(/سيُرفض كل طلب برمز «قيود» فوراً/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByTestId(`revoke-${token.UUID}`));
    await user.click(await screen.findByTestId('confirm-revoke'));
    await waitFor(() =>
      expect(screen.getByTestId(`token-state-${token.UUID}`).textContent).toBe('ملغى'),
    );
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByTestId(`revoke-${token.UUID}`)).toBeNull();
  });

  it('opens from the admin home', async () => {
    renderApp('/admin', { 'GET /businesses': { body: businesses } });
    expect((await screen.findByTestId('admin-api-tokens')).getAttribute('href')).toBe(
      '/admin/api-tokens',
    );
  });
});
