// The kitchen display and the kitchen stations screen in jsdom (decision 0057): cards in arrival
// order with their ages (ready ones last), a tapped line is marked ready at once and posted, a
// refused tap rolls back, a `changed` notice reloads the board, and the stations form sends the body.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KitchenBoardCard, KitchenStationView } from '../../../domain/schemas/kitchen';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const MIN = 60_000;
const grill: KitchenStationView = {
  ...{ id: 2, name: 'الشواية', printerAddress: '192.168.1.60:9100', paperWidthMm: 80 },
  ...{ position: 0, productIds: [31], categoryIds: [] },
};

function card(c: Partial<KitchenBoardCard> & Pick<KitchenBoardCard, 'orderId' | 'since'>) {
  return {
    ...{ number: c.orderId, orderType: 'dine_in' as const, table: '', version: 1, ready: false },
    ...{ stationId: 2, stationName: 'الشواية' },
    lines: [
      {
        ...{ id: c.orderId * 10, name: 'شاورما', choices: ['بدون بصل'], kitchenNote: 'حار' },
        ...{ quantity: 2, round: 1, readyAt: null },
      },
    ],
    ...c,
  };
}

function api(cards: KitchenBoardCard[], now: number, extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': { body: fakeBusiness({ key: 'mengusha', kind: 'restaurant' }) },
    'GET /mengusha/kitchen/stations': { body: { stations: [grill] } },
    'GET /mengusha/kitchen/orders': { body: { now, cards } },
    'GET /mengusha/categories': { body: [] },
    'GET /mengusha/products': { body: [{ ID: 31, name: 'شاورما' }] },
    ...extra,
  };
}

describe('the kitchen display', () => {
  it('shows the cards oldest first with their ages and words, ready cards last', async () => {
    // The server's clock runs 2 minutes ahead of the tablet's: ages follow the server.
    const now = Date.now() + 2 * MIN;
    renderApp(
      '/mengusha/kitchen',
      api(
        [
          card({ orderId: 5, since: now - 30 * MIN, ready: true }),
          card({ orderId: 3, since: now - 25 * MIN, table: '7' }),
          card({ orderId: 4, since: now - 12 * MIN, orderType: 'takeaway' }),
          card({ orderId: 6, since: now - 1 * MIN, stationId: null, stationName: '' }),
        ],
        now,
      ),
    );
    await screen.findByTestId('kitchen-grid');
    const cards = screen.getAllByTestId('kitchen-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'طلب 3',
      'طلب 4',
      'طلب 6',
      'طلب 5',
    ]);
    expect(cards.map((c) => c.dataset.age)).toEqual(['red', 'amber', 'fresh', 'fresh']);
    expect(cards.map((c) => within(c).getByTestId('card-age').textContent)).toEqual([
      'متأخر جداً',
      'متأخر',
      'في الوقت',
      'جاهز',
    ]);
    expect(within(cards[0]!).getByTestId('card-elapsed').textContent).toMatch(/^25:0[0-2]$/);
    expect(cards[0]!.textContent).toContain('محلي · طاولة 7 · الشواية');
    expect(cards[1]!.textContent).toContain('سفري');
    expect(cards[2]!.textContent).toContain('بدون محطة');
    expect(cards[0]!.textContent).toContain('2 × شاورما');
    expect(cards[0]!.textContent).toContain('بدون بصل');
    expect(cards[0]!.textContent).toContain('حار');
  });

  it('marks a tapped line ready at once and posts it; a refused tap rolls back with a notice', async () => {
    const user = userEvent.setup({ delay: null });
    const now = Date.now();
    // The server's board: a line posted ready stays ready on the next load.
    const cards = [card({ orderId: 3, since: now - MIN }), card({ orderId: 4, since: now })];
    const { sent } = renderApp(
      '/mengusha/kitchen',
      api(cards, now, {
        'GET /mengusha/kitchen/orders': () => ({ body: { now: Date.now(), cards } }),
        'POST /mengusha/kitchen/lines/30/ready': () => {
          cards[0] = { ...cards[0]!, lines: [{ ...cards[0]!.lines[0]!, readyAt: now }] };
          return { body: cards[0] };
        },
        'POST /mengusha/kitchen/lines/40/ready': {
          status: 409,
          body: { error: { code: 'held_order_closed', message: 'الطلب مغلق' } },
        },
        'POST /mengusha/held-orders/3/ready': { body: {} },
      }),
    );
    const line = await screen.findByTestId('kitchen-line-30');
    await user.click(line);
    await waitFor(() => expect(line.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/mengusha/kitchen/lines/30/ready')?.body).toEqual({
        ready: true,
      }),
    );

    await user.click(screen.getByTestId('kitchen-line-40'));
    expect(await screen.findByText('تعذّر تعليم الطلب جاهزاً: الطلب مغلق')).toBeTruthy();
    expect(screen.getByTestId('kitchen-line-40').getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByTestId('card-ready-3'));
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/mengusha/held-orders/3/ready')?.body).toEqual({
        ready: true,
        stationId: 2,
      }),
    );
  });

  it('reloads the board when the stream opens and on each change notice', async () => {
    const now = Date.now();
    const { sent } = renderApp('/mengusha/kitchen', api([], now));
    const pass = globalThis.fetch;
    let push: (text: string) => void = () => {};
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (!url.endsWith('/kitchen/events')) return pass(url, init);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      sent.push({ method: 'GET', path: url, body: null, headers: { ...init?.headers } as never });
      return Promise.resolve(
        new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      );
    });
    expect(await screen.findByText('لا طلبات في المطبخ الآن')).toBeTruthy();
    expect(await screen.findByText('متصل')).toBeTruthy();
    const stream = sent.find((r) => r.path.endsWith('/kitchen/events'))!;
    expect(stream.headers.authorization).toBe('Bearer test-token');
    const loads = () => sent.filter((r) => r.path === '/mengusha/kitchen/orders').length;
    const before = loads();
    expect(before).toBeGreaterThanOrEqual(1);
    push('event: changed\ndata: {"orderId":3,"version":2}\n\n');
    await waitFor(() => expect(loads()).toBe(before + 1));
  });
});

describe('the kitchen stations screen', () => {
  it('sends the whole station: name, printer, paper width, product ids', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/kitchen/stations',
      api([], Date.now(), {
        'PUT /mengusha/kitchen/stations/2': { body: { success: true, station: grill } },
      }),
    );
    const station = await screen.findByTestId('kitchen-station');
    expect(station.textContent).toContain('192.168.1.60:9100');
    await user.click(screen.getByTestId('edit-station-2'));
    const name = await screen.findByTestId('station-name');
    await user.clear(name);
    await user.type(name, 'المشويات');
    await user.click(screen.getByRole('radio', { name: /58/ }));
    await user.click(screen.getByTestId('station-submit'));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({
      name: 'المشويات',
      printerAddress: '192.168.1.60:9100',
      paperWidthMm: 58,
      productIds: [31],
      categoryIds: [],
    });
  });
});
