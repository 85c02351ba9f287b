import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryView } from '../../../domain/schemas/catalogue';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const UUID = '00000000-0000-4000-8000-000000000001';
const tools: CategoryView = {
  ID: 1,
  UUID,
  name: 'عدد يدوية',
  description: 'عدد',
  categoryEn: 'Hand tools',
  productCount: 0,
};

function api(kind: 'trading' | 'restaurant', extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind }) },
    'GET /kebrit/categories': { body: [tools] },
    [`GET /kebrit/categories/${UUID}`]: { body: tools },
    [`GET /kebrit/products/category/${UUID}`]: { body: [] },
    'POST /kebrit/images': {
      status: 201,
      body: { success: true, image: 'abc.webp', url: '/static/images/products/abc.webp' },
    },
    ...extra,
  };
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });

/** Fills a new product: image, names, price, stock (the category comes from the URL). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByTestId('product-image-input'), png());
  await screen.findByText('تم رفع الصورة').catch(() => undefined);
  await user.type(screen.getByTestId('product-name'), 'مفتاح إنجليزي');
  await user.type(screen.getByTestId('product-productName'), 'Wrench');
  await user.type(screen.getByTestId('product-descriptionEn'), 'Steel wrench');
  await user.type(screen.getByTestId('product-price'), '12.5');
  await user.type(screen.getByTestId('product-quantity'), '30');
}

describe('the new product form (Testing Library, jsdom)', () => {
  it('refuses an empty form with the Arabic field messages and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(`/kebrit/newproduct/${UUID}`, api('trading'));
    await user.click(await screen.findByTestId('product-submit'));
    expect(await screen.findByText('الاسم العربي مطلوب')).toBeTruthy();
    // Only name, price and category are required (decision 0051): no image message.
    expect(screen.queryByText('صورة المنتج مطلوبة')).toBeNull();
    expect(screen.getByText('راجع الحقول المعلَّمة باللون الأحمر')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('uploads the image, sends prices in SAR and returns to the category', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, router } = renderApp(
      `/kebrit/newproduct/${UUID}`,
      api('trading', {
        'POST /kebrit/products': { status: 201, body: { success: true, newid: 5, UUID: 'p-5' } },
      }),
    );
    await fillRequired(user);
    // A trading business sells through no delivery app and states no calories.
    expect(screen.queryByTestId('product-pricedv')).toBeNull();
    // a scanner types the barcode and Enter: the Enter does not submit the form (decision 0048)
    await user.type(screen.getByTestId('product-barcode'), '6281007035546{Enter}');
    expect(sent.some((r) => r.method === 'POST' && r.path === '/kebrit/products')).toBe(false);
    expect(screen.queryByTestId('product-calories')).toBeNull();
    await user.click(screen.getByTestId('product-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/kebrit/products/category/${UUID}`),
    );
    const post = sent.find((r) => r.method === 'POST' && r.path === '/kebrit/products')!;
    expect(post.body).toMatchObject({
      categoryid: UUID,
      name: 'مفتاح إنجليزي',
      productName: 'Wrench',
      descriptionEn: 'Steel wrench',
      image: 'abc.webp',
      price: 12.5,
      pricedv: null,
      pricex: null,
      calories: 0,
      quantity: 30,
      published: true,
      barcode: '6281007035546',
    });
  });

  it('a restaurant has the delivery price; a server refusal is shown on its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(
      `/kebrit/newproduct/${UUID}`,
      api('restaurant', {
        'POST /kebrit/products': {
          status: 422,
          body: {
            error: {
              code: 'validation_failed',
              message: 'تحقق من الحقول',
              fields: { image: 'الصورة غير موجودة؛ ارفعها أولاً' },
            },
          },
        },
      }),
    );
    await fillRequired(user);
    await user.type(screen.getByTestId('product-pricedv'), '14');
    await user.type(screen.getByTestId('product-calories'), '120');
    await user.click(screen.getByTestId('product-submit'));
    expect(await screen.findByText('الصورة غير موجودة؛ ارفعها أولاً')).toBeTruthy();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { sent } = renderApp(`/kebrit/newproduct/${UUID}`, api('trading'));
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByTestId('product-image-input'), pdf);
    expect(
      await screen.findByText('نوع الملف غير مدعوم؛ المسموح JPEG أو PNG أو WebP'),
    ).toBeTruthy();
    expect(sent.some((r) => r.path === '/kebrit/images')).toBe(false);
  });

  it('a zero-rated product: the reason select appears, is required, and both are sent (decision 0046)', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      `/kebrit/newproduct/${UUID}`,
      api('trading', {
        'POST /kebrit/products': { status: 201, body: { success: true, newid: 6, UUID: 'p-6' } },
      }),
    );
    await fillRequired(user);
    expect(screen.queryByTestId('product-vatExemptionCode')).toBeNull();
    await user.click(screen.getByTestId('product-vatCategory'));
    await user.click(
      await screen.findByRole('option', { name: 'خاضعة للنسبة الصفرية', hidden: true }),
    );
    await user.click(screen.getByTestId('product-submit'));
    expect(
      await screen.findByText('اختر سبب الإعفاء أو الصفرية من قائمة هيئة الزكاة والضريبة والجمارك'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST' && r.path === '/kebrit/products')).toEqual([]);
    await user.click(screen.getByTestId('product-vatExemptionCode'));
    await user.click(
      await screen.findByRole('option', {
        name: 'الأدوية والمعدات الطبية (VATEX-SA-35)',
        hidden: true,
      }),
    );
    await user.click(screen.getByTestId('product-submit'));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path === '/kebrit/products')).toBe(true),
    );
    const post = sent.find((r) => r.method === 'POST' && r.path === '/kebrit/products')!;
    expect(post.body).toMatchObject({ vatCategory: 'Z', vatExemptionCode: 'VATEX-SA-35' });
  });
});
