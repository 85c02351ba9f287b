import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import type { BackupView } from '../../../domain/schemas/backups';
import { renderApp, type FakeRoutes } from '../../testing/render-app';

const NAME = 'sanad-20261125-000012-manual-abc123.tar.gz';
const backup: BackupView = {
  name: NAME,
  size: 123456,
  date: '2026-11-25T00:00:12.000Z',
  kind: 'manual',
};

/** Holds the restore's answer until `release()`: the screen is looked at while it runs. */
function holdRestore() {
  const real = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/admin/restoredp')) await gate;
    return real(url, init);
  });
  return release;
}

const list = (extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /admin/backupdp': { body: [backup] },
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/backupdp (Testing Library, jsdom)', () => {
  it('lists each backup: name, size in bytes, date in Riyadh, kind', async () => {
    renderApp('/admin/backupdp', list());
    const row = await screen.findByTestId(`backup-row-${NAME}`);
    expect(row.textContent).toContain(NAME);
    expect(row.textContent).toContain('123,456');
    expect(row.textContent).toContain('2026-11-25 03:00:12');
    expect(row.textContent).toContain('يدوية');
  });

  it('says so when there is no backup yet', async () => {
    renderApp('/admin/backupdp', { 'GET /admin/backupdp': { body: [] } });
    expect(await screen.findByText(/لا توجد نسخ احتياطية بعد/)).toBeTruthy();
  });

  it('asks before restoring; cancelling sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/admin/backupdp', list());
    await user.click(await screen.findByTestId(`restore-${NAME}`));
    expect(await screen.findByText(/ستُستبدل كل بيانات سند الحالية/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows progress while the restore runs, then the server’s refusal as it is', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/admin/backupdp',
      list({
        'POST /admin/restoredp': {
          status: 422,
          body: { error: { code: 'backup_corrupt', message: ERROR_MESSAGES.backup_corrupt } },
        },
      }),
    );
    const release = holdRestore();
    await user.click(await screen.findByTestId(`restore-${NAME}`));
    await user.click(await screen.findByTestId('confirm-restore'));
    expect((await screen.findByTestId('backup-progress')).textContent).toMatch(/جارٍ التحقق/);
    expect((screen.getByTestId('create-backup') as HTMLButtonElement).disabled).toBe(true);
    release();
    const result = await screen.findByTestId('restore-result');
    expect(result.textContent).toContain('لم تتم الاستعادة');
    expect(result.textContent).toContain(ERROR_MESSAGES.backup_corrupt);
    expect(screen.queryByTestId('backup-progress')).toBeNull();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ filename: NAME });
  });

  it('shows a success with the safety backup, and a sign-in button when the session ended', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(
      '/admin/backupdp',
      list({
        'POST /admin/restoredp': {
          body: {
            success: true,
            message: 'تمت استعادة قاعدة البيانات',
            name: NAME,
            safetyBackup: 'sanad-20261125-000100-safety-zzz999.tar.gz',
            signInAgain: true,
          },
        },
      }),
    );
    await user.click(await screen.findByTestId(`restore-${NAME}`));
    await user.click(await screen.findByTestId('confirm-restore'));
    const result = await screen.findByTestId('restore-result');
    expect(result.textContent).toContain('تمت الاستعادة');
    expect(result.textContent).toContain('sanad-20261125-000100-safety-zzz999.tar.gz');
    expect(screen.getByTestId('sign-in-again')).toBeTruthy();
  });

  it('creating a backup sends the POST and refreshes the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/admin/backupdp',
      list({ 'POST /admin/backupdp': { status: 201, body: backup } }),
    );
    await user.click(await screen.findByTestId('create-backup'));
    await waitFor(() =>
      expect(sent.filter((r) => r.path === '/admin/backupdp').map((r) => r.method)).toEqual([
        'GET',
        'POST',
        'GET',
      ]),
    );
  });
});
