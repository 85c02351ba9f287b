// The restaurant's modifiers screen in jsdom (decision 0056): the empty state explains them, a
// group shows its options and reach, the form puts the server's field errors on their fields and
// sends prices in SAR with the product and category ids, and archiving asks first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModifierGroupView } from '../../../../domain/schemas/restaurant';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../../testing/render-app';

const size: ModifierGroupView = {
  id: 3,
  name: 'الحجم',
  nameEn: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  position: 0,
  archived: false,
  options: [
    { id: 7, name: 'صغير', nameEn: 'Small', priceChange: 0, archived: false },
    { id: 8, name: 'كبير', nameEn: 'Large', priceChange: 4.5, archived: false },
  ],
  productIds: [5],
  categoryIds: [1],
};

function api(groups: ModifierGroupView[], extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': { body: fakeBusiness({ key: 'mengusha', kind: 'restaurant' }) },
    'GET /mengusha/modifiers': { body: { groups } },
    'GET /mengusha/categories': { body: [] },
    'GET /mengusha/products': { body: [] },
    ...extra,
  };
}

describe('the modifiers screen', () => {
  it('explains modifiers when there is none; a 422 field error is shown on its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(
      '/mengusha/modifiers',
      api([], {
        'POST /mengusha/modifiers': {
          status: 422,
          body: {
            error: {
              code: 'validation_failed',
              message: 'تحقق من الحقول',
              fields: { 'options.0.name': 'اسم الخيار مطلوب' },
            },
          },
        },
      }),
    );
    const empty = await screen.findByTestId('modifiers-empty', {}, { timeout: 5000 });
    expect(empty.textContent).toContain('الحجم: صغير، وسط، كبير');
    await user.click(screen.getByTestId('new-group'));
    await user.type(await screen.findByTestId('group-name'), 'الحجم');
    await user.click(screen.getByTestId('group-submit'));
    expect(await screen.findByText('اسم الخيار مطلوب')).toBeTruthy();
  });

  it('shows a group and saves it whole: options in SAR, product and category ids', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/modifiers',
      api([size], { 'PUT /mengusha/modifiers/3': { body: { success: true, group: size } } }),
    );
    const card = await screen.findByTestId('modifier-group', {}, { timeout: 5000 });
    expect(card.textContent).toContain('إلزامي');
    expect(card.textContent).toContain('كبير');
    expect(card.textContent).toContain('4.50');
    expect(card.textContent).toContain('تطبق على 1 صنف و1 تصنيف');
    await user.click(within(card).getByText('تعديل'));
    await user.click(await screen.findByTestId('add-option'));
    await user.type(screen.getByTestId('option-name-2'), 'وسط');
    await user.type(screen.getByTestId('option-price-2'), '2.25');
    await user.click(screen.getByTestId('group-submit'));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      ...{ name: 'الحجم', nameEn: 'Size', required: true, minChoices: 1, maxChoices: 1 },
      options: [
        { id: 7, name: 'صغير', nameEn: 'Small', priceChange: 0 },
        { id: 8, name: 'كبير', nameEn: 'Large', priceChange: 4.5 },
        { name: 'وسط', nameEn: '', priceChange: 2.25 },
      ],
      productIds: [5],
      categoryIds: [1],
    });
  });

  it('archives a group only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/modifiers',
      api([size], { 'DELETE /mengusha/modifiers/3': { body: { success: true } } }),
    );
    await user.click(await screen.findByTestId('archive-3', {}, { timeout: 5000 }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByTestId('confirm-archive'));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.path === '/mengusha/modifiers/3')).toBe(
        true,
      ),
    );
  });
});
