import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import type { InvoiceBackupAnswer } from '../../../domain/schemas/invoice-backups';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

// 1795564812 s = 2026-11-25T00:00:12Z = 2026-11-25 03:00:12 in Riyadh.
const NAME = 'inva1795564812';
const MONTH = 'invm1764000000';
const businesses = [
  fakeBusiness({ key: 'kebrit', kind: 'trading' }),
  fakeBusiness({ key: 'mengusha', kind: 'restaurant', id: 17, nameAr: 'مطعم منقوشة' }),
];
const answer = (patch: Partial<InvoiceBackupAnswer>): InvoiceBackupAnswer => ({
  type: true,
  message: 'رسالة الخادم',
  name: NAME,
  invoices: 0,
  lines: 0,
  payments: 0,
  ...patch,
});

const world = (extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /businesses': { body: businesses },
  'GET /mengusha/backuplist': { body: { list: [{ name: NAME }, { name: MONTH }] } },
  'GET /kebrit/backuplist': { body: { list: [] } },
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/backup (Testing Library, jsdom)', () => {
  it('opens on mengusha: index, name, the name’s date in Riyadh and in UTC', async () => {
    const { sent } = renderApp('/admin/backup', world());
    const row = await screen.findByTestId(`invoice-backup-${NAME}`);
    expect(row.textContent).toContain('1');
    expect(row.textContent).toContain(NAME);
    expect(row.textContent).toContain('2026-11-25 03:00:12');
    expect(row.textContent).toContain('2026-11-25 00:00:12 UTC');
    expect(screen.getByTestId(`invoice-backup-${MONTH}`).textContent).toContain('2');
    expect(sent.map((r) => r.path)).not.toContain('/kebrit/backuplist');
  });

  it('switching business reloads its list', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/backup', world());
    await screen.findByTestId(`invoice-backup-${NAME}`);
    await user.click(within(screen.getByTestId('backup-business')).getByText('مؤسسة كبريت'));
    expect(await screen.findByText(/لا توجد نسخ فواتير لهذه المنشأة/)).toBeTruthy();
    expect(sent.map((r) => r.path)).toContain('/kebrit/backuplist');
  });

  it('Export All and Export This Month call their routes and show the server’s message', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/admin/backup',
      world({
        'GET /mengusha/export/invoices': { body: answer({ message: 'حُفظت النسخة الكاملة' }) },
        'GET /mengusha/export/invoicesthismonth': { body: answer({ message: 'حُفظت نسخة الشهر' }) },
      }),
    );
    await user.click(await screen.findByTestId('export-all'));
    expect((await screen.findByTestId('backup-message')).textContent).toContain(
      'حُفظت النسخة الكاملة',
    );
    await user.click(screen.getByTestId('export-month'));
    await waitFor(() =>
      expect(screen.getByTestId('backup-message').textContent).toContain('حُفظت نسخة الشهر'),
    );
    expect(screen.getByTestId('backup-message').dataset.ok).toBe('true');
    const lists = sent.filter((r) => r.path === '/mengusha/backuplist');
    expect(lists.length).toBeGreaterThanOrEqual(3);
  });

  it('imports by name: a picked name goes to restore/invoices; a refusal shows red with the server’s text', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = `${ERROR_MESSAGES.invoice_backup_collision} (أرقام الفواتير: 7)`;
    const { sent } = renderApp(
      '/admin/backup',
      world({
        'POST /mengusha/restore/invoices': {
          status: 409,
          body: { error: { code: 'invoice_backup_collision', message: refusal } },
        },
        'POST /mengusha/restore/invoiceline': {
          body: answer({ message: 'استُعيدت أسطر الفواتير الموجودة — الأسطر: 3', lines: 3 }),
        },
      }),
    );
    await user.click(await screen.findByTestId(`import-invoices-${NAME}`));
    const line = await screen.findByTestId('backup-message');
    expect(line.textContent).toContain(refusal);
    expect(line.dataset.ok).toBe('false');
    expect(sent.find((r) => r.path === '/mengusha/restore/invoices')?.body).toEqual({
      name: NAME,
    });
    await user.click(screen.getByTestId(`import-lines-${NAME}`));
    await waitFor(() =>
      expect(screen.getByTestId('backup-message').textContent).toContain('الأسطر: 3'),
    );
    expect(screen.getByTestId('backup-message').dataset.ok).toBe('true');
  });

  it('uploads a file from this computer and says what the server said (decision 0050)', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'نسخة الفواتير هذه لمنشأة أخرى فلم يُستعد شيء';
    const { sent } = renderApp(
      '/admin/backup',
      world({
        'POST /mengusha/backuplist': {
          status: 422,
          body: { error: { code: 'invoice_backup_other_business', message: refusal } },
        },
      }),
    );
    const input = (await screen.findByTestId('upload-invoice-backup')).parentElement!
      .querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], `${NAME}.tar.gz`, { type: 'application/gzip' }));
    const line = await screen.findByTestId('backup-message');
    expect(line.textContent).toContain(refusal);
    expect(line.dataset.ok).toBe('false');
    expect(sent.some((r) => r.method === 'POST' && r.path === '/mengusha/backuplist')).toBe(true);
  });

  it('the admin home card for invoice backups is live', async () => {
    renderApp('/admin', world());
    const card = await screen.findByTestId('admin-backup');
    expect(card.getAttribute('href')).toBe('/admin/backup');
  });

  it('the QR page links to both backup pages', async () => {
    renderApp('/admin/qr', world());
    const links = await screen.findByTestId('qr-links');
    const hrefs = [...links.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/admin/backup', '/admin/backupdp']));
  });
});
