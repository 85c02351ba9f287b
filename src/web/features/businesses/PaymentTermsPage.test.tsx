import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

// The payment terms settings screen (decision 0068): the list as the server orders it, a new
// term with the server's Arabic error under its field, and a delete that asks first and says
// when a term in use was only hidden.
const term = (UUID: string, name: string, days: number, end_of_month = false) => ({
  ID: 1,
  UUID,
  name,
  days,
  end_of_month,
  position: 0,
});

describe('payment terms settings', () => {
  it('lists, refuses a taken name under the field, and hides a term in use after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/admin/businesses/kebrit/payment-terms', {
      'GET /kebrit/payment_terms': {
        body: [
          term('t1', 'نقداً', 0),
          term('t2', '30 يوماً', 30),
          term('t3', 'نهاية الشهر', 0, true),
        ],
      },
      'POST /kebrit/payment_terms': {
        status: 409,
        body: {
          error: {
            code: 'payment_term_name_taken',
            message: 'يوجد شرط دفع بهذا الاسم في هذه المنشأة',
            fields: { name: 'يوجد شرط دفع بهذا الاسم في هذه المنشأة' },
          },
        },
      },
      'DELETE /kebrit/payment_terms/t2': { body: { message: 'أُخفي', soft: true } },
    });
    const rows = await screen.findAllByTestId('term-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'عند الإصدار',
      '30 يوماً',
      'نهاية الشهر',
    ]);

    await user.click(screen.getByTestId('term-add'));
    const form = await screen.findByTestId('term-form');
    await user.type(within(form).getByRole('textbox', { name: /الاسم/ }), '30 يوماً');
    await user.click(within(form).getByRole('button', { name: /حفظ/ }));
    expect(await within(form).findByText('يوجد شرط دفع بهذا الاسم في هذه المنشأة')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      name: '30 يوماً',
      days: 30,
      end_of_month: false,
    });
    await user.click(within(form).getByRole('button', { name: 'إلغاء' }));

    await user.click(screen.getByRole('button', { name: 'حذف: 30 يوماً' }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true));
    expect(
      await screen.findByText('أُخفي شرط الدفع: يستخدمه عملاء أو مستندات فيبقى لها'),
    ).toBeTruthy();
  });
});
