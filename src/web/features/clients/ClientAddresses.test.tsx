import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientAddressView } from '../../../domain/schemas/client-addresses';
import type { ClientView } from '../../../domain/schemas/clients';
import { fakeBusiness, renderApp } from '../../testing/render-app';

// A client's page (decision 0068): the payment term picker and the addresses section.
const UUID = '00000000-0000-4000-8000-0000000000c2';
const client = {
  ID: 2,
  UUID,
  RegistrationName: 'شركة الساحل',
  VAT: '',
  payment_term_id: null,
  ...Object.fromEntries(
    [
      'CRN',
      'StreetName',
      'AdditionalStreetName',
      'BuildingNumber',
      'PlotIdentification',
      'CityName',
      'PostalZone',
      'CountrySubentity',
      'CitySubdivisionName',
      'Phone',
      'Email',
      'ContactPerson',
      'PersonPhone',
      'schemeID',
      'PartyIdentification',
    ].map((k) => [k, '']),
  ),
  Country: 'SA',
} as ClientView;
const address = (UUID: string, label: string, is_default: boolean): ClientAddressView => ({
  UUID,
  label,
  street_name: '',
  building_number: '',
  city_subdivision_name: '',
  city_name: 'جدة',
  postal_zone: '',
  country: 'SA',
  contact_person: '',
  phone: '',
  is_default,
});
const A1 = '00000000-0000-4000-8000-0000000000a1';
const A2 = '00000000-0000-4000-8000-0000000000a2';
const base = `/kebrit/clients/${UUID}`;

describe('client page: payment term and addresses', () => {
  it('offers the terms, makes an address default and deletes one after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(`/kebrit/clients/edit/${UUID}`, {
      'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
      'GET /kebrit/clients': { body: [client] },
      [`GET ${base}`]: { body: client },
      'GET /kebrit/payment_terms': {
        body: [{ ID: 7, UUID: 't7', name: '30 يوماً', days: 30, end_of_month: false, position: 0 }],
      },
      [`GET ${base}/addresses`]: {
        body: [address(A1, 'المقر الرئيسي', true), address(A2, 'موقع المشروع', false)],
      },
      [`PUT ${base}`]: (body) => ({
        body: { success: true, client: { ...client, ...(body as object) } },
      }),
      [`PUT ${base}/addresses/${A2}`]: { body: address(A2, 'موقع المشروع', true) },
      [`DELETE ${base}/addresses/${A2}`]: { body: { success: true } },
    });
    const rows = await screen.findAllByTestId('address-row');
    expect(within(rows[0]!).getByTestId('address-default')).toBeTruthy();
    await user.click(within(rows[1]!).getByTestId('address-make-default'));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'PUT' && r.path.endsWith(A2))).toBe(true),
    );
    expect(sent.find((r) => r.path.endsWith(A2))!.body).toMatchObject({
      label: 'موقع المشروع',
      is_default: true,
    });
    expect(sent.find((r) => r.path.endsWith(A2))!.body).not.toHaveProperty('UUID');

    await user.click(within(rows[1]!).getByTestId('address-delete'));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true));

    // The term picker is fed by GET payment_terms.
    expect(screen.getByTestId('client-payment_term_id')).toBeTruthy();
    expect(sent.some((r) => r.path === '/kebrit/payment_terms')).toBe(true);
  });
});
