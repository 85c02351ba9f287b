// The shift settings (decision 0055): the profile page shows requireShift and the drawer
// difference limit (defaults off and 5.00 when the server does not send them), refuses a bad
// limit before sending and sends both with the profile; the new-business form ticks
// requireShift when a restaurant is chosen and unticks it for a trading business.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const kebrit = fakeBusiness({ key: 'kebrit', kind: 'trading' });

describe('the shift settings of a business', () => {
  it('profile: defaults, a bad limit refused, both fields sent and shown as stored', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/admin/businesses/kebrit', {
      'GET /businesses/kebrit': { body: kebrit },
      'PUT /businesses/kebrit': (body) => ({
        body: { success: true, business: { ...kebrit, ...(body as object) } },
      }),
    });
    const require = (await screen.findByTestId('require-shift')) as HTMLInputElement;
    const limit = screen.getByTestId('shift-limit') as HTMLInputElement;
    expect(require.checked).toBe(false);
    expect(limit.value).toBe('5.00');

    await user.clear(limit);
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() =>
      expect(screen.getByTestId('shift-limit').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(require);
    await user.type(limit, '12.5');
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      requireShift: true,
      shiftDifferenceLimit: 12.5,
    });
    await waitFor(() =>
      expect((screen.getByTestId('shift-limit') as HTMLInputElement).value).toBe('12.50'),
    );
    expect((screen.getByTestId('require-shift') as HTMLInputElement).checked).toBe(true);
  });

  it('new business: requireShift follows the kind (ticked for a restaurant), then the choice of the person', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/new-business', {});
    const require = (await screen.findByTestId('require-shift')) as HTMLInputElement;
    expect(require.checked).toBe(false);
    await user.click(screen.getByTestId('business-kind-restaurant'));
    await waitFor(() => expect(require.checked).toBe(true));
    await user.click(screen.getByTestId('business-kind-trading'));
    await waitFor(() => expect(require.checked).toBe(false));
    await user.click(screen.getByTestId('business-kind-restaurant'));
    await user.click(require);
    expect(require.checked).toBe(false);
  });
});
