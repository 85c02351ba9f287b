import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PosProduct } from '../../../../domain/schemas/catalogue';
import type { ShiftSummary } from '../../../../domain/schemas/shifts';
import { fakeShift, fakeTill } from '../../../testing/fake-shifts-pos';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../../testing/render-app';

const products: PosProduct[] = [
  { ID: 12, name: 'شاي أحمر', productName: 'Red tea', categoryID: 1, price: 500, image: '' },
];

/** The POS of kebrit with one till; `shift` is what GET tills/1/shift answers (changeable). */
function world(opts: { requireShift?: boolean; shift?: { current: ShiftSummary | null } } = {}) {
  const shift = opts.shift ?? { current: null };
  const routes: FakeRoutes = {
    'GET /businesses/kebrit': {
      body: {
        ...fakeBusiness({ key: 'kebrit', kind: 'trading' }),
        requireShift: !!opts.requireShift,
      },
    },
    'GET /kebrit/pos/products': { body: { imageBase: '/i/', products } },
    'GET /kebrit/categories': { body: [] },
    'GET /kebrit/tills': () => ({ body: { tills: [fakeTill(1, 'الكاونتر', shift.current)] } }),
    'GET /kebrit/tills/1/shift': () => ({ body: { shift: shift.current } }),
  };
  return { routes, shift };
}

