// The receipt printer on the business profile screen: the same schema as the server
// refuses a bad address in Arabic before anything is sent; a good one is saved with the paper width.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BusinessForUser } from '../../../domain/business';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const kebrit = fakeBusiness({ key: 'kebrit', kind: 'trading' });

function api() {
  return {
    'GET /businesses/kebrit': { body: kebrit },
    'PUT /businesses/kebrit': (body: unknown) => {
      const b = body as { printerAddress: string; paperWidthMm: 80 | 58 };
      const business: BusinessForUser = {
        ...kebrit,
        printerAddress: b.printerAddress ? `${b.printerAddress}:9100` : null,
        paperWidthMm: b.paperWidthMm,
      };
      return { body: { success: true, business } };
    },
  };
}

describe('the printer fields of the business profile', () => {
  it('a bad address is refused on the field in Arabic, and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/admin/businesses/kebrit', api());
    const address = await screen.findByTestId('printer-address');
    await user.type(address, '192.168.1.300');
    await user.click(screen.getByTestId('save-business'));
    expect(await screen.findByText(/عنوان الطابعة غير صحيح/)).toBeTruthy();
    await user.clear(address);
    await user.type(address, '192.168.1.50:99999');
    await user.click(screen.getByTestId('save-business'));
    expect(await screen.findByText(/منفذ الطابعة/)).toBeTruthy();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('saves the address and 58 mm paper; the form shows what the server stored', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/admin/businesses/kebrit', api());
    const address = await screen.findByTestId('printer-address');
    expect((address as HTMLInputElement).value).toBe('');
    expect(screen.getByText('80 ملم (576 نقطة)')).toBeTruthy();
    await user.type(address, '192.168.1.50');
    await user.click(screen.getByText('58 ملم (384 نقطة)'));
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      printerAddress: '192.168.1.50',
      paperWidthMm: 58,
    });
    await waitFor(() =>
      expect((screen.getByTestId('printer-address') as HTMLInputElement).value).toBe(
        '192.168.1.50:9100',
      ),
    );
  });
});
