// The webhooks screen (decision 0059): empty state; add an endpoint (the URL judged before posting,
// the server's field error shown on it, events as Arabic checkboxes, the allow-private warning);
// the list; the endpoint's page with its secret, deliveries and «إرسال مرة أخرى»; delete asks first.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../../domain/schemas/webhooks';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const kebrit = { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) };
const UUID = '7b0c7f43-2f1e-4c57-9a44-3d1f5d0c9e21';

function endpointOf(over: Partial<WebhookEndpointView> = {}): WebhookEndpointView {
  return {
    UUID,
    url: 'https://books.example/hooks',
    events: ['invoice.issued'],
    allowPrivate: false,
    active: true,
    createdAt: '2026-11-22T09:00:00.000Z',
    pendingCount: 0,
    failedCount: 0,
    secret: 'whsec_0123456789abcdef0123456789abcdef0123456789abcdef',
    ...over,
  };
}

describe('webhooks', () => {
  it('empty state, then add (a refused URL shows the server text), then the list', async () => {
    const user = userEvent.setup({ delay: null });
    let endpoints: WebhookEndpointView[] = [];
    let posts = 0;
    const { sent } = renderApp('/kebrit/webhooks', {
      'GET /businesses/kebrit': kebrit,
      'GET /kebrit/webhooks': () => ({ body: { endpoints } }),
      'POST /kebrit/webhooks': (body) => {
        const b = body as {
          url: string;
          events: WebhookEndpointView['events'];
          allowPrivate: boolean;
        };
        if (++posts === 1)
          return {
            status: 422,
            body: {
              error: {
                code: 'webhook_url_refused',
                message: 'عنوان نقطة الاستقبال غير مقبول',
                fields: { url: 'هذا العنوان يشير إلى شبكة داخلية أو خاصة' },
              },
            },
          };
        const endpoint = endpointOf({ url: b.url, events: b.events, allowPrivate: b.allowPrivate });
        endpoints = [endpoint];
        return { status: 201, body: { endpoint } };
      },
    });
    expect(await screen.findByText('لا توجد نقاط استقبال بعد؛ أضف أول نقطة استقبال')).toBeTruthy();

    await user.click(screen.getByTestId('webhook-add'));
    const url = await screen.findByTestId('webhook-url');
    // http without the private switch is refused here, before anything is posted.
    await user.type(url, 'http://books.example/hooks');
    await user.click(screen.getByTestId('webhook-save'));
    expect(
      await screen.findByText(/https:\/\//, { selector: '.mantine-TextInput-error' }),
    ).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(url);
    await user.type(url, 'https://10.0.0.5/hooks');
    await user.click(screen.getByText('إصدار إشعار دائن'));
    await user.click(screen.getByTestId('webhook-save'));
    expect(await screen.findByText('هذا العنوان يشير إلى شبكة داخلية أو خاصة')).toBeTruthy();

    // The private switch warns before it is used.
    await user.click(screen.getByTestId('webhook-allow-private'));
    expect(screen.getByTestId('webhook-private-warning').textContent).toContain('الشبكة المحلية');
    await user.click(screen.getByTestId('webhook-save'));
    await waitFor(() => expect(screen.getByTestId(`webhook-${UUID}`)).toBeTruthy());
    expect(sent.filter((r) => r.method === 'POST')[1]!.body).toEqual({
      url: 'https://10.0.0.5/hooks',
      events: ['invoice.issued', 'credit_note.issued'],
      allowPrivate: true,
    });
    const row = screen.getByTestId(`webhook-${UUID}`);
    expect(row.textContent).toContain('https://10.0.0.5/hooks');
    expect(row.textContent).toContain('إصدار فاتورة');
    expect(row.textContent).toContain('مفعّلة');
  });

  it("an endpoint's page: the secret, deliveries, send again, delete after a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const delivery: WebhookDeliveryView = {
      id: 9,
      eventId: '0d5f1d8a-6a3e-4a63-8a3e-41f0e2c7d111',
      type: 'invoice.issued',
      subject: 'c1b1c7d2-1111-4a63-8a3e-41f0e2c7d111',
      status: 'failed',
      attempts: 12,
      lastStatus: 500,
      lastError: 'HTTP 500',
      createdAt: '2026-11-22T09:00:00.000Z',
      lastAttemptAt: '2026-11-23T09:00:00.000Z',
      nextAttemptAt: null,
      deliveredAt: null,
    };
    const { sent } = renderApp(`/kebrit/webhooks/${UUID}`, {
      'GET /businesses/kebrit': kebrit,
      [`GET /kebrit/webhooks/${UUID}`]: { body: { endpoint: endpointOf() } },
      [`GET /kebrit/webhooks/${UUID}/deliveries`]: { body: { deliveries: [delivery] } },
      [`POST /kebrit/webhooks/${UUID}/deliveries/9/resend`]: {
        status: 201,
        body: { delivery: { ...delivery, id: 10, status: 'pending', attempts: 0 } },
      },
      [`DELETE /kebrit/webhooks/${UUID}`]: { body: { success: true } },
      'GET /kebrit/webhooks': { body: { endpoints: [] } },
    });
    expect((await screen.findByTestId('webhook-secret')).textContent).toMatch(/^whsec_/);
    const row = await screen.findByTestId('delivery-9');
    expect(row.textContent).toContain('فشلت');
    expect(row.textContent).toContain('500');
    expect(row.textContent).toContain('2026-11-22 12:00:00');
    await user.click(screen.getByTestId('delivery-resend-9'));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path.endsWith('/deliveries/9/resend'))).toBe(
        true,
      ),
    );

    await user.click(screen.getByTestId('webhook-delete'));
    expect(await screen.findByText(/سيتوقف الإرسال إلى/)).toBeTruthy();
    await user.click(screen.getByText('إلغاء'));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByTestId('webhook-delete'));
    await user.click(await screen.findByTestId('webhook-delete-confirm'));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('لا توجد نقاط استقبال بعد؛ أضف أول نقطة استقبال')).toBeTruthy();
  });
});