describe('the shift at the POS (jsdom)', () => {
  it('asks once which till this device is, then opens a shift with a float counted by denomination', async () => {
    const user = userEvent.setup({ delay: null });
    const { routes, shift } = world();
    routes['POST /kebrit/tills/1/shift'] = () => {
      shift.current = fakeShift({ openingFloat: 201.5 });
      return { status: 201, body: { success: true, shift: shift.current } };
    };
    const { sent } = renderApp('/kebrit/pos', routes);
    // No till remembered: the picker asks, and the answer is kept on the device.
    await user.click(await screen.findByTestId('till-1'));
    expect(localStorage.getItem('sanad.pos.till.kebrit')).toBe('1');
    expect(await screen.findByText('لا توجد وردية مفتوحة')).toBeTruthy();
    await user.click(screen.getByTestId('shift-open'));

    // The count: 2 × 100 with the stepper, 3 × 0.50 typed; each line and the total follow.
    await user.click(await screen.findByTestId('count-n100-plus'));
    await user.click(screen.getByTestId('count-n100-plus'));
    await user.type(screen.getByTestId('count-c050'), '3');
    expect(screen.getByTestId('count-n100-value').textContent).toContain('200.00');
    expect(screen.getByTestId('count-c050-value').textContent).toContain('1.50');
    expect(screen.getByTestId('count-total').textContent).toContain('201.50');
    // «أدخل المبلغ فقط» shows the amount alone; back to the count, the pieces are still there.
    await user.click(screen.getByText('أدخل المبلغ فقط'));
    expect(screen.queryByTestId('count-n100')).toBeNull();
    await user.click(screen.getByText('العدّ حسب الفئات'));
    expect(screen.getByTestId('count-total').textContent).toContain('201.50');

    await user.click(screen.getByTestId('shift-open-submit'));
    const open = await waitFor(() => {
      const r = sent.find((x) => x.method === 'POST' && x.path === '/kebrit/tills/1/shift');
      if (!r) throw new Error('not sent yet');
      return r;
    });
    expect(open.body).toEqual({ count: { n100: 2, c050: 3 } });
    // 06:05 UTC is 09:05 in Riyadh.
    const since = await screen.findByTestId('shift-open-since');
    expect(since.textContent).toContain('09:05');
    expect(since.textContent).toContain('سارة');
  });

  it('a second open on a held till shows who holds it; a shift past its day is flagged', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('sanad.pos.till.kebrit', '1');
    const { routes } = world();
    const held = 'توجد وردية مفتوحة على نقطة البيع هذه باسم خالد';
    routes['POST /kebrit/tills/1/shift'] = {
      status: 409,
      body: { error: { code: 'shift_already_open', message: held } },
    };
    renderApp('/kebrit/pos', routes);
    await user.click(await screen.findByTestId('shift-open'));
    await user.click(screen.getByText('أدخل المبلغ فقط'));
    await user.type(screen.getByTestId('count-amount'), '150');
    await user.click(screen.getByTestId('shift-open-submit'));
    expect((await screen.findByTestId('shift-open-error')).textContent).toBe(held);

    const past = world({ shift: { current: fakeShift({ pastBusinessDay: true }) } });
    renderApp('/kebrit/pos', past.routes);
    expect(await screen.findByTestId('shift-past-day')).toBeTruthy();
  });

  it('with requireShift and no open shift: the banner instead of the catalogue; a 409 shift_required keeps the cart', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('sanad.pos.till.kebrit', '1');
    const { routes } = world({ requireShift: true });
    renderApp('/kebrit/pos', routes);
    const banner = await screen.findByTestId('shift-required');
    expect(screen.queryByTestId('pos-search')).toBeNull();
    await user.click(await within(banner).findByTestId('shift-required-open'));
    expect(await screen.findByTestId('count-total')).toBeTruthy();
  });

  it('a sale carries the till; 409 shift_required (closed in another tab) keeps the cart and offers to open one', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('sanad.pos.till.kebrit', '1');
    const { routes, shift } = world({ requireShift: true, shift: { current: fakeShift() } });
    routes['POST /kebrit/orderpos'] = () => {
      shift.current = null; // closed from another tab
      return {
        status: 409,
        body: { error: { code: 'shift_required', message: 'لا توجد وردية مفتوحة على نقطة البيع' } },
      };
    };
    routes['POST /kebrit/tills/1/shift'] = () => {
      shift.current = fakeShift({ id: 10 });
      return { status: 201, body: { success: true, shift: shift.current } };
    };
    const { sent } = renderApp('/kebrit/pos', routes);
    await user.click(await screen.findByTestId('pos-product-12'));
    await user.click(screen.getByTestId('pos-save'));
    // The open sheet comes up; the sale was sent with the till.
    expect(await screen.findByTestId('shift-open-submit')).toBeTruthy();
    expect(sent.find((r) => r.path === '/kebrit/orderpos')!.body).toMatchObject({ tillId: 1 });
    await user.click(screen.getByText('أدخل المبلغ فقط'));
    await user.type(screen.getByTestId('count-amount'), '100');
    await user.click(screen.getByTestId('shift-open-submit'));
    // The shift is open again and the cart is as it was.
    expect(await screen.findByTestId('pos-line-12')).toBeTruthy();
    expect(screen.getByTestId('pos-line-12-qty').textContent).toBe('1');
  });

  it('no till in the business: a cashier is told to ask a manager, a manager gets the tills screen', async () => {
    const routes: FakeRoutes = {
      ...world({ requireShift: true }).routes,
      'GET /kebrit/tills': { body: { tills: [] } },
    };
    routes['GET /businesses/kebrit'] = {
      body: {
        ...fakeBusiness({ key: 'kebrit', kind: 'trading', role: 'casher' }),
        requireShift: true,
      },
    };
    const cashier = renderApp('/kebrit/pos', routes, 'casher');
    const empty = await screen.findByTestId('shift-required');
    await waitFor(() => expect(empty.textContent).toContain('اطلب من المدير'));
    expect(screen.queryByTestId('shift-tills-link')).toBeNull();
    cashier.unmount();

    routes['GET /businesses/kebrit'] = {
      body: { ...fakeBusiness({ key: 'kebrit', kind: 'trading' }), requireShift: true },
    };
    renderApp('/kebrit/pos', routes);
    const links = await screen.findAllByTestId('shift-tills-link');
    expect(links[0]!.getAttribute('href')).toBe('/kebrit/tills');
  });
});
