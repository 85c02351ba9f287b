import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientView } from '../../../domain/schemas/clients';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const UUID = '00000000-0000-4000-8000-0000000000c1';
const client: ClientView = {
  ID: 1,
  UUID,
  RegistrationName: 'مؤسسة البحر للتجارة',
  VAT: '300000000000003',
  CRN: '4030000000',
  StreetName: 'شارع الملك عبدالعزيز',
  AdditionalStreetName: '',
  BuildingNumber: '1234',
  PlotIdentification: '',
  CityName: 'جدة',
  PostalZone: '21411',
  CountrySubentity: 'منطقة مكة المكرمة',
  CitySubdivisionName: 'الحمراء',
  Country: 'SA',
  Phone: '0555555555',
  Email: '',
  ContactPerson: '',
  PersonPhone: '',
  schemeID: '',
  PartyIdentification: '',
  payment_term_id: null,
};

function api(role: 'sales' | 'user', extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading', role }) },
    'GET /kebrit/clients': { body: [client] },
    [`GET /kebrit/clients/${UUID}`]: { body: client },
    ...extra,
  };
}

describe('the client form (Testing Library, jsdom)', () => {
  it('starts with no city or region filled in (Country SA) and refuses bad fields in Arabic, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/kebrit/clients/new', api('sales'), 'sales');
    expect(((await screen.findByTestId('client-CityName')) as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('client-CountrySubentity') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('client-Country') as HTMLInputElement).value).toBe('SA');
    await user.type(screen.getByTestId('client-VAT'), '123');
    await user.type(screen.getByTestId('client-BuildingNumber'), '12');
    await user.click(screen.getByTestId('client-submit'));
    expect(await screen.findByText('اسم العميل مطلوب')).toBeTruthy();
    expect(screen.getByText('رقم المبنى 4 أرقام')).toBeTruthy();
    expect(screen.getByTestId('client-VAT').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the body and shows the server 409 client_vat_taken on the VAT field', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'يوجد عميل بهذا الرقم الضريبي في هذه المنشأة';
    const { sent, router } = renderApp(
      '/kebrit/clientx/new',
      api('sales', {
        'POST /kebrit/clients': {
          status: 409,
          body: { error: { code: 'client_vat_taken', message, fields: { VAT: message } } },
        },
      }),
      'sales',
    );
    await user.type(await screen.findByTestId('client-RegistrationName'), 'شركة الساحل');
    await user.type(screen.getByTestId('client-VAT'), '311111111111113');
    await user.type(screen.getByTestId('client-BuildingNumber'), '7421');
    await user.type(screen.getByTestId('client-StreetName'), 'شارع التحلية');
    await user.type(screen.getByTestId('client-CitySubdivisionName'), 'حي الروضة');
    await user.type(screen.getByTestId('client-PostalZone'), '21577');
    await user.click(screen.getByTestId('client-city-suggestion'));
    await user.click(screen.getByTestId('client-submit'));
    const vat = screen.getByTestId('client-VAT');
    await waitFor(() => expect(vat.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/kebrit/clientx/new');
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      RegistrationName: 'شركة الساحل',
      VAT: '311111111111113',
      PostalZone: '21577',
      CityName: 'الرياض',
      CountrySubentity: '',
      Country: 'SA',
      CRN: '',
    });
  });

  it('with a VAT number asks for the national address: marked required, named in Arabic, nothing sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/kebrit/clients/new', api('sales'), 'sales');
    const city = (await screen.findByTestId('client-CityName')) as HTMLInputElement;
    expect(city.required).toBe(false);
    expect(screen.queryByTestId('client-address-hint')).toBeNull();
    await user.type(screen.getByTestId('client-RegistrationName'), 'شركة الساحل');
    await user.type(screen.getByTestId('client-VAT'), '311111111111113');
    for (const field of [
      'StreetName',
      'BuildingNumber',
      'CitySubdivisionName',
      'CityName',
      'PostalZone',
    ])
      expect((screen.getByTestId(`client-${field}`) as HTMLInputElement).required).toBe(true);
    expect((screen.getByTestId('client-PlotIdentification') as HTMLInputElement).required).toBe(
      false,
    );
    expect(screen.getByTestId('client-address-hint')).toBeTruthy();
    await user.click(screen.getByTestId('client-submit'));
    expect(await screen.findByText('المدينة مطلوبة في الفاتورة الضريبية')).toBeTruthy();
    expect(screen.getByText('الحي مطلوب في الفاتورة الضريبية')).toBeTruthy();
    expect(city.value).toBe(''); // the business's city is only offered, never filled in by itself
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("offers the business's own city visibly; one click fills it", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/kebrit/clients/new', api('sales'), 'sales');
    const suggestion = await screen.findByTestId('client-city-suggestion');
    expect(suggestion.textContent).toBe('مدينة المنشأة: الرياض');
    await user.click(suggestion);
    expect((screen.getByTestId('client-CityName') as HTMLInputElement).value).toBe('الرياض');
    expect(screen.queryByTestId('client-city-suggestion')).toBeNull();
  });

  it('edits an existing client and returns to the table', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, router } = renderApp(
      `/kebrit/clients/edit/${UUID}`,
      api('sales', {
        [`PUT /kebrit/clients/${UUID}`]: (body) => ({
          body: { success: true, client: { ...client, ...(body as object) } },
        }),
      }),
      'sales',
    );
    const name = await screen.findByTestId('client-RegistrationName');
    expect((name as HTMLInputElement).value).toBe(client.RegistrationName);
    await user.clear(screen.getByTestId('client-Phone'));
    await user.type(screen.getByTestId('client-Phone'), '0501234567');
    await user.click(screen.getByTestId('client-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kebrit/clients'));
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ Phone: '0501234567', VAT: client.VAT });
    const row = await screen.findByTestId('client-row');
    expect(within(row).getByText(client.RegistrationName)).toBeTruthy();
  });

  it('a plain user of the business may not open the form (kind-aware permission)', async () => {
    renderApp('/kebrit/clients/new', api('user'), 'user');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.queryByTestId('client-form')).toBeNull();
  });
});
