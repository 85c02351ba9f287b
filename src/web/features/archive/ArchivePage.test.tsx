import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArchiveAnswer } from '../../../domain/schemas/files';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

// 2026-11-25 21:30 UTC is already 00:30 on 2026-11-26 in Riyadh: "today" is the 26th.
const NOW = Date.UTC(2026, 10, 25, 21, 30);
const TODAY = '2026-11-26';
const at = (hh: number, mm: number) => Date.UTC(2026, 10, 26, hh - 3, mm); // Riyadh time
const FILES = [`${at(13, 5)}_42.png`, `${at(9, 41)}_41.png`, `${at(0, 10)}_40.png`];
const BASE = '/api/v1/kebrit/invo/c2lnbmVk.AAAA/';
const answer = (files: string[], date = TODAY): ArchiveAnswer => ({
  files,
  base_url: BASE,
  thumbs_url: `${BASE}thumbs/`,
  expires_at: new Date(NOW + 300_000).toISOString(),
  date,
  tz: 'Asia/Riyadh',
});
const images = (date: string) => `GET /kebrit/images?date=${date}&tz=Asia%2FRiyadh`;
const kebrit = (role = 'sales'): FakeRoutes => ({
  'GET /businesses/kebrit': {
    body: fakeBusiness({ key: 'kebrit', kind: 'trading', role: role as 'sales' }),
  },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/{business}/files (Testing Library, jsdom)', () => {
  it("opens on today's Riyadh date and shows the thumbnails newest first with their links", async () => {
    const { sent } = renderApp('/kebrit/files', {
      ...kebrit(),
      [images(TODAY)]: { body: answer(FILES) },
    });
    const grid = await screen.findByTestId('archive-grid');
    expect((screen.getByTestId('archive-date') as HTMLInputElement).value).toBe(TODAY);
    expect(sent.some((r) => r.path === `/kebrit/images?date=${TODAY}&tz=Asia%2FRiyadh`)).toBe(true);
    const cards = within(grid).getAllByTestId(/^archive-item-/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(FILES.map((f) => `archive-item-${f}`));
    const first = cards[0]!;
    expect(first.textContent).toContain('فاتورة رقم 42');
    expect(first.textContent).toContain('13:05:00');
    expect(within(first).getByRole('img').getAttribute('src')).toBe(`${BASE}thumbs/${FILES[0]}`);
    const download = within(first).getByText('تنزيل').closest('a')!;
    expect(download.getAttribute('href')).toBe(BASE + FILES[0]);
    expect(download.getAttribute('download')).toBe(FILES[0]);
    const open = within(first).getByText('فتح').closest('a')!;
    expect(open.getAttribute('href')).toBe(BASE + FILES[0]);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('archive-count').textContent).toContain('3 صور');
  });

  it('previews a receipt full screen; Escape closes it, and so does the close button', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/kebrit/files', { ...kebrit(), [images(TODAY)]: { body: answer(FILES) } });
    await user.click(await screen.findByTestId(`archive-thumb-${FILES[1]}`));
    const image = await screen.findByTestId('archive-preview-image');
    expect(image.getAttribute('src')).toBe(BASE + FILES[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('archive-preview-image')).toBeNull());
    await user.click(screen.getByTestId(`archive-thumb-${FILES[0]}`));
    await screen.findByTestId('archive-preview-image');
    await user.click(screen.getByTestId('archive-preview-close'));
    await waitFor(() => expect(screen.queryByTestId('archive-preview-image')).toBeNull());
  });

  it('applies another day (in the path), and the today button comes back', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/kebrit/files', {
      ...kebrit(),
      [images(TODAY)]: { body: answer(FILES) },
      [images('2026-11-20')]: { body: answer([], '2026-11-20') },
    });
    await screen.findByTestId('archive-grid');
    const input = screen.getByTestId('archive-date') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '2026-11-20');
    await user.click(screen.getByTestId('archive-apply'));
    expect((await screen.findByTestId('archive-empty')).textContent).toBe(
      'لا توجد فواتير لهذا اليوم',
    );
    expect(router.state.location.pathname).toBe('/kebrit/files/2026-11-20');
    await user.click(screen.getByTestId('archive-today'));
    await screen.findByTestId('archive-grid');
    expect(router.state.location.pathname).toBe('/kebrit/files');
    expect((screen.getByTestId('archive-date') as HTMLInputElement).value).toBe(TODAY);
  });

  it('says it is loading, then shows a refusal in red with the day, status and message', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    renderApp('/kebrit/files/2026-11-24', {
      ...kebrit(),
      [images('2026-11-24')]: {
        status: 403,
        body: {
          error: { code: 'business_forbidden', message: 'ليست لديك صلاحية على هذه المنشأة' },
        },
      },
    });
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/images?')) await gate;
      return real(url, init);
    });
    expect((await screen.findByTestId('archive-loading')).textContent).toBe(
      'جارٍ تحميل صور الفواتير…',
    );
    release();
    const error = await screen.findByTestId('archive-error');
    expect(error.textContent).toContain(
      'تعذّر جلب قائمة الصور ليوم 2026-11-24: HTTP 403 ليست لديك صلاحية على هذه المنشأة',
    );
  });

  it("is a live tile on a restaurant casher's home", async () => {
    renderApp(
      '/mengusha',
      {
        'GET /businesses/mengusha': {
          body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', role: 'casher', id: 17 }),
        },
      },
      'casher',
    );
    await waitFor(() => expect(document.querySelector('a[href="/mengusha/files"]')).not.toBeNull());
  });
});
